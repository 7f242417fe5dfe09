/// A view's Auto Layout state, made the first time the view uses Auto Layout.
@MainActor
final class AutoLayoutState {
    /// The active constraints this view holds (it is their items' closest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    /// A controller's top and bottom layout guides, owned by its view.
    var topLayoutGuide: UILayoutGuide?
    var bottomLayoutGuide: UILayoutGuide?
    /// A scroll view's ``UIScrollView/contentLayoutGuide`` and ``UIScrollView/frameLayoutGuide``.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// The view's ``UIView/keyboardLayoutGuide``.
    var keyboardGuide: UIKeyboardLayoutGuide?
    var translatesAutoresizingMask = true
    var insetsMarginsFromSafeArea = true
    var needsUpdateConstraints = true
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// The engine of the tree this view is the root of.
    var engine: LayoutEngine?
    /// The engine that measured this view's fitting size last (``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``),
    /// kept so the next measurement changes only what changed: a reused table cell measured for a new row
    /// updates its label's constants instead of building a solver.
    var fittingEngine: LayoutEngine?
}

/// Where Auto Layout's messages go: the application's trace, as a diagnostic.
@MainActor
enum AutoLayoutDiagnostics {
    static func report(_ message: String) {
        guard let application = UIApplication.sharedIfCreated else { return }
        application.trace.emit(.diagnostic(time: application.clock.now, message: message))
    }

    /// A view's trace name, a guide's identifier in its view, or the type.
    static func name(of item: AnyObject) -> String {
        if let view = item as? UIView { return view.traceName }
        if let guide = item as? UILayoutGuide {
            return "\(guide.owningView?.traceName ?? "detached").\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)"
        }
        return String(describing: type(of: item))
    }

    /// The view an item lays out in: the view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }
}

extension UIView {
    var autoLayoutState: AutoLayoutState {
        if let autoLayout { return autoLayout }
        let made = AutoLayoutState()
        autoLayout = made
        AutoLayoutActivity.anyUse = true
        AutoLayoutActivity.updatesPending = true
        AutoLayoutActivity.updateRequests &+= 1
        return made
    }

    /// The top-most ancestor (the window, or the root of a detached tree).
    var rootView: UIView {
        var top = self
        while let parent = top.storedSuperview { top = parent }
        return top
    }

    func closestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.storedSuperview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.storedSuperview
        }
        return nil
    }

    func hold(_ constraint: NSLayoutConstraint) {
        constraint.holder = self
        autoLayoutState.constraints.append(constraint)
        constraintsChanged()
    }

    func release(_ constraint: NSLayoutConstraint) {
        autoLayout?.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        constraintsChanged()
    }

    /// Something the engine reads changed: lay out again at the next pass.
    func constraintsChanged() {
        layoutInputsChanged()
        rootView.markNeedsLayout()
        markNeedsLayout()
    }
}
