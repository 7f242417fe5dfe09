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
    /// A pinch's span changed enough to begin: `span changed 12.0 pt > minimumSpanChange 8.0 pt`.
    case spanChanged(change: CGFloat, minimumSpanChange: CGFloat)
    /// A touchpad pinch's scale changed, so it begins: `touchpad pinch scale 1.050`.
    case touchpadPinchScale(CGFloat)
    /// A pinch's touches lifted before the span changed enough:
    /// `touches lifted after the span changed 3.0 pt ≤ minimumSpanChange 8.0 pt`.
    case liftedWithinMinimumSpanChange(change: CGFloat, minimumSpanChange: CGFloat)
    /// A touchpad pinch ended before its scale changed: `touchpad pinch ended without changing the scale`.
    case touchpadPinchEndedUnchanged
    /// A pinch ended: `touches lifted at scale 1.250` (or `touchpad pinch ended at scale …`).
    case pinchEnded(touchpad: Bool, scale: CGFloat)
    /// A rotation turned enough to begin: `turned 5.2° (0.091 rad) > minimumRotation 3.0° (0.052 rad)`.
    case turned(CGFloat, minimumRotation: CGFloat)
    /// A rotation's input ended before it turned enough:
    /// `touches lifted after turning 1.0° (0.017 rad) ≤ minimumRotation 3.0° (0.052 rad)`.
    case endedWithinMinimumRotation(touchpad: Bool, turn: CGFloat, minimumRotation: CGFloat)
    /// A rotation ended: `touches lifted at rotation 45.0° (0.785 rad)`.
    case rotationEnded(touchpad: Bool, rotation: CGFloat)

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
        case .spanChanged(let change, let threshold):
            "span changed \(Self.points(change)) > minimumSpanChange \(Self.points(threshold))"
        case .touchpadPinchScale(let scale):
            "touchpad pinch scale \(String(format: "%.3f", Double(scale)))"
        case .liftedWithinMinimumSpanChange(let change, let threshold):
            "touches lifted after the span changed \(Self.points(change)) ≤ minimumSpanChange \(Self.points(threshold))"
        case .touchpadPinchEndedUnchanged:
            "touchpad pinch ended without changing the scale"
        case .pinchEnded(let touchpad, let scale):
            "\(touchpad ? "touchpad pinch ended" : "touches lifted") at scale \(String(format: "%.3f", Double(scale)))"
        case .turned(let turn, let threshold):
            "turned \(Self.angle(turn)) > minimumRotation \(Self.angle(threshold))"
        case .endedWithinMinimumRotation(let touchpad, let turn, let threshold):
            "\(touchpad ? "touchpad pinch ended" : "touches lifted") after turning \(Self.angle(turn)) ≤ minimumRotation \(Self.angle(threshold))"
        case .rotationEnded(let touchpad, let rotation):
            "\(touchpad ? "touchpad pinch ended" : "touches lifted") at rotation \(Self.angle(rotation))"
        }
    }

    /// A distance in points with one decimal: `14.2 pt`.
    static func points(_ value: CGFloat) -> String { String(format: "%.1f pt", Double(value)) }

    /// A duration in seconds with three decimals: `0.350 s`.
    static func seconds(_ value: TimeInterval) -> String { String(format: "%.3f s", value) }

    /// An angle in radians, in degrees with the radians: `5.2° (0.091 rad)`.
    static func angle(_ radians: CGFloat) -> String {
        String(format: "%.1f° (%.3f rad)", Double(radians) * 180 / Double.pi, Double(radians))
    }
}
