import EmulatedDevices
import Foundation
import Testing

/// Input rules on real libinput 1.22 reading emulated devices (umockdev), through `LibinputSource` in
/// `libinput-probe --rules`: two touchscreens placed on two screens, a bouncing panel debounced, and a
/// protocol-A panel that falls silent with a finger down, cancelled by the watchdog. Each test states
/// the frames the devices send and the lines that must come out, filter lines included.
@Suite("input rules end to end (umockdev)")
struct InputRulesEndToEndTests {
    static let rules = """
        {"format": "uikit-input-rules", "version": 1, "rules": [
          {"name": "left panel", "match": {"name": "Emulated MT"}, "screen": "left", "debounce": {"windowMs": 40, "distancePt": 30}},
          {"name": "right panel", "match": {"vendor": "0eef", "product": "0001", "udev": {"ID_INPUT_TOUCHSCREEN": "1"}}, "screen": "right", "rotation": 180},
          {"name": "protocol A", "match": {"name": "Protocol A"}, "watchdog": {"timeoutMs": 100}}
        ]}
        """

    /// Runs the probe with the rules and the two named screens.
    func probe(_ devices: [ProbeHarness.Device], _ arguments: [String]) throws -> ProbeHarness.Output {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString).json").path
        try Self.rules.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try ProbeHarness.run(devices: devices, arguments: arguments + [
            "--rules", path, "--named-screen", "left=800x480", "--named-screen", "right=1024x600"])
    }

    @Test func twoTouchscreensAreMappedOntoTwoScreens() throws {
        var left = EvemuScript(), right = EvemuScript()
        left.frame(at: 20, Evdev.mtDown(slot: 0, id: 1, x: 1024, y: 2048) + [Evdev.key(Evdev.btnTouch, 1)])
        left.frame(at: 30, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.btnTouch, 0)])
        right.frame(at: 120, Evdev.mtDown(slot: 0, id: 1, x: 1024, y: 2048) + [Evdev.key(Evdev.btnTouch, 1)])
        right.frame(at: 130, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.btnTouch, 0)])
        let output = try probe(
            [.init(spec: TestDevices.multitouchScreen, script: left), .init(spec: TestDevices.secondMultitouchScreen, script: right)],
            [TestDevices.multitouchScreen.node, TestDevices.secondMultitouchScreen.node, "--until", "dev2 touch screen up"])
        let lines = output.lines.filter { !$0.contains("added") }
        // (0.25, 0.5) on the left 800 × 480 screen; the right panel is mounted upside down on 1024 × 600:
        // (1 − 0.25, 1 − 0.5). The left panel's lift is held 40 ms by its debounce before it is delivered.
        #expect(lines == [
            "dev1 rule \"left panel\" screen=left",
            "dev2 rule \"right panel\" screen=right",
            "dev1 touch screen down c0 200.0,240.0",
            "dev1 touch screen up c0 200.0,240.0",
            "dev2 touch screen down c0 768.0,300.0",
            "dev2 touch screen up c0 768.0,300.0",
        ], "stderr: \(output.stderr)")
    }

    @Test func aBouncingPanelsLiftAndLandingAreMergedIntoOneTouch() throws {
        var script = EvemuScript()
        script.frame(at: 20, Evdev.mtDown(slot: 0, id: 1, x: 1024, y: 2048) + [Evdev.key(Evdev.btnTouch, 1)])
        script.frame(at: 30, Evdev.mtMove(slot: 0, x: 1088))
        script.frame(at: 40, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.btnTouch, 0)])
        // 10 ms later the finger is back, 64 units (12.5 pt on the 800 pt screen) further, with a new id.
        script.frame(at: 50, Evdev.mtDown(slot: 0, id: 2, x: 1152, y: 2048) + [Evdev.key(Evdev.btnTouch, 1)])
        script.frame(at: 60, Evdev.mtMove(slot: 0, x: 1216))
        script.frame(at: 70, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.btnTouch, 0)])
        let output = try probe([.init(spec: TestDevices.multitouchScreen, script: script)],
                               [TestDevices.multitouchScreen.node, "--until", "touch screen up"])
        #expect(output.lines.dropFirst(2) == [
            "dev1 touch screen down c0 200.0,240.0",
            "dev1 touch screen move c0 212.5,240.0",
            "filter dev1 debounce (rule \"left panel\"): c0 lifted for 10.0 ms, landed 12.5 pt away (< 40.0 ms, < 30.0 pt): merged into c0",
            "dev1 touch screen move c0 225.0,240.0",
            "dev1 touch screen move c0 237.5,240.0",
            "dev1 touch screen up c0 237.5,240.0",
        ], "stderr: \(output.stderr)")
    }

    @Test func aSilentProtocolADevicesContactIsCancelledByTheWatchdog() throws {
        var script = EvemuScript()
        let report = (type: Evdev.synMTReport.type, code: Evdev.synMTReport.code, value: 0)
        script.frame(at: 20, [(Evdev.evAbs, Evdev.absMTPositionX, 8192), (Evdev.evAbs, Evdev.absMTPositionY, 16384), report,
                              Evdev.key(Evdev.btnTouch, 1)])
        script.frame(at: 30, [(Evdev.evAbs, Evdev.absMTPositionX, 10000), (Evdev.evAbs, Evdev.absMTPositionY, 16384), report])
        // Then nothing: the firmware stopped reporting with the finger down (no empty SYN_MT_REPORT frame).
        let output = try probe([.init(spec: TestDevices.protocolAScreen, script: script)],
                               [TestDevices.protocolAScreen.node, "--until", "cancel"])
        #expect(output.lines.dropFirst(2) == [
            "dev1 touch screen down c0 250.0,500.0",
            "dev1 touch screen move c0 305.2,500.0",
            "filter dev1 watchdog (rule \"protocol A\"): c0 not reported for 100.0 ms (timeout 100.0 ms): cancelled",
            "dev1 touch screen cancel c0 305.2,500.0",
        ], "stderr: \(output.stderr)")
    }
}
