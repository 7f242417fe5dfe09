/// A concrete recognizer's reason for a state change, with its numbers: kept typed in the
/// ``TraceReason/gesture(_:)`` reason of a trace entry and formatted only when the entry is read
/// (``description``), so a state change builds no text, with the trace off or on.
///
/// The number formats live here too, so every reason reads alike ("moved 14.2 pt > allowableMovement
/// 10.0 pt", "… within 0.350 s").
public enum GestureReason: Hashable, Sendable, CustomStringConvertible {
    /// A touch of a tap or long press travelled too far:
    /// `moved 14.2 pt > allowableMovement 10.0 pt`.
    case movedBeyondAllowableMovement(distance: CGFloat, allowed: CGFloat)
    /// A pan's touches moved past its hysteresis: `moved 12.0 pt > hysteresis 10.0 pt with 2 touches`.
    case panMoved(distance: CGFloat, hysteresis: CGFloat, touches: Int)
    /// A pan's touches all lifted before it began:
    /// `touches ended after moving 3.0 pt ≤ hysteresis 10.0 pt`.
    case panEndedWithinHysteresis(distance: CGFloat, hysteresis: CGFloat)
    /// A long press was held long enough: `held 0.500 s`.
    case held(minimumPressDuration: TimeInterval)
    /// A long press's fingers lifted too early: `lifted before minimumPressDuration 0.500 s`.
    case liftedBeforeMinimumPressDuration(TimeInterval)

    /// The reason as the trace prints it.
    public var description: String {
        switch self {
        case .movedBeyondAllowableMovement(let distance, let allowed):
            "moved \(Self.points(distance)) > allowableMovement \(Self.points(allowed))"
        case .panMoved(let distance, let hysteresis, let count):
            "moved \(Self.points(distance)) > hysteresis \(Self.points(hysteresis)) with \(count) touch\(count == 1 ? "" : "es")"
        case .panEndedWithinHysteresis(let distance, let hysteresis):
            "touches ended after moving \(Self.points(distance)) ≤ hysteresis \(Self.points(hysteresis))"
        case .held(let duration):
            "held \(Self.seconds(duration))"
        case .liftedBeforeMinimumPressDuration(let duration):
            "lifted before minimumPressDuration \(Self.seconds(duration))"
        }
    }

    /// A distance in points with one decimal: `14.2 pt`.
    static func points(_ value: CGFloat) -> String { String(format: "%.1f pt", Double(value)) }

    /// A duration in seconds with three decimals: `0.350 s`.
    static func seconds(_ value: TimeInterval) -> String { String(format: "%.3f s", value) }
}
