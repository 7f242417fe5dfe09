import InputCore

/// Recognizes two fingers pinching or spreading, or a touchpad pinch.
///
/// Continuous. With touches (the first two fingers down; later ones are ignored):
/// - `possible → began` when the distance between the two fingers (the span) has changed by more than
///   ``minimumSpanChange`` since both were down;
/// - `began/changed → changed` on every move of the pair; ``scale`` is the span relative to the span when
///   both fingers were first down (so it already differs from 1 at `began`);
/// - `began/changed → ended` when every finger has lifted. While only one finger remains the scale holds;
///   a finger landing again continues from the held scale;
/// - `possible → failed` when every finger lifts before the span changed enough;
/// - `began/changed → cancelled` when the touches are cancelled.
///
/// With a touchpad pinch (libinput's pinch gesture under the pointer): `possible → began` at the first
/// update whose scale differs from 1 (libinput has already told a pinch from a swipe), `changed` on each
/// update, `ended` at the gesture's end and `cancelled` at its cancel; a gesture that ends or is cancelled
/// before changing the scale fails. ``scale`` is libinput's scale.
///
/// ``velocity`` is the rate of change of the scale in scale factor per second, from a
/// ``VelocityTracker``; setting ``scale`` does not disturb it.
///
/// Differences from iOS: iOS's start threshold is private; ours is ``minimumSpanChange``. Fingers beyond
/// the first two are ignored (not cancelled in the view).
@MainActor
public final class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much, in points, the span between the two fingers must change before the pinch begins.
    /// Default 16 pt: iOS's value is private; 16 is Android's `ScaleGestureDetector` span slop (twice the
    /// 8 dp touch slop, `gestures.md` §3), close to Flutter's `kScaleSlop` of 18 (§2).
    public var minimumSpanChange: CGFloat = GestureDefaults.minimumSpanChange

    /// The scale factor relative to the two fingers' span (or the touchpad pinch) at the start. Setting it
    /// makes later changes multiply the new value.
    public var scale: CGFloat {
        get { gesture.measure.scale }
        set { gesture.measure.setScale(newValue) }
    }

    /// How fast the scale changes, in scale factor per second.
    public var velocity: CGFloat { gesture.tracker.velocity(at: clock.now.seconds).dx }

    /// The bookkeeping shared with rotation; this class adds only its measure, ``PinchMeasure``.
    private let gesture = TwoFingerGesture<PinchMeasure>()

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        gesture.touchesBegan(touches, event: event, of: self)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        gesture.touchesMoved(of: self, threshold: minimumSpanChange)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        gesture.touchesEnded(touches, of: self, threshold: minimumSpanChange)
    }

    public override func reset() {
        super.reset()
        gesture.reset()
    }

    override var acceptsTransformInput: Bool { true }

    override func handleTransform(_ transform: TransformUpdate, in window: UIWindow) {
        gesture.transform(transform, in: window, of: self, threshold: minimumSpanChange)
    }
}

/// A pinch's measure: the span between the two fingers (or libinput's scale), and the scale relative to it.
struct PinchMeasure: TwoFingerMeasure {
    /// The span (touches) or libinput scale (touchpad) that ``scale`` is relative to now.
    private var baseMeasure: CGFloat = 1
    private var lastMeasure: CGFloat = 1
    private var baseScale: CGFloat = 1
    private(set) var scale: CGFloat = 1
    /// The scale as if never set by the application, for the velocity.
    private var rawBaseScale: CGFloat = 1
    private var rawScale: CGFloat = 1
    /// The span when the current pair formed while the pinch was still possible.
    private var startSpan: CGFloat = 0

    static func value(of pair: FingerPair) -> CGFloat { pair.span }
    static func value(of transform: TransformUpdate) -> CGFloat { transform.scale }

    /// The application set the scale: later changes multiply it.
    mutating func setScale(_ newScale: CGFloat) {
        scale = newScale
        rebaseline()
    }

    mutating func start(at value: CGFloat, startingOver: Bool) {
        lastMeasure = value
        if startingOver {
            startSpan = value
            scale = 1
            rawScale = 1
        }
        rebaseline()
    }

    func differs(from value: CGFloat) -> Bool { value != lastMeasure }

    mutating func take(_ value: CGFloat, touchpad: Bool) -> CGFloat? {
        lastMeasure = value
        guard baseMeasure > 0 else {
            // Both fingers on one spot: no scale can be relative to that; start from here instead.
            rebaseline()
            return nil
        }
        scale = baseScale * value / baseMeasure
        rawScale = rawBaseScale * value / baseMeasure
        return rawScale
    }

    func advanceWhilePossible(threshold: CGFloat, touchpad: Bool) -> GestureReason? {
        if touchpad {
            // libinput has already told a pinch from a swipe: any change of its scale begins.
            guard lastMeasure != baseMeasure else { return nil }
            return .touchpadPinchScale(lastMeasure)
        }
        let change = abs(lastMeasure - startSpan)
        guard change > threshold else { return nil }
        return .spanChanged(change: change, minimumSpanChange: threshold)
    }

    func failedReason(threshold: CGFloat, touchpad: Bool) -> GestureReason {
        if touchpad { return .touchpadPinchEndedUnchanged }
        return .liftedWithinMinimumSpanChange(change: abs(lastMeasure - startSpan), minimumSpanChange: threshold)
    }

    func endedReason(touchpad: Bool) -> GestureReason {
        .pinchEnded(touchpad: touchpad, scale: scale)
    }

    /// Makes the current measure correspond to the current scale.
    private mutating func rebaseline() {
        baseMeasure = lastMeasure
        baseScale = scale
        rawBaseScale = rawScale
    }
}
