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
    public var rotation: CGFloat {
        get { gesture.measure.rotation }
        set { gesture.measure.rotation = newValue }
    }

    /// How fast the fingers turn, in radians per second.
    public var velocity: CGFloat { gesture.tracker.velocity(at: clock.now.seconds).dx }

    /// The bookkeeping shared with pinch; this class adds only its measure, ``RotationMeasure``.
    private let gesture = TwoFingerGesture<RotationMeasure>()

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        gesture.touchesBegan(touches, event: event, of: self)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        gesture.touchesMoved(of: self, threshold: minimumRotation)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        gesture.touchesEnded(touches, of: self, threshold: minimumRotation)
    }

    public override func reset() {
        super.reset()
        gesture.reset()
    }

    override var acceptsTransformInput: Bool { true }

    override func handleTransform(_ transform: TransformUpdate, in window: UIWindow) {
        gesture.transform(transform, in: window, of: self, threshold: minimumRotation)
    }
}

/// A rotation's measure: the direction from the first finger to the second (or libinput's rotation
/// deltas), and the angle turned.
struct RotationMeasure: TwoFingerMeasure {
    /// The angle turned since the gesture started (the application may set it).
    var rotation: CGFloat = 0
    /// The angle of the line from the first to the second finger at the last measurement.
    private var lastAngle: CGFloat = 0
    /// The turn of the last measurement.
    private var lastDelta: CGFloat = 0
    /// The angle turned since the gesture started, unaffected by setting ``rotation`` (for the velocity).
    private var rawRotation: CGFloat = 0
    /// The angle turned since the current pair formed while the rotation was still possible.
    private var turnWhilePossible: CGFloat = 0

    static func value(of pair: FingerPair) -> CGFloat { pair.angle }
    static func value(of transform: TransformUpdate) -> CGFloat { transform.rotationDelta }

    mutating func start(at value: CGFloat, startingOver: Bool) {
        lastAngle = value
        guard startingOver else { return }
        turnWhilePossible = 0
        rotation = 0
        rawRotation = 0
    }

    func differs(from value: CGFloat) -> Bool { Self.normalized(value - lastAngle) != 0 }

    mutating func take(_ value: CGFloat, touchpad: Bool) -> CGFloat? {
        if touchpad {
            // libinput reports the turn since its last update.
            lastDelta = value
        } else {
            lastDelta = Self.normalized(value - lastAngle)
            lastAngle = value
        }
        rotation += lastDelta
        rawRotation += lastDelta
        return rawRotation
    }

    mutating func advanceWhilePossible(threshold: CGFloat, touchpad: Bool) -> GestureReason? {
        turnWhilePossible += lastDelta
        guard abs(turnWhilePossible) > threshold else { return nil }
        return .turned(abs(turnWhilePossible), minimumRotation: threshold)
    }

    func failedReason(threshold: CGFloat, touchpad: Bool) -> GestureReason {
        .endedWithinMinimumRotation(touchpad: touchpad, turn: abs(turnWhilePossible), minimumRotation: threshold)
    }

    func endedReason(touchpad: Bool) -> GestureReason {
        .rotationEnded(touchpad: touchpad, rotation: rotation)
    }

    /// An angle difference brought into (−π, π], so crossing ±π does not look like a full turn.
    private static func normalized(_ angle: CGFloat) -> CGFloat {
        var result = angle
        while result > .pi { result -= 2 * .pi }
        while result <= -.pi { result += 2 * .pi }
        return result
    }
}
