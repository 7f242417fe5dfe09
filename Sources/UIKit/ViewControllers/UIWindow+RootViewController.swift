extension UIWindow {
    /// Replaces the root controller (VC L59): the old root's view leaves the window (it disappears if the
    /// window is shown), then the new root's view is inserted back-most, filling the window (it appears if
    /// the window is shown). Presentations stay where they are.
    func installRootViewController(_ newRoot: UIViewController?) {
        guard newRoot !== storedRootViewController else { return }
        if let newRoot {
            if let parent = newRoot.storedParent {
                application.reportDiagnostic(
                    "UIViewController misuse: \(newRoot.traceName) is a child of \(parent.traceName) and cannot be a window's root view controller: ignored")
                return
            }
            if let presenting = newRoot.storedPresenting {
                application.reportDiagnostic(
                    "UIViewController misuse: \(newRoot.traceName) is presented by \(presenting.traceName) and cannot be a window's root view controller: ignored")
                return
            }
        }
        if let oldView = storedRootViewController?.storedView, oldView.superview === self {
            oldView.removeFromSuperview()
        }
        storedRootViewController = newRoot
        guard let newRoot else { return }
        let rootView: UIView = newRoot.view
        rootView.frame = bounds
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(rootView, at: 0)
    }
}
