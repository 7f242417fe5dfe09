import InputCore

/// A control of two halves, − and +, that decreases or increases a value by a step.
///
/// A touch on a half steps at once; held, it repeats (``autorepeat``) after ``autorepeatDelay`` and then
/// every ``autorepeatInterval`` on the framework clock, while the finger stays on the control. Each step
/// sends `.valueChanged` (``isContinuous``), or one `.valueChanged` at the lift if the value changed
/// (not continuous). The value stays in ``minimumValue``…``maximumValue``: a step past an end stops there,
/// or with ``wraps`` goes round to the other end. Setting ``value`` sends nothing and is clamped.
///
/// Bad values are refused with a trace diagnostic and leave the stepper as it was (UIKit raises an
/// exception): a minimum above the maximum (or a maximum below the minimum), a step that is not positive,
/// NaN anywhere.
///
/// It draws a rounded outline in the tint colour, a divider, and a − and a + line glyph; a half that can
/// not step (at its end, without wrapping) is drawn at ``disabledHalfAlpha``. Its size is fixed at
/// ``intrinsicSize`` (94 × 32 pt, iOS's).
@MainActor
open class UIStepper: UIControl {
    /// iOS's stepper size: 94 × 32 pt.
    public static let intrinsicSize = CGSize(width: 94, height: 32)
    /// How long a touch is held before the first repeat: 0.5 s.
    public static let autorepeatDelay: TimeInterval = 0.5
    /// The time between repeats after the first: 0.1 s.
    public static let autorepeatInterval: TimeInterval = 0.1
    /// The opacity of a half that cannot step.
    public static let disabledHalfAlpha: CGFloat = 0.3

    /// The value, clamped to the range. Default 0. Setting it sends no action.
    open var value: Double = 0 {
        didSet {
            if value.isNaN {
                report("value nan refused")
                value = oldValue
            }
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            if value != oldValue { setNeedsDisplay() }
        }
    }
    /// The lowest value. Default 0; a value above ``maximumValue`` is refused.
    open var minimumValue: Double = 0 {
        didSet {
            guard !minimumValue.isNaN, minimumValue <= maximumValue else {
                report("minimumValue \(minimumValue) is above maximumValue \(maximumValue); kept \(oldValue)")
                minimumValue = oldValue
                return
            }
            value = max(value, minimumValue)
            setNeedsDisplay()
        }
    }
    /// The highest value. Default 100; a value below ``minimumValue`` is refused.
    open var maximumValue: Double = 100 {
        didSet {
            guard !maximumValue.isNaN, maximumValue >= minimumValue else {
                report("maximumValue \(maximumValue) is below minimumValue \(minimumValue); kept \(oldValue)")
                maximumValue = oldValue
                return
            }
            value = min(value, maximumValue)
            setNeedsDisplay()
        }
    }
    /// How much a step changes the value. Default 1; must be positive.
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0, stepValue.isFinite else {
                report("stepValue \(stepValue) is not a positive number; kept \(oldValue)")
                stepValue = oldValue
                return
            }
        }
    }
    /// Whether each step sends `.valueChanged` (rather than one at the lift). Default `true`.
    open var isContinuous = true
    /// Whether holding a half repeats its step. Default `true`.
    open var autorepeat = true
    /// Whether stepping past an end goes round to the other end. Default `false`.
    open var wraps = false { didSet { setNeedsDisplay() } }

    private var direction: Double = 0
    private var valueAtTouchDown: Double = 0
    private var repeatTimer: FrameworkClock.TimerID?
    private var repeatClock: FrameworkClock?

    /// Creates a stepper at `frame`'s origin with the fixed size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.intrinsicSize))
        isOpaque = false
    }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIStepper.intrinsicSize) }
    }

    /// The fixed size.
    open override var intrinsicContentSize: CGSize { UIStepper.intrinsicSize }
    /// The fixed size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.intrinsicSize }

    /// Whether the − (`direction` −1) or + (+1) half can step now.
    public func canStep(_ direction: Double) -> Bool {
        wraps || (direction < 0 ? value > minimumValue : value < maximumValue)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = value
        direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        step(with: event)
        // The step's action may have removed the stepper from its window, which ended the tracking: no
        // repeat then (it would step for ever, with no lift to stop it).
        guard hasTrackedTouch else { return false }
        if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if !isInTrackingArea(touch.location(in: self)) { stopRepeating() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }

    private func step(with event: UIEvent?) {
        var next = value + direction * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else {
            note("\(direction < 0 ? "−" : "+") at \(TraceFormat.number(CGFloat(value))): at the end of the range")
            return
        }
        value = next
        if isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    private func scheduleRepeat(after interval: TimeInterval) {
        let clock = UIApplication.serving(window?.application).clock
        repeatClock = clock
        repeatTimer = clock.schedule(after: interval, label: "stepper \(traceName) autorepeat") { [weak self] in
            guard let self, self.repeatTimer != nil else { return }
            self.step(with: nil)
            // The step's action may have stopped the repeat (removed the stepper from its window, which
            // cancels its tracking): then it must not start again, or it repeats for ever with no touch.
            guard self.repeatTimer != nil else { return }
            self.scheduleRepeat(after: Self.autorepeatInterval)
        }
    }

    private func stopRepeating() {
        if let repeatTimer { repeatClock?.cancel(repeatTimer) }
        repeatTimer = nil
    }

    override func defaultActionClaim(against recognizer: UIGestureRecognizer) -> String? {
        UIControl.isSingleTap(recognizer) ? "a single tap on a stepper steps its value" : nil
    }

    override var controlKind: String { "stepper" }

    // MARK: Drawing

    override var drawnStates: State { [.disabled] }

    /// Draws the outline, the divider and the two glyphs.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        paintDimmedWhenDisabled(context) {
            let tint = tintColor ?? .systemBlue
            context.setStrokeColor(tint.cgColor)
            context.setLineWidth(1)
            context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
            context.move(to: CGPoint(x: bounds.midX, y: bounds.minY))
            context.addLine(to: CGPoint(x: bounds.midX, y: bounds.maxY))
            context.strokePath()
            let arm: CGFloat = 7
            let left = CGPoint(x: bounds.minX + bounds.width / 4, y: bounds.midY)
            let right = CGPoint(x: bounds.minX + bounds.width * 3 / 4, y: bounds.midY)
            context.setLineWidth(2)
            context.setStrokeColor(tint.withAlphaComponent(canStep(-1) ? 1 : Self.disabledHalfAlpha).cgColor)
            context.move(to: CGPoint(x: left.x - arm, y: left.y))
            context.addLine(to: CGPoint(x: left.x + arm, y: left.y))
            context.strokePath()
            context.setStrokeColor(tint.withAlphaComponent(canStep(1) ? 1 : Self.disabledHalfAlpha).cgColor)
            context.move(to: CGPoint(x: right.x - arm, y: right.y))
            context.addLine(to: CGPoint(x: right.x + arm, y: right.y))
            context.move(to: CGPoint(x: right.x, y: right.y - arm))
            context.addLine(to: CGPoint(x: right.x, y: right.y + arm))
            context.strokePath()
        }
    }

    private func report(_ message: String) {
        UIApplication.reportDiagnostic("UIStepper \(traceName): \(message)", in: window?.application)
    }
}
