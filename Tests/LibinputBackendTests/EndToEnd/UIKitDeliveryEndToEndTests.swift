import EmulatedDevices
import Testing
import InputCore

/// Real libinput reading emulated devices, with every event run through UIKit (`libinput-probe --uikit`:
/// a full-screen `canvas` view with a `tap`, a `pinch` and a `pan` that also takes wheel scrolling). These
/// check what reaches views and recognizers, not only what libinput produced.
@Suite("libinput to UIKit end to end (umockdev)")
struct UIKitDeliveryEndToEndTests {
    typealias T = LibinputEndToEndTests

    static func uikitLines(_ output: ProbeHarness.Output) -> [String] {
        output.lines.filter { $0.hasPrefix("uikit ") }
    }

    static func index(of line: String, in lines: [String]) -> Int? { lines.firstIndex(of: line) }

    @Test func tapOnTheTouchscreenReachesTheViewAndTheTapRecognizer() throws {
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.multitouchScreen, script: T.tapScript)],
            arguments: [TestDevices.multitouchScreen.node, "--events", "3", "--uikit"])
        let lines = Self.uikitLines(output)
        let began = Self.index(of: "uikit deliver touchesBegan → canvas t1", in: lines)
        let action = Self.index(of: "uikit action tap (ended)", in: lines)
        let ended = Self.index(of: "uikit deliver touchesEnded → canvas t1", in: lines)
        #expect(began != nil && action != nil && ended != nil, "uikit lines: \(lines)\nstderr: \(output.stderr)")
        if let began, let action, let ended {
            // The view sees the touch begin, the tap's action runs, then the view sees it end (the tap
            // neither cancels nor delays the view's touches in this scene).
            #expect(began < action && action < ended)
        }
    }

    @Test func twoFingerPinchOnTheTouchscreenDrivesThePinchRecognizer() throws {
        var script = EvemuScript()
        script.frame(at: 20, Evdev.mtDown(slot: 0, id: 1, x: 1024, y: 2048) + Evdev.mtDown(slot: 1, id: 2, x: 3072, y: 2048)
            + [Evdev.key(Evdev.BTN_TOUCH, 1)])
        for step in 1...6 {
            script.frame(at: 20 + 10 * step, Evdev.mtMove(slot: 0, x: 1024 + 128 * step) + Evdev.mtMove(slot: 1, x: 3072 - 128 * step))
        }
        script.frame(at: 100, Evdev.mtUp(slot: 0) + Evdev.mtUp(slot: 1) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.multitouchScreen, script: script)],
            arguments: [TestDevices.multitouchScreen.node, "--events", "9", "--uikit"])
        let lines = Self.uikitLines(output)
        #expect(lines.contains("uikit deliver touchesBegan → canvas t1,t2"), "uikit lines: \(lines)\nstderr: \(output.stderr)")
        #expect(lines.contains("uikit action pinch (began)"), "uikit lines: \(lines)")
        #expect(lines.contains("uikit action pinch (ended)"), "uikit lines: \(lines)")
        #expect(!lines.contains("uikit action tap (ended)"))
    }

    @Test func mouseClickTapsAndTheWheelPans() throws {
        var script = EvemuScript()
        script.frame(at: 20, [(Evdev.EV_REL, Evdev.REL_X, 5), (Evdev.EV_REL, Evdev.REL_Y, -3)])
        script.frame(at: 40, [Evdev.key(Evdev.BTN_LEFT, 1)])
        script.frame(at: 60, [Evdev.key(Evdev.BTN_LEFT, 0)])
        script.frame(at: 200, [(Evdev.EV_REL, Evdev.REL_WHEEL, -1)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.wheelMouse, script: script)],
            arguments: [TestDevices.wheelMouse.node, "--events", "5", "--uikit"])
        let lines = Self.uikitLines(output)
        #expect(lines.contains("uikit deliver touchesBegan → canvas t1"), "uikit lines: \(lines)\nstderr: \(output.stderr)")
        #expect(lines.contains("uikit action tap (ended)"), "uikit lines: \(lines)")
        #expect(lines.contains("uikit action pan (began)"), "uikit lines: \(lines)")
        #expect(lines.contains("uikit action pan (ended)"), "uikit lines: \(lines)")
    }

    @Test func unpluggingMidTouchCancelsTheViewsTouchOnce() throws {
        var script = EvemuScript()
        script.frame(at: 20, Evdev.mtDown(slot: 0, id: 7, x: 1024, y: 2048) + [Evdev.key(Evdev.BTN_TOUCH, 1)])
        script.frame(at: 5000, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.multitouchScreen, script: script)],
            arguments: ["--seat", "seat0", "--unplug", TestDevices.multitouchScreen.node, "--events", "4", "--uikit"])
        let lines = Self.uikitLines(output)
        #expect(lines.filter { $0 == "uikit deliver touchesCancelled → canvas t1" }.count == 1,
                "uikit lines: \(lines)\nstderr: \(output.stderr)")
        #expect(!lines.contains("uikit deliver touchesEnded → canvas t1"))
    }
}
