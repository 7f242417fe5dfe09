import Foundation
import Testing
import UIKitTesting

/// Records a scroll view's delegate callbacks by name (consecutive `didScroll`s collapsed) and the
/// offsets it saw.
@MainActor
final class ScrollDelegateLog: UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var velocity: CGPoint?
    /// When set, `willEndDragging` writes it as the target.
    var forcedTarget: CGPoint?
    var zoomView: UIView?

    private func add(_ call: String) {
        if call == "didScroll", calls.last == "didScroll" { return }
        calls.append(call)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        add("didScroll")
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { add("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        add("willEndDragging")
        self.velocity = velocity
        if let forcedTarget { targetContentOffset.pointee = forcedTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        add("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { add("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { add("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { add("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { add("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { add("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        add("didEndZooming")
    }
}

/// A vertical feed: a 300 × 400 scroll view at the window's origin over 300 × `contentHeight` of content.
@MainActor
func makeFeed(contentHeight: CGFloat = 10_000) -> (UIKitTestHarness, UIScrollView, ScrollDelegateLog, VirtualTouchscreen) {
    let harness = UIKitTestHarness()
    let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    feed.accessibilityIdentifier = "feed"
    feed.contentSize = CGSize(width: 300, height: contentHeight)
    let log = ScrollDelegateLog()
    feed.delegate = log
    harness.window.addSubview(feed)
    return (harness, feed, log, harness.touchscreen())
}

/// `x₀ + v·(dᵗ − 1) / ln d`: the deceleration curve of docs/decisions.md, `v` in pt/ms, `t` in ms.
func decelerated(from x0: CGFloat, velocityPerMillisecond v: CGFloat, rate d: CGFloat, milliseconds t: Double) -> CGFloat {
    x0 + v * CGFloat((pow(Double(d), t) - 1) / log(Double(d)))
}

/// A finger that goes down at y 350, crosses the pan's 10 pt hysteresis in one 12 pt frame (the
/// content starts following there), then moves `distance` more up over `duration`, and lifts at once.
@MainActor
func flick(_ screen: VirtualTouchscreen, distance: CGFloat, duration: TimeInterval = 0.2, x: CGFloat = 150) {
    let finger = screen.down(at: CGPoint(x: x, y: 350))
    finger.move(to: CGPoint(x: x, y: 338))
    finger.move(to: CGPoint(x: x, y: 338 - distance), duration: duration)
    finger.lift()
}
