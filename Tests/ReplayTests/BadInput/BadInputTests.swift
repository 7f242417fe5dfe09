import Foundation
import InputRecording
import Replay
import Testing

/// Bad input a replay meets, end to end through `RecordingFiles` and `SceneReader`: each case gives one
/// error naming the file and line and saying what was expected. docs/reliability.md ("Bad-input catalogue") lists them.
struct BadInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var text: String
        /// The message after `path:`, e.g. `3: unknown …`.
        var expected: String
        var testDescription: String { name }
    }

    static let header = #"{"format":"uikit-recording","version":1,"devices":[{"id":1,"name":"Panel","capabilities":["touch"]}]}"#
    static let evemu = "# EVEMU 1.3\nN: Tiny\nI: 0003 0001 0002 0003\nP: 02 00 00 00 00 00 00 00\nB: 03 03 00 00 00 00 80 60 02\nA: 2f 0 1 0 0\n"

    static let recordings: [Case] = [
        Case(name: "truncated native file", file: "rec.jsonl",
             text: header + "\n" + #"{"t":0,"device":1,"type":"touch","spa"#,
             expected: "2: truncated last line: it has no newline and is not valid JSON (was the recording interrupted?)"),
        Case(name: "wrong native version", file: "rec.jsonl",
             text: #"{"format":"uikit-recording","version":7,"devices":[]}"# + "\n",
             expected: "1: unsupported version 7 (this reader understands version 1)"),
        Case(name: "garbage line", file: "rec.jsonl", text: header + "\nhello there\n",
             expected: "2: invalid JSON: unexpected character (expected a value) at column 1 (expected one event object per line)"),
        Case(name: "event before the header", file: "rec.jsonl", text: #"{"t":0,"device":1,"type":"deviceRemoved"}"# + "\n",
             expected: #"1: an event before the header (expected a header line {"format":"uikit-recording","version":1,"devices":[...]} first)"#),
        Case(name: "unknown native event type", file: "rec.jsonl", text: header + "\n" + #"{"t":0,"device":1,"type":"tuch"}"# + "\n",
             expected: "2: event: unknown event type \"tuch\" (expected one of: deviceAdded, deviceRemoved, touch, motion, motionAbsolute, button, scroll, key, gesture, tablet, pad)"),
        Case(name: "unknown evemu event type", file: "rec.evemu", text: evemu + "E: 0.1 0019 0000 1\n",
             expected: "7: E: unknown event type 0x19 (expected one of: EV_SYN 0x00, EV_KEY 0x01, EV_REL 0x02, EV_ABS 0x03, EV_MSC 0x04, EV_SW 0x05, EV_LED 0x11, EV_SND 0x12, EV_REP 0x14, EV_FF 0x15, EV_PWR 0x16, EV_FF_STATUS 0x17)"),
        Case(name: "unknown evemu event code", file: "rec.evemu", text: evemu + "E: 0.1 0003 0099 1\n",
             expected: "7: E: unknown EV_ABS event code 0x99 (the highest is 0x3f)"),
        Case(name: "wrong evemu version", file: "rec.evemu", text: "# EVEMU 2.0\nN: x\n",
             expected: #"1: unsupported evemu version "2.0" (expected one of: 1.0, 1.1, 1.2, 1.3)"#),
        Case(name: "unknown libinput record event code", file: "rec.yml",
             text: "version: 1\nndevices: 1\ndevices:\n- node: /dev/input/event0\n  evdev:\n    name: x\n    id: [3, 1, 2, 3]\n    codes:\n      3: [0, 1]\n    absinfo:\n      0: [0, 100, 0, 0, 1]\n      1: [0, 100, 0, 0, 1]\n    properties: []\n  events:\n  - evdev:\n    - [0, 100, 3, 200, 1]\n",
             expected: "16: unknown EV_ABS event code 0xc8 (the highest is 0x3f)"),
    ]

    static func error(_ testCase: Case) throws -> RecordingImportError? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(testCase.file).path
        try testCase.text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = Result(catching: { () throws(RecordingImportError) in try RecordingFiles.load(path) })
        guard case .failure(let error) = result else { return nil }
        #expect(error.file == path)
        return error
    }

    @Test(arguments: BadInputTests.recordings)
    func badRecordingGivesOneErrorWithFileAndLine(_ testCase: Case) throws {
        let error = try #require(try Self.error(testCase), "\(testCase.name): no error")
        #expect("\(error.line.map(String.init) ?? "-"): \(error.message)" == testCase.expected)
    }

    @Test func eventsWithoutTheirDescriptionNameTheMissingDesc() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pair-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Pad tap.events").path
        try "E: 0.1 0000 0000 0000\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = Result(catching: { () throws(RecordingImportError) in try RecordingFiles.load(path) })
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.description.contains("Pad tap.desc"))
    }

    @Test func unknownRecordingTypeAndMissingFile() throws {
        for (path, message) in [("/nonexistent/a.jsonl", "no such file"), ("/tmp", "is a folder (expected a recording file: \(RecordingFiles.expectedTypes))")] {
            let result = Result(catching: { () throws(RecordingImportError) in try RecordingFiles.open(path) })
            guard case .failure(let error) = result else {
                Issue.record("expected an error for \(path)")
                continue
            }
            #expect(error.description == "\(path): \(message)")
        }
    }
}
