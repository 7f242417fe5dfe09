import InputCore

/// Where a live event loop reads the current time.
///
/// Live input is stamped with `CLOCK_MONOTONIC` (libinput's clock), so the loop must advance the
/// framework clock from the same clock for timers (a long press, a double tap's interval) to fire at
/// the right moment between events. A replay's waiter reads the virtual time it stepped to; tests
/// substitute scripted time.
public protocol LiveTimeSource {
    /// The current time on the clock the source's events are stamped with.
    func now() -> InputTime
}

/// `CLOCK_MONOTONIC` in microseconds: the clock libinput stamps its events with.
public struct MonotonicTimeSource: LiveTimeSource {
    /// Creates the time source.
    public init() {}

    /// Reads `CLOCK_MONOTONIC`.
    public func now() -> InputTime { InputTime.monotonicNow() }
}
