import CoreGraphics

/// A bar along the top of a screen that shows a stack of ``UINavigationItem``s: the top item's title and
/// buttons, and a back button titled after the item below it.
///
/// The bar keeps ``items`` as a stack. It shows ``topItem``: its title centred (bold 17 pt, clipped
/// between the side buttons), its ``UINavigationItem/rightBarButtonItems`` from the trailing edge, its
/// ``UINavigationItem/leftBarButtonItems`` from the leading edge, and — when there is a ``backItem`` and
/// the top item neither hides it nor replaces it with left items — a back button (a chevron and
/// ``UINavigationItem`` back title of the item below). Buttons are system buttons in the tint colour;
/// tapping one performs its item's ``UIBarButtonItem/primaryAction`` or sends its action. Tapping the back
/// button asks ``delegate`` `navigationBar(_:shouldPop:)`, then pops: the owning
/// ``UINavigationController`` pops its top controller, a standalone bar pops its top item.
///
/// It draws its ``barTintColor`` (default ``defaultBarColor``) with a hairline along the bottom edge
/// (``hairlineColor``), and sizes itself to ``defaultHeight`` tall.
///
/// Differences from iOS: no appearance proxies, large titles, prompts or title views; item changes are not
/// animated (a push or pop of items changes the bar at once); buttons use the fixed button font.
@MainActor
open class UINavigationBar: UIView, BarItemObserver {
    /// The bar's height: 44 pt, the height of an iOS navigation bar without a large title.
    public static let defaultHeight: CGFloat = 44
    /// The bar's colour when ``barTintColor`` is `nil`: #F9F9F9, the light grey of iOS's default bar.
    public static let defaultBarColor = UIColor(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255, alpha: 1)
    /// The hairline along the bottom edge, one pixel tall: black at 30 %, iOS's bar shadow colour.
    public static let hairlineColor = UIColor(white: 0, alpha: 0.3)
    /// The title font: bold 17 pt (iOS uses semibold 17 pt; DejaVu Sans has no semibold).
    public static let titleFont = UIFont.boldSystemFont(ofSize: 17)
    /// The space between the bar's edges and the outermost buttons, and between buttons: 8 pt.
    static let edgeSpacing: CGFloat = 8
    /// The narrowest a bar button is: 44 pt, the smallest comfortable touch target in Apple's guidelines.
    static let minimumButtonWidth: CGFloat = 44

    /// The items, bottom to top. Setting it changes the bar without asking the delegate.
    open var items: [UINavigationItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top: the one shown.
    open var topItem: UINavigationItem? { storedItems.last }
    /// The item below the top one: the back button's destination.
    open var backItem: UINavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }
    /// Asked before pushing and popping, told after.
    open weak var delegate: UINavigationBarDelegate?
    /// The bar's background colour. Default `nil`: ``defaultBarColor``.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? UINavigationBar.defaultBarColor } }
    /// Whether the bar is translucent (stored; the bar is drawn opaque).
    open var isTranslucent = true

    private var storedItems: [UINavigationItem] = []
    /// The navigation controller that owns the bar, when it does: it keeps ``items`` in step with its
    /// controllers and pops a controller for the back button.
    weak var navigationController: UINavigationController?

    let titleLabel = UILabel()
    let backButton = NavigationBackButton(type: .system)
    private(set) var leftButtons: [BarButton] = []
    private(set) var rightButtons: [BarButton] = []

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UINavigationBar.defaultBarColor
        contentMode = .redraw
        titleLabel.font = UINavigationBar.titleFont
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "navigation title"
        addSubview(titleLabel)
        backButton.accessibilityIdentifier = "back button"
        backButton.contentHorizontalAlignment = .left
        backButton.addAction(UIAction { [weak self] _ in self?.backButtonTapped() }, for: .primaryActionTriggered)
        addSubview(backButton)
        itemsDidChange()
    }

    // MARK: The stack of items

    /// Replaces the items. The delegate is not asked.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        replaceItems(items ?? [])
    }

    /// Pushes `item` on top, if the delegate agrees. Refused with a diagnostic when a navigation controller
    /// owns the bar (push a controller instead) or the item is already in the bar, as UIKit raises.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        if let navigationController {
            report("pushItem: the bar belongs to \(navigationController.traceName); push a view controller instead: ignored")
            return
        }
        if storedItems.contains(where: { $0 === item }) {
            report("pushItem: the item \"\(item.title ?? "")\" is already in the bar: ignored")
            return
        }
        if let delegate, !delegate.navigationBar(self, shouldPush: item) { return }
        replaceItems(storedItems + [item])
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if there is one below it and the delegate agrees; returns it. Refused with a
    /// diagnostic when a navigation controller owns the bar.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        if let navigationController {
            report("popItem: the bar belongs to \(navigationController.traceName); pop a view controller instead: ignored")
            return nil
        }
        guard storedItems.count > 1, let top = storedItems.last else { return nil }
        if let delegate, !delegate.navigationBar(self, shouldPop: top) { return nil }
        replaceItems(Array(storedItems.dropLast()))
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Sets the items for the owning navigation controller (no delegate, no ownership check).
    func replaceItems(_ items: [UINavigationItem]) {
        for item in storedItems where item.bar === self { item.bar = nil }
        storedItems = items
        for item in items { item.bar = self }
        itemsDidChange()
    }

    // MARK: Showing the top item

    /// Rebuilds the title and buttons from ``topItem`` and ``backItem``.
    func itemsDidChange() {
        let top = topItem
        titleLabel.text = top?.title
        let showsBack = backItem != nil && top?.hidesBackButton == false
            && (top?.leftBarButtonItems?.isEmpty ?? true || top?.leftItemsSupplementBackButton == true)
        backButton.isHidden = !showsBack
        backButton.setTitle(backItem?.backTitle, for: .normal)
        leftButtons = rebuild(leftButtons, for: top?.leftBarButtonItems ?? [])
        rightButtons = rebuild(rightButtons, for: top?.rightBarButtonItems ?? [])
        setNeedsLayout()
    }

    func barItemDidChange() { itemsDidChange() }

    private func rebuild(_ buttons: [BarButton], for items: [UIBarButtonItem]) -> [BarButton] {
        if buttons.count == items.count, zip(buttons, items).allSatisfy({ $0.item === $1 }) {
            for button in buttons { button.refresh() }
            return buttons
        }
        for button in buttons { button.removeFromSuperview() }
        return items.map { item in
            let button = BarButton(item: item)
            addSubview(button)
            return button
        }
    }

    /// Places the back button and left buttons from the leading edge, the right buttons from the trailing
    /// edge, and the title centred in what is left (moved off-centre, then clipped, when a side is wider).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        var leading = bounds.minX + UINavigationBar.edgeSpacing
        if !backButton.isHidden {
            let width = backButton.fittingWidth
            backButton.frame = CGRect(x: leading, y: 0, width: width, height: height)
            leading += width + UINavigationBar.edgeSpacing
        }
        for button in leftButtons {
            let width = button.fittingWidth
            button.frame = CGRect(x: leading, y: 0, width: width, height: height)
            leading += width + UINavigationBar.edgeSpacing
        }
        var trailing = bounds.maxX - UINavigationBar.edgeSpacing
        for button in rightButtons {
            let width = button.fittingWidth
            button.frame = CGRect(x: trailing - width, y: 0, width: width, height: height)
            trailing -= width + UINavigationBar.edgeSpacing
        }
        let titleWidth = min(titleLabel.intrinsicContentSize.width, max(trailing - leading, 0))
        var titleX = bounds.midX - titleWidth / 2
        titleX = min(max(titleX, leading), trailing - titleWidth)
        titleLabel.frame = CGRect(x: titleX, y: 0, width: titleWidth, height: height)
    }

    /// The bar is as wide as offered and ``defaultHeight`` tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UINavigationBar.defaultHeight) }

    /// The hairline along the bottom edge (the background is the view's background colour).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let pixel = 1 / max(window?.screen.scale ?? 1, 1)
        context.setFillColor(UINavigationBar.hairlineColor.cgColor)
        context.fill(CGRect(x: bounds.minX, y: bounds.maxY - pixel, width: bounds.width, height: pixel))
    }

    // MARK: The back button

    private func backButtonTapped() {
        guard let top = topItem, backItem != nil else { return }
        guard let navigationController else {
            popItem(animated: true)  // asks the delegate
            return
        }
        if let delegate, !delegate.navigationBar(self, shouldPop: top) { return }
        navigationController.popViewController(animated: true)
    }

    private func report(_ message: String) {
        UIApplication.reportDiagnostic("UINavigationBar misuse: \(message)", in: window?.application)
    }
}

/// Asked by a ``UINavigationBar`` before it pushes or pops an item, told after. Every method is optional.
@MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Whether the bar may push `item`. Default `true`.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// The bar pushed `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether the bar may pop `item` (asked for the back button). Default `true`.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// The bar popped `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
