/// A scrolling list of rows in sections, built from reusable cells: UIKit's table view.
///
/// - Rows: the ``dataSource`` says how many rows each section has and configures a cell for each row as
///   it becomes visible, from ``dequeueReusableCell(withIdentifier:for:)``; a cell that scrolls out goes
///   back to the reuse queue, so the cells alive are the rows visible plus about one, whatever the number
///   of rows.
/// - Heights: a fixed ``rowHeight``, the delegate's `heightForRowAt`, or self-sizing
///   (``automaticDimension``: a row is measured from its cell — Auto Layout in the content view, or the
///   cell's `sizeThatFits` — when it is first shown, and estimated until then). Work at ``reloadData()``
///   is per section, not per row, unless the delegate gives heights per row.
/// - Sections have headers and footers (from the data source's titles or the delegate's views); in the
///   `.plain` style a section's header stays at the top while its rows scroll under it.
/// - Selection is a touch on a cell after the scroll view's content-touch delay (the row highlights), and
///   the lift on it (the row is selected); a drag that scrolls cancels the highlight. Each decision is
///   traced ("row 3 highlighted after 0.150 s delay").
///
/// - Swipe actions: a horizontal drag on a row reveals the delegate's ``UISwipeActionsConfiguration``
///   (UITableView+SwipeActions.swift); a full swipe performs the first action.
///
/// - Reordering: a long press lifts a row the data source lets move, the finger drags it, the data source
///   is told once at the lift (UITableView+Reordering.swift).
///
/// Built on the public mechanisms: a ``UIScrollView`` whose `layoutSubviews` places the visible rows, the
/// cells' touch methods, and Auto Layout for measuring.
///
/// Differences from iOS: no editing mode, index titles, prefetching, drag and drop, or focus; the
/// `.insetGrouped` style draws as `.grouped`. Decisions where the documentation is silent are in
/// docs/decisions.md, "Table views".
@MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge on white, floating section headers.
        case plain
        /// Sections as groups on a grey background; headers scroll with their rows.
        case grouped
        /// As `.grouped` (drawn like it here).
        case insetGrouped
    }

    /// Where a row ends up after ``scrollToRow(at:at:animated:)``.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the row.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// How separators are drawn.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A one-pixel line under each row.
        case singleLine
    }

    /// "Decide from the content": a self-sizing row, header or footer, or the default estimate. iOS's value.
    public static let automaticDimension: CGFloat = -1
    /// What the delegate's height methods return when the delegate does not implement them: "use the
    /// table's property". A value no real height can have (docs/decisions.md, "Table views").
    public static let delegateDefaultHeight: CGFloat = -0x1.fffffep+50
    /// The estimate for a self-sizing row when ``estimatedRowHeight`` is ``automaticDimension``: 44 pt, a
    /// standard row.
    public static let defaultEstimatedRowHeight: CGFloat = 44
    /// The separators' inset by default: 16 pt from the leading edge, where the text of a standard cell starts.
    public static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The separators' colour by default: iOS's opaque separator colour (#C6C6C8).
    public static let defaultSeparatorColor = UIColor(red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255, alpha: 1)
    /// A grouped table's background: iOS's system grouped background (#F2F2F7).
    public static let groupedBackgroundColor = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)

    /// The style, fixed at creation.
    public let style: Style

    /// Supplies the rows. Setting it reloads the table at the next layout.
    open weak var dataSource: UITableViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// The delegate, as the table's protocol (the same object as ``UIScrollView/delegate``).
    public private(set) weak var tableDelegate: UITableViewDelegate?

    /// The delegate: a ``UITableViewDelegate`` gets the table's callbacks as well as the scroll view's.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            setNeedsReload()
        }
    }

    // MARK: Heights

    /// The height of every row, or ``automaticDimension`` (the default) for self-sizing rows. The
    /// delegate's `heightForRowAt` wins when it is implemented.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The estimate for self-sizing rows not measured yet; ``automaticDimension`` (the default) uses 44 pt,
    /// and so does 0 (iOS would measure every row at once; docs/decisions.md, "Table views").
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of section headers, or ``automaticDimension`` (the default): the style's height when the
    /// section has a title or a view, else none (plain) or a gap (grouped).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of section footers, or ``automaticDimension`` (the default), as for headers.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }

    // MARK: Separators

    /// Whether rows have separators. Default `.singleLine`.
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { refreshVisibleCellDecorations() } }
    /// The separators' colour. Default ``defaultSeparatorColor``.
    open var separatorColor: UIColor? = UITableView.defaultSeparatorColor { didSet { refreshVisibleCellDecorations() } }
    /// The separators' inset (left and right count). Default ``defaultSeparatorInset``.
    open var separatorInset: UIEdgeInsets = UITableView.defaultSeparatorInset { didSet { refreshVisibleCellDecorations() } }

    // MARK: Selection

    /// Whether a tap selects a row. Default `true`.
    open var allowsSelection = true
    /// Whether several rows can be selected: a tap on a selected row deselects it. Default `false`.
    open var allowsMultipleSelection = false

    // MARK: Table header and footer

    /// A view above the first section, at its frame's height and the table's width. Default `nil`.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }
    /// A view below the last section. Default `nil`.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }

    // MARK: State
    //
    // The state a steady scroll frame reads (the placement found still valid, the headers and footers kept,
    // the pending work) is unchecked storage, as the dispatch core's hot properties (docs/decisions.md,
    // "Dispatch hot path without compiler flags"): no access to one of them overlaps another access to it.

    @exclusivity(unchecked) var geometry = TableGeometry()
    /// Whether the counts and heights must be asked again before the next layout.
    @exclusivity(unchecked) var needsReload = true
    /// The cells on screen, by row.
    var visibleRowCells: [IndexPath: UITableViewCell] = [:]
    /// The visible rows in order, first to last (empty when none).
    @exclusivity(unchecked) var visibleRange: (first: IndexPath, last: IndexPath)?
    /// The geometry version and bounds the visible rows were placed for.
    @exclusivity(unchecked) var placedFor: (version: Int, bounds: CGRect)?
    /// Where the bounds can move without changing the visible rows, and the placement (``placedFor``) it
    /// was drawn for: valid while that placement is the current one.
    @exclusivity(unchecked) var steadyRows: (placedFor: (version: Int, bounds: CGRect), window: TableSteadyWindow)?
    /// Where the bounds can move without changing the sections whose headers and footers are shown, and the
    /// sections (``visibleSections``) it was drawn for.
    @exclusivity(unchecked) var steadySections: (sections: (range: ClosedRange<Int>, version: Int), window: TableSteadyWindow)?
    /// The section headers and footers on screen, by section.
    @exclusivity(unchecked) var visibleHeaders: [Int: UIView] = [:]
    @exclusivity(unchecked) var visibleFooters: [Int: UIView] = [:]
    var cellPool = ReusableViewPool<UITableViewCell>()
    var headerFooterPool = ReusableViewPool<UITableViewHeaderFooterView>()
    /// The header and footer views the table made for titles, reused among sections.
    var titleViewPool: [UITableViewHeaderFooterView] = []
    var selection = IndexPathSelection()
    /// The row being configured by `cellForRowAt` (a `reloadData` from inside it is deferred).
    var configuringRow: IndexPath?
    /// A `reloadData` asked for while a row was being configured.
    @exclusivity(unchecked) var deferredReload = false
    /// The visible row being configured again by ``reconfigureRows(at:)``: the dequeue call for it answers
    /// its own cell.
    var reconfiguringRow: (indexPath: IndexPath, cell: UITableViewCell)?
    /// The touch on a row and what it did (highlight and selection tracking).
    var rowTouch: RowTouch?
    /// A `scrollToRow` target kept until the rows it depends on are measured.
    @exclusivity(unchecked) var pendingScroll: (indexPath: IndexPath, position: ScrollPosition, animated: Bool)?
    /// The batch being collected between `beginUpdates` and `endUpdates`, its nesting and its animation.
    var openBatch = TableBatchUpdate()
    var batchDepth = 0
    var openBatchAnimation: RowAnimation = .none
    var batchCompletions: [(Bool) -> Void] = []
    /// The running update animation.
    @exclusivity(unchecked) var rowAnimation: RowAnimationState?
    /// Counts row layout passes; each placed cell records the pass (``UITableViewCell/rowGeneration``).
    var rowGeneration = 0
    /// How many self-sizing rows the table has measured from their cells.
    var rowsMeasuredCount = 0
    /// Scratch for the rows that left the bounds in a pass, kept to avoid allocating per frame.
    var leavingRows: [IndexPath] = []
    /// The sections whose headers and footers were placed last, and the geometry version.
    @exclusivity(unchecked) var visibleSections: (range: ClosedRange<Int>, version: Int)?
    /// The swipe actions of the rows (RowSwipeController.swift, shared with list collection views).
    private(set) lazy var rowSwipes = RowSwipeController(host: self)
    /// The long press that lifts a row to move it (UITableView+Reordering.swift).
    let rowReorderRecognizer = RowReorderGestureRecognizer()
    /// The row being moved.
    @exclusivity(unchecked) var rowReorder: RowReorder?

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : UITableView.groupedBackgroundColor
        alwaysBounceVertical = true
        addGestureRecognizer(rowSwipes.recognizer)
        rowReorderRecognizer.addTarget(self, action: UITableView.rowReorderChanged)
        addGestureRecognizer(rowReorderRecognizer)
    }

    /// The swipe-actions pan begins only on a mostly horizontal drag of a row that has actions for that
    /// side (UITableView+SwipeActions.swift), the reordering press only on a movable row
    /// (UITableView+Reordering.swift); the scroll view's pan and others: the scroll view's answer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === rowSwipeRecognizer { return rowSwipes.shouldBegin() }
        if gestureRecognizer === rowReorderRecognizer { return rowReorderShouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A touch that closed a row's swipe actions does not reach the rows; others: the scroll view's answer.
    open override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        guard rowSwipes.letsContentHave(touches) else { return false }
        return super.touchesShouldBegin(touches, with: event, in: view)
    }

    /// While the swipe pan may still take a touch, the rows wait for it even after the scroll's pan failed
    /// (a horizontal drag), so a swiped row never flashes its highlight first.
    override var contentTouchesWaitForOtherPans: Bool {
        rowSwipes.contentTouchesWait
    }

    /// A change of the visible area (a scroll) lays the rows out again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if super.bounds != old { setNeedsLayout() }
        }
    }

    /// Places the visible rows, headers and footers (UITableView+Layout.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTableContent()
    }

    /// Creates a `.plain` table.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    // MARK: Registration and reuse

    /// Registers the cell class made for `identifier` (`nil` removes the registration).
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellPool.register(identifier, make: nil)
            return
        }
        cellPool.register(identifier) { cellClass.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Registers the header or footer view class made for `identifier` (`nil` removes it).
    open func register(_ viewClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let viewClass else {
            headerFooterPool.register(identifier, make: nil)
            return
        }
        headerFooterPool.register(identifier) { viewClass.init(reuseIdentifier: identifier) }
    }

    /// A cell for the row at `indexPath`: a queued one under `identifier` (after its `prepareForReuse`), or
    /// a new one of the registered class.
    ///
    /// An identifier nothing was registered for is reported ("no cell class registered for reuse
    /// identifier …") and answered with a `.default` cell, so the row still shows; iOS raises an exception.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring = reconfiguringRow, reconfiguring.indexPath == indexPath,
           reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        let registered = cellPool.registeredIdentifiers
        reportTableDiagnostic(
            "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(rowName(indexPath))): no cell class registered for reuse identifier \"\(identifier)\" (registered: \(registered.isEmpty ? "none" : registered.map { "\"\($0)\"" }.joined(separator: ", "))); register(_:forCellReuseIdentifier:) first. Using a default cell")
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        cell.tableView = self
        return cell
    }

    /// A queued cell under `identifier`, a new one when the identifier is registered, or `nil`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let (cell, reused) = cellPool.dequeue(identifier) else { return nil }
        if reused {
            cell.clearSwipe()
            cell.prepareForReuse()
        }
        cell.tableView = self
        return cell
    }

    /// A queued header or footer view under `identifier`, a new one when registered, or `nil`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, reused) = headerFooterPool.dequeue(identifier) else { return nil }
        if reused { view.prepareForReuse() }
        return view
    }

    /// How many cells the table has made from its registrations (the measure of real reuse).
    public var numberOfCellsCreated: Int { cellPool.createdCount }

    /// For the package's tests: how many layouts placed the rows (a layout whose visible rows did not
    /// change since the last one places none: it only moves what floats), and how many self-sizing rows
    /// were measured from their cells.
    package var rowLayoutFigures: (placements: Int, measuredRows: Int) { (rowGeneration, rowsMeasuredCount) }

    // MARK: Counts

    /// The number of sections (as of the last reload or update).
    open var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in `section` (as of the last reload or update); 0 for a section out of range.
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return 0 }
        return geometry.sections[section].rows.count
    }

    // MARK: Diagnostics and trace

    /// `table view list` (the accessibility identifier or the view path).
    var tableTraceName: String { "table view \(traceName)" }

    /// `row 3` in a one-section table, `row 3 of section 1` otherwise.
    func rowName(_ indexPath: IndexPath) -> String {
        guard indexPath.count == 2 else { return "index path \(indexPath)" }
        if indexPath.section == 0, geometry.sections.count <= 1 { return "row \(indexPath.row)" }
        return "row \(indexPath.row) of section \(indexPath.section)"
    }

    func reportTableDiagnostic(_ message: String) {
        UIApplication.reportDiagnostic("\(tableTraceName): \(message)", in: window?.application)
    }

    /// Whether `indexPath` names a row; if not, reports that `caller` got a bad one and what the table has.
    func checkRow(_ indexPath: IndexPath, _ caller: String) -> Bool {
        reloadIfNeeded()
        if geometry.contains(indexPath) { return true }
        let sections = geometry.sections.count
        let what: String
        if indexPath.count != 2 {
            what = "an index path needs a section and a row"
        } else if indexPath.section < 0 || indexPath.section >= sections {
            what = "section \(indexPath.section) out of range (the table has \(sections) section\(sections == 1 ? "" : "s"))"
        } else {
            let rows = geometry.sections[indexPath.section].rows.count
            what = "row \(indexPath.row) out of range (section \(indexPath.section) has \(rows) row\(rows == 1 ? "" : "s"))"
        }
        reportTableDiagnostic("\(caller): index path \(indexPath) is invalid: \(what); ignored")
        return false
    }
}
