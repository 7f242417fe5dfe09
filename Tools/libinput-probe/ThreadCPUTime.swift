import Glibc

/// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), for `--latency-cpu`: set against the wall
/// time of the same window, it tells time spent running from time spent waiting for a CPU.
enum ThreadCPUTime {
    /// Nanoseconds of CPU the calling thread has used; 0 if the clock cannot be read (Linux always can).
    static func nanoseconds() -> Int64 {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
