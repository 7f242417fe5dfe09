import Foundation
import InputCore
import InputRecording
import Testing

@Suite struct NativeRecordingReaderErrorTests {
    static let header = #"{"format":"uikit-recording","version":1,"devices":[{"id":1,"name":"s","capabilities":["touch"]}]}"#

    /// Writes `text` as `rec.jsonl` and returns the error reading it all gives, with the folder stripped.
    func error(reading text: String, function: String = #function) throws -> String {
        let folder = try TestPaths.scratchFolder(function)
        let path = try TestPaths.write(text, named: "rec.jsonl", in: folder)
        do {
            _ = try NativeRecordingReader.read(path: path)
        } catch {
            return error.description.replacingOccurrences(of: folder.path + "/", with: "")
        }
        Issue.record("expected an error")
        return ""
    }

    @Test func unknownEventTypeNamesTheTypeAndTheChoices() throws {
        #expect(try error(reading: Self.header + "\n" + #"{"t":0,"device":1,"type":"tuch"}"# + "\n") == """
            rec.jsonl:2: event: unknown event type "tuch" (expected one of: deviceAdded, deviceRemoved, touch, \
            motion, motionAbsolute, button, scroll, key, gesture, tablet, pad)
            """)
    }

    /// A device name that is not UTF-8 in the header is an error naming the line and column (the reader is
    /// strict RFC 8259, like the rules and scene readers).
    @Test func invalidUTF8InTheHeaderIsAnError() throws {
        let folder = try TestPaths.scratchFolder()
        let path = folder.appendingPathComponent("rec.jsonl").path
        let bytes = Array(#"{"format":"uikit-recording","version":1,"devices":[{"id":1,"name":"s"#.utf8) + [0xFF]
            + Array(#"","capabilities":["touch"]}]}"#.utf8) + [0x0A]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            _ = try NativeRecordingReader.read(path: path)
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect(error.description.replacingOccurrences(of: folder.path + "/", with: "").hasPrefix(
                "rec.jsonl:1: invalid JSON: invalid UTF-8 in string: byte 0xFF at column 69 (JSON text must be UTF-8) (expected a header line"))
        }
    }

    @Test func eventBeforeTheHeaderIsAnError() throws {
        #expect(try error(reading: #"{"t":0,"device":1,"type":"deviceRemoved"}"# + "\n") == """
            rec.jsonl:1: an event before the header (expected a header line \
            {"format":"uikit-recording","version":1,"devices":[...]} first)
            """)
    }

    @Test func emptyFileAsksForTheHeader() throws {
        #expect(try error(reading: "").hasPrefix("rec.jsonl:1: empty file (expected a header line"))
    }

    @Test func wrongVersionIsAnError() throws {
        let text = #"{"format":"uikit-recording","version":2,"devices":[]}"# + "\n"
        #expect(try error(reading: text) == "rec.jsonl:1: unsupported version 2 (this reader understands version 1)")
    }

    @Test func wrongFormatIsAnError() throws {
        #expect(try error(reading: #"{"format":"evemu","version":1}"# + "\n")
            == #"rec.jsonl:1: unknown format "evemu" (expected "uikit-recording")"#)
    }

    @Test func truncatedLastLineIsAnError() throws {
        let text = Self.header + "\n" + #"{"t":0,"device":1,"type":"deviceRemoved"}"# + "\n" + #"{"t":5,"dev"#
        #expect(try error(reading: text)
            == "rec.jsonl:3: truncated last line: it has no newline and is not valid JSON (was the recording interrupted?)")
    }

    @Test func garbageLineIsInvalidJSON() throws {
        let message = try error(reading: Self.header + "\nhello world\n")
        #expect(message.hasPrefix("rec.jsonl:2: invalid JSON: "))
        #expect(message.hasSuffix("(expected one event object per line)"))
    }

    @Test func missingFieldNamesTheFieldAndWhatItShouldHold() throws {
        #expect(try error(reading: Self.header + "\n" + #"{"t":0,"device":1,"type":"touch","space":"normalized"}"# + "\n")
            == #"rec.jsonl:2: touch event: missing field "changes" (expected an array of contact changes)"#)
    }

    @Test func wrongFieldTypeNamesWhatWasFound() throws {
        #expect(try error(reading: Self.header + "\n" + #"{"t":"soon","device":1,"type":"deviceRemoved"}"# + "\n")
            == #"rec.jsonl:2: event: field "t" is "soon" (expected an integer number of microseconds)"#)
    }

    @Test func missingOrMistypedChoiceFieldListsTheChoices() throws {
        let missing = #"{"t":0,"device":1,"type":"touch","space":"normalized","changes":[{"contact":0,"x":0,"y":0}]}"#
        #expect(try error(reading: Self.header + "\n" + missing + "\n")
            == #"rec.jsonl:2: touch event change 1: missing field "phase" (expected one of: down, move, up, cancel)"#)
        let mistyped = #"{"t":0,"device":1,"type":"touch","space":2,"changes":[]}"#
        #expect(try error(reading: Self.header + "\n" + mistyped + "\n")
            == #"rec.jsonl:2: touch event: field "space" is 2 (expected one of: normalized, screen)"#)
    }

    @Test func unknownPhaseInAChangeIsNamed() throws {
        let line = #"{"t":0,"device":1,"type":"touch","space":"normalized","changes":[{"contact":0,"phase":"dn","x":0,"y":0}]}"#
        #expect(try error(reading: Self.header + "\n" + line + "\n")
            == #"rec.jsonl:2: touch event change 1: unknown phase "dn" (expected one of: down, move, up, cancel)"#)
    }

    @Test func eventForAnUndeclaredDeviceIsAnError() throws {
        #expect(try error(reading: Self.header + "\n" + #"{"t":0,"device":4,"type":"deviceRemoved"}"# + "\n")
            == "rec.jsonl:2: event for device 4, which neither the header nor an earlier deviceAdded declares (declared: 1)")
    }

    @Test func missingFileSaysSo() {
        #expect(throws: RecordingImportError(file: "/nonexistent/rec.jsonl", message: "cannot open the file (does it exist and is it readable?)")) {
            _ = try NativeRecordingReader(path: "/nonexistent/rec.jsonl")
        }
    }

    @Test func blankLinesAndCRLFAreTolerated() throws {
        let folder = try TestPaths.scratchFolder()
        let text = Self.header + "\r\n\r\n" + #"{"t":7,"device":1,"type":"deviceRemoved"}"# + "\r\n\n"
        let recording = try NativeRecordingReader.read(path: try TestPaths.write(text, named: "ok.jsonl", in: folder))
        #expect(recording.events == [InputEvent(time: InputTime(microseconds: 7), device: DeviceID(1), payload: .deviceRemoved)])
    }
}
