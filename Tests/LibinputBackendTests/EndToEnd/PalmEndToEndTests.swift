import EmulatedDevices
import Foundation
import InputCore
import Testing

/// The palm filter live: libinput 1.22 reports no touchscreen contact size, so the backend reads
/// `ABS_MT_TOUCH_MAJOR` from a second descriptor on the node (`ContactSizeReader`). Real libinput reads
/// an emulated panel (umockdev; the test shim gives the second descriptor its own copy of the events,
/// as the kernel does) through `libinput-probe --rules`.
@Suite("palm rejection end to end (umockdev)")
struct PalmEndToEndTests {
    /// The contact's major axis, the size the palm filter reads.
    static let absMTTouchMajor = Evdev.ABS_MT_TOUCH_MAJOR

    /// A protocol-B panel like `TestDevices.multitouchScreen` (4096 units at 16 units/mm on both
    /// position axes) that also reports contact size, `ABS_MT_TOUCH_MAJOR` without a resolution of its
    /// own: its units are the position axes' (16 per mm).
    static let sizedPanel = EmulatedDeviceSpec(
        name: "Emulated Sized Touchscreen", eventNumber: 47, udevProperties: ["ID_INPUT_TOUCHSCREEN=1"],
        keys: [Evdev.BTN_TOUCH],
        absoluteAxes: [
            Evdev.ABS_X: (0, 4095, 16), Evdev.ABS_Y: (0, 4095, 16), Evdev.ABS_MT_SLOT: (0, 9, 0),
            absMTTouchMajor: (0, 4095, 0),
            Evdev.ABS_MT_POSITION_X: (0, 4095, 16), Evdev.ABS_MT_POSITION_Y: (0, 4095, 16),
            Evdev.ABS_MT_TRACKING_ID: (0, 65535, 0),
        ],
        properties: [Evdev.INPUT_PROP_DIRECT])

    static let rules = """
        {"format": "uikit-input-rules", "version": 1, "rules": [
          {"name": "large panel", "match": {"name": "Sized"}, "palm": {"maxMajorAxisMm": 30}}
        ]}
        """

    /// A palm (800 units: 50 mm) lands and lifts; then a finger (160 units: 10 mm) lands, moves, grows
    /// to a palm (640 units: 40 mm) and lifts. Frames start 200 ms in, after the probe's first drain has
    /// added the device and opened the size reader (a reader sees events from its open on).
    static var script: EvemuScript {
        var script = EvemuScript()
        script.frame(at: 200, Evdev.mtDown(slot: 0, id: 1, x: 1024, y: 2048) + [(Evdev.EV_ABS, absMTTouchMajor, 800), Evdev.key(Evdev.BTN_TOUCH, 1)])
        script.frame(at: 210, Evdev.mtMove(slot: 0, x: 1088))
        script.frame(at: 220, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        script.frame(at: 240, Evdev.mtDown(slot: 0, id: 2, x: 2048, y: 2048) + [(Evdev.EV_ABS, absMTTouchMajor, 160), Evdev.key(Evdev.BTN_TOUCH, 1)])
        script.frame(at: 250, Evdev.mtMove(slot: 0, x: 2112))
        script.frame(at: 260, Evdev.mtMove(slot: 0, x: 2176) + [(Evdev.EV_ABS, absMTTouchMajor, 640)])
        script.frame(at: 270, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        return script
    }

    func probe(environment: [String: String] = [:], until: String) throws -> ProbeHarness.Output {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString).json").path
        try Self.rules.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try ProbeHarness.run(
            devices: [.init(spec: Self.sizedPanel, script: Self.script)],
            arguments: [Self.sizedPanel.node, "--until", until, "--rules", path, "--screen", "800x480"],
            extraEnvironment: environment)
    }

    @Test func aPalmIsNeverReportedAndAFingerThatGrowsIntoOneIsCancelled() throws {
        let output = try probe(until: "cancel")
        let lines = Array(output.lines.dropFirst(2))
        // Quiet, the trace is exactly `onTime`. On a loaded machine umockdev can hand several frames to
        // libinput in one read, and a move is then sometimes matched with a later frame's size, so the grown
        // finger is cancelled a frame early, at an earlier position (known limit, docs/input-rules.md). What
        // must hold either way: the palm is never reported (no down at its 200.0), the 10 mm finger lands,
        // and it is cancelled with the rule's numbers.
        let onTime = [
            "filter dev1 palm (rule \"large panel\"): c0 major axis 50.0 mm > 30.0 mm: never reported",
            "dev1 touch screen down c0 400.0,240.0",
            "dev1 touch screen move c0 412.5,240.0",
            "filter dev1 palm (rule \"large panel\"): c0 major axis 40.0 mm > 30.0 mm: cancelled",
            "dev1 touch screen cancel c0 412.5,240.0",
        ]
        let context = "lines: \(lines)\nstderr: \(output.stderr)"
        #expect(lines.first == onTime[0], "\(context)")
        #expect(!lines.contains { $0.hasPrefix("dev1 touch screen down c0 200.0") }, "\(context)")
        if let down = lines.firstIndex(of: onTime[1]), let cancelled = lines.firstIndex(of: onTime[3]) {
            #expect(down < cancelled, "\(context)")
        } else {
            Issue.record("the finger's landing or its palm cancel is missing; \(context)")
        }
        #expect(lines.last?.hasPrefix("dev1 touch screen cancel c0 ") == true, "\(context)")
        #expect(output.status == 0)
    }

    @Test func withoutPermissionToReadSizesThePalmFilterIsOffWithAWarning() throws {
        let output = try probe(environment: ["E2E_DENY_READONLY_OPEN": Self.sizedPanel.node], until: "touch screen up c0 425.0")
        #expect(output.stderr.contains(
            "warning: device \"Emulated Sized Touchscreen\" (/dev/input/event47): cannot open it to read contact sizes (Permission denied): its palm filter is off"),
            "stderr: \(output.stderr)")
        // Every contact is delivered, unfiltered.
        #expect(output.lines.dropFirst(2) == [
            "dev1 touch screen down c0 200.0,240.0",
            "dev1 touch screen move c0 212.5,240.0",
            "dev1 touch screen up c0 212.5,240.0",
            "dev1 touch screen down c0 400.0,240.0",
            "dev1 touch screen move c0 412.5,240.0",
            "dev1 touch screen move c0 425.0,240.0",
            "dev1 touch screen up c0 425.0,240.0",
        ], "stderr: \(output.stderr)")
        #expect(output.status == 0)
    }
}
