import Foundation
import InputCore
import UIKit

/// Our side of the Qt Quick dispatch comparison (`Benchmarks/peers/qtquick-dispatch`): `uikit-bench
/// --peer qtquick-dispatch` prints the rows the Qt program prints, in the same line format, from the same
/// scenes and scripts:
///
/// - hit tests on the balanced 1,000, 10,000 and 100,000-view trees at the same 4,096 seeded points;
/// - touch frames on ``GestureScene`` — the touch-down, every moved frame and the lift, for 1 and 10
///   fingers, dragging and resting — each `UIApplication.handle(_:)` timed on its own, trace off.
///
/// Each line is `ROW <tab> group <tab> measurement <tab> median µs <tab> p99 µs`; the part's run.sh
/// runs both programs alternately and joins the lines into rows of `Benchmarks/results/peers.json`.
@MainActor
enum PeerDispatchSuite {
    static func run(options: BenchmarkOptions) {
        if options.runs("hit-test") { runHitTests(samples: options.samples) }
        if options.runs("touch-frame") { runTouchFrames(cycles: options.peerCycles, only: options.peerWorkload, traced: options.peerTraced) }
    }

    static func printRow(group: String, measurement: String, _ distribution: Distribution) {
        print("ROW\t\(group)\t\(measurement)\t\(String(format: "%.4f", distribution.median / 1000))\t\(String(format: "%.4f", distribution.p99 / 1000))")
    }

    private static func runHitTests(samples: Int) {
        let screenSize = HitTestSuite.screenSize
        for count in [1_000, 10_000, 100_000] {
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: screenSize))
            UIApplication.makeShared(screen: screen)
            let window = UIWindow(screen: screen)
            let (root, _) = ViewTree.balanced(count: count, fanOut: 10, size: screenSize, kind: "balanced")
            window.addSubview(root)
            window.makeKeyAndVisible()
            var random = SeededRandom(seed: 0x5EED_0000 &+ UInt64(count))
            let points = (0..<4096).map { _ in
                CGPoint(x: random.unit() * screenSize.width, y: random.unit() * screenSize.height)
            }
            var hits = 0
            let distribution = OperationTimer.measure(warmUp: samples / 10, samples: samples) { index in
                if window.hitTest(points[index & 4095], with: nil) != nil { hits &+= 1 }
            }
            precondition(hits > 0, "hit testing \(count) views found no view")
            printRow(group: "hit-test", measurement: "balanced \(count) views", distribution)
            window.isHidden = true
        }
    }

    /// A moved frame, in a function of its own so a profile can collect moved frames alone:
    /// `valgrind --tool=callgrind --toggle-collect='*handleMovedFrame*' uikit-bench --peer qtquick-dispatch …`.
    @inline(never)
    static func handleMovedFrame(_ event: InputEvent, in application: UIApplication) {
        application.handle(event)
    }

    private static func runTouchFrames(cycles: Int, only: String?, traced: Bool) {
        for fingers in [1, 10] {
            for motion in [TouchFrameSuite.Motion.drag, .resting] {
                let name = "\(fingers) finger\(fingers == 1 ? "" : "s"), \(motion.rawValue)"
                if let only, only != name { continue }
                let workload = TouchFrameSuite.Workload(fingers: fingers, motion: motion, traced: false)
                let scene = GestureScene()
                if traced { scene.application.trace.addObserver(CountingTraceObserver()) }
                let movesPerCycle = motion == .drag ? 120 : 96
                let (steps, measuredFrom) = TouchFrameSuite.script(for: workload, scene: scene, moveFrames: cycles * movesPerCycle)
                var down: [Double] = [], moved: [Double] = [], lift: [Double] = []
                for (index, step) in steps.enumerated() {
                    guard index >= measuredFrom, let phase = step.phase else {
                        scene.application.handle(step.event)
                        continue
                    }
                    let start = MonotonicClock.nanoseconds()
                    switch phase {
                    case .move: handleMovedFrame(step.event, in: scene.application)
                    default: scene.application.handle(step.event)
                    }
                    let elapsed = Double(MonotonicClock.nanoseconds() &- start)
                    switch phase {
                    case .down: down.append(elapsed)
                    case .move: moved.append(elapsed)
                    default: lift.append(elapsed)
                    }
                }
                precondition(scene.actionCount > 0 || (fingers > 1 && motion == .resting),
                             "\(workload.name): no recognizer action fired; the scene is not exercised")
                printRow(group: "touch-frame", measurement: "\(name), down", Distribution(down))
                printRow(group: "touch-frame", measurement: "\(name), moved", Distribution(moved))
                printRow(group: "touch-frame", measurement: "\(name), lift", Distribution(lift))
            }
        }
    }
}
