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
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, a finger may travel before the gesture begins. Default 10 pt (Apple's
    /// documentation).
    open var allowableMovement: CGFloat = 10
    /// Quick taps needed before the press. Default 0 (Apple's documentation).
    open var numberOfTapsRequired: Int = 0
    /// Fingers needed. Default 1.
    open var numberOfTouchesRequired: Int = 1
    /// The longest gap, in seconds, between the required taps and the press. Default 0.35 s, the tap
    /// recognizer's interval.
    open var maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var pressTimer: FrameworkClock.TimerID?
    private var intervalTimer: FrameworkClock.TimerID?
    private var tapsCompleted = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let intervalTimer {
            cancelTimer(intervalTimer)
            self.intervalTimer = nil
        }
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            setState(.failed, reason: "\(numberOfTouches) touches > numberOfTouchesRequired \(numberOfTouchesRequired)")
            return
        }
        if numberOfTouches == numberOfTouchesRequired, pressTimer == nil {
            let counted = tapsCompleted
            pressTimer = scheduleTimer(after: minimumPressDuration, label: "minimumPressDuration") { [weak self] in
                guard let self, self.state == .possible else { return }
                self.pressTimer = nil
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
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                let distance = touch.location(in: nil).distance(to: start)
                if distance > allowableMovement {
                    setState(.failed, reason: "moved \(GestureReason.points(distance)) > allowableMovement \(GestureReason.points(allowableMovement))")
                    return
                }
            }
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
            if let pressTimer {
                cancelTimer(pressTimer)
                self.pressTimer = nil
            }
            guard touches.count == numberOfTouches else { return }
            if tapsCompleted < numberOfTapsRequired {
                tapsCompleted += 1
                startLocations.removeAll()
                intervalTimer = scheduleTimer(after: maximumIntervalBetweenTaps, label: "maximumIntervalBetweenTaps") { [weak self] in
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
        startLocations.removeAll()
        pressTimer = nil
        intervalTimer = nil
        tapsCompleted = 0
    }
}
