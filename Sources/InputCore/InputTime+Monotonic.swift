import Glibc

extension InputTime {
    /// Now on `CLOCK_MONOTONIC`, the clock libinput stamps live events with (`time_usec`).
    ///
    /// Only live input reads it: the backend for events libinput gives no time, the live run loop to
    /// fire timers between events. Replays and tests never do; their time is the events' own.
    public static func monotonicNow() -> InputTime {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return InputTime(microseconds: Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1_000)
    }
}
