// Lazy loading (VC L578, L650, L688): `view` → loadView() (only while no view is loaded) → viewDidLoad() →
// the view. Views are never unloaded by the framework (the iOS 6+ rule, reference §0.4).

extension UIViewController {
    func loadViewIfRequired() -> UIView {
        if let storedView { return storedView }
        if isLoadingView {
            // Reading `view` inside loadView() before assigning one would recurse forever on iOS.
            reportMisuse("\(traceName).view was read inside loadView() before a view was assigned: a plain UIView is used")
            return installFallbackView()
        }
        isLoadingView = true
        loadView()
        isLoadingView = false
        let loaded: UIView
        if let storedView {
            loaded = storedView
        } else {
            reportMisuse("\(traceName).loadView() did not assign a view: a plain UIView is used")
            loaded = installFallbackView()
        }
        viewDidLoad()
        return loaded
    }

    func makeDefaultView() {
        if let nibName {
            reportMisuse("\(traceName): nib \"\(nibName)\" cannot be loaded (nibs do not exist on Linux; override loadView()): a plain UIView is used")
        }
        assignView(makePlainView())
    }

    private func installFallbackView() -> UIView {
        let fallback = makePlainView()
        assignView(fallback)
        return fallback
    }

    private func makePlainView() -> UIView {
        let plain = UIView(frame: UIScreen.main.bounds)
        plain.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return plain
    }

    /// Links a view and this controller both ways. `nil` releases the view (the next read loads a new one).
    func assignView(_ newView: UIView?) {
        if newView === storedView { return }
        if let newView, let owner = newView.owningViewController, owner !== self {
            reportMisuse("\(traceName).view: the view already belongs to \(owner.traceName) (a view belongs to one view controller): ignored")
            return
        }
        if storedView?.owningViewController === self { storedView?.owningViewController = nil }
        storedView = newView
        newView?.owningViewController = self
    }
}
