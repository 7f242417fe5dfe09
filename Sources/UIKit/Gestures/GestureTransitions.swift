/// The recognizer state machine of UIGestureRecognizer's documentation, written once: the gesture
/// environment refuses what it does not allow, the trace records typed states, and the invariant
/// checker (`UIKitTesting`) reads the trace against it.
extension UIGestureRecognizer.State {
    /// Whether a recognizer may ask to go `from → to`: discrete gestures `possible → ended | failed`,
    /// continuous ones also `possible → began → changed* → ended | cancelled`. Cancelling a recognizer
    /// that is still deciding is how "disabled mid-gesture" and lost devices end it; UIKit reports it as
    /// failed for a recognizer that had not begun.
    package static func isRequestable(from: Self, to: Self, continuous: Bool) -> Bool {
        switch (from, to) {
        case (.possible, .failed), (.possible, .ended): true
        case (.possible, .began): continuous
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// Whether the trace may show `from → to`: a requestable transition, `possible → possible` for a
    /// recognizer that matched and waits for another to fail, or a terminal state → `possible` at reset.
    package static func isTraceable(from: Self, to: Self) -> Bool {
        if to == .possible { return from == .possible || from.isTerminal }
        return isRequestable(from: from, to: to, continuous: true)
    }
}
