/// Recognizes one or more taps by one or more fingers.
///
/// Discrete. `possible → ended` when the last of ``numberOfTapsRequired`` taps lifts with
/// ``numberOfTouchesRequired`` fingers. `possible → failed` when a finger travels more than
/// ``allowableMovement`` from where its tap began (or a later tap lands that far from the first), a tap
/// lasts longer than ``maximumTapDuration``, the next tap does not start within
/// ``maximumIntervalBetweenTaps`` of the previous lift, more fingers than required touch down, or a tap
/// lifts with fewer fingers than required.
///
/// Its progress through the taps is a phase, and each line below is one `case` of the phase's handler
/// (`handleIdle`, `handleTouching`, `handleLifted`), the way libinput's tap state machine reads:
/// - `idle`, fingers land → `touching` (the ``maximumTapDuration`` timer starts); more than
///   ``numberOfTouchesRequired`` fingers → failed.
/// - `touching`, fingers land → `touching` (the most fingers seen counts); more than required → failed;
///   a finger of tap 2 or later lands more than ``allowableMovement`` from the first tap → failed.
/// - `touching`, a finger moves more than ``allowableMovement`` → failed.
/// - `touching`, some fingers lift → `touching`.
/// - `touching`, the last fingers lift → `lifted` with one more tap; with fewer fingers than required →
///   failed; with ``numberOfTapsRequired`` taps → ended, else the ``maximumIntervalBetweenTaps`` timer
///   starts.
/// - `touching`, the ``maximumTapDuration`` timer fires → failed.
/// - `lifted`, fingers land → `touching` (the interval timer stops, the tap timer starts), with the same
///   checks as from `idle` plus the distance from the first tap.
/// - `lifted`, the ``maximumIntervalBetweenTaps`` timer fires → failed.
/// - any phase, ``reset()`` → `idle`.
///
/// A recognized tap that still waits for another recognizer to fail (`require(toFail:)`) stays `lifted`
/// and keeps counting the taps that follow, as before it was recognized.
///
/// A tap recognizer never prevents another tap recognizer that requires more taps, so a single tap with
/// `require(toFail: doubleTap)` works as on iOS.
///
/// Differences from iOS: none known. iOS keeps its thresholds private; the defaults below are the values
/// published class dumps and decompiled UIKit report (`gestures.md` §1.6), exposed as properties.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed to recognize. Default 1.
    open var numberOfTapsRequired: Int = 1
    /// Fingers each tap needs. Default 1.
    open var numberOfTouchesRequired: Int = 1
    /// How far, in points, a finger may travel from where its tap began, and a later tap may land from the
    /// first. Default 45 pt (UIKit's private `allowableMovement` for taps, per decompiled UIKit).
    open var allowableMovement: CGFloat = GestureDefaults.tapAllowableMovement
    /// The longest a tap may be held, in seconds. Default 0.75 s (UIKit's private
    /// `maximumSingleTapDuration`).
    open var maximumTapDuration: TimeInterval = GestureDefaults.maximumTapDuration
    /// The longest gap, in seconds, between one tap's lift and the next tap's touch. Default 0.35 s (UIKit's
    /// private `maximumIntervalBetweenSuccessiveTaps`).
    open var maximumIntervalBetweenTaps: TimeInterval = GestureDefaults.maximumIntervalBetweenTaps

    /// Where the recognizer is in its taps (the states of the doc comment above).
    private enum Phase {
        /// No finger down and no tap yet.
        case idle
        /// Fingers are down for tap `tapsCompleted + 1`; `fingers` is the most down at once in this tap.
        /// `firstTap` is where the first tap lifted (the centroid), once there is one.
        case touching(tapsCompleted: Int, fingers: Int, firstTap: CGPoint?)
        /// Every finger of tap `tapsCompleted` lifted at `firstTap`'s tap or later; the next tap may come.
        case lifted(tapsCompleted: Int, firstTap: CGPoint)
    }

    /// What happens to the recognizer: touches from the dispatcher, its own timers firing.
    private enum Event {
        case began(Set<UITouch>)
        case moved(Set<UITouch>)
        case ended(Set<UITouch>)
        case tapTimerFired
        case intervalTimerFired
    }

    private var phase = Phase.idle
    private var slop = TouchSlop()
    private var tapDeadline = RecognizerDeadline()
    private var intervalDeadline = RecognizerDeadline()

    open override var isContinuous: Bool { false }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { handle(.began(touches)) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { handle(.moved(touches)) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { handle(.ended(touches)) }

    open override func reset() {
        super.reset()
        phase = .idle
        slop.removeAll()
        tapDeadline.forget()
        intervalDeadline.forget()
    }

    /// A tap recognizer never prevents a tap recognizer that needs more taps (`UIGestureRecognizerSubclass.h`).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    // MARK: The phases

    private func handle(_ event: Event) {
        switch phase {
        case .idle: handleIdle(event)
        case let .touching(tapsCompleted, fingers, firstTap):
            handleTouching(event, tapsCompleted: tapsCompleted, fingers: fingers, firstTap: firstTap)
        case let .lifted(tapsCompleted, firstTap): handleLifted(event, tapsCompleted: tapsCompleted, firstTap: firstTap)
        }
    }

    private func handleIdle(_ event: Event) {
        switch event {
        case let .began(touches):
            startTap()
            fingersLanded(touches, tapsCompleted: 0, fingers: 0, firstTap: nil)
        case .moved, .ended, .tapTimerFired, .intervalTimerFired:
            break  // no finger is down and no timer runs
        }
    }

    private func handleTouching(_ event: Event, tapsCompleted: Int, fingers: Int, firstTap: CGPoint?) {
        switch event {
        case let .began(touches):
            fingersLanded(touches, tapsCompleted: tapsCompleted, fingers: fingers, firstTap: firstTap)
        case let .moved(touches):
            if let reason = slop.excess(of: touches, allowed: allowableMovement) { setState(.failed, because: reason) }
        case let .ended(touches):
            // The ended touches are still tracked during this call; the tap ends when they are the last ones.
            guard touches.count == numberOfTouches else { return }
            tapDeadline.cancel(on: self)
            guard fingers >= numberOfTouchesRequired else {
                setState(.failed, reason: "tap had \(fingers) touches < numberOfTouchesRequired \(numberOfTouchesRequired)")
                return
            }
            let taps = tapsCompleted + 1
            phase = .lifted(tapsCompleted: taps, firstTap: firstTap ?? location(in: nil))
            if taps >= numberOfTapsRequired {
                setState(.ended, reason: "\(taps) tap\(taps == 1 ? "" : "s") of \(numberOfTouchesRequired) touch\(numberOfTouchesRequired == 1 ? "" : "es")")
                return
            }
            intervalDeadline.schedule(on: self, after: maximumIntervalBetweenTaps, label: "maximumIntervalBetweenTaps") { [weak self] in
                self?.handle(.intervalTimerFired)
            }
        case .tapTimerFired:
            guard state == .possible else { return }
            setState(.failed, reason: "tap held longer than maximumTapDuration \(GestureReason.seconds(maximumTapDuration))")
        case .intervalTimerFired:
            break  // stopped when this tap's fingers landed
        }
    }

    private func handleLifted(_ event: Event, tapsCompleted: Int, firstTap: CGPoint) {
        switch event {
        case let .began(touches):
            intervalDeadline.cancel(on: self)
            startTap()
            fingersLanded(touches, tapsCompleted: tapsCompleted, fingers: 0, firstTap: firstTap)
        case .intervalTimerFired:
            guard state == .possible else { return }
            setState(.failed, reason: "no tap \(tapsCompleted + 1) within maximumIntervalBetweenTaps \(GestureReason.seconds(maximumIntervalBetweenTaps))")
        case .moved, .ended, .tapTimerFired:
            break  // no finger is down; the tap timer stopped at the lift
        }
    }

    // MARK: Steps shared by the phases

    /// Starts the ``maximumTapDuration`` timer of a new tap.
    private func startTap() {
        tapDeadline.schedule(on: self, after: maximumTapDuration, label: "maximumTapDuration") { [weak self] in
            self?.handle(.tapTimerFired)
        }
    }

    /// Fingers landed on tap `tapsCompleted + 1`: each starts its slop, a later tap must land near the
    /// first, and the tap may not have more fingers than required. The phase becomes `touching`.
    private func fingersLanded(_ touches: Set<UITouch>, tapsCompleted: Int, fingers: Int, firstTap: CGPoint?) {
        for touch in touches.sorted(by: { $0.traceName < $1.traceName }) {
            slop.begin(touch)
            if let firstTap, tapsCompleted > 0 {
                let distance = touch.location(in: nil).distance(to: firstTap)
                if distance > allowableMovement {
                    setState(.failed, reason: "tap \(tapsCompleted + 1) landed \(GestureReason.points(distance)) from the first > allowableMovement \(GestureReason.points(allowableMovement))")
                    return
                }
            }
        }
        phase = .touching(tapsCompleted: tapsCompleted, fingers: max(fingers, numberOfTouches), firstTap: firstTap)
        if numberOfTouches > numberOfTouchesRequired {
            setState(.failed, reason: "\(numberOfTouches) touches > numberOfTouchesRequired \(numberOfTouchesRequired)")
        }
    }
}
