import Foundation
import Testing
import UIKitTesting

/// Zooming: a pinch scales the delegate's zoom view about the point between the fingers, within the zoom limits.
@MainActor
@Suite struct ScrollViewZoomingTests {
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

    @Test func zoomToARectFillsTheBoundsWithItCentredWithinTheLimitsAndTheRange() {
        let (_, feed, log, _) = makeFeed(contentHeight: 400)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.addSubview(image)
        log.zoomView = image
        feed.maximumZoomScale = 4
        let size = feed.bounds.size
        // A rectangle a third of the bounds' width: zoom 3, the rectangle's centre in the middle.
        let rect = CGRect(x: 100, y: 150, width: size.width / 3, height: size.height / 3)
        feed.zoom(to: rect, animated: true)
        #expect(abs(feed.zoomScale - 3) < 0.001)
        #expect(abs(feed.contentOffset.x - (rect.midX * 3 - size.width / 2)) < 0.01)
        #expect(abs(feed.contentOffset.y - (rect.midY * 3 - size.height / 2)) < 0.01)
        #expect(log.calls.contains("didZoom"))
        // A tiny rectangle is limited by maximumZoomScale; one in a corner by the content range.
        feed.zoom(to: CGRect(x: 0, y: 0, width: 1, height: 1), animated: false)
        #expect(feed.zoomScale == 4)
        #expect(feed.contentOffset == .zero)
        // The whole view back at scale 1 (the minimum).
        feed.zoom(to: CGRect(x: 0, y: 0, width: 3000, height: 4000), animated: false)
        #expect(feed.zoomScale == 1)
        // A rectangle without a size is a diagnostic, and nothing changes.
        feed.zoom(to: CGRect(x: 10, y: 10, width: 0, height: 10), animated: false)
        #expect(feed.zoomScale == 1)
    }

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

    @Test func thePinchExistsOnlyWhileTheLimitsAllowZooming() {
        let (_, feed, _, _) = makeFeed(contentHeight: 400)
        #expect(feed.pinchGestureRecognizer == nil)
        feed.maximumZoomScale = 2
        let pinch = feed.pinchGestureRecognizer
        #expect(pinch?.view === feed)
        feed.maximumZoomScale = 1
        #expect(feed.pinchGestureRecognizer == nil)
        #expect(pinch?.view == nil)
        #expect(feed.gestureRecognizers?.contains { $0 === pinch } == false)
    }

    @Test func aSetScaleIsClampedToTheLimitsAndABadOneIsReportedAndIgnored() {
        let (harness, feed, log, _) = makeFeed(contentHeight: 400)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.addSubview(image)
        log.zoomView = image
        feed.minimumZoomScale = 0.5
        feed.maximumZoomScale = 2
        feed.zoomScale = 0.1
        #expect(feed.zoomScale == 0.5)
        #expect(abs(feed.contentSize.width - 150) < 0.01)
        feed.zoomScale = .nan
        #expect(feed.zoomScale == 0.5)
        #expect(harness.traceLines(containing: "zoomScale nan ignored: not a finite scale > 0").count == 1)
    }
}
