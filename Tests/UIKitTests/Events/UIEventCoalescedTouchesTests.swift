import Testing
import UIKitTesting

@MainActor
@Suite struct UIEventCoalescedTouchesTests {
    /// Keeps what the event said about each `touchesMoved`.
    final class SamplingView: UIView {
        var coalesced: [[CGPoint]] = []
        var predicted: [[CGPoint]] = []
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first, let event else { return }
            coalesced.append(event.coalescedTouches(for: touch)?.map { $0.location(in: self) } ?? [])
            predicted.append(event.predictedTouches(for: touch)?.map { $0.location(in: self) } ?? [])
        }
    }

    @Test func everySampleIsDeliveredAndCoalescedTouchesListsItOnce() {
        let harness = UIKitTestHarness()
        let view = SamplingView(frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        harness.window.addSubview(view)
        let screen = harness.touchscreen()
        screen.frameInterval = 1.0 / 240         // a panel four times faster than the display
        let finger = screen.down(at: CGPoint(x: 110, y: 110))
        finger.move(to: CGPoint(x: 150, y: 110), duration: 1.0 / 60, steps: 4)
        #expect(view.coalesced == [[CGPoint(x: 20, y: 10)], [CGPoint(x: 30, y: 10)], [CGPoint(x: 40, y: 10)], [CGPoint(x: 50, y: 10)]])
        finger.lift()
    }

    @Test func predictedTouchesExtrapolateToTheNextRefreshTarget() {
        let harness = UIKitTestHarness()
        let view = SamplingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        let screen = harness.touchscreen()
        let finger = screen.down(at: CGPoint(x: 10, y: 10))
        // 1,000 pt/s to the right, one sample every 4 ms, the last at 20 ms.
        for step in 1...5 {
            harness.advance(by: 0.004)
            finger.move(to: CGPoint(x: 10 + 4 * CGFloat(step), y: 10))
        }
        // The refresh after the last sample (20 ms) runs at 33.332 ms and its picture is on screen at
        // 49.998 ms: 29.998 ms ahead of the sample, 30 pt at 1,000 pt/s.
        let predicted = view.predicted.last?.first
        #expect(predicted.map { abs($0.x - 59.998) < 0.5 } == true)
        #expect(predicted?.y == 10)
        finger.lift()
        let liftedTouch = harness.application.touchDispatcherEventForTesting.allTouches?.first
        if let liftedTouch {
            #expect(harness.application.touchDispatcherEventForTesting.predictedTouches(for: liftedTouch) == [])
        }
    }

    @Test func coalescedTouchesAreSeparateObjectsDescribingTheTouch() {
        let harness = UIKitTestHarness()
        let view = SamplingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        let screen = harness.touchscreen()
        let finger = screen.down(at: CGPoint(x: 10, y: 10))
        let event = harness.application.touchDispatcherEventForTesting
        guard let touch = event.allTouches?.first else {
            Issue.record("no touch")
            return
        }
        let sample = event.coalescedTouches(for: touch)?.first
        #expect(sample !== touch)
        #expect(sample?.view === view)
        finger.lift()
    }
}
