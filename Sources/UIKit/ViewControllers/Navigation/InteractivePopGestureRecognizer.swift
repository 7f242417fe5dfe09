import CoreGraphics

/// The navigation controller's ``UINavigationController/interactivePopGestureRecognizer``: a pan from the
/// left edge that pops the top controller while the finger drags it right.
///
/// A ``UIScreenEdgePanGestureRecognizer`` (`edges = .left`) with three more rules:
/// - `possible → failed` at touch-down when the stack holds only the root ("at the root") or a push or pop
///   is animating;
/// - every other pan recognizer (not an edge pan) in the navigation controller's view waits for it to fail
///   (``shouldBeRequiredToFail(by:)``): at the edge, the pop wins over a row's swipe or a scroll view's pan;
///   elsewhere it fails at touch-down, so they never wait;
/// - released, the pop completes when the top view moved past half the width (and was not flung back) or
///   the finger flicked right at ``completionVelocity`` or faster; it cancels otherwise. The trace says
///   which and why.
@MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    /// The rightward speed at which a release completes the pop whatever the distance: 300 pt/s. iOS's
    /// threshold is private; 300 pt/s is a deliberate flick, well above a finger coming to rest.
    static let completionVelocity: CGFloat = 300

    weak var navigationController: UINavigationController?

    override func refusalAtTouchDown(_ touches: Set<UITouch>) -> String? {
        if let navigationController {
            if navigationController.stack.count < 2 { return "at the root view controller: nothing to pop" }
            if let running = navigationController.transition {
                return "a \(running.direction.rawValue) is in progress"
            }
        }
        return super.refusalAtTouchDown(touches)
    }

    /// Every pan in the navigation controller's view (a cell's swipe, a scroll view) waits for the pop to fail.
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard otherGestureRecognizer is UIPanGestureRecognizer, !(otherGestureRecognizer is UIScreenEdgePanGestureRecognizer),
              let container = navigationController?.storedView, let otherView = otherGestureRecognizer.view
        else { return false }
        return otherView.isDescendant(of: container)
    }
}

extension UINavigationController {
    /// Sets up the recognizer: the left edge, a name for the trace, this controller's handler.
    func configureInteractivePop() {
        popRecognizer.edges = .left
        popRecognizer.name = "interactivePop"
        popRecognizer.navigationController = self
        popRecognizer.addTarget(self, action: UINavigationController.interactivePopChanged)
    }

    /// The recognizer's action.
    func interactivePopChanged(_ recognizer: InteractivePopGestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginInteractivePop()
            trackInteractivePop(recognizer)  // the finger already moved past the hysteresis
        case .changed: trackInteractivePop(recognizer)
        case .ended: releaseInteractivePop(recognizer)
        case .cancelled: releaseInteractivePop(recognizer, cancelled: true)
        default: break
        }
    }

    private func beginInteractivePop() {
        guard transition == nil, stack.count > 1, let top = stack.last, let container = storedView else { return }
        let destination = stack[stack.count - 2]
        top.willMove(toParent: nil)
        let previous = stack
        stack.removeLast()
        let running = NavigationTransition(
            direction: .pop, from: top, to: destination, added: [], removed: [top], previousStack: previous,
            isShown: container.isOnVisibleWindow, animated: true, isInteractive: true)
        trace("interactive pop of \(top.traceName) began")
        begin(running)
        destination.storedView?.frame.origin.x = -container.bounds.width * UINavigationController.underlapFraction
    }

    /// The top view follows the finger; the one underneath slides from its underlap to its place.
    private func trackInteractivePop(_ recognizer: InteractivePopGestureRecognizer) {
        guard let running = transition, running.isInteractive, !running.isFinishing, let container = storedView
        else { return }
        let width = container.bounds.width
        let offset = min(max(recognizer.translation(in: container).x, 0), width)
        running.from?.storedView?.frame.origin.x = offset
        running.to.storedView?.frame.origin.x = -width * UINavigationController.underlapFraction * (1 - offset / max(width, 1))
    }

    /// Decides between completing and cancelling, traces why, and animates the rest of the way.
    private func releaseInteractivePop(_ recognizer: InteractivePopGestureRecognizer, cancelled: Bool = false) {
        guard let running = transition, running.isInteractive, !running.isFinishing, let container = storedView
        else { return }
        let width = container.bounds.width
        let offset = min(max(recognizer.translation(in: container).x, 0), width)
        let velocity = recognizer.velocity(in: container).x
        let flick = InteractivePopGestureRecognizer.completionVelocity
        let half = width / 2
        let name = running.from?.traceName ?? "?"
        let reason: String
        if cancelled {
            running.completes = false
            reason = "cancelled: the gesture was cancelled"
        } else if velocity >= flick {
            running.completes = true
            reason = "completed: flicked at \(speed(velocity)) ≥ \(speed(flick))"
        } else if offset > half && velocity > -flick {
            running.completes = true
            reason = "completed: moved \(GestureReason.points(offset)) > half the width \(GestureReason.points(half))"
        } else if offset > half {
            running.completes = false
            reason = "cancelled: flung back at \(speed(velocity)) after \(GestureReason.points(offset))"
        } else {
            running.completes = false
            reason = "cancelled: moved \(GestureReason.points(offset)) ≤ half the width \(GestureReason.points(half)) at \(speed(velocity)) < \(speed(flick))"
        }
        trace("interactive pop of \(name) \(reason)")
        running.isFinishing = true
        let remaining = running.completes ? (width - offset) / max(width, 1) : offset / max(width, 1)
        let fromView = running.from?.storedView, toView = running.to.storedView
        let completes = running.completes
        UIView.animate(withDuration: UINavigationController.transitionDuration * Double(remaining), animations: {
            fromView?.frame.origin.x = completes ? width : 0
            toView?.frame.origin.x = completes ? 0 : -width * UINavigationController.underlapFraction
        }, completion: { [weak self] _ in self?.conclude(running) })
    }

    private func speed(_ value: CGFloat) -> String { String(format: "%.0f pt/s", Double(value)) }
}
