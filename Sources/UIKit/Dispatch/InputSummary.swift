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
        if let text = fastNumber(value) { return text }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// ``number(_:)`` without `String(format:)` (a Foundation string and a format parse per number: most of
    /// the cost of tracing an input frame; callgrind, docs/benchmarks.md), rounding as `%.3f` does: the
    /// exact binary value to the nearest thousandth, ties to even. `value × 1000` is rounded; it can only
    /// be misread when it lands exactly on a tie (`n + 0.5` is a double, and the product's rounding error is
    /// under half a unit in the last place, so an inexact product never crosses one), and there the exact
    /// residual of the product (a fused multiply-add) says which way the true value lies. Values of a
    /// billion and more return `nil` and take the `%.3f` path.
    static func fastNumber(_ value: Double) -> String? {
        let magnitude = abs(value)
        let scaled = magnitude * 1000
        guard scaled < 1e12 else { return nil }
        var rounded = scaled.rounded(.down)
        let fraction = scaled - rounded
        if fraction > 0.5 {
            rounded += 1
        } else if fraction == 0.5 {
            let residual = (-scaled).addingProduct(magnitude, 1000)
            if residual > 0 || (residual == 0 && rounded.truncatingRemainder(dividingBy: 2) == 1) { rounded += 1 }
        }
        let thousandths = Int64(rounded)
        if thousandths == 0 { return "0" }
        let whole = thousandths / 1000
        var decimals = Int(thousandths % 1000)
        var text = value < 0 ? "-" : ""
        text += String(whole)
        if decimals != 0 {
            var digits = 3
            while decimals % 10 == 0 {
                decimals /= 10
                digits -= 1
            }
            let decimalText = String(decimals)
            text += "." + String(repeating: "0", count: digits - decimalText.count) + decimalText
        }
        return text
    }
}
