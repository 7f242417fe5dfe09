import InputCore

/// A control that picks a value from a continuous range by dragging a thumb along a track.
///
/// Tracking starts only on the thumb (``thumbRect(forBounds:trackRect:value:)`` at touch-down); a touch
/// elsewhere on the track does nothing. The thumb keeps its offset from the finger, so it does not jump.
/// The value is clamped to ``minimumValue``…``maximumValue``. With ``isContinuous`` (the default) each move
/// that changes the value sends `.valueChanged`; otherwise one `.valueChanged` is sent at the lift if the
/// value changed. Setting ``value`` or calling ``setValue(_:animated:)`` sends nothing.
///
/// A swipe or pan along the slider that starts on the thumb beats an ancestor's recognizer (the Event
/// Handling Guide names the swipe; UIKit's header says "UISlider prevents swipes parallel to the slider
/// that start in the thumb"; we treat a pan the same, so a slider works inside a horizontal scroll view).
///
/// It draws a 4 pt rounded track, ``minimumTrackTintColor`` (the tint) left of the thumb's centre and
/// ``maximumTrackTintColor`` (light grey) right of it, and a round white thumb of ``thumbSize`` at the
/// value's position (``thumbRect(forBounds:trackRect:value:)``). A disabled slider is drawn at half
/// opacity. Changing the value, the range, a colour, the tint or ``UIControl/isEnabled`` redraws it;
/// highlighting does not. Differences from iOS: no track or thumb images, no animation.
@MainActor
open class UISlider: UIControl {
    /// The thumb's size: 28 × 28 pt, the size of iOS's default thumb.
    public static let thumbSize = CGSize(width: 28, height: 28)
    /// The height a slider wants under Auto Layout: 31 pt, iOS's, which holds the 28 pt thumb and the
    /// shadow drawn 1.75 pt below it (ControlThumb). It has no intrinsic width, as on iOS.
    public static let intrinsicHeight: CGFloat = 31

    /// The lowest value. Default 0. Raising it above ``maximumValue`` raises the maximum too; the value is
    /// clamped.
    open var minimumValue: Float = 0 {
        didSet {
            guard minimumValue.isFinite else { minimumValue = oldValue; return }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
            setNeedsDisplay()
        }
    }
    /// The highest value. Default 1. Lowering it below ``minimumValue`` lowers the minimum too; the value
    /// is clamped.
    open var maximumValue: Float = 1 {
        didSet {
            guard maximumValue.isFinite else { maximumValue = oldValue; return }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
            setNeedsDisplay()
        }
    }
    private var storedValue: Float = 0.5
    /// The value, clamped to the range; a non-finite value is ignored. Default 0.5. Setting it sends no
    /// action.
    open var value: Float {
        get { storedValue }
        set {
            guard newValue.isFinite else { return }
            let clamped = min(max(newValue, minimumValue), maximumValue)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }
    /// Whether moves send `.valueChanged` as they happen (`true`, the default) or once at the lift.
    open var isContinuous = true
    /// The track's colour left of the thumb; `nil` is the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track's colour right of the thumb; `nil` is light grey (``defaultMaximumTrackTintColor``).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's colour; `nil` is white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    private var valueAtTouchDown: Float = 0
    /// The finger's distance from the thumb's centre at touch-down, along the track.
    private var grabOffset: CGFloat = 0

    /// Creates a slider.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // The track spans the bounds and the thumb keeps its size, so a resize draws again.
        contentMode = .redraw
    }

    /// Sets the value (not animated). Sends no action.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    // MARK: Drawing

    /// Draws the track and the thumb (UISlider+Drawing.swift).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        paint(in: context)
    }

    /// The minimum track follows the tint unless it has its own colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if minimumTrackTintColor == nil { setNeedsDisplay() }
    }

    override var drawnStates: State { [.disabled] }

    /// No intrinsic width (a slider is as long as its constraints make it) and ``intrinsicHeight``, as on
    /// iOS, so a slider in a vertical stack has a height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.intrinsicHeight)
    }

    // MARK: Geometry

    /// The track: the bounds' full width, 4 pt high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
    }

    /// The thumb for `value`: ``thumbSize``, centred vertically, its centre travelling from half a thumb
    /// inside the track's left end to half a thumb inside its right end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = UISlider.thumbSize
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let centerX = rect.minX + size.width / 2 + fraction * max(rect.width - size.width, 0)
        return CGRect(x: centerX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    var currentThumbRect: CGRect { thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value) }

    private func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = max(track.width - UISlider.thumbSize.width, 1)
        let fraction = Float((x - track.minX - UISlider.thumbSize.width / 2) / travel)
        return minimumValue + min(max(fraction, 0), 1) * (maximumValue - minimumValue)
    }

    /// Whether a touch that went down at `point` (the slider's coordinates) grabs the thumb: the thumb's
    /// width, the slider's whole height.
    func grabsThumb(at point: CGPoint) -> Bool {
        let thumb = currentThumbRect
        return point.x >= thumb.minX && point.x <= thumb.maxX && point.y >= min(bounds.minY, thumb.minY)
            && point.y <= max(bounds.maxY, thumb.maxY)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // The touch-down point, not where the finger is now: a scroll view may have held the touch back.
        let start = convert(touch.startWindowLocation, from: touch.window)
        guard grabsThumb(at: start) else {
            note("touch at \(TraceFormat.point(start)) is not on the thumb: not tracked")
            return false
        }
        valueAtTouchDown = value
        grabOffset = start.x - currentThumbRect.midX
        follow(touch, event: event)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch, event: event)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch, event: event) }
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {}

    private func follow(_ touch: UITouch, event: UIEvent?) {
        let old = value
        value = value(forThumbCenterX: touch.location(in: self).x - grabOffset)
        if isContinuous, value != old { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: The default action wins

    override func defaultActionClaim(against recognizer: UIGestureRecognizer) -> String? {
        // A slider tracking the touch grabbed its thumb at touch-down (the thumb has moved since);
        // otherwise the touch-down point must be on the thumb.
        guard let touch = recognizer.sequenceTouches.first(where: { $0.view === self }),
              isTracking || grabsThumb(at: convert(touch.startWindowLocation, from: touch.window))
        else { return nil }
        if let swipe = recognizer as? UISwipeGestureRecognizer, !swipe.direction.isDisjoint(with: [.left, .right]) {
            return "a swipe along a slider that starts on its thumb moves the thumb"
        }
        if let pan = recognizer as? UIPanGestureRecognizer {
            let t = pan.translation(in: self)
            if abs(t.x) >= abs(t.y) { return "a pan along a slider that starts on its thumb moves the thumb" }
        }
        return nil
    }

    override var controlKind: String { "slider" }
}
