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

    @Test func zoomingWithAPinchScalesTheZoomViewAndTheContentSize() {
        let (_, feed, log, screen) = makeFeed(contentHeight: 400)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.addSubview(image)
        log.zoomView = image
        feed.maximumZoomScale = 3
        #expect(feed.pinchGestureRecognizer != nil)
        screen.pinch(center: CGPoint(x: 150, y: 200), from: 100, to: 200, duration: 0.3)
        #expect(abs(feed.zoomScale - 2) < 0.01)
        #expect(abs(feed.contentSize.width - 600) < 1)
        #expect(log.calls.first == "willBeginZooming")
        #expect(log.calls.last == "didEndZooming")
        #expect(log.calls.contains("didZoom"))
        // The point between the fingers stays under them: the centre of the content.
        #expect(abs(feed.contentOffset.x - 150) < 2 && abs(feed.contentOffset.y - 200) < 2)
        feed.zoomScale = 10
        #expect(feed.zoomScale == 3)
    }
}

@MainActor
@Suite struct ScrollViewZoomWhileMovingTests {
    @Test func theContentPointBetweenTheFingersFollowsThemWhileTheyZoomAndMove() {
        let (harness, feed, log, screen) = makeFeed(contentHeight: 400)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.addSubview(image)
        log.zoomView = image
        feed.maximumZoomScale = 4
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 100, y: 200)))
            fingers.append(screen.down(at: CGPoint(x: 200, y: 200)))
        }
        for step in 1...30 {
            harness.advance(by: 0.01)
            let t = CGFloat(step) / 30
            let center = CGPoint(x: 150 + 20 * t, y: 200 + 20 * t)
            let half = 50 + 50 * t
            screen.frame {
                fingers[0].move(to: CGPoint(x: center.x - half, y: center.y))
                fingers[1].move(to: CGPoint(x: center.x + half, y: center.y))
            }
        }
        // The pinch begins at the fifth frame (the span has grown 16.7 pt > minimumSpanChange 16), with the
        // centroid at (153.3, 203.3): that content point, (306.7, 406.7) at scale 2, is under the centroid
        // (170, 220) now.
        #expect(abs(feed.zoomScale - 2) < 0.01)
        #expect(abs(feed.contentOffset.x - (2 * (150 + 20 * 5 / 30.0) - 170)) < 0.01)
        #expect(abs(feed.contentOffset.y - (2 * (200 + 20 * 5 / 30.0) - 220)) < 0.01)
        screen.frame { fingers.forEach { $0.lift() } }
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
