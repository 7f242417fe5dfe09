import Foundation
import Testing
import UIKitTesting

/// The interactive pop through real dispatch: a finger from the left edge drags the top view, and the
/// release completes or cancels it, with the appearance callbacks iOS delivers and the trace saying why.
@MainActor
@Suite struct InteractivePopGestureRecognizerTests {
    /// Drags from `start` to `end` over `duration`, then holds still for `hold` seconds before lifting (so
    /// the release velocity is about zero), or lifts at once.
    func drag(_ scene: NavigationScene, from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, hold: TimeInterval = 0.1) {
        let finger = scene.screen.down(at: start)
        finger.move(to: end, duration: duration)
        if hold > 0 { scene.harness.advance(by: hold) }
        finger.lift()
    }

    @Test func theTopViewFollowsTheFingerAndTheViewBelowSlidesIn() {
        let scene = NavigationScene(["A", "B"])
        let finger = scene.screen.down(at: CGPoint(x: 4, y: 400))
        finger.move(to: CGPoint(x: 104, y: 400), duration: 0.2)
        let recognizer = scene.navigation.interactivePopGestureRecognizer
        #expect(recognizer?.state == .changed)
        #expect(scene.log.entries == [
            "B willMove(toParent: nil)", "B viewWillDisappear [fromParent]", "A viewWillAppear", "delegate willShow A",
        ])
        let top = scene.controllers[1].view!, below = scene.controllers[0].view!
        let offset = top.frame.minX
        #expect(offset > 80 && offset <= 100, "the top view is where the finger moved it (less the hysteresis)")
        #expect(below.superview === scene.navigation.view)
        #expect(abs(below.frame.minX - (-120 * (1 - offset / 400))) < 0.5)
        finger.move(to: CGPoint(x: 304, y: 400), duration: 0.2)
        #expect(top.frame.minX > offset + 150)
        finger.cancel()
    }

    @Test func aSlowReleasePastHalfTheWidthCompletesThePop() {
        let scene = NavigationScene(["A", "B"])
        drag(scene, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 260, y: 400))
        #expect(scene.harness.traceLines(containing: "completed: moved").count == 1)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        scene.harness.advance(by: UINavigationController.transitionDuration)
        #expect(scene.log.entries == [
            "B willMove(toParent: nil)", "B viewWillDisappear [fromParent]", "A viewWillAppear", "delegate willShow A",
            "B viewDidDisappear [fromParent]", "A viewDidAppear", "B didMove(toParent: nil)", "delegate didShow A",
        ])
        #expect(scene.controllers[1].view.superview == nil)
        #expect(scene.controllers[0].view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(scene.navigation.navigationBar.topItem === scene.controllers[0].navigationItem)
    }

    @Test func aSlowReleaseShortOfHalfCancelsAndRestoresTheAppearanceInIOSOrder() {
        let scene = NavigationScene(["A", "B"])
        drag(scene, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 150, y: 400))
        let lines = scene.harness.traceLines(containing: "interactive pop of")
        #expect(lines.contains { $0.contains("cancelled: moved") && $0.contains("≤ half the width 200.0 pt") })
        scene.harness.advance(by: UINavigationController.transitionDuration)
        #expect(scene.log.entries == [
            "B willMove(toParent: nil)", "B viewWillDisappear [fromParent]", "A viewWillAppear", "delegate willShow A",
            "A viewWillDisappear", "A viewDidDisappear", "B viewWillAppear", "B viewDidAppear",
        ])
        #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(scene.controllers[1].parent === scene.navigation)
        #expect(scene.controllers[0].view.superview == nil)
        #expect(scene.controllers[1].view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(scene.navigation.navigationBar.topItem === scene.controllers[1].navigationItem)
        // The same controller can be popped afterwards as usual.
        scene.log.clear()
        scene.navigation.popViewController(animated: false)
        #expect(scene.log.entries.contains("B viewDidDisappear [fromParent]"))
    }

    @Test func aFastFlickCompletesEvenShortOfHalf() {
        let scene = NavigationScene(["A", "B"])
        drag(scene, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.1, hold: 0)
        #expect(scene.harness.traceLines(containing: "completed: flicked at").count == 1)
        scene.harness.advance(by: 1)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    }

    @Test func aDragThatStartsMidScreenNeverPops() {
        let scene = NavigationScene(["A", "B"])
        drag(scene, from: CGPoint(x: 100, y: 400), to: CGPoint(x: 380, y: 400))
        #expect(scene.navigation.viewControllers.count == 2)
        #expect(scene.log.entries.isEmpty)
        #expect(scene.harness.traceLines(containing: "interactivePop").contains {
            $0.contains("failed") && $0.contains("from the left edge > edgeRegionWidth 20.0 pt")
        })
    }

    @Test func itIsDisabledAtTheRoot() {
        let scene = NavigationScene(["A"])
        drag(scene, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(scene.log.entries.isEmpty)
        #expect(scene.harness.traceLines(containing: "at the root view controller: nothing to pop").count == 1)
    }

    @Test func itWinsOverACellsSwipePanAtTheEdgeButNotElsewhere() {
        let scene = NavigationScene(["A", "B"])
        // A row-like view with a pan recognizer standing in for a table view cell's swipe actions.
        let cell = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 44))
        cell.accessibilityIdentifier = "cell"
        var swipes: [UIGestureRecognizer.State] = []
        let swipe = UIPanGestureRecognizer { recognizer in swipes.append(recognizer.state) }
        swipe.name = "cellSwipe"
        cell.addGestureRecognizer(swipe)
        scene.controllers[1].view.addSubview(cell)
        drag(scene, from: CGPoint(x: 5, y: 120), to: CGPoint(x: 250, y: 120))
        #expect(swipes.isEmpty, "the cell's pan waited for the pop and failed when it began")
        #expect(scene.harness.traceLines(containing: "cellSwipe").contains { $0.contains("failed") })
        scene.harness.advance(by: 1)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])

        // Mid-row, the pop fails at touch-down and the swipe begins without waiting.
        scene.navigation.pushViewController(scene.controllers[1], animated: false)
        drag(scene, from: CGPoint(x: 300, y: 120), to: CGPoint(x: 100, y: 120))
        #expect(swipes.first == .began)
        #expect(scene.navigation.viewControllers.count == 2)
    }

    @Test func aVerticalDragFromTheEdgeLeavesTheContentPanItsTouches() {
        let scene = NavigationScene(["A", "B"])
        var pans: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { recognizer in pans.append(recognizer.state) }
        scene.controllers[1].view.addGestureRecognizer(pan)
        drag(scene, from: CGPoint(x: 5, y: 300), to: CGPoint(x: 8, y: 600))
        #expect(pans.first == .began, "the pop failed (moved along the edge) and the waiting pan began")
        #expect(pans.last == .ended)
        #expect(scene.navigation.viewControllers.count == 2)
    }

    @Test func aContactTheDeviceCancelsCancelsThePop() {
        let scene = NavigationScene(["A", "B"])
        let finger = scene.screen.down(at: CGPoint(x: 5, y: 400))
        finger.move(to: CGPoint(x: 300, y: 400), duration: 0.3)
        finger.cancel()
        #expect(scene.harness.traceLines(containing: "cancelled: the gesture was cancelled").count == 1)
        scene.harness.advance(by: 1)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(scene.log.entries.last == "B viewDidAppear")
        #expect(scene.harness.traceLines(containing: "interactive pop cancelled: showing StackedController(\"B\") again").count == 1)
    }

    @Test func touchesDuringTheReleaseAnimationAreRefusedAndPopsWaitForIt() {
        let scene = NavigationScene(["A", "B", "C"])
        drag(scene, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        // While C slides out, a second edge drag is refused (a transition is in progress) and a pop in code
        // completes the running one first, then pops B.
        let second = scene.screen.down(at: CGPoint(x: 5, y: 400))
        #expect(scene.harness.traceLines(containing: "a pop is in progress").count == 1)
        second.lift()
        scene.navigation.popViewController(animated: false)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        #expect(scene.controllers[2].parent == nil && scene.controllers[1].parent == nil)
    }

    @Test func overAScrollViewTheEdgeDragPopsAndAVerticalOneScrolls() {
        let scene = NavigationScene(["A", "B"])
        let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        feed.contentSize = CGSize(width: 400, height: 4000)
        scene.controllers[1].view.addSubview(feed)
        drag(scene, from: CGPoint(x: 5, y: 600), to: CGPoint(x: 8, y: 300))
        #expect(feed.contentOffset.y > 200, "a vertical drag from the edge scrolls the feed")
        #expect(scene.navigation.viewControllers.count == 2)
        let scrolled = feed.contentOffset
        drag(scene, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 410))
        #expect(feed.contentOffset == scrolled, "the feed's pan waited for the pop and failed")
        scene.harness.advance(by: 1)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    }
}
