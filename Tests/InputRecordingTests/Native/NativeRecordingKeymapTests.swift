import Foundation
import InputCore
import InputRecording
import Testing

/// The header's `keymap`: the names keys were typed with, so a replay translates them the same way.
@Suite struct NativeRecordingKeymapTests {
    @Test func theKeymapRoundTripsThroughTheHeader() throws {
        let folder = try TestPaths.scratchFolder(#function)
        let path = folder.appendingPathComponent("keys.jsonl").path
        let device = DeviceDescription(id: DeviceID(1), name: "kbd", capabilities: .keyboard)
        let recording = Recording(
            header: RecordingHeader(devices: [device], keymap: "evdev/pc105/de/nodeadkeys/"),
            events: [InputEvent(time: .zero, device: DeviceID(1), payload: .key(code: 44, state: .pressed))])
        try NativeRecordingWriter.write(recording, to: path)
        let read = try Result { () throws(RecordingImportError) in try NativeRecordingReader.read(path: path) }.get()
        #expect(read.header.keymap == "evdev/pc105/de/nodeadkeys/")
        #expect(read.events == recording.events)
    }

    @Test func aHeaderWithoutAKeymapHasNone() throws {
        let folder = try TestPaths.scratchFolder(#function)
        let path = try TestPaths.write(#"{"format":"uikit-recording","version":1,"devices":[]}"# + "\n", named: "r.jsonl", in: folder)
        let read = try Result { () throws(RecordingImportError) in try NativeRecordingReader.read(path: path) }.get()
        #expect(read.header.keymap == nil)
    }

    @Test func aKeymapThatIsNotFiveNamesIsAnErrorNamingTheLine() throws {
        let folder = try TestPaths.scratchFolder(#function)
        let path = try TestPaths.write(
            #"{"format":"uikit-recording","version":1,"devices":[],"keymap":"de"}"# + "\n", named: "r.jsonl", in: folder)
        let result = Result { () throws(RecordingImportError) in try NativeRecordingReader.read(path: path) }
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.description.hasSuffix(
            #"r.jsonl:1: header: field "keymap" is "de" (expected rules/model/layout/variant/options, e.g. "evdev/pc105/de//")"#))
    }
}
