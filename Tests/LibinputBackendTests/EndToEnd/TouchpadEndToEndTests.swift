import EmulatedDevices
import Testing
import InputCore

/// Touchpad gestures from real libinput. libinput decides between scroll, swipe and pinch with
/// thresholds and timers of its own (evdev-mt-touchpad-gestures.c), so these tests check the shape
/// of the stream (kinds, phases, direction, end state) rather than every value.
@Suite("libinput touchpad end to end (umockdev)")
struct TouchpadEndToEndTests {
    typealias E = LibinputEndToEndTests.E

    /// Two fingers on the emulated touchpad, 300 units apart horizontally, moving together for 25
    /// frames 10 ms apart. `step` gives each finger's offset at a frame.
    static func twoFingerScript(step: (Int) -> (dx: Int, dy: Int)) -> EvemuScript {
        func fingers(_ offset: (dx: Int, dy: Int)) -> [E] {
            let left = (x: 400 - offset.dx, y: 300 + offset.dy), right = (x: 700 + offset.dx, y: 300 + offset.dy)
            return [(Evdev.EV_ABS, Evdev.ABS_MT_SLOT, 0), (Evdev.EV_ABS, Evdev.ABS_MT_POSITION_X, left.x), (Evdev.EV_ABS, Evdev.ABS_MT_POSITION_Y, left.y),
                    (Evdev.EV_ABS, Evdev.ABS_MT_SLOT, 1), (Evdev.EV_ABS, Evdev.ABS_MT_POSITION_X, right.x), (Evdev.EV_ABS, Evdev.ABS_MT_POSITION_Y, right.y),
                    (Evdev.EV_ABS, Evdev.ABS_X, left.x), (Evdev.EV_ABS, Evdev.ABS_Y, left.y)]
        }
        var script = EvemuScript()
        script.frame(at: 20, [(Evdev.EV_ABS, Evdev.ABS_MT_SLOT, 0), (Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, 1),
                              (Evdev.EV_ABS, Evdev.ABS_MT_SLOT, 1), (Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, 2)]
                     + fingers((0, 0)) + [(Evdev.EV_KEY, Evdev.BTN_TOUCH, 1), (Evdev.EV_KEY, Evdev.BTN_TOOL_DOUBLETAP, 1)])
        for frame in 1...25 { script.frame(at: 20 + 10 * frame, fingers(step(frame))) }
        script.frame(at: 300, [(Evdev.EV_ABS, Evdev.ABS_MT_SLOT, 0), (Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, -1),
                               (Evdev.EV_ABS, Evdev.ABS_MT_SLOT, 1), (Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, -1),
                               (Evdev.EV_KEY, Evdev.BTN_TOUCH, 0), (Evdev.EV_KEY, Evdev.BTN_TOOL_DOUBLETAP, 0)])
        return script
    }

    /// What libinput may send before it settles on scroll or pinch, depending on when its timers fire:
    /// pointer motion, or a two-finger hold (libinput ≥ 1.19) that the movement then cancels.
    static func isTimerDependentPreamble(_ line: String) -> Bool {
        line.hasPrefix("dev1 motion ") || line == "dev1 gesture hold begin fingers=2"
            || line == "dev1 gesture hold cancel fingers=2" || line == "dev1 gesture hold end fingers=2"
    }

    static let added =
        "dev1 added \"Emulated Touchpad\" caps=pointer,gesture,scroll node=/dev/input/event44 size=100.0x66.7mm touches=-"

    @Test func touchpadIsDetectedWithGestureCapability() throws {
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.touchpad, script: nil)],
            arguments: [TestDevices.touchpad.node, "--events", "1"])
        #expect(output.lines == [Self.added], "stderr: \(output.stderr)")
    }

    @Test func twoFingersMovingDownScrollWithFingerSourceAndEndWithStop() throws {
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.touchpad, script: Self.twoFingerScript { (0, 12 * $0) })],
            arguments: [TestDevices.touchpad.node, "--timeout-ms", "10000", "--until", "scroll finger 0.0,0.0 v120=0,0"])
        try #require(output.lines.count >= 3, "stdout: \(output.lines)\nstderr: \(output.stderr)")
        #expect(output.lines.first == Self.added)
        // Whether libinput decides "scroll" at the first or a later frame depends on its gesture timers
        // and so on scheduling; on a loaded machine a little pointer motion, or a hold gesture that the
        // movement then cancels, may come first. What must hold: the scroll is a finger scroll, it goes
        // down, and nothing else interleaves once it began.
        let body = Array(output.lines.dropFirst().dropLast())
        let firstScroll = try #require(body.firstIndex { $0.hasPrefix("dev1 scroll ") }, "no scroll at all: \(body)")
        #expect(body[..<firstScroll].allSatisfy(Self.isTimerDependentPreamble), "\(body)")
        let vertical = body[firstScroll...].map { line -> Double? in
            guard line.hasPrefix("dev1 scroll finger ") else { return nil }
            return line.split(separator: " ")[3].split(separator: ",").last.flatMap { Double($0) }
        }
        #expect(vertical.allSatisfy { ($0 ?? -1) >= 0 }, "only downward finger scrolls once scrolling: \(body)")
        #expect(vertical.compactMap { $0 }.reduce(0, +) > 100, "\(body)")
        // libinput ends a finger scroll with a zero-delta event (the "stop" a kinetic scroller needs).
        #expect(output.lines.last == "dev1 scroll finger 0.0,0.0 v120=0,0")
    }

    @Test func twoFingersSpreadingPinchOutToAScaleAboveTwo() throws {
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.touchpad, script: Self.twoFingerScript { (12 * $0, 0) })],
            arguments: [TestDevices.touchpad.node, "--timeout-ms", "10000", "--until", "gesture pinch end"])
        try #require(output.lines.count >= 4, "stdout: \(output.lines)\nstderr: \(output.stderr)")
        #expect(output.lines[0] == Self.added)
        let begin = try #require(output.lines.firstIndex { $0.hasPrefix("dev1 gesture pinch begin fingers=2 ") },
                                 "no pinch: \(output.lines)")
        #expect(output.lines[1..<begin].allSatisfy(Self.isTimerDependentPreamble), "\(output.lines)")
        let updates = output.lines[(begin + 1)...].dropLast()
        #expect(!updates.isEmpty && updates.allSatisfy { $0.hasPrefix("dev1 gesture pinch update fingers=2 ") })
        let end = try #require(output.lines.last)
        #expect(end.hasPrefix("dev1 gesture pinch end fingers=2 "))
        let scale = end.split(separator: " ").first { $0.hasPrefix("scale=") }.flatMap { Double($0.dropFirst(6)) }
        #expect((scale ?? 0) > 2, "fingers spread from 300 to 900 units apart: \(end)")
    }
}
