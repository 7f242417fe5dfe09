// Containment (VC L103, L2166–L2566, L4548–L4570).
//
// Adding:   addChild(c)  → c.willMove(toParent: self) → linked → consistency check
//           container adds c.view (c appears if the container is shown and forwards automatically)
//           container calls c.didMove(toParent: self)
// Removing: container calls c.willMove(toParent: nil)
//           container removes c.view (c disappears, isMovingFromParent true)
//           c.removeFromParent() → unlinked → c.didMove(toParent: nil)

extension UIViewController {
    /// The child controllers, in the order they were added. Presented controllers are not children.
    public var children: [UIViewController] { storedChildren }

    /// The containing controller, or `nil`. A presenting controller is not a parent.
    public var parent: UIViewController? { storedParent }

    /// The implementation of the `open` method of the same name (Swift cannot override methods declared
    /// in extensions, so the overridable entry point lives in the class body).
    func performAddChild(_ childController: UIViewController) {
        if childController === self {
            reportMisuse("\(traceName).addChild: a view controller cannot be its own child: ignored")
            return
        }
        if isDescendantController(of: childController) {
            reportMisuse("\(traceName).addChild(\(childController.traceName)): the child is an ancestor, which would make a cycle: ignored")
            return
        }
        if childController.storedParent === self { return }
        if let presenting = childController.storedPresenting {
            reportMisuse("\(traceName).addChild(\(childController.traceName)): the child is presented by \(presenting.traceName); dismiss it first: ignored")
            return
        }
        if childController.storedParent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
        childController.additionPending = true
        childController.removalPending = false
        if let childView = childController.storedView, let superview = childView.superview,
           let host = superview.nearestViewController, host !== self {
            reportMisuse(
                "hierarchy inconsistency: \(traceName).addChild(\(childController.traceName)), but the child's view is inside the view of \(host.traceName); move the view into \(traceName)'s view")
        }
    }

    /// The implementation of the `open` method of the same name (Swift cannot override methods declared
    /// in extensions, so the overridable entry point lives in the class body).
    func performRemoveFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        additionPending = false
        removalPending = false
        didMove(toParent: nil)
    }

    /// The implementation of the `open` method of the same name (Swift cannot override methods declared
    /// in extensions, so the overridable entry point lives in the class body).
    func performTransition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        let call = "\(traceName).transition(from: \(fromViewController.traceName), to: \(toViewController.traceName))"
        guard fromViewController.storedParent === self, toViewController.storedParent === self else {
            reportMisuse("\(call): both controllers must be children of \(traceName): ignored")
            return
        }
        guard let fromView = fromViewController.storedView, let container = fromView.superview else {
            reportMisuse("\(call): the from controller's view is not in a view hierarchy: ignored")
            return
        }
        let toView: UIView = toViewController.view
        guard toView.superview == nil else {
            reportMisuse("\(call): the to controller's view is already in a view hierarchy: ignored")
            return
        }
        let drivesAppearance = shouldAutomaticallyForwardAppearanceMethods && fromView.isOnVisibleWindow
        let animated = duration > 0
        if drivesAppearance {
            fromViewController.beginAppearance(false, animated: animated)
            toViewController.beginAppearance(true, animated: animated)
        }
        container.insertSubview(toView, aboveSubview: fromView)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}) { finished in
            fromView.removeFromSuperview()
            if drivesAppearance {
                toViewController.endAppearance()
                fromViewController.endAppearance()
            }
            completion?(finished)
        }
    }

    /// Whether `ancestor` is this controller or one of its parents.
    func isDescendantController(of ancestor: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let controller = current {
            if controller === ancestor { return true }
            current = controller.storedParent
        }
        return false
    }

    /// The controller at the top of this one's parent chain.
    var topLevelController: UIViewController {
        var current = self
        while let parent = current.storedParent { current = parent }
        return current
    }

    /// Reports adding a child controller's view under a view that belongs to a controller other than its
    /// parent (VC L4566). A controller without a parent may put its view anywhere (VC L4568). The view is
    /// still added: the hierarchy is inconsistent, not broken.
    static func checkHierarchyConsistency(adding view: UIView, to superview: UIView) {
        guard let controller = view.owningViewController, let parent = controller.storedParent,
              let host = superview.nearestViewController, host !== parent else { return }
        controller.reportMisuse(
            "hierarchy inconsistency: the view of \(controller.traceName), a child of \(parent.traceName), is added inside the view of \(host.traceName); add it inside \(parent.traceName)'s view, or make it a child of \(host.traceName) first")
    }
}

extension UIView {
    /// The controller of the nearest view, from this one up, that is a controller's root view.
    var nearestViewController: UIViewController? {
        var current: UIView? = self
        while let view = current {
            if let controller = view.owningViewController { return controller }
            current = view.superview
        }
        return nil
    }
}
