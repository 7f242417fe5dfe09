import EmulatedDevices
import Foundation
import Testing
import InputCore

/// The parts of a libinput session beyond reading a device that is already there: a device plugged in
/// while the seat is open, a suspension (session switch) in the middle of a touch, libinput read through
/// the framework's `EventLoop` (stopped by a condition or its deadline), and the latency measurement the
/// benchmarks use.
@Suite("libinput sessions end to end (umockdev)")
struct SessionEndToEndTests {
    typealias T = LibinputEndToEndTests

    @Test func deviceHotpluggedIntoTheSeatIsAddedAndItsTapReachesUIKit() throws {
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.multitouchScreen, script: T.tapScript)],
            arguments: ["--seat", "seat0", "--hotplug-after-ms", "200", "--until", "up c0", "--uikit", "--timeout-ms", "10000"])
        let events = output.lines.filter { !$0.hasPrefix("uikit ") }
        #expect(events == [T.mtAdded, "dev1 touch screen down c0 250.0,500.0", "dev1 touch screen up c0 250.0,500.0"],
                "stdout: \(output.raw)\nstderr: \(output.stderr)")
        #expect(output.lines.contains("uikit action tap (ended)"), "stdout: \(output.raw)")
    }

    @Test func suspendingMidTouchCancelsItOnceRemovesTheDeviceAndResumeAddsItBackWithANewID() throws {
        var script = EvemuScript()
        script.frame(at: 20, Evdev.mtDown(slot: 0, id: 3, x: 1024, y: 2048) + [Evdev.key(Evdev.BTN_TOUCH, 1)])
        script.frame(at: 3000, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.multitouchScreen, script: script)],
            arguments: [TestDevices.multitouchScreen.node, "--suspend-after-downs", "1", "--until", "dev2 added", "--uikit", "--timeout-ms", "10000"])
        let events = output.lines.filter { !$0.hasPrefix("uikit ") }
        #expect(events == [
            T.mtAdded,
            "dev1 touch screen down c0 250.0,500.0",
            "dev1 touch screen cancel c0 250.0,500.0",
            "dev1 removed",
            T.mtAdded.replacingOccurrences(of: "dev1", with: "dev2"),
        ], "stdout: \(output.raw)\nstderr: \(output.stderr)")
        let uikit = output.lines.filter { $0.hasPrefix("uikit deliver") }
        #expect(uikit == ["uikit deliver touchesBegan → canvas t1", "uikit deliver touchesCancelled → canvas t1"],
                "stdout: \(output.raw)")
    }

    @Test func eventLoopDeliversEventsAndStopsAtTheStopCondition() throws {
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.multitouchScreen, script: T.tapScript)],
            arguments: [TestDevices.multitouchScreen.node, "--run-loop", "--events", "3"])
        #expect(output.status == 0)
        #expect(output.lines == [T.mtAdded, "dev1 touch screen down c0 250.0,500.0", "dev1 touch screen up c0 250.0,500.0"],
                "stderr: \(output.stderr)")
    }

    @Test func eventLoopReturnsAtTheDeadlineWithoutEvents() throws {
        // No events after the device is added: only the deadline, which the loop sleeps no longer than, ends it.
        let output = try ProbeHarness.run(
            devices: [.init(spec: TestDevices.keyboard, script: nil)],
            arguments: [TestDevices.keyboard.node, "--run-loop", "--timeout-ms", "300"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(output.lines.count == 1 && output.lines[0].hasPrefix("dev1 added \"Emulated Keyboard\""),
                "stdout: \(output.raw)")
    }

    @Test func latencyRunMeasuresEveryTouchFrameOfAGeneratedDrag() throws {
        let output = try ProbeHarness.run(
            devices: [],
            arguments: ["--emulate", "multitouch-screen", "--emulate-drag", "20", TestDevices.multitouchScreen.node,
                        "--uikit", "--quiet", "--latency-json", "--until", "up c0", "--timeout-ms", "10000"])
        let json = try #require(output.raw.last(where: { $0.hasPrefix("{") }), "stdout: \(output.raw)\nstderr: \(output.stderr)")
        #expect(output.raw == [json], "--quiet prints nothing but the figures: \(output.raw)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        // One down frame, 20 motion frames, one up frame.
        #expect(object["samples"] as? Int == 22, "\(json)")
        #expect(object["delivery"] as? String == "uikit")
        for key in ["median_us", "p99_us", "uikit_dispatch_median_us", "uikit_dispatch_p99_us", "end_to_end_median_us", "end_to_end_p99_us"] {
            let value = try #require(object[key] as? Int, "\(key) missing in \(json)")
            #expect(value >= 0)
        }
        #expect(object["uikit_dispatch_cpu_median_us"] == nil, "CPU time is only measured with --latency-cpu: \(json)")
    }

    /// `--latency-cpu` adds the thread's CPU time during each UIKit dispatch, read inside the dispatch's wall
    /// window: per sample at most its wall time, so its median and p99 are at most the wall's (one µs of
    /// rounding between the two clocks' truncations).
    @Test func latencyCPURunReportsCPUTimeWithinTheDispatchWallTime() throws {
        let output = try ProbeHarness.run(
            devices: [],
            arguments: ["--emulate", "pen-tablet", "--emulate-drag", "20", TestDevices.penTablet.node,
                        "--uikit", "--quiet", "--latency-json", "--latency-cpu", "--events", "27",
                        "--timeout-ms", "10000"])
        let json = try #require(output.raw.last(where: { $0.hasPrefix("{") }), "stdout: \(output.raw)\nstderr: \(output.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let samples = try #require(object["samples"] as? Int, "\(json)")
        #expect(samples > 0, "\(json)")
        let wall = try #require(object["uikit_dispatch_median_us"] as? Int, "\(json)")
        let cpu = try #require(object["uikit_dispatch_cpu_median_us"] as? Int, "uikit_dispatch_cpu_median_us missing in \(json)")
        let wallP99 = try #require(object["uikit_dispatch_p99_us"] as? Int, "\(json)")
        let cpuP99 = try #require(object["uikit_dispatch_cpu_p99_us"] as? Int, "\(json)")
        #expect(cpu >= 0 && cpu <= wall + 1, "\(json)")
        #expect(cpuP99 >= 0 && cpuP99 <= wallP99 + 1, "\(json)")
    }
}
