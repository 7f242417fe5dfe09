import Testing
import UIKitTesting

/// A recognizer written with the subclass API: recognizes a touch that moves right by 30 points.
@MainActor
final class RightFlickRecognizer: UIGestureRecognizer {
    var start: CGPoint?
    override var isContinuous: Bool { false }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location(in: nil)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let point = touches.first?.location(in: nil) else { return }
        if point.x - start.x >= 30 { state = .recognized }
        if point.x < start.x { setState(.failed, reason: "moved left") }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { setState(.failed, reason: "lifted early") }
    }
    override func reset() {
        super.reset()
        start = nil
    }
}

/// A delegate with switchable answers.
@MainActor
final class SwitchDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var requireFailureOf: UIGestureRecognizer?
    var requiredToFailBy: UIGestureRecognizer?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        simultaneous
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        other === requireFailureOf
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        other === requiredToFailBy
    }
}

/// A view that refuses to let recognizers begin.
@MainActor
final class RefusingView: RecordingView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
@Suite struct GestureDeliveryTests {
    func scene() -> (UIKitTestHarness, RecordingView, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.accessibilityIdentifier = "view"
        harness.window.addSubview(view)
        return (harness, view, harness.touchscreen())
    }

    @Test func cancelsTouchesInViewCancelsRightBeforeTheAction() {
        let (harness, view, screen) = scene()
        var order: [String] = []
        let tap = UITapGestureRecognizer { _ in order.append("action after \(view.log.last ?? "")") }
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["touchesBegan t1", "touchesCancelled t1"])
        #expect(order == ["action after touchesCancelled t1"])
        _ = harness
    }

    @Test func withoutCancelsTouchesInViewTheViewGetsEndedAfterTheAction() {
        let (_, view, screen) = scene()
        var order: [String] = []
        let tap = UITapGestureRecognizer { _ in order.append("action after \(view.log.last ?? "")") }
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(order == ["action after touchesBegan t1"])
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
    }

    @Test func delaysTouchesBeganHoldsBeganUntilFailureThenDeliversLate() {
        let (harness, view, screen) = scene()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        finger.move(by: 2, 0)
        #expect(view.log.isEmpty)
        finger.move(by: 20, 0)
        #expect(view.log == ["touchesBegan t1", "touchesMoved t1"])
        finger.lift()
        #expect(view.log == ["touchesBegan t1", "touchesMoved t1", "touchesEnded t1"])
        _ = harness
    }

    @Test func delaysTouchesBeganDropsHeldTouchesOnRecognition() {
        let (harness, view, screen) = scene()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 0.6)
        finger.lift()
        #expect(view.log.isEmpty)
        #expect(press.state == .possible)
    }

    @Test func delaysTouchesEndedHoldsEndedWhileUndecidedThenDeliversOnFailure() {
        let (harness, view, screen) = scene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["touchesBegan t1"])
        harness.advance(by: 0.36)
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
    }

    @Test func withoutDelaysTouchesEndedTheEndIsDeliveredAtOnce() {
        let (_, view, screen) = scene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        view.addGestureRecognizer(double)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
    }

    @Test func delegateShouldBeginFalseMakesItFail() {
        let (harness, view, screen) = scene()
        let delegate = SwitchDelegate()
        delegate.shouldBegin = false
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 0)
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
        #expect(harness.traceLines(containing: "delegate's gestureRecognizerShouldBegin returned false").count == 1)
    }

    @Test func viewGestureRecognizerShouldBeginFalseMakesItFail() {
        let harness = UIKitTestHarness()
        let view = RefusingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        var fired = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1 })
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 0)
        #expect(harness.traceLines(containing: "gestureRecognizerShouldBegin returned false").count == 1)
    }

    @Test func shouldReceiveFalseHidesTheTouch() {
        let (harness, view, screen) = scene()
        let delegate = SwitchDelegate()
        delegate.shouldReceive = false
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 0)
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
        #expect(harness.traceLines(containing: "shouldReceive returned false").count == 1)
    }

    @Test func recognizersOnAncestorsSeeTheTouchBeforeTheView() {
        let (harness, view, screen) = scene()
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(child)
        var fired = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1 })
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 1)
        #expect(child.log == ["touchesBegan t1", "touchesCancelled t1"])
        _ = harness
    }

    @Test func delegateRequireFailureOfMakesItWait() {
        let (harness, view, screen) = scene()
        var calls: [String] = []
        let single = UITapGestureRecognizer { _ in calls.append("single") }
        let double = UITapGestureRecognizer { _ in calls.append("double") }
        double.numberOfTapsRequired = 2
        let delegate = SwitchDelegate()
        delegate.requireFailureOf = double
        single.delegate = delegate
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(calls.isEmpty)
        harness.advance(by: 0.4)
        #expect(calls == ["single"])
    }

    @Test func delegateShouldBeRequiredToFailByMakesTheOtherWait() {
        let (harness, view, screen) = scene()
        var calls: [String] = []
        let single = UITapGestureRecognizer { _ in calls.append("single") }
        let double = UITapGestureRecognizer { _ in calls.append("double") }
        double.numberOfTapsRequired = 2
        let delegate = SwitchDelegate()
        delegate.requiredToFailBy = single
        double.delegate = delegate
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        screen.doubleTap(at: CGPoint(x: 50, y: 50))
        #expect(calls == ["double"])
        _ = harness
    }

    @Test func recognizerThatBeganPreventsOthersUnlessSimultaneous() {
        let (harness, view, screen) = scene()
        var calls: [String] = []
        let first = UILongPressGestureRecognizer { r in calls.append("first \(r.state)") }
        first.name = "first"
        let second = UILongPressGestureRecognizer { r in calls.append("second \(r.state)") }
        second.name = "second"
        second.minimumPressDuration = 0.6
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        screen.longPress(at: CGPoint(x: 50, y: 50), duration: 0.7)
        #expect(calls == ["first began", "first ended"])
        #expect(harness.traceLines(containing: "second possible → failed: prevented by first").count == 1)

        calls.removeAll()
        let delegate = SwitchDelegate()
        delegate.simultaneous = true
        second.delegate = delegate
        screen.longPress(at: CGPoint(x: 50, y: 50), duration: 0.7)
        #expect(calls == ["first began", "second began", "first ended", "second ended"])
    }

    @Test func canBePreventedOverrideLetsBothRecognize() {
        final class Unstoppable: UILongPressGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (_, view, screen) = scene()
        var calls: [String] = []
        view.addGestureRecognizer(UILongPressGestureRecognizer { r in calls.append("first \(r.state)") })
        let second = Unstoppable { r in calls.append("second \(r.state)") }
        second.minimumPressDuration = 0.6
        view.addGestureRecognizer(second)
        screen.longPress(at: CGPoint(x: 50, y: 50), duration: 0.7)
        #expect(calls == ["first began", "second began", "first ended", "second ended"])
    }

    @Test func failureRequirementCycleIsRefusedAndReported() {
        let (harness, view, _) = scene()
        let a = UITapGestureRecognizer()
        a.name = "a"
        let b = UITapGestureRecognizer()
        b.name = "b"
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        a.require(toFail: b)
        b.require(toFail: a)
        #expect(harness.traceLines(containing: "require(toFail:) refused: b → a would make a failure-requirement cycle").count == 1)
    }

    @Test func dynamicRequirementCycleFailsInsteadOfHanging() {
        let (harness, view, screen) = scene()
        let a = UITapGestureRecognizer()
        a.name = "a"
        let b = UITapGestureRecognizer()
        b.name = "b"
        let delegateA = SwitchDelegate()
        delegateA.requireFailureOf = b
        let delegateB = SwitchDelegate()
        delegateB.requireFailureOf = a
        a.delegate = delegateA
        b.delegate = delegateB
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        screen.tap(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 1)
        #expect(harness.traceLines(containing: "failure-requirement cycle").count >= 1)
        #expect(a.state == .possible && b.state == .possible)
    }

    @Test func disablingMidGestureCancelsIt() {
        let (harness, view, screen) = scene()
        var calls: [String] = []
        let press = UILongPressGestureRecognizer { r in calls.append("\(r.state)") }
        view.addGestureRecognizer(press)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 0.6)
        press.isEnabled = false
        finger.lift()
        #expect(calls == ["began", "cancelled"])
    }

    @Test func removingTheRecognizerDuringItsActionIsSafe() {
        let (harness, view, screen) = scene()
        var fired = 0
        var tap: UITapGestureRecognizer?
        tap = UITapGestureRecognizer { recognizer in
            fired += 1
            recognizer.view?.removeGestureRecognizer(recognizer)
        }
        if let tap { view.addGestureRecognizer(tap) }
        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 1)
        #expect(view.gestureRecognizers?.isEmpty == true)
        _ = harness
    }

    @Test func removingTheViewDuringTheActionIsSafe() {
        let (harness, view, screen) = scene()
        var fired = 0
        let press = UILongPressGestureRecognizer { recognizer in
            fired += 1
            recognizer.view?.removeFromSuperview()
        }
        view.addGestureRecognizer(press)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 0.6)
        finger.move(by: 5, 5)
        finger.lift()
        #expect(fired >= 1)
        #expect(view.superview == nil)
        #expect(harness.application.activeTouchCountForTesting == 0)
    }

    @Test func customRecognizerWrittenWithTheSubclassAPIWorks() {
        let (harness, view, screen) = scene()
        let log = ActionLog()
        let flick = RightFlickRecognizer(target: log, action: ActionLog.fired)
        view.addGestureRecognizer(flick)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        finger.move(to: CGPoint(x: 85, y: 50), duration: 0.1)
        finger.lift()
        #expect(log.calls == ["fired"])
        let back = screen.down(at: CGPoint(x: 50, y: 50))
        back.move(to: CGPoint(x: 40, y: 50))
        back.lift()
        #expect(log.calls == ["fired"])
        #expect(harness.traceLines(containing: "failed: moved left").count == 1)
    }

    @Test func illegalTransitionIsRefusedAndReported() {
        let (harness, view, _) = scene()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        tap.state = .changed
        #expect(tap.state == .possible)
        #expect(harness.traceLines(containing: "illegal transition refused").count == 1)
    }

    @Test func afterResetTheRecognizerIgnoresTheRestOfItsTouches() {
        let (harness, view, screen) = scene()
        var calls: [String] = []
        let press = UILongPressGestureRecognizer { r in calls.append("\(r.state)") }
        press.allowableMovement = 5
        view.addGestureRecognizer(press)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        finger.move(by: 10, 0)
        harness.advance(by: 1)
        finger.move(by: 1, 0)
        finger.lift()
        #expect(calls.isEmpty)
    }

    @Test func targetActionSupportsSeveralTargetsClosuresAndRemoval() {
        let (_, view, screen) = scene()
        let first = ActionLog()
        let second = ActionLog()
        var closureCalls = 0
        let tap = UITapGestureRecognizer(target: first, action: ActionLog.tapped)
        tap.addTarget(second, action: ActionLog.fired)
        let closure = tap.addAction { _ in closureCalls += 1 }
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(first.calls == ["tap ended"])
        #expect(second.calls == ["fired"])
        #expect(closureCalls == 1)
        tap.removeTarget(first)
        tap.removeAction(closure)
        screen.tap(at: CGPoint(x: 200, y: 200))
        #expect(first.calls == ["tap ended"])
        #expect(second.calls == ["fired", "fired"])
        #expect(closureCalls == 1)
    }

    @Test func targetsAreNotRetained() {
        let (_, view, screen) = scene()
        var target: ActionLog? = ActionLog()
        weak let weakTarget = target
        if let target { view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: ActionLog.fired)) }
        target = nil
        #expect(weakTarget == nil)
        screen.tap(at: CGPoint(x: 50, y: 50))
    }

    @Test func recognizerOnNonMultitouchViewStillGetsBothFingers() {
        let (_, view, screen) = scene()
        #expect(!view.isMultipleTouchEnabled)
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        var fired = 0
        tap.addAction { _ in fired += 1 }
        view.addGestureRecognizer(tap)
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 50, y: 50)))
            fingers.append(screen.down(at: CGPoint(x: 90, y: 50)))
        }
        screen.frame { fingers.forEach { $0.lift() } }
        #expect(fired == 1)
    }
}

@MainActor
@Suite struct GestureEnvironmentRegressionTests {
    @Test func ignoredTouchNoLongerHoldsBackTheView() {
        final class IgnoringSecondTouch: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                if numberOfTouches > 1, let touch = touches.first { ignore(touch, for: event) }
            }
        }
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        view.addGestureRecognizer(IgnoringSecondTouch())
        let screen = harness.touchscreen()
        let first = screen.down(at: CGPoint(x: 10, y: 10))
        let second = screen.down(at: CGPoint(x: 50, y: 50))
        second.lift()
        #expect(view.log == ["touchesBegan t1", "touchesBegan t2", "touchesEnded t2"])
        first.lift()
    }

    @Test func wheelScrollGoesToThePanUnderTheCursorAfterThePreviousOneEnded() {
        let harness = UIKitTestHarness()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        harness.window.addSubview(left)
        harness.window.addSubview(right)
        var calls: [String] = []
        let leftPan = UIPanGestureRecognizer { r in calls.append("left \(r.state)") }
        leftPan.allowedScrollTypesMask = .all
        let rightPan = UIPanGestureRecognizer { r in calls.append("right \(r.state)") }
        rightPan.allowedScrollTypesMask = .all
        left.addGestureRecognizer(leftPan)
        right.addGestureRecognizer(rightPan)
        let mouse = harness.mouse()
        mouse.move(to: CGPoint(x: 100, y: 100))
        mouse.wheel(detents: 1)
        harness.advance(by: 0.5)
        mouse.move(to: CGPoint(x: 300, y: 100))
        mouse.wheel(detents: 1)
        harness.advance(by: 0.5)
        #expect(calls.first == "left began")
        #expect(calls.contains("right began"))
    }
}

/// A single tap that, through the subclass override, waits for any double tap to fail.
@MainActor
final class PatientTap: UITapGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
    }
}

/// A double tap that, through the subclass override, makes every single tap wait for it.
@MainActor
final class DemandingDoubleTap: UITapGestureRecognizer {
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
    }
}

@MainActor
@Suite struct FailureRequirementOverrideTests {
    func run(single: UITapGestureRecognizer, double: UITapGestureRecognizer) -> (UIKitTestHarness, [String]) {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        var calls: [String] = []
        single.addAction { _ in calls.append("single") }
        double.numberOfTapsRequired = 2
        double.addAction { _ in calls.append("double") }
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 50, y: 50))
        let afterTap = calls
        harness.advance(by: 0.4)
        calls.insert("after first tap: \(afterTap)", at: 0)
        return (harness, calls)
    }

    @Test func shouldRequireFailureOfOverrideMakesTheSingleTapWait() {
        let (_, calls) = run(single: PatientTap(), double: UITapGestureRecognizer())
        #expect(calls == ["after first tap: []", "single"])
    }

    @Test func shouldBeRequiredToFailByOverrideMakesTheSingleTapWait() {
        let (_, calls) = run(single: UITapGestureRecognizer(), double: DemandingDoubleTap())
        #expect(calls == ["after first tap: []", "single"])
    }

    @Test func withoutAnyRequirementTheSingleTapFiresAtOnce() {
        let (_, calls) = run(single: UITapGestureRecognizer(), double: UITapGestureRecognizer())
        #expect(calls == ["after first tap: [\"single\"]", "single"])
    }
}

@MainActor
@Suite struct TouchTypeFilterTests {
    @Test func allowedTouchTypesFiltersWhichTouchesARecognizerSees() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        view.addGestureRecognizer(tap)
        let mouse = harness.mouse()
        mouse.click(at: CGPoint(x: 50, y: 50))
        #expect(fired == 0)
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 1)
    }

    @Test func requiresExclusiveTouchTypeIgnoresOtherTypesUntilReset() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        var states: [String] = []
        let press = UILongPressGestureRecognizer { r in states.append("\(r.state)") }
        press.numberOfTouchesRequired = 2
        view.addGestureRecognizer(press)
        let screen = harness.touchscreen()
        let mouse = harness.mouse()
        mouse.move(to: CGPoint(x: 60, y: 60))
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        mouse.press()
        harness.advance(by: 0.6)
        // The pointer touch is of another type: the long press never sees a second touch.
        #expect(states.isEmpty)
        mouse.release()
        finger.lift()
        press.requiresExclusiveTouchType = false
        let second = screen.down(at: CGPoint(x: 50, y: 50))
        mouse.press()
        harness.advance(by: 0.6)
        #expect(states == ["began"])
        mouse.release()
        second.lift()
    }
}

@MainActor
@Suite struct RecognizerRemovalTests {
    @Test func recognizerRemovedMidGestureStartsFreshWhenAddedAgain() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        view.addGestureRecognizer(tap)
        let mouse = harness.mouse()
        mouse.move(to: CGPoint(x: 50, y: 50))
        mouse.press()
        // Removed while it tracks a pointer touch: it must forget that touch's type.
        view.removeGestureRecognizer(tap)
        mouse.release()
        view.addGestureRecognizer(tap)
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 1)
    }
}
