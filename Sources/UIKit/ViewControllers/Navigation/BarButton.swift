import CoreGraphics

/// The button a bar makes for a ``UIBarButtonItem``: a system button with the item's title, enabled with
/// the item, that performs the item's action when tapped.
@MainActor
final class BarButton: UIButton {
    /// The item shown. The item's bar keeps it alive while it is shown.
    private(set) weak var item: UIBarButtonItem?

    convenience init(item: UIBarButtonItem) {
        self.init(type: .system)
        self.item = item
        setTitleForItem()
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .primaryActionTriggered)
    }

    /// Shows the item's current title and enabled state.
    func refresh() { setTitleForItem() }

    private func setTitleForItem() {
        setTitle(item?.title, for: .normal)
        isEnabled = item?.isEnabled ?? false
        accessibilityIdentifier = item?.title.map { "bar button \($0)" } ?? "bar button"
    }

    private func tapped() {
        guard let item, let application = window?.application else { return }
        let sent = item.performTap(in: application, event: nil)
        application.trace.emit(.note(
            time: application.clock.now,
            message: "bar button \"\(item.title ?? "")\" tapped: \(sent ? "action performed" : "no target handled its action")"))
    }

    /// The title's width plus padding, at least ``UINavigationBar/minimumButtonWidth``.
    var fittingWidth: CGFloat {
        let style = UIButton.titleFont.textStyle(color: .black, numberOfLines: 1)
        let text = currentTitle.map { TextLayout.size(of: $0, style: style).width } ?? 0
        return max(text.rounded(.up) + BarButton.padding, UINavigationBar.minimumButtonWidth)
    }

    /// Room on each side of the title inside the button: 4 pt each side.
    static let padding: CGFloat = 8
}

/// The back button: a chevron pointing left, then the title of the item below, both in the tint colour.
@MainActor
final class NavigationBackButton: UIButton {
    /// The chevron's box: 12 pt wide, 20 pt tall, stroked 3 pt wide, then 6 pt before the title.
    static let chevronSize = CGSize(width: 12, height: 20)
    static let chevronLineWidth: CGFloat = 3
    static let chevronGap: CGFloat = 6

    /// The chevron, the gap and the title.
    var fittingWidth: CGFloat {
        let style = UIButton.titleFont.textStyle(color: .black, numberOfLines: 1)
        let text = currentTitle.map { TextLayout.size(of: $0, style: style).width } ?? 0
        return NavigationBackButton.chevronSize.width + NavigationBackButton.chevronGap + text.rounded(.up)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let size = NavigationBackButton.chevronSize
        let inset = NavigationBackButton.chevronLineWidth / 2
        context.setStrokeColor(drawnTitleColor.cgColor)
        context.setLineWidth(NavigationBackButton.chevronLineWidth)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.beginPath()
        context.move(to: CGPoint(x: size.width - inset, y: bounds.midY - size.height / 2 + inset))
        context.addLine(to: CGPoint(x: inset, y: bounds.midY))
        context.addLine(to: CGPoint(x: size.width - inset, y: bounds.midY + size.height / 2 - inset))
        context.strokePath()
        // The title is drawn as a left-aligned button title, shifted past the chevron.
        context.saveGState()
        context.translateBy(x: size.width + NavigationBackButton.chevronGap, y: 0)
        paint(in: context)
        context.restoreGState()
    }
}
