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
        get { storedScale }
        set {
            storedScale = newValue
            rebaseline()
        }
    }

    /// How fast the scale changes, in scale factor per second.
    public var velocity: CGFloat { tracker.velocity(at: clock.now.seconds).dx }

    private enum Input { case none, touches, touchpad }
    private var input: Input = .none
    /// The two fingers measured, in the order they landed.
    private var pair = FingerPair()
    /// The span (touches) or libinput scale (touchpad) that ``scale`` is relative to now.
    private var baseMeasure: CGFloat = 1
    private var lastMeasure: CGFloat = 1
    private var baseScale: CGFloat = 1
    private var storedScale: CGFloat = 1
    /// The scale as if never set by the application, for the velocity.
    private var rawBaseScale: CGFloat = 1
    private var rawScale: CGFloat = 1
    /// The span when the current pair formed while the pinch was still possible.
    private var startSpan: CGFloat = 0
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
        lastMeasure = pair.span
        if state == .possible {
            // A new pair before the gesture began starts over.
            startSpan = lastMeasure
            storedScale = 1
            rawScale = 1
            tracker.reset()
        }
        rebaseline()
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard input == .touches, pair.isComplete else { return }
        measure(pair.span)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard input == .touches else { return }
        // A lift can carry a last movement; report it only if there is one.
        if pair.isComplete, pair.span != lastMeasure { measure(pair.span) }
        pair.release(touches)
        let remaining = trackedTouches.filter { !touches.contains($0) }
        guard remaining.isEmpty else { return }
        switch state {
        case .possible:
            setState(.failed, reason: "touches lifted after the span changed \(GestureReason.points(abs(lastMeasure - startSpan))) ≤ minimumSpanChange \(GestureReason.points(minimumSpanChange))")
        case .began, .changed:
            setState(.ended, reason: "touches lifted at scale \(String(format: "%.3f", Double(storedScale)))")
        default:
            break
        }
    }

    public override func reset() {
        super.reset()
        input = .none
        pair = FingerPair()
        baseMeasure = 1
        lastMeasure = 1
        baseScale = 1
        storedScale = 1
        rawBaseScale = 1
        rawScale = 1
        startSpan = 0
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
            lastMeasure = transform.scale
            rebaseline()
        case .update:
            guard input == .touchpad else { return }
            measure(transform.scale)
        case .end:
            guard input == .touchpad else { return }
            switch state {
            case .possible: setState(.failed, reason: "touchpad pinch ended without changing the scale")
            case .began, .changed: setState(.ended, reason: "touchpad pinch ended at scale \(String(format: "%.3f", Double(storedScale)))")
            default: break
            }
        case .cancel:
            guard input == .touchpad else { return }
            touchpadGestureCancelled()
        }
    }

    // MARK: Measuring

    /// Makes the current measure correspond to the current scale.
    private func rebaseline() {
        baseMeasure = lastMeasure
        baseScale = storedScale
        rawBaseScale = rawScale
    }

    private func measure(_ value: CGFloat) {
        lastMeasure = value
        guard baseMeasure > 0 else {
            // Both fingers on one spot: no scale can be relative to that; start from here instead.
            rebaseline()
            return
        }
        storedScale = baseScale * value / baseMeasure
        rawScale = rawBaseScale * value / baseMeasure
        tracker.addPosition(CGPoint(x: rawScale, y: 0), at: clock.now.seconds)
        switch state {
        case .possible:
            if input == .touchpad {
                guard value != baseMeasure else { return }
                setState(.began, reason: "touchpad pinch scale \(String(format: "%.3f", Double(value)))")
            } else {
                let change = abs(value - startSpan)
                guard change > minimumSpanChange else { return }
                setState(.began, reason: "span changed \(GestureReason.points(change)) > minimumSpanChange \(GestureReason.points(minimumSpanChange))")
            }
        case .began, .changed:
            setState(.changed, reason: "")
        default:
            break
        }
    }
}
