import Testing
import UIKitTesting

/// A view whose `touchesCancelled` (sent because a recognizer recognized) removes that recognizer: the
/// removed recognizer sends no action (found by the 10-million-frame soak, seed 2026, frame 6,430,731:
/// a rotation sent `began` after it had been removed and was back in `possible`).
@MainActor
@Suite struct RemovedDuringCancellationTests {
    final class RemovingView: RecordingView {
        var onCancel: (() -> Void)?
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesCancelled(touches, with: event)
            onCancel?()
        }
    }

    @Test func aRecognizerRemovedByTheViewsTouchesCancelledSendsNoAction() {
        let harness = UIKitTestHarness()
        let view = RemovingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let pan = UIPanGestureRecognizer()
        var actions = 0
        pan.addAction { _ in actions += 1 }
        view.addGestureRecognizer(pan)
        view.onCancel = { [unowned view, unowned pan] in view.removeGestureRecognizer(pan) }
        harness.window.addSubview(view)
        let checker = InvariantChecker()
        harness.application.trace.addObserver(checker)
        harness.touchscreen().drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
        #expect(view.phases.contains("touchesCancelled"))
        #expect(actions == 0)
        #expect(pan.view == nil)
        #expect(checker.violations.isEmpty)
    }
}
