import Testing
import UIKitTesting

@MainActor
@Suite struct SwipeGestureRecognizerTests {
    /// A swipe on a view filling the window; `states` collects its actions.
    @MainActor private final class Scene {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let swipe = UISwipeGestureRecognizer()
        let screen: VirtualTouchscreen
        var states: [String] = []

        init(direction: UISwipeGestureRecognizer.Direction = .right) {
            harness.window.addSubview(view)
            swipe.direction = direction
            view.addGestureRecognizer(swipe)
            screen = harness.touchscreen()
            swipe.addAction { [unowned self] recognizer in self.states.append("\(recognizer.state)") }
        }

        /// One finger down at (200, 400), `elapsed` seconds later one move of `distance` points at
        /// `degrees` clockwise from +x, then a lift.
        func flick(distance: CGFloat, degrees: Double = 0, after elapsed: TimeInterval) {
            let finger = screen.down(at: CGPoint(x: 200, y: 400))
            harness.advance(by: elapsed)
            let radians = degrees * Double.pi / 180
            finger.move(by: distance * CGFloat(cos(radians)), distance * CGFloat(sin(radians)))
            finger.lift()
        }
    }

    // Requirements at elapsed t (defaults): distance 50 − 50·t pt, angle 40 − 40·t degrees.

    @Test func fastSwipeJustOverTheRequiredDistanceRecognizes() {
        let scene = Scene()
        scene.flick(distance: 45.1, after: 0.1)
        #expect(scene.states == ["ended"])
        #expect(scene.harness.traceLines(containing: "ended: moved 45.1 pt at 0.0° from right after 0.100 s: ≥ 45.0 pt within 36.0°").count == 1)
    }

    @Test func fastSwipeJustUnderTheRequiredDistanceFails() {
        let scene = Scene()
        scene.flick(distance: 44.9, after: 0.1)
        #expect(scene.states.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: touches lifted after moving 44.9 pt < required 45.0 pt at 0.100 s").count == 1)
    }

    @Test func slowSwipeNeedsLessDistance() {
        let scene = Scene()
        scene.flick(distance: 27.4, after: 0.45)
        #expect(scene.states.isEmpty)
        scene.flick(distance: 27.6, after: 0.45)
        #expect(scene.states == ["ended"])
    }

    @Test func fastSwipeToleratesAWiderAngle() {
        let scene = Scene()
        scene.flick(distance: 60, degrees: 35.9, after: 0.1)
        #expect(scene.states == ["ended"])
        scene.flick(distance: 60, degrees: 36.1, after: 0.1)
        #expect(scene.states == ["ended"])
        #expect(scene.harness.traceLines(containing: "failed: moved 60.0 pt at 36.1° from right after 0.100 s: angle > allowed 36.0°").count == 1)
    }

    @Test func slowSwipeNeedsHigherPrecision() {
        let scene = Scene()
        scene.flick(distance: 60, degrees: -21.9, after: 0.45)
        #expect(scene.states == ["ended"])
        scene.flick(distance: 60, degrees: -22.1, after: 0.45)
        #expect(scene.states == ["ended"])
        // The same 30° flick counts when fast but not when slow.
        scene.flick(distance: 60, degrees: 30, after: 0.05)
        scene.flick(distance: 60, degrees: 30, after: 0.45)
        #expect(scene.states == ["ended", "ended"])
    }

    @Test func swipeMustHappenWithinMaximumDuration() {
        let scene = Scene()
        scene.flick(distance: 30, after: 0.499)
        #expect(scene.states == ["ended"])
        scene.flick(distance: 100, after: 0.501)
        #expect(scene.states == ["ended"])
        #expect(scene.harness.traceLines(containing: "failed: no swipe within maximumDuration 0.500 s").count == 1)
    }

    @Test func aRealisticFlickRecognizesAfterFiftyPoints() {
        let scene = Scene()
        scene.screen.swipe(from: CGPoint(x: 100, y: 400), dx: 200, dy: 10)
        #expect(scene.states == ["ended"])
    }

    @Test func onlyTheAllowedDirectionsCount() {
        let scene = Scene(direction: .left)
        scene.flick(distance: 80, after: 0.05)
        #expect(scene.states.isEmpty)
        #expect(scene.harness.traceLines(containing: "at 180.0° from left").count == 1)
        scene.swipe.direction = [.left, .up]
        scene.flick(distance: 80, degrees: -90, after: 0.05)
        scene.flick(distance: 80, degrees: 180, after: 0.05)
        #expect(scene.states == ["ended", "ended"])
        #expect(scene.harness.traceLines(containing: "from up after").count == 1)
    }

    @Test func twoFingerSwipeNeedsBothFingers() {
        let scene = Scene()
        scene.swipe.numberOfTouchesRequired = 2
        scene.flick(distance: 80, after: 0.05)
        #expect(scene.states.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: touches lifted with 1 touches < numberOfTouchesRequired 2").count == 1)
        var fingers: [VirtualFinger] = []
        scene.screen.frame {
            fingers.append(scene.screen.down(at: CGPoint(x: 100, y: 400)))
            fingers.append(scene.screen.down(at: CGPoint(x: 100, y: 450)))
        }
        scene.harness.advance(by: 0.05)
        scene.screen.frame { fingers.forEach { $0.move(by: 80, 0) } }
        scene.screen.frame { fingers.forEach { $0.lift() } }
        #expect(scene.states == ["ended"])
    }

    @Test func moreFingersThanRequiredFail() {
        let scene = Scene()
        scene.screen.frame {
            scene.screen.down(at: CGPoint(x: 100, y: 400))
            scene.screen.down(at: CGPoint(x: 100, y: 450))
        }
        #expect(scene.harness.traceLines(containing: "failed: 2 touches > numberOfTouchesRequired 1").count == 1)
    }
}
