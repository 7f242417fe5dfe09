import InputCore

extension TraceEntry {
    /// Appends the UTF-8 bytes of ``text`` (without a newline) to `bytes`, formatting straight into them.
    ///
    /// The same bytes as `Array(text.utf8)`, for every entry (`TraceEntryBytesTests` checks each case and the
    /// corpus's traces). A reader that compares or writes many lines (a batch comparing traces with their
    /// goldens) keeps one buffer and reuses it, instead of building a string per line from interpolations:
    /// building the line was about a quarter of a batch worker's instructions (docs/benchmarks.md).
    /// The frequent parts — times, names, touch frames, hit-test points, state changes — are written byte by
    /// byte; rare payloads and reasons with numbers append their text.
    public func appendText(to bytes: inout [UInt8]) {
        switch self {
        case .input(let time, let device, let payload):
            TraceBytes.prefix(time, "input ", to: &bytes)
            TraceBytes.device(device, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            if case .touchFrame(let frame) = payload, TraceBytes.touchFrame(frame, to: &bytes) {
                return
            }
            bytes.append(contentsOf: InputSummary.describe(payload).utf8)
        case .hitTest(let time, let touch, let point, let window, let view):
            TraceBytes.prefix(time, "hit-test ", to: &bytes)
            TraceBytes.touch(touch, to: &bytes)
            bytes.append(contentsOf: " at (".utf8)
            TraceBytes.tenths(point.x, to: &bytes)
            bytes.append(contentsOf: ", ".utf8)
            TraceBytes.tenths(point.y, to: &bytes)
            bytes.append(contentsOf: ") in ".utf8)
            bytes.append(contentsOf: window.utf8)
            bytes.append(contentsOf: " → ".utf8)
            bytes.append(contentsOf: (view ?? "nothing").utf8)
        case .delivery(let time, let responder, let phase, let touches):
            TraceBytes.prefix(time, "deliver ", to: &bytes)
            bytes.append(contentsOf: phase.rawValue.utf8)
            bytes.append(contentsOf: " → ".utf8)
            bytes.append(contentsOf: responder.utf8)
            bytes.append(UInt8(ascii: " "))
            for (index, touch) in touches.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                TraceBytes.touch(touch, to: &bytes)
            }
        case .gestureState(let time, let recognizer, let from, let to, let reason):
            TraceBytes.prefix(time, "gesture ", to: &bytes)
            bytes.append(contentsOf: recognizer.utf8)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: from.description.utf8)
            bytes.append(contentsOf: " → ".utf8)
            bytes.append(contentsOf: to.description.utf8)
            guard !reason.isEmpty else { return }
            bytes.append(contentsOf: ": ".utf8)
            if case .given(let text) = reason {
                bytes.append(contentsOf: text.utf8)
            } else {
                bytes.append(contentsOf: reason.description.utf8)
            }
        case .gestureRemoved(let time, let recognizer):
            TraceBytes.prefix(time, "gesture ", to: &bytes)
            bytes.append(contentsOf: recognizer.utf8)
            bytes.append(contentsOf: " participating → removed: ".utf8)
            bytes.append(contentsOf: TraceReason.removedFromView.description.utf8)
        case .action(let time, let recognizer, let state):
            TraceBytes.prefix(time, "action ", to: &bytes)
            bytes.append(contentsOf: recognizer.utf8)
            bytes.append(contentsOf: " (".utf8)
            bytes.append(contentsOf: state.description.utf8)
            bytes.append(UInt8(ascii: ")"))
        case .diagnostic(let time, let message):
            TraceBytes.prefix(time, "diagnostic ", to: &bytes)
            bytes.append(contentsOf: message.utf8)
        case .note(let time, let message):
            TraceBytes.prefix(time, "note ", to: &bytes)
            bytes.append(contentsOf: message.utf8)
        case .controlAction(let time, let sender, let event):
            TraceBytes.prefix(time, "action ", to: &bytes)
            bytes.append(contentsOf: sender.utf8)
            bytes.append(contentsOf: " (".utf8)
            bytes.append(contentsOf: event.utf8)
            bytes.append(UInt8(ascii: ")"))
        case .inputFilter(let time, _, let message):
            TraceBytes.prefix(time, "filter ", to: &bytes)
            bytes.append(contentsOf: message.utf8)
        }
    }
}

/// The trace's number and name forms written as bytes: the same text as `InputTime.description`,
/// `DeviceID.description`, `TraceTouch.description`, `TraceFormat.number` and `InputSummary.touchFrame`.
enum TraceBytes {
    /// `[1.250000] ` and the entry's kind word (with its space).
    static func prefix(_ time: InputTime, _ kind: StaticString, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        self.time(time, to: &bytes)
        bytes.append(contentsOf: "] ".utf8)
        kind.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Seconds with six decimals: `1.250000`, `-0.000500`.
    static func time(_ time: InputTime, to bytes: inout [UInt8]) {
        if time.microseconds < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = time.microseconds.magnitude
        unsigned(magnitude / 1_000_000, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        var fraction = magnitude % 1_000_000
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 6))
        var index = start + 5
        while fraction > 0 {
            bytes[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
            index -= 1
        }
    }

    /// A non-negative integer in decimal.
    static func unsigned(_ value: UInt64, to bytes: inout [UInt8]) {
        var digits = 1
        var probe = value
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var index = start + digits - 1
        var rest = value
        repeat {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        } while rest > 0
    }

    /// An integer in decimal, with its sign.
    static func integer(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        unsigned(value.magnitude, to: &bytes)
    }

    /// `dev1`.
    static func device(_ device: DeviceID, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "dev".utf8)
        unsigned(UInt64(device.rawValue), to: &bytes)
    }

    /// `t3`, `dev1.c0`, `key30`, `pad3`.
    static func touch(_ touch: TraceTouch, to bytes: inout [UInt8]) {
        switch touch {
        case .touch(let serial):
            bytes.append(UInt8(ascii: "t"))
            integer(Int64(serial), to: &bytes)
        case .contact(let device, let contact):
            self.device(device, to: &bytes)
            bytes.append(contentsOf: ".c".utf8)
            integer(Int64(contact.rawValue), to: &bytes)
        case .key(let code):
            bytes.append(contentsOf: "key".utf8)
            unsigned(UInt64(code), to: &bytes)
        case .padButton(let number):
            bytes.append(contentsOf: "pad".utf8)
            integer(Int64(number), to: &bytes)
        }
    }

    /// `TraceFormat.number`: one decimal, `-0.0` as `0.0`. The value is rounded to tenths as that does, and
    /// the tenths are written as digits: `String(format: "%.1f")` of `k / 10` prints `k / 10` exactly while
    /// the double's error is far below 0.05, which holds below 10¹⁴; larger and non-finite values take
    /// `TraceFormat.number` itself.
    static func tenths(_ value: CGFloat, to bytes: inout [UInt8]) {
        let scaled = (Double(value) * 10).rounded()
        guard scaled.magnitude < 1e14 else {
            bytes.append(contentsOf: TraceFormat.number(value).utf8)
            return
        }
        let tenths = Int64(scaled)
        if tenths < 0 { bytes.append(UInt8(ascii: "-")) }
        unsigned(tenths.magnitude / 10, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(tenths.magnitude % 10))
    }

    /// A touch frame as `InputSummary.touchFrame` writes it; `false` (nothing written) when a position needs
    /// its general form.
    static func touchFrame(_ frame: TouchFrame, to bytes: inout [UInt8]) -> Bool {
        for change in frame.changes where InputSummary.thousandths(change.position.x) == nil
            || InputSummary.thousandths(change.position.y) == nil {
            return false
        }
        bytes.append(contentsOf: "frame(".utf8)
        bytes.append(contentsOf: frame.space.rawValue.utf8)
        bytes.append(contentsOf: ") ".utf8)
        for (index, change) in frame.changes.enumerated() {
            if index > 0 { bytes.append(contentsOf: "; ".utf8) }
            bytes.append(UInt8(ascii: "c"))
            integer(Int64(change.contact.rawValue), to: &bytes)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: change.phase.rawValue.utf8)
            bytes.append(UInt8(ascii: " "))
            thousandths(InputSummary.thousandths(change.position.x) ?? 0, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            thousandths(InputSummary.thousandths(change.position.y) ?? 0, to: &bytes)
        }
        return true
    }

    /// A number of thousandths as the trace prints it (`ASCIIWriter.write(thousandths:)`): up to three
    /// decimals, trailing zeros trimmed, no sign on zero.
    static func thousandths(_ value: Int64, to bytes: inout [UInt8]) {
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        unsigned(magnitude / 1000, to: &bytes)
        var decimals = magnitude % 1000
        guard decimals != 0 else { return }
        var places = 3
        while decimals % 10 == 0 {
            decimals /= 10
            places -= 1
        }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 1
        for _ in 1..<places { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(decimals / divisor % 10))
            divisor /= 10
        }
    }
}
