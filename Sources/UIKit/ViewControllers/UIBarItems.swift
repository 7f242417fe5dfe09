// Bar items: the data a navigation bar or tab bar shows. An item holds values and, for a button, its action;
// the bar that shows it (UINavigationBar, UITabBar) makes the views and redraws when the item changes.

/// Told when a bar item it shows changes, so the bar can lay out and draw it again.
@MainActor
protocol BarItemObserver: AnyObject {
    func barItemDidChange()
}

/// The common part of bar items: a title, enabled state and tag.
@MainActor
open class UIBarItem {
    /// The title. Default `nil`.
    open var title: String? { didSet { itemChanged() } }
    /// Whether the item is enabled. Default `true`. A disabled item's button is drawn grey and ignores taps.
    open var isEnabled = true { didSet { itemChanged() } }
    /// An integer that identifies the item. Default 0.
    open var tag = 0

    /// The bar showing the item, told about changes. An item is shown by one bar at a time.
    weak var observer: BarItemObserver?

    /// Creates an item.
    public init() {}

    func itemChanged() { observer?.barItemDidChange() }
}

/// A button for a bar: a title and an action, either a ``UIAction`` (``primaryAction``) or a target and
/// selector sent through `UIApplication.sendAction(_:to:from:for:)` with the item as the sender.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the button looks.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain
        /// A button that confirms (bold on iOS; drawn like `plain` here, the button font being fixed).
        case done
    }

    /// The style. Default ``Style-swift.enum/plain``.
    open var style: Style = .plain { didSet { itemChanged() } }
    /// Where the action goes; `nil` sends it along the responder chain from the first responder. Held weakly,
    /// as UIKit holds targets.
    open weak var target: AnyObject?
    /// The action sent when the button is tapped, through `UIApplication.sendAction(_:to:from:for:)`.
    open var action: Selector?
    /// The action performed when the button is tapped (iOS 14); when set, ``target`` and ``action`` are not
    /// used. Setting it takes the action's title when the item has none.
    open var primaryAction: UIAction? {
        didSet {
            if title == nil, let primaryAction, !primaryAction.title.isEmpty { title = primaryAction.title }
            itemChanged()
        }
    }

    /// Creates a button.
    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        super.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// Creates a button that performs `primaryAction` when tapped, titled `title` or else the action's title.
    public convenience init(title: String? = nil, primaryAction: UIAction?) {
        // Observers do not run inside an initializer, so the title is taken here rather than by `didSet`.
        let actionTitle = primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.init(title: title ?? actionTitle, style: .plain, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// Performs the button's action, as a tap on it does: the ``primaryAction``, else ``action`` sent to
    /// ``target``. Returns whether something handled it. A disabled item does nothing.
    @discardableResult
    func performTap(in application: UIApplication, event: UIEvent?) -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return true
        }
        guard let action else { return false }
        return application.sendAction(action, to: target, from: self, for: event)
    }

    /// Updates the edit button's title and style for the controller's editing state: "Edit" (plain) or
    /// "Done" (done), as VC L3402 says.
    func showEditingState(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}

extension UIViewController {
    /// The navigation item, created on first access without loading the view, then the same instance
    /// (VC L3368–L3372). Its title starts as the controller's ``title``.
    public var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title)
        storedNavigationItem = item
        return item
    }

    /// The tab bar item, created on first access, then the same instance. Its title starts as ``title``.
    public var tabBarItem: UITabBarItem {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// A button titled "Edit" while not editing and "Done" while editing, whose action
    /// (``toggleEditingAction``, sent to this controller) calls ``setEditing(_:animated:)`` (VC L3402).
    public var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: nil, style: .plain, target: self, action: Self.toggleEditingAction)
        item.showEditingState(isEditing)
        storedEditButtonItem = item
        return item
    }
}

extension UIApplication {
    /// Delivers a memory warning: every view controller reachable from the windows (root controllers,
    /// controllers whose views are in a window, their children and presented controllers) gets
    /// `didReceiveMemoryWarning()`, parents first. Views are not unloaded. Call it when the system reports
    /// memory pressure (a cgroup or PSI notification, for example).
    public func deliverMemoryWarning() {
        var visited = Set<ObjectIdentifier>()
        func visit(_ controller: UIViewController) {
            guard visited.insert(ObjectIdentifier(controller)).inserted else { return }
            controller.didReceiveMemoryWarning()
            for child in controller.storedChildren { visit(child) }
            if let presented = controller.storedPresented { visit(presented) }
        }
        for window in windows {
            if let root = window.rootViewController { visit(root) }
            window.forEachInSubtree { view in
                if let controller = view.owningViewController { visit(controller.topLevelController) }
            }
        }
    }
}
