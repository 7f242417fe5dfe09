import Foundation
import InputCore
import InputRecording
import Testing

/// The touch-frame shortcut of the native reader (`NativeTouchLineDecoder`) reads exactly what the general
/// path reads, and leaves every other line (and every error) to it.
@Suite struct NativeTouchLineDecoderTests {
    private func bytes(_ line: String) -> ArraySlice<UInt8> { ArraySlice(Array(line.utf8)) }

    private func line(t: Int64 = 1000, device: Int = 1, space: String = "normalized", changes: [String]) -> String {
        #"{"t":\#(t),"device":\#(device),"type":"touch","space":"\#(space)","changes":[\#(changes.joined(separator: ","))]}"#
    }

    private func change(_ contact: Int = 0, _ phase: String = "move", x: String, y: String, extra: String = "") -> String {
        #"{"contact":\#(contact),"phase":"\#(phase)","x":\#(x),"y":\#(y)\#(extra)}"#
    }

    /// Either the shortcut declines, or it gives the general path's event exactly (bit for bit: `==` on
    /// the event compares doubles, so also check the bit patterns of the positions).
    private func agrees(_ text: String) -> Bool {
        let fast = NativeTouchLineDecoder.event(bytes(text))
        guard let fast else { return true }
        guard let general = NativeTouchLineDecoder.generalEvent(bytes(text)), fast == general else { return false }
        guard case .touchFrame(let a) = fast.payload, case .touchFrame(let b) = general.payload else { return false }
        return zip(a.changes, b.changes).allSatisfy {
            $0.position.x.bitPattern == $1.position.x.bitPattern && $0.position.y.bitPattern == $1.position.y.bitPattern
        }
    }

    @Test func writerShapedFramesTakeTheShortcutAndReadTheSame() {
        var generator = SplitMix(seed: 13)
        for index in 0..<2_000 {
            let count = index % 10 + 1
            let changes = (0..<count).map { contact -> String in
                let scale = [1.0, 1e-7, 1e3, 1e6, 123.456][index % 5]
                let x = Double(generator.next() % 1_000_000_007) / 1_000_000_007 * scale
                let y = -Double(generator.next() % 1_000_003) / 997 * scale
                let extra = contact % 3 == 0 ? #","major":3.5,"minor":2.25,"pressure":0.7"# : ""
                return change(contact, ["down", "move", "up", "cancel"][contact % 4], x: "\(x)", y: "\(y)", extra: extra)
            }
            let text = line(t: Int64(index) * 4167, space: index % 2 == 0 ? "normalized" : "screen", changes: changes)
            #expect(NativeTouchLineDecoder.event(bytes(text)) != nil, "\(text)")
            #expect(agrees(text), "\(text)")
        }
    }

    @Test func unusualNumbersReadAsTheGeneralPathReadsThem() {
        let numbers = ["0", "-0", "-0.0", "0.0e-400", "5", "5.0", "1e2", "1E+2", "2.5e-3", "007", "0.1", "0.30000000000000004",
                       "1.7976931348623157e308", "4.9e-324", "123456789012345678", "1234567890123456789012", "9007199254740993.5",
                       "0.000000000000000000000000001", "1e22", "1e23", "3.14159265358979323846264338327950288"]
        for x in numbers {
            let text = line(changes: [change(x: x, y: "0.5")])
            #expect(agrees(text), "\(text)")
        }
    }

    @Test func otherShapesAreLeftToTheGeneralPath() {
        let declined = [
            line(changes: [change(x: "1", y: "2")]).replacingOccurrences(of: ",", with: ", "),
            #"{"device":1,"t":1000,"type":"touch","space":"normalized","changes":[]}"#,
            line(t: 1, changes: [change(x: "null", y: "2")]),
            line(changes: [change(x: "1", y: "2", extra: #","major":null"#)]),
            line(changes: [change(x: "1", y: "2", extra: #","pressure":1,"major":2"#)]),
            line(changes: [change(x: "1e999", y: "2")]),
            line(changes: [change(x: "1.", y: "2")]),
            line(changes: [change(x: "-", y: "2")]),
            line(changes: [change(x: "1", y: "2")]) + " ",
            line(space: "nowhere", changes: [change(x: "1", y: "2")]),
            line(changes: [change(0, "hover", x: "1", y: "2")]),
            line(device: -1, changes: []),
            line(changes: [change(x: "1", y: "2")]).replacingOccurrences(of: #""t":1000"#, with: #""t":1000.0"#),
            line(changes: [change(x: "1", y: "2")]).replacingOccurrences(of: #""device":1"#, with: #""device":99999999999"#),
            #"{"t":1000,"device":1,"type":"motion","dx":1,"dy":2}"#,
        ]
        for text in declined {
            #expect(NativeTouchLineDecoder.event(bytes(text)) == nil, "\(text)")
        }
    }

    @Test func everyPrefixOfAFrameIsDeclinedWithoutHarm() {
        let text = line(changes: [change(x: "0.25", y: "-1.5e-3", extra: #","major":3.5"#), change(1, x: "1", y: "2")])
        let all = Array(text.utf8)
        #expect(NativeTouchLineDecoder.event(ArraySlice(all)) != nil)
        for end in 0..<all.count {
            #expect(NativeTouchLineDecoder.event(all[0..<end]) == nil)
            #expect(agrees(String(decoding: all[end...], as: UTF8.self)))
        }
    }
}

/// A small deterministic generator, so the test reads the same numbers every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
