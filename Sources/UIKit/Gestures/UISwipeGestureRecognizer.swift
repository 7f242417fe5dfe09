import InputCore

/// Recognizes a swipe: fingers moving quickly and mostly straight in one of the allowed directions.
///
/// Discrete. What counts depends on how long the swipe has taken when it is measured, as UIKit's header
/// says: "a slow swipe requires high directional precision but a small distance; a fast swipe requires
/// low directional precision but a large distance". With `f` the elapsed fraction of
/// ``maximumDuration`` since the first finger landed (0 for an instant flick, 1 at the deadline), the
/// centroid of ``numberOfTouchesRequired`` fingers must travel
/// - at least `fastSwipeMinimumDistance + f·(slowSwipeMinimumDistance − fastSwipeMinimumDistance)`,
/// - within `fastSwipeMaximumAngleDegrees + f·(slowSwipeMaximumAngleDegrees − fastSwipeMaximumAngleDegrees)`
///   of a direction in ``direction``.
///
/// Transitions, checked on every move:
/// - `possible → ended` when the travel is long enough and within the angle of an allowed direction;
/// - `possible → failed` when the travel is long enough but outside the angle of every allowed direction;
///   when ``maximumDuration`` passes first; when a finger lifts before recognition; or when more than
///   ``numberOfTouchesRequired`` fingers touch down.
///
/// Differences from iOS: iOS's thresholds are private ivars (`_maximumDuration`, `_minimumPrimaryMovement`,
/// `_maximumSecondaryMovement`, `_rateOfMinimumMovementDecay`…, `gestures.md` §1.6) with an absolute bound
/// on sideways movement; we bound the angle instead, so the rule reads in degrees. Defaults below.
@MainActor
public final class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take. Raw values are UIKit's.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards +x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards −x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards −y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards +y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions. Default `.right`, as on iOS.
    public var direction: Direction = .right
    /// How many fingers must swipe. Default 1, as on iOS.
    public var numberOfTouchesRequired: Int = 1
    /// The longest a swipe may take, in seconds, from the first finger landing to recognition. Default
    /// 0.5 s: the `_maximumDuration` that decompiled swipe recognizers derived from UIKit's initialize.
    public var maximumDuration: TimeInterval = GestureDefaults.swipeMaximumDuration
    /// The travel, in points, an instant swipe needs; the requirement falls linearly to
    /// ``slowSwipeMinimumDistance`` at ``maximumDuration``. Default 50 pt: UIKit's private
    /// `_minimumPrimaryMovement` (same decompiled source).
    public var fastSwipeMinimumDistance: CGFloat = GestureDefaults.fastSwipeMinimumDistance
    /// The travel, in points, a swipe that takes the whole ``maximumDuration`` needs. Default 25 pt, about
    /// where UIKit's `_rateOfMinimumMovementDecay` of 0.06 brings 50 pt after 0.5 s (50 × (1 − 0.5 × 0.94)
    /// = 26.5 pt), rounded.
    public var slowSwipeMinimumDistance: CGFloat = GestureDefaults.slowSwipeMinimumDistance
    /// The largest angle, in degrees, between an instant swipe and an allowed direction. Default 40°: our
    /// choice, forgiving but short of the 45° diagonal, so one diagonal flick never counts for two
    /// directions.
    public var fastSwipeMaximumAngleDegrees: CGFloat = GestureDefaults.fastSwipeMaximumAngleDegrees
    /// The largest angle, in degrees, between a swipe taking the whole ``maximumDuration`` and an allowed
    /// direction. Default 20°: Chromium's maximum swipe deviation angle (`gesture_configuration.cc`,
    /// `gestures.md` §3).
    public var slowSwipeMaximumAngleDegrees: CGFloat = GestureDefaults.slowSwipeMaximumAngleDegrees

    private var startTime: InputTime?
    /// The centroid when the required fingers were all down, in window points.
    private var startCentroid: CGPoint?

    public override var isContinuous: Bool { false }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if startTime == nil {
            startTime = clock.now
            let limit = maximumDuration
            scheduleTimer(after: limit, label: "swipe maximumDuration") { [weak self] in
                guard let self, self.state == .possible else { return }
                self.setState(.failed, reason: "no swipe within maximumDuration \(GestureReason.seconds(limit))")
            }
        }
        if trackedTouches.count > numberOfTouchesRequired {
            setState(.failed, reason: "\(trackedTouches.count) touches > numberOfTouchesRequired \(numberOfTouchesRequired)")
        } else if trackedTouches.count == numberOfTouchesRequired {
            startCentroid = location(in: nil)
        }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        evaluate()
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        evaluate()
        guard state == .possible else { return }
        guard let start = startCentroid, let requirement = currentRequirement() else {
            setState(.failed, reason: "touches lifted with \(trackedTouches.count) touches < numberOfTouchesRequired \(numberOfTouchesRequired)")
            return
        }
        let travel = location(in: nil).distance(to: start)
        setState(.failed, reason: "touches lifted after moving \(GestureReason.points(travel)) < required \(GestureReason.points(requirement.distance)) at \(GestureReason.seconds(requirement.elapsed))")
    }

    public override func reset() {
        super.reset()
        startTime = nil
        startCentroid = nil
    }

    /// The distance and angle a swipe measured now must meet.
    private func currentRequirement() -> (distance: CGFloat, angle: CGFloat, elapsed: TimeInterval)? {
        guard let startTime else { return nil }
        let elapsed = clock.now.seconds - startTime.seconds
        let f = CGFloat(maximumDuration > 0 ? min(max(elapsed / maximumDuration, 0), 1) : 1)
        return (
            fastSwipeMinimumDistance + f * (slowSwipeMinimumDistance - fastSwipeMinimumDistance),
            fastSwipeMaximumAngleDegrees + f * (slowSwipeMaximumAngleDegrees - fastSwipeMaximumAngleDegrees),
            elapsed)
    }

    private func evaluate() {
        guard trackedTouches.count == numberOfTouchesRequired, let start = startCentroid,
              let requirement = currentRequirement()
        else { return }
        let current = location(in: nil)
        let dx = current.x - start.x
        let dy = current.y - start.y
        let travel = (dx * dx + dy * dy).squareRoot()
        guard travel >= requirement.distance else { return }
        let candidates: [(Direction, String, CGFloat, CGFloat)] = [
            (.right, "right", 1, 0), (.left, "left", -1, 0), (.up, "up", 0, -1), (.down, "down", 0, 1),
        ]
        let angles = candidates.filter { direction.contains($0.0) }.map { candidate in
            let cosine = max(-1, min(1, (dx * candidate.2 + dy * candidate.3) / travel))
            return (name: candidate.1, degrees: CGFloat(acos(Double(cosine)) * 180 / Double.pi))
        }
        guard let best = angles.min(by: { $0.degrees < $1.degrees }) else {
            setState(.failed, reason: "direction is empty")
            return
        }
        let measured = "moved \(GestureReason.points(travel)) at \(deg(best.degrees)) from \(best.name) after \(GestureReason.seconds(requirement.elapsed))"
        if best.degrees <= requirement.angle {
            setState(.ended, reason: "\(measured): ≥ \(GestureReason.points(requirement.distance)) within \(deg(requirement.angle))")
        } else {
            setState(.failed, reason: "\(measured): angle > allowed \(deg(requirement.angle))")
        }
    }
}

private func deg(_ value: CGFloat) -> String { String(format: "%.1f°", Double(value)) }
