import InputCore

/// A bar that shows how far a task has got, from 0 to 1.
///
/// ``progress`` is clamped to 0…1 (NaN is refused with a trace diagnostic). ``setProgress(_:animated:)``
/// with `animated` moves the drawn bar to the new value over ``animationDuration`` on the framework clock
/// (a step per display frame, 60 per second), while ``progress`` reads the new value at once, as on iOS.
///
/// It draws a track of the full width in ``trackTintColor`` (light grey by default) and the part done, from
/// the left, in ``progressTintColor`` (the tint colour by default), both ``barHeight`` tall and centred.
///
/// Differences from iOS: no `.bar` style images, no `observedProgress`.
@MainActor
open class UIProgressView: UIView {
    /// The bar's height: 4 pt, iOS's default style.
    public static let barHeight: CGFloat = 4
    /// How long an animated change takes: 0.25 s (UIKit's default animation duration).
    public static let animationDuration: TimeInterval = 0.25
    /// The track colour when ``trackTintColor`` is `nil`: #E5E5EA (iOS's systemGray5).
    public static let defaultTrackColor = UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1)

    /// The progress shown, 0…1. Setting it moves the bar at once.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The colour of the part done; `nil` is the tint colour.
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the rest of the track; `nil` is ``defaultTrackColor``.
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }

    private var storedProgress: Float = 0
    /// The value drawn now: ``progress``, or on its way there during an animated change.
    public private(set) var displayedProgress: Float = 0 {
        didSet { if displayedProgress != oldValue { setNeedsDisplay() } }
    }
    private var animation: (from: Float, to: Float, start: InputTime, timer: FrameworkClock.TimerID)?

    /// Creates a progress view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// The bar's width is free; its height is ``barHeight``.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    /// Sets ``progress`` (clamped to 0…1), moving the drawn bar over ``animationDuration`` when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            UIApplication.reportDiagnostic("UIProgressView \(traceName): progress nan refused", in: window?.application)
            return
        }
        let value = min(max(progress, 0), 1)
        storedProgress = value
        let clock = UIApplication.serving(window?.application).clock
        if let running = animation {
            clock.cancel(running.timer)
            animation = nil
        }
        guard animated, value != displayedProgress else {
            displayedProgress = value
            return
        }
        scheduleStep(from: displayedProgress, to: value, start: clock.now, clock: clock)
    }

    private func scheduleStep(from: Float, to: Float, start: InputTime, clock: FrameworkClock) {
        let timer = clock.schedule(after: 1 / UIScrollView.framesPerSecond, label: "progress view \(traceName)") {
            [weak self] in
            guard let self else { return }
            let elapsed = clock.now.seconds - start.seconds
            let fraction = Float(min(elapsed / Self.animationDuration, 1))
            self.displayedProgress = from + (to - from) * fraction
            if fraction >= 1 {
                self.animation = nil
            } else {
                self.scheduleStep(from: from, to: to, start: start, clock: clock)
            }
        }
        animation = (from, to, start, timer)
    }

    /// Draws the track and the part done.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let height = min(Self.barHeight, bounds.height)
        let track = CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
        context.setFillColor((trackTintColor ?? Self.defaultTrackColor).cgColor)
        context.fill(track)
        let done = CGRect(x: track.minX, y: track.minY, width: track.width * CGFloat(displayedProgress), height: height)
        guard done.width > 0 else { return }
        context.setFillColor((progressTintColor ?? tintColor).cgColor)
        context.fill(done)
    }
}
