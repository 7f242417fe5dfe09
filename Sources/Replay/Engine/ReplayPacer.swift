import Foundation
import InputCore

/// Decides how long a replay waits before each instant of the recording: not at all (virtual time, as
/// fast as possible) or until the matching moment of real time.
///
/// The engine asks ``wait(until:)`` before every event and every timer it fires, in increasing recording
/// time; pacing is the pacer's whole job, so tests swap in one that only records what it was asked.
public protocol ReplayPacer: AnyObject {
    /// Returns when the replay may handle what happens at recording time `time`.
    func wait(until time: InputTime)
}

/// No waiting: the replay runs on the virtual clock as fast as the CPU allows. The trace is the same as
/// a paced replay's, because UIKit only ever sees the recording's times.
public final class UnpacedReplay: ReplayPacer {
    /// Creates the pacer.
    public init() {}
    /// Returns at once.
    public func wait(until time: InputTime) {}
}

/// Waits in real time: recording time `t` is handled `(t − t₀) / speed` seconds of monotonic time after
/// the first instant it was asked about (`t₀`). Used by `uikit replay --speed`; the clock and the sleep
/// are injectable so its arithmetic is tested without sleeping.
public final class RealTimePacer: ReplayPacer {
    /// Recording seconds per real second (2 = twice as fast).
    public let speed: Double
    private let monotonicNanoseconds: () -> Int64
    private let sleep: (Int64) -> Void
    private var anchor: (recording: InputTime, real: Int64)?

    /// Creates a pacer at `speed` (> 0). `now` reads a monotonic clock in nanoseconds; `sleep` sleeps
    /// for a number of nanoseconds. The defaults are `CLOCK_MONOTONIC` and `nanosleep`.
    public init(
        speed: Double,
        now: @escaping () -> Int64 = RealTimePacer.monotonicNow,
        sleep: @escaping (Int64) -> Void = RealTimePacer.sleepNanoseconds
    ) {
        self.speed = speed > 0 && speed.isFinite ? speed : 1
        self.monotonicNanoseconds = now
        self.sleep = sleep
    }

    /// Sleeps until `time`'s real moment; the first call only sets the anchor.
    public func wait(until time: InputTime) {
        guard let anchor else {
            anchor = (time, monotonicNanoseconds())
            return
        }
        let offset = Double(time.microseconds - anchor.recording.microseconds) * 1000 / speed
        let target = anchor.real + Int64(offset.rounded())
        let remaining = target - monotonicNanoseconds()
        if remaining > 0 { sleep(remaining) }
    }

    /// `CLOCK_MONOTONIC` in nanoseconds.
    public static func monotonicNow() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }

    /// Sleeps for `nanoseconds`.
    public static func sleepNanoseconds(_ nanoseconds: Int64) {
        var request = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
