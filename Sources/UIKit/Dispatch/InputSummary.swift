import InputCore

/// The trace's one-line description of an input event: stable, compact, and complete enough to see what
/// the device said.
enum InputSummary {
    static func describe(_ payload: InputPayload) -> String {
        switch payload {
        case .deviceAdded(let device):
            let surface = device.touchSurface.map { " \($0.rawValue)" } ?? ""
            return "added \"\(device.name)\" [\(device.capabilities)]\(surface)"
        case .deviceRemoved:
            return "removed"
        case .touchFrame(let frame):
            let changes = frame.changes.map { change in
                "\(change.contact) \(change.phase.rawValue) \(number(change.position.x)),\(number(change.position.y))"
            }
            return "frame(\(frame.space.rawValue)) " + changes.joined(separator: "; ")
        case .pointerMotion(let dx, let dy):
            return "pointer move \(number(dx)),\(number(dy))"
        case .pointerMotionAbsolute(let point):
            return "pointer at \(number(point.x)),\(number(point.y))"
        case .pointerButton(let button, let state):
            return "button \(button) \(state.rawValue)"
        case .scroll(let scroll):
            let wheel = scroll.source == .wheel ? " v120 \(number(scroll.v120X)),\(number(scroll.v120Y))" : ""
            return "scroll \(scroll.source.rawValue) \(number(scroll.deltaX)),\(number(scroll.deltaY))\(wheel)"
        case .key(let code, let state):
            return "key \(code) \(state.rawValue)"
        case .touchpadGesture(let gesture):
            var text = "touchpad \(gesture.kind.rawValue) \(gesture.phase.rawValue) fingers=\(gesture.fingerCount)"
            if gesture.kind != .hold { text += " d=\(number(gesture.deltaX)),\(number(gesture.deltaY))" }
            if gesture.kind == .pinch { text += " scale=\(number(gesture.scale)) angle=\(number(gesture.angleDeltaDegrees))" }
            return text
        }
    }

    /// Numbers with up to 3 decimals, trailing zeros trimmed, so normalised and point values both read well.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(describing: value) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
