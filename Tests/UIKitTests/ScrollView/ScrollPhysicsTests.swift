import Foundation
import Testing
import UIKitTesting

/// The curves a scroll view moves along, at named instants of the framework clock: deceleration at the normal and fast rates, the rubber band past an edge, the spring back, the overshoot of a fling past the end.
@MainActor
@Suite struct ScrollPhysicsTests {
    @Test func aFlickDeceleratesAlongTheNormalCurveAtNamedInstants() {
        let (harness, feed, log, screen) = makeFeed()
        flick(screen, distance: 200)
        let x0 = feed.contentOffset.y
        #expect(x0 == 200)
        let v = log.velocity?.y ?? 0
        #expect(abs(v - 1.0) < 0.01)  // 200 pt in 0.2 s: 1 pt/ms
        #expect(feed.isDecelerating && !feed.isDragging)
        harness.advance(by: 0.5)
        #expect(abs(feed.contentOffset.y - decelerated(from: x0, velocityPerMillisecond: v, rate: 0.998, milliseconds: 500)) < 0.01)
        harness.advance(by: 0.5)
        #expect(abs(feed.contentOffset.y - decelerated(from: x0, velocityPerMillisecond: v, rate: 0.998, milliseconds: 1000)) < 0.01)
        harness.advance(by: 5)
        // At rest: x₀ − v / ln d, about 499.5 pt further.
        let rest = x0 - v / CGFloat(Foundation.log(0.998))
        #expect(abs(feed.contentOffset.y - rest) < 0.001)
        #expect(!feed.isDecelerating)
    }

    @Test func theFastRateStopsSooner() {
        let (harness, feed, log, screen) = makeFeed()
        feed.decelerationRate = .fast
        flick(screen, distance: 200)
        let v = log.velocity?.y ?? 0
        harness.advance(by: 0.25)
        #expect(abs(feed.contentOffset.y - decelerated(from: 200, velocityPerMillisecond: v, rate: 0.99, milliseconds: 250)) < 0.01)
        harness.advance(by: 2)
        #expect(abs(feed.contentOffset.y - (200 - v / CGFloat(Foundation.log(0.99)))) < 0.001)
    }

    @Test func pastTheTopTheContentIsRubberBandedAndSpringsBack() {
        let (harness, feed, log, screen) = makeFeed()
        let finger = screen.down(at: CGPoint(x: 150, y: 100))
        finger.move(to: CGPoint(x: 150, y: 112))
        finger.move(to: CGPoint(x: 150, y: 312))
        // f(200) = (1 − 1 / (200·0.55 / 400 + 1))·400.
        let band = (1 - 1 / (200 * 0.55 / 400 + 1)) * 400
        #expect(abs(feed.contentOffset.y + band) < 0.001)
        harness.advance(by: 0.1)  // the finger rests: no velocity
        finger.lift()
        #expect(Array(log.calls.suffix(3)) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        harness.advance(by: 0.25)
        // A critically damped spring from rest: a·(1 + ωt)·e^(−ωt), ω = 4π.
        let w = 4 * Double.pi
        let expected = -band * CGFloat((1 + w * 0.25) * exp(-w * 0.25))
        #expect(abs(feed.contentOffset.y - expected) < 0.01)
        harness.advance(by: 2)
        #expect(feed.contentOffset.y == 0)
        #expect(log.calls.last == "didEndDecelerating")
    }

    @Test func aFlickPastTheEndOvershootsAndSpringsBack() {
        let (harness, feed, _, screen) = makeFeed(contentHeight: 1000)
        flick(screen, distance: 300, duration: 0.1)  // 3 pt/ms: would rest ~1800 pt further
        var highest: CGFloat = 0
        for _ in 0..<240 {
            harness.advance(by: 1.0 / 60)
            highest = max(highest, feed.contentOffset.y)
        }
        #expect(highest > 620)
        #expect(feed.contentOffset.y == 600)
        #expect(!feed.isDecelerating)
    }
}
