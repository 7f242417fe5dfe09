import Foundation
import InputCore
import InputRecording
import Testing

/// A real pad recording (Recordings/fixtures/pens: the Wacom Intuos4 6x9 pad, its nine buttons pressed in
/// turn, with the kernel's ABS_MISC 15/0 and MSC_SERIAL -1 in every frame) imports as `tabletPad` button
/// events numbered as libinput numbers them, not as an absolute pointer.
@Suite struct EvemuImporterPadTests {
    static let events = TestPaths.fixtures.appendingPathComponent("pens/Wacom Intuos4 6x9 Pad pad-buttons.events").path

    @Test func theIntuos4PadsButtonsImportAsPadButtonsZeroToEight() throws {
        let imported = try EvemuImporter.importFile(at: Self.events)
        let recording = imported.recording
        let description = try #require(recording.header.devices.first)
        #expect(description.capabilities == .tabletPad)
        let pads = recording.events.compactMap { event -> TabletPadEvent? in
            if case .tabletPad(let pad) = event.payload { pad } else { nil }
        }
        let expected: [TabletPadInput] = (0..<9).flatMap { (number: UInt32) -> [TabletPadInput] in
            [.button(number: number, state: .pressed), .button(number: number, state: .released)]
        }
        #expect(pads.map(\.input) == expected)
        #expect(pads.allSatisfy { $0.mode == 0 })
        #expect(pads.count == recording.events.count, "nothing else: no pointer motion, no keys")
    }
}
