import Testing
import UIKitTesting

/// A target that records its action calls.
@MainActor
final class ActionLog {
    var calls: [String] = []
    func tapped(_ sender: UITapGestureRecognizer) { calls.append("tap \(sender.state)") }
    func pressed(_ sender: UILongPressGestureRecognizer) { calls.append("press \(sender.state)") }
    func fired() { calls.append("fired") }
}

@MainActor
@Suite struct TapGestureRecognizerTests {
    func scene(taps: Int = 1) -> (UIKitTestHarness, UITapGestureRecognizer, ActionLog, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let log = ActionLog()
        let tap = UITapGestureRecognizer(target: log, action: ActionLog.tapped)
        tap.numberOfTapsRequired = taps
        view.addGestureRecognizer(tap)
        return (harness, tap, log, harness.touchscreen())
    }

    @Test func singleTapRecognizesOnLift() {
        let (_, tap, log, screen) = scene()
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.calls == ["tap ended"])
        #expect(tap.state == .possible)
    }

    @Test func movementJustUnderAllowableMovementStillTaps() {
        let (_, _, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        finger.move(to: CGPoint(x: 94.9, y: 50))
        finger.lift()
        #expect(log.calls == ["tap ended"])
    }

    @Test func tapFailsWhenFingerTravelsBeyondAllowableMovement() {
        let (harness, _, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        finger.move(to: CGPoint(x: 95.1, y: 50))
        finger.lift()
        #expect(log.calls.isEmpty)
        #expect(harness.traceLines(containing: "failed: moved 45.1 pt > allowableMovement 45.0 pt").count == 1)
    }

    @Test func pressLongerThanMaximumTapDurationFails() {
        let (harness, _, log, screen) = scene()
        screen.tap(at: CGPoint(x: 50, y: 50), duration: 0.749)
        #expect(log.calls == ["tap ended"])
        screen.tap(at: CGPoint(x: 50, y: 50), duration: 0.751)
        #expect(log.calls == ["tap ended"])
        #expect(harness.traceLines(containing: "tap held longer than maximumTapDuration 0.750 s").count == 1)
    }

    @Test func doubleTapNeedsTheSecondTapWithinTheInterval() {
        let (harness, _, log, screen) = scene(taps: 2)
        screen.doubleTap(at: CGPoint(x: 50, y: 50), interval: 0.349)
        #expect(log.calls == ["tap ended"])
        screen.doubleTap(at: CGPoint(x: 200, y: 200), interval: 0.351)
        #expect(log.calls == ["tap ended"])
        #expect(harness.traceLines(containing: "no tap 2 within maximumIntervalBetweenTaps 0.350 s").count == 1)
    }

    @Test func twoFingerTapNeedsBothFingers() {
        let (harness, tap, log, screen) = scene()
        tap.numberOfTouchesRequired = 2
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.calls.isEmpty)
        #expect(harness.traceLines(containing: "tap had 1 touches < numberOfTouchesRequired 2").count == 1)
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 50, y: 50)))
            fingers.append(screen.down(at: CGPoint(x: 90, y: 50)))
        }
        screen.frame { fingers.forEach { $0.lift() } }
        #expect(log.calls == ["tap ended"])
    }

    @Test func tooManyFingersFail() {
        let (harness, _, log, screen) = scene()
        screen.frame {
            screen.down(at: CGPoint(x: 50, y: 50))
            screen.down(at: CGPoint(x: 90, y: 50))
        }
        #expect(log.calls.isEmpty)
        #expect(harness.traceLines(containing: "2 touches > numberOfTouchesRequired 1").count == 1)
    }

    @Test func singleTapWaitsForDoubleTapToFail() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        var calls: [String] = []
        let single = UITapGestureRecognizer { _ in calls.append("single") }
        single.name = "single"
        let double = UITapGestureRecognizer { _ in calls.append("double") }
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(calls.isEmpty)
        #expect(harness.traceLines(containing: "single possible → possible: matched").count == 1)
        harness.advance(by: 0.349)
        #expect(calls.isEmpty)
        harness.advance(by: 0.002)
        #expect(calls == ["single"])
        harness.advance(by: 1)
        screen.doubleTap(at: CGPoint(x: 50, y: 50))
        #expect(calls == ["single", "double"])
        #expect(harness.traceLines(containing: "single possible → failed: double recognized, and single requires it to fail").count == 1)
    }

    @Test func lowerCountTapDoesNotPreventHigherCountTap() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        var calls: [String] = []
        let single = UITapGestureRecognizer { _ in calls.append("single") }
        let double = UITapGestureRecognizer { _ in calls.append("double") }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        harness.touchscreen().doubleTap(at: CGPoint(x: 50, y: 50))
        #expect(calls == ["single", "single", "double"] || calls == ["single", "double"])
        #expect(calls.contains("double"))
    }
}
