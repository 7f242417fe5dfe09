import Foundation
import InputCore
import InputRecording
import Testing

@Suite struct EvemuImporterTests {
    static let bamboo = "Wacom Bamboo 16FG 4x5 Finger"

    func importShared(_ name: String) throws -> ImportedEvdevRecording {
        try EvemuImporter.importFile(at: try TestPaths.sharedEvemu().appendingPathComponent(name).path)
    }

    @Test(arguments: [
        // file, raw events, touch frames, downs, ups, most contacts at once
        ("double-center-circle", 3344, 419, 2, 2, 2), ("double-center-scroll", 738, 112, 2, 2, 2),
        ("double-tap-center", 44, 8, 2, 2, 2), ("double-tap", 32, 5, 2, 2, 2),
        ("double-top-swipe", 1336, 187, 2, 2, 2), ("single-center-circle", 1722, 376, 1, 1, 1),
        ("single-center-scroll", 456, 96, 1, 1, 1), ("single-top-swipe", 393, 97, 1, 1, 1),
    ])
    func everyBambooRecordingImportsWithPlausibleNumbers(
        gesture: String, raw: Int, frames: Int, downs: Int, ups: Int, simultaneous: Int
    ) throws {
        let imported = try importShared("\(Self.bamboo) \(gesture).events")
        let recording = imported.recording
        #expect(imported.devices[0].rawEvents.count == raw)
        #expect(recording.touchFrames.count == frames)
        #expect(recording.count(.down) == downs)
        #expect(recording.count(.up) == ups)
        #expect(recording.count(.cancel) == 0)
        #expect(recording.maximumSimultaneousContacts == simultaneous)
        #expect(imported.diagnostics[DeviceID(1)] == [])
        // Old absolute CLOCK_REALTIME stamps are rebased: the recording starts at 0 and lasts seconds.
        #expect(imported.devices[0].rawEvents.first?.time == .zero)
        #expect((recording.events.last?.time.seconds ?? 0) < 5)
        for frame in recording.touchFrames {
            for change in frame.changes {
                #expect((0...1).contains(change.position.x) && (0...1).contains(change.position.y))
            }
        }
    }

    @Test func bambooDoubleTapIsTwoFingersLandingTogetherAndLiftingTogether() throws {
        let recording = try importShared("\(Self.bamboo) double-tap.events").recording
        let phases = recording.touchFrames.map { $0.changes.map { "\($0.contact) \($0.phase.rawValue)" } }
        #expect(phases.first == ["c0 down", "c1 down"])
        #expect(phases.last == ["c0 up", "c1 up"])
        let down = recording.touchFrames[0].changes
        // Slot 0 at X 1821, slot 1 at X 2864 of 0...4096 (4097 values, as libinput divides): two fingers
        // side by side.
        #expect(abs(down[0].position.x - 1821.0 / 4097) < 1e-12)
        #expect(abs(down[1].position.x - 2864.0 / 4097) < 1e-12)
        #expect(recording.events.last?.time == InputTime(microseconds: 104_010))
    }

    @Test func bambooDescriptionIsAnIndirectProtocolBSurfaceOfUnknownSize() throws {
        let imported = try importShared("\(Self.bamboo) double-tap.events")
        let profile = imported.devices[0].profile
        #expect(profile.name == Self.bamboo)
        #expect([profile.busType, profile.vendor, profile.product, profile.version] == [0x03, 0x56a, 0xde, 0x100])
        #expect(profile.touchProtocol == .protocolB)
        #expect(profile.slotCount == 16)
        #expect(profile.properties == [Evdev.INPUT_PROP_POINTER])
        #expect(profile.codes[Evdev.EV_KEY] == [
            Evdev.BTN_LEFT, Evdev.BTN_RIGHT, Evdev.BTN_FORWARD, Evdev.BTN_BACK, Evdev.BTN_TOOL_FINGER, Evdev.BTN_TOUCH,
            Evdev.BTN_TOOL_DOUBLETAP, Evdev.BTN_TOOL_TRIPLETAP, Evdev.BTN_TOOL_QUADTAP,
        ])
        #expect(profile.absInfo[Evdev.ABS_MT_POSITION_X] == EvdevAbsInfo(minimum: 0, maximum: 4096, fuzz: 4))
        let description = imported.recording.header.devices[0]
        #expect(description.touchSurface == .indirect)
        #expect(description.physicalSize == nil)
        #expect(imported.recording.events.first?.payload == .deviceAdded(description))
    }

    @Test func dellCanvasIsADirectFiveSlotScreenWithTwelveTouches() throws {
        let imported = try importShared("dell_canvas_touch.evemu")
        let recording = imported.recording
        let description = recording.header.devices[0]
        #expect(description.name == "Advanced Silicon S.A. CoolTouch® System")
        #expect(description.touchSurface == .direct)
        #expect(description.maximumContacts == 5)
        // The file's own comment says "Size in mm: 595x334".
        #expect(abs((description.physicalSize?.widthMillimetres ?? 0) - 595.76) < 0.01)
        #expect(abs((description.physicalSize?.heightMillimetres ?? 0) - 334.36) < 0.01)
        #expect(imported.devices[0].rawEvents.count == 5363)
        #expect(recording.touchFrames.count == 395)
        #expect(recording.count(.down) == 12)
        #expect(recording.count(.up) == 12)
        #expect(recording.count(.move) == 1308)
        #expect(recording.maximumSimultaneousContacts == 5)
        #expect(recording.events.last?.time == InputTime(microseconds: 13_865_195))
        #expect(imported.diagnostics[DeviceID(1)] == [])
    }

    @Test func timesCanBeKeptAsRecorded() throws {
        let path = try TestPaths.sharedEvemu().appendingPathComponent("\(Self.bamboo) double-tap.events").path
        let imported = try EvemuImporter.importFile(at: path, timeBase: .asRecorded)
        #expect(imported.devices[0].rawEvents.first?.time == InputTime(microseconds: 1_338_280_519_670_913))
    }

    @Test func eventsWithoutTheirDescriptionNameTheMissingFile() throws {
        let folder = try TestPaths.scratchFolder()
        let path = try TestPaths.write("E: 0.000001 0000 0000 0000\n", named: "Lonely pen tap.events", in: folder)
        #expect(throws: RecordingImportError(
            file: path,
            message: "events file without a device description: expected \"\(folder.path)/Lonely pen tap.desc\" "
                + "(or a .desc named after the device, like \"Device.desc\" for \"Device gesture.events\") in the same folder")) {
            _ = try EvemuImporter.importFile(at: path)
        }
    }

    @Test func pairIsFoundByTheLongestDeviceNamePrefix() throws {
        let folder = try TestPaths.scratchFolder()
        let shared = try TestPaths.sharedEvemu()
        let description = try String(contentsOf: shared.appendingPathComponent("\(Self.bamboo).desc"), encoding: .utf8)
        _ = try TestPaths.write(description, named: "Pad.desc", in: folder)
        _ = try TestPaths.write(description, named: "Pad Finger.desc", in: folder)
        let events = try TestPaths.write("E: 5.000000 0003 0039 0001\nE: 5.000000 0000 0000 0000\n", named: "Pad Finger tap.events", in: folder)
        #expect(try EvemuImporter.descriptionPath(forEvents: events) == folder.appendingPathComponent("Pad Finger.desc").path)
        #expect(try EvemuImporter.importFile(at: events).recording.count(.down) == 1)
    }

    /// Imports `text` as `bad.evemu` and returns the error with the folder stripped.
    func error(importing text: String, function: String = #function) throws -> String {
        let folder = try TestPaths.scratchFolder(function)
        let path = try TestPaths.write(text, named: "bad.evemu", in: folder)
        do {
            _ = try EvemuImporter.importFile(at: path)
        } catch {
            return error.description.replacingOccurrences(of: folder.path + "/", with: "")
        }
        Issue.record("expected an error")
        return ""
    }

    static let minimal = "# EVEMU 1.3\nN: Tiny\nI: 0003 0001 0002 0003\nP: 02 00 00 00 00 00 00 00\nB: 03 03 00 00 00 00 80 60 02\nA: 2f 0 1 0 0\n"

    @Test func badInputGivesFileLineAndExpectation() throws {
        #expect(try error(importing: "# EVEMU 2.0\nN: x\n")
            == #"bad.evemu:1: unsupported evemu version "2.0" (expected one of: 1.0, 1.1, 1.2, 1.3)"#)
        #expect(try error(importing: "N: x\nI: 0003 zz 0002 0003\n")
            == #"bad.evemu:2: I: expects 4 hexadecimal numbers (bus vendor product version), found "0003 zz 0002 0003""#)
        #expect(try error(importing: "N: x\nA: 35 0 100\n")
            == #"bad.evemu:2: A: expects <code hex> <min> <max> <fuzz> <flat> [<resolution>], found "35 0 100""#)
        #expect(try error(importing: Self.minimal + "E: 0.1 0003 0035\n")
            == #"bad.evemu:7: E: expects <seconds>.<microseconds> <type hex> <code hex> <value>, found "0.1 0003 0035""#)
        #expect(try error(importing: Self.minimal + "E: 0.1 0003 0035 lots\n")
            == #"bad.evemu:7: E: value "lots" is not a 32-bit decimal integer"#)
        #expect(try error(importing: Self.minimal + "E: 0.1 0003 0035 1\nA: 36 0 1 0 0\n")
            == "bad.evemu:8: A: line after the first event (expected the description before any E: line)")
        #expect(try error(importing: "N: x\nhello\n")
            == #"bad.evemu:2: unrecognised line "hello" (expected N:, I:, P:, B:, A:, L:, S:, E: or a # comment)"#)
        #expect(try error(importing: "N: x\nQ: 1\n")
            == #"bad.evemu:2: unknown line type "Q:" (expected N:, I:, P:, B:, A:, L:, S: or E:)"#)
        #expect(try error(importing: "B: 03 zz\n") == #"bad.evemu:1: B: expects hexadecimal bitmask bytes, found "zz""#)
        #expect(try error(importing: "I: 0003 0001 0002 0003\n")
            == "bad.evemu: no device description (expected N:, I:, B: and A: lines before the events)")
    }

    @Test func versionOneZeroWithoutResolutionAndCommentsAnywhereImports() throws {
        let text = """
            N: Old # screen
            I: 0003 0001 0002 0003
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 04 00 00 00 00 00 00   # BTN_TOUCH
            B: 03 03 00 00 00 00 00 00 00
            A: 00 100 1100 0 0
            A: 01 100 300 0 0
            E: 10.500000 0003 0000 0600   # halfway
            E: 10.500000 0003 0001 0200
            E: 10.500000 0001 014a 0001
            E: 10.500000 0000 0000 0000
            E: 10.600000 0001 014a 0000
            E: 10.600000 0000 0000 0000
            """
        let imported = try EvemuImporter.importText(text, file: "old.evemu")
        #expect(imported.devices[0].profile.name == "Old # screen")
        #expect(imported.devices[0].profile.touchProtocol == .singleTouch)
        #expect(imported.recording.touchFrames.map { $0.changes.map(\.position) } == [
            // 500 of 1001 and 100 of 201 (`maximum − minimum + 1`, as libinput divides).
            [InputPoint(x: 500.0 / 1001, y: 100.0 / 201)], [InputPoint(x: 500.0 / 1001, y: 100.0 / 201)],
        ])
        #expect(imported.recording.events.last?.time == InputTime(microseconds: 100_000))
    }

    /// Importing is linear in the number of events: 30,000 events (10,000 frames of an absolute pointer),
    /// which quadratic work (nearly a billion steps) would turn into minutes, import with every frame
    /// decoded.
    @Test func importingIsLinearInTheNumberOfEvents() throws {
        let frames = 10_000
        var text = "# EVEMU 1.3\nN: Tablet\nI: 0003 0001 0002 0003\nB: 03 03 00 00 00 00 00 00 00\nA: 00 0 9999 0 0 0\nA: 01 0 9999 0 0 0\n"
        text.reserveCapacity(frames * 80)
        for frame in 0..<frames {
            let time = "\(frame / 1000).\(String(repeating: "0", count: 3 - String(frame % 1000).count))\(frame % 1000)000"
            text += "E: \(time) 0003 0000 \(frame % 10_000)\nE: \(time) 0003 0001 5000\nE: \(time) 0000 0000 0\n"
        }
        let imported = try EvemuImporter.importText(text, file: "long.evemu")
        #expect(imported.devices[0].rawEvents.count == 3 * frames)
        let motions = imported.recording.events.filter { if case .pointerMotionAbsolute = $0.payload { true } else { false } }
        #expect(motions.count == frames)
        #expect(imported.recording.events.last?.time == InputTime(microseconds: Int64(frames - 1) * 1000))
    }

    @Test func aFileLargerThanTheLimitIsRefusedBeforeReading() throws {
        let folder = try TestPaths.scratchFolder()
        let path = folder.appendingPathComponent("huge.evemu").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(EvemuImporter.maximumFileBytes + 1))  // sparse: no disk used
        try handle.close()
        do {
            _ = try EvemuImporter.importFile(at: path)
            Issue.record("a file over the limit was read")
        } catch {
            #expect(error.description == "\(path): the file is \(EvemuImporter.maximumFileBytes + 1) bytes (expected at most \(EvemuImporter.maximumFileBytes) for an evemu recording)")
        }
    }
}
