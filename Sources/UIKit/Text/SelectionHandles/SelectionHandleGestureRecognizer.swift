import CoreGraphics

/// Drags a selection handle: it begins the moment a finger lands on the handle, follows it and ends at
/// the lift.
///
/// Beginning at touch-down is what makes a handle win, as on iOS: a recognizer that began prevents the
/// other participants on the same touch, so the text input's tap, double tap and long press and an
/// enclosing scroll view's pan (which has not yet seen the finger travel) all fail "prevented by" it, and
/// a scroll view's `delaysContentTouches` holds back only views' touches, never a recognizer's. One finger
/// only: a second finger on the same handle is ignored.
final class SelectionHandleGestureRecognizer: UIGestureRecognizer {
    /// The touch being followed.
    private weak var finger: UITouch?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard finger == nil, state == .possible, let touch = touches.min(by: { $0.serial < $1.serial }) else {
            for touch in touches where touch !== finger { ignore(touch, for: event) }
            return
        }
        finger = touch
        for other in touches where other !== touch { ignore(other, for: event) }
        setState(.began, reason: "finger down on the selection handle")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let finger, touches.contains(finger), state == .began || state == .changed else { return }
        setState(.changed, reason: "")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let finger, touches.contains(finger), state == .began || state == .changed else { return }
        setState(.ended, reason: "finger lifted")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let finger, touches.contains(finger), state == .began || state == .changed else { return }
        setState(.cancelled, reason: "touch cancelled")
    }

    override func reset() {
        super.reset()
        finger = nil
    }
}
