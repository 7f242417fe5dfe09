import Testing
import UIKitTesting

/// `Sources/UIKit/Gestures/UILongPressGestureRecognizer.swift`.
@MainActor
@Suite struct LongPressGestureRecognizerTests {
    func scene() -> (UIKitTestHarness, UILongPressGestureRecognizer, ActionLog, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let log = ActionLog()
        let press = UILongPressGestureRecognizer(target: log, action: ActionLog.pressed)
        view.addGestureRecognizer(press)
        return (harness, press, log, harness.touchscreen())
    }

    @Test func beginsAfterMinimumPressDurationAndEndsOnLift() {
        let (harness, _, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 0.499)
        #expect(log.calls.isEmpty)
        harness.advance(by: 0.002)
        #expect(log.calls == ["press began"])
        finger.move(to: CGPoint(x: 150, y: 150))
        finger.lift()
        #expect(log.calls == ["press began", "press changed", "press ended"])
    }

    @Test func liftingBeforeMinimumPressDurationFails() {
        let (harness, _, log, screen) = scene()
        screen.longPress(at: CGPoint(x: 50, y: 50), duration: 0.4)
        harness.advance(by: 1)
        #expect(log.calls.isEmpty)
        #expect(harness.traceLines(containing: "lifted before minimumPressDuration 0.500 s").count == 1)
    }

    @Test func movementBeyondAllowableMovementBeforeBeganFails() {
        let (harness, _, log, screen) = scene()
        let ok = screen.down(at: CGPoint(x: 50, y: 50))
        ok.move(to: CGPoint(x: 59.9, y: 50))
        harness.advance(by: 0.6)
        ok.lift()
        #expect(log.calls == ["press began", "press ended"])
        let far = screen.down(at: CGPoint(x: 50, y: 50))
        far.move(to: CGPoint(x: 60.1, y: 50))
        harness.advance(by: 0.6)
        far.lift()
        #expect(log.calls == ["press began", "press ended"])
        #expect(harness.traceLines(containing: "moved 10.1 pt > allowableMovement 10.0 pt").count == 1)
    }

    @Test func deviceRemovedDuringPressCancelsIt() {
        let (harness, _, log, screen) = scene()
        screen.down(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 0.6)
        screen.unplug()
        #expect(log.calls == ["press began", "press cancelled"])
    }
}
