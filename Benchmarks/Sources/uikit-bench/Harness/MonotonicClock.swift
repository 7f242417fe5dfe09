import Glibc

/// Nanoseconds on `CLOCK_MONOTONIC`: the clock the measurements use. It never jumps with the wall clock,
/// and on Linux reading it is a vDSO call of a few tens of nanoseconds (``overheadNanoseconds`` measures
/// it on the machine at hand, so a reader can tell how much of a sub-microsecond figure is the clock).
enum MonotonicClock {
    /// The current time in nanoseconds since an arbitrary start.
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// The median cost of one pair of readings, in nanoseconds: what an empty timed region reports.
    static func overheadNanoseconds() -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(100_000)
        for _ in 0..<100_000 {
            let start = nanoseconds()
            let end = nanoseconds()
            samples.append(Double(end &- start))
        }
        return Distribution(samples).median
    }

    /// Process CPU time (user + system) in nanoseconds, for the budget ratio (CPU time, not wall time,
    /// so a busy neighbour on the shared cores does not count against the framework).
    static func processCPUNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}
