import CoreGraphics

// How the navigation stack changes (push, pop, pop-to, set):
//
//   changeStack(to:)  → addChild (willMove(toParent: nav)) for newcomers, willMove(toParent: nil) for leavers
//                     → the stack and the bar change
//   begin             → old viewWillDisappear, new viewWillAppear, delegate willShow; the new view goes in
//   (animation of transitionDuration on the framework clock, or none)
//   finish            → the old view leaves; old viewDidDisappear, new viewDidAppear;
//                       leavers removeFromParent (didMove(toParent: nil)), newcomers didMove(toParent: nav);
//                       delegate didShow
//
// The interactive pop begins the same way when the edge pan begins, moves the views with the finger, and
// either finishes as above or cancels: new viewWillDisappear, new viewDidDisappear, old viewWillAppear,
// old viewDidAppear, and the stack and bar are as before (the order iOS delivers for a cancelled pop).

/// One change of the navigation stack on its way to the screen.
@MainActor
final class NavigationTransition {
    enum Direction: String { case push, pop }

    let direction: Direction
    /// The top controller before the change, if there was one.
    let from: UIViewController?
    /// The top controller after it.
    let to: UIViewController
    /// Controllers joining the stack, and leaving it.
    let added: [UIViewController]
    let removed: [UIViewController]
    /// The stack before the change, restored when an interactive pop is cancelled.
    let previousStack: [UIViewController]
    /// Whether the controllers get appearance callbacks: the navigation controller's view is shown.
    let isShown: Bool
    let animated: Bool
    /// Whether the finger drives it (the interactive pop).
    let isInteractive: Bool
    /// Set when the views are animating to their final place; an interactive pop then completes or cancels.
    var isFinishing = false
    /// For an interactive pop released: whether it completes (`true`) or cancels.
    var completes = true

    init(direction: Direction, from: UIViewController?, to: UIViewController, added: [UIViewController],
         removed: [UIViewController], previousStack: [UIViewController], isShown: Bool, animated: Bool,
         isInteractive: Bool) {
        self.direction = direction
        self.from = from
        self.to = to
        self.added = added
        self.removed = removed
        self.previousStack = previousStack
        self.isShown = isShown
        self.animated = animated
        self.isInteractive = isInteractive
    }
}

extension UINavigationController {
    /// Moves from the current stack to `newStack` (already checked): containment, bar, and — when the top
    /// changes and the view is loaded — the transition.
    func changeStack(to newStack: [UIViewController], animated flag: Bool, call: String) {
        if let running = transition { concludeNow(running) }
        let oldStack = stack
        let oldTop = oldStack.last
        let added = newStack.filter { controller in !oldStack.contains { $0 === controller } }
        let removed = oldStack.filter { controller in !newStack.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = newStack
        navigationBar.replaceItems(newStack.map(\.navigationItem))
        updateChildSafeAreas()
        guard let newTop = newStack.last, newTop !== oldTop, let container = storedView else {
            finishContainment(added: added, removed: removed)
            return
        }
        let direction: NavigationTransition.Direction = oldStack.contains { $0 === newTop } ? .pop : .push
        let isShown = container.isOnVisibleWindow
        let running = NavigationTransition(
            direction: direction, from: oldTop, to: newTop, added: added, removed: removed, previousStack: oldStack,
            isShown: isShown, animated: flag && isShown && UIView.areAnimationsEnabled, isInteractive: false)
        trace("\(call): \(direction.rawValue) \(oldTop?.traceName ?? "nothing") → \(newTop.traceName)\(running.animated ? " (animated \(GestureReason.seconds(UINavigationController.transitionDuration)))" : "")")
        begin(running)
        guard running.animated, let toView = newTop.storedView else {
            finish(running)
            return
        }
        let width = container.bounds.width
        let fromView = oldTop?.storedView
        toView.frame.origin.x = direction == .push ? width : -width * UINavigationController.underlapFraction
        running.isFinishing = true
        UIView.animate(withDuration: UINavigationController.transitionDuration, animations: {
            toView.frame.origin.x = 0
            fromView?.frame.origin.x = direction == .push ? -width * UINavigationController.underlapFraction : width
        }, completion: { [weak self] _ in self?.conclude(running) })
    }

    /// The "will" half: appearance, delegate, the new view in place (behind the old one for a pop).
    func begin(_ running: NavigationTransition) {
        transition = running
        if running.isShown {
            running.from?.beginAppearance(false, animated: running.animated)
            running.to.beginAppearance(true, animated: running.animated)
            delegate?.navigationController(self, willShow: running.to, animated: running.animated)
        }
        guard let container = storedView else { return }
        let toView: UIView = running.to.view
        toView.frame = container.bounds
        if running.direction == .pop, let fromView = running.from?.storedView, fromView.superview === container {
            container.insertSubview(toView, belowSubview: fromView)
        } else if navigationBar.superview === container {
            container.insertSubview(toView, belowSubview: navigationBar)
        } else {
            container.addSubview(toView)
        }
    }

    /// Ends a transition whose views reached their place: completes it, or cancels an interactive pop.
    func conclude(_ running: NavigationTransition) {
        guard transition === running else { return }
        if running.completes { finish(running) } else { cancel(running) }
    }

    /// Ends `running` at once: its animation stops and it concludes as it would have.
    func concludeNow(_ running: NavigationTransition) {
        running.from?.storedView?.layer.removeAllAnimations()
        running.to.storedView?.layer.removeAllAnimations()
        conclude(running)
    }

    /// The "did" half of a completed change.
    func finish(_ running: NavigationTransition) {
        guard transition === running else { return }
        transition = nil
        let container = storedView
        if let fromView = running.from?.storedView, running.from !== running.to {
            if fromView.superview === container { fromView.removeFromSuperview() }
            fromView.frame = container?.bounds ?? fromView.frame
        }
        running.to.storedView?.frame = container?.bounds ?? .zero
        navigationBar.replaceItems(stack.map(\.navigationItem))
        if running.isShown {
            running.from?.endAppearance()
            running.to.endAppearance()
        }
        finishContainment(added: running.added, removed: running.removed)
        if running.isShown {
            trace("\(running.direction.rawValue) finished: showing \(running.to.traceName)")
            delegate?.navigationController(self, didShow: running.to, animated: running.animated)
        }
    }

    /// Undoes an interactive pop released short of completing: the stack and bar as before, the controller
    /// underneath disappears again and the top one reappears.
    func cancel(_ running: NavigationTransition) {
        guard transition === running else { return }
        transition = nil
        stack = running.previousStack
        for controller in running.removed { controller.removalPending = false }
        navigationBar.replaceItems(stack.map(\.navigationItem))
        let container = storedView
        if running.isShown { running.to.beginAppearance(false, animated: true) }
        if let toView = running.to.storedView {
            if toView.superview === container { toView.removeFromSuperview() }
            toView.frame = container?.bounds ?? toView.frame
        }
        running.from?.storedView?.frame = container?.bounds ?? .zero
        if running.isShown {
            running.to.endAppearance()
            running.from?.beginAppearance(true, animated: true)
            running.from?.endAppearance()
            trace("interactive pop cancelled: showing \(running.from?.traceName ?? "nothing") again")
        }
    }

    /// Leavers leave (their views too), newcomers are told they arrived.
    private func finishContainment(added: [UIViewController], removed: [UIViewController]) {
        for controller in removed {
            if let view = controller.storedView, view.superview === storedView { view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// A note on the trace: what the navigation controller did and why.
    func trace(_ message: String) {
        let application = UIApplication.serving(owningApplication)
        application.trace.emit(.note(time: application.clock.now, message: "\(traceName): \(message)"))
    }
}

/// Told by a ``UINavigationController`` around each controller it shows. Every method is optional.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown: called after its `viewWillAppear`, before the animation.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` was shown: called after its `viewDidAppear`. Not called for a cancelled interactive pop.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
