/// A scrolling set of items in sections, placed by a ``UICollectionViewLayout`` and built from reusable
/// cells: UIKit's collection view.
///
/// - Items: the ``dataSource`` says how many items each section has and configures a cell for each item
///   as it becomes visible, from ``dequeueReusableCell(withReuseIdentifier:for:)``; supplementary views
///   (headers, footers) likewise from
///   ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``. Only the elements whose
///   attributes intersect the visible area have views; one that scrolls out goes back to the reuse queue.
/// - Placement: the layout's ``UICollectionViewLayout/prepare()``, content size and
///   ``UICollectionViewLayout/layoutAttributesForElements(in:)`` (UICollectionView+Layout.swift). The
///   collection view asks for a rectangle larger than the visible area and asks again only when the
///   visible area leaves it, so a scroll frame that reveals no new element asks nothing and allocates
///   nothing.
/// - Selection is a touch on a cell after the scroll view's content-touch delay (the item highlights) and
///   the lift on it (the item is selected), exactly as the table view's rows; a drag that scrolls cancels
///   the highlight (UICollectionView+Selection.swift). Each decision is traced.
///
/// Bad input — a cell the data source did not dequeue from this view, attributes for items that do not
/// exist, sizes that are zero, negative or not finite, an unregistered reuse identifier — is reported
/// through the application's diagnostics and skipped or replaced, never a crash.
///
/// Layouts: a subclass of ``UICollectionViewLayout``, or ``UICollectionViewFlowLayout``.
///
/// Self-sizing cells (UICollectionView+SelfSizing.swift), interactive movement
/// (UICollectionView+InteractiveMovement.swift) and prefetching (UICollectionView+Prefetching.swift) follow
/// docs/collection-views.md.
///
/// Differences from iOS: no decoration views, drag and drop or focus yet. Decisions where the documentation is silent are in docs/decisions.md, "Collection
/// views".
@MainActor
open class UICollectionView: UIScrollView {
    /// What kind of element layout attributes describe.
    public enum ElementCategory: Int, Sendable {
        /// A cell: an item of the data source.
        case cell
        /// A supplementary view (header, footer, badge) from the data source.
        case supplementaryView
        /// A decoration view from the layout (not supported: reported and not shown).
        case decorationView
    }

    /// Where an item ends up after ``scrollToItem(at:at:animated:)``: at most one vertical and one
    /// horizontal option; an axis without one gets the least scrolling that shows the item. UIKit's raw
    /// values.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw value (UIKit's bits).
        public let rawValue: UInt
        /// Creates a position from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header supplementary view (UIKit's string).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view (UIKit's string).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout that places the items. Setting it invalidates the old placement; the new layout is
    /// prepared at the next layout pass.
    @exclusivity(unchecked) open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            adopt(collectionViewLayout)
            collectionLayoutInvalidated()
        }
    }

    /// Supplies the items. Setting it reloads at the next layout.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { setNeedsCollectionReload() }
    }

    /// The delegate, as the collection view's protocol (the same object as ``UIScrollView/delegate``).
    public private(set) weak var collectionDelegate: UICollectionViewDelegate?

    /// The delegate: a ``UICollectionViewDelegate`` gets the collection view's callbacks as well as the
    /// scroll view's.
    open override var delegate: UIScrollViewDelegate? {
        didSet { collectionDelegate = delegate as? UICollectionViewDelegate }
    }

    /// Told ahead of time which items will come on screen (UICollectionView+Prefetching.swift).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Whether the ``prefetchDataSource`` is asked. Default `true`, as on iOS.
    open var isPrefetchingEnabled = true

    /// Whether a tap selects an item. Default `true`.
    open var allowsSelection = true
    /// Whether several items can be selected: a tap on a selected item deselects it. Default `false`.
    open var allowsMultipleSelection = false

    // MARK: State
    //
    // The state a scroll frame reads (the bounds change and the layout pass that finds the placement still
    // valid) is unchecked storage, as the dispatch core's hot properties (docs/decisions.md, "Dispatch hot path
    // without compiler flags"): no access to one of them overlaps another access to it.

    /// Items per section, as of the last reload.
    var itemCounts: [Int] = []
    /// Whether the counts must be asked again before the next layout.
    @exclusivity(unchecked) var needsCollectionReload = true
    /// Whether the layout must be prepared again before it is asked for attributes.
    @exclusivity(unchecked) var needsLayoutPreparation = true
    /// Whether the pending preparation follows a context that named only some elements: the attributes
    /// kept stay, and only ``elementsToRefresh`` are asked again (UICollectionView+ElementRefresh.swift).
    @exclusivity(unchecked) var keepsAttributesAtPreparation = false
    /// The supplementary and decoration elements a context named, to ask the layout again for.
    @exclusivity(unchecked) var elementsToRefresh: [CollectionElementKey] = []
    /// The rectangle the cached attributes were asked for, and what the layout answered (checked).
    var attributesRect: CGRect? {
        didSet { steadyPlacement = nil }
    }
    /// The bounds of the last placement, and how far toward each side they can move without any element
    /// entering or leaving: a scroll frame within that places nothing (UICollectionView+Layout.swift).
    @exclusivity(unchecked) var steadyPlacement: (bounds: CGRect, slack: CollectionPlacementSlack)?
    /// The layout's answer for ``attributesRect`` (the elements that can be shown).
    var cachedAttributes: [UICollectionViewLayoutAttributes] = [] {
        didSet { placementEdges.invalidate() }
    }
    /// The kept attributes' frames sorted by edge, for the placement's slack (CollectionPlacementEdges.swift).
    var placementEdges = CollectionPlacementEdges()
    /// Problems already reported since the last invalidation, so a layout's mistake is told once, not
    /// every frame.
    var reportedLayoutProblems: Set<String> = []
    /// The views on screen, by element.
    var visibleElements: [CollectionElementKey: UICollectionReusableView] = [:]
    var cellPool = ReusableViewPool<UICollectionViewCell>()
    var supplementaryPool = ReusableViewPool<UICollectionReusableView>()
    var selection = IndexPathSelection()
    /// The element the data source is configuring (a `reloadData` from inside it is deferred).
    @exclusivity(unchecked) var configuringElement: IndexPath?
    @exclusivity(unchecked) var deferredReload = false
    /// The touch on an item and what it did (highlight and selection tracking).
    var itemTouch: ItemTouch?
    /// Counts placement passes; each placed view records the pass it was placed in.
    @exclusivity(unchecked) var placementGeneration = 0
    /// How many placement passes asked the layout for attributes (for the package's tests).
    var attributeQueries = 0
    /// Scratch for the elements that left in a pass, kept to avoid allocating per frame.
    var leavingElements: [CollectionElementKey] = []
    /// The batch being recorded inside ``performBatchUpdates(_:completion:)`` (UICollectionView+Updates.swift).
    var openBatch = TableBatchUpdate()
    var batchDepth = 0
    var batchCompletions: [(Bool) -> Void] = []
    /// Whether the open batch animates (a diffable data source applying without animation turns it off).
    var openBatchAnimates = true
    /// The running batch-update animation.
    var itemAnimation: UpdateAnimation<UICollectionReusableView>?
    /// The elements the views fading out in ``itemAnimation`` showed, to queue them as such at its end.
    var leavingAnimated: [ObjectIdentifier: CollectionElementKey] = [:]
    /// The visible item being configured again by ``reconfigureItems(at:)``, and its cell.
    var reconfiguringItem: (IndexPath, UICollectionViewCell)?
    /// The cells that came on screen in this layout pass and are still to be measured (self-sizing,
    /// UICollectionView+SelfSizing.swift).
    @exclusivity(unchecked) var pendingSelfSizing: [(key: CollectionElementKey, view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)] = []
    /// The item being moved interactively, and the animation of the items making room
    /// (UICollectionView+InteractiveMovement.swift).
    @exclusivity(unchecked) var interactiveMovement: InteractiveMovement?
    /// What the prefetch data source was asked for (UICollectionView+Prefetching.swift).
    @exclusivity(unchecked) var prefetchState = CollectionPrefetchState()
    var movementAnimation: UpdateAnimation<UICollectionReusableView>?
    /// The sections that scroll across and their scroll views (UICollectionView+Orthogonal.swift).
    var orthogonal = OrthogonalState()
    /// The swipe actions of list sections, made when a list section is first laid out (UICollectionView+List.swift).
    @exclusivity(unchecked) var listSwipes: RowSwipeController?

    /// Creates a collection view placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .white
        adopt(layout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionView, other !== self {
            reportCollectionDiagnostic(
                "collectionViewLayout: the layout is already used by \(other.collectionTraceName); a layout serves one collection view: it now serves this one")
            other.collectionLayoutInvalidated()
        }
        layout.collectionView = self
    }

    /// A change of the visible area (a scroll or a resize) asks the layout whether it must be redone, and
    /// places the elements again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            boundsWillChange(to: newValue)
            super.bounds = newValue
        }
    }

    /// A resize through the frame is a bounds change too (the view's frame setter does not go through
    /// ``bounds``).
    open override var frame: CGRect {
        get { super.frame }
        set {
            boundsWillChange(to: CGRect(origin: super.bounds.origin, size: newValue.size))
            super.frame = newValue
        }
    }

    /// Asks the layout about a bounds change before it happens (the layout compares with the current
    /// bounds, as on iOS) and marks the elements for placing.
    private func boundsWillChange(to newBounds: CGRect) {
        guard newBounds != super.bounds else { return }
        if !needsLayoutPreparation || keepsAttributesAtPreparation,
           collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            let context = collectionViewLayout.invalidationContext(forBoundsChange: newBounds)
            if context.invalidatesOnlyNamedElements {
                collectionViewLayout.invalidateLayout(with: context)
            } else {
                collectionViewLayout.invalidateLayout()
            }
        }
        setNeedsLayout()
    }

    /// Prepares the layout if needed and places the visible elements (UICollectionView+Layout.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCollectionContent()
    }

    /// A touch that closed a list row's swipe actions does not reach the items; others: the scroll view's
    /// answer (UICollectionView+List.swift).
    open override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        if let listSwipes, !listSwipes.letsContentHave(touches) { return false }
        return super.touchesShouldBegin(touches, with: event, in: view)
    }

    /// While a list's swipe pan may still take a touch, the items wait for it, as a table's rows do.
    override var contentTouchesWaitForOtherPans: Bool { listSwipes?.contentTouchesWait ?? false }

    // MARK: Registration and reuse

    /// Registers the cell class made for `identifier` (`nil` removes the registration).
    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellPool.register(identifier, make: nil)
            return
        }
        cellPool.register(identifier) {
            let cell = cellClass.init(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// Registers the supplementary view class made for `elementKind` under `identifier` (`nil` removes it).
    open func register(_ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        let key = supplementaryPoolKey(elementKind, identifier)
        guard let viewClass else {
            supplementaryPool.register(key, make: nil)
            return
        }
        supplementaryPool.register(key) {
            let view = viewClass.init(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
    }

    /// A cell for the item at `indexPath`: a queued one under `identifier` (after its `prepareForReuse`),
    /// or a new one of the registered class. Call it from the data source's `cellForItemAt`.
    ///
    /// An identifier nothing was registered for is reported and answered with a plain cell, so the item
    /// still shows; iOS raises an exception.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        // Reconfiguring a visible item: the cell it shows (UICollectionView+Reconfigure.swift).
        if let (item, shown) = reconfiguringItem, item == indexPath, shown.reuseIdentifier == identifier {
            shown.isAwaitingDataSourceReturn = true
            return shown
        }
        let cell: UICollectionViewCell
        if let (queued, reused) = cellPool.dequeue(identifier) {
            cell = queued
            if reused { cell.prepareForReuse() }
        } else {
            reportCollectionDiagnostic(
                "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(itemName(indexPath))): no cell class registered for reuse identifier \"\(identifier)\" (registered: \(registeredList(cellPool.registeredIdentifiers))); register(_:forCellWithReuseIdentifier:) first. Using a plain cell")
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.owningCollectionView = self
        cell.isAwaitingDataSourceReturn = true
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`: a queued one (after its `prepareForReuse`), or
    /// a new one of the class registered for the kind and identifier. Call it from the data source's
    /// `viewForSupplementaryElementOfKind`. An unregistered kind or identifier is reported and answered with
    /// a plain view.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let view: UICollectionReusableView
        if let (queued, reused) = supplementaryPool.dequeue(supplementaryPoolKey(elementKind, identifier)) {
            view = queued
            if reused { view.prepareForReuse() }
        } else {
            reportCollectionDiagnostic(
                "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): no view class registered for that kind and identifier; register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first. Using a plain view")
            view = UICollectionReusableView(frame: .zero)
        }
        view.owningCollectionView = self
        view.isAwaitingDataSourceReturn = true
        return view
    }

    /// How many cells the collection view has made from its registrations (the measure of real reuse).
    public var numberOfCellsCreated: Int { cellPool.createdCount }

    /// Supplementary views are pooled by kind and identifier together: the same identifier may name
    /// different classes for a header and a footer.
    func supplementaryPoolKey(_ kind: String, _ identifier: String) -> String { "\(kind)\u{1F}\(identifier)" }

    private func registeredList(_ identifiers: [String]) -> String {
        identifiers.isEmpty ? "none" : identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    // MARK: Counts

    /// The number of sections (as of the last reload).
    open var numberOfSections: Int {
        reloadCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section` (as of the last reload); 0 for a section out of range.
    open func numberOfItems(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        guard section >= 0, section < itemCounts.count else { return 0 }
        return itemCounts[section]
    }

    /// Whether `indexPath` names an item the data source has.
    func containsItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < itemCounts.count
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    // MARK: Diagnostics and trace

    /// `collection view grid` (the accessibility identifier or the view path).
    var collectionTraceName: String { "collection view \(traceName)" }

    /// `item 3` in a one-section collection view, `item 3 of section 1` otherwise.
    func itemName(_ indexPath: IndexPath) -> String {
        guard indexPath.count == 2 else { return "index path \(indexPath)" }
        if indexPath.section == 0, itemCounts.count <= 1 { return "item \(indexPath.item)" }
        return "item \(indexPath.item) of section \(indexPath.section)"
    }

    func reportCollectionDiagnostic(_ message: String) {
        UIApplication.reportDiagnostic("\(collectionTraceName): \(message)", in: window?.application)
    }

    /// Whether `indexPath` names an item; if not, reports that `caller` got a bad one and what there is.
    func checkItem(_ indexPath: IndexPath, _ caller: String) -> Bool {
        reloadCountsIfNeeded()
        if containsItem(indexPath) { return true }
        reportCollectionDiagnostic("\(caller): index path \(indexPath) is invalid: \(whyInvalid(indexPath)); ignored")
        return false
    }

    /// What is wrong with an index path that names no item.
    func whyInvalid(_ indexPath: IndexPath) -> String {
        let sections = itemCounts.count
        if indexPath.count != 2 { return "an index path needs a section and an item" }
        if indexPath.section < 0 || indexPath.section >= sections {
            return "section \(indexPath.section) out of range (the collection view has \(sections) section\(sections == 1 ? "" : "s"))"
        }
        let items = itemCounts[indexPath.section]
        return "item \(indexPath.item) out of range (section \(indexPath.section) has \(items) item\(items == 1 ? "" : "s"))"
    }

    /// The application whose clock and trace the collection view uses.
    var collectionApplication: UIApplication { UIApplication.serving(window?.application) }

    /// Writes a decision to the trace: `collection view grid: item 3 highlighted after 0.150 s delay`.
    func traceCollection(_ message: @autoclosure () -> String) {
        let app = collectionApplication
        guard app.trace.isEnabled else { return }
        app.trace.emit(.note(time: app.clock.now, message: "\(collectionTraceName): \(message())"))
    }
}

/// One element of a collection view: a cell (kind empty) or a supplementary view of a kind, at an index path.
struct CollectionElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String
    var indexPath: IndexPath

    static func cell(_ indexPath: IndexPath) -> CollectionElementKey {
        CollectionElementKey(category: .cell, kind: "", indexPath: indexPath)
    }
}
