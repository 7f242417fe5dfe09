import CoreGraphics

/// A container that shows one of several child controllers, chosen with a ``UITabBar`` along the bottom.
///
/// - **Children.** ``viewControllers`` are all children, in tab order; the tab bar shows their
///   ``UIViewController/tabBarItem``s. Only the selected child's view is in the hierarchy, filling the
///   controller's view; every child's safe area ends above the bar.
/// - **Selection.** ``selectedIndex`` / ``selectedViewController`` switch at once (no animation). While the tab
///   bar controller is shown the outgoing child disappears and the incoming one appears, in the order a
///   navigation transition uses: `old viewWillDisappear`, `new viewWillAppear`, `old viewDidDisappear`,
///   `new viewDidAppear`. A tap on a tab asks ``delegate`` `tabBarController(_:shouldSelect:)`, switches, then
///   calls `tabBarController(_:didSelect:)` — also when the tab was already selected, as on iOS; selecting
///   in code tells the delegate nothing.
/// - A new list keeps the selected controller if it is still there, else selects the first.
///
/// Misuse UIKit raises for (an index out of range, a controller that is not a tab, a list with duplicates) is
/// reported through the trace's diagnostics and the call is refused.
///
/// Differences from iOS: no "More" navigation controller for more than five tabs, no customizing, no
/// animated transitions.
@MainActor
open class UITabBarController: UIViewController {
    /// The bar the tab bar controller shows.
    public let tabBar = UITabBar(frame: .zero)
    /// Asked before the user selects a tab, told after.
    open weak var delegate: UITabBarControllerDelegate?

    private var tabs: [UIViewController] = []
    private var selected: Int = NSNotFound

    /// Creates a tab bar controller without tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.tabBarController = self
    }

    /// The view: a plain view the size of the screen holding the selected child's view and the bar.
    open override func loadView() {
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.tabBarController = self
        view = container
    }

    /// Adds the bar and the selected child's view. Overrides must call super.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        if let current = selectedViewController { view.insertSubview(current.view, belowSubview: tabBar) }
    }

    // MARK: Children

    /// The tabs' controllers. Setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs: leavers are removed (disappearing if shown), newcomers added as children, and the
    /// selection kept when its controller remains, else moved to the first tab. A list that holds a
    /// controller twice, or this controller or an ancestor, is reported and refused.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        let call = "\(traceName).setViewControllers([\(newTabs.map(\.traceName).joined(separator: ", "))])"
        for (index, controller) in newTabs.enumerated() {
            if let first = newTabs.firstIndex(where: { $0 === controller }), first != index {
                reportMisuse("\(call): \(controller.traceName) is at index \(first) and at index \(index); a view controller may be one tab only: ignored")
                return
            }
            if controller === self || isDescendantController(of: controller) {
                reportMisuse("\(call): \(controller.traceName) contains this tab bar controller: ignored")
                return
            }
        }
        let previous = selectedViewController
        let removed = tabs.filter { tab in !newTabs.contains { $0 === tab } }
        let added = newTabs.filter { tab in !tabs.contains { $0 === tab } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        tabs = newTabs
        tabBar.setItems(newTabs.map(\.tabBarItem), animated: false)
        let next = previous.flatMap { current in newTabs.firstIndex { $0 === current } } ?? (newTabs.isEmpty ? NSNotFound : 0)
        selected = NSNotFound
        show(index: next, replacing: previous)
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
        updateChildSafeAreas()
    }

    /// The index of the selected tab, or `NSNotFound` without tabs. Setting an index out of range is reported
    /// and ignored.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard tabs.indices.contains(newValue) else {
                reportMisuse("\(traceName).selectedIndex = \(newValue): out of range 0..<\(tabs.count): ignored")
                return
            }
            show(index: newValue, replacing: selectedViewController)
        }
    }

    /// The selected tab's controller. Setting a controller that is not a tab is reported and ignored.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                reportMisuse("\(traceName).selectedViewController = \(newValue?.traceName ?? "nil"): not one of the tabs: ignored")
                return
            }
            show(index: index, replacing: selectedViewController)
        }
    }

    // MARK: Switching

    /// A tap on a tab: the delegate may refuse; otherwise the tab is selected and the delegate told.
    func userSelected(_ item: UITabBarItem) {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = tabs[index]
        let application = UIApplication.serving(owningApplication)
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            application.trace.emit(.note(time: application.clock.now, message: "\(traceName): tab \(index) \(controller.traceName) refused by the delegate"))
            return
        }
        application.trace.emit(.note(time: application.clock.now, message: "\(traceName): tab \(index) \(controller.traceName) selected"))
        show(index: index, replacing: selectedViewController)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Makes `index` the selected tab, switching the views (and, when shown, the appearance) from `previous`.
    private func show(index: Int, replacing previous: UIViewController?) {
        let next = tabs.indices.contains(index) ? tabs[index] : nil
        selected = next == nil ? NSNotFound : index
        tabBar.selectedItem = next?.tabBarItem
        guard next !== previous, let container = storedView else { return }
        let shown = container.isOnVisibleWindow
        if shown {
            previous?.beginAppearance(false, animated: false)
            next?.beginAppearance(true, animated: false)
        }
        if let previousView = previous?.storedView, previousView.superview === container { previousView.removeFromSuperview() }
        if let next {
            let nextView: UIView = next.view
            nextView.frame = container.bounds
            container.insertSubview(nextView, belowSubview: tabBar)
        }
        if shown {
            previous?.endAppearance()
            next?.endAppearance()
        }
    }

    // MARK: Layout

    /// Places the bar at the bottom of the safe area and the selected view over the whole view.
    func layoutContainer() {
        guard let container = storedView else { return }
        let bounds = container.bounds
        let bottom = container.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - bottom - UITabBar.defaultHeight,
                              width: bounds.width, height: UITabBar.defaultHeight)
        if let current = selectedViewController?.storedView, current.superview === container { current.frame = bounds }
        updateChildSafeAreas()
    }

    private func updateChildSafeAreas() {
        for child in tabs {
            child.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.defaultHeight, right: 0)
        }
    }
}

/// The tab bar controller's view: lays out the bar and the selected child's view.
@MainActor
final class TabBarContainerView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutContainer()
    }
}

/// Asked by a ``UITabBarController`` before the user selects a tab, told after. Every method is optional.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tapped tab may be selected. Default `true`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected a tab (also when it was already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension UIViewController {
    /// The nearest ancestor that is a tab bar controller, or `nil`.
    public var tabBarController: UITabBarController? {
        var current = storedParent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.storedParent
        }
        return nil
    }
}
