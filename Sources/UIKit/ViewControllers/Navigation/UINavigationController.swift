import CoreGraphics

/// A container that shows a stack of view controllers one at a time, with a navigation bar on top: pushing
/// slides a controller in from the trailing edge, popping slides it back out, and the bar's back button or a
/// drag from the leading edge (``interactivePopGestureRecognizer``) pops.
///
/// - **The stack.** ``viewControllers`` bottom to top; every one is a child (``UIViewController/children``,
///   ``UIViewController/navigationController``). Only the top controller's view is in the hierarchy, filling
///   the navigation controller's view under the bar; the bar shows the controllers' navigation items.
/// - **Transitions.** ``pushViewController(_:animated:)``, ``popViewController(animated:)``,
///   ``popToViewController(_:animated:)``, ``popToRootViewController(animated:)`` and
///   ``setViewControllers(_:animated:)`` all change the stack the same way. While the navigation controller
///   is shown, the outgoing top controller disappears and the incoming one appears in iOS's order:
///   `old viewWillDisappear`, `new viewWillAppear`, delegate `willShow`, (animation of
///   ``transitionDuration`` on the framework clock), `old viewDidDisappear`, `new viewDidAppear`, the
///   containment calls (`didMove(toParent:)` of pushed controllers, `didMove(toParent: nil)` of popped ones,
///   whose `willMove(toParent: nil)` came first), delegate `didShow`. Pushed controllers see
///   `isMovingToParent`, popped ones `isMovingFromParent`. During the animation the two views ignore touches.
///   A change requested while an animated one runs completes the running one at once first. During the
///   interactive pop ``viewControllers`` already ends at the controller being revealed (as on iOS); it is
///   restored if the pop cancels.
/// - **The bar.** ``navigationBar`` sits at the top of the safe area, ``UINavigationBar/defaultHeight`` tall;
///   every child's safe area starts below it (its view still fills the navigation controller's view, as iOS
///   extends layout under the bar). ``setNavigationBarHidden(_:animated:)`` hides it and gives the space back.
///
/// Misuse UIKit raises for (pushing a controller already in the stack or a navigation controller, popping
/// the root, duplicates in ``setViewControllers(_:animated:)``) is reported through the trace's diagnostics
/// and the call is refused; nothing changes.
///
/// Differences from iOS: no toolbar, custom transition animators (`animationControllerFor`), hidesBarsOnTap/
/// OnSwipe, or large titles; the views do not move during the animation (animations here are timing, see
/// docs/decisions.md), except during the interactive pop, where the top view follows the finger.
@MainActor
open class UINavigationController: UIViewController {
    /// How long an animated push or pop takes on the framework clock: 0.35 s, UIKit's navigation transition
    /// duration (`UINavigationController` pushes measure 0.35 s; the value is private).
    public static let transitionDuration: TimeInterval = 0.35
    /// How long showing or hiding the bar animates: UIKit's `UINavigationControllerHideShowBarDuration`, 0.2 s.
    public static let hideShowBarDuration: TimeInterval = 0.2
    /// How far the view underneath sits to the left while the top view slides over it, as a fraction of the
    /// width: 0.3, the parallax of iOS's push.
    static let underlapFraction: CGFloat = 0.3

    var stack: [UIViewController] = []
    /// The transition running now, if any.
    var transition: NavigationTransition?
    var storedNavigationBarHidden = false

    /// The bar the navigation controller shows and keeps in step with the stack.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// Told before and after a controller is shown.
    open weak var delegate: UINavigationControllerDelegate?

    /// The recognizer of the interactive pop: a drag from the left edge (``UIScreenEdgePanGestureRecognizer``
    /// with `edges = .left`) that pops the top controller, the top view following the finger. It ends the
    /// pop when released past half the width or flicked right faster than
    /// ``InteractivePopGestureRecognizer/completionVelocity``, and cancels it otherwise. It refuses at the
    /// root and while another transition runs. Every pan recognizer inside the navigation controller's view
    /// waits for it to fail, so a row's swipe or a scroll view's pan that starts at the left edge and moves
    /// right gives way to the pop (docs/decisions.md, "The interactive pop and other pans").
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }
    let popRecognizer = InteractivePopGestureRecognizer()

    // MARK: Creating

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
        configureInteractivePop()
    }

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The view: a plain view the size of the screen holding the bar and the top controller's view.
    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.navigationController = self
        view = container
    }

    /// Adds the bar, the top controller's view and the interactive pop recognizer. Overrides must call super.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        view.addGestureRecognizer(popRecognizer)
        if let top = stack.last { view.insertSubview(top.view, belowSubview: navigationBar) }
        view.setNeedsLayout()
    }

    // MARK: The stack

    /// The controllers, bottom (the root) to top. Setting it is ``setViewControllers(_:animated:)`` without
    /// animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller shown: what the top controller presents (followed to the top of the presentations),
    /// else the top controller.
    open var visibleViewController: UIViewController? {
        guard var visible = stack.last else { return nil }
        while let presented = visible.presentedViewController { visible = presented }
        return visible
    }

    /// Pushes `viewController` on top and shows it. Refused with a diagnostic when it is already in the stack
    /// or is a navigation controller (UIKit raises for both), or while the interactive pop is in progress.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let call = "\(traceName).pushViewController(\(viewController.traceName))"
        if viewController is UINavigationController {
            reportMisuse("\(call): pushing a navigation controller is not supported: ignored")
            return
        }
        if stack.contains(where: { $0 === viewController }) {
            reportMisuse("\(call): the view controller is already in the stack (at index \(stack.firstIndex { $0 === viewController } ?? 0)); pushing the same instance more than once is not supported: ignored")
            return
        }
        if let refusal = refusalOfNewStack([viewController], call: call) {
            reportMisuse(refusal)
            return
        }
        changeStack(to: stack + [viewController], animated: animated, call: "push \(viewController.traceName)")
    }

    /// Pops the top controller and returns it; `nil` at the root (reported, as popping the root is an
    /// error), or while the interactive pop is in progress.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        if let refusal = refusalDuringInteractivePop("\(traceName).popViewController") {
            reportMisuse(refusal)
            return nil
        }
        guard stack.count > 1, let top = stack.last else {
            reportMisuse("\(traceName).popViewController: \(stack.isEmpty ? "the stack is empty" : "\(stack[0].traceName) is the root view controller, which cannot be popped"): nothing popped")
            return nil
        }
        changeStack(to: Array(stack.dropLast()), animated: animated, call: "pop \(top.traceName)")
        return top
    }

    /// Pops every controller above `viewController` and returns them, bottom to top; `nil` (reported) when it
    /// is not in the stack; an empty array when it is already on top.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        if let refusal = refusalDuringInteractivePop("\(traceName).popToViewController(\(viewController.traceName))") {
            reportMisuse(refusal)
            return nil
        }
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            reportMisuse("\(traceName).popToViewController(\(viewController.traceName)): the view controller is not in the stack: nothing popped")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        changeStack(to: Array(stack[...index]), animated: animated, call: "pop to \(viewController.traceName)")
        return popped
    }

    /// Pops every controller above the root and returns them, bottom to top (empty at the root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. When the top changes, the change is shown as a push (the new top was not in the
    /// stack) or a pop (it was). Refused with a diagnostic when the list holds a controller twice or a
    /// navigation controller.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let call = "\(traceName).setViewControllers([\(viewControllers.map(\.traceName).joined(separator: ", "))])"
        for (index, controller) in viewControllers.enumerated() {
            if controller is UINavigationController {
                reportMisuse("\(call): item \(index) is a navigation controller, which cannot be pushed: ignored")
                return
            }
            if let first = viewControllers.firstIndex(where: { $0 === controller }), first != index {
                reportMisuse("\(call): \(controller.traceName) is at index \(first) and at index \(index); a view controller may appear only once: ignored")
                return
            }
        }
        let newcomers = viewControllers.filter { controller in !stack.contains { $0 === controller } }
        if let refusal = refusalOfNewStack(newcomers, call: call) {
            reportMisuse(refusal)
            return
        }
        changeStack(to: viewControllers, animated: animated, call: "setViewControllers")
    }

    /// Why controllers about to join the stack cannot, if one cannot: it is presented, or it is an ancestor
    /// of this navigation controller. Also refuses while the interactive pop is in progress.
    private func refusalOfNewStack(_ newcomers: [UIViewController], call: String) -> String? {
        for controller in newcomers {
            if controller === self || isDescendantController(of: controller) {
                return "\(call): \(controller.traceName) contains this navigation controller: ignored"
            }
            if let presenting = controller.storedPresenting {
                return "\(call): \(controller.traceName) is presented by \(presenting.traceName); dismiss it first: ignored"
            }
        }
        return refusalDuringInteractivePop(call)
    }

    /// Why a stack change is refused now, if it is: the finger drives the interactive pop.
    private func refusalDuringInteractivePop(_ call: String) -> String? {
        guard let transition, transition.isInteractive, !transition.isFinishing else { return nil }
        return "\(call): the interactive pop is in progress: ignored"
    }

    // MARK: The bar

    /// Whether the bar is hidden. Setting it is ``setNavigationBarHidden(_:animated:)`` without animation.
    open var isNavigationBarHidden: Bool {
        get { storedNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; the children's safe area follows at once. Animated, the bar fades over
    /// ``hideShowBarDuration`` on the framework clock, ignoring touches, and is hidden at the end.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedNavigationBarHidden else { return }
        storedNavigationBarHidden = hidden
        let bar = navigationBar
        if animated && UIView.areAnimationsEnabled {
            // The bar fades (iOS slides it); it takes no touches while it animates and is hidden at the end.
            bar.isHidden = false
            if !hidden { bar.alpha = 0 }
            UIView.animate(withDuration: UINavigationController.hideShowBarDuration, animations: {
                bar.alpha = hidden ? 0 : 1
            }, completion: { [weak self] _ in
                guard let self, self.storedNavigationBarHidden == hidden else { return }
                bar.isHidden = hidden
                bar.alpha = 1
            })
        } else {
            bar.isHidden = hidden
        }
        updateChildSafeAreas()
        storedView?.setNeedsLayout()
    }

    /// Places the bar and the top view (unless a transition places it) and sets the children's safe areas.
    func layoutContainer() {
        guard let container = storedView else { return }
        let bounds = container.bounds
        navigationBar.frame = CGRect(
            x: bounds.minX, y: bounds.minY + container.safeAreaInsets.top,
            width: bounds.width, height: UINavigationBar.defaultHeight)
        if transition == nil, let topView = stack.last?.storedView, topView.superview === container {
            topView.frame = bounds
        }
        updateChildSafeAreas()
    }

    /// Every child's safe area starts below the bar while the bar is shown.
    func updateChildSafeAreas() {
        let top = storedNavigationBarHidden ? 0 : UINavigationBar.defaultHeight
        for child in stack { child.containerSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0) }
    }
}

/// The navigation controller's view: lays out the bar and the top controller's view.
@MainActor
final class NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutContainer()
    }
}

extension UIViewController {
    /// The nearest ancestor that is a navigation controller, or `nil`.
    public var navigationController: UINavigationController? {
        var current = storedParent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.storedParent
        }
        return nil
    }
}
