import InputCore

/// Recognizes two fingers turning around each other, or the rotation of a touchpad pinch.
///
/// Continuous. With touches (the first two fingers down; later ones are ignored):
/// - `possible → began` when the line through the two fingers has turned by more than
///   ``minimumRotation`` since both were down;
/// - `began/changed → changed` on every move of the pair; ``rotation`` is the angle turned since both
///   fingers were first down (so it already exceeds the threshold at `began`), positive clockwise on
///   screen;
/// - `began/changed → ended` when every finger has lifted. While only one finger remains the rotation
///   holds; a finger landing again continues from it;
/// - `possible → failed` when every finger lifts before turning enough;
/// - `began/changed → cancelled` when the touches are cancelled.
///
/// With a touchpad pinch: libinput's rotation deltas add up the same way, against the same
/// ``minimumRotation``; `ended`/`cancelled` with the gesture's end/cancel, `failed` if it ends before
/// turning enough.
///
/// ``velocity`` is in radians per second, from a ``VelocityTracker``; setting ``rotation`` does not
/// disturb it.
///
/// Differences from iOS: iOS's start threshold is private; ours is ``minimumRotation``. Fingers beyond the
/// first two are ignored (not cancelled in the view).
@MainActor
public final class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far, in radians, the fingers must turn before the rotation begins. Default π/36 (5°): iOS's
    /// value is private and Android and Flutter have no rotation slop; at a typical 100 pt between the
    /// fingers, 5° moves each finger about 4.4 pt, under the pan's 10 pt, so turning registers before a
    /// wobble of the fingers could start a pan.
    public var minimumRotation: CGFloat = GestureDefaults.minimumRotation

    /// The rotation in radians since the gesture started, positive clockwise. Setting it makes later
    /// turning add to the new value.
    public var rotation: CGFloat = 0

    /// How fast the fingers turn, in radians per second.
    public var velocity: CGFloat { tracker.velocity(at: clock.now.seconds).dx }

    private enum Input { case none, touches, touchpad }
    private var input: Input = .none
    /// The two fingers measured, in the order they landed.
    private var pair = FingerPair()
    /// The angle of the line from the first to the second finger at the last measurement.
    private var lastAngle: CGFloat = 0
    /// The angle turned since the gesture started, unaffected by setting ``rotation`` (for the velocity).
    private var rawRotation: CGFloat = 0
    /// The angle turned since the current pair formed while the rotation was still possible.
    private var turnWhilePossible: CGFloat = 0
    private var tracker = VelocityTracker()

    // MARK: Touches

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard input != .touchpad else {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        input = .touches
        guard state == .possible || state == .began || state == .changed else { return }
        let admitted = pair.admit(touches)
        for touch in admitted.extra { ignore(touch, for: event) }
        guard pair.isComplete, admitted.joined else { return }
        lastAngle = pair.angle
        if state == .possible {
            // A new pair before the gesture began starts over.
            turnWhilePossible = 0
            rotation = 0
            rawRotation = 0
            tracker.reset()
        }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard input == .touches, pair.isComplete else { return }
        turn(by: angleTurnedSinceLastMeasure())
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard input == .touches else { return }
        // A lift can carry a last movement; report it only if there is one.
        if pair.isComplete {
            let delta = angleTurnedSinceLastMeasure()
            if delta != 0 { turn(by: delta) }
        }
        pair.release(touches)
        let remaining = trackedTouches.filter { !touches.contains($0) }
        guard remaining.isEmpty else { return }
        switch state {
        case .possible:
            setState(.failed, reason: "touches lifted after turning \(deg(abs(turnWhilePossible))) ≤ minimumRotation \(deg(minimumRotation))")
        case .began, .changed:
            setState(.ended, reason: "touches lifted at rotation \(deg(rotation))")
        default:
            break
        }
    }

    public override func reset() {
        super.reset()
        input = .none
        pair = FingerPair()
        lastAngle = 0
        rotation = 0
        rawRotation = 0
        turnWhilePossible = 0
        tracker.reset()
    }

    // MARK: Touchpad

    override var acceptsTransformInput: Bool { true }

    override func handleTransform(_ transform: TransformUpdate, in window: UIWindow) {
        guard input != .touches else { return }
        lastWindow = window
        lastWindowLocation = transform.location
        switch transform.phase {
        case .begin:
            guard state == .possible else { return }
            input = .touchpad
            turnWhilePossible = 0
        case .update:
            guard input == .touchpad else { return }
            turn(by: transform.rotationDelta)
        case .end:
            guard input == .touchpad else { return }
            switch state {
            case .possible:
                setState(.failed, reason: "touchpad pinch ended after turning \(deg(abs(turnWhilePossible))) ≤ minimumRotation \(deg(minimumRotation))")
            case .began, .changed: setState(.ended, reason: "touchpad pinch ended at rotation \(deg(rotation))")
            default: break
            }
        case .cancel:
            guard input == .touchpad else { return }
            touchpadGestureCancelled()
        }
    }

    // MARK: Measuring

    /// The pair's turn since the last measurement, and that measurement moved to now.
    private func angleTurnedSinceLastMeasure() -> CGFloat {
        let angle = pair.angle
        defer { lastAngle = angle }
        return normalized(angle - lastAngle)
    }

    private func turn(by delta: CGFloat) {
        rotation += delta
        rawRotation += delta
        tracker.addPosition(CGPoint(x: rawRotation, y: 0), at: clock.now.seconds)
        switch state {
        case .possible:
            turnWhilePossible += delta
            guard abs(turnWhilePossible) > minimumRotation else { return }
            setState(.began, reason: "turned \(deg(abs(turnWhilePossible))) > minimumRotation \(deg(minimumRotation))")
        case .began, .changed:
            setState(.changed, reason: "")
        default:
            break
        }
    }

    /// An angle difference brought into (−π, π], so crossing ±π does not look like a full turn.
    private func normalized(_ angle: CGFloat) -> CGFloat {
        var result = angle
        while result > .pi { result -= 2 * .pi }
        while result <= -.pi { result += 2 * .pi }
        return result
    }
}

/// Formats an angle in radians for reasons on the trace, in degrees with the radians: `5.2° (0.091 rad)`.
private func deg(_ radians: CGFloat) -> String {
    String(format: "%.1f° (%.3f rad)", Double(radians) * 180 / Double.pi, Double(radians))
}
