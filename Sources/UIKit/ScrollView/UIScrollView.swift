import InputCore

/// A view whose bounds origin (``contentOffset``) moves over content larger than itself, driven by a pan
/// recognizer, with UIKit's rules for the touches of the content underneath.
///
/// - Dragging: ``panGestureRecognizer`` begins after the finger moves 10 pt (the pan's `hysteresis`) along an
///   axis the scroll view can scroll (the content is larger than the view, or ``alwaysBounceVertical`` /
///   ``alwaysBounceHorizontal``); otherwise it fails and the touch stays with the content, which is how a
///   horizontal carousel in a vertical feed leaves vertical drags to the feed. Past an edge the content
///   follows the finger with rubber-banding (``bounces``).
/// - Releasing: the content decelerates at ``decelerationRate`` (per millisecond), springs back from an
///   edge, or moves to the nearest page (``isPagingEnabled``); the curves are in `ScrollPhysics` and
///   docs/decisions.md, "Scrolling". A touch on a moving scroll view stops it and does not reach the content.
/// - Content touches: with ``delaysContentTouches`` a touch's `touchesBegan` is held back from the content
///   for ``contentTouchDelay`` (0.15 s) or until it lifts; a drag that starts in that time never reaches the
///   content. A drag that starts later cancels the content's touch if ``canCancelContentTouches`` and
///   ``touchesShouldCancel(in:)`` (`false` for a `UIControl`) allow, else the scroll view does not scroll.
/// - Delegate callbacks come in iOS's order (``UIScrollViewDelegate``).
///
/// A mouse wheel or touchpad scrolling over the view drives the same pan (`allowedScrollTypesMask` is
/// `.all`, as iPadOS scroll views take pointer scrolling); a touchpad's release velocity decelerates.
///
/// Differences from iOS: no scroll indicators, refresh control, keyboard dismissal or scroll-to-top; the
/// safe area is zero, so ``adjustedContentInset`` equals ``contentInset``.
@MainActor
open class UIScrollView: UIView {
    /// How long a touch's `touchesBegan` is held back from the content with ``delaysContentTouches``: 0.15 s,
    /// iOS's value (the private `UIScrollViewDelayedTouchesBeganGestureRecognizer` waits 150 ms;
    /// docs/decisions.md, "Scrolling").
    public static let contentTouchDelay: TimeInterval = 0.15
    /// The frames per second at which decelerations and animations update ``contentOffset`` on the
    /// framework clock: 60, a display's refresh.
    public static let framesPerSecond: Double = 60

    /// How fast the content slows down after a fling: the velocity factor per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The velocity factor per millisecond.
        public let rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per ms: iOS's default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per ms: iOS's fast rate (paging and pickers).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adjusts the content inset (stored: the safe area is zero on Linux).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit's default choice; scrollable axes; never; always.
        case automatic, scrollableAxes, never, always
    }

    /// The delegate.
    open weak var delegate: UIScrollViewDelegate?

    /// The recognizer that drags the content. Its target is the scroll view.
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer = UIScrollViewPanGestureRecognizer()

    /// Pull to refresh: a control shown above the content that begins refreshing when the user pulls the
    /// content down far enough (``UIRefreshControl``). Default `nil`. (Read at every scroll and layout:
    /// unchecked storage, as the drag state below.)
    @exclusivity(unchecked) open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            oldValue?.scrollView = nil
            if let refreshControl {
                refreshControl.scrollView = self
                insertSubview(refreshControl, at: 0)
                refreshControl.layoutInScrollView()
            }
        }
    }

    /// Keeps the refresh control across the scroll view's width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshControl?.layoutInScrollView()
    }
    /// The pinch that zooms, when zooming is possible (``maximumZoomScale`` > ``minimumZoomScale``).
    public private(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    func setPinch(_ pinch: UIPinchGestureRecognizer?) { pinchGestureRecognizer = pinch }
    let contentTouchDelayRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer()

    // MARK: Content

    private var storedContentSize: CGSize = .zero
    /// The size of the content, in points. Default zero. A negative, NaN or infinite dimension is reported
    /// and taken as 0.
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            let width = sanitized(newValue.width, "width")
            let height = sanitized(newValue.height, "height")
            storedContentSize = CGSize(width: width, height: height)
        }
    }

    /// Extra space around the content, in points. Default zero.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { delegate?.scrollViewDidChangeAdjustedContentInset(self) } }
    }
    /// The inset the scroll view scrolls with: ``contentInset`` plus the safe area (zero on Linux).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Stored; the safe area is zero. Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// The point of the content shown at the view's top-left corner: the bounds origin. Setting it moves
    /// the content at once (a running deceleration keeps going; use ``setContentOffset(_:animated:)`` to
    /// stop it).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            var newBounds = bounds
            newBounds.origin = newValue
            bounds = newBounds
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != oldOrigin { didChangeContentOffset() }
        }
    }

    // MARK: Behaviour

    /// Whether the user can scroll. Default `true`. Turning it off disables ``panGestureRecognizer``.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether scrolling locks to the axis the drag started along. Default `false`.
    open var isDirectionalLockEnabled = false
    /// Whether the content stops on multiples of the view's size. Default `false`.
    open var isPagingEnabled = false
    /// Whether the content goes past its edges, rubber-banded, and springs back. Default `true`.
    open var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view. Default `false`.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the view. Default `false`.
    open var alwaysBounceHorizontal = false
    /// How fast the content slows down after a fling. Default `.normal` (0.998 per ms).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a touch's `touchesBegan` is held back from the content for ``contentTouchDelay``, until it is
    /// clear the user is not scrolling. Default `true`.
    open var delaysContentTouches = true
    /// Whether a drag may cancel a touch the content already has (see ``touchesShouldCancel(in:)``).
    /// Default `true`.
    open var canCancelContentTouches = true

    /// Whether the vertical scroll indicator is shown (stored for drawing). Default `true`.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator is shown (stored for drawing). Default `true`.
    open var showsHorizontalScrollIndicator = true
    /// Whether a tap on the status bar scrolls to the top (stored: there is no status bar). Default `true`.
    open var scrollsToTop = true

    /// Whether the user is dragging the content.
    @exclusivity(unchecked) public internal(set) var isDragging = false
    /// Whether the content is moving after the finger lifted (a fling, a bounce back or a page snap).
    public internal(set) var isDecelerating = false
    /// Whether the user has touched the content and may start dragging (a touch is down on it).
    public var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 }

    // MARK: Zooming

    /// The smallest zoom scale. Default 1.
    open var minimumZoomScale: CGFloat = 1 { didSet { updatePinch() } }
    /// The largest zoom scale. Default 1 (no zooming).
    open var maximumZoomScale: CGFloat = 1 { didSet { updatePinch() } }
    /// Whether a pinch may go past the limits and spring back (stored). Default `true`.
    open var bouncesZoom = true
    /// Whether the user is pinching.
    @exclusivity(unchecked) public internal(set) var isZooming = false
    var storedZoomScale: CGFloat = 1
    /// The content point under the pinch's centre when it began, and that centre in the view's frame.
    var zoomAnchor: (content: CGPoint, inView: CGPoint, startScale: CGFloat) = (.zero, .zero, 1)

    // MARK: State of the current motion

    /// The running deceleration or animation, its frame timer, and what kind it is.
    var motion: ScrollMotion?
    /// Where the drag started, and on which axes it may move. Read at every drag frame (`followDrag`):
    /// unchecked storage, as the dispatch core's hot properties (docs/decisions.md).
    @exclusivity(unchecked) var dragStartOffset: CGPoint = .zero
    @exclusivity(unchecked) var dragAxes: (horizontal: Bool, vertical: Bool) = (true, true)
    /// How deep `scrollViewDidScroll` calls are nested (a delegate that sets the offset from it).
    @exclusivity(unchecked) private var didScrollDepth = 0

    /// Creates a scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        panGestureRecognizer.maximumNumberOfTouches = Int.max
        // A mouse wheel and touchpad scrolling scroll the content, as on iPadOS with a pointer.
        panGestureRecognizer.allowedScrollTypesMask = .all
        addGestureRecognizer(panGestureRecognizer)
        // After the pan, so it hears each frame after the pan decided (UIScrollView+ContentTouches.swift).
        addGestureRecognizer(contentTouchDelayRecognizer)
    }

    // MARK: Content touches

    /// Asked before the content gets a touch (after the delay, if any). Return `false` to keep it from the
    /// content. Default `true`.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked before a drag cancels a touch the content already has. Default: `false` for a `UIControl`
    /// (a button that is already pressed keeps its touch, so the drag does not scroll), `true` otherwise.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Whether touches held back from the content stay held after the scroll view's pan failed, because
    /// another pan of the scroll view (a table's swipe actions) may still take them. `false` here.
    var contentTouchesWaitForOtherPans: Bool { false }

    /// The scroll view's rules for its own pan: it begins only along an axis that can scroll, and only if
    /// it may cancel the touches the content already has (``canCancelContentTouches``,
    /// ``touchesShouldCancel(in:)``). Other recognizers: UIView's answer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panShouldBegin()
    }

    /// The current zoom scale. Default 1. Setting it applies at once within the limits.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { zoom(to: newValue) }
    }

    /// Sets the zoom scale, clamped to the limits (no renderer: not animated), keeping the offset in range.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoom(to: scale) }

    // MARK: Geometry of scrolling

    /// The smallest content offset: minus the top and left insets.
    var minimumContentOffset: CGPoint { CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }
    /// The largest content offset: the content's far edge (plus insets) at the view's far edge, never
    /// below the minimum.
    var maximumContentOffset: CGPoint { contentOffsetLimits.upper }
    /// ``minimumContentOffset`` and ``maximumContentOffset`` from one reading of the insets and the bounds
    /// (read separately, the two read ``adjustedContentInset`` five times): what a drag frame clamps to.
    var contentOffsetLimits: (lower: CGPoint, upper: CGPoint) {
        let inset = adjustedContentInset
        let lower = CGPoint(x: -inset.left, y: -inset.top)
        let visible = bounds
        let upper = CGPoint(
            x: max(lower.x, contentSize.width + inset.right - visible.width),
            y: max(lower.y, contentSize.height + inset.bottom - visible.height))
        return (lower, upper)
    }
    /// Whether the content is wider (taller) than the view, insets included, or always bounces that way.
    var canScrollHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width
    }
    var canScrollVertically: Bool {
        alwaysBounceVertical || contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height
    }

    /// `offset` clamped to the allowed range.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let lower = minimumContentOffset
        let upper = maximumContentOffset
        return CGPoint(x: min(max(offset.x, lower.x), upper.x), y: min(max(offset.y, lower.y), upper.y))
    }

    // MARK: Scrolling from code

    /// Moves the content to `contentOffset`, animated along the fast deceleration curve (ending with
    /// `scrollViewDidEndScrollingAnimation`) or at once. Either way a running deceleration stops.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            UIApplication.reportDiagnostic("\(scrollTraceName): setContentOffset(\(contentOffset)) ignored: not finite", in: window?.application)
            return
        }
        stopMotion(reason: nil)
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        animate(to: contentOffset, kind: .animation)
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible, within the range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = CGRect(
            x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow { return low - visibleLow }
            if high > visibleHigh { return min(high - visibleHigh, low - visibleLow) }
            return 0
        }
        let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        let target = clampedOffset(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: Notifications

    private func didChangeContentOffset() {
        guard didScrollDepth < 4 else {
            UIApplication.reportDiagnostic(
                "\(scrollTraceName): contentOffset changed inside scrollViewDidScroll 4 levels deep; not notifying again",
                in: window?.application)
            return
        }
        didScrollDepth += 1
        defer { didScrollDepth -= 1 }
        frameGuideFollowsOffset()
        refreshControl?.scrollViewDidScroll()
        delegate?.scrollViewDidScroll(self)
    }

    /// Reports a delegate callback to the trace as an action of the scroll view (`scroll view feed`).
    func traceCallback(_ name: String) {
        let app = scrollApplication
        app.trace.emit(.controlAction(time: app.clock.now, sender: scrollTraceName, event: name))
    }

    /// Writes a decision of the scroll view to the trace.
    func traceNote(in application: UIApplication? = nil, _ message: @autoclosure () -> String) {
        let app = application ?? scrollApplication
        app.trace.emit(.note(time: app.clock.now, message: message()))
    }

    /// The application whose clock and trace the scroll view uses: its window's. Outside every window (a
    /// scroll view moved programmatically before it is shown), the shared application's.
    var scrollApplication: UIApplication { UIApplication.serving(window?.application) }

    /// How the trace names the scroll view: `scroll view feed`.
    var scrollTraceName: String { "scroll view \(traceName)" }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // A scroll view removed mid-deceleration stops where it is: nothing on screen is moving any more.
        if window == nil, motion != nil { stopMotion(reason: "removed from its window") }
    }

    private func sanitized(_ value: CGFloat, _ name: String) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            UIApplication.reportDiagnostic(
                "UIScrollView.contentSize.\(name) \(value) is not a finite size ≥ 0: using 0", in: window?.application)
            return 0
        }
        return value
    }
}

/// The scroll view's pan: a plain pan whose trace name says whose it is (iOS's class has this name too).
@MainActor
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// Panning and zooming go together: the scroll view's own pinch and pan never prevent each other
    /// (prevention needs both `canPrevent` and `canBePrevented`, so the pan's answers cover both ways).
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== (view as? UIScrollView)?.pinchGestureRecognizer
    }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== (view as? UIScrollView)?.pinchGestureRecognizer
    }
}
