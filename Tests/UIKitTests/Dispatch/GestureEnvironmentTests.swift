import Testing
import UIKitTesting

/// Failure requirements, prevention and simultaneity between the recognizers taking part in a touch.
@MainActor
@Suite struct GestureEnvironmentTests {
    /// A recognizer that cancels touches in its view asks each hit view once, however many of its touches
    /// landed there, and its own view once (as its view), not again as a hit view.
    @Test func eachHitViewIsAskedOnceBeforeARecognizerBegins() {
        let harness = UIKitTestHarness()
        let parent = AskCountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = AskCountingView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        parent.addSubview(child)
        harness.window.addSubview(parent)
        var began = 0
        let pan = UIPanGestureRecognizer { r in if r.state == .began { began += 1 } }
        parent.addGestureRecognizer(pan)
        let screen = harness.touchscreen()
        let first = screen.down(at: CGPoint(x: 50, y: 50))
        let second = screen.down(at: CGPoint(x: 60, y: 150))
        let third = screen.down(at: CGPoint(x: 250, y: 150))
        first.move(by: 90, 0)
        #expect(began == 1)
        #expect(child.asked == 1)
        #expect(parent.asked == 1)
        for finger in [first, second, third] { finger.lift() }
    }

    @Test func delegateRequireFailureOfMakesItWait() {
        let (harness, view, screen) = oneViewScene()
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
        let (harness, view, screen) = oneViewScene()
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
        let (harness, view, screen) = oneViewScene()
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
        let (_, view, screen) = oneViewScene()
        var calls: [String] = []
        view.addGestureRecognizer(UILongPressGestureRecognizer { r in calls.append("first \(r.state)") })
        let second = Unstoppable { r in calls.append("second \(r.state)") }
        second.minimumPressDuration = 0.6
        view.addGestureRecognizer(second)
        screen.longPress(at: CGPoint(x: 50, y: 50), duration: 0.7)
        #expect(calls == ["first began", "second began", "first ended", "second ended"])
    }

    @Test func failureRequirementCycleIsRefusedAndReported() {
        let (harness, view, _) = oneViewScene()
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
        let (harness, view, screen) = oneViewScene()
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
}

/// A view that counts how often it is asked whether a recognizer may begin.
@MainActor
final class AskCountingView: UIView {
    var asked = 0
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return true
    }
}
