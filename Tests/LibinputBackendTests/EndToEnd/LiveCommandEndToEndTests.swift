import CommandTestSupport
import EmulatedDevices
import Testing
import InputCore

/// `uikit live` against real libinput under `umockdev-run`: a touch on the emulated screen is hit-tested
/// and delivered to the scene's canvas through the `EventLoop` (waiting with poll(2)), the run ends after
/// `--duration`, and a seat without devices is a clear error.
@Suite("uikit live end to end (umockdev)")
struct LiveCommandEndToEndTests {
    typealias T = LibinputEndToEndTests

    @Test func aTouchOnTheEmulatedScreenReachesTheSceneAndTheRunEndsAfterItsDuration() throws {
        var script = EvemuScript()
        // A pause first: umockdev-run plays at once, and the device must be open before the touch.
        script.frame(at: 1200, Evdev.mtDown(slot: 0, id: 4, x: 1024, y: 2048) + [Evdev.key(Evdev.BTN_TOUCH, 1)])
        script.frame(at: 1250, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        let result = try ProbeHarness.runUnderUMockdev(
            devices: [TestDevices.multitouchScreen], scripts: [TestDevices.multitouchScreen.node: script],
            command: [DevicesCommandEndToEndTests.uikit, "live", "--seat", "seat0", "--duration", "3"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("input dev1 added \"Emulated MT Touchscreen\""), "stdout: \(result.stdout)")
        #expect(result.stdout.contains("deliver touchesBegan → canvas t1"), "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("input dev1 frame(screen) c0 up"), "stdout: \(result.stdout)")
    }

    @Test func aSeatWithoutDevicesIsAClearErrorAndExitsOne() throws {
        let result = try ProbeHarness.runUnderUMockdev(
            devices: [], command: [DevicesCommandEndToEndTests.uikit, "live", "--seat", "seat0", "--duration", "1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no input devices readable"), "stderr: \(result.stderr)")
    }
}
