import Testing
import UIKitTesting

/// A recognizer that matched while waiting for another to fail, and then failed itself, must stay failed
/// when the other one fails (found by the 10-million-frame soak, seed 2026: a pinch went `failed → began`,
/// an illegal transition, and stayed `began` for good).
@MainActor
@Suite struct FailedWhileWaitingTests {
    /// Matches at touch-down and fails when the touch lifts: the shortest way to fail while waiting.
    final class EagerRecognizer: UIGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { setState(.began, reason: "touch down") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            if state == .possible { setState(.failed, reason: "lifted while waiting") }
        }
    }

    @Test func aWaiterThatFailedDoesNotBeginWhenItsRequirementFails() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let eager = EagerRecognizer()
        let press = UILongPressGestureRecognizer()
        eager.require(toFail: press)
        var actions = 0
        eager.addAction { _ in actions += 1 }
        view.addGestureRecognizer(eager)
        view.addGestureRecognizer(press)
        harness.window.addSubview(view)
        let checker = InvariantChecker()
        harness.application.trace.addObserver(checker)
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 1)
        #expect(actions == 0)
        #expect(eager.state == .possible)
        #expect(harness.traceLines(containing: "failed → began").isEmpty)
        #expect(checker.violations.isEmpty)
    }
}
