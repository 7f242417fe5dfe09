import Foundation
import InputCore

/// The probe's stable one-line text form of an event, compared verbatim by the e2e tests.
/// Times are left out: they depend on when the run happened.
enum EventLine {
    static func format(_ event: InputEvent) -> String {
        "\(event.device) " + payload(event.payload)
    }

    private static func payload(_ payload: InputPayload) -> String {
        switch payload {
        case .deviceAdded(let d):
            let size = d.physicalSize.map { f($0.widthMillimetres) + "x" + f($0.heightMillimetres) + "mm" } ?? "-"
            return "added \"\(d.name)\" caps=\(d.capabilities) node=\(d.node ?? "-") size=\(size) touches=\(d.maximumContacts.map(String.init) ?? "-")"
        case .deviceRemoved:
            return "removed"
        case .touchFrame(let frame):
            let changes = frame.changes.map { "\($0.phase.rawValue) \($0.contact) \(f($0.position.x)),\(f($0.position.y))" }
            return "touch \(frame.space.rawValue) " + changes.joined(separator: "; ")
        case .pointerMotion(let dx, let dy):
            return "motion \(f(dx)),\(f(dy))"
        case .pointerMotionAbsolute(let p):
            return "absolute \(f(p.x, 3)),\(f(p.y, 3))"
        case .pointerButton(let button, let state):
            return "button \(button) \(state.rawValue)"
        case .scroll(let s):
            return "scroll \(s.source.rawValue) \(f(s.deltaX)),\(f(s.deltaY)) v120=\(f(s.v120X, 0)),\(f(s.v120Y, 0))"
        case .key(let code, let state):
            return "key \(code) \(state.rawValue)"
        case .touchpadGesture(let g):
            var text = "gesture \(g.kind.rawValue) \(g.phase.rawValue) fingers=\(g.fingerCount)"
            if g.kind != .hold { text += " d=\(f(g.deltaX)),\(f(g.deltaY))" }
            if g.kind == .pinch { text += " scale=\(f(g.scale, 3)) angle=\(f(g.angleDeltaDegrees))" }
            return text
        case .tabletTool(let t):
            var text = "tablet \(t.tool) \(t.phase.name) \(t.space.rawValue) \(f(t.axes.position.x, 3)),\(f(t.axes.position.y, 3))"
            if case .button(let code, let state) = t.phase { text += " button=\(code) \(state.rawValue)" }
            if let pressure = t.axes.pressure { text += " pressure=\(f(pressure, 2))" }
            if let distance = t.axes.distance { text += " distance=\(f(distance, 2))" }
            if let x = t.axes.tiltX, let y = t.axes.tiltY { text += " tilt=\(f(x)),\(f(y))" }
            return text
        case .tabletPad(let p):
            return "pad \(p.input) mode=\(p.mode)"
        }
    }

    private static func f(_ value: Double, _ digits: Int = 1) -> String {
        // "-0.0" and "0.0" are the same position; print one form so outputs compare stably.
        let text = String(format: "%.\(digits)f", value)
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }
}
