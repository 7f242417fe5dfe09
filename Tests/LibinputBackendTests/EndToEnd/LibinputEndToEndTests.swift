import EmulatedDevices
import Testing
import InputCore

/// Real libinput 1.22 reading emulated kernel devices (umockdev), through `LibinputSource`, in the
/// `libinput-probe` helper. Each test states the evdev frames a device sends and the InputCore events
/// that must come out. Screen: 1000×1000 points (the probe's default).
@Suite("libinput end to end (umockdev)")
struct LibinputEndToEndTests {
    typealias E = EvdevEvent

    static let mtAdded =
        "dev1 added \"Emulated MT Touchscreen\" caps=touch node=/dev/input/event40 size=255.9x255.9mm touches=10"

    /// A one-finger tap: down then up 50 ms later.
    static var tapScript: EvemuScript {
        var script = EvemuScript()
        script.frame(at: 20, Evdev.mtDown(slot: 0, id: 10, x: 1024, y: 2048) + [Evdev.key(Evdev.BTN_TOUCH, 1)])
        script.frame(at: 70, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        return script
    }

    @Test func multitouchScreenTapIsOneDownFrameAndOneUpFrame() throws {
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.multitouchScreen, script: Self.tapScript)],
            arguments: [TestDevices.multitouchScreen.node, "--events", "3"])
        #expect(output.lines == [
            Self.mtAdded,
            "dev1 touch screen down c0 250.0,500.0",
            "dev1 touch screen up c0 250.0,500.0",
        ], "stderr: \(output.stderr)")
    }

    @Test func twoFingerPinchDeliversBothContactsPerFrame() throws {
        var script = EvemuScript()
        script.frame(at: 20, Evdev.mtDown(slot: 0, id: 1, x: 1024, y: 2048) + Evdev.mtDown(slot: 1, id: 2, x: 3072, y: 2048)
            + [Evdev.key(Evdev.BTN_TOUCH, 1)])
        for step in 1...3 {
            script.frame(at: 20 + 10 * step, Evdev.mtMove(slot: 0, x: 1024 + 256 * step) + Evdev.mtMove(slot: 1, x: 3072 - 256 * step))
        }
        script.frame(at: 80, Evdev.mtUp(slot: 0) + Evdev.mtUp(slot: 1) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.multitouchScreen, script: script)],
            arguments: [TestDevices.multitouchScreen.node, "--events", "6"])
        #expect(output.lines == [
            Self.mtAdded,
            "dev1 touch screen down c0 250.0,500.0; down c1 750.0,500.0",
            "dev1 touch screen move c0 312.5,500.0; move c1 687.5,500.0",
            "dev1 touch screen move c0 375.0,500.0; move c1 625.0,500.0",
            "dev1 touch screen move c0 437.5,500.0; move c1 562.5,500.0",
            "dev1 touch screen up c0 437.5,500.0; up c1 562.5,500.0",
        ], "stderr: \(output.stderr)")
    }

    @Test func rotationIsAppliedThroughLibinputCalibrationMatrix() throws {
        // 90° clockwise: normalised (x, y) → (1 − y, x), libinput's documented rotation matrix.
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.multitouchScreen, script: Self.tapScript)],
            arguments: [TestDevices.multitouchScreen.node, "--events", "3", "--rotation", "90"])
        #expect(output.lines.dropFirst() == ["dev1 touch screen down c0 500.0,250.0", "dev1 touch screen up c0 500.0,250.0"],
                "stderr: \(output.stderr)")
    }

    @Test func singleTouchScreenReportsOneContact() throws {
        var script = EvemuScript()
        script.frame(at: 20, [(Evdev.EV_ABS, Evdev.ABS_X, 512), (Evdev.EV_ABS, Evdev.ABS_Y, 384), Evdev.key(Evdev.BTN_TOUCH, 1)])
        script.frame(at: 40, [(Evdev.EV_ABS, Evdev.ABS_X, 768)])
        script.frame(at: 60, [Evdev.key(Evdev.BTN_TOUCH, 0)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.singleTouchScreen, script: script)],
            arguments: [TestDevices.singleTouchScreen.node, "--events", "4"])
        #expect(output.lines == [
            "dev1 added \"Emulated Single Touch Screen\" caps=touch node=/dev/input/event41 size=255.8x191.8mm touches=1",
            "dev1 touch screen down c0 500.0,500.0",
            "dev1 touch screen move c0 750.0,500.0",
            "dev1 touch screen up c0 750.0,500.0",
        ], "stderr: \(output.stderr)")
    }

    @Test func protocolAScreenIsReadThroughMtdev() throws {
        var script = EvemuScript()
        let report = (type: Evdev.EV_SYN, code: Evdev.SYN_MT_REPORT, value: 0)
        script.frame(at: 20, [(Evdev.EV_ABS, Evdev.ABS_MT_POSITION_X, 8192), (Evdev.EV_ABS, Evdev.ABS_MT_POSITION_Y, 16384), report,
                              Evdev.key(Evdev.BTN_TOUCH, 1)])
        script.frame(at: 40, [(Evdev.EV_ABS, Evdev.ABS_MT_POSITION_X, 16384), (Evdev.EV_ABS, Evdev.ABS_MT_POSITION_Y, 16384), report])
        script.frame(at: 60, [report, Evdev.key(Evdev.BTN_TOUCH, 0)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.protocolAScreen, script: script)],
            arguments: [TestDevices.protocolAScreen.node, "--events", "4"])
        #expect(output.lines == [
            "dev1 added \"Emulated Protocol A Screen\" caps=touch node=/dev/input/event42 size=- touches=-",
            "dev1 touch screen down c0 250.0,500.0",
            "dev1 touch screen move c0 500.0,500.0",
            "dev1 touch screen up c0 500.0,500.0",
        ], "stderr: \(output.stderr)")
    }

    @Test func mouseClickAndWheelDetentWithV120() throws {
        var script = EvemuScript()
        script.frame(at: 20, [(Evdev.EV_REL, Evdev.REL_X, 5), (Evdev.EV_REL, Evdev.REL_Y, -3)])
        script.frame(at: 40, [Evdev.key(Evdev.BTN_LEFT, 1)])
        script.frame(at: 60, [Evdev.key(Evdev.BTN_LEFT, 0)])
        // libinput debounces button releases (evdev-debounce.c) and so may deliver the release after
        // later events; the wheel comes well after the debounce timeout to keep the order fixed.
        script.frame(at: 200, [(Evdev.EV_REL, Evdev.REL_WHEEL, -1)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.wheelMouse, script: script)],
            arguments: [TestDevices.wheelMouse.node, "--events", "5"])
        try #require(output.lines.count == 5, "stderr: \(output.stderr)\nstdout: \(output.lines)")
        #expect(output.lines[0] == "dev1 added \"Emulated Wheel Mouse\" caps=pointer,scroll node=/dev/input/event43 size=- touches=-")
        #expect(output.lines[1].hasPrefix("dev1 motion "))
        #expect(Array(output.lines[2...]) == [
            "dev1 button left pressed",
            "dev1 button left released",
            // One detent down: 15° (libinput's default click angle) and 120 in v120 units. The legacy
            // POINTER_AXIS event libinput also sends must not add a second scroll.
            "dev1 scroll wheel 0.0,15.0 v120=0,120",
        ])
    }

    @Test func keyboardKeyPressAndRelease() throws {
        var script = EvemuScript()
        script.frame(at: 20, [Evdev.key(Evdev.KEY_A, 1)])
        script.frame(at: 40, [Evdev.key(Evdev.KEY_A, 0)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.keyboard, script: script)],
            arguments: [TestDevices.keyboard.node, "--events", "3"])
        #expect(output.lines == [
            "dev1 added \"Emulated Keyboard\" caps=keyboard node=/dev/input/event45 size=- touches=-",
            "dev1 key 30 pressed",
            "dev1 key 30 released",
        ], "stderr: \(output.stderr)")
    }

    @Test func ignoredDeviceProducesNoEvents() throws {
        var keys = EvemuScript()
        keys.frame(at: 10, [Evdev.key(Evdev.KEY_A, 1)])
        keys.frame(at: 15, [Evdev.key(Evdev.KEY_A, 0)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.keyboard, script: keys), .init(spec: TestDevices.multitouchScreen, script: Self.tapScript)],
            arguments: [TestDevices.keyboard.node, TestDevices.multitouchScreen.node, "--ignore", "keyboard", "--events", "3"])
        #expect(output.lines == [
            Self.mtAdded.replacingOccurrences(of: "dev1", with: "dev2"),
            "dev2 touch screen down c0 250.0,500.0",
            "dev2 touch screen up c0 250.0,500.0",
        ], "stderr: \(output.stderr)")
    }

    @Test func unplugMidTouchCancelsContactsBeforeDeviceRemoved() throws {
        // The finger stays down (its lift is 5 s away); the probe unplugs the device, through a udev
        // "remove" uevent that libinput's udev backend sees, right after the touch-down frame.
        var script = EvemuScript()
        script.frame(at: 20, Evdev.mtDown(slot: 0, id: 7, x: 1024, y: 2048) + [Evdev.key(Evdev.BTN_TOUCH, 1)])
        script.frame(at: 5000, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.multitouchScreen, script: script)],
            arguments: ["--seat", "seat0", "--unplug", TestDevices.multitouchScreen.node, "--events", "4"])
        #expect(output.lines == [
            Self.mtAdded,
            "dev1 touch screen down c0 250.0,500.0",
            "dev1 touch screen cancel c0 250.0,500.0",
            "dev1 removed",
        ], "stderr: \(output.stderr)")
    }

    @Test func longDragDeliversEveryFrameInOrder() throws {
        // 300 samples 4 ms apart (250 Hz, the top of the report rates in libinput.md §7), each one
        // frame. Also the run the latency figures in the report come from (`--latency`).
        var script = EvemuScript()
        script.frame(at: 20, Evdev.mtDown(slot: 0, id: 3, x: 0, y: 2048) + [Evdev.key(Evdev.BTN_TOUCH, 1)])
        for step in 1...299 { script.frame(at: 20 + 4 * step, Evdev.mtMove(slot: 0, x: step * 10)) }
        script.frame(at: 1220, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.multitouchScreen, script: script)],
            arguments: [TestDevices.multitouchScreen.node, "--events", "302", "--timeout-ms", "10000", "--latency"])
        try #require(output.lines.count == 302, "stdout: \(output.lines.suffix(3))\nstderr: \(output.stderr)")
        let moves = output.lines.dropFirst(2).dropLast()
        let xs = moves.compactMap { $0.split(separator: " ").last?.split(separator: ",").first.flatMap { Double($0) } }
        #expect(xs.count == 299 && zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "moves arrive once each, in order")
        #expect(output.lines.last?.hasPrefix("dev1 touch screen up c0 ") == true)
        #expect(output.raw.contains { $0.hasPrefix("# framework latency") && $0.contains("n=301") }, "\(output.raw.suffix(2))")
        #expect(output.raw.contains { $0.hasPrefix("# end-to-end latency") })
    }
}
