import CommandTestSupport
import EmulatedDevices
import Testing

/// `uikit devices` against real libinput: the emulated devices are listed with their capabilities,
/// sizes and touch counts; a seat without readable devices and a missing node are clear errors with a
/// non-zero exit. Run under `umockdev-run`, so the host's own devices never show up.
@Suite("uikit devices end to end (umockdev)")
struct DevicesCommandEndToEndTests {
    static let uikit = CommandRunner.builtExecutable(named: "uikit")

    @Test func listsTheSeatsEmulatedDevicesWithCapabilitiesAndSizes() throws {
        let result = try ProbeHarness.runUnderUMockdev(
            devices: [TestDevices.multitouchScreen, TestDevices.wheelMouse, TestDevices.keyboard],
            command: [Self.uikit, "devices", "--seat", "seat0"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map(String.init)
        #expect(rows.first?.hasPrefix("ID") == true, "stdout: \(result.stdout)")
        let touchscreen = rows.first { $0.contains("Emulated MT Touchscreen") } ?? ""
        #expect(touchscreen.contains("/dev/input/event40") && touchscreen.contains("touch")
                && touchscreen.contains("255.9 x 255.9") && touchscreen.hasSuffix("10"), "stdout: \(result.stdout)")
        let mouse = rows.first { $0.contains("Emulated Wheel Mouse") } ?? ""
        #expect(mouse.contains("/dev/input/event43") && mouse.contains("pointer"), "stdout: \(result.stdout)")
        let keyboard = rows.first { $0.contains("Emulated Keyboard") } ?? ""
        #expect(keyboard.contains("/dev/input/event45") && keyboard.contains("keyboard"), "stdout: \(result.stdout)")
    }

    @Test func listsExplicitNodesThroughThePathBackend() throws {
        let result = try ProbeHarness.runUnderUMockdev(
            devices: [TestDevices.touchpad], command: [Self.uikit, "devices", "/dev/input/event44"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("Emulated Touchpad") && result.stdout.contains("100.0 x 66.7"), "stdout: \(result.stdout)")
    }

    @Test func aSeatWithoutReadableDevicesIsAClearErrorAndExitsOne() throws {
        let result = try ProbeHarness.runUnderUMockdev(devices: [], command: [Self.uikit, "devices", "--seat", "seat0"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no input devices readable on seat seat0"), "stderr: \(result.stderr)")
    }

    @Test func aMissingNodeIsNamedAndExitsOne() throws {
        let result = try ProbeHarness.runUnderUMockdev(devices: [], command: [Self.uikit, "devices", "/dev/input/event77"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/dev/input/event77") && result.stderr.contains("no such device node"), "stderr: \(result.stderr)")
    }

    @Test func aNodeThatMayNotBeOpenedNamesItselfAndTheInputGroup() throws {
        let node = TestDevices.multitouchScreen.node
        for arguments in [[node], ["--seat", "seat0"]] {
            let result = try ProbeHarness.runUnderUMockdev(
                devices: [TestDevices.multitouchScreen], denyingOpenOf: node, command: [Self.uikit, "devices"] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.contains("cannot open \(node): permission denied") && result.stderr.contains("`input` group"),
                    "\(arguments) stderr: \(result.stderr)")
        }
    }
}
