import CMallocCounter
import InputCore
import UIKit

/// One touch frame dispatched through ``GestureScene`` (1,000 views, eight recognizers on the chain):
/// `UIApplication.handle(_:)` for a frame in which 1 or 10 fingers moved, with the trace off and on.
/// The same runs, repeated with the counting allocator on, give heap allocations per moved frame; a
/// replay of ten fingers at 240 Hz gives the framework's CPU share of real time.
@MainActor
enum TouchFrameSuite {
    enum Motion: String {
        /// Fingers land, travel 180 pt in 0.5 s and lift: the pan recognizes after 10 pt and the others
        /// fail, so most frames are the steady state of a recognized pan.
        case drag
        /// Fingers rest, trembling under a point for 0.4 s, then lift: every frame is dispatched with all
        /// eight recognizers still undecided (the most work per frame), and the lift is a tap.
        case resting
    }

    struct Workload {
        var fingers: Int
        var motion: Motion
        var traced: Bool
        var name: String { "\(fingers) finger\(fingers == 1 ? "" : "s"), \(motion.rawValue), trace \(traced ? "on" : "off")" }
    }

    static func run(into sheet: ResultSheet, options: BenchmarkOptions) {
        var workloads: [Workload] = []
        for traced in [false, true] {
            for fingers in [1, 10] {
                for motion in [Motion.drag, .resting] { workloads.append(Workload(fingers: fingers, motion: motion, traced: traced)) }
            }
        }
        for workload in workloads {
            let scene = GestureScene()
            let (steps, measuredFrom) = script(for: workload, scene: scene, moveFrames: options.samples / 2)
            let trace = CountingTraceObserver()
            if workload.traced { scene.application.trace.addObserver(trace) }
            var times: [Double] = []
            times.reserveCapacity(steps.count)
            for (index, step) in steps.enumerated() {
                guard index >= measuredFrom, step.isMove else {
                    scene.application.handle(step.event)
                    continue
                }
                let start = MonotonicClock.nanoseconds()
                scene.application.handle(step.event)
                let end = MonotonicClock.nanoseconds()
                times.append(Double(end &- start))
            }
            // Ten resting fingers make no gesture (the taps want one finger); everything else fires actions.
            precondition(scene.actionCount > 0 || (workload.fingers > 1 && workload.motion == .resting),
                         "\(workload.name): no recognizer action fired; the scene is not exercised")
            precondition(!workload.traced || trace.count > 0, "\(workload.name): the trace saw nothing")
            let oneFinger = workload.fingers == 1
            sheet.addTiming(
                group: "touch-frame", name: workload.name,
                detail: "moved frames only; \(scene.shape.summary); 8 recognizers on the chain"
                    + (workload.traced ? "; \(trace.count) trace entries" : ""),
                Distribution(times),
                medianTargetMicroseconds: oneFinger ? 5 : nil, p99TargetMicroseconds: oneFinger ? 25 : nil)
        }
        measurePanelShare(into: sheet, options: options)
    }

    /// The same workload, run again with the counting allocator on around each moved frame.
    static func runAllocations(into sheet: ResultSheet, options: BenchmarkOptions) {
        for traced in [false, true] {
            for fingers in [1, 10] {
                for motion in [Motion.drag, .resting] {
                    let workload = Workload(fingers: fingers, motion: motion, traced: traced)
                    let scene = GestureScene()
                    let (steps, measuredFrom) = script(for: workload, scene: scene, moveFrames: 2_000)
                    if traced { scene.application.trace.addObserver(CountingTraceObserver()) }
                    var perFrame: [Double] = []
                    for (index, step) in steps.enumerated() {
                        guard index >= measuredFrom, step.isMove else {
                            scene.application.handle(step.event)
                            continue
                        }
                        malloc_counter_set_enabled(1)
                        let before = malloc_counter_read().allocations
                        scene.application.handle(step.event)
                        let after = malloc_counter_read().allocations
                        malloc_counter_set_enabled(0)
                        perFrame.append(Double(after - before))
                    }
                    precondition(malloc_counter_is_active() != 0, "the counting allocator is not in use")
                    let distribution = Distribution(perFrame)
                    sheet.add(ResultRow(
                        group: "allocations", name: workload.name,
                        detail: "heap allocations in one moved frame, steady state (after warm-up); "
                            + "median \(format(distribution.median)), max \(format(distribution.maximum))",
                        unit: "allocations/frame", median: distribution.median, p99: distribution.p99,
                        value: distribution.mean, samples: distribution.count))
                }
            }
        }
    }

    /// Ten fingers dragging at 240 Hz for many seconds of input time, replayed as fast as possible: the
    /// process CPU time it takes over the input's own duration is the share of one core the framework
    /// would use on a real 10-finger 240 Hz panel (2,400 contact updates a second).
    private static func measurePanelShare(into sheet: ResultSheet, options: BenchmarkOptions) {
        let scene = GestureScene()
        let workload = Workload(fingers: 10, motion: .drag, traced: false)
        let (steps, measuredFrom) = script(for: workload, scene: scene, moveFrames: options.quick ? 5_000 : 30_000)
        for step in steps[..<measuredFrom] { scene.application.handle(step.event) }
        let measured = steps[measuredFrom...]
        guard let first = measured.first?.event.time, let last = measured.last?.event.time else { return }
        let cpuStart = MonotonicClock.processCPUNanoseconds()
        for step in measured { scene.application.handle(step.event) }
        let cpu = Double(MonotonicClock.processCPUNanoseconds() - cpuStart)
        let inputSeconds = Double(last.microseconds - first.microseconds) / 1_000_000
        let share = cpu / 1e9 / inputSeconds * 100
        sheet.add(ResultRow(
            group: "touch-frame", name: "10-finger 240 Hz panel, CPU share",
            detail: "CPU time \(format(cpu / 1e6)) ms for \(format(inputSeconds)) s of input (\(measured.count) events: "
                + "downs, moves, lifts, pauses); per 8.33 ms frame at 120 Hz: \(format(share / 100 * 8_333)) µs",
            unit: "% of one core", value: share))
    }

    /// The events for `workload`: the device, warm-up cycles, then cycles until `moveFrames` moved frames
    /// follow `measuredFrom`.
    static func script(for workload: Workload, scene: GestureScene, moveFrames: Int) -> (steps: [TouchScript.Step], measuredFrom: Int) {
        var script = TouchScript(device: GestureScene.device.id, screenSize: GestureScene.screenSize, start: scene.application.clock.now)
        script.append(.deviceAdded(GestureScene.device))
        let fingers = Array(scene.fingerSpots.prefix(workload.fingers))
        let movesPerCycle = workload.motion == .drag ? 120 : 96
        func cycle() {
            switch workload.motion {
            case .drag: script.drag(from: fingers, moves: movesPerCycle, step: CGVector(dx: 1.5, dy: 0.5))
            case .resting: script.hold(at: fingers, moves: movesPerCycle)
            }
        }
        for _ in 0..<10 { cycle() }
        let measuredFrom = script.steps.count
        for _ in 0..<max(moveFrames / movesPerCycle, 1) { cycle() }
        return (script.steps, measuredFrom)
    }
}
