import InputCore

/// The kinds of scrolling that may drive a pan, for ``UIPanGestureRecognizer/allowedScrollTypesMask``.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Discrete scrolling: a mouse wheel's detents (libinput source `wheel`).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Continuous scrolling: fingers on a touchpad (`finger`) or button scrolling (`continuous`).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// Recognizes fingers dragging across the view, or scrolling over it when ``allowedScrollTypesMask``
/// allows.
///
/// Continuous. With touches:
/// - `possible → began` when between ``minimumNumberOfTouches`` and ``maximumNumberOfTouches`` fingers
///   are down and their centroid has moved more than ``hysteresis`` from where it was when the current
///   set of fingers went down;
/// - `began/changed → changed` on every move of the centroid;
/// - `began/changed → ended` when the fingers lift (fewer than ``minimumNumberOfTouches`` remain);
/// - `possible → failed` when every finger lifts before the pan began, or more than
///   ``maximumNumberOfTouches`` fingers are down before it began;
/// - `began/changed → cancelled` when the touches are cancelled.
///
/// With scrolling (only sources in ``allowedScrollTypesMask``; none by default, as on iOS):
/// - `possible → began` at the first scroll event with a non-zero delta;
/// - `began/changed → changed` on every further scroll event;
/// - `→ ended` at the touchpad's stop event (finger and continuous sources), or, for a mouse wheel, which
///   has no stop event, when no wheel event arrived for ``wheelScrollEndDelay``.
///
/// ``translation(in:)`` is the centroid's travel since the fingers went down (it includes the
/// ``hysteresis`` distance at `began`), or the summed scroll deltas; a finger landing or lifting mid-pan
/// does not make it jump. ``velocity(in:)`` comes from a ``VelocityTracker`` over the translation.
///
/// Differences from iOS:
/// - iOS's start threshold (the private `hysteresis`) is not published; ours is a property, 10 pt.
/// - iOS's velocity estimator is not documented; ours is least-squares (``VelocityTracker``), so a
///   finger that rests more than 40 ms before lifting ends with zero velocity, and so does a wheel pan.
/// - Touches beyond ``maximumNumberOfTouches`` that land after the pan began are ignored (not cancelled in
///   the view); before it began they make the pan fail.
/// - Thresholds are measured in window points, whatever the view's transform.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan. Default 1, as on iOS.
    open var minimumNumberOfTouches: Int = 1
    /// The most fingers that can pan. Default `Int.max` (unlimited), as on iOS.
    open var maximumNumberOfTouches: Int = .max
    /// How far, in points, the fingers' centroid must move before the pan begins. Default 10 pt: iOS's
    /// value (its private `hysteresis`, openradar 13336558) is not published; 10 pt matches UIKit's one
    /// documented movement tolerance (`UILongPressGestureRecognizer.allowableMovement`) and lies between
    /// Android's 8 dp touch slop and Flutter's 18 (`gestures.md` §1.6, §2, §3).
    open var hysteresis: CGFloat = GestureDefaults.panHysteresis
    /// The scrolling that drives the pan. Default `[]` (none), as on iOS 13.4+.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// How long, in seconds, a mouse wheel must rest before a wheel-driven pan ends: wheels send no stop
    /// event. Default 0.1 s, Chromium's `kDefaultMouseWheelLatchingTransactionMs` (100 ms), after which it
    /// synthesizes the end of a wheel scroll (`content/browser/renderer_host/input/mouse_wheel_phase_handler.h`).
    open var wheelScrollEndDelay: TimeInterval = GestureDefaults.wheelScrollEndDelay

    /// What drives the current gesture.
    private enum Input { case none, touches, scroll }
    private var input: Input = .none
    /// The centroid's travel (or summed scroll), in window points, since the gesture's baseline.
    private var rawTranslation: CGVector = .zero
    /// Added to ``rawTranslation`` by ``setTranslation(_:in:)``.
    private var translationOffset: CGVector = .zero
    /// The touches the last centroid was measured over, and that centroid (window points).
    private var centroidTouches: [UITouch] = []
    private var lastCentroid: CGPoint = .zero
    private var tracker = VelocityTracker()
    /// The most fingers down at once while the pan was still possible.
    private var mostTouchesBeforeBegan = 0
    private var wheelTimer: FrameworkClock.TimerID?

    // MARK: Public API

    /// The pan's translation in `view`'s coordinate system (`nil`: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        let total = CGVector(dx: rawTranslation.dx + translationOffset.dx, dy: rawTranslation.dy + translationOffset.dy)
        return vectorFromWindow(total, to: view)
    }

    /// Sets the translation, expressed in `view`'s coordinate system (`nil`: the window's); later movement
    /// adds to it. Velocity is unaffected.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let wanted = vectorToWindow(translation, from: view)
        translationOffset = CGVector(dx: wanted.dx - rawTranslation.dx, dy: wanted.dy - rawTranslation.dy)
    }

    /// The pan's velocity in points per second in `view`'s coordinate system (`nil`: the window's).
    open func velocity(in view: UIView?) -> CGPoint {
        let velocity = tracker.velocity(at: clock.now.seconds)
        return vectorFromWindow(velocity, to: view)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard input != .scroll else {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        input = .touches
        switch state {
        case .possible:
            if trackedTouches.count > maximumNumberOfTouches {
                setState(.failed, reason: "\(trackedTouches.count) touches > maximumNumberOfTouches \(maximumNumberOfTouches)")
                return
            }
            mostTouchesBeforeBegan = max(mostTouchesBeforeBegan, trackedTouches.count)
            follow(trackedTouches, restartingBaseline: true)
            if let refusal = refusalAtTouchDown(touches) { setState(.failed, reason: refusal) }
        case .began, .changed:
            for touch in sortedBySerial(touches) where trackedTouches.count > maximumNumberOfTouches {
                ignore(touch, for: event)
            }
            follow(trackedTouches, restartingBaseline: false)
        default:
            break
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard input == .touches else { return }
        switch state {
        case .possible:
            follow(trackedTouches, restartingBaseline: false)
            recordVelocitySample()
            let count = trackedTouches.count
            guard count >= minimumNumberOfTouches else { return }
            let distance = length(rawTranslation)
            guard distance > hysteresis else { return }
            if let refusal = refusalToBegin(translation: rawTranslation) {
                setState(.failed, reason: refusal)
            } else {
                setState(.began, because: .panMoved(distance: distance, hysteresis: hysteresis, touches: count))
            }
        case .began, .changed:
            follow(trackedTouches, restartingBaseline: false)
            recordVelocitySample()
            setState(.changed, reason: "")
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard input == .touches else { return }
        let remaining = trackedTouches.filter { !touches.contains($0) }
        switch state {
        case .possible:
            follow(trackedTouches, restartingBaseline: false)
            if remaining.isEmpty && mostTouchesBeforeBegan < minimumNumberOfTouches {
                setState(.failed, reason: "touches ended with \(mostTouchesBeforeBegan) touches < minimumNumberOfTouches \(minimumNumberOfTouches)")
            } else if remaining.isEmpty {
                setState(.failed, because: .panEndedWithinHysteresis(distance: length(rawTranslation), hysteresis: hysteresis))
            } else {
                follow(remaining, restartingBaseline: true)
            }
        case .began, .changed:
            let moved = follow(trackedTouches, restartingBaseline: false)
            if moved { recordVelocitySample() }
            if remaining.count < minimumNumberOfTouches {
                let why = remaining.isEmpty
                    ? "touches lifted"
                    : "\(remaining.count) touches < minimumNumberOfTouches \(minimumNumberOfTouches)"
                setState(.ended, reason: why)
            } else {
                follow(remaining, restartingBaseline: false)
                if moved { setState(.changed, reason: "") }
            }
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
        input = .none
        rawTranslation = .zero
        translationOffset = .zero
        centroidTouches = []
        lastCentroid = .zero
        tracker.reset()
        mostTouchesBeforeBegan = 0
        wheelTimer = nil
    }

    // MARK: Scrolling

    override var acceptsScrollInput: Bool { !allowedScrollTypesMask.isEmpty }

    override func allowsScroll(from source: ScrollSource) -> Bool {
        switch source {
        case .wheel: allowedScrollTypesMask.contains(.discrete)
        case .finger, .continuous: allowedScrollTypesMask.contains(.continuous)
        }
    }

    override func handleScroll(_ scroll: ScrollUpdate, in window: UIWindow) {
        // The environment keeps routing a sequence to the pan that took it; the mask may have changed since.
        guard input != .touches, acceptsScrollInput, allowsScroll(from: scroll.source) else { return }
        lastWindow = window
        lastWindowLocation = scroll.location
        switch state {
        case .possible:
            guard !scroll.isStop, scroll.delta != .zero else { return }
            input = .scroll
            rawTranslation = CGVector(dx: scroll.delta.x, dy: scroll.delta.y)
            recordVelocitySample(at: scroll.time)
            setState(.began, reason: "\(scroll.source.rawValue) scroll by (\(GestureReason.points(scroll.delta.x)), \(GestureReason.points(scroll.delta.y))); allowedScrollTypesMask allows it")
        case .began, .changed:
            guard input == .scroll else { return }
            if scroll.isStop {
                setState(.ended, reason: "\(scroll.source.rawValue) scroll stopped")
                return
            }
            rawTranslation.dx += scroll.delta.x
            rawTranslation.dy += scroll.delta.y
            recordVelocitySample(at: scroll.time)
            setState(.changed, reason: "")
        default:
            return
        }
        if scroll.source == .wheel, state == .began || state == .changed {
            if let wheelTimer { cancelTimer(wheelTimer) }
            let delay = wheelScrollEndDelay
            wheelTimer = scheduleTimer(after: delay, label: "wheel scroll end") { [weak self] in
                guard let self, self.state == .began || self.state == .changed else { return }
                self.setState(.ended, reason: "no wheel movement for wheelScrollEndDelay \(GestureReason.seconds(delay))")
            }
        }
    }

    // MARK: Hooks for subclasses (screen-edge pan)

    /// Why the pan must fail as soon as `touches` land, or `nil`. The base pan has no such rule.
    func refusalAtTouchDown(_ touches: Set<UITouch>) -> String? { nil }

    /// Why the pan must fail instead of beginning after moving `translation` (window points), or `nil`.
    func refusalToBegin(translation: CGVector) -> String? { nil }

    // MARK: Bookkeeping

    /// Adds the movement of the touches the last centroid was measured over, then measures over `touches`
    /// from now on. Restarting the baseline zeroes the translation and the velocity history. Returns whether
    /// the centroid moved.
    @discardableResult
    private func follow(_ touches: [UITouch], restartingBaseline: Bool) -> Bool {
        var moved = false
        if let current = centroid(of: centroidTouches) {
            let delta = CGVector(dx: current.x - lastCentroid.x, dy: current.y - lastCentroid.y)
            moved = delta.dx != 0 || delta.dy != 0
            rawTranslation.dx += delta.dx
            rawTranslation.dy += delta.dy
        }
        if restartingBaseline {
            rawTranslation = .zero
            tracker.reset()
        }
        centroidTouches = touches
        if let next = centroid(of: touches) {
            lastCentroid = next
            if restartingBaseline { recordVelocitySample() }
        }
        return moved
    }

    private func recordVelocitySample(at time: InputTime? = nil) {
        tracker.addPosition(CGPoint(x: rawTranslation.dx, y: rawTranslation.dy), at: (time ?? clock.now).seconds)
    }

    private func centroid(of touches: [UITouch]) -> CGPoint? { touches.centroid(in: nil) }

    private func sortedBySerial(_ touches: Set<UITouch>) -> [UITouch] { touches.sorted { $0.serial < $1.serial } }

    /// A displacement in window points expressed in `view`'s coordinates.
    /// The two ends are converted by one transform, found once: `convert(_:from:)` finds it for each point
    /// (a walk to the window and an inversion each), the same arithmetic twice in a scroll view's every
    /// drag frame.
    private func vectorFromWindow(_ vector: CGVector, to view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: vector.dx, y: vector.dy) }
        let fromWindow = view.conversionTransform(from: nil)
        let origin = CGPoint.zero.applying(fromWindow)
        let tip = CGPoint(x: vector.dx, y: vector.dy).applying(fromWindow)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// A displacement in `view`'s coordinates expressed in window points (one transform for both ends, as
    /// ``vectorFromWindow(_:to:)``).
    private func vectorToWindow(_ vector: CGPoint, from view: UIView?) -> CGVector {
        guard let view else { return CGVector(dx: vector.x, dy: vector.y) }
        let toWindow = view.conversionTransform(to: nil)
        let origin = CGPoint.zero.applying(toWindow)
        let tip = vector.applying(toWindow)
        return CGVector(dx: tip.x - origin.x, dy: tip.y - origin.y)
    }
}

private func length(_ vector: CGVector) -> CGFloat { (vector.dx * vector.dx + vector.dy * vector.dy).squareRoot() }
