import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct ScrollViewDraggingTests {
    @Test func theContentFollowsTheFingerFromWhereThePanBegan() {
        let (_, feed, _, screen) = makeFeed()
        let finger = screen.down(at: CGPoint(x: 150, y: 350))
        finger.move(to: CGPoint(x: 150, y: 338))
        #expect(feed.isDragging)
        #expect(feed.contentOffset.y == 0)
        finger.move(to: CGPoint(x: 150, y: 238))
        #expect(feed.contentOffset.y == 100)
        #expect(feed.contentOffset.x == 0)
        finger.lift()
    }

    @Test func aDragWithoutBouncesStopsAtTheInsetEdges() {
        // The limits a drag frame clamps to: minus the top inset at the start, the content's end plus the
        // bottom inset at the view's bottom edge.
        let (_, feed, _, screen) = makeFeed(contentHeight: 1_000)
        feed.bounces = false
        feed.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        feed.contentOffset = CGPoint(x: 0, y: 500)
        let up = screen.down(at: CGPoint(x: 150, y: 350))
        up.move(to: CGPoint(x: 150, y: 338))
        up.move(to: CGPoint(x: 150, y: 38))
        // The content's height plus the bottom inset, less the view's: 1,000 + 30 − 400.
        #expect(feed.contentOffset.y == 630)
        up.lift()
        feed.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        let down = screen.down(at: CGPoint(x: 150, y: 50))
        down.move(to: CGPoint(x: 150, y: 62))
        down.move(to: CGPoint(x: 150, y: 362))
        #expect(feed.contentOffset.y == -20)
        down.lift()
    }

    @Test func delegateCallbacksComeInIOSsOrder() {
        let (harness, _, log, screen) = makeFeed()
        flick(screen, distance: 200)
        harness.advance(by: 6)
        #expect(log.calls == [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
            "didScroll", "didEndDecelerating",
        ])
    }

    @Test func aDragThatRestsBeforeLiftingDoesNotDecelerate() {
        let (harness, feed, log, screen) = makeFeed()
        let finger = screen.down(at: CGPoint(x: 150, y: 350))
        finger.move(to: CGPoint(x: 150, y: 338))
        finger.move(to: CGPoint(x: 150, y: 238), duration: 0.1)
        harness.advance(by: 0.1)
        finger.lift()
        #expect(log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(!feed.isDecelerating && feed.contentOffset.y == 100)
    }

    @Test func theDelegateCanChooseWhereTheContentRests() {
        let (harness, feed, log, screen) = makeFeed()
        log.forcedTarget = CGPoint(x: 0, y: 300)
        flick(screen, distance: 200)
        harness.advance(by: 0.2)
        // The normal curve straight to the chosen target.
        let expected = 300 + (200 - 300) * CGFloat(pow(0.998, 200.0))
        #expect(abs(feed.contentOffset.y - expected) < 0.01)
        harness.advance(by: 5)
        #expect(feed.contentOffset.y == 300)
        #expect(harness.traceLines(containing: "the delegate moved the target offset").count == 1)
    }

    @Test func withoutBouncesTheContentStopsAtTheEdge() {
        let (harness, feed, _, screen) = makeFeed(contentHeight: 1000)
        feed.bounces = false
        let finger = screen.down(at: CGPoint(x: 150, y: 100))
        finger.move(to: CGPoint(x: 150, y: 112))
        finger.move(to: CGPoint(x: 150, y: 312))
        #expect(feed.contentOffset.y == 0)
        finger.lift()
        flick(screen, distance: 300, duration: 0.1)
        for _ in 0..<300 {
            harness.advance(by: 1.0 / 60)
            #expect(feed.contentOffset.y <= 600)
        }
        #expect(feed.contentOffset.y == 600)
    }

    @Test func alwaysBounceVerticalLetsShortContentBounce() {
        let (harness, feed, _, screen) = makeFeed(contentHeight: 100)
        let finger = screen.down(at: CGPoint(x: 150, y: 100))
        finger.move(to: CGPoint(x: 150, y: 112))
        finger.move(to: CGPoint(x: 150, y: 212))
        #expect(feed.contentOffset.y == 0)  // short content: the pan does not even begin
        finger.lift()
        feed.alwaysBounceVertical = true
        let second = screen.down(at: CGPoint(x: 150, y: 100))
        second.move(to: CGPoint(x: 150, y: 112))
        second.move(to: CGPoint(x: 150, y: 212))
        #expect(feed.contentOffset.y < 0)
        second.lift()
        harness.advance(by: 2)
        #expect(feed.contentOffset.y == 0)
    }

    @Test func aDelegateClampingTheOffsetInDidScrollWins() {
        @MainActor final class Clamp: UIScrollViewDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                if scrollView.contentOffset.y > 50 { scrollView.contentOffset.y = 50 }
            }
        }
        let (harness, feed, _, screen) = makeFeed()
        let clamp = Clamp()
        feed.delegate = clamp
        flick(screen, distance: 200)
        harness.advance(by: 6)
        #expect(feed.contentOffset.y == 50)
        #expect(!feed.isDecelerating)
    }

    @Test func isScrollEnabledFalseLeavesTheTouchToTheContent() {
        let (_, feed, _, screen) = makeFeed()
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.addSubview(content)
        feed.isScrollEnabled = false
        feed.delaysContentTouches = false
        screen.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100))
        #expect(feed.contentOffset == .zero)
        #expect(content.log.last?.hasPrefix("touchesEnded") == true)
    }

    @Test func directionalLockKeepsADragAlongOneAxis() {
        let (_, feed, _, screen) = makeFeed()
        feed.contentSize = CGSize(width: 3000, height: 3000)
        feed.isDirectionalLockEnabled = true
        let finger = screen.down(at: CGPoint(x: 250, y: 200))
        finger.move(to: CGPoint(x: 238, y: 202))
        finger.move(to: CGPoint(x: 138, y: 232))
        #expect(feed.contentOffset == CGPoint(x: 100, y: 0))
        finger.lift()
        feed.isDirectionalLockEnabled = false
        feed.setContentOffset(.zero, animated: false)
        let free = screen.down(at: CGPoint(x: 250, y: 200))
        free.move(to: CGPoint(x: 238, y: 202))
        free.move(to: CGPoint(x: 138, y: 232))
        // Both axes follow; 30 pt past the top is rubber-banded.
        #expect(feed.contentOffset.x == 100 && feed.contentOffset.y < -15 && feed.contentOffset.y > -30)
        free.lift()
    }

    @Test func pagingSnapsToTheNextPageOnAFlickAndBackOnASmallDrag() {
        let harness = UIKitTestHarness()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        pager.contentSize = CGSize(width: 900, height: 400)
        pager.isPagingEnabled = true
        harness.window.addSubview(pager)
        let screen = harness.touchscreen()
        // A small slow drag: back to page 0.
        let slow = screen.down(at: CGPoint(x: 250, y: 200))
        slow.move(to: CGPoint(x: 238, y: 200))
        slow.move(to: CGPoint(x: 200, y: 200), duration: 0.3)
        harness.advance(by: 0.1)
        slow.lift()
        harness.advance(by: 2)
        #expect(pager.contentOffset.x == 0)
        // A flick: one page, however fast.
        screen.swipe(from: CGPoint(x: 250, y: 200), dx: -200, dy: 0, duration: 0.05)
        harness.advance(by: 0.1)
        #expect(pager.isDecelerating)
        harness.advance(by: 2)
        #expect(pager.contentOffset.x == 300)
    }
}

@MainActor
@Suite struct ScrollViewLifetimeTests {
    @Test func aScrollViewRemovedMidDecelerationIsFreed() {
        let harness = UIKitTestHarness()
        let screen = harness.touchscreen()
        weak var weakFeed: UIScrollView?
        weak var weakButton: UIButton?
        do {
            let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            feed.contentSize = CGSize(width: 300, height: 5000)
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 300, height: 5000))
            button.addTarget(feed, action: UIScrollView.layoutIfNeeded, for: .touchUpInside)
            feed.addSubview(button)
            harness.window.addSubview(feed)
            weakFeed = feed
            weakButton = button
            screen.swipe(from: CGPoint(x: 150, y: 350), dx: 0, dy: -200, duration: 0.1)
            harness.advance(by: 0.1)
            #expect(feed.isDecelerating)
            feed.removeFromSuperview()
        }
        // The touches event keeps the last frame's touches until the next frame, as UIKit's does.
        screen.tap(at: CGPoint(x: 350, y: 700))
        harness.advance(by: 1)
        #expect(weakFeed == nil)
        #expect(weakButton == nil)
    }
}
