import Foundation
import InputCore
import InputRecording
import Testing

/// A real pad recording (Recordings/fixtures/pens: the Wacom Intuos4 6x9 pad, its buttons BTN_1…BTN_8 pressed
/// in turn, with the kernel's ABS_MISC 15/0 and MSC_SERIAL -1 in every frame) imports as `tabletPad` button
/// events numbered as libinput numbers them (BTN_0 is button 0, so BTN_1 is 1), not as an absolute pointer.
@Suite struct EvemuImporterPadTests {
    static let events = TestPaths.fixtures.appendingPathComponent("pens/Wacom Intuos4 6x9 Pad pad-buttons.events").path

    @Test func theIntuos4PadsButtonsImportAsPadButtonsOneToEight() throws {
        let imported = try EvemuImporter.importFile(at: Self.events)
        let recording = imported.recording
        let description = try #require(recording.header.devices.first)
        #expect(description.capabilities == .tabletPad)
        let pads = recording.events.compactMap { event -> TabletPadEvent? in
            if case .tabletPad(let pad) = event.payload { pad } else { nil }
        }
        let expected: [TabletPadInput] = (1...8).flatMap { (number: UInt32) -> [TabletPadInput] in
            [.button(number: number, state: .pressed), .button(number: number, state: .released)]
        }
        #expect(pads.map(\.input) == expected)
        #expect(pads.allSatisfy { $0.mode == 0 })
        let others = recording.events.filter { if case .tabletPad = $0.payload { false } else { true } }
        #expect(others.allSatisfy { if case .deviceAdded = $0.payload { true } else { false } },
                "nothing else: no pointer motion, no keys")
    }
}
