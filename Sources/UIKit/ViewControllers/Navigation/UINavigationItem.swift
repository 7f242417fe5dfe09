/// What a navigation bar shows for a controller: a title, a back button and bar buttons.
///
/// A navigation controller's bar shows the top controller's item: its ``title`` in the middle, its
/// ``leftBarButtonItems`` at the leading edge (in place of the back button unless
/// ``leftItemsSupplementBackButton``), its ``rightBarButtonItems`` at the trailing edge. The back button
/// belongs to the item *below*: it is titled with that item's ``backBarButtonItem`` title, else its
/// ``backButtonTitle``, else its ``title``, else "Back" (UINavigationItem documentation, "Managing the back
/// button"). Changing any of these while the item is shown updates the bar.
///
/// Differences from iOS: no `titleView`, prompt, large titles, search controller or menus.
@MainActor
open class UINavigationItem: BarItemObserver {
    /// The title; the controller's ``UIViewController/title`` until set.
    open var title: String? { didSet { itemChanged() } }
    /// The title of the back button shown when this item is *below* the top one. Default `nil`: the
    /// ``title`` is used.
    open var backButtonTitle: String? { didSet { itemChanged() } }
    /// The button shown as the back button when this item is below the top one; only its title is used
    /// (the back button always pops). Default `nil`.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet {
            backBarButtonItem?.observer = self
            itemChanged()
        }
    }
    /// Buttons at the leading edge, in order from the edge. Default `nil`.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemsChanged(oldValue) } }
    /// Buttons at the trailing edge, in order from the edge. Default `nil`.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemsChanged(oldValue) } }
    /// Whether the back button is hidden. Default `false`.
    open var hidesBackButton = false { didSet { itemChanged() } }
    /// Whether ``leftBarButtonItems`` are shown after the back button rather than replacing it. Default
    /// `false`.
    open var leftItemsSupplementBackButton = false { didSet { itemChanged() } }

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

    /// Hides or shows the back button (the animation is not drawn: the bar changes at once).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// Sets the leading buttons (the animation is not drawn: the bar changes at once).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    /// Sets the trailing buttons (the animation is not drawn: the bar changes at once).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Creates an item with a title.
    public init(title: String?) { self.title = title }

    /// The title a back button to this item shows.
    var backTitle: String {
        if let title = backBarButtonItem?.title { return title }
        if let backButtonTitle { return backButtonTitle }
        if let title, !title.isEmpty { return title }
        return UINavigationItem.defaultBackTitle
    }

    /// The back button's title when the item below has none: "Back", as on iOS.
    static let defaultBackTitle = "Back"

    /// The bar showing this item, told about changes.
    weak var bar: UINavigationBar?

    private func itemChanged() { bar?.itemsDidChange() }

    private func itemsChanged(_ oldValue: [UIBarButtonItem]?) {
        for item in oldValue ?? [] where item.observer === self { item.observer = nil }
        for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) { item.observer = self }
        itemChanged()
    }

    func barItemDidChange() { itemChanged() }
}
