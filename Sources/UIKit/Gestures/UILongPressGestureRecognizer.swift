/// Recognizes fingers held still for a while, then tracks them.
///
/// Continuous. After ``numberOfTapsRequired`` quick taps, `possible → began` once
/// ``numberOfTouchesRequired`` fingers have been down for ``minimumPressDuration`` without travelling more
/// than ``allowableMovement``; then `changed` on every move and `ended` when the fingers lift (or
/// `cancelled`). `possible → failed` when a finger travels too far before it began, lifts too early, or
/// more fingers than required touch down. Movement after `began` is free: `allowableMovement` applies
/// only before it (`gestures.md` §1.6).
///
/// Its progress is a phase, and each line below is one `case` of the phase's handler (`handleGathering`,
/// `handlePressing`, `handleBetweenTaps`, `handleHeld`), the way libinput's tap state machine reads:
/// - `gathering`, fingers land → with more than ``numberOfTouchesRequired`` down, failed; with exactly
///   that many, `pressing` (the ``minimumPressDuration`` timer starts); else `gathering`.
/// - `gathering` or `pressing`, a finger moves more than ``allowableMovement`` → failed.
/// - `gathering` or `pressing`, the last fingers lift → `betweenTaps` with one more tap while fewer than
///   ``numberOfTapsRequired`` taps were made (the ``maximumIntervalBetweenTaps`` timer starts), else
///   failed (lifted before ``minimumPressDuration``).
/// - `pressing`, fingers land → failed (more than required).
/// - `pressing`, some fingers lift → `gathering` (the press timer stops).
/// - `pressing`, the press timer fires → `held` and began; failed instead when fewer than
///   ``numberOfTapsRequired`` taps came before the press.
/// - `betweenTaps`, fingers land → as from `gathering` (the interval timer stops).
/// - `betweenTaps`, the interval timer fires → failed.
/// - `held`, a finger moves → changed; while began still waits for another recognizer to fail, the
///   ``allowableMovement`` check of `pressing` instead.
/// - `held`, the last fingers lift → ended (waiting for another recognizer: failed, lifted before it
///   began); some fingers lift while waiting → `gathering`.
/// - `held`, fingers land while waiting → failed (more than required); once began, they are only
///   tracked.
/// - any phase, ``reset()`` → `gathering` with no taps.
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

    /// Where the recognizer is in its taps and press (the states of the doc comment above).
    private enum Phase {
        /// Fewer than ``numberOfTouchesRequired`` fingers down (or none), after `tapsCompleted` taps.
        case gathering(tapsCompleted: Int)
        /// The required fingers are down after `tapsCompleted` taps; the press timer runs.
        case pressing(tapsCompleted: Int)
        /// Tap `tapsCompleted` lifted; the interval timer runs until the next fingers land.
        case betweenTaps(tapsCompleted: Int)
        /// The press lasted after `tapsCompleted` taps: began was asked for (the gesture is in progress, or
        /// waits for another recognizer to fail).
        case held(tapsCompleted: Int)
    }

    /// What happens to the recognizer: touches from the dispatcher, its own timers firing.
    private enum Event {
        case began(Set<UITouch>)
        case moved(Set<UITouch>)
        case ended(Set<UITouch>)
        case pressTimerFired
        case intervalTimerFired
    }

    private var phase = Phase.gathering(tapsCompleted: 0)
    private var slop = TouchSlop()
    private var pressDeadline = RecognizerDeadline()
    private var intervalDeadline = RecognizerDeadline()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { handle(.began(touches)) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { handle(.moved(touches)) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { handle(.ended(touches)) }

    open override func reset() {
        super.reset()
        phase = .gathering(tapsCompleted: 0)
        slop.removeAll()
        pressDeadline.forget()
        intervalDeadline.forget()
    }

    // MARK: The phases

    private func handle(_ event: Event) {
        switch phase {
        case let .gathering(tapsCompleted): handleGathering(event, tapsCompleted: tapsCompleted)
        case let .pressing(tapsCompleted): handlePressing(event, tapsCompleted: tapsCompleted)
        case let .betweenTaps(tapsCompleted): handleBetweenTaps(event, tapsCompleted: tapsCompleted)
        case let .held(tapsCompleted): handleHeld(event, tapsCompleted: tapsCompleted)
        }
    }

    private func handleGathering(_ event: Event, tapsCompleted: Int) {
        switch event {
        case let .began(touches):
            fingersLanded(touches, tapsCompleted: tapsCompleted)
        case let .moved(touches):
            checkSlop(of: touches)
        case let .ended(touches):
            lastFingersLifted(touches, tapsCompleted: tapsCompleted)
        case .pressTimerFired, .intervalTimerFired:
            break  // neither runs while gathering
        }
    }

    private func handlePressing(_ event: Event, tapsCompleted: Int) {
        switch event {
        case let .began(touches):
            fingersLanded(touches, tapsCompleted: tapsCompleted)
        case let .moved(touches):
            checkSlop(of: touches)
        case let .ended(touches):
            pressDeadline.cancel(on: self)
            phase = .gathering(tapsCompleted: tapsCompleted)
            lastFingersLifted(touches, tapsCompleted: tapsCompleted)
        case .pressTimerFired:
            guard state == .possible else { return }
            pressDeadline.forget()
            phase = .held(tapsCompleted: tapsCompleted)
            if tapsCompleted < numberOfTapsRequired {
                // Held long enough, but the taps before it were missing.
                setState(.failed, reason: "held after \(tapsCompleted) taps < numberOfTapsRequired \(numberOfTapsRequired)")
            } else {
                setState(.began, because: .held(minimumPressDuration: minimumPressDuration))
            }
        case .intervalTimerFired:
            break  // stopped when these fingers landed
        }
    }

    private func handleBetweenTaps(_ event: Event, tapsCompleted: Int) {
        switch event {
        case let .began(touches):
            intervalDeadline.cancel(on: self)
            phase = .gathering(tapsCompleted: tapsCompleted)
            fingersLanded(touches, tapsCompleted: tapsCompleted)
        case .intervalTimerFired:
            guard state == .possible else { return }
            setState(.failed, reason: "no press within maximumIntervalBetweenTaps \(GestureReason.seconds(maximumIntervalBetweenTaps))")
        case .moved, .ended, .pressTimerFired:
            break  // no finger is down and the press timer stopped
        }
    }

    private func handleHeld(_ event: Event, tapsCompleted: Int) {
        // `state` is `possible` while began waits for another recognizer to fail: the press is not yet
        // free to move.
        switch event {
        case let .began(touches):
            for touch in touches { slop.begin(touch) }
            guard state == .possible else { return }
            setState(.failed, reason: "\(numberOfTouches) touches > numberOfTouchesRequired \(numberOfTouchesRequired)")
        case let .moved(touches):
            switch state {
            case .possible: checkSlop(of: touches)
            case .began, .changed: setState(.changed, reason: "")
            default: break
            }
        case let .ended(touches):
            switch state {
            case .began, .changed:
                if touches.count == numberOfTouches { setState(.ended, reason: "fingers lifted") }
            case .possible:
                phase = .gathering(tapsCompleted: tapsCompleted)
                lastFingersLifted(touches, tapsCompleted: tapsCompleted)
            default:
                break
            }
        case .pressTimerFired, .intervalTimerFired:
            break  // both stopped before the press was held
        }
    }

    // MARK: Steps shared by the phases

    /// Fingers landed after `tapsCompleted` taps: each starts its slop; too many fail the press, exactly the
    /// required number starts the press timer.
    private func fingersLanded(_ touches: Set<UITouch>, tapsCompleted: Int) {
        for touch in touches { slop.begin(touch) }
        if numberOfTouches > numberOfTouchesRequired {
            setState(.failed, reason: "\(numberOfTouches) touches > numberOfTouchesRequired \(numberOfTouchesRequired)")
            return
        }
        guard numberOfTouches == numberOfTouchesRequired, !pressDeadline.isScheduled else { return }
        phase = .pressing(tapsCompleted: tapsCompleted)
        pressDeadline.schedule(on: self, after: minimumPressDuration, label: "minimumPressDuration") { [weak self] in
            self?.handle(.pressTimerFired)
        }
    }

    /// Fails the press when one of `touches` travelled more than ``allowableMovement``.
    private func checkSlop(of touches: Set<UITouch>) {
        if let reason = slop.excess(of: touches, allowed: allowableMovement) { setState(.failed, because: reason) }
    }

    /// Fingers lifted before the press was held: when they are the last ones, the lift was one of the
    /// required taps (→ `betweenTaps`) or came too early (failed).
    private func lastFingersLifted(_ touches: Set<UITouch>, tapsCompleted: Int) {
        // The ended touches are still tracked during this call.
        guard touches.count == numberOfTouches else { return }
        guard tapsCompleted < numberOfTapsRequired else {
            setState(.failed, because: .liftedBeforeMinimumPressDuration(minimumPressDuration))
            return
        }
        let taps = tapsCompleted + 1
        phase = .betweenTaps(tapsCompleted: taps)
        slop.removeAll()
        intervalDeadline.schedule(on: self, after: maximumIntervalBetweenTaps, label: "maximumIntervalBetweenTaps") { [weak self] in
            self?.handle(.intervalTimerFired)
        }
    }
}
