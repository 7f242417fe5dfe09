import EmulatedDevices
import Foundation
import InputCore
import Testing

/// Real libinput reading an emulated Wacom Intuos4 pen, described as the kernel describes it (the real
/// evemu description in Recordings/fixtures/pens: BTN_TOOL_PEN, BTN_TOOL_RUBBER, BTN_STYLUS, ABS_PRESSURE,
/// ABS_DISTANCE, ABS_TILT_X/Y, ABS_MISC, MSC_SERIAL), through the backend's tablet conversion and UIKit.
@Suite("libinput tablets end to end (umockdev)")
struct TabletEndToEndTests {
    /// The Intuos4 6x9 pen node (X 0…44704, Y 0…27940 at 200 units/mm, pressure 0…2047, distance 0…63,
    /// tilt −64…63 at 57 units/rad), tagged as udev tags a tablet.
    static func intuosPen() throws -> EmulatedDeviceSpec {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Recordings/fixtures/pens/Wacom Intuos4 6x9 Pen.desc").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try EmulatedDeviceSpec(evemuDescription: text, eventNumber: 47, udevProperties: ["ID_INPUT_TABLET=1"])
    }

    /// Wacom's ids for the Intuos4 Grip Pen's tip and eraser ends (`ABS_MISC`), and the pen's serial.
    static let penToolID = 0x802, eraserToolID = 0x80a, serial = 0x1234

    /// One tool's stroke: proximity in hovering, tip down with pressure and tilt, moves, the barrel button
    /// pressed and released, tip up, proximity out. Wacom sends `MSC_SERIAL` with every frame.
    static func stroke(
        into script: inout EvemuScript, at start: Int, tool: UInt16, toolID: Int, x: Int, y: Int, moves: Int = 3,
        button: Bool = false
    ) {
        let serial: EvdevEvent = (Evdev.EV_MSC, Evdev.MSC_SERIAL, Self.serial)
        func abs(_ code: UInt16, _ value: Int) -> EvdevEvent { (Evdev.EV_ABS, code, value) }
        var time = start
        script.frame(at: time, [abs(Evdev.ABS_X, x), abs(Evdev.ABS_Y, y), abs(Evdev.ABS_DISTANCE, 30),
                                abs(Evdev.ABS_TILT_X, 0), abs(Evdev.ABS_TILT_Y, 0), abs(Evdev.ABS_MISC, toolID),
                                Evdev.key(tool, 1), serial])
        time += 10
        script.frame(at: time, [abs(Evdev.ABS_X, x + 50), abs(Evdev.ABS_DISTANCE, 10), serial])
        time += 10
        // Tip down: pressure well above libinput's threshold, tilted towards the right edge.
        script.frame(at: time, [abs(Evdev.ABS_X, x + 100), abs(Evdev.ABS_DISTANCE, 0), abs(Evdev.ABS_PRESSURE, 1024),
                                abs(Evdev.ABS_TILT_X, 29), Evdev.key(Evdev.BTN_TOUCH, 1), serial])
        for step in 1...moves {
            time += 10
            script.frame(at: time, [abs(Evdev.ABS_X, x + 100 + 400 * step), abs(Evdev.ABS_PRESSURE, 1024 + 200 * step), serial])
        }
        if button {
            time += 10
            script.frame(at: time, [Evdev.key(Evdev.BTN_STYLUS, 1), serial])
            time += 10
            script.frame(at: time, [Evdev.key(Evdev.BTN_STYLUS, 0), serial])
        }
        time += 10
        script.frame(at: time, [abs(Evdev.ABS_PRESSURE, 0), abs(Evdev.ABS_DISTANCE, 10), Evdev.key(Evdev.BTN_TOUCH, 0), serial])
        time += 10
        script.frame(at: time, [abs(Evdev.ABS_X, 0), abs(Evdev.ABS_Y, 0), abs(Evdev.ABS_DISTANCE, 0),
                                abs(Evdev.ABS_TILT_X, 0), abs(Evdev.ABS_MISC, 0), Evdev.key(tool, 0), serial])
    }

    static func uikitLines(_ output: ProbeHarness.Output) -> [String] { output.lines.filter { $0.hasPrefix("uikit ") } }

    /// The pen in and out of proximity 1 ms apart, before the test's own events, with another serial (so a
    /// stop condition on the test pen's proximity out is not met by it). libinput 1.22 starts every tablet
    /// with its "forced proximity out" quirk on (tablet.c: a pen silent for 50 ms while hovering is sent out
    /// of proximity, timed from the events' kernel timestamps) and turns it off at the first real
    /// `BTN_TOOL_PEN` 0. On a loaded machine the probe reads umockdev's events more than 50 ms after their
    /// timestamps, which cut strokes short at their first hover frame; after this pair the device has shown
    /// it reports proximity out itself.
    static func warmUp(_ script: inout EvemuScript) {
        let serial: EvdevEvent = (Evdev.EV_MSC, Evdev.MSC_SERIAL, warmUpSerial)
        script.frame(at: 5, [(Evdev.EV_ABS, Evdev.ABS_X, 100), (Evdev.EV_ABS, Evdev.ABS_Y, 100),
                             (Evdev.EV_ABS, Evdev.ABS_DISTANCE, 40), (Evdev.EV_ABS, Evdev.ABS_MISC, penToolID),
                             Evdev.key(Evdev.BTN_TOOL_PEN, 1), serial])
        script.frame(at: 6, [(Evdev.EV_ABS, Evdev.ABS_MISC, 0), Evdev.key(Evdev.BTN_TOOL_PEN, 0), serial])
    }

    static let warmUpSerial = 0x99

    @Test func penStrokeIsAPencilTouchWithForceTiltAndTheBarrelButton() throws {
        let pen = try Self.intuosPen()
        var script = EvemuScript()
        Self.warmUp(&script)
        Self.stroke(into: &script, at: 20, tool: Evdev.BTN_TOOL_PEN, toolID: Self.penToolID, x: 11176, y: 13970, button: true)
        let output = try ProbeHarness.run(
            devices: [.init(spec: pen, script: script)],
            arguments: [pen.node, "--until", "pen#\(Self.serial) proximityOut", "--uikit"])
        let events = output.lines.filter { !$0.hasPrefix("uikit ") }
        let context = "lines: \(output.lines)\nstderr: \(output.stderr)"
        #expect(events.first?.hasPrefix("dev1 added \"Wacom Intuos4 6x9 Pen\" caps=tabletTool node=") == true, "\(context)")
        // The tool as libinput identifies it: its type and serial, in the order libinput reports.
        // The test pen's events (not the warm-up's).
        let phases = events.dropFirst().compactMap { line -> String? in
            let fields = line.split(separator: " ")
            return fields.count > 3 && fields[1] == "tablet" && fields[2] == "pen#\(Self.serial)" ? "\(fields[2]) \(fields[3])" : nil
        }
        let tool = "pen#\(Self.serial)"
        #expect(phases.first == "\(tool) proximityIn", "\(context)")
        #expect(phases.last == "\(tool) proximityOut", "\(context)")
        for expected in ["tipDown", "button", "tipUp"] {
            #expect(phases.contains("\(tool) \(expected)"), "missing \(expected): \(context)")
        }
        // Only the axes the pen has, with values in libinput's units: pressure from the tip down on, tilt.
        let tipDown = try #require(events.first { $0.contains(" tipDown ") }, "\(context)")
        #expect(tipDown.contains(" screen ") && tipDown.contains(" pressure=") && tipDown.contains(" tilt="), "\(tipDown)")
        #expect(events.contains { $0.contains(" button ") && $0.contains("button=331 pressed") }, "barrel button: \(context)")
        #expect(events.contains { $0.contains(" button ") && $0.contains("button=331 released") }, "\(context)")

        // UIKit: one .pencil touch with a force and an altitude below 90° from the tilt, begun and ended
        // on the canvas; the hover before it.
        let uikit = Self.uikitLines(output)
        #expect(uikit.contains("uikit deliver touchesBegan → canvas t1"), "\(context)")
        #expect(uikit.contains("uikit deliver touchesEnded → canvas t1"), "\(context)")
        #expect(!uikit.contains { $0.contains("touchesCancelled") }, "\(context)")
        let began = try #require(uikit.first { $0.hasPrefix("uikit note pencil t1 began force ") }, "\(context)")
        let words = began.split(separator: " ")
        let force = try #require(words.firstIndex(of: "force").flatMap { Double(words[$0 + 1]) })
        let altitude = try #require(words.firstIndex(of: "altitude").flatMap { Double(words[$0 + 1]) })
        // Pressure 1024 of 2047 is about half of the maximum force (25/6).
        #expect(force > 1.5 && force < 2.6, "\(began)")
        // ABS_TILT_X 29 at 57 units/rad is about 29°: the altitude is about 90° − 29° = 1.06 rad.
        #expect(altitude > 0.9 && altitude < 1.2, "\(began)")
        #expect(uikit.contains { $0.hasPrefix("uikit note pencil t1 moved force ") }, "\(context)")
    }

    @Test func eraserEndIsAnEraserTouch() throws {
        let pen = try Self.intuosPen()
        var script = EvemuScript()
        Self.warmUp(&script)
        Self.stroke(into: &script, at: 20, tool: Evdev.BTN_TOOL_RUBBER, toolID: Self.eraserToolID, x: 22352, y: 13970, moves: 2)
        let output = try ProbeHarness.run(
            devices: [.init(spec: pen, script: script)],
            arguments: [pen.node, "--until", "eraser#\(Self.serial) proximityOut", "--uikit"])
        let context = "lines: \(output.lines)\nstderr: \(output.stderr)"
        #expect(output.lines.contains { $0.contains(" tablet eraser#\(Self.serial) tipDown ") }, "\(context)")
        let uikit = Self.uikitLines(output)
        #expect(uikit.contains { $0.hasPrefix("uikit note eraser t1 began force ") }, "\(context)")
        #expect(uikit.contains("uikit deliver touchesEnded → canvas t1"), "\(context)")
    }

    @Test func unpluggingThePenMidStrokeCancelsItsTouch() throws {
        let pen = try Self.intuosPen()
        var script = EvemuScript()
        let serial: EvdevEvent = (Evdev.EV_MSC, Evdev.MSC_SERIAL, Self.serial)
        Self.warmUp(&script)
        script.frame(at: 20, [(Evdev.EV_ABS, Evdev.ABS_X, 11176), (Evdev.EV_ABS, Evdev.ABS_Y, 13970),
                              (Evdev.EV_ABS, Evdev.ABS_DISTANCE, 10), (Evdev.EV_ABS, Evdev.ABS_MISC, Self.penToolID),
                              Evdev.key(Evdev.BTN_TOOL_PEN, 1), serial])
        script.frame(at: 30, [(Evdev.EV_ABS, Evdev.ABS_PRESSURE, 1200), (Evdev.EV_ABS, Evdev.ABS_DISTANCE, 0),
                              Evdev.key(Evdev.BTN_TOUCH, 1), serial])
        // Still down when the device goes away (the unplug comes after the first pencil touch-down).
        script.frame(at: 5000, [(Evdev.EV_ABS, Evdev.ABS_PRESSURE, 0), Evdev.key(Evdev.BTN_TOUCH, 0), serial])
        let output = try ProbeHarness.run(
            devices: [.init(spec: pen, script: script)],
            arguments: ["--seat", "seat0", "--unplug", pen.node, "--until", "removed", "--uikit"])
        let uikit = Self.uikitLines(output)
        let context = "lines: \(output.lines)\nstderr: \(output.stderr)"
        #expect(uikit.contains("uikit deliver touchesBegan → canvas t1"), "\(context)")
        #expect(uikit.filter { $0 == "uikit deliver touchesCancelled → canvas t1" }.count == 1, "\(context)")
        #expect(!uikit.contains("uikit deliver touchesEnded → canvas t1"), "\(context)")
    }

    /// The Intuos4 6x9 pad node (BTN_0…BTN_8, a touch ring on ABS_WHEEL 0…71), tagged as udev tags a pad.
    static func intuosPad() throws -> EmulatedDeviceSpec {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Recordings/fixtures/pens/Wacom Intuos4 6x9 Pad.desc").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try EmulatedDeviceSpec(
            evemuDescription: text, eventNumber: 49, udevProperties: ["ID_INPUT_TABLET=1", "ID_INPUT_TABLET_PAD=1"])
    }

    @Test func padButtonsAndTheRingArePadEvents() throws {
        let pad = try Self.intuosPad()
        var script = EvemuScript()
        // As the recording "Wacom Intuos4 6x9.pad-buttons.events" does: the button with ABS_MISC 15 (the pad's
        // tool id), then a finger on the ring half way round from Wacom's zero, then off it.
        script.frame(at: 20, [Evdev.key(0x101, 1), (Evdev.EV_ABS, Evdev.ABS_MISC, 15)])
        script.frame(at: 40, [Evdev.key(0x101, 0), (Evdev.EV_ABS, Evdev.ABS_MISC, 0)])
        script.frame(at: 60, [(Evdev.EV_ABS, 0x08, 36), (Evdev.EV_ABS, Evdev.ABS_MISC, 15)])
        script.frame(at: 80, [(Evdev.EV_ABS, 0x08, 0), (Evdev.EV_ABS, Evdev.ABS_MISC, 0)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: pad, script: script)], arguments: [pad.node, "--events", "5"])
        let context = "lines: \(output.lines)\nstderr: \(output.stderr)"
        #expect(output.lines.first?.hasPrefix("dev1 added \"Wacom Intuos4 6x9 Pad\" caps=tabletPad node=") == true, "\(context)")
        let pads = output.lines.filter { $0.hasPrefix("dev1 pad ") }
        #expect(pads.count == 4, "\(context)")
        if pads.count == 4 {
            #expect(pads[0].contains("button(number: ") && pads[0].contains("pressed"), "\(context)")
            #expect(pads[1].contains("button(number: ") && pads[1].contains("released"), "\(context)")
            // ABS_WHEEL 36 of 0…71 is half a turn from Wacom's zero, the ring's leftmost point; libinput counts from
            // the top (pad.c normalize_wacom_ring), so it is 90° clockwise. The finger leaving is nil (libinput's -1).
            #expect(pads[2].contains("ring(number: 0, degrees: Optional(90.0), source: InputCore.TabletPadAxisSource.finger)"), "\(context)")
            #expect(pads[3].contains("ring(number: 0, degrees: nil"), "\(context)")
        }
    }
}
