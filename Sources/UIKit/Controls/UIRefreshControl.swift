import CoreGraphics

/// Pull to refresh: set on a scroll view's ``UIScrollView/refreshControl``, it sits above the content, shows
/// a spinner when the content is pulled down, and sends `.valueChanged` when the user pulls past
/// ``triggerDistance``.
///
/// - A user's drag that pulls the content ``triggerDistance`` or more below its resting top begins refreshing
///   (once per pull): ``isRefreshing`` becomes `true`, the spinner turns, the scroll view's top inset grows
///   by ``height`` so the content rests below the spinner when released, and `.valueChanged` is sent. The
///   trace says so: `refresh control of scroll view list: refreshing: pulled 104.0 pt ≥ 100.0 pt`.
/// - ``beginRefreshing()`` does the same from code without sending `.valueChanged` (as on iOS) and without
///   scrolling.
/// - ``endRefreshing()`` stops the spinner and gives the inset back; content resting below the top scrolls
///   back up, animated on the framework clock.
/// - A new pull can begin refreshing again only after the content came back to its top.
///
/// Differences from iOS: the spinner is an ``UIActivityIndicatorView`` (shown whole while pulled, turning
/// while refreshing) rather than iOS's ticks filling in with the pull; no `attributedTitle`. The trigger
/// distance is ours (iOS's is private).
@MainActor
open class UIRefreshControl: UIControl {
    /// How far, in points, the content must be pulled below its top to begin refreshing: 100 pt.
    public static let triggerDistance: CGFloat = 100
    /// The control's height: the space the content rests below while refreshing: 60 pt (iOS's is about 60).
    public static let height: CGFloat = 60

    /// Whether a refresh is under way (from a pull or ``beginRefreshing()``).
    public private(set) var isRefreshing = false

    /// The spinner.
    let spinner = UIActivityIndicatorView(style: .medium)
    /// The scroll view the control is set on.
    weak var scrollView: UIScrollView?
    /// The inset the control added to its scroll view while refreshing.
    private var addedInset: CGFloat = 0
    /// Whether a pull may begin a refresh (false from a refresh until the content is back at its top).
    private var armed = true

    /// Creates a refresh control; set it on a scroll view's ``UIScrollView/refreshControl``.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.isHidden = true
        addSubview(spinner)
    }

    /// Creates a refresh control.
    public convenience init() { self.init(frame: .zero) }

    /// The spinner's colour. Default `nil`: the activity indicator's grey.
    open override var tintColor: UIColor! {
        didSet { spinner.color = tintColor }
    }

    /// Begins refreshing from code: the spinner turns and the content's rest moves below it. No
    /// `.valueChanged` (the app started it).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        startRefreshing()
        trace("refreshing: beginRefreshing()")
    }

    /// Ends the refresh: the spinner stops and the content goes back to its top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        trace("refresh ended: endRefreshing()")
        guard let scrollView else { return }
        scrollView.contentInset.top -= addedInset
        addedInset = 0
        let top = -scrollView.adjustedContentInset.top
        if !scrollView.isDragging, scrollView.contentOffset.y < top {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
        updateSpinnerVisibility()
    }

    // MARK: Following the scroll view

    /// Places the control above the content, across the scroll view.
    func layoutInScrollView() {
        guard let scrollView else { return }
        let frame = CGRect(x: 0, y: -UIRefreshControl.height, width: scrollView.bounds.width, height: UIRefreshControl.height)
        if self.frame != frame { self.frame = frame }
        let size = spinner.frame.size
        spinner.frame = CGRect(x: ((frame.width - size.width) / 2).rounded(), y: ((frame.height - size.height) / 2).rounded(),
                               width: size.width, height: size.height)
    }

    /// The scroll view moved: a user's pull past ``triggerDistance`` begins refreshing.
    func scrollViewDidScroll() {
        guard let scrollView else { return }
        let pulled = pullDistance(in: scrollView)
        if pulled <= 0, !isRefreshing { armed = true }
        updateSpinnerVisibility()
        guard armed, !isRefreshing, scrollView.isDragging, pulled >= UIRefreshControl.triggerDistance, isEnabled else { return }
        startRefreshing()
        trace("refreshing: pulled \(GestureReason.points(pulled)) ≥ \(GestureReason.points(UIRefreshControl.triggerDistance))")
        sendActions(for: .valueChanged)
    }

    /// How far the content is pulled below its resting top (not counting the control's own inset).
    private func pullDistance(in scrollView: UIScrollView) -> CGFloat {
        -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top - addedInset)
    }

    private func startRefreshing() {
        isRefreshing = true
        armed = false
        spinner.startAnimating()
        if let scrollView, addedInset == 0 {
            addedInset = UIRefreshControl.height
            scrollView.contentInset.top += addedInset
        }
        updateSpinnerVisibility()
    }

    private func updateSpinnerVisibility() {
        let pulled = scrollView.map { pullDistance(in: $0) } ?? 0
        let shows = isRefreshing || pulled > 0
        if spinner.isHidden == shows { spinner.isHidden = !shows }
    }

    private func trace(_ message: String) {
        guard let scrollView else { return }
        scrollView.traceNote("refresh control of \(scrollView.scrollTraceName): \(message)")
    }
}
