import InputCore

/// A spinning wheel that shows a task is under way.
///
/// ``startAnimating()`` shows it and turns the wheel one spoke every ``stepInterval`` on the framework
/// clock (so tests advance virtual time to see it turn); ``stopAnimating()`` stops it and, with
/// ``hidesWhenStopped`` (the default), hides it, as on iOS. A new indicator is stopped, and so hidden.
///
/// It draws ``spokeCount`` rounded spokes around the centre in ``color`` (grey by default); the spoke at
/// ``phase`` is opaque and those behind it fade, so the bright spoke moves round as the wheel turns.
///
/// Differences from iOS: the wheel steps a spoke at a time rather than rotating smoothly.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The size of the wheel.
    public enum Style: Int, Sendable {
        /// 20 × 20 pt.
        case medium
        /// 37 × 37 pt.
        case large
    }

    /// How many spokes the wheel has: 8.
    public static let spokeCount = 8
    /// How long each spoke stays brightest: 1/12 s, so the wheel turns once in 2/3 s.
    public static let stepInterval: TimeInterval = 1.0 / 12
    /// The spoke colour when ``color`` is `nil`: #8E8E93 (iOS's systemGray).
    public static let defaultColor = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)

    /// The wheel's size. Default `.medium`.
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The spokes' colour; `nil` is ``defaultColor``.
    open var color: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the indicator is hidden while stopped. Default `true`.
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// Whether the wheel is turning.
    public private(set) var isAnimating = false
    /// Which spoke is brightest (0 is at the top, counting clockwise).
    public private(set) var phase = 0 { didSet { if phase != oldValue { setNeedsDisplay() } } }

    private var timer: FrameworkClock.TimerID?
    private var timerClock: FrameworkClock?

    /// Creates a stopped (and so hidden) indicator of `style`, sized for it.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        isOpaque = false
        contentMode = .redraw
        isHidden = true
    }

    /// Creates a stopped (and so hidden) medium indicator at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        isHidden = true
    }

    /// The wheel's size for `style`.
    public static func size(of style: Style) -> CGSize {
        style == .medium ? CGSize(width: 20, height: 20) : CGSize(width: 37, height: 37)
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { Self.size(of: style) }

    /// Shows the indicator and starts turning the wheel (nothing if it is already turning).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        scheduleStep()
    }

    /// Stops the wheel and, with ``hidesWhenStopped``, hides the indicator.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if let timer { timerClock?.cancel(timer) }
        timer = nil
        if hidesWhenStopped { isHidden = true }
    }

    private func scheduleStep() {
        let clock = UIApplication.serving(window?.application).clock
        timerClock = clock
        timer = clock.schedule(after: Self.stepInterval, label: "activity indicator \(traceName)") { [weak self] in
            guard let self, self.isAnimating else { return }
            self.phase = (self.phase + 1) % Self.spokeCount
            self.scheduleStep()
        }
    }

    /// The end points of spoke `index` (0 at the top, clockwise) in the view's coordinates.
    public func spoke(_ index: Int) -> (inner: CGPoint, outer: CGPoint) {
        let radius = min(bounds.width, bounds.height) / 2
        let angle = CGFloat(index) / CGFloat(Self.spokeCount) * 2 * .pi
        let direction = CGPoint(x: sin(angle), y: -cos(angle))
        let inner = radius * 0.45, outer = radius * 0.9
        return (
            CGPoint(x: bounds.midX + direction.x * inner, y: bounds.midY + direction.y * inner),
            CGPoint(x: bounds.midX + direction.x * outer, y: bounds.midY + direction.y * outer)
        )
    }

    /// Draws the spokes, the one at ``phase`` opaque and each earlier one fainter.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let base = color ?? Self.defaultColor
        let width = max(min(bounds.width, bounds.height) * 0.1, 1)
        for index in 0..<Self.spokeCount {
            // Spokes behind the bright one fade to a quarter.
            let behind = (phase - index + Self.spokeCount) % Self.spokeCount
            let alpha = 1 - 0.75 * CGFloat(behind) / CGFloat(Self.spokeCount - 1)
            let ends = spoke(index)
            context.setStrokeColor(base.withAlphaComponent(base.alpha * alpha).cgColor)
            context.setLineWidth(width)
            context.setLineCap(.round)
            context.move(to: ends.inner)
            context.addLine(to: ends.outer)
            context.strokePath()
        }
    }
}
