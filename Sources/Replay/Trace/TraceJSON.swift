import InputCore
import InputRecording
import UIKit

/// The trace as JSON Lines (`uikit replay --format json`): one object per entry, keys in a fixed order,
/// so a script can filter a trace without parsing its text form.
///
/// `{"t":120000,"kind":"gesture","recognizer":"doubleTap","from":"possible","to":"failed","reason":"…"}`;
/// `t` is integer microseconds on the recording's clock. Kinds: `input`, `hitTest`, `delivery`,
/// `gesture`, `action`, `diagnostic`, `note`, `controlAction` (a control's event or a scroll view's delegate
/// callback: `sender`, `event`).
public enum TraceJSON {
    /// One entry as one line of JSON (no newline).
    public static func line(_ entry: TraceEntry) -> String {
        var fields: [(String, String)] = [("t", String(entry.time.microseconds))]
        func text(_ key: String, _ value: String) { fields.append((key, JSONDocument.quoted(value))) }
        switch entry {
        case .input(_, let device, _):
            text("kind", "input")
            fields.append(("device", String(device.rawValue)))
            text("summary", entry.summary ?? "")
        case .hitTest(_, let touch, let point, let window, let view):
            text("kind", "hitTest")
            text("touch", touch.description)
            fields.append(("x", number(point.x)))
            fields.append(("y", number(point.y)))
            text("window", window)
            fields.append(("view", view.map(JSONDocument.quoted) ?? "null"))
        case .delivery(_, let responder, let phase, let touches):
            text("kind", "delivery")
            text("responder", responder)
            text("phase", phase.rawValue)
            fields.append(("touches", "[" + touches.map { JSONDocument.quoted($0.description) }.joined(separator: ",") + "]"))
        case .gestureState(_, let recognizer, let from, let to, let reason):
            text("kind", "gesture")
            text("recognizer", recognizer)
            text("from", from.description)
            text("to", to.description)
            text("reason", reason.description)
        case .gestureRemoved(_, let recognizer):
            text("kind", "gesture")
            text("recognizer", recognizer)
            text("from", "participating")
            text("to", "removed")
            text("reason", TraceReason.removedFromView.description)
        case .action(_, let recognizer, let state):
            text("kind", "action")
            text("recognizer", recognizer)
            text("state", state.description)
        case .diagnostic(_, let message):
            text("kind", "diagnostic")
            text("message", message)
        case .note(_, let message):
            text("kind", "note")
            text("message", message)
        case .controlAction(_, let sender, let event):
            text("kind", "controlAction")
            text("sender", sender)
            text("event", event)
        case .inputFilter(_, let device, let message):
            text("kind", "filter")
            fields.append(("device", String(device.rawValue)))
            text("message", message)
        }
        return "{" + fields.map { "\(JSONDocument.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    /// One decimal place, as the text trace prints points, so both forms agree.
    private static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}
