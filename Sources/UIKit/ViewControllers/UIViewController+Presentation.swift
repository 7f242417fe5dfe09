// Presentation (VC L806–L1016, L2824–L2886, L4438–L4546).
//
// present(B) from A, where P is the presenting controller (A's top-level ancestor, or for the context
// styles the nearest controller up A's parents that defines the presentation context):
//   P.presentedViewController = B, B.presentingViewController = P
//   P.viewWillDisappear            (full screen and current context only)
//   B.viewWillAppear               (isBeingPresented)
//   B's view is placed (container, dimming view) and animated in on the framework clock
//   P's view is removed            (full screen and current context only)
//   B.viewDidAppear, P.viewDidDisappear, completion
//
// dismiss of the stack B…T presented by P (only T animates; the others are removed at once):
//   T.viewWillDisappear, the others' viewWillDisappear top-down (isBeingDismissed)
//   P.viewWillAppear and P's view put back (if it was removed)
//   T animates out; the containers leave; the links are cut
//   P.viewDidAppear, T.viewDidDisappear, the others' viewDidDisappear, completion

extension UIViewController {
    /// The controller presented by this controller or by its nearest ancestor that presented one, or `nil`.
    public var presentedViewController: UIViewController? {
        storedPresented ?? storedParent?.presentedViewController
    }

    /// The controller that presented this one or its nearest presented ancestor, or `nil` (VC L2840, with the
    /// mistranslation fixed: `nil` when neither was presented).
    public var presentingViewController: UIViewController? {
        storedPresenting ?? storedParent?.presentingViewController
    }

    /// The implementation of the `open` method of the same name (Swift cannot override methods declared
    /// in extensions, so the overridable entry point lives in the class body).
    func performPresent(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let presented = viewControllerToPresent
        let style = presented.modalPresentationStyle
        let call = "\(traceName).present(\(presented.traceName))"
        if presented === self || isDescendantController(of: presented) {
            reportMisuse("\(call): a view controller cannot present itself or an ancestor: ignored")
            return
        }
        if let presenting = presented.storedPresenting {
            reportMisuse("\(call): it is already presented by \(presenting.traceName): ignored")
            return
        }
        if let parent = presented.storedParent {
            reportMisuse("\(call): it is a child of \(parent.traceName); remove it from its parent first: ignored")
            return
        }
        if presented.isWindowRoot {
            reportMisuse("\(call): it is a window's root view controller: ignored")
            return
        }
        if presented.modalTransitionStyle == .partialCurl, style != .fullScreen {
            reportMisuse("\(call): partialCurl requires the fullScreen presentation style, not \(style): ignored")
            return
        }
        let presenter = presentationContextProvider(for: style)
        if let current = presenter.storedPresented {
            reportMisuse("\(call): \(presenter.traceName) is already presenting \(current.traceName): ignored")
            return
        }
        if presenter.presentation?.isTransitioning == true {
            reportMisuse("\(call): \(presenter.traceName) is itself being presented or dismissed: ignored")
            return
        }
        guard let presenterView = presenter.storedView, let window = presenterView.window else {
            reportMisuse("\(call): the view of \(presenter.traceName) is not in a window: ignored")
            return
        }
        if style == .popover, presented.popoverPresentationController?.anchor(in: window) == nil {
            // iOS raises when a popover has no source view; the popover is centred instead.
            reportMisuse("\(call): a popover needs popoverPresentationController.sourceView in the presenting window: centred")
        }
        presented.loadViewIfNeeded()
        let transitionStyle = style.isContextual && presenter.providesPresentationContextTransitionStyle
            ? presenter.modalTransitionStyle : presented.modalTransitionStyle
        let presentation = Presentation(style: style, transitionStyle: transitionStyle, presented: presented)
        presenter.storedPresented = presented
        presented.storedPresenting = presenter
        presented.presentation = presentation
        let animated = flag && UIView.areAnimationsEnabled
        let app = window.application
        app.trace.emit(.note(time: app.clock.now, message: "present \(presented.traceName) from \(presenter.traceName) (\(style), \(transitionStyle)\(animated ? ", animated" : ""))"))

        let coversPresenter = presentation.removesPresentingView
        if coversPresenter { presenter.beginAppearance(false, animated: animated) }
        presented.beginAppearance(true, animated: animated, context: AppearanceContext(beingPresented: true))
        presentation.install(presentingView: presenterView, window: window)
        presentation.animate(in: true, animated: animated) {
            presentation.isTransitioning = false
            if coversPresenter { presentation.removeCoveredView(presenterView) }
            presented.endAppearance()
            if coversPresenter { presenter.endAppearance() }
            completion?()
        }
    }

    /// The implementation of the `open` method of the same name (Swift cannot override methods declared
    /// in extensions, so the overridable entry point lives in the class body).
    func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        if let presented = presentedViewController, let presenter = presented.storedPresenting {
            presenter.dismissPresentedStack(animated: flag, completion: completion)
        } else if let presenting = presentingViewController {
            presenting.dismissPresentedStack(animated: flag, completion: completion)
        } else {
            completion?()
        }
    }

    /// Dismisses ``storedPresented`` and every controller presented above it.
    func dismissPresentedStack(animated flag: Bool, completion: (() -> Void)?) {
        guard let first = storedPresented, let firstPresentation = first.presentation else {
            completion?()
            return
        }
        let stack = Self.presentationStack(from: first)
        if let busy = stack.first(where: { $0.presentation?.isTransitioning == true }) {
            reportMisuse("\(traceName).dismiss: \(busy.traceName) is being presented or dismissed: ignored")
            return
        }
        for controller in stack { controller.presentation?.isTransitioning = true }
        let top = stack[stack.count - 1]
        let intermediates = Array(stack.dropLast())
        let animated = flag && UIView.areAnimationsEnabled
        let app = UIApplication.serving(presentationApplication)
        app.trace.emit(.note(time: app.clock.now, message: "dismiss \(stack.map(\.traceName).joined(separator: ", ")) presented by \(traceName)\(animated ? " (animated)" : "")"))

        let dismissing = AppearanceContext(beingDismissed: true)
        top.beginAppearance(false, animated: animated, context: dismissing)
        for controller in intermediates.reversed() { controller.beginAppearance(false, animated: false, context: dismissing) }
        let presenterReturns = firstPresentation.removesPresentingView
        if presenterReturns {
            beginAppearance(true, animated: animated)
            firstPresentation.restoreCoveredView()
        }
        for controller in intermediates { controller.presentation?.container.removeFromSuperview() }
        guard let topPresentation = top.presentation else { return }
        topPresentation.animate(in: false, animated: animated) {
            topPresentation.container.removeFromSuperview()
            for controller in stack {
                controller.storedPresenting?.storedPresented = nil
                controller.storedPresenting = nil
                controller.presentation = nil
            }
            if presenterReturns { self.endAppearance() }
            top.endAppearance()
            for controller in intermediates.reversed() { controller.endAppearance() }
            completion?()
        }
    }

    /// `first` and every controller presented above it, bottom to top. A controller's presentations are
    /// hosted by it or by one of its descendants (a context provider).
    static func presentationStack(from first: UIViewController) -> [UIViewController] {
        var stack = [first]
        var current = first
        while let next = current.hostedPresentation() {
            stack.append(next)
            current = next
        }
        return stack
    }

    private func hostedPresentation() -> UIViewController? {
        if let storedPresented { return storedPresented }
        for child in storedChildren {
            if let found = child.hostedPresentation() { return found }
        }
        return nil
    }

    /// The controller that presents for `style` (R17, VC L1000).
    func presentationContextProvider(for style: UIModalPresentationStyle) -> UIViewController {
        guard style.isContextual else { return topLevelController }
        var current = self
        while !current.definesPresentationContext, let parent = current.storedParent { current = parent }
        return current
    }

    /// Whether this controller is some window's root view controller.
    var isWindowRoot: Bool {
        UIApplication.serving(owningApplication).windows.contains { $0.rootViewController === self }
    }

    /// The application of a presentation this controller takes part in: the first controller up the
    /// presenting chain, then down the presented chain, whose view is in a window (a full-screen
    /// presentation takes the presenter's view out of its window).
    var presentationApplication: UIApplication? {
        var current: UIViewController? = self
        while let controller = current {
            if let application = controller.owningApplication { return application }
            current = controller.storedPresenting
        }
        current = storedPresented
        while let controller = current {
            if let application = controller.owningApplication { return application }
            current = controller.storedPresented
        }
        return nil
    }
}
