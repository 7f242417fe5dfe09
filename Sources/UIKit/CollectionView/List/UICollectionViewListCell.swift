import CoreGraphics

/// A cell of a list section (UIKit's `UICollectionViewListCell`): a ``contentConfiguration`` or the content
/// view's own subviews, standard ``accessories`` at the trailing edge, a separator along the bottom, the
/// list appearance's background (rounded at a group's ends in `.insetGrouped`), a grey highlight, and swipe
/// actions.
///
/// The collection view tells the cell where it stands (its section's list configuration, first or last
/// in the section) when it applies the cell's layout attributes; the separator and the rounded corners
/// follow from that. In a section that is not a list the cell shows as `.plain`.
///
/// It sizes itself: in a list section (44 pt by estimate) the collection view asks
/// ``preferredLayoutAttributesFitting(_:)``, which measures the content view with Auto Layout when it
/// has constraints, else the content configuration's view, at least 44 pt.
///
/// Differences from iOS: no `indentationLevel`, outline disclosure, `separatorLayoutGuide` or background
/// configurations; swipe actions do not slide the drawn background (the buttons cover it).
@MainActor
open class UICollectionViewListCell: UICollectionViewCell, SwipeableRowCell {
    /// Where the cell stands in its list, as the collection view last told it.
    struct ListPlacement: Equatable {
        var appearance: UICollectionLayoutListConfiguration.Appearance = .plain
        var showsSeparator = true
        var isFirstInSection = false
        var isLastInSection = false
    }

    /// The smallest height the cell measures itself at: 44 pt, iOS's standard row.
    public static let minimumRowHeight: CGFloat = 44
    /// The space between two accessories: 8 pt.
    static let accessoryGap: CGFloat = 8

    /// The accessories, placed from the content towards the trailing edge in this order. Default none.
    open var accessories: [UICellAccessory] = [] {
        didSet { if accessories != oldValue { updateAccessoryViews() } }
    }

    /// The configuration of the cell's content: setting one makes (or updates) its content view, filling
    /// ``UICollectionViewCell/contentView``. Default `nil`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// A list cell's configuration with no text: iOS's starting point (`.cell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The cell's state for its configuration.
    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
    }

    /// Applies the ``contentConfiguration`` updated for `state`; called when the selection or highlight
    /// changes. Override to vary the configuration with the state (call `super`).
    open func updateConfiguration(using state: UICellConfigurationState) {
        guard let configuration = contentConfiguration else { return }
        configuredContentView?.configuration = configuration.updated(for: state)
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { stateChanged() } }
    }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { stateChanged() } }
    }

    /// Creates a list cell; the collection view makes registered classes through it.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        applyPlacement()
    }

    // MARK: State kept for the collection view

    private var configuredContentView: (UIView & UIContentView)?
    private var accessoryViews: [TableCellAccessoryView] = []
    /// The hairline along the bottom.
    let separatorView = UIView()
    /// Set by the collection view (UICollectionView+List.swift).
    var listPlacement = ListPlacement() {
        didSet { if listPlacement != oldValue { applyPlacement() } }
    }
    /// The row's swipe: its content's slide and the actions it reveals (changed by ``SwipeableRowCell``).
    var rowSwipe = RowSwipeState()

    /// Clears the selection, the highlight and any swipe. Override to reset your own state (call `super`).
    open override func prepareForReuse() {
        super.prepareForReuse()
        clearSwipe()
    }

    // MARK: Self-sizing

    /// The attributes sized to the content: Auto Layout in the content view when it has constraints, else
    /// the content configuration's view at the content view's width; at least ``minimumRowHeight`` tall.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let size = layoutAttributes.size
        if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
        let height: CGFloat
        if contentView.hasConstraintsInSubtree {
            height = contentView.systemLayoutSizeFitting(
                CGSize(width: contentView.bounds.width, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        } else if let configured = configuredContentView {
            height = configured.sizeThatFits(CGSize(width: contentView.bounds.width, height: 0)).height
        } else {
            return layoutAttributes
        }
        let fitted = max(height.rounded(.up), UICollectionViewListCell.minimumRowHeight)
        if fitted != size.height { layoutAttributes.size = CGSize(width: size.width, height: fitted) }
        return layoutAttributes
    }

    // MARK: Drawing

    /// The background: white rows (grey while selected or highlighted), rounded at the ends of an inset
    /// group; a sidebar row shows only its highlight, rounded.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let placement = listPlacement
        let active = isSelected || isHighlighted
        let sidebar = placement.appearance == .sidebar || placement.appearance == .sidebarPlain
        if sidebar, !active { return }
        let color = active ? UITableViewCell.selectedBackgroundColor : UIColor.white
        context.setFillColor(color.cgColor)
        let radius = UICollectionLayoutListConfiguration.insetGroupedCornerRadius
        let box = CGRect(origin: .zero, size: bounds.size)
        if placement.appearance == .sidebar {
            context.addPath(UIBezierPath(roundedRect: box, cornerRadius: radius).cgPath)
            context.fillPath()
            return
        }
        let roundsTop = placement.appearance == .insetGrouped && placement.isFirstInSection
        let roundsBottom = placement.appearance == .insetGrouped && placement.isLastInSection
        guard roundsTop || roundsBottom else {
            context.fill(box)
            return
        }
        // A rounded rectangle stretched past the square ends, clipped to the cell: only the group's outer
        // corners are rounded.
        let stretched = CGRect(x: 0, y: roundsTop ? 0 : -radius, width: box.width,
                               height: box.height + (roundsTop ? 0 : radius) + (roundsBottom ? 0 : radius))
        context.saveGState()
        context.clip(to: box)
        context.addPath(UIBezierPath(roundedRect: stretched, cornerRadius: radius).cgPath)
        context.fillPath()
        context.restoreGState()
    }

    // MARK: Layout

    /// The content view narrowed by the accessories, the accessories at the trailing edge, the separator
    /// at the bottom from the text's leading edge; everything slid by ``swipeOffset``.
    override func layoutCellParts() {
        super.layoutCellParts()
        let size = bounds.size
        var contentWidth = size.width
        var trailing = size.width - UITableViewCell.accessoryTrailingMargin
        for (view, accessory) in zip(accessoryViews, accessories).reversed() {
            let accessorySize = TableCellAccessoryView.size(of: accessory.tableAccessoryType)
            let frame = CGRect(x: trailing - accessorySize.width, y: ((size.height - accessorySize.height) / 2).rounded(),
                               width: accessorySize.width, height: accessorySize.height)
            if view.frame != frame { view.frame = frame }
            contentWidth = max(frame.minX - UITableViewCell.accessorySpacing, 0)
            trailing = frame.minX - UICollectionViewListCell.accessoryGap
        }
        let contentFrame = CGRect(x: 0, y: 0, width: contentWidth, height: size.height)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        configuredContentView?.frame = contentView.bounds
        let hairline = 1 / max(window?.screen.scale ?? 1, 1)
        let leading = separatorLeading
        separatorView.frame = CGRect(x: leading, y: size.height - hairline, width: max(size.width - leading, 0), height: hairline)
        slideForSwipe([contentView, separatorView] + accessoryViews.map { $0 })
    }

    /// Where the separator starts: under the text of a list content configuration (its leading margin,
    /// past its image), else at the standard 16 pt.
    private var separatorLeading: CGFloat {
        guard let list = contentConfiguration as? UIListContentConfiguration else { return UITableView.defaultSeparatorInset.left }
        var leading = list.directionalLayoutMargins.leading
        if let image = list.image, image.size.width > 0 { leading += image.size.width + list.imageToTextPadding }
        return leading
    }

    private func applyPlacement() {
        let placement = listPlacement
        let grouped = placement.appearance == .grouped || placement.appearance == .insetGrouped || placement.appearance == .sidebar
        // A group's last row has no separator: the group ends there.
        separatorView.isHidden = !placement.showsSeparator || (grouped && placement.isLastInSection)
        separatorView.backgroundColor = UITableView.defaultSeparatorColor
        setNeedsDisplay()
    }

    private func updateAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let view = TableCellAccessoryView()
            view.type = accessory.tableAccessoryType
            addSubview(view)
            return view
        }
        layoutCellParts()
    }

    private func stateChanged() {
        setNeedsDisplay()
        updateConfiguration(using: configurationState)
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let updated = configuration.updated(for: configurationState)
        if let existing = configuredContentView, existing.supports(updated) {
            existing.configuration = updated
        } else {
            configuredContentView?.removeFromSuperview()
            let view = updated.makeContentView()
            view.frame = contentView.bounds
            contentView.addSubview(view)
            configuredContentView = view
        }
        layoutCellParts()
    }
}
