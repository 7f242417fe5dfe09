import InputCore

/// What a scroll view tells its delegate, in iOS's order. For a flick: `scrollViewWillBeginDragging`,
/// `scrollViewDidScroll`…, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll`…, `scrollViewDidEndDecelerating`. Every method has an empty default.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, a deceleration, an animation or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` is in points per millisecond (iOS's unit), and the delegate may change
    /// where the content comes to rest by writing `targetContentOffset.pointee`.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content keeps moving (a fling, a bounce back, a page).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts decelerating after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The deceleration ended at rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation from `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming, or `nil` for no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start on `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Zooming ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

/// Empty defaults: a delegate implements only the callbacks it needs.
extension UIScrollViewDelegate {
    /// Does nothing by default.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing by default.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing by default.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing by default.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Does nothing by default.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
