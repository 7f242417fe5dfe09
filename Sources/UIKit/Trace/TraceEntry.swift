import InputCore

/// One thing the framework did, as the trace records it.
///
/// Entries carry rendered names rather than object references so that a trace can be stored, compared
/// with a golden file and printed after the objects are gone.
public enum TraceEntry: Hashable, Sendable {
    /// An input event arrived (a touch frame, pointer motion, a key…).
    case input(time: InputTime, device: DeviceID, summary: String)
    /// A touch began and was hit-tested once, at `point` in window coordinates.
    case hitTest(time: InputTime, touch: String, point: CGPoint, window: String, view: String?)
    /// Touches were delivered to a responder's `touches*` (or `presses*`) method.
    case delivery(time: InputTime, responder: String, phase: String, touches: [String])
    /// A gesture recognizer changed state, and why.
    case gestureState(time: InputTime, recognizer: String, from: String, to: String, reason: String)
    /// A recognizer sent its action to its targets.
    case action(time: InputTime, recognizer: String, state: String)
    /// Something unexpected that was handled (a bad input sequence, a misuse), and what was done about it.
    case diagnostic(time: InputTime, message: String)
    /// A free-form note from the application or a tool (a scene's own log line).
    case note(time: InputTime, message: String)
    /// A control sent the actions of an event (`button buy`, `touchUpInside`), or a scroll view told its
    /// delegate (`scroll view feed`, `willBeginDragging`). Printed like a recognizer's action; a separate
    /// case because the sender has no recognizer states.
    case controlAction(time: InputTime, sender: String, event: String)
    /// A device-level input filter (an input rule's debounce, hysteresis, palm, watchdog or dead zone)
    /// changed, merged, suppressed or cancelled a contact before UIKit saw it, with the rule and the numbers:
    /// `dev1 debounce (rule "panel"): c1 lifted for 8.0 ms, landed 3.2 pt away (< 40.0 ms, < 30.0 pt): merged into c0`.
    case inputFilter(time: InputTime, device: DeviceID, message: String)

    /// When it happened.
    public var time: InputTime {
        switch self {
        case .input(let time, _, _), .hitTest(let time, _, _, _, _), .delivery(let time, _, _, _),
             .gestureState(let time, _, _, _, _), .action(let time, _, _), .diagnostic(let time, _),
             .note(let time, _), .controlAction(let time, _, _),
             .inputFilter(let time, _, _):
            time
        }
    }

    /// The deterministic one-line text form: `[0.120000] deliver touchesBegan → Button#ok t1`.
    public var text: String {
        switch self {
        case .input(let time, let device, let summary):
            "[\(time)] input \(device) \(summary)"
        case .hitTest(let time, let touch, let point, let window, let view):
            "[\(time)] hit-test \(touch) at \(TraceFormat.point(point)) in \(window) → \(view ?? "nothing")"
        case .delivery(let time, let responder, let phase, let touches):
            "[\(time)] deliver \(phase) → \(responder) \(touches.joined(separator: ","))"
        case .gestureState(let time, let recognizer, let from, let to, let reason):
            "[\(time)] gesture \(recognizer) \(from) → \(to)\(reason.isEmpty ? "" : ": \(reason)")"
        case .action(let time, let recognizer, let state):
            "[\(time)] action \(recognizer) (\(state))"
        case .diagnostic(let time, let message):
            "[\(time)] diagnostic \(message)"
        case .note(let time, let message):
            "[\(time)] note \(message)"
        case .controlAction(let time, let sender, let event):
            "[\(time)] action \(sender) (\(event))"
        case .inputFilter(let time, _, let message):
            "[\(time)] filter \(message)"
        }
    }
}

/// Number formatting shared by every trace line, so traces are byte-for-byte stable.
enum TraceFormat {
    /// One decimal place, `-0.0` printed as `0.0`.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10).rounded() / 10
        return String(format: "%.1f", rounded == 0 ? 0 : rounded)
    }

    static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }
}
