import InputCore
import UIKit

/// A pencil's moved frame against a finger's (issue 27): the same ``GestureScene`` (1,000 views, eight
/// recognizers on the chain), the same drag, trace off; one run alternates a finger drag on the
/// touchscreen and a pen drag on a pen display whose every event carries every axis (position, pressure,
/// distance, tilt x/y, rotation, slider). Only moved frames are timed: axis events with the tip down.
@MainActor
enum PencilFrameSuite {
    /// A pen display the size of the panel, reporting normalised positions as the evemu importer does.
    static let pen = DeviceDescription(
        id: DeviceID(2), name: "Benchmark Pen Display", capabilities: [.tabletTool], touchSurface: .direct,
        physicalSize: PhysicalSize(widthMillimetres: 271, heightMillimetres: 169))

    struct Step {
        var event: InputEvent
        var isMove: Bool
    }

    static func run(into sheet: ResultSheet, options: BenchmarkOptions) {
        let scene = GestureScene()
        let start = scene.application.clock.now
        // Both devices first, then cycles alternating finger and pen, so both meet the same caches and heap.
        let finger = fingerCycles(scene: scene, start: start)
        scene.application.handle(InputEvent(time: start, device: pen.id, payload: .deviceAdded(pen)))
        var fingerTimes: [Double] = [], penTimes: [Double] = []
        let cycles = max(options.samples / 2 / 120, 1) + 10
        var time = start
        for cycle in 0..<cycles {
            for step in finger(time) { measure(step, scene: scene, into: &fingerTimes, warm: cycle < 10) }
            time = time.advanced(bySeconds: 0.6 + 120.0 / 240)
            for step in penCycle(from: scene.fingerSpots[0], start: time) { measure(step, scene: scene, into: &penTimes, warm: cycle < 10) }
            time = time.advanced(bySeconds: 0.6 + 120.0 / 240)
        }
        precondition(scene.actionCount > 0, "no recognizer action fired; the scene is not exercised")
        let fingerDistribution = Distribution(fingerTimes), penDistribution = Distribution(penTimes)
        sheet.addTiming(
            group: "pencil-frame", name: "1 finger, drag, trace off (same run)",
            detail: "moved frames only; \(scene.shape.summary); the touch-frame suite's drag", fingerDistribution)
        sheet.addTiming(
            group: "pencil-frame", name: "pencil, drag, all axes, trace off",
            detail: "axis events with the tip down: position, pressure, distance, tilt x/y, rotation, slider; same scene",
            penDistribution)
        let ratio = penDistribution.median / fingerDistribution.median
        sheet.add(ResultRow(
            group: "pencil-frame", name: "pencil moved frame / finger moved frame, medians", detail: "same run, alternating cycles",
            unit: "×", value: ratio, target: "≤ 1.2 ×", met: ratio <= 1.2))
    }

    private static func measure(_ step: Step, scene: GestureScene, into times: inout [Double], warm: Bool) {
        guard step.isMove, !warm else {
            scene.application.handle(step.event)
            return
        }
        let begin = MonotonicClock.nanoseconds()
        scene.application.handle(step.event)
        let end = MonotonicClock.nanoseconds()
        times.append(Double(end &- begin))
    }

    /// The touch-frame suite's one-finger drag cycle, rebased to a start time.
    private static func fingerCycles(scene: GestureScene, start: InputTime) -> (InputTime) -> [Step] {
        scene.application.handle(InputEvent(time: start, device: GestureScene.device.id, payload: .deviceAdded(GestureScene.device)))
        let spot = scene.fingerSpots[0]
        return { time in
            var script = TouchScript(device: GestureScene.device.id, screenSize: GestureScene.screenSize, start: time)
            script.drag(from: [spot], moves: 120, step: CGVector(dx: 1.5, dy: 0.5))
            return script.takeSteps().map { Step(event: $0.event, isMove: $0.isMove) }
        }
    }

    /// The pen comes near, touches down at `spot`, draws the finger's path at 240 Hz with every axis
    /// changing, lifts and leaves.
    private static func penCycle(from spot: CGPoint, start: InputTime) -> [Step] {
        var steps: [Step] = []
        var time = start
        var point = spot
        let tool = TabletTool(type: .pen, serial: 0x1234, toolID: 0x802)
        func event(_ phase: TabletToolPhase, pressure: Double, distance: Double, index: Int, isMove: Bool) {
            let axes = TabletAxes(
                position: InputPoint(x: Double(point.x / GestureScene.screenSize.width), y: Double(point.y / GestureScene.screenSize.height)),
                pressure: pressure, distance: distance, tiltX: Double(index % 40 - 20), tiltY: Double(20 - index % 40),
                rotation: Double(index % 360), slider: Double(index % 20) / 20 - 0.5)
            steps.append(Step(
                event: InputEvent(time: time, device: pen.id, payload: .tabletTool(TabletToolEvent(tool: tool, phase: phase, axes: axes))),
                isMove: isMove))
            time = time.advanced(byMicroseconds: TouchScript.frameInterval)
        }
        event(.proximityIn, pressure: 0, distance: 0.3, index: 0, isMove: false)
        event(.tipDown, pressure: 0.3, distance: 0, index: 0, isMove: false)
        for index in 1...120 {
            point = CGPoint(x: point.x + 1.5, y: point.y + 0.5)
            event(.axis, pressure: 0.3 + Double(index % 50) / 100, distance: 0, index: index, isMove: true)
        }
        event(.tipUp, pressure: 0, distance: 0.1, index: 0, isMove: false)
        event(.proximityOut, pressure: 0, distance: 0.3, index: 0, isMove: false)
        return steps
    }
}
