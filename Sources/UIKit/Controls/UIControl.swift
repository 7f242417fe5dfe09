import InputCore

/// The base of views that turn touches into actions: buttons, switches, sliders.
///
/// Tracking, as UIKit documents it and iOS behaves:
/// - The control's first touch begins tracking: ``isTouchInside`` and ``isHighlighted`` become `true`,
///   ``beginTracking(_:with:)`` is asked, and if it returns `true` the control sends `.touchDown` (and
///   `.touchDownRepeat` when the touch's `tapCount` is above 1).
/// - Each move asks ``continueTracking(_:with:)`` (returning `false` stops tracking) and sends
///   `.touchDragInside` or `.touchDragOutside`, with `.touchDragEnter`/`.touchDragExit` when the touch
///   crosses the edge of the *tracking area*. ``isHighlighted`` follows ``isTouchInside``.
/// - The lift calls ``endTracking(_:with:)`` and sends `.touchUpInside` or `.touchUpOutside`.
/// - A cancelled touch calls ``cancelTracking(with:)`` and sends `.touchCancel`.
///
/// The tracking area is the bounds grown by ``trackingMargin`` (70 pt) on every side: iOS keeps a
/// touch "inside" a little beyond the control's edge, so a finger that slides off a small button while
/// lifting still taps it (docs/decisions.md, "Controls"). Hit testing still uses the bounds.
///
/// A disabled control (``isEnabled`` `false`) tracks nothing and sends nothing; its touches go up the
/// responder chain, as on iOS. A control's default action wins over an ancestor's recognizer on the same
/// touch (Event Handling Guide): see ``gestureRecognizerShouldBegin(_:)``.
///
/// Differences from iOS: target-action takes unapplied method references instead of selectors; there is
/// no focus engine, menus or context menus.
@MainActor
open class UIControl: UIView {
    /// How far, in points, the tracking area reaches beyond the bounds on every side, by default: 70 pt.
    /// iOS does not publish it; 70 pt is the distance at which a UIButton sends `touchDragExit`, measured
    /// on devices and widely reported (docs/decisions.md, "Controls").
    public static let defaultTrackingMargin: CGFloat = 70

    /// How far, in points, the tracking area reaches beyond the bounds: a tracked touch within it counts
    /// as inside. Default ``defaultTrackingMargin`` (70 pt).
    open var trackingMargin: CGFloat = UIControl.defaultTrackingMargin

    var registrations: [ControlActionRegistration] = []
    /// The touch being tracked (the first touch of the control).
    private weak var trackedTouch: UITouch?
    /// Whether a touch is being tracked (false again once tracking ended or was cancelled, also from inside
    /// `beginTracking`, where ``isTracking`` is not yet set).
    var hasTrackedTouch: Bool { trackedTouch != nil }

    /// Creates a control.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a control whose `primaryAction` is sent for `.primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control responds to touches and sends actions. Default `true`. Disabling it while it
    /// tracks a touch cancels the tracking (without sending `.touchCancel`: a disabled control sends
    /// nothing).
    open var isEnabled: Bool = true {
        didSet {
            if oldValue != isEnabled { stateChanged(.disabled) }
            guard oldValue, !isEnabled, isTracking else { return }
            note("tracking stopped: isEnabled became false")
            stopTracking(sending: nil, event: nil)
        }
    }
    /// Whether the control is selected (a toggled state; buttons draw it). Default `false`.
    open var isSelected: Bool = false {
        didSet { if oldValue != isSelected { stateChanged(.selected) } }
    }
    /// Whether the control is highlighted: set while a tracked touch is inside the tracking area.
    open var isHighlighted: Bool = false {
        didSet { if oldValue != isHighlighted { stateChanged(.highlighted) } }
    }
    /// Whether the control is tracking a touch.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the tracking area.
    public private(set) var isTouchInside = false

    /// The control's state as a mask: `.highlighted`, `.disabled`, `.selected`.
    open var state: State {
        var result: State = []
        if isHighlighted { result.insert(.highlighted) }
        if !isEnabled { result.insert(.disabled) }
        if isSelected { result.insert(.selected) }
        return result
    }

    /// Horizontal placement of the content; a button draws its title and image by it. Default `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Vertical placement of the content; a button draws its title and image by it. Default `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// The states whose change alters how this control looks, so that changing one redraws it (and
    /// changing another does not): a button draws all three, a switch or slider only `.disabled`. A plain
    /// `UIControl` draws nothing and redraws for none, as on iOS, where a subclass that draws its state
    /// calls `setNeedsDisplay()` itself.
    var drawnStates: State { [] }

    private func stateChanged(_ flag: State) {
        if drawnStates.contains(flag) { setNeedsDisplay() }
        stateDidChange()
    }

    /// Called after ``state`` changed, for a subclass whose content follows the state (a button's
    /// current title and image, hence its intrinsic size). Does nothing by default.
    func stateDidChange() {}

    // MARK: Tracking (override points)

    /// A tracked touch began. Return `false` to not track it (no events are sent). Default `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved. Return `false` to stop tracking. Default `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (`touch` is `nil` when tracking ended for another reason).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `point` (in the control's coordinates) lies in the tracking area: the bounds grown by
    /// ``trackingMargin``.
    func isInTrackingArea(_ point: CGPoint) -> Bool { distanceOutsideBounds(point) <= trackingMargin }

    /// How far `point` lies outside the bounds, in points (0 inside).
    func distanceOutsideBounds(_ point: CGPoint) -> CGFloat {
        let dx = max(bounds.minX - point.x, 0, point.x - bounds.maxX)
        let dy = max(bounds.minY - point.y, 0, point.y - bounds.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else {
            super.touchesBegan(touches, with: event)
            return
        }
        guard trackedTouch == nil, let touch = touches.min(by: { $0.serial < $1.serial }) else { return }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        // An action sent from `beginTracking` (a stepper's first step) may have removed the control from its
        // window, which already cancelled the tracking: it does not start again.
        guard trackedTouch === touch else {
            isTracking = false
            return
        }
        guard isTracking else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        let point = touch.location(in: self)
        let wasInside = isTouchInside
        isTouchInside = isInTrackingArea(point)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else {
            note("tracking stopped: continueTracking returned false")
            return
        }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside {
            events.insert(isTouchInside ? .touchDragEnter : .touchDragExit)
            note("\(isTouchInside ? "touchDragEnter" : "touchDragExit") (\(edgeExplanation(point, verb: "at")))")
        }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        let point = touch.location(in: self)
        isTouchInside = isInTrackingArea(point)
        let wasTracking = isTracking
        let inside = isTouchInside
        if wasTracking {
            endTracking(touch, with: event)
            if distanceOutsideBounds(point) > 0 {
                note("\(inside ? "touchUpInside" : "touchUpOutside") (\(edgeExplanation(point, verb: "lift")))")
            }
        }
        stopTracking(sending: wasTracking ? (inside ? .touchUpInside : .touchUpOutside) : nil, event: event)
        if wasTracking && inside { didTap(event: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        let wasTracking = isTracking
        if wasTracking { cancelTracking(with: event) }
        stopTracking(sending: wasTracking ? .touchCancel : nil, event: event)
    }

    /// A tracked touch lifted inside: subclasses perform their default action (a button's primary
    /// action). Called after `.touchUpInside` was sent.
    func didTap(event: UIEvent?) {}

    private func stopTracking(sending events: Event?, event: UIEvent?) {
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        if let events { sendActions(for: events, with: event) }
    }

    /// `lift 4.0 pt outside, within the 70 pt tracking margin`.
    private func edgeExplanation(_ point: CGPoint, verb: String) -> String {
        let distance = distanceOutsideBounds(point)
        let relation = distance <= trackingMargin ? "within" : "beyond"
        return "\(verb) \(TraceFormat.number(distance)) pt outside, \(relation) the \(TraceFormat.compact(trackingMargin)) pt tracking margin"
    }

    // MARK: Leaving the window

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // A control removed while tracking stops tracking at once: it cannot be tapped any more, and a
        // later lift must not send `.touchUpInside` from outside the window.
        guard window == nil, trackedTouch != nil else { return }
        let wasTracking = isTracking
        note("tracking cancelled: removed from its window")
        if wasTracking { cancelTracking(with: nil) }
        stopTracking(sending: wasTracking ? .touchCancel : nil, event: nil)
    }

    // MARK: The default action wins

    /// Refuses an *ancestor's* recognizer that would take this control's default action, as the Event
    /// Handling Guide says: a single-finger single tap on a button or switch, a swipe or pan along a slider
    /// that starts on its thumb, a pan along a switch. A recognizer attached to the control itself wins
    /// over the control. Subclasses add their own rules by overriding this and calling `super`.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, let owner = gestureRecognizer.view, owner !== self, isDescendant(of: owner) else { return true }
        if let reason = defaultActionClaim(against: gestureRecognizer) {
            note("\(gestureRecognizer.traceName) may not begin: \(reason)")
            return false
        }
        return true
    }

    /// Why this control's default action claims the touches of `recognizer` (an ancestor's), or `nil`.
    func defaultActionClaim(against recognizer: UIGestureRecognizer) -> String? { nil }

    /// How the trace names the control: its kind and its trace name (`button buy`).
    var controlTraceName: String { "\(controlKind) \(traceName)" }

    /// The kind the trace prints before the name.
    var controlKind: String { "control" }
}

fileprivate extension TraceFormat {
    /// A threshold as people write it: `70` for a whole number, else one decimal (`70.5`).
    static func compact(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : number(value)
    }
}

extension UIControl {
    /// Whether `recognizer` is a single-finger single tap, the gesture a button's and a switch's default
    /// action owns.
    static func isSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
