import Testing
import UIKitTesting

/// The checker the soak and the dispatcher fuzzer rely on reports each kind of broken promise, and
/// nothing for a correct run.
@MainActor
@Suite struct InvariantCheckerTests {
    let t = InputTime(seconds: 1)

    func violations(_ entries: [TraceEntry]) -> [String] {
        let checker = InvariantChecker()
        for entry in entries { checker.record(entry) }
        return checker.violations
    }

    @Test func aRealGestureBreaksNothing() {
        let harness = UIKitTestHarness()
        let checker = InvariantChecker()
        harness.application.trace.addObserver(checker)
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.accessibilityIdentifier = "view"
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        harness.window.addSubview(view)
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
        harness.advance(by: 1)
        checker.checkSettled(harness.application, recognizers: [tap, pan])
        #expect(checker.violations.isEmpty)
        #expect(checker.entryCount > 10)
    }

    @Test func touchLifecycleViolationsAreReported() {
        #expect(violations([
            .delivery(time: t, responder: "v", phase: .touchesMoved, touches: [.touch(1)]),
        ]) == ["[1.000000] v got touchesMoved for t1 before touchesBegan"])
        #expect(violations([
            .delivery(time: t, responder: "v", phase: .touchesBegan, touches: [.touch(1)]),
            .delivery(time: t, responder: "v", phase: .touchesEnded, touches: [.touch(1)]),
            .delivery(time: t, responder: "v", phase: .touchesCancelled, touches: [.touch(1)]),
        ]) == ["[1.000000] v got touchesCancelled for t1 after it already ended"])
        #expect(violations([
            .delivery(time: t, responder: "v", phase: .touchesBegan, touches: [.touch(1)]),
            .delivery(time: t, responder: "v", phase: .touchesBegan, touches: [.touch(1)]),
        ]) == ["[1.000000] v got touchesBegan for t1 twice"])
    }

    @Test func illegalTransitionsAndActionsAfterFailureAreReported() {
        #expect(violations([
            .gestureState(time: t, recognizer: "g", from: .possible, to: .failed, reason: .none),
            .action(time: t, recognizer: "g", state: .ended),
        ]) == ["[1.000000] action (ended) for g, which is failed"])
        #expect(violations([
            .gestureState(time: t, recognizer: "g", from: .possible, to: .changed, reason: .given("x")),
        ]) == ["[1.000000] g moved possible → changed (x), which is not a legal transition"])
        #expect(violations([
            .gestureState(time: t, recognizer: "g", from: .began, to: .changed, reason: .none),
        ]) == ["[1.000000] g reported began → changed but was possible"])
    }

    @Test func theClockRunningBackwardsIsReported() {
        #expect(violations([
            .note(time: InputTime(seconds: 2), message: "a"),
            .note(time: t, message: "b"),
        ]) == ["[1.000000] clock ran backwards from 2.000000"])
    }

    @Test func anUnsettledApplicationIsReported() {
        let harness = UIKitTestHarness()
        let checker = InvariantChecker()
        harness.application.trace.addObserver(checker)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.accessibilityIdentifier = "view"
        let press = UILongPressGestureRecognizer()
        press.name = "press"
        view.addGestureRecognizer(press)
        harness.window.addSubview(view)
        _ = harness.touchscreen().down(at: CGPoint(x: 50, y: 50))
        checker.checkSettled(harness.application, recognizers: [press])
        #expect(checker.violations.count == 3)
        #expect(checker.violations.contains { $0.hasSuffix("settled, but 1 touches are still active") })
        #expect(checker.violations.contains { $0.hasSuffix("settled, but view never saw t1 end") })
        #expect(checker.violations.contains { $0.contains("settled, but timers wait") })
    }
}
