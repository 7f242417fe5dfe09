import InputCore

/// What a two-finger recognizer measures, and how its value follows the measure: the span and the scale
/// for pinch (``PinchMeasure``), the direction of the pair and the rotation for rotation
/// (``RotationMeasure``). Everything else the two share is ``TwoFingerGesture``.
///
/// A measure never calls out (no state changes, no delegate): ``TwoFingerGesture`` asks it, then acts, so a
/// delegate or action reading the recognizer's value mid-transition sees a settled measure.
@MainActor
protocol TwoFingerMeasure {
    init()
    /// The pair's measure now (window points or radians).
    static func value(of pair: FingerPair) -> CGFloat
    /// A touchpad gesture's measure at an update: libinput's absolute scale, or its rotation delta.
    static func value(of transform: TransformUpdate) -> CGFloat
    /// The measure starts at `value`: a pair formed, or a touchpad gesture began. `startingOver`: the
    /// gesture has not begun, so its value restarts from the identity (scale 1, rotation 0).
    mutating func start(at value: CGFloat, startingOver: Bool)
    /// Whether `value` of the pair differs from the last measurement.
    func differs(from value: CGFloat) -> Bool
    /// Takes a measurement (a touchpad update when `touchpad`) and updates the value. Returns the value as
    /// if never set by the application, for the velocity, or `nil` when nothing can be measured from it.
    mutating func take(_ value: CGFloat, touchpad: Bool) -> CGFloat?
    /// Before the gesture began, after a measurement: the reason to begin once the change since the start
    /// passed `threshold`, else `nil`.
    mutating func advanceWhilePossible(threshold: CGFloat, touchpad: Bool) -> GestureReason?
    /// Why the gesture failed when its input ended before the change passed `threshold`.
    func failedReason(threshold: CGFloat, touchpad: Bool) -> GestureReason
    /// Why the gesture ended when its input ended.
    func endedReason(touchpad: Bool) -> GestureReason
}

/// The bookkeeping pinch and rotation share: which input drives the gesture (touches or a touchpad
/// pinch, never both), which two fingers are measured (``FingerPair``), the velocity of the value, and the
/// state transitions of the doc comments of ``UIPinchGestureRecognizer`` and
/// ``UIRotationGestureRecognizer``: `began` when the measure's change passes the recognizer's threshold,
/// `changed` on each measurement, `ended` or `failed` when the input ends, `cancelled` with it.
///
/// A class, one per recognizer, so that a delegate or action reading the recognizer's value while a
/// transition is requested reads it outside any mutation of this bookkeeping.
@MainActor
final class TwoFingerGesture<Measure: TwoFingerMeasure> {
    private enum Input { case none, touches, touchpad }
    // Stored properties unchecked for exclusivity: every mutation here is a call that never calls out
    // (the measure's and the tracker's arithmetic), so no access can overlap one, and the runtime checks
    // were a third of a moved frame's cost in these recognizers (callgrind, docs/benchmarks.md).
    @exclusivity(unchecked) private var input = Input.none
    /// The two fingers measured, in the order they landed.
    @exclusivity(unchecked) private var pair = FingerPair()
    /// The recognizer's own measure and value.
    @exclusivity(unchecked) var measure = Measure()
    /// The value's velocity, from the values as if never set by the application.
    @exclusivity(unchecked) private(set) var tracker = VelocityTracker()

    // MARK: Touches

    /// New touches: with a touchpad pinch in progress they are ignored, as are fingers beyond the pair.
    func touchesBegan(_ touches: Set<UITouch>, event: UIEvent, of recognizer: UIGestureRecognizer) {
        guard input != .touchpad else {
            for touch in touches { recognizer.ignore(touch, for: event) }
            return
        }
        input = .touches
        let state = recognizer.state
        guard state == .possible || state == .began || state == .changed else { return }
        let admitted = pair.admit(touches)
        for touch in admitted.extra { recognizer.ignore(touch, for: event) }
        guard pair.isComplete, admitted.joined else { return }
        // A new pair before the gesture began starts over; after, it continues from the value held.
        let startingOver = state == .possible
        if startingOver { tracker.reset() }
        measure.start(at: Measure.value(of: pair), startingOver: startingOver)
    }

    /// The pair moved.
    func touchesMoved(of recognizer: UIGestureRecognizer, threshold: CGFloat) {
        guard input == .touches, pair.isComplete else { return }
        advance(Measure.value(of: pair), touchpad: false, recognizer: recognizer, threshold: threshold)
    }

    /// Fingers lifted: the gesture ends (or fails) when the last one lifts.
    func touchesEnded(_ touches: Set<UITouch>, of recognizer: UIGestureRecognizer, threshold: CGFloat) {
        guard input == .touches else { return }
        // A lift can carry a last movement; report it only if there is one.
        if pair.isComplete {
            let value = Measure.value(of: pair)
            if measure.differs(from: value) {
                advance(value, touchpad: false, recognizer: recognizer, threshold: threshold)
            }
        }
        pair.release(touches)
        // The lifted touches are still tracked during this call.
        guard recognizer.trackedTouches.allSatisfy({ touches.contains($0) }) else { return }
        inputEnded(of: recognizer, threshold: threshold, touchpad: false)
    }

    // MARK: Touchpad

    /// A libinput touchpad pinch under the pointer, unless touches drive the gesture.
    func transform(_ transform: TransformUpdate, in window: UIWindow, of recognizer: UIGestureRecognizer,
                   threshold: CGFloat) {
        guard input != .touches else { return }
        recognizer.lastWindow = window
        recognizer.lastWindowLocation = transform.location
        switch transform.phase {
        case .begin:
            guard recognizer.state == .possible else { return }
            input = .touchpad
            measure.start(at: Measure.value(of: transform), startingOver: false)
        case .update:
            guard input == .touchpad else { return }
            advance(Measure.value(of: transform), touchpad: true, recognizer: recognizer, threshold: threshold)
        case .end:
            guard input == .touchpad else { return }
            inputEnded(of: recognizer, threshold: threshold, touchpad: true)
        case .cancel:
            guard input == .touchpad else { return }
            recognizer.touchpadGestureCancelled()
        }
    }

    /// Forgets the gesture (the recognizer's reset).
    func reset() {
        input = .none
        pair = FingerPair()
        measure = Measure()
        tracker.reset()
    }

    // MARK: Transitions

    /// One measurement: the value follows, the velocity takes it, and the state moves.
    private func advance(_ value: CGFloat, touchpad: Bool, recognizer: UIGestureRecognizer, threshold: CGFloat) {
        guard let raw = measure.take(value, touchpad: touchpad) else { return }
        tracker.addPosition(CGPoint(x: raw, y: 0), at: recognizer.clock.now.seconds)
        switch recognizer.state {
        case .possible:
            guard let reason = measure.advanceWhilePossible(threshold: threshold, touchpad: touchpad) else { return }
            recognizer.setState(.began, because: reason)
        case .began, .changed:
            recognizer.setState(.changed, reason: "")
        default:
            break
        }
    }

    /// The last finger lifted, or the touchpad gesture ended.
    private func inputEnded(of recognizer: UIGestureRecognizer, threshold: CGFloat, touchpad: Bool) {
        switch recognizer.state {
        case .possible:
            recognizer.setState(.failed, because: measure.failedReason(threshold: threshold, touchpad: touchpad))
        case .began, .changed:
            recognizer.setState(.ended, because: measure.endedReason(touchpad: touchpad))
        default:
            break
        }
    }
}
