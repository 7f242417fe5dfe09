import Testing
import UIKitTesting

@MainActor
@Suite struct ScrollViewTests {
    @Test func contentOffsetIsTheBoundsOriginAndMovesHitTesting() {
        let (_, feed, log, screen) = makeFeed()
        let button = UIButton(frame: CGRect(x: 0, y: 500, width: 300, height: 44))
        feed.addSubview(button)
        feed.contentOffset = CGPoint(x: 0, y: 480)
        #expect(feed.bounds.origin == CGPoint(x: 0, y: 480))
        #expect(log.calls == ["didScroll"])
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        screen.tap(at: CGPoint(x: 100, y: 30))
        #expect(taps == 1)
    }

    @Test func defaultsAreUIKits() {
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.delaysContentTouches && scroll.canCancelContentTouches && scroll.bounces && scroll.isScrollEnabled)
        #expect(!scroll.isPagingEnabled && !scroll.isDirectionalLockEnabled)
        #expect(scroll.decelerationRate == .normal && UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView.contentTouchDelay == 0.15)
        #expect(scroll.panGestureRecognizer.view === scroll)
        #expect(scroll.pinchGestureRecognizer == nil)
    }

    @Test func aBadContentSizeIsReportedAndTakenAsZero() {
        let (harness, feed, _, _) = makeFeed()
        feed.contentSize = CGSize(width: CGFloat.nan, height: -5)
        #expect(feed.contentSize == .zero)
        #expect(harness.traceLines(containing: "contentSize.width nan is not a finite size").count == 1)
        #expect(harness.traceLines(containing: "contentSize.height -5.0 is not a finite size").count == 1)
    }

    @Test func withNoContentADragDoesNotScrollAndTheContentKeepsTheTouch() {
        let (harness, feed, _, screen) = makeFeed(contentHeight: 0)
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.addSubview(content)
        screen.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.3)
        #expect(feed.contentOffset == .zero)
        #expect(content.log.last?.hasPrefix("touchesEnded") == true)
        #expect(harness.traceLines(containing: "does not scroll: a vertical drag, and the content is not taller than the view").count == 1)
    }

    @Test func insetsWidenTheRange() {
        let (_, feed, _, _) = makeFeed(contentHeight: 1000)
        feed.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 0)
        #expect(feed.adjustedContentInset == feed.contentInset)
        feed.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 10), animated: false)
        #expect(feed.contentOffset.y == 620)  // 1000 + 20 − 400
        feed.scrollRectToVisible(CGRect(x: 0, y: -500, width: 10, height: 10), animated: false)
        #expect(feed.contentOffset.y == -50)
    }

    @Test func scrollRectToVisibleMovesTheLeastDistance() {
        let (_, feed, _, _) = makeFeed()
        feed.scrollRectToVisible(CGRect(x: 0, y: 500, width: 300, height: 50), animated: false)
        #expect(feed.contentOffset.y == 150)
        feed.scrollRectToVisible(CGRect(x: 0, y: 200, width: 300, height: 50), animated: false)
        #expect(feed.contentOffset.y == 150)
    }

    @Test func aDelegateThatSetsTheOffsetInDidScrollDoesNotLoop() {
        @MainActor final class Stubborn: UIScrollViewDelegate {
            var calls = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                calls += 1
                scrollView.contentOffset.y += 1  // never satisfied
            }
        }
        let (harness, feed, _, _) = makeFeed()
        let stubborn = Stubborn()
        feed.delegate = stubborn
        feed.contentOffset = CGPoint(x: 0, y: 10)
        #expect(stubborn.calls == 4)
        #expect(harness.traceLines(containing: "contentOffset changed inside scrollViewDidScroll 4 levels deep").count == 1)
    }
}

@MainActor
@Suite struct ScrollViewPointerScrollingTests {
    @Test func aMouseWheelScrollsTheContentWithoutDeceleration() {
        let (harness, feed, log, _) = makeFeed()
        let mouse = harness.mouse()
        mouse.move(to: CGPoint(x: 150, y: 200))
        mouse.wheel(detents: 2)  // towards the user: the content scrolls down
        #expect(feed.contentOffset.y == 30)
        harness.advance(by: 0.03)
        mouse.wheel(detents: 1)
        #expect(feed.contentOffset.y == 45)
        harness.advance(by: 0.5)
        #expect(log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(!feed.isDragging && !feed.isDecelerating)
    }
}
