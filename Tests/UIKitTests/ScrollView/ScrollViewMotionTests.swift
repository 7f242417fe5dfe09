import Foundation
import Testing
import UIKitTesting

/// A running deceleration or animation: frames on the framework clock, the callback that ends it, a touch or a removal that stops it where it is.
@MainActor
@Suite struct ScrollViewMotionTests {
    @Test func aTouchStopsADecelerationAndDoesNotReachTheContent() {
        let (harness, feed, log, screen) = makeFeed()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 300, height: 2000))
        feed.addSubview(button)
        let events = ControlEventLog()
        events.watch(button)
        flick(screen, distance: 200)
        harness.advance(by: 0.3)
        let stoppedAt = feed.contentOffset.y
        screen.tap(at: CGPoint(x: 150, y: 200))
        harness.advance(by: 1)
        #expect(feed.contentOffset.y == stoppedAt)
        #expect(!feed.isDecelerating)
        #expect(events.events.isEmpty)
        #expect(!log.calls.contains("didEndDecelerating"))
        #expect(harness.traceLines(containing: "stopped scroll view feed: the content does not get it").count == 1)
    }

    @Test func aScrollViewRemovedMidDecelerationStops() {
        let (harness, feed, log, screen) = makeFeed()
        flick(screen, distance: 200)
        harness.advance(by: 0.2)
        feed.removeFromSuperview()
        let offset = feed.contentOffset
        harness.advance(by: 3)
        #expect(feed.contentOffset == offset)
        #expect(!feed.isDecelerating)
        #expect(!log.calls.contains("didEndDecelerating"))
        #expect(harness.application.clock.pendingTimers.isEmpty)
    }

    @Test func setContentOffsetAnimatedFollowsTheFastCurveAndEndsWithTheAnimationCallback() {
        let (harness, feed, log, _) = makeFeed()
        feed.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        harness.advance(by: 0.1)
        // x(t) = T + (x₀ − T)·0.99^t with t in ms.
        let expected = 300 - 300 * CGFloat(pow(0.99, 100.0))
        #expect(abs(feed.contentOffset.y - expected) < 0.01)
        #expect(!feed.isDecelerating)
        harness.advance(by: 2)
        #expect(feed.contentOffset.y == 300)
        #expect(log.calls == ["didScroll", "didEndScrollingAnimation"])
        feed.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: false)
        #expect(feed.contentOffset.y == 300)
    }
}
