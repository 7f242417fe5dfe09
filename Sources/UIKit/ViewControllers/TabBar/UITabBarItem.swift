/// What a tab bar shows for a controller: a title and a badge.
@MainActor
open class UITabBarItem: UIBarItem {
    /// The badge text, drawn in a red capsule at the item's top right. Default `nil` (no badge).
    open var badgeValue: String? { didSet { itemChanged() } }

    /// Creates an item with a title and tag.
    public init(title: String?, tag: Int) {
        super.init()
        self.title = title
        self.tag = tag
    }
}
