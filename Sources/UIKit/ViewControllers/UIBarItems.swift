// Bar items: the data a navigation bar, toolbar or tab bar would show. There are no bars on Linux, so these
// hold values and, for a button, its target and action; they draw nothing.

/// The common part of bar items: a title, enabled state and tag.
@MainActor
open class UIBarItem {
    /// The title. Default `nil`.
    open var title: String?
    /// Whether the item is enabled. Default `true`.
    open var isEnabled = true
    /// An integer that identifies the item. Default 0.
    open var tag = 0

    /// Creates an item.
    public init() {}
}

/// A button for a bar: a title and a responder-chain action.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the button looks.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain
        /// A button that confirms (bold on iOS).
        case done
    }

    /// The style. Default ``Style-swift.enum/plain``.
    open var style: Style = .plain
    /// Where the action goes; `nil` sends it along the responder chain. Held weakly, as UIKit holds targets.
    open weak var target: AnyObject?
    /// The action sent when the button is tapped, through `UIApplication.sendAction(_:to:from:for:)`.
    open var action: Selector?

    /// Creates a button.
    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        super.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// Updates the edit button's title and style for the controller's editing state: "Edit" (plain) or
    /// "Done" (done), as VC L3402 says.
    func showEditingState(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}

/// What a navigation bar shows for a controller: a title and bar buttons.
@MainActor
open class UINavigationItem {
    /// The title; the controller's ``UIViewController/title`` until set.
    open var title: String?
    /// Buttons at the leading edge.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// Buttons at the trailing edge.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Whether the back button is hidden. Default `false`.
    open var hidesBackButton = false

    /// The first leading button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Creates an item with a title.
    public init(title: String?) { self.title = title }
}

/// What a tab bar shows for a controller.
@MainActor
open class UITabBarItem: UIBarItem {
    /// The badge text. Default `nil`.
    open var badgeValue: String?

    /// Creates an item with a title and tag.
    public init(title: String?, tag: Int) {
        super.init()
        self.title = title
        self.tag = tag
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
