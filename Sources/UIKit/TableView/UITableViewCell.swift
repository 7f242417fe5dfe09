/// A row of a ``UITableView``: a ``contentView`` for the row's content, a background, a selected
/// background, an accessory and a separator.
///
/// Put content in ``contentView`` (as subviews, Auto Layout for self-sizing rows), or set a
/// ``contentConfiguration`` (a ``UIListContentConfiguration`` from ``defaultContentConfiguration()``), or
/// use the legacy ``textLabel`` and ``detailTextLabel`` of the cell's ``CellStyle``. A cell is made by the
/// table view from a registered class and reused for other rows: reset per-row state in
/// ``prepareForReuse()``.
///
/// A touch on the cell (after the scroll view's content-touch delay) highlights it and a lift on it selects
/// it: the cell tells its table, which asks its delegate (``UITableViewDelegate``). A subclass that
/// overrides the touch methods calls `super` to keep that.
///
/// Differences from iOS: no `imageView` (use a content configuration's image), editing controls, focus or
/// drag interactions; separators are drawn inside the cell's bottom edge rather than below its content view
/// (docs/decisions.md, "Table views").
@MainActor
open class UITableViewCell: UIView {
    /// The legacy layouts of ``textLabel`` and ``detailTextLabel``.
    public enum CellStyle: Int, Sendable {
        /// A text label only.
        case `default`
        /// Text on the left, detail on the right in grey.
        case value1
        /// Detail on the left in blue, text on the right (iOS's settings style).
        case value2
        /// Text with a smaller detail below it.
        case subtitle
    }

    /// How a selected or highlighted cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// The selected background (grey since iOS 7, as `.gray` and `.default`).
        case blue
        /// The selected background.
        case gray
        /// The selected background.
        case `default`
    }

    /// The standard accessories drawn at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The selected background's colour: iOS's system grey 4 (#D1D1D6), the light-mode cell selection colour.
    public static let selectedBackgroundColor = UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1)
    /// The height a row with legacy labels needs at least: 44 pt, iOS's standard row.
    public static let standardRowHeight: CGFloat = 44
    /// Space between the accessory's trailing edge and the cell's: 16 pt, iOS's layout margin.
    static let accessoryTrailingMargin: CGFloat = 16
    /// Space between the content view and the accessory: 14 pt, so a disclosure indicator takes 38 pt of the
    /// width as on iOS (16 + 8 + 14).
    static let accessorySpacing: CGFloat = 14

    /// The identifier the table reuses the cell under.
    public let reuseIdentifier: String?
    /// The style the cell was created with (the legacy labels' layout).
    public let cellStyle: CellStyle
    /// The view for the row's content; sized to the cell minus the accessory.
    public let contentView: UIView
    /// The thin line along the bottom; shown, inset and coloured by the table.
    let separatorView = UIView()
    /// The view drawing ``accessoryType``, when there is no ``accessoryView``.
    private var standardAccessoryView: TableCellAccessoryView?
    /// The table the cell is shown in, set when the table dequeues or displays it.
    weak var tableView: UITableView?
    /// The table layout pass that last placed the cell (the table queues the cells it did not place).
    var rowGeneration = 0
    /// The row's swipe: its content's slide and the actions it reveals (``SwipeableRowCell``, in
    /// UITableView+SwipeActions.swift, changes it).
    var rowSwipe = RowSwipeState()

    /// Creates a cell of `style`, reused under `reuseIdentifier`. Required: a table view makes registered
    /// cell classes through it.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableViewCell.standardRowHeight))
        backgroundColor = .white
        contentView.isOpaque = false
        addSubview(contentView)
        separatorView.isHidden = true
        addSubview(separatorView)
        layoutCellParts()
    }

    /// Creates a `.default` cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    // MARK: Legacy labels

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// The main label of the cell's style, made on first use (setting a ``contentConfiguration`` hides it).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        if cellStyle == .value2 { label.textAlignment = .left }
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles; `nil` for `.default`.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        switch cellStyle {
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = UIListContentConfiguration.secondaryLabelColor
            label.textAlignment = .right
        case .value2:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .systemBlue
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 12)
        }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    // MARK: Content configuration

    /// The configuration of the cell's content: setting one makes (or updates) its content view, filling
    /// ``contentView``, and hides the legacy labels. Default `nil`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    private var configuredContentView: (UIView & UIContentView)?

    /// A list configuration for the cell's style, with no text: iOS's starting point for a cell.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The cell's state for its configuration.
    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
    }

    /// Applies the ``contentConfiguration`` updated for `state`. Called when the cell is selected or
    /// highlighted; override to change the configuration with the state (call `super`).
    open func updateConfiguration(using state: UICellConfigurationState) {
        guard let configuration = contentConfiguration else { return }
        let updated = configuration.updated(for: state)
        configuredContentView?.configuration = updated
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            storedTextLabel?.isHidden = false
            storedDetailTextLabel?.isHidden = false
            return
        }
        let updated = configuration.updated(for: configurationState)
        storedTextLabel?.isHidden = true
        storedDetailTextLabel?.isHidden = true
        if let existing = configuredContentView, existing.supports(updated) {
            existing.configuration = updated
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = updated.makeContentView()
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = contentView.bounds
        contentView.addSubview(view)
        configuredContentView = view
    }

    // MARK: Backgrounds and accessories

    /// A view behind the content (default `nil`: the background colour shows).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    private var storedSelectedBackgroundView: UIView?
    /// The view shown behind the content while the cell is selected or highlighted (unless
    /// ``selectionStyle`` is `.none`). Default: a view of ``selectedBackgroundColor``.
    open var selectedBackgroundView: UIView? {
        get {
            if let storedSelectedBackgroundView { return storedSelectedBackgroundView }
            let view = UIView()
            view.backgroundColor = UITableViewCell.selectedBackgroundColor
            storedSelectedBackgroundView = view
            return view
        }
        set {
            storedSelectedBackgroundView?.removeFromSuperview()
            storedSelectedBackgroundView = newValue
            updateSelectionAppearance()
        }
    }

    /// How selection shows. Default `.default` (the selected background).
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance() } }

    /// The standard accessory. Default `.none`. Ignored while ``accessoryView`` is set.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }
    /// A custom accessory view at the trailing edge, centred vertically, at its own size. Default `nil`.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }

    private func updateAccessory() {
        if let accessoryView {
            standardAccessoryView?.removeFromSuperview()
            standardAccessoryView = nil
            addSubview(accessoryView)
        } else if accessoryType != .none {
            let view = standardAccessoryView ?? TableCellAccessoryView()
            view.type = accessoryType
            if view.superview !== self { addSubview(view) }
            standardAccessoryView = view
        } else {
            standardAccessoryView?.removeFromSuperview()
            standardAccessoryView = nil
        }
        setNeedsLayout()
        layoutCellParts()
    }

    /// Space from the cell's edges to its separator (only left and right count). Default: the table's
    /// ``UITableView/separatorInset``; setting it makes it the cell's own.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set {
            ownSeparatorInset = newValue
            layoutCellParts()
        }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    /// The table's inset, applied when the cell has none of its own.
    var tableSeparatorInset = UITableView.defaultSeparatorInset

    // MARK: Selection

    private var storedSelected = false
    private var storedHighlighted = false

    /// Whether the cell shows as selected. Setting it is ``setSelected(_:animated:)`` without animation.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell shows as highlighted (a finger is on it).
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Shows the cell as selected or not. The table calls it; to select a row use
    /// ``UITableView/selectRow(at:animated:scrollPosition:)``.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != storedSelected else { return }
        storedSelected = selected
        updateSelectionAppearance()
    }

    /// Shows the cell as highlighted or not.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != storedHighlighted else { return }
        storedHighlighted = highlighted
        updateSelectionAppearance()
    }

    private func updateSelectionAppearance() {
        let shows = (storedSelected || storedHighlighted) && selectionStyle != .none
        if shows, let background = selectedBackgroundView {
            if background.superview !== self {
                // Above the background view, below the content.
                insertSubview(background, belowSubview: contentView)
            }
            background.frame = bounds
        } else {
            storedSelectedBackgroundView?.removeFromSuperview()
        }
        updateConfiguration(using: configurationState)
    }

    /// Resets the cell before the table hands it out for another row: unselected and unhighlighted. Override
    /// to reset your own per-row state (call `super`).
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    // MARK: Layout

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.frame.size
            super.frame = newValue
            if super.frame.size != oldSize { layoutCellParts() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellParts()
    }

    /// Places the content view, accessory, backgrounds, separator and legacy labels for the current size.
    /// Runs at once when the size changes, so a table can measure a cell it just sized.
    func layoutCellParts() {
        let size = bounds.size
        var contentWidth = size.width
        let accessory: UIView? = accessoryView ?? standardAccessoryView
        if let accessory {
            let accessorySize = accessory === standardAccessoryView
                ? TableCellAccessoryView.size(of: accessoryType) : accessory.frame.size
            let x = size.width - UITableViewCell.accessoryTrailingMargin - accessorySize.width
            accessory.frame = CGRect(x: x, y: ((size.height - accessorySize.height) / 2).rounded(),
                                     width: accessorySize.width, height: accessorySize.height)
            contentWidth = max(x - UITableViewCell.accessorySpacing, 0)
        }
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: size.height)
        backgroundView?.frame = bounds
        storedSelectedBackgroundView?.frame = bounds
        let inset = separatorInset
        let hairline = separatorThickness
        separatorView.frame = CGRect(x: inset.left, y: size.height - hairline,
                                     width: max(size.width - inset.left - inset.right, 0), height: hairline)
        layoutLegacyLabels()
        // The swipe slides the content with its backgrounds, accessory and separator.
        slideForSwipe([contentView, accessoryView ?? standardAccessoryView, backgroundView,
                       storedSelectedBackgroundView, separatorView])
    }

    /// One device pixel: the separator's thickness on the window's screen (1 pt at scale 1).
    var separatorThickness: CGFloat {
        let scale = window?.screen.scale ?? 1
        return 1 / max(scale, 1)
    }

    private func layoutLegacyLabels() {
        guard storedTextLabel != nil || storedDetailTextLabel != nil else { return }
        let margins = UIListContentConfiguration.cellMargins
        let box = CGRect(x: margins.leading, y: 0, width: max(contentView.bounds.width - margins.leading - margins.trailing, 0),
                         height: contentView.bounds.height)
        let text = storedTextLabel
        let detail = storedDetailTextLabel
        switch cellStyle {
        case .default:
            text?.frame = box
        case .subtitle:
            let textHeight = text?.intrinsicContentSize.height ?? 0
            let detailHeight = detail?.intrinsicContentSize.height ?? 0
            let top = ((box.height - textHeight - detailHeight) / 2).rounded()
            text?.frame = CGRect(x: box.minX, y: top, width: box.width, height: textHeight)
            detail?.frame = CGRect(x: box.minX, y: top + textHeight, width: box.width, height: detailHeight)
        case .value1:
            let detailWidth = min(detail?.intrinsicContentSize.width ?? 0, box.width / 2)
            detail?.frame = CGRect(x: box.maxX - detailWidth, y: 0, width: detailWidth, height: box.height)
            text?.frame = CGRect(x: box.minX, y: 0, width: max(box.width - detailWidth - 8, 0), height: box.height)
        case .value2:
            // iOS's settings layout: a fixed detail column on the left.
            let column = min(box.width * 0.3, 91)
            detail?.frame = CGRect(x: box.minX, y: 0, width: column, height: box.height)
            text?.frame = CGRect(x: box.minX + column + 6, y: 0, width: max(box.width - column - 6, 0), height: box.height)
        }
    }

    /// The height the cell needs at `width` (the table's width): Auto Layout in ``contentView`` when it has
    /// constraints, otherwise ``sizeThatFits(_:)``.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if frame.width != width { frame = CGRect(x: frame.minX, y: frame.minY, width: width, height: frame.height) }
        if contentView.hasConstraintsInSubtree {
            let size = contentView.systemLayoutSizeFitting(
                CGSize(width: contentView.bounds.width, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            return size.height
        }
        return sizeThatFits(CGSize(width: width, height: 0)).height
    }

    /// The height the configuration's content view needs at the content view's width, or the legacy labels
    /// (at least ``standardRowHeight``).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configured = configuredContentView {
            let fit = configured.sizeThatFits(CGSize(width: contentView.bounds.width, height: 0))
            return CGSize(width: size.width, height: fit.height)
        }
        let margins = UIListContentConfiguration.cellMargins
        let labels = [storedTextLabel, storedDetailTextLabel].compactMap { $0 }.filter { !$0.isHidden }
        let stacked = cellStyle == .subtitle
        let heights = labels.map { $0.intrinsicContentSize.height }
        let content = stacked ? heights.reduce(0, +) : heights.max() ?? 0
        return CGSize(width: size.width, height: max(UITableViewCell.standardRowHeight, margins.top + content + margins.bottom))
    }

    // MARK: Touches

    /// Tells the table a touch is on the row (it highlights the row).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableView?.rowTouchesBegan(touches, in: self)
    }
    /// Tells the table where the touch went (off the row: the highlight goes).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableView?.rowTouchesMoved(touches, in: self)
    }
    /// Tells the table the touch lifted (on the row: the row is selected).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableView?.rowTouchesEnded(touches, in: self)
    }
    /// Tells the table the touch was cancelled (a scroll took it: the highlight goes).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableView?.rowTouchesCancelled(touches, in: self)
    }
}

extension UIView {
    /// Whether this view or a descendant holds a constraint: whether Auto Layout decides its content's size.
    var hasConstraintsInSubtree: Bool {
        if !constraints.isEmpty { return true }
        return subviews.contains { $0.hasConstraintsInSubtree }
    }
}
