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
            return touchFrame(frame)
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
        case .tabletTool(let event):
            return tabletTool(event)
        case .tabletPad(let event):
            return tabletPad(event)
        }
    }

    /// `tablet pen#7 tipDown 0.5,0.25 pressure=0.42 tilt=10,-5`: the tool, the phase (with a button's
    /// code and state), the position, then only the axes the device reports.
    static func tabletTool(_ event: TabletToolEvent) -> String {
        var text = "tablet \(event.tool) \(event.phase.name)"
        if case .button(let code, let state) = event.phase { text += " \(code) \(state.rawValue)" }
        let axes = event.axes
        text += " \(number(axes.position.x)),\(number(axes.position.y))"
        if event.space == .screen { text += "(screen)" }
        if let pressure = axes.pressure { text += " pressure=\(number(pressure))" }
        if let distance = axes.distance { text += " distance=\(number(distance))" }
        if axes.tiltX != nil || axes.tiltY != nil { text += " tilt=\(number(axes.tiltX ?? 0)),\(number(axes.tiltY ?? 0))" }
        if let rotation = axes.rotation { text += " rotation=\(number(rotation))" }
        if let slider = axes.slider { text += " slider=\(number(slider))" }
        if let wheel = axes.wheelDelta { text += " wheel=\(number(wheel))" }
        return text
    }

    /// `pad button 2 pressed mode=0`, `pad ring 0 90 finger mode=1`, `pad strip 1 lifted mode=0`.
    static func tabletPad(_ event: TabletPadEvent) -> String {
        switch event.input {
        case .button(let index, let state):
            "pad button \(index) \(state.rawValue) mode=\(event.mode)"
        case .ring(let index, let degrees, let source):
            "pad ring \(index) \(degrees.map { number($0) } ?? "lifted") \(source.rawValue) mode=\(event.mode)"
        case .strip(let index, let position, let source):
            "pad strip \(index) \(position.map { number($0) } ?? "lifted") \(source.rawValue) mode=\(event.mode)"
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

    /// A touch frame, the most frequent entry by far: `frame(normalized) c0 move 0.5,0.25; c1 …`, written
    /// byte by byte into the one string it returns (a string per part was most of tracing a frame).
    static func touchFrame(_ frame: TouchFrame) -> String {
        for change in frame.changes where thousandths(change.position.x) == nil || thousandths(change.position.y) == nil {
            // A number too large (or not finite) for the fast form: the general one.
            let changes = frame.changes.map { change in
                "\(change.contact) \(change.phase.rawValue) \(number(change.position.x)),\(number(change.position.y))"
            }
            return "frame(\(frame.space.rawValue)) " + changes.joined(separator: "; ")
        }
        // "frame(" + the space + ") ", then per change at most: "; " 2, "c" and an Int32 12, " " and a
        // phase 8, two numbers of at most 17 bytes and a comma 35.
        let space = frame.space.rawValue
        let capacity = 8 + space.utf8.count + frame.changes.count * 64
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = ASCIIWriter(buffer: buffer)
            writer.write("frame(")
            writer.write(space)
            writer.write(") ")
            for (index, change) in frame.changes.enumerated() {
                if index > 0 { writer.write("; ") }
                writer.write("c")
                writer.write(integer: Int64(change.contact.rawValue))
                writer.write(" ")
                writer.write(change.phase.rawValue)
                writer.write(" ")
                writer.write(thousandths: thousandths(change.position.x) ?? 0)
                writer.write(",")
                writer.write(thousandths: thousandths(change.position.y) ?? 0)
            }
            return writer.count
        }
    }

    /// `value` in thousandths, rounded as `%.3f` rounds (the exact binary value to the nearest thousandth,
    /// ties to even), so ``number(_:)`` needs no `String(format:)` (a Foundation string and a format parse
    /// per number: most of the cost of tracing an input frame; callgrind, docs/benchmarks.md).
    /// `value × 1000` is rounded; it can only be misread when it lands exactly on a tie (`n + 0.5` is a
    /// double, and the product's rounding error is under half a unit in the last place, so an inexact
    /// product never crosses one), and there the exact residual of the product (a fused multiply-add) says
    /// which way the true value lies. `nil` for values of a billion and more, and for non-finite ones.
    static func thousandths(_ value: Double) -> Int64? {
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
        let result = Int64(rounded)
        return value < 0 ? -result : result
    }

    /// ``number(_:)`` through ``thousandths(_:)``; `nil` where that has no answer.
    static func fastNumber(_ value: Double) -> String? {
        guard let value = thousandths(value) else { return nil }
        return String(unsafeUninitializedCapacity: 24) { buffer in
            var writer = ASCIIWriter(buffer: buffer)
            writer.write(thousandths: value)
            return writer.count
        }
    }
}

/// Writes ASCII into a string's uninitialized buffer.
struct ASCIIWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    mutating func write(_ text: String) {
        for byte in text.utf8 {
            buffer[count] = byte
            count += 1
        }
    }

    mutating func write(integer value: Int64) {
        var magnitude = value.magnitude
        if value < 0 { write("-") }
        var digits = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        var index = count + digits - 1
        repeat {
            buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        } while magnitude > 0
        count += digits
    }

    /// A number of thousandths as the trace prints it: up to three decimals, trailing zeros trimmed, no
    /// sign on zero.
    mutating func write(thousandths value: Int64) {
        if value == 0 {
            write("0")
            return
        }
        if value < 0 { write("-") }
        let magnitude = Int64(value.magnitude)
        write(integer: magnitude / 1000)
        var decimals = magnitude % 1000
        guard decimals != 0 else { return }
        var places = 3
        while decimals % 10 == 0 {
            decimals /= 10
            places -= 1
        }
        write(".")
        var divisor: Int64 = 1
        for _ in 1..<places { divisor *= 10 }
        while divisor > 0 {
            buffer[count] = UInt8(ascii: "0") + UInt8(decimals / divisor % 10)
            count += 1
            divisor /= 10
        }
    }
}
