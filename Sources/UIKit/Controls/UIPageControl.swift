/// A row of dots, one per page, with the current page's dot highlighted.
///
/// A tap to the left of the current page's dot goes back one page, a tap to the right goes forward (as
/// UIKit's page control has always done); when the page changes the control sends `.valueChanged`. At the
/// first or last page a tap that would go past the end does nothing and sends nothing. Setting
/// ``currentPage`` sends nothing. ``currentPage`` is kept in `0..<numberOfPages` (0 without pages): a value
/// outside is clamped, as UIKit does, and the clamp is reported on the trace.
///
/// It draws a dot of ``indicatorDiameter`` for each page, ``indicatorSpacing`` apart, centred in the bounds:
/// the current page's in ``currentPageIndicatorTintColor`` (white by default), the others in
/// ``pageIndicatorTintColor`` (white at 30 % by default).
///
/// Differences from iOS: no background style, custom indicator images or scrubbing (iOS 14).
@MainActor
open class UIPageControl: UIControl {
    /// A dot's diameter: 7 pt, as iOS drew them up to iOS 13.
    public static let indicatorDiameter: CGFloat = 7
    /// The distance between the centres of neighbouring dots: 16 pt (7 pt dots, 9 pt gaps).
    public static let indicatorSpacing: CGFloat = 16
    /// The control's height for ``size(forNumberOfPages:)``: 26 pt.
    public static let height: CGFloat = 26

    /// How many dots there are. Default 0; a negative value is taken as 0.
    open var numberOfPages: Int = 0 {
        didSet {
            if numberOfPages < 0 {
                report("numberOfPages \(numberOfPages) is negative: using 0")
                numberOfPages = 0
            }
            if currentPage > maximumPage { currentPage = maximumPage }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The page shown, from 0. Setting it sends no action; a value outside the pages is clamped.
    open var currentPage: Int = 0 {
        didSet {
            if currentPage < 0 || currentPage > maximumPage {
                let clamped = min(max(currentPage, 0), maximumPage)
                report("currentPage \(currentPage) is outside 0...\(maximumPage): using \(clamped)")
                currentPage = clamped
            }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether the control hides itself when there is only one page. Default `false`.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The colour of the other pages' dots; `nil` is white at 30 %.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot; `nil` is white.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Creates an empty page control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    private var maximumPage: Int { max(numberOfPages - 1, 0) }

    /// The size that shows `pageCount` dots: 16 pt per page, 26 pt tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * Self.indicatorSpacing, height: Self.height)
    }

    /// ``size(forNumberOfPages:)`` for ``numberOfPages``.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// ``size(forNumberOfPages:)`` for ``numberOfPages``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// The centre of `page`'s dot, in the control's coordinates.
    public func indicatorCenter(forPage page: Int) -> CGPoint {
        let rowWidth = CGFloat(numberOfPages) * Self.indicatorSpacing
        let x = bounds.midX - rowWidth / 2 + (CGFloat(page) + 0.5) * Self.indicatorSpacing
        return CGPoint(x: x, y: bounds.midY)
    }

    // MARK: Tracking

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, numberOfPages > 0 else { return }
        let point = touch.location(in: self)
        guard isInTrackingArea(point) else { return }
        let forward = point.x > indicatorCenter(forPage: currentPage).x
        let target = currentPage + (forward ? 1 : -1)
        guard target >= 0, target <= maximumPage else {
            note("tap \(forward ? "after" : "before") page \(currentPage), the \(forward ? "last" : "first") page: no change")
            return
        }
        currentPage = target
        note("tap \(forward ? "right" : "left") of the current dot: page \(target)")
        sendActions(for: .valueChanged, with: event)
    }

    override func defaultActionClaim(against recognizer: UIGestureRecognizer) -> String? {
        UIControl.isSingleTap(recognizer) ? "a single tap on a page control changes the page" : nil
    }

    override var controlKind: String { "page control" }

    // MARK: Drawing

    /// Draws a dot per page, the current one highlighted (nothing for a single page when
    /// ``hidesForSinglePage``).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), numberOfPages > 0,
            !(hidesForSinglePage && numberOfPages == 1)
        else { return }
        let radius = Self.indicatorDiameter / 2
        for page in 0..<numberOfPages {
            let center = indicatorCenter(forPage: page)
            let color =
                page == currentPage
                ? currentPageIndicatorTintColor ?? .white : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
            context.setFillColor(color.cgColor)
            context.fillEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        }
    }

    override var drawnStates: State { [.disabled] }

    private func report(_ message: String) {
        UIApplication.reportDiagnostic("UIPageControl \(traceName): \(message)", in: window?.application)
    }
}
