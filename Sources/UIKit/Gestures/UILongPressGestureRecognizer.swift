/// Recognizes fingers held still for a while, then tracks them.
///
/// Continuous. After ``numberOfTapsRequired`` quick taps, `possible → began` once
/// ``numberOfTouchesRequired`` fingers have been down for ``minimumPressDuration`` without travelling more
/// than ``allowableMovement``; then `changed` on every move and `ended` when the fingers lift (or
/// `cancelled`). `possible → failed` when a finger travels too far before it began, lifts too early, or
/// more fingers than required touch down. Movement after `began` is free: `allowableMovement` applies
/// only before it (`gestures.md` §1.6).
///
/// Differences from iOS: none known. Defaults are Apple's documented ones.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long, in seconds, the fingers must be held. Default 0.5 s (Apple's documentation).
    open var minimumPressDuration: TimeInterval = GestureDefaults.minimumPressDuration
    /// How far, in points, a finger may travel before the gesture begins. Default 10 pt (Apple's
    /// documentation).
    open var allowableMovement: CGFloat = GestureDefaults.longPressAllowableMovement
    /// Quick taps needed before the press. Default 0 (Apple's documentation).
    open var numberOfTapsRequired: Int = 0
    /// Fingers needed. Default 1.
    open var numberOfTouchesRequired: Int = 1
    /// The longest gap, in seconds, between the required taps and the press. Default 0.35 s, the tap
    /// recognizer's interval.
    open var maximumIntervalBetweenTaps: TimeInterval = GestureDefaults.maximumIntervalBetweenTaps

    private var slop = TouchSlop()
    private var pressDeadline = RecognizerDeadline()
    private var intervalDeadline = RecognizerDeadline()
    private var tapsCompleted = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        intervalDeadline.cancel(on: self)
        for touch in touches { slop.begin(touch) }
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            setState(.failed, reason: "\(numberOfTouches) touches > numberOfTouchesRequired \(numberOfTouchesRequired)")
            return
        }
        if numberOfTouches == numberOfTouchesRequired, !pressDeadline.isScheduled {
            let counted = tapsCompleted
            pressDeadline.schedule(on: self, after: minimumPressDuration, label: "minimumPressDuration") { [weak self] in
                guard let self, self.state == .possible else { return }
                self.pressDeadline.forget()
                if counted < self.numberOfTapsRequired {
                    // Held long enough, but the taps before it were missing.
                    self.setState(.failed, reason: "held after \(counted) taps < numberOfTapsRequired \(self.numberOfTapsRequired)")
                } else {
                    self.setState(.began, reason: "held \(GestureReason.seconds(self.minimumPressDuration))")
                }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let reason = slop.excess(of: touches, allowed: allowableMovement) { setState(.failed, reason: reason) }
        case .began, .changed:
            setState(.changed, reason: "")
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            if touches.count == numberOfTouches { setState(.ended, reason: "fingers lifted") }
        case .possible:
            pressDeadline.cancel(on: self)
            guard touches.count == numberOfTouches else { return }
            if tapsCompleted < numberOfTapsRequired {
                tapsCompleted += 1
                slop.removeAll()
                intervalDeadline.schedule(on: self, after: maximumIntervalBetweenTaps, label: "maximumIntervalBetweenTaps") { [weak self] in
                    guard let self, self.state == .possible else { return }
                    self.setState(.failed, reason: "no press within maximumIntervalBetweenTaps \(GestureReason.seconds(self.maximumIntervalBetweenTaps))")
                }
            } else {
                setState(.failed, reason: "lifted before minimumPressDuration \(GestureReason.seconds(minimumPressDuration))")
            }
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
        slop.removeAll()
        pressDeadline.forget()
        intervalDeadline.forget()
        tapsCompleted = 0
    }
}
