// The appearance state machine (reference §1.D; Apple's Figure 1 is missing from the seed):
//
//   disappeared --viewWillAppear-->    appearing
//   appearing   --viewDidAppear-->     appeared
//   appeared    --viewWillDisappear--> disappearing
//   disappearing --viewDidDisappear--> disappeared
//   appearing   --viewWillDisappear--> disappearing   (an appearance interrupted)
//   disappearing --viewWillAppear-->   appearing      (a disappearance interrupted)
//
// Every callback goes through `beginAppearance`/`endAppearance`, which deliver only these six transitions;
// any other request is dropped (and reported when it came from the public begin/end API), so no caller can
// produce an illegal sequence.

/// Where a controller is in its appearance cycle.
enum AppearanceState: Sendable {
    case disappeared, appearing, appeared, disappearing
}

/// Why a transition happens; the query properties read it while the matching callbacks run.
struct AppearanceContext {
    var beingPresented = false
    var beingDismissed = false
    var movingToParent = false
    var movingFromParent = false
}

/// Which appearance callback is running.
enum AppearanceCallback {
    case willAppear, didAppear, willDisappear, didDisappear

    var isAppearing: Bool { self == .willAppear || self == .didAppear }
}

extension UIViewController {
    // MARK: Queries (true only inside the matching callbacks, VC L1788, L1822, L1860, L1894)

    /// Whether the controller is appearing because it was added to a parent: true only inside
    /// ``viewWillAppear(_:)`` and ``viewDidAppear(_:)`` of that appearance.
    public var isMovingToParent: Bool {
        runningAppearanceCallback?.isAppearing == true && appearanceContext.movingToParent
    }

    /// Whether the controller is disappearing because it is being removed from its parent: true only inside
    /// ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)`` of that disappearance.
    public var isMovingFromParent: Bool {
        runningAppearanceCallback?.isAppearing == false && appearanceContext.movingFromParent
    }

    /// Whether the controller is appearing because it is being presented: true only inside
    /// ``viewWillAppear(_:)`` and ``viewDidAppear(_:)`` of that presentation.
    public var isBeingPresented: Bool {
        runningAppearanceCallback?.isAppearing == true && appearanceContext.beingPresented
    }

    /// Whether the controller is disappearing because it is being dismissed: true only inside
    /// ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)`` of that dismissal.
    public var isBeingDismissed: Bool {
        runningAppearanceCallback?.isAppearing == false && appearanceContext.beingDismissed
    }

    // MARK: Manual forwarding

    /// Tells a child that its view is about to appear (`true`: ``viewWillAppear(_:)``) or disappear
    /// (`false`: ``viewWillDisappear(_:)``). For containers whose ``shouldAutomaticallyForwardAppearanceMethods``
    /// is `false`. A call that is not a legal transition (appearing twice…) is reported and ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if !beginAppearance(isAppearing, animated: animated) {
            reportMisuse("unbalanced beginAppearanceTransition(\(isAppearing)) on \(traceName), which is \(appearanceState): ignored")
        }
    }

    /// Completes the transition begun by ``beginAppearanceTransition(_:animated:)``: ``viewDidAppear(_:)`` or
    /// ``viewDidDisappear(_:)``. Without a transition in progress it is reported and ignored.
    public func endAppearanceTransition() {
        if !endAppearance() {
            reportMisuse("endAppearanceTransition() on \(traceName) without a transition in progress (it is \(appearanceState)): ignored")
        }
    }

    // MARK: The state machine

    /// Starts appearing or disappearing if that is a legal transition, delivers the "will" callback, then
    /// forwards to the displayed children. Returns whether the transition happened.
    @discardableResult
    func beginAppearance(_ isAppearing: Bool, animated: Bool, context: AppearanceContext = AppearanceContext()) -> Bool {
        var context = context
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            context.movingToParent = context.movingToParent || additionPending
            appearanceState = .appearing
        case (.appeared, false), (.appearing, false):
            context.movingFromParent = context.movingFromParent || removalPending
            appearanceState = .disappearing
        default:
            return false
        }
        appearanceContext = context
        appearanceAnimated = animated
        run(isAppearing ? .willAppear : .willDisappear)
        for child in automaticallyForwardedChildren() { child.beginAppearance(isAppearing, animated: animated) }
        return true
    }

    /// Finishes the transition in progress with its "did" callback, then the children's. Returns whether
    /// there was one.
    @discardableResult
    func endAppearance() -> Bool {
        let callback: AppearanceCallback
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            callback = .didAppear
        case .disappearing:
            appearanceState = .disappeared
            callback = .didDisappear
        case .appeared, .disappeared:
            return false
        }
        run(callback)
        if callback == .didAppear { additionPending = false }
        appearanceContext = AppearanceContext()
        for child in automaticallyForwardedChildren() { child.endAppearance() }
        return true
    }

    private func run(_ callback: AppearanceCallback) {
        let previous = runningAppearanceCallback
        runningAppearanceCallback = callback
        switch callback {
        case .willAppear: viewWillAppear(appearanceAnimated)
        case .didAppear: viewDidAppear(appearanceAnimated)
        case .willDisappear: viewWillDisappear(appearanceAnimated)
        case .didDisappear: viewDidDisappear(appearanceAnimated)
        }
        runningAppearanceCallback = previous
    }

    /// The children whose views are shown inside this controller's view, when forwarding is automatic.
    private func automaticallyForwardedChildren() -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let parentView = storedView else { return [] }
        return storedChildren.filter { child in
            guard let childView = child.storedView, childView.superview != nil else { return false }
            return childView.isDescendant(of: parentView)
        }
    }

    // MARK: Driven by the view hierarchy

    /// Before `subtree` enters (`appearing`) or leaves a visible window: begins the transition of each
    /// controller in it that nobody else drives, parents first. Returns those that began, for
    /// ``subtreeVisibilityDidChange(_:)``. A controller whose transition is already under way (a presentation
    /// or a container's `transition(from:to:…)` began it) is left to its driver.
    static func subtreeVisibilityWillChange(_ subtree: UIView, appearing: Bool) -> [UIViewController] {
        var begun: [UIViewController] = []
        subtree.forEachInSubtree { view in
            guard let controller = view.owningViewController, controller.storedView === view else { return }
            if let parent = controller.storedParent {
                // The parent forwards to it (or, not forwarding automatically, drives it by hand) when the
                // parent's view moves too; when only the child's view moves, the parent's setting decides.
                if let parentView = parent.storedView, parentView.isDescendant(of: subtree) { return }
                if !parent.shouldAutomaticallyForwardAppearanceMethods { return }
            }
            if controller.beginAppearance(appearing, animated: false) { begun.append(controller) }
        }
        return begun
    }

    /// After the change: finishes what ``subtreeVisibilityWillChange(_:appearing:)`` began.
    static func subtreeVisibilityDidChange(_ begun: [UIViewController]) {
        for controller in begun { controller.endAppearance() }
    }
}

extension UIView {
    /// Whether the view is in a window that is shown: where controllers count as appeared.
    var isOnVisibleWindow: Bool {
        guard let window else { return false }
        return !window.isHidden
    }
}
