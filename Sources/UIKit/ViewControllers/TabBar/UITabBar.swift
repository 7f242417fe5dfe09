import CoreGraphics

/// A bar along the bottom of a screen with one button per ``UITabBarItem``; one item is selected.
///
/// The items share the width equally. Each draws its title centred, in the tint colour when selected and in
/// ``unselectedItemTintColor`` (default ``defaultUnselectedColor``) otherwise, with its badge
/// (``UITabBarItem/badgeValue``) in a red capsule at the top right of the title. A tap on an item selects it:
/// the owning ``UITabBarController`` asks its delegate and switches children; a standalone bar selects the
/// item and tells ``delegate``. The bar draws ``barTintColor`` (default ``defaultBarColor``) with a hairline
/// along its top edge, and is ``defaultHeight`` tall.
///
/// Differences from iOS: items have no images (titles only), there is no "More" item (every item gets a
/// slot however many there are) and no customizing.
@MainActor
open class UITabBar: UIView, BarItemObserver {
    /// The bar's height: 49 pt, an iOS tab bar's height without a home indicator.
    public static let defaultHeight: CGFloat = 49
    /// The bar's colour when ``barTintColor`` is `nil`: the navigation bar's light grey.
    public static let defaultBarColor = UINavigationBar.defaultBarColor
    /// An unselected item's colour when ``unselectedItemTintColor`` is `nil`: #999999, iOS's grey for
    /// unselected tab items.
    public static let defaultUnselectedColor = UIColor(white: 0.6, alpha: 1)
    /// The badge colour: system red (#FF3B30).
    public static let badgeColor = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    /// The item title font: 13 pt (iOS draws 10 pt under an icon; without icons the title is the item).
    public static let titleFont = UIFont.systemFont(ofSize: 13, weight: .medium)

    /// The items, leading to trailing. Setting them keeps the selection if the selected item remains.
    open var items: [UITabBarItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The selected item, drawn in the tint colour. Setting an item that is not in ``items`` selects nothing.
    open var selectedItem: UITabBarItem? {
        didSet {
            if let selectedItem, !storedItems.contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            for view in itemViews { view.setNeedsDisplay() }
        }
    }
    /// Told when the user selects an item.
    open weak var delegate: UITabBarDelegate?
    /// The bar's background colour. Default `nil`: ``defaultBarColor``.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? UITabBar.defaultBarColor } }
    /// The colour of unselected items. Default `nil`: ``defaultUnselectedColor``.
    open var unselectedItemTintColor: UIColor? { didSet { for view in itemViews { view.setNeedsDisplay() } } }

    private var storedItems: [UITabBarItem] = []
    private(set) var itemViews: [TabBarItemView] = []
    /// The tab bar controller that owns the bar, when it does.
    weak var tabBarController: UITabBarController?

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UITabBar.defaultBarColor
        contentMode = .redraw
    }

    /// Replaces the items (the change is not animated).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in storedItems where item.observer === self { item.observer = nil }
        for view in itemViews { view.removeFromSuperview() }
        storedItems = items ?? []
        itemViews = storedItems.map { item in
            item.observer = self
            let view = TabBarItemView(item: item, bar: self)
            addSubview(view)
            return view
        }
        if let selectedItem, !storedItems.contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        setNeedsLayout()
    }

    func barItemDidChange() { for view in itemViews { view.setNeedsDisplay() } }

    /// The items share the width equally.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !itemViews.isEmpty else { return }
        let width = bounds.width / CGFloat(itemViews.count)
        for (index, view) in itemViews.enumerated() {
            view.frame = CGRect(x: bounds.minX + CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }

    /// The bar is as wide as offered and ``defaultHeight`` tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UITabBar.defaultHeight) }

    /// The hairline along the top edge.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let pixel = 1 / max(window?.screen.scale ?? 1, 1)
        context.setFillColor(UINavigationBar.hairlineColor.cgColor)
        context.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: pixel))
    }

    /// A tap on an item's view.
    func itemTapped(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let tabBarController {
            tabBarController.userSelected(item)
            return
        }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}

/// Told when the user selects an item of a standalone ``UITabBar``.
@MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// One item's slot in a tab bar: draws its title and badge, and selects the item when tapped.
@MainActor
final class TabBarItemView: UIControl {
    private(set) weak var item: UITabBarItem?
    private weak var bar: UITabBar?

    init(item: UITabBarItem, bar: UITabBar) {
        self.item = item
        self.bar = bar
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        accessibilityIdentifier = "tab \(item.title ?? "")"
    }

    override func didTap(event: UIEvent?) {
        guard let item, let bar else { return }
        bar.itemTapped(item)
    }

    override var controlKind: String { "tab bar item" }

    /// Room between the title and the badge's centre.
    static let badgeHeight: CGFloat = 18

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let item, let bar else { return }
        let selected = bar.selectedItem === item
        let color: UIColor =
            !item.isEnabled ? UIButton.disabledTitleColor
            : selected ? tintColor : (bar.unselectedItemTintColor ?? UITabBar.defaultUnselectedColor)
        let style = UITabBar.titleFont.textStyle(color: color, numberOfLines: 1)
        var titleBox = CGRect.zero
        if let title = item.title, !title.isEmpty {
            let size = TextLayout.size(of: title, style: style)
            let width = min(size.width, bounds.width)
            titleBox = CGRect(x: bounds.midX - width / 2, y: bounds.midY - size.height / 2, width: width, height: size.height)
            context.draw(title, style: style, in: titleBox)
        }
        if let badge = item.badgeValue {
            let badgeStyle = UITabBar.titleFont.textStyle(color: .white, numberOfLines: 1)
            let text = badge.isEmpty ? .zero : TextLayout.size(of: badge, style: badgeStyle)
            let height = TabBarItemView.badgeHeight
            let width = max(height, text.width + 10)
            let capsule = CGRect(x: min(titleBox.maxX, bounds.maxX - width), y: max(titleBox.minY - height / 2, 0), width: width, height: height)
            context.setFillColor(UITabBar.badgeColor.cgColor)
            context.addPath(UIBezierPath(roundedRect: capsule, cornerRadius: height / 2).cgPath)
            context.fillPath()
            if !badge.isEmpty {
                context.draw(badge, style: badgeStyle, in: CGRect(
                    x: capsule.midX - text.width / 2, y: capsule.midY - text.height / 2, width: text.width, height: text.height))
            }
        }
    }
}
