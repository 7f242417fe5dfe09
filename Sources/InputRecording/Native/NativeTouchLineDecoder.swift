import InputCore

/// Reads the line shape the native writer gives a touch frame straight from its bytes:
///
/// `{"t":120000,"device":1,"type":"touch","space":"normalized","changes":[{"contact":0,"phase":"move","x":0.5,"y":0.25}]}`
///
/// (each change optionally followed by `"major"`, `"minor"` and `"pressure"`, in that order). Touch
/// frames are nearly every line of a recording, and building a generic JSON tree for each — a dictionary
/// per object, a value per number and key — cost about 78,000 instructions a line (callgrind,
/// docs/benchmarks.md). This builds no tree, looks nothing up by name and makes no strings.
///
/// It accepts a line only when it is certain the general path (`JSONNode` + `NativeEventDecoding`, reading fields
/// through `JSONFields`) would
/// decode it to the same event: anything else — another event type, other keys or key order, whitespace,
/// `null`, a number it cannot convert exactly — returns `nil`, and the reader takes the general path,
/// which also gives every error message. So there is one meaning and one set of messages, and this is
/// only a shortcut.
package enum NativeTouchLineDecoder {
    /// The event on `line`, or `nil` when the line is not exactly the writer's touch-frame shape.
    package static func event(_ line: ArraySlice<UInt8>) -> InputEvent? {
        line.withUnsafeBufferPointer { bytes in
            var cursor = Cursor(bytes: bytes)
            return cursor.touchEvent()
        }
    }

    /// The event the general path reads from `line`, or `nil` where it reports an error: what ``event(_:)``
    /// must agree with (the tests compare the two).
    package static func generalEvent(_ line: ArraySlice<UInt8>) -> InputEvent? {
        guard case .success(let value) = NativeRecordingReader.parse(line) else { return nil }
        return try? NativeEventDecoding.event(value)
    }

    /// A position in one line. Reading past the end gives byte 0, which matches nothing a line of this
    /// shape may contain, so every check fails there and the decoder gives up safely.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        @inline(__always) private var current: UInt8 { index < bytes.count ? bytes[index] : 0 }

        /// Skips `literal` if the line continues with exactly it.
        @inline(__always) private mutating func skip(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            let start = literal.utf8Start
            for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
            index += count
            return true
        }

        mutating func touchEvent() -> InputEvent? {
            guard skip(#"{"t":"#), let time = integer(maximumDigits: 18),
                  skip(#","device":"#), let device = integer(maximumDigits: 9), device >= 0,
                  skip(#","type":"touch","space":""#)
            else { return nil }
            let space: TouchCoordinateSpace
            if skip(#"normalized""#) {
                space = .normalized
            } else if skip(#"screen""#) {
                space = .screen
            } else {
                return nil
            }
            guard skip(#","changes":["#) else { return nil }
            var changes: [ContactChange] = []
            if !skip("]") {
                while true {
                    guard let change = contactChange() else { return nil }
                    changes.append(change)
                    if skip(",") { continue }
                    guard skip("]") else { return nil }
                    break
                }
            }
            guard skip("}"), index == bytes.count else { return nil }
            return InputEvent(
                time: InputTime(microseconds: time), device: DeviceID(UInt32(device)),
                payload: .touchFrame(TouchFrame(space: space, changes: changes)))
        }

        private mutating func contactChange() -> ContactChange? {
            guard skip(#"{"contact":"#), let contact = integer(maximumDigits: 9), skip(#","phase":""#) else { return nil }
            let phase: ContactPhase
            if skip(#"move""#) {
                phase = .move
            } else if skip(#"down""#) {
                phase = .down
            } else if skip(#"up""#) {
                phase = .up
            } else if skip(#"cancel""#) {
                phase = .cancel
            } else {
                return nil
            }
            guard skip(#","x":"#), let x = number(), skip(#","y":"#), let y = number() else { return nil }
            var major: Double?
            var minor: Double?
            var pressure: Double?
            if skip(#","major":"#) {
                guard let value = number() else { return nil }
                major = value
            }
            if skip(#","minor":"#) {
                guard let value = number() else { return nil }
                minor = value
            }
            if skip(#","pressure":"#) {
                guard let value = number() else { return nil }
                pressure = value
            }
            guard skip("}") else { return nil }
            return ContactChange(
                contact: ContactID(Int32(contact)), phase: phase, position: InputPoint(x: x, y: y),
                majorRadiusMillimetres: major, minorRadiusMillimetres: minor, pressure: pressure)
        }

        /// A JSON integer of at most `maximumDigits` digits (so it cannot overflow), as the general
        /// parser reads it (leading zeros included).
        private mutating func integer(maximumDigits: Int) -> Int64? {
            let negative = current == UInt8(ascii: "-")
            if negative { index += 1 }
            var value: Int64 = 0
            var digits = 0
            while case let byte = current, byte >= 0x30, byte <= 0x39 {
                guard digits < maximumDigits else { return nil }
                value = value * 10 + Int64(byte - 0x30)
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            // A fraction or exponent: the general path's rules for integral numbers apply.
            if case let byte = current, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                return nil
            }
            return negative ? -value : value
        }

        /// Powers of ten that a `Double` holds exactly.
        private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
            var value = 1.0
            for _ in 0..<exponent { value *= 10 }
            return value
        }

        /// A JSON number (RFC 8259 grammar, as the general parser checks it) as the same `Double` the
        /// general path gives: an integer through `Int64`, a decimal correctly rounded. Decimals with at
        /// most 2^53 as significand and a power of ten up to 22 are one exact multiplication or division
        /// (Clinger's fast path); others are converted from their text, as the general path does.
        private mutating func number() -> Double? {
            let start = index
            let negative = current == UInt8(ascii: "-")
            if negative { index += 1 }
            var significand: UInt64 = 0
            var significantDigits = 0
            var integerDigits = 0
            while case let byte = current, byte >= 0x30, byte <= 0x39 {
                if significantDigits < 19 {
                    significand = significand * 10 + UInt64(byte - 0x30)
                    if significand != 0 { significantDigits += 1 }
                } else {
                    significantDigits += 1
                }
                integerDigits += 1
                index += 1
            }
            guard integerDigits > 0 else { return nil }
            var isInteger = true
            var fractionDigits = 0
            if current == UInt8(ascii: ".") {
                isInteger = false
                index += 1
                while case let byte = current, byte >= 0x30, byte <= 0x39 {
                    if significantDigits < 19 {
                        significand = significand * 10 + UInt64(byte - 0x30)
                        if significand != 0 { significantDigits += 1 }
                    } else {
                        significantDigits += 1
                    }
                    fractionDigits += 1
                    index += 1
                }
                guard fractionDigits > 0 else { return nil }
            }
            var exponent = 0
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                isInteger = false
                index += 1
                let negativeExponent = current == UInt8(ascii: "-")
                if negativeExponent || current == UInt8(ascii: "+") { index += 1 }
                var exponentDigits = 0
                while case let byte = current, byte >= 0x30, byte <= 0x39 {
                    if exponentDigits < 6 { exponent = exponent * 10 + Int(byte - 0x30) }
                    exponentDigits += 1
                    index += 1
                }
                guard exponentDigits > 0, exponentDigits < 6 else { return nil }
                if negativeExponent { exponent = -exponent }
            }
            if isInteger {
                // The general path: `Int64(text)`, then `Double(_:)` of it (so `-0` is `0.0`).
                guard integerDigits <= 18 else { return slowNumber(from: start) }
                let value = Int64(significand)
                return Double(negative ? -value : value)
            }
            guard significantDigits <= 19, significand <= 1 << 53 else { return slowNumber(from: start) }
            let power = exponent - fractionDigits
            guard power >= -22, power <= 22 else { return significand == 0 ? (negative ? -0.0 : 0.0) : slowNumber(from: start) }
            var value = Double(significand)
            if power < 0 { value /= Self.exactPowersOfTen[-power] } else { value *= Self.exactPowersOfTen[power] }
            return negative ? -value : value
        }

        /// The general path's conversion of the number's text; `nil` (so the general path reports it) when
        /// it is not finite.
        private func slowNumber(from start: Int) -> Double? {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }
    }
}
