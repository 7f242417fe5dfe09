import Foundation
import InputCore
import InputRecording
import Testing

@Suite struct LibinputRecordImporterTests {
    static var fixture: String {
        TestPaths.fixtures.appendingPathComponent("libinput-record-touchscreen-and-mouse.yml").path
    }

    @Test func twoDeviceFixtureImportsBothDevicesMergedByTime() throws {
        let imported = try LibinputRecordImporter.importFile(at: Self.fixture)
        let header = imported.recording.header
        #expect(header.devices.map(\.name) == ["Fixture Touchscreen", "Fixture USB Optical Mouse"])
        #expect(header.devices[0].touchSurface == .direct)
        #expect(header.devices[0].node == "/dev/input/event5")
        #expect(abs((header.devices[0].physicalSize?.widthMillimetres ?? 0) - 293.6) < 1e-9)
        #expect(header.devices[1].capabilities == [.pointer, .scroll])
        let summary = imported.recording.events.map { event -> String in
            let time = event.time.microseconds / 1000
            switch event.payload {
            case .deviceAdded: return "\(time) \(event.device) added"
            case .touchFrame(let frame):
                return "\(time) \(event.device) " + frame.changes.map { "\($0.contact) \($0.phase.rawValue)" }.joined(separator: ", ")
            default: return "\(time) \(event.device) \(event.payload)"
            }
        }
        #expect(summary == [
            "0 dev1 added", "0 dev2 added", "0 dev1 c0 down, c1 down", "60 dev1 c0 up, c1 up",
            "100 dev2 pointerMotion(deltaX: 3.0, deltaY: -2.0)",
            "200 dev2 pointerButton(left, InputCore.ButtonState.pressed)",
            "280 dev2 pointerButton(left, InputCore.ButtonState.released)",
            "300 dev2 scroll(InputCore.ScrollInput(source: InputCore.ScrollSource.wheel, deltaX: 0.0, deltaY: 15.0, v120X: 0.0, v120Y: 120.0))",
            "500 dev1 c0 down", "516 dev1 c0 move", "532 dev1 c0 move", "548 dev1 c0 up",
        ])
        let down = imported.recording.touchFrames[0].changes
        #expect(down[0].position == InputPoint(x: 734.0 / 2937, y: 412.0 / 1652))
    }

    /// Imports `yaml` as `rec.yml` and returns the error text.
    func error(importing yaml: String) -> String {
        do {
            _ = try LibinputRecordImporter.importText(yaml, file: "rec.yml")
        } catch {
            return error.description
        }
        Issue.record("expected an error")
        return ""
    }

    static let device = """
        devices:
        - node: /dev/input/event1
          evdev:
            name: "x"
            id: [3, 1, 2, 3]
            codes:
              3: [0, 1]
            absinfo:
              0: [0, 100, 0, 0, 0]
              1: [0, 100, 0, 0, 0]
          events:
        """

    @Test func badInputNamesFileLineAndExpectation() {
        #expect(error(importing: "version: 2\ndevices: []\n") == "rec.yml:1: unsupported libinput record version 2 (expected 1)")
        #expect(error(importing: "ndevices: 1\n") == "rec.yml:1: missing \"version\" (expected version: 1, as libinput record writes)")
        #expect(error(importing: "version: 1\n")
            == "rec.yml:1: missing \"devices\" list (expected devices: [- node: …, evdev: …, events: …])")
        #expect(error(importing: "version: 1\n" + Self.device + "\n  - evdev:\n    - [0, 0, 3, 0]\n")
            == "rec.yml:14: event [sec, usec, type, code, value] has 4 values (expected 5)")
        #expect(error(importing: "version: 1\n" + Self.device + "\n  - evdev:\n    - [0, 0, 3, 0, 99999999999]\n")
            == "rec.yml:14: event value 99999999999 is out of range (expected a 32-bit integer)")
        #expect(error(importing: "version: 1\n" + Self.device + "\n  - evdev:\n    - [0, 0, 3, zero, 1]\n")
            == "rec.yml:14: event [sec, usec, type, code, value] \"zero\" is not an integer in -9223372036854775808...9223372036854775807")
        #expect(error(importing: "version: 1\ndevices:\n- node: x\n")
            == "rec.yml:3: device 1 has no \"evdev\" mapping (expected name, id, codes, absinfo)")
        #expect(error(importing: "version: 1\ndevices: [\n").hasPrefix("rec.yml:3: not valid YAML: "))
    }

    @Test func libinputEntriesAndUnknownKeysAreIgnored() throws {
        let yaml = "version: 1\nfuture_key: {a: 1}\n" + Self.device + """

              - libinput:
                - {time: 0.0, type: TOUCH_FRAME}
              - evdev:
                - [0, 0, 3, 0, 50]
                - [0, 0, 0, 0, 0]
              - something_new: 3
            """
        let imported = try LibinputRecordImporter.importText(yaml, file: "rec.yml")
        #expect(imported.devices[0].rawEvents.count == 2)
        #expect(imported.recording.events.map(\.payload).last == .pointerMotionAbsolute(InputPoint(x: 50.0 / 101, y: 0)))
    }

    /// Importing is linear in the number of events (10,000 in 5,000 frames), and YAML aliases cannot
    /// multiply a small file past the event limit: naming one frame of 2,000 events 6,000 times is refused
    /// at once with the limit, before any event is converted, not read into 12 million events.
    @Test func importingIsLinearAndAliasesCannotExceedTheEventLimit() throws {
        var yaml = "version: 1\n" + Self.device + "\n"
        yaml.reserveCapacity(5_000 * 80)
        for frame in 0..<5_000 {
            yaml += "  - evdev:\n    - [\(frame / 1000), \(frame % 1000 * 1000), 3, 0, \(frame % 100)]\n    - [\(frame / 1000), \(frame % 1000 * 1000), 0, 0, 0]\n"
        }
        let imported = try LibinputRecordImporter.importText(yaml, file: "long.yml")
        #expect(imported.devices[0].rawEvents.count == 10_000)

        var rows = ""
        for _ in 0..<2_000 { rows += "      - [0, 0, 3, 0, 1]\n" }
        var bomb = "version: 1\n" + Self.device + "\n  - evdev: &frame\n" + rows
        for _ in 0..<6_000 { bomb += "  - evdev: *frame\n" }
        #expect(error(importing: bomb).hasSuffix(
            "more than \(LibinputRecordImporter.maximumEventCount) evdev events (the limit of one file; are YAML aliases repeating a frame?)"))
    }
}
