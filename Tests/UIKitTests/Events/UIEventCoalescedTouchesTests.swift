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

    /// What a drawing view reads of a pencil's coalesced and predicted touches in each `touchesMoved`.
    final class PencilSamplingView: UIView {
        struct Sample: Equatable {
            var location: CGPoint
            var force: CGFloat
            var altitude: CGFloat
            var azimuth: CGFloat
            var type: UITouch.TouchType
        }
        var coalesced: [[Sample]] = []
        var predicted: [[Sample]] = []
        func samples(_ touches: [UITouch]?) -> [Sample] {
            (touches ?? []).map {
                Sample(location: $0.preciseLocation(in: self), force: $0.force, altitude: $0.altitudeAngle,
                       azimuth: $0.azimuthAngle(in: self), type: $0.type)
            }
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first, let event else { return }
            coalesced.append(samples(event.coalescedTouches(for: touch)))
            predicted.append(samples(event.predictedTouches(for: touch)))
        }
    }

    /// Each tablet sample is its own delivery: its coalesced touch is that sample with the sample's own force
    /// and angles (kept after the touch moves on), and its prediction runs ahead in position and force.
    @Test func aPencilsCoalescedTouchIsItsSampleAndItsPredictionExtrapolatesForce() {
        let harness = UIKitTestHarness()
        let view = PencilSamplingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(view)
        let pen = harness.pen()
        pen.approach(at: CGPoint(x: 10, y: 10))
        pen.down(pressure: 0.2, tiltX: 0, tiltY: 0)
        // 1,000 pt/s to the right and pressure rising by 0.05 every 4 ms; tilting towards the right edge.
        for step in 1...5 {
            harness.advance(by: 0.004)
            pen.move(to: CGPoint(x: 10 + 4 * CGFloat(step), y: 10), pressure: 0.2 + 0.05 * Double(step), tiltX: 9 * Double(step), tiltY: 0)
        }
        let maximum: CGFloat = 25.0 / 6
        #expect(view.coalesced.count == 5)
        #expect(view.coalesced.allSatisfy { $0.count == 1 && $0[0].type == .pencil })
        for (index, samples) in view.coalesced.enumerated() {
            guard let sample = samples.first else { continue }
            let step = CGFloat(index + 1)
            let force: CGFloat = (0.2 + 0.05 * step) * maximum
            let altitude: CGFloat = CGFloat.pi / 2 - 9 * step * CGFloat.pi / 180
            #expect(sample.location == CGPoint(x: 10 + 4 * step, y: 10))
            #expect(abs(sample.force - force) < 1e-9)
            #expect(abs(sample.altitude - altitude) < 1e-9, "tilt along x only: altitude is 90° minus the tilt")
            #expect(abs(sample.azimuth) < 1e-9)
        }
        // The last sample is at 20 ms; the picture it reaches is on screen at 49.998 ms (the finger test's
        // arithmetic): 30 pt further, and the force 0.05 × 4.17 per 4 ms further on, capped at the maximum.
        guard let predicted = view.predicted.last?.first else {
            Issue.record("no prediction")
            return
        }
        #expect(abs(predicted.location.x - 59.998) < 0.5)
        let rising: CGFloat = (0.45 + 0.05 * 29.998 / 4) * maximum
        #expect(abs(predicted.force - min(rising, maximum)) < 1e-6)
        #expect(predicted.type == .pencil)
        #expect(abs(predicted.altitude - view.coalesced[4][0].altitude) < 1e-9, "the angles are the latest sample's")
        // Pressure falling fast: the prediction stops at 0, never below.
        harness.advance(by: 0.004)
        pen.move(to: CGPoint(x: 34, y: 10), pressure: 0.05, tiltX: 45, tiltY: 0)
        #expect(view.predicted.last?.first?.force == 0)
        pen.up()
    }
}
