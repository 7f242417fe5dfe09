// Action targeting (VC L900–L982, L1158–L1200; rule R18).

extension UIViewController {
    /// The action ``show(_:sender:)`` looks for: a controller that shows others itself (a navigation-style
    /// container) returns `true` from ``canPerformAction(_:withSender:)`` for it and overrides `show`.
    public static let showAction: Selector = "showViewController:sender:"

    /// The action ``showDetailViewController(_:sender:)`` looks for (a split-style container handles it).
    public static let showDetailAction: Selector = "showDetailViewController:sender:"

    /// The implementation of ``UIViewController/targetViewController(forAction:sender:)``.
    func findTargetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.canPerformAction(action, withSender: sender) { return controller }
            current = controller.storedParent
        }
        return nil
    }

    /// The implementation of the `open` method of the same name (Swift cannot override methods declared
    /// in extensions, so the overridable entry point lives in the class body).
    func performShow(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: Self.showAction, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            presentFromRootOfChain(vc)
        }
    }

    /// The implementation of the `open` method of the same name (Swift cannot override methods declared
    /// in extensions, so the overridable entry point lives in the class body).
    func performShowDetail(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: Self.showDetailAction, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            presentFromRootOfChain(vc)
        }
    }

    private func presentFromRootOfChain(_ vc: UIViewController) {
        let window = topLevelController.storedView?.window
        var presenter = window?.rootViewController ?? topLevelController
        while let next = presenter.storedPresented { presenter = next }
        presenter.present(vc, animated: true)
    }
}
