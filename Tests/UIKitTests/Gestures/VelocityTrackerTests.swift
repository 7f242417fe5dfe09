import Testing
import UIKitTesting

@Suite struct VelocityTrackerTests {
    private func tracker(_ samples: [(TimeInterval, CGFloat, CGFloat)]) -> VelocityTracker {
        var tracker = VelocityTracker()
        for (time, x, y) in samples { tracker.addPosition(CGPoint(x: x, y: y), at: time) }
        return tracker
    }

    private func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func constantVelocityIsExact() {
        let samples = (0...12).map { i -> (TimeInterval, CGFloat, CGFloat) in
            let t = Double(i) * 0.008
            return (t, 300 * t, -150 * t)
        }
        let velocity = tracker(samples).velocity()
        #expect(close(velocity.dx, 300) && close(velocity.dy, -150))
    }

    @Test func acceleratingMotionGivesTheVelocityAtTheNewestSample() {
        // x = ½·a·t² with a = 2000 pt/s²: a quadratic fit is exact, so v(0.096) = 192 pt/s.
        let samples = (0...12).map { i -> (TimeInterval, CGFloat, CGFloat) in
            let t = Double(i) * 0.008
            return (t, 1000 * t * t, 0)
        }
        let velocity = tracker(samples).velocity()
        #expect(close(velocity.dx, 192, within: 1e-4))
        #expect(close(velocity.dy, 0))
    }

    @Test func unevenSampleSpacingStillGivesTheTrueVelocity() {
        let times: [TimeInterval] = [0, 0.003, 0.011, 0.020, 0.021, 0.037, 0.050, 0.052, 0.081]
        let velocity = tracker(times.map { ($0, 40 + 500 * $0, 700 * $0) }).velocity()
        #expect(close(velocity.dx, 500, within: 1e-4) && close(velocity.dy, 700, within: 1e-4))
    }

    @Test func aPointerThatStoppedHasZeroVelocity() {
        let samples = (0...10).map { i -> (TimeInterval, CGFloat, CGFloat) in (Double(i) * 0.01, CGFloat(i) * 5, 0) }
        let moving = tracker(samples)
        #expect(close(moving.velocity(at: 0.1 + 0.0399).dx, 500))
        #expect(moving.velocity(at: 0.1 + 0.0401) == .zero)
    }

    @Test func aGapLongerThan40MillisecondsSeparatesTheMotions() {
        // Fast, then a rest, then slow: only the slow part counts once the rest exceeds 40 ms.
        var samples: [(TimeInterval, CGFloat, CGFloat)] = [(0, 0, 0), (0.01, 20, 0), (0.02, 40, 0)]
        samples += [(0.0601, 41, 0), (0.0701, 42, 0), (0.0801, 43, 0)]
        #expect(close(tracker(samples).velocity().dx, 100))
        var joined: [(TimeInterval, CGFloat, CGFloat)] = [(0, 0, 0), (0.01, 20, 0), (0.02, 40, 0)]
        joined += [(0.0599, 41, 0), (0.0699, 42, 0), (0.0799, 43, 0)]
        #expect(!close(tracker(joined).velocity().dx, 100, within: 1))
    }

    @Test func twoSamplesGiveTheSimpleDifferenceAndOneGivesZero() {
        #expect(tracker([(0, 0, 0), (0.02, 10, -4)]).velocity() == CGVector(dx: 500, dy: -200))
        #expect(tracker([(0.02, 10, -4)]).velocity() == .zero)
        #expect(VelocityTracker().velocity() == .zero)
    }

    @Test func samplesOlderThanTheHorizonDoNotCount() {
        // Two samples 40 ms apart at the edges of a 100 ms horizon…
        var edge = VelocityTracker()
        edge.assumeStoppedInterval = 1
        edge.addPosition(.zero, at: 0)
        edge.addPosition(CGPoint(x: 10, y: 0), at: 0.1)
        #expect(edge.velocity().dx == 100)
        var beyond = VelocityTracker()
        beyond.assumeStoppedInterval = 1
        beyond.addPosition(.zero, at: 0)
        beyond.addPosition(CGPoint(x: 10, y: 0), at: 0.1001)
        #expect(beyond.velocity() == .zero)
        // …and a fast start more than 100 ms ago does not bias a slow finish.
        let samples = (0...30).map { i -> (TimeInterval, CGFloat, CGFloat) in
            let t = Double(i) * 0.01
            return (t, t <= 0.1 ? 500 * t : 50 + 100 * (t - 0.1), 0)
        }
        #expect(close(tracker(samples).velocity().dx, 100, within: 1e-4))
    }

    @Test func atMostTwentySamplesAreKept() {
        // Fast until 10 ms, then slow; with 1 ms spacing only the last 20 samples (all slow) count.
        let samples = (0..<30).map { i -> (TimeInterval, CGFloat, CGFloat) in
            let t = Double(i) * 0.001
            return (t, t <= 0.010 ? 1000 * t : 10 + 100 * (t - 0.010), 0)
        }
        let tracker = tracker(samples)
        #expect(tracker.samples.count == 20)
        #expect(close(tracker.velocity().dx, 100, within: 1e-3))
    }

    @Test func outOfOrderSamplesAreDroppedAndEqualTimesReplace() {
        var tracker = VelocityTracker()
        tracker.addPosition(.zero, at: 0)
        tracker.addPosition(CGPoint(x: 5, y: 0), at: 0.01)
        tracker.addPosition(CGPoint(x: 99, y: 0), at: 0.005)
        tracker.addPosition(CGPoint(x: 10, y: 0), at: 0.01)
        #expect(tracker.samples.map(\.position.x) == [0, 10])
        #expect(tracker.velocity().dx == 1000)
    }

    @Test func samplesPastTheLimitReplaceTheOldestAndStayInTimeOrder() {
        var tracker = VelocityTracker()
        for i in 0..<45 { tracker.addPosition(CGPoint(x: CGFloat(i), y: 0), at: Double(i) * 0.001) }
        #expect(tracker.samples.map(\.position.x) == (25..<45).map { CGFloat($0) })
        // An equal time still replaces the newest sample once the ring has wrapped.
        tracker.addPosition(CGPoint(x: 100, y: 0), at: 0.044)
        #expect(tracker.samples.last?.position.x == 100)
        #expect(tracker.samples.count == 20)
    }

    @Test func changingTheLimitKeepsTheNewestSamples() {
        var tracker = VelocityTracker()
        for i in 0..<27 { tracker.addPosition(CGPoint(x: CGFloat(i), y: 0), at: Double(i) * 0.001) }
        tracker.maximumSampleCount = 3
        #expect(tracker.samples.map(\.position.x) == [24, 25, 26])
        tracker.maximumSampleCount = 5
        for i in 27..<30 { tracker.addPosition(CGPoint(x: CGFloat(i), y: 0), at: Double(i) * 0.001) }
        #expect(tracker.samples.map(\.position.x) == [25, 26, 27, 28, 29])
        tracker.reset()
        #expect(tracker.samples.isEmpty)
        #expect(tracker.velocity() == .zero)
    }
}
