import Testing
import UIKitTesting

/// A window subclass that records what reaches it through the responder chain.
@MainActor
final class RecordingWindow: UIWindow {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("window touchesBegan")
        super.touchesBegan(touches, with: event)
    }
}

/// An application subclass that records the touches that reach the end of the chain.
@MainActor
final class RecordingApplication: UIApplication {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("application touchesBegan") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("application touchesEnded") }
}

@MainActor
@Suite struct TouchDispatcherTests {
    @Test func touchThatSlidesOffItsViewStillReachesIt() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        let finger = harness.touchscreen().down(at: CGPoint(x: 50, y: 50))
        finger.move(to: CGPoint(x: 300, y: 500))
        finger.lift()
        #expect(view.log == ["touchesBegan t1", "touchesMoved t1", "touchesEnded t1"])
    }

    @Test func twoFingersOnTwoViewsAreTwoBoundTouchesInOneEvent() {
        let harness = UIKitTestHarness()
        let left = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = RecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        harness.window.addSubview(left)
        harness.window.addSubview(right)
        let screen = harness.touchscreen()
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 50, y: 50)))
            fingers.append(screen.down(at: CGPoint(x: 250, y: 50)))
        }
        let event = harness.application.touchDispatcherEventForTesting
        #expect(event.allTouches?.count == 2)
        let leftTouch = event.touches(for: left)
        let rightTouch = event.touches(for: right)
        #expect(leftTouch?.count == 1)
        #expect(rightTouch?.count == 1)
        #expect(leftTouch != rightTouch)
        screen.frame { fingers.forEach { $0.move(by: 5, 0) } }
        screen.frame { fingers.forEach { $0.lift() } }
        #expect(left.log == ["touchesBegan t1", "touchesMoved t1", "touchesEnded t1"])
        #expect(right.log == ["touchesBegan t2", "touchesMoved t2", "touchesEnded t2"])
    }

    @Test func frameIsAtomicOneCallPerViewPerPhase() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        let screen = harness.touchscreen()
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 10, y: 10)))
            fingers.append(screen.down(at: CGPoint(x: 20, y: 20)))
            fingers.append(screen.down(at: CGPoint(x: 30, y: 30)))
        }
        screen.frame {
            fingers[0].move(by: 1, 1)
            fingers[2].lift()
        }
        #expect(view.log == ["touchesBegan t1,t2,t3", "touchesMoved t1", "touchesEnded t3"])
    }

    @Test func hiddenViewLetsTheTouchThroughToTheViewBehind() {
        let harness = UIKitTestHarness()
        let behind = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(behind)
        harness.window.addSubview(front)
        front.isHidden = true
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        #expect(front.log.isEmpty)
        #expect(behind.log == ["touchesBegan t1", "touchesEnded t1"])
    }

    @Test func animatingViewLetsTheTouchThroughUntilTheAnimationEnds() {
        let harness = UIKitTestHarness()
        let behind = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(behind)
        harness.window.addSubview(front)
        UIView.animate(withDuration: 1) { front.alpha = 0.5 }
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(front.log.isEmpty)
        #expect(behind.log.count == 2)
        harness.advance(by: 1)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(front.log == ["touchesBegan t2", "touchesEnded t2"])
    }

    @Test func removingTheDeviceMidTouchCancelsExactlyOnce() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        let screen = harness.touchscreen()
        screen.frame {
            screen.down(at: CGPoint(x: 10, y: 10))
            screen.down(at: CGPoint(x: 20, y: 20))
        }
        screen.unplug()
        screen.unplug()
        #expect(view.log == ["touchesBegan t1,t2", "touchesCancelled t1,t2"])
        #expect(harness.application.activeTouchCountForTesting == 0)
    }

    @Test func hidingTheWindowCancelsItsTouches() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        let finger = harness.touchscreen().down(at: CGPoint(x: 10, y: 10))
        harness.window.isHidden = true
        finger.lift()
        #expect(view.log == ["touchesBegan t1", "touchesCancelled t1"])
    }

    @Test func unhandledTouchClimbsTheChainToWindowAndApplication() {
        let app = RecordingApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
        let harness = UIKitTestHarness(application: app)
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.makeKeyAndVisible()
        let container = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.forwardsToNext = true
        let leaf = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        leaf.forwardsToNext = true
        window.addSubview(container)
        container.addSubview(leaf)
        harness.touchscreen().tap(at: CGPoint(x: 10, y: 10))
        #expect(leaf.log == ["touchesBegan t1", "touchesEnded t1"])
        #expect(container.log == ["touchesBegan t1", "touchesEnded t1"])
        #expect(window.log == ["window touchesBegan"])
        #expect(app.log == ["application touchesBegan", "application touchesEnded"])
    }

    @Test func touchOutsideEveryViewIsNotBound() {
        let harness = UIKitTestHarness()
        harness.window.isUserInteractionEnabled = false
        harness.touchscreen().tap(at: CGPoint(x: 10, y: 10))
        #expect(harness.traceLines(containing: "→ nothing").count == 1)
        #expect(harness.traceLines(containing: "diagnostic").isEmpty)
    }

    @Test func locationAndPreviousLocationAreInTheRequestedView() {
        let harness = UIKitTestHarness()
        let view = LocationView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        harness.window.addSubview(view)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: 160))
        finger.move(to: CGPoint(x: 170, y: 190))
        #expect(view.locations == [CGPoint(x: 50, y: 60), CGPoint(x: 70, y: 90)])
        #expect(view.previousLocations == [CGPoint(x: 50, y: 60), CGPoint(x: 50, y: 60)])
        finger.lift()
    }

    @Test func sameInputGivesTheSameTraceByteForByte() {
        func run() -> String {
            let harness = UIKitTestHarness()
            let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            view.accessibilityIdentifier = "target"
            harness.window.addSubview(view)
            let tap = UITapGestureRecognizer()
            view.addGestureRecognizer(tap)
            let screen = harness.touchscreen()
            screen.doubleTap(at: CGPoint(x: 20, y: 20))
            screen.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 150, y: 100))
            harness.advance(by: 1)
            return harness.traceText
        }
        let first = run()
        #expect(!first.isEmpty)
        #expect(first == run())
    }
}

// MARK: Helper views

@MainActor
final class TapCountView: UIView {
    var tapCounts: [Int] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapCounts.append(contentsOf: touches.map(\.tapCount))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

@MainActor
final class LocationView: UIView {
    var locations: [CGPoint] = []
    var previousLocations: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    private func record(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        locations.append(touch.location(in: self))
        previousLocations.append(touch.previousLocation(in: self))
    }
}

@MainActor
final class TouchTypeView: UIView {
    var types: [UITouch.TouchType] = []
    var phases: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        types.append(contentsOf: touches.map(\.type))
        phases.append("began")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
}

@MainActor
final class FocusableView: UIView {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("pressesBegan \(presses.compactMap { $0.key?.keyCode }.sorted())")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("pressesEnded \(presses.compactMap { $0.key?.keyCode }.sorted())")
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("pressesCancelled \(presses.compactMap { $0.key?.keyCode }.sorted())")
    }
}
