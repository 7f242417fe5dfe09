/// Times one operation many times, each call on its own, after a warm-up.
///
/// Each sample is one call bracketed by two monotonic-clock readings, so the distribution shows real
/// outliers (a timer interrupt, the other core's neighbour) at the 99th percentile instead of averaging
/// them away; the clock's own cost (``MonotonicClock/overheadNanoseconds()``, a few tens of ns) is
/// reported beside the table and not subtracted.
@MainActor
enum OperationTimer {
    /// Runs `warmUp` untimed calls, then `samples` timed calls; returns nanoseconds per call.
    /// `operation` receives the call's index so callers can cycle through precomputed inputs.
    static func measure(warmUp: Int, samples: Int, _ operation: (Int) -> Void) -> Distribution {
        for index in 0..<warmUp { operation(index) }
        var times: [Double] = []
        times.reserveCapacity(samples)
        for index in 0..<samples {
            let start = MonotonicClock.nanoseconds()
            operation(warmUp + index)
            let end = MonotonicClock.nanoseconds()
            times.append(Double(end &- start))
        }
        return Distribution(times)
    }
}
