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
///
/// A `delivery` of touches also has `touchProperties`, one object per entry of `touches`, in the same order:
/// `{"touch":"t1","type":"direct","force":0,"altitudeAngle":1.571,"azimuthAngle":0}` — the touch's type
/// (`direct`, `indirect`, `pencil`, `indirectPointer`), `force` in UIKit's units, `altitudeAngle` and
/// `azimuthAngle` (window coordinates) in radians, as the responder read them. Deliveries of presses have none.
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
            if touches.indices.contains(where: { touches.properties(at: $0) != nil }) {
                fields.append(("touchProperties", "[" + touches.indices.map { properties(touches, at: $0) }.joined(separator: ",") + "]"))
            }
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

    /// `{"touch":"t1","type":"pencil","force":1.75,"altitudeAngle":1.047,"azimuthAngle":0.31}`, or `null` for
    /// an entry in the list that has none (a key).
    private static func properties(_ touches: TraceTouches, at position: Int) -> String {
        guard let properties = touches.properties(at: position) else { return "null" }
        return "{\"touch\":\(JSONDocument.quoted(touches[position].description)),\"type\":\"\(properties.type)\","
            + "\"force\":\(precise(properties.force)),\"altitudeAngle\":\(precise(properties.altitudeAngle)),"
            + "\"azimuthAngle\":\(precise(properties.azimuthAngle))}"
    }

    /// Three decimal places (forces in UIKit's units, angles in radians): finer than the text trace's notes,
    /// still stable across runs.
    private static func precise(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }

    /// One decimal place, as the text trace prints points, so both forms agree.
    private static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}
