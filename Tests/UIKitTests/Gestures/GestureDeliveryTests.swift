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
    @Test func delegateShouldBeginFalseMakesItFail() {
        let (harness, view, screen) = oneViewScene()
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

    @Test func disablingMidGestureCancelsIt() {
        let (harness, view, screen) = oneViewScene()
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
        let (harness, view, screen) = oneViewScene()
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
        let (harness, view, screen) = oneViewScene()
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
        let (harness, view, screen) = oneViewScene()
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
        let (harness, view, _) = oneViewScene()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        tap.state = .changed
        #expect(tap.state == .possible)
        #expect(harness.traceLines(containing: "illegal transition refused").count == 1)
    }

    @Test func afterResetTheRecognizerIgnoresTheRestOfItsTouches() {
        let (harness, view, screen) = oneViewScene()
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
        let (_, view, screen) = oneViewScene()
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
        let (_, view, screen) = oneViewScene()
        var target: ActionLog? = ActionLog()
        weak let weakTarget = target
        if let target { view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: ActionLog.fired)) }
        target = nil
        #expect(weakTarget == nil)
        screen.tap(at: CGPoint(x: 50, y: 50))
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
