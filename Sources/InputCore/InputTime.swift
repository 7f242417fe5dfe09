/// A point in time on a monotonic clock, in microseconds.
///
/// Every input source stamps its events with this: libinput's `time_usec`, a recording's timestamps,
/// or the virtual clock of a test. The framework clock is advanced from these values, never from the
/// wall clock, so replaying the same events gives the same trace.
public struct InputTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Microseconds since an arbitrary origin (boot time for live input, zero for recordings and tests).
    public var microseconds: Int64

    /// Creates a time from microseconds.
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// Creates a time from seconds, rounded to the nearest microsecond.
    public init(seconds: Double) { self.microseconds = Int64((seconds * 1_000_000).rounded()) }

    /// The origin, time zero.
    public static let zero = InputTime(microseconds: 0)

    /// The time in seconds, the unit UIKit's `timestamp` properties use.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (lhs: InputTime, rhs: InputTime) -> Bool { lhs.microseconds < rhs.microseconds }

    /// This time moved by a number of microseconds.
    public func advanced(byMicroseconds delta: Int64) -> InputTime { InputTime(microseconds: microseconds + delta) }

    /// This time moved by a number of seconds.
    public func advanced(bySeconds delta: Double) -> InputTime {
        InputTime(microseconds: microseconds + Int64((delta * 1_000_000).rounded()))
    }

    /// Renders as seconds with six decimals, the form the trace uses (`1.250000`).
    public var description: String {
        let sign = microseconds < 0 ? "-" : ""
        let magnitude = microseconds.magnitude
        let whole = magnitude / 1_000_000
        let fraction = String(magnitude % 1_000_000)
        return "\(sign)\(whole).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }
}
