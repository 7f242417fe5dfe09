import Foundation
import InputCore
import UIKit

/// Issue 14's target: a moved frame of a one-finger drag in a scroll view holding 1,000 buttons costs at
/// most 1.5 × a plain one-finger drag frame (the touch-frame suite's `1 finger, drag, trace off`: the
/// 1,000-view tree with eight recognizers on the chain), measured in the same run.
///
/// The three workloads run in alternating rounds, so a change in machine load (other processes on the
/// benchmark machine) reaches all of them alike. The scroll view's drag alternates up and down, so the
/// content stays inside its range and every moved frame is the steady state of a drag: the pan changes,
/// `contentOffset` moves, the content's hit-testing origin moves with it.
@MainActor
enum ScrollViewSuite {
    /// A 1280 × 800 scroll view over a 10-column grid of 1,000 buttons (128 × 80 pt each, 8,000 pt tall).
    @MainActor final class ButtonFeed {
        let application: UIApplication
        let feed: UIScrollView
        private(set) var scrollCount = 0
        @MainActor final class Counter: UIScrollViewDelegate {
            var count = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { count += 1 }
        }
        let counter = Counter()

        init() {
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: GestureScene.screenSize))
            application = UIApplication.makeShared(screen: screen)
            let window = UIWindow(screen: screen)
            feed = UIScrollView(frame: window.bounds)
            feed.contentSize = CGSize(width: 1280, height: 8000)
            feed.contentOffset = CGPoint(x: 0, y: 3600)
            feed.delegate = counter
            for index in 0..<1000 {
                let button = UIButton(frame: CGRect(x: CGFloat(index % 10) * 128, y: CGFloat(index / 10) * 80, width: 128, height: 80))
                button.setTitle("Buy \(index)", for: .normal)
                button.addAction(UIAction { _ in }, for: .touchUpInside)
                feed.addSubview(button)
            }
            window.addSubview(feed)
            window.makeKeyAndVisible()
        }
    }

    /// A window with one full-screen view and a pan: the least a drag frame can cost.
    @MainActor final class PlainPan {
        let application: UIApplication
        private(set) var actions = 0
        init() {
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: GestureScene.screenSize))
            application = UIApplication.makeShared(screen: screen)
            let window = UIWindow(screen: screen)
            let view = UIView(frame: window.bounds)
            view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] _ in self.actions += 1 })
            window.addSubview(view)
            window.makeKeyAndVisible()
        }
    }

    static func run(into sheet: ResultSheet, options: BenchmarkOptions) {
        let rounds = 5
        let framesPerRound = max(options.samples / 2 / rounds, 120)
        var gesture: [Double] = []
        var scroll: [Double] = []
        var plain: [Double] = []
        var scrolled = 0
        for _ in 0..<rounds {
            // The touch-frame suite's 1-finger drag, as its own suite runs it.
            let scene = GestureScene()
            let workload = TouchFrameSuite.Workload(fingers: 1, motion: .drag, traced: false)
            let (steps, measuredFrom) = TouchFrameSuite.script(for: workload, scene: scene, moveFrames: framesPerRound)
            gesture += time(steps, from: measuredFrom, in: scene.application)

            let feed = ButtonFeed()
            let (feedSteps, feedFrom) = alternatingDrag(start: feed.application.clock.now, moveFrames: framesPerRound)
            scroll += time(feedSteps, from: feedFrom, in: feed.application)
            scrolled += feed.counter.count

            let pan = PlainPan()
            let (panSteps, panFrom) = alternatingDrag(start: pan.application.clock.now, moveFrames: framesPerRound)
            plain += time(panSteps, from: panFrom, in: pan.application)
            precondition(pan.actions > 0, "the plain pan never acted")
        }
        precondition(scrolled > 0, "the scroll view never scrolled; the workload is not exercised")
        let gestureDistribution = Distribution(gesture)
        let scrollDistribution = Distribution(scroll)
        let plainDistribution = Distribution(plain)
        sheet.addTiming(
            group: "scroll-view", name: "1 finger, drag in a scroll view of 1,000 buttons",
            detail: "moved frames only; UIScrollView 1280 × 800 over a 10 × 100 grid of UIButtons; trace off",
            scrollDistribution)
        sheet.addTiming(
            group: "scroll-view", name: "1 finger, drag, plain (baseline, same run)",
            detail: "the touch-frame suite's 1-finger drag: 1,000-view tree, 8 recognizers on the chain; trace off",
            gestureDistribution)
        sheet.addTiming(
            group: "scroll-view", name: "1 finger, drag, one view with a pan (same run)",
            detail: "the least a drag frame costs: one full-screen view, one pan; trace off",
            plainDistribution)
        let ratio = scrollDistribution.median / gestureDistribution.median
        sheet.add(ResultRow(
            group: "scroll-view", name: "scroll-view drag / plain drag, medians",
            detail: "scroll view of 1,000 buttons over the touch-frame 1-finger drag; over a lone pan: "
                + format(scrollDistribution.median / plainDistribution.median) + " ×",
            unit: "×", value: ratio, target: "≤ 1.5 ×", met: ratio <= 1.5))
    }

    /// One finger on the middle of the panel dragging 180 pt up, then 180 pt down, and so on (each drag a
    /// touch sequence of its own, 240 Hz frames), with warm-up cycles before `measuredFrom`.
    static func alternatingDrag(start: InputTime, moveFrames: Int) -> (steps: [TouchScript.Step], measuredFrom: Int) {
        var script = TouchScript(device: GestureScene.device.id, screenSize: GestureScene.screenSize, start: start)
        script.append(.deviceAdded(GestureScene.device))
        var up = true
        func cycle() {
            let from = up ? [CGPoint(x: 640, y: 490)] : [CGPoint(x: 640, y: 310)]
            script.drag(from: from, moves: 120, step: CGVector(dx: 0, dy: up ? -1.5 : 1.5))
            up.toggle()
        }
        for _ in 0..<10 { cycle() }
        let measuredFrom = script.steps.count
        for _ in 0..<max(moveFrames / 120, 1) { cycle() }
        return (script.steps, measuredFrom)
    }

    /// One finger that moves 15 pt up (a pan begins past its 10 pt), then trembles 1.5 pt back and forth for
    /// `frames` frames and lifts: after the first frames, a scroll view's content moves back and forth by
    /// 1.5 pt, so nothing enters or leaves a list whose rows are taller. The timed frames are the last
    /// `frames` moves, from `measuredFrom` (the first few trembles are left untimed: the frame after the pan
    /// begins places the list at its new offset).
    static func trembleDrag(start: InputTime, frames: Int) -> (steps: [TouchScript.Step], measuredFrom: Int) {
        var script = TouchScript(device: GestureScene.device.id, screenSize: GestureScene.screenSize, start: start)
        script.append(.deviceAdded(GestureScene.device))
        var point = CGPoint(x: 640, y: 490)
        script.frame([point], phase: .down)
        for _ in 0..<10 {
            point.y -= 1.5
            script.frame([point], phase: .move)
        }
        let warmUp = 4
        for index in 0..<(warmUp + frames) {
            script.frame([CGPoint(x: point.x, y: point.y + (index % 2 == 0 ? 1.5 : 0))], phase: .move)
        }
        script.frame([point], phase: .up)
        return (script.steps, script.steps.count - 1 - frames)
    }

    /// Times a ``trembleDrag(start:frames:)`` over `scrollView` (a table or a grid), each timed frame through
    /// ``TimedFrame`` (the event and its layout pass): the list's steady frame alone, the frame an alternating
    /// drag's median falls on. Callgrind counts it per frame under this caller of ``TimedFrame`` (run one list
    /// suite at a time to tell the table's from the grid's). `changed` counts the timed frames after which
    /// `visible` (the list's visible index paths) differed anyway.
    static func steadyDrag<Visible: Equatable>(of scrollView: UIScrollView, in application: UIApplication, frames: Int,
                                               visible: () -> Visible) -> (times: [Double], changed: Int) {
        let (steps, measuredFrom) = trembleDrag(start: application.clock.now, frames: frames)
        let offsetBefore = scrollView.contentOffset
        var times: [Double] = []
        times.reserveCapacity(frames)
        var changed = 0
        for (index, step) in steps.enumerated() {
            guard index >= measuredFrom, step.isMove else {
                application.handle(step.event)
                application.layoutPass()
                continue
            }
            let visibleBefore = visible()
            let start = MonotonicClock.nanoseconds()
            TimedFrame.run(step.event, in: application)
            let end = MonotonicClock.nanoseconds()
            times.append(Double(end &- start))
            if visible() != visibleBefore { changed += 1 }
        }
        precondition(scrollView.contentOffset != offsetBefore, "the steady drag never scrolled \(type(of: scrollView))")
        return (times, changed)
    }

    private static func time(_ steps: [TouchScript.Step], from measuredFrom: Int, in application: UIApplication) -> [Double] {
        var times: [Double] = []
        times.reserveCapacity(steps.count - measuredFrom)
        for (index, step) in steps.enumerated() {
            guard index >= measuredFrom, step.isMove else {
                application.handle(step.event)
                continue
            }
            let start = MonotonicClock.nanoseconds()
            application.handle(step.event)
            let end = MonotonicClock.nanoseconds()
            times.append(Double(end &- start))
        }
        return times
    }
}
