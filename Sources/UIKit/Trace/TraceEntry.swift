import InputCore

/// One thing the framework did, as the trace records it.
///
/// Entries carry typed values — the input payload, recognizer states, a delivery phase, touch identities,
/// a typed reason — and names of views and recognizers (already built and cached by their objects), never
/// object references, so that a trace can be stored, compared with a golden file and printed after the
/// objects are gone. Nothing is formatted when an entry is made: ``text`` (and the JSON form of the
/// `Replay` module) render it when someone reads it, which keeps tracing a frame cheap.
public enum TraceEntry: Hashable, Sendable {
    /// An input event arrived (a touch frame, pointer motion, a key…); ``summary`` renders it.
    case input(time: InputTime, device: DeviceID, payload: InputPayload)
    /// A touch began and was hit-tested once, at `point` in window coordinates.
    case hitTest(time: InputTime, touch: TraceTouch, point: CGPoint, window: String, view: String?)
    /// Touches were delivered to a responder's `touches*` (or `presses*`) method.
    case delivery(time: InputTime, responder: String, phase: DeliveryPhase, touches: TraceTouches)
    /// A gesture recognizer changed state, and why.
    case gestureState(time: InputTime, recognizer: String, from: UIGestureRecognizer.State,
                      to: UIGestureRecognizer.State, reason: TraceReason)
    /// A participating recognizer was removed from its view: it left the touch sequence without a state
    /// change (`gesture pan participating → removed: removed from its view`).
    case gestureRemoved(time: InputTime, recognizer: String)
    /// A recognizer sent its action to its targets.
    case action(time: InputTime, recognizer: String, state: UIGestureRecognizer.State)
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

    /// The responder method a ``TraceEntry/delivery(time:responder:phase:touches:)`` entry called.
    public enum DeliveryPhase: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// `touchesBegan(_:with:)`.
        case touchesBegan
        /// `touchesMoved(_:with:)`.
        case touchesMoved
        /// `touchesEnded(_:with:)`.
        case touchesEnded
        /// `touchesCancelled(_:with:)`.
        case touchesCancelled
        /// `pressesBegan(_:with:)`.
        case pressesBegan
        /// `pressesChanged(_:with:)`.
        case pressesChanged
        /// `pressesEnded(_:with:)`.
        case pressesEnded
        /// `pressesCancelled(_:with:)`.
        case pressesCancelled

        /// Whether the method is one of the four `touches*` methods.
        public var isTouches: Bool {
            switch self {
            case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled: true
            default: false
            }
        }

        /// The method's name, as the trace prints it.
        public var description: String { rawValue }
    }

    /// When it happened.
    public var time: InputTime {
        switch self {
        case .input(let time, _, _), .hitTest(let time, _, _, _, _), .delivery(let time, _, _, _),
             .gestureState(let time, _, _, _, _), .gestureRemoved(let time, _), .action(let time, _, _),
             .diagnostic(let time, _), .note(let time, _), .controlAction(let time, _, _),
             .inputFilter(let time, _, _):
            time
        }
    }

    /// The text an ``input(time:device:payload:)`` entry prints after the device:
    /// `frame(normalized) c0 move 0.5,0.25`; `nil` for other entries.
    public var summary: String? {
        guard case .input(_, _, let payload) = self else { return nil }
        return InputSummary.describe(payload)
    }

    /// The deterministic one-line text form: `[0.120000] deliver touchesBegan → Button#ok t1`.
    public var text: String {
        switch self {
        case .input(let time, let device, let payload):
            "[\(time)] input \(device) \(InputSummary.describe(payload))"
        case .hitTest(let time, let touch, let point, let window, let view):
            "[\(time)] hit-test \(touch) at \(TraceFormat.point(point)) in \(window) → \(view ?? "nothing")"
        case .delivery(let time, let responder, let phase, let touches):
            "[\(time)] deliver \(phase.rawValue) → \(responder) \(touches.text)"
        case .gestureState(let time, let recognizer, let from, let to, let reason):
            "[\(time)] gesture \(recognizer) \(from) → \(to)\(reason.isEmpty ? "" : ": \(reason)")"
        case .gestureRemoved(let time, let recognizer):
            "[\(time)] gesture \(recognizer) participating → removed: \(TraceReason.removedFromView)"
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
