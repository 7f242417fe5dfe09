/// What a transition coordinator tells the blocks it runs.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates (its duration is above 0).
    var isAnimated: Bool { get }
    /// The transition's duration in seconds of the framework clock.
    var transitionDuration: TimeInterval { get }
    /// Whether the transition is driven interactively. Always `false`: there are no interactive transitions.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled. Always `false` for size transitions.
    var isCancelled: Bool { get }
    /// The transform the transition applies to the interface. Identity: a rotation arrives as a size change.
    var targetTransform: CGAffineTransform { get }
}

/// Lets a controller run its own animations alongside a transition and be told when it ends.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation block (the new sizes are already set) and
    /// `completion` after the transition, both on the framework clock. Returns `false`, running nothing, once
    /// the animations already ran.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of a screen size change (a rotation or a mode change), handed to
/// ``UIViewController/viewWillTransition(to:with:)`` from the window's root controller down.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    var isAnimated: Bool { transitionDuration > 0 }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var targetTransform: CGAffineTransform { .identity }

    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsRan = false

    init(duration: TimeInterval) { transitionDuration = duration }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !animationsRan else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks; called inside the transition's animation block.
    func runAnimations() {
        animationsRan = true
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    /// Runs the completion blocks; called when the transition's animation ends.
    func runCompletions() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}

extension UIViewController {
    /// The default size forwarding (VC L83): each child with a loaded view gets
    /// ``size(forChildContentContainer:withParentContainerSize:)``; the presented controller gets the size its
    /// view will have.
    func forwardSizeTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in storedChildren where child.isViewLoaded {
            child.viewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        if let presented = storedPresented, let presentation = presented.presentation {
            let containerSize = presentation.style.isContextual ? presentation.container.bounds.size : size
            let frame = presentation.contentFrame(in: CGRect(origin: .zero, size: containerSize), window: presentation.container.window)
            presented.viewWillTransition(to: frame.size, with: coordinator)
        }
    }
}

extension UIScreen {
    /// Tells the root controllers of the windows that fill the screen that they will become `size`, then runs
    /// `resize` (which resizes the windows) inside an animation of `duration` seconds on the framework clock,
    /// with the coordinators' alongside blocks; their completions run when it ends.
    func performSizeTransition(to size: CGSize, duration: TimeInterval, windows: [UIWindow], resize: @escaping () -> Void) {
        let coordinator = SizeTransitionCoordinator(duration: max(duration, 0))
        for window in windows {
            guard let root = window.rootViewController, root.isViewLoaded else { continue }
            root.viewWillTransition(to: size, with: coordinator)
        }
        UIView.animate(withDuration: coordinator.transitionDuration, animations: {
            resize()
            coordinator.runAnimations()
        }, completion: { _ in coordinator.runCompletions() })
    }
}
