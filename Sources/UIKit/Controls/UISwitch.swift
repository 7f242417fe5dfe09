import InputCore

/// An on/off control.
///
/// A tap toggles it; a drag moves the thumb, and the lift leaves it on the side the finger is on. When
/// the user changes ``isOn`` the switch sends `.valueChanged` and `.primaryActionTriggered`; setting
/// ``isOn`` or calling ``setOn(_:animated:)`` sends nothing, as on iOS. A lift outside the tracking area
/// after a tap (no drag) leaves the switch as it was; a cancelled touch restores the value it had at
/// touch-down.
///
/// A single-finger tap and a horizontal pan on a switch beat an ancestor's recognizer (Event Handling
/// Guide). Its size is fixed at ``intrinsicSize`` (51 × 31 pt, iOS's), whatever frame it is given.
///
/// It draws a rounded track, filled with ``onTintColor`` (system green) when on and outlined in light grey
/// when off, and a round thumb (``thumbTintColor``, white) at the end of its state, or under the finger
/// during a drag. A disabled switch is drawn at half opacity. Changing ``isOn``, the thumb's position, a
/// colour or ``UIControl/isEnabled`` redraws it; highlighting does not (the look does not change).
/// Differences from iOS: no animation, and the thumb does not stretch while pressed.
@MainActor
open class UISwitch: UIControl {
    /// iOS's fixed switch size: 51 × 31 pt.
    public static let intrinsicSize = CGSize(width: 51, height: 31)
    /// How far, in points, a finger must travel horizontally before a touch counts as a drag rather than a
    /// tap. iOS's value is private; 5 pt is our choice (docs/decisions.md, "Controls").
    public static let dragThreshold: CGFloat = 5

    /// Whether the switch is on. Setting it sends no action.
    open var isOn: Bool = false {
        didSet { thumbPosition = isOn ? 1 : 0 }
    }
    /// Where the thumb is, from 0 (off) to 1 (on): follows a drag, for drawing.
    public private(set) var thumbPosition: CGFloat = 0 {
        didSet { if oldValue != thumbPosition { setNeedsDisplay() } }
    }
    /// The track colour when on; `nil` is the system green (``defaultOnTintColor``).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb colour; `nil` is white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    private var valueAtTouchDown = false
    private var startX: CGFloat = 0
    private var isDragging = false

    /// Creates a switch at `frame`'s origin with the fixed size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.intrinsicSize))
    }

    // MARK: Drawing

    /// Draws the track and the thumb (UISwitch+Drawing.swift).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        paint(in: context)
    }

    override var drawnStates: State { [.disabled] }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.intrinsicSize) }
    }

    /// The fixed size, ``intrinsicSize``, as on iOS, so Auto Layout and stack views size a switch without
    /// constraints of their own.
    open override var intrinsicContentSize: CGSize { UISwitch.intrinsicSize }

    /// The fixed size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.intrinsicSize }

    /// Sets the state; the thumb moves at once even when `animated` (there are no animations yet). Sends
    /// no action.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = isOn
        startX = touch.location(in: self).x
        isDragging = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if !isDragging, abs(x - startX) > UISwitch.dragThreshold { isDragging = true }
        if isDragging { thumbPosition = min(max((x - bounds.minX) / max(bounds.width, 1), 0), 1) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let point = touch.location(in: self)
        let newValue: Bool
        if isDragging {
            newValue = point.x > bounds.midX
            note("drag ends on the \(newValue ? "on" : "off") side")
        } else if isInTrackingArea(point) {
            newValue = !valueAtTouchDown
        } else {
            newValue = valueAtTouchDown
        }
        isOn = newValue
        if newValue != valueAtTouchDown { sendActions(for: [.valueChanged, .primaryActionTriggered], with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        isOn = valueAtTouchDown
    }

    // MARK: The default action wins

    override func defaultActionClaim(against recognizer: UIGestureRecognizer) -> String? {
        if UIControl.isSingleTap(recognizer) { return "a single tap on a switch is the switch's own action" }
        if let pan = recognizer as? UIPanGestureRecognizer {
            let t = pan.translation(in: self)
            if abs(t.x) >= abs(t.y) { return "a horizontal pan on a switch moves its thumb" }
        }
        return nil
    }

    override var controlKind: String { "switch" }
}
