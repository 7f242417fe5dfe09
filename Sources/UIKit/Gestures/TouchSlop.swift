/// Where each touch of a press began, and how far it may travel before the press stops counting: the
/// slop check tap and long press share (each with its own ``UITapGestureRecognizer/allowableMovement`` or
/// ``UILongPressGestureRecognizer/allowableMovement``).
@MainActor
struct TouchSlop {
    private var starts: [ObjectIdentifier: CGPoint] = [:]

    /// Remembers where `touch` is now (window coordinates) as its start.
    mutating func begin(_ touch: UITouch) { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }

    /// The first of `touches` that travelled more than `allowed` points from its start: the failure reason
    /// ("moved 14.2 pt > allowableMovement 10.0 pt" when printed), or `nil` when every touch is within it.
    func excess(of touches: Set<UITouch>, allowed: CGFloat) -> GestureReason? {
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            let distance = touch.location(in: nil).distance(to: start)
            if distance > allowed { return .movedBeyondAllowableMovement(distance: distance, allowed: allowed) }
        }
        return nil
    }

    /// Forgets every start (a new press, or a reset).
    mutating func removeAll() { starts.removeAll() }
}

/// A timer a recognizer keeps at most one of (a tap's duration, the interval before the next tap, a
/// press's duration): scheduling it and cancelling it in one place.
@MainActor
struct RecognizerDeadline {
    private(set) var timer: FrameworkClock.TimerID?

    /// Whether it is scheduled.
    var isScheduled: Bool { timer != nil }

    /// Schedules `action` on `recognizer`'s clock after `interval` seconds, labelled for the trace.
    mutating func schedule(on recognizer: UIGestureRecognizer, after interval: TimeInterval, label: String,
                           _ action: @escaping @MainActor () -> Void) {
        timer = recognizer.scheduleTimer(after: interval, label: label, action)
    }

    /// Cancels it if scheduled.
    mutating func cancel(on recognizer: UIGestureRecognizer) {
        if let timer { recognizer.cancelTimer(timer) }
        timer = nil
    }

    /// Forgets it without cancelling (the recognizer's reset cancels every timer it scheduled).
    mutating func forget() { timer = nil }
}
