import Foundation
import InputCore
import InputRecording
import Testing

@Suite struct EvemuExporterTests {
    static let screen = DeviceDescription(
        id: DeviceID(3), name: "Exported Panel", capabilities: .touch, touchSurface: .direct,
        physicalSize: PhysicalSize(widthMillimetres: 150, heightMillimetres: 100), maximumContacts: 4)

    static func frame(_ ms: Int64, _ changes: [(Int32, ContactPhase, Double, Double)]) -> InputEvent {
        InputEvent(
            time: InputTime(microseconds: ms * 1000), device: screen.id,
            payload: .touchFrame(TouchFrame(space: .normalized, changes: changes.map {
                ContactChange(contact: ContactID($0.0), phase: $0.1, position: InputPoint(x: $0.2, y: $0.3))
            })))
    }

    static let gesture: [InputEvent] = [
        InputEvent(time: .zero, device: screen.id, payload: .deviceAdded(screen)),
        frame(0, [(0, .down, 0.25, 0.5), (1, .down, 0.75, 0.5)]),
        frame(16, [(0, .move, 0.2, 0.5), (1, .move, 0.8, 0.5)]),
        frame(32, [(1, .move, 0.9, 0.45)]),
        frame(48, [(0, .up, 0.2, 0.5)]),
        frame(64, [(1, .cancel, 0.9, 0.45)]),
        frame(80, [(0, .down, 0.123456, 0.987654), (0, .up, 0.123456, 0.987654)]),
    ]

    @Test func exportThenImportGivesTheSameFramesWithinQuantisation() throws {
        let exporter = EvemuExporter(description: Self.screen)
        let path = try TestPaths.scratchFolder().appendingPathComponent("export.evemu").path
        try exporter.writeSingleFile(Self.gesture, to: path)
        let imported = try EvemuImporter.importFile(at: path)
        let original = Self.gesture.compactMap { if case .touchFrame(let f) = $0.payload { f } else { nil } }
        let frames = imported.recording.touchFrames
        #expect(frames.count == original.count)
        // 150 mm at 20 units/mm = 3000 units: a position is off by at most half a unit.
        let tolerance = 0.5 / 2000
        for (got, expected) in zip(frames, original) {
            #expect(got.changes.map(\.contact) == expected.changes.map(\.contact))
            #expect(got.changes.map(\.phase) == expected.changes.map(\.phase))
            for (a, b) in zip(got.changes, expected.changes) {
                #expect(abs(a.position.x - b.position.x) <= tolerance && abs(a.position.y - b.position.y) <= tolerance)
            }
        }
        let times = imported.recording.events.filter { if case .touchFrame = $0.payload { true } else { false } }.map(\.time)
        #expect(times == [0, 16, 32, 48, 64, 80].map { InputTime(microseconds: $0 * 1000) })
        let description = imported.recording.header.devices[0]
        #expect(description.touchSurface == .direct)
        #expect(description.maximumContacts == 4)
        #expect(description.physicalSize == PhysicalSize(widthMillimetres: 150, heightMillimetres: 100))
        #expect(imported.diagnostics[DeviceID(1)] == [])
    }

    @Test func exportedFileStartsWithAnEmptyFrameAndUsesEvemuValueFormatting() throws {
        let exporter = EvemuExporter(description: Self.screen)
        let lines = exporter.singleFileText(Self.gesture).split(separator: "\n")
        let events = lines.filter { $0.hasPrefix("E: ") }
        #expect(events.first == "E: 0.000000 0000 0000 0000\t# EV_SYN / SYN_REPORT")
        #expect(events.contains("E: 0.048000 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID"))
        #expect(lines.first == "# EVEMU 1.3")
        #expect(lines.contains("N: Exported Panel"))
        #expect(lines.contains("P: 02 00 00 00 00 00 00 00"))
        #expect(lines.contains("A: 35 0 3000 0 0 20"))
        #expect(lines.count(where: { $0.hasPrefix("B: 01 ") }) == 12)
    }

    @Test func describedProfileSurvivesAWriteAndRead() throws {
        let dell = try EvemuImporter.importFile(at: try TestPaths.sharedEvemu().appendingPathComponent("dell_canvas_touch.evemu").path)
        let profile = dell.devices[0].profile
        let exporter = EvemuExporter(profile: profile, device: DeviceID(1), leadingEmptyFrame: false)
        let reimported = try EvemuImporter.importText(exporter.descriptionText, file: "dell.desc")
        #expect(reimported.devices[0].profile == profile)
    }

    @Test func pairIsWrittenAsDescAndEvents() throws {
        let folder = try TestPaths.scratchFolder()
        let exporter = EvemuExporter(description: Self.screen)
        let desc = folder.appendingPathComponent("Panel.desc").path
        let events = folder.appendingPathComponent("Panel swipe.events").path
        try exporter.writePair(Self.gesture, descriptionPath: desc, eventsPath: events)
        let imported = try EvemuImporter.importFile(at: events)
        #expect(imported.recording.count(.down) == 3)
        #expect(imported.recording.count(.cancel) == 1)
    }

    @Test func otherDevicesAndPayloadsAreCountedAsSkipped() {
        let exporter = EvemuExporter(description: Self.screen)
        let events = Self.gesture + [
            InputEvent(time: .zero, device: DeviceID(9), payload: .pointerMotion(deltaX: 1, deltaY: 1)),
            InputEvent(time: .zero, device: Self.screen.id, payload: .key(code: 30, state: .pressed)),
        ]
        #expect(exporter.export(events).skippedEventCount == 2)
    }
}
