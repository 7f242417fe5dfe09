/// A layout of items in lines, the next line when one is full: UIKit's grid and carousel layout.
///
/// - Items are ``itemSize`` (default 50 × 50), or the delegate's
///   ``UICollectionViewDelegateFlowLayout/collectionView(_:layout:sizeForItemAt:)``. A line holds as many
///   as fit across with at least ``minimumInteritemSpacing`` between them; the room left is spread between
///   them, so full lines reach both edges of the section, and a lone item is centred. The last line keeps
///   the spacing of a full one (uniform items line up in columns). Items of different sizes are centred
///   along their line. Lines are ``minimumLineSpacing`` apart.
/// - Sections are one after the other along ``scrollDirection``, each inset by ``sectionInset``, with a
///   header (``headerReferenceSize``) before and a footer after: supplementary views of kinds
///   ``UICollectionView/elementKindSectionHeader`` and ``UICollectionView/elementKindSectionFooter``, as
///   long as the size's height (vertical) or width (horizontal), across the whole collection view.
/// - `.vertical` (the default) fills lines across the width and scrolls down; `.horizontal` fills columns
///   down the height and scrolls right.
///
/// Fast for large counts: sections of uniform items keep no per-item data, and the items of a rectangle
/// are found by arithmetic or by binary search on lines, never by a scan of all items.
///
/// Self-sizing: with an ``estimatedItemSize`` (or ``automaticSize``) and no delegate `sizeForItemAt`, items
/// start at the estimate and each cell is measured as it comes on screen
/// (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``: Auto Layout in the content view, the
/// size across the scroll direction kept); the layout keeps the measured sizes per item (dropped on a
/// reload, moved along by batch updates, dropped for reloaded items), so the content size converges as the
/// user scrolls. A section whose items keep the estimate across stays arithmetic lines with a Fenwick tree
/// of line lengths (FlowLayoutMeasuredLines.swift); one whose cells change their size across is broken
/// into lines again (per item).
///
/// Pinned headers and footers: with ``sectionHeadersPinToVisibleBounds`` a section's header stays at the top
/// of the visible area while its section scrolls under it, and the section's end (the next header) pushes it
/// off; footers likewise at the bottom (UICollectionViewFlowLayout+Pinning.swift).
///
/// Differences from iOS: self-sizing supplementary views are not asked.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Whether a flow layout fills rows (and scrolls vertically) or columns (and scrolls horizontally).
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// The sentinel for ``estimatedItemSize`` that asks for self-sizing from the cells (UIKit's name).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The direction lines fill and the content scrolls. Default `.vertical`. (It and the two pinning flags
    /// are read at every scroll frame, by ``shouldInvalidateLayout(forBoundsChange:)``: unchecked storage, as
    /// the dispatch core's hot properties; docs/decisions.md.)
    @exclusivity(unchecked) open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item without a delegate size. Default 50 × 50 (UIKit's).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size self-sizing items have until their cells are measured; `.zero` (the default) turns
    /// self-sizing off, ``automaticSize`` turns it on with ``itemSize`` as the estimate. A flow delegate's
    /// `sizeForItemAt` wins over self-sizing.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The least space between lines. Default 10 (UIKit's).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line. Default 10 (UIKit's).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items (inside its header and footer). Default zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of each section's header: its height counts in a vertical layout, its width in a horizontal
    /// one. Default zero (no header).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer, as for headers. Default zero (no footer).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether each section's header stays at the top (leading edge) of the visible area while its section
    /// is on screen, pushed off by the section's end. Default `false`.
    @exclusivity(unchecked) open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether each section's footer stays at the bottom (trailing edge) of the visible area while its
    /// section is on screen, pushed off by the section's start. Default `false`.
    @exclusivity(unchecked) open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    private(set) var geometry = FlowLayoutGeometry()
    var isVertical: Bool { scrollDirection == .vertical }
    /// The sizes self-sizing cells measured, by item: what a full `prepare()` builds the lines from.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    /// Whether ``geometry`` must be built again at the next `prepare()`: after any invalidation but the
    /// measured sizes of self-sizing cells, which change the lines in place.
    private var geometryIsStale = true
    /// Whether items are sized by their cells (decided at `prepare()`).
    private var selfSizingActive = false
    /// Set by the flow delegate's default `sizeForItemAt`: the delegate does not size items itself.
    var delegateAnsweredDefaultItemSize = false

    /// Creates a vertical flow layout with UIKit's defaults.
    public override init() { super.init() }

    // MARK: Preparing

    /// Asks the collection view for its counts and the delegate for sizes, and breaks each section into lines.
    open override func prepare() {
        super.prepare()
        // Only measured sizes changed since the last build, and they are already in the lines.
        guard geometryIsStale else { return }
        geometryIsStale = false
        var geometry = FlowLayoutGeometry()
        guard let collectionView else {
            self.geometry = geometry
            return
        }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        selfSizingActive = false
        let bounds = collectionView.bounds
        let insets = collectionView.adjustedContentInset
        geometry.acrossLength = isVertical ? max(bounds.width - insets.left - insets.right, 0) : max(bounds.height - insets.top - insets.bottom, 0)
        var along: CGFloat = 0
        let sectionCount = collectionView.numberOfSections
        geometry.sections.reserveCapacity(sectionCount)
        // The measured sizes by section, so each section reads only its own.
        var measured: [Int: [(item: Int, size: CGSize)]] = [:]
        for (indexPath, size) in measuredSizes where indexPath.count == 2 { measured[indexPath.section, default: []].append((indexPath.item, size)) }
        for index in 0..<sectionCount {
            var section = FlowLayoutGeometry.Section()
            section.start = along
            section.itemCount = collectionView.numberOfItems(inSection: index)
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: index) ?? sectionInset
            section.inset = checkedInset(inset, "insetForSectionAt \(index)")
            section.alongBefore = isVertical ? section.inset.top : section.inset.left
            section.alongAfter = isVertical ? section.inset.bottom : section.inset.right
            section.acrossBefore = isVertical ? section.inset.left : section.inset.top
            section.acrossAfter = isVertical ? section.inset.right : section.inset.bottom
            section.lineSpacing = checkedLength(delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: index) ?? minimumLineSpacing,
                                                "minimumLineSpacing for section \(index)")
            let gap = checkedLength(delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: index) ?? minimumInteritemSpacing,
                                    "minimumInteritemSpacing for section \(index)")
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: index) ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: index) ?? footerReferenceSize
            section.headerLength = checkedLength(isVertical ? header.height : header.width, "header size for section \(index)")
            section.footerLength = checkedLength(isVertical ? footer.height : footer.width, "footer size for section \(index)")
            let available = max(geometry.acrossLength - section.acrossBefore - section.acrossAfter, 0)
            let (lines, length, selfSizing) = makeLines(section: index, count: section.itemCount, available: available, gap: gap,
                                                        lineSpacing: section.lineSpacing, delegate: delegate, measured: measured[index] ?? [],
                                                        in: collectionView)
            section.lines = lines
            section.linesLength = length
            section.selfSizing = selfSizing
            along = section.end
            geometry.sections.append(section)
        }
        self.geometry = geometry
    }

    /// Uniform lines unless a flow delegate gives sizes or the items size themselves. A flow delegate that
    /// implements `sizeForItemAt` is asked for every item, as UIKit's flow layout does; one that does not
    /// (its default answered, which marks the layout) is asked once. Sizes that all turn out equal are kept
    /// as uniform lines, with no per-item data. With an ``estimatedItemSize`` and no delegate sizes, the
    /// section's items size themselves (`selfSizing`).
    private func makeLines(section: Int, count: Int, available: CGFloat, gap: CGFloat, lineSpacing: CGFloat,
                           delegate: UICollectionViewDelegateFlowLayout?, measured: [(item: Int, size: CGSize)],
                           in collectionView: UICollectionView) -> (FlowLayoutGeometry.Lines, CGFloat, selfSizing: Bool) {
        if count > 0, let delegate {
            delegateAnsweredDefaultItemSize = false
            let first = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
            if !delegateAnsweredDefaultItemSize {
                let (lines, length) = delegateLines(section: section, count: count, first: first, available: available, gap: gap,
                                                    lineSpacing: lineSpacing, delegate: delegate, in: collectionView)
                return (lines, length, false)
            }
        }
        if count > 0, estimatedItemSize != .zero {
            selfSizingActive = true
            let (lines, length) = selfSizingLines(count: count, available: available, gap: gap, lineSpacing: lineSpacing, measured: measured)
            return (lines, length, true)
        }
        let uniform = flowSize(checkedItemSize(itemSize, "itemSize"))
        let (lines, length) = FlowLayoutGeometry.uniformLines(count: count, size: uniform, available: available, minimumGap: gap, lineSpacing: lineSpacing)
        return (lines, length, false)
    }

    /// The lines of a section whose delegate sizes every item.
    private func delegateLines(section: Int, count: Int, first: CGSize, available: CGFloat, gap: CGFloat, lineSpacing: CGFloat,
                               delegate: UICollectionViewDelegateFlowLayout, in collectionView: UICollectionView) -> (FlowLayoutGeometry.Lines, CGFloat) {
        var sizes: [FlowLayoutGeometry.FlowSize] = []
        sizes.reserveCapacity(count)
        var allEqual = true
        let uniform = flowSize(checkedItemSize(first, "collectionView(_:layout:sizeForItemAt: \(IndexPath(item: 0, section: section)))"))
        sizes.append(uniform)
        for item in 1..<max(count, 1) {
            let indexPath = IndexPath(item: item, section: section)
            let size = flowSize(checkedItemSize(delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath),
                                                "collectionView(_:layout:sizeForItemAt: \(indexPath))"))
            if size != uniform { allEqual = false }
            sizes.append(size)
        }
        if allEqual {
            return FlowLayoutGeometry.uniformLines(count: count, size: uniform, available: available, minimumGap: gap, lineSpacing: lineSpacing)
        }
        return FlowLayoutGeometry.explicitLines(sizes: sizes, available: available, minimumGap: gap, lineSpacing: lineSpacing)
    }

    /// The estimate self-sizing items start at: ``estimatedItemSize``, or ``itemSize`` for ``automaticSize``.
    private var selfSizingEstimate: FlowLayoutGeometry.FlowSize {
        if estimatedItemSize == Self.automaticSize { return flowSize(checkedItemSize(itemSize, "itemSize")) }
        return flowSize(checkedItemSize(estimatedItemSize, "estimatedItemSize"))
    }

    /// The lines of a self-sizing section: measured lines while every measured item keeps the estimate
    /// across (O(measured) to build), lines of items of their own sizes otherwise (O(items)).
    private func selfSizingLines(count: Int, available: CGFloat, gap: CGFloat, lineSpacing: CGFloat,
                                 measured: [(item: Int, size: CGSize)]) -> (FlowLayoutGeometry.Lines, CGFloat) {
        let estimate = selfSizingEstimate
        let sizes = measured.filter { $0.item < count }.map { ($0.item, flowSize($0.size)) }
        if sizes.allSatisfy({ $0.1.across == estimate.across }) {
            var lines = FlowMeasuredLines(count: count, estimate: estimate, available: available, minimumGap: gap, lineSpacing: lineSpacing)
            for (item, size) in sizes { lines.setAlong(size.along, for: item) }
            return (.measured(lines), lines.length)
        }
        var all = [FlowLayoutGeometry.FlowSize](repeating: estimate, count: count)
        for (item, size) in sizes { all[item] = size }
        return FlowLayoutGeometry.explicitLines(sizes: all, available: available, minimumGap: gap, lineSpacing: lineSpacing)
    }

    private func flowSize(_ size: CGSize) -> FlowLayoutGeometry.FlowSize {
        isVertical ? .init(across: size.width, along: size.height) : .init(across: size.height, along: size.width)
    }

    // MARK: Answers

    /// The lines' extent along the scroll direction, the collection view's extent across it.
    open override var collectionViewContentSize: CGSize {
        let along = geometry.contentLength
        return isVertical ? CGSize(width: geometry.acrossLength, height: along) : CGSize(width: along, height: geometry.acrossLength)
    }

    /// The headers, items and footers that share area with `rect` (not only an edge), found by binary
    /// search on sections and on lines.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let minAlong = isVertical ? rect.minY : rect.minX
        let maxAlong = isVertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        var index = geometry.firstSection(endingAfter: minAlong)
        while index < geometry.sections.count, geometry.sections[index].start < maxAlong {
            let section = geometry.sections[index]
            if section.headerLength > 0, let header = supplementary(UICollectionView.elementKindSectionHeader, index), header.frame.overlaps(rect) {
                result.append(header)
            }
            geometry.forEachItem(inSection: index, alongFrom: minAlong, to: maxAlong) { item in
                let attributes = itemAttributes(IndexPath(item: item, section: index))
                if attributes.frame.overlaps(rect) { result.append(attributes) }
            }
            if section.footerLength > 0, let footer = supplementary(UICollectionView.elementKindSectionFooter, index), footer.frame.overlaps(rect) {
                result.append(footer)
            }
            index += 1
        }
        return result
    }

    /// The item's attributes; `nil` for an item the layout does not have.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < geometry.sections.count,
              indexPath.item >= 0, indexPath.item < geometry.sections[indexPath.section].itemCount else { return nil }
        return itemAttributes(indexPath)
    }

    /// A section's header or footer; `nil` when the section has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < geometry.sections.count else { return nil }
        return supplementary(elementKind, indexPath.section)
    }

    /// A change of the length the lines fill (the width of a vertical layout) lays the items out again; a
    /// scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        if isVertical ? newBounds.width != old.width : newBounds.height != old.height { return true }
        // Pinned headers and footers follow the visible area (UICollectionViewFlowLayout+Pinning.swift).
        return pinsSupplementaries && newBounds.origin != old.origin
    }

    /// A context naming the pinned headers and footers of the sections on screen before or after a scroll
    /// (UICollectionViewFlowLayout+Pinning.swift); the default context (everything) for a resize.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        pinningInvalidationContext(super.invalidationContext(forBoundsChange: newBounds), forBoundsChange: newBounds)
    }

    // MARK: Self-sizing

    /// ``UICollectionViewFlowLayoutInvalidationContext``.
    open override class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewFlowLayoutInvalidationContext.self
    }

    /// Keeps the sizes cells preferred (changing their lines in place when the section's lines allow it),
    /// drops every measured size when the data source's counts were reloaded, and builds the lines again
    /// at the next `prepare()` after any other invalidation.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { measuredSizes.removeAll() }
        let preferred = (context as? UICollectionViewFlowLayoutInvalidationContext)?.preferredSizes ?? []
        if (preferred.isEmpty && !context.invalidatesOnlyNamedElements) || context.invalidateEverything {
            geometryIsStale = true
        }
        for (indexPath, size) in preferred {
            measuredSizes[indexPath] = size
            // In place while the lines are current and the item keeps the estimate across; otherwise the
            // lines are built again from the measured sizes.
            guard !geometryIsStale else { continue }
            let flow = flowSize(size)
            guard flow.across == geometry.measuredEstimateAcross(section: indexPath.section),
                  geometry.setMeasuredAlong(flow.along, section: indexPath.section, item: indexPath.item) else {
                geometryIsStale = true
                continue
            }
        }
        super.invalidateLayout(with: context)
    }

    /// `true` for a cell of a self-sizing section whose preferred size differs from the one it was given.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard originalAttributes.representedElementCategory == .cell,
              geometry.sections[safe: originalAttributes.indexPath.section]?.selfSizing == true else { return false }
        return preferredAttributes.size != originalAttributes.size
    }

    /// A flow context naming the item and carrying the size its cell preferred, with
    /// ``UICollectionViewFlowLayoutInvalidationContext/invalidateFlowLayoutDelegateMetrics`` `false` (the
    /// delegate's answers stand).
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.preferredSizes.append((originalAttributes.indexPath, preferredAttributes.size))
            let change = flowSize(preferredAttributes.size).along - flowSize(originalAttributes.size).along
            flow.contentSizeAdjustment = isVertical ? CGSize(width: 0, height: change) : CGSize(width: change, height: 0)
        }
        return context
    }

    override var asksPreferredAttributes: Bool { geometryIsStale ? estimatedItemSize != .zero : selfSizingActive }

    override var selfSizingFixedAxis: NSLayoutConstraint.Axis? { isVertical ? .horizontal : .vertical }

    override func collectionViewWillApplyBatch(_ mapping: TableBatchUpdate.Mapping, reloadedItems: [IndexPath], reloadedSections: IndexSet) {
        guard !measuredSizes.isEmpty else { return }
        let reloaded = Set(reloadedItems)
        var moved: [IndexPath: CGSize] = [:]
        for (indexPath, size) in measuredSizes where !reloaded.contains(indexPath) && !reloadedSections.contains(indexPath.section) {
            if let new = mapping.newIndexPath(for: indexPath) { moved[new] = size }
        }
        measuredSizes = moved
    }

    /// How many items have a measured size kept (for the package's tests).
    var measuredItemCount: Int { measuredSizes.count }

    private func itemAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let place = geometry.itemPlace(section: indexPath.section, item: indexPath.item)
        let attributes = Self.layoutAttributesClass.init()
        attributes.indexPath = indexPath
        attributes.frame = rect(across: place.across, along: place.along, size: place.size)
        return attributes
    }

    private func supplementary(_ kind: String, _ index: Int) -> UICollectionViewLayoutAttributes? {
        let section = geometry.sections[index]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter else { return nil }
        let length = isHeader ? section.headerLength : section.footerLength
        guard length > 0 else { return nil }
        let attributes = Self.layoutAttributesClass.init()
        attributes.indexPath = IndexPath(item: 0, section: index)
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = kind
        let size = FlowLayoutGeometry.FlowSize(across: geometry.acrossLength, along: length)
        var along = isHeader ? section.start : section.footerStart
        if isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            along = pinnedAlong(section, isHeader: isHeader, natural: along)
            attributes.zIndex = Self.pinnedZIndex
        }
        attributes.frame = rect(across: 0, along: along, size: size)
        return attributes
    }

    private func rect(across: CGFloat, along: CGFloat, size: FlowLayoutGeometry.FlowSize) -> CGRect {
        isVertical ? CGRect(x: across, y: along, width: size.across, height: size.along)
            : CGRect(x: along, y: across, width: size.along, height: size.across)
    }

    // MARK: Bad input

    private func checkedItemSize(_ size: CGSize, _ what: String) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            report("\(what) is \(TraceFormat.number(size.width)) × \(TraceFormat.number(size.height)), not a finite size > 0: using 1 × 1 (the item is a dot, so it can be found)")
            return CGSize(width: 1, height: 1)
        }
        return size
    }

    private func checkedLength(_ length: CGFloat, _ what: String) -> CGFloat {
        guard length.isFinite, length >= 0 else {
            report("\(what) is \(TraceFormat.number(length)), not a finite length ≥ 0: using 0")
            return 0
        }
        return length
    }

    private func checkedInset(_ inset: UIEdgeInsets, _ what: String) -> UIEdgeInsets {
        UIEdgeInsets(top: checkedLength(inset.top, "\(what) top"), left: checkedLength(inset.left, "\(what) left"),
                     bottom: checkedLength(inset.bottom, "\(what) bottom"), right: checkedLength(inset.right, "\(what) right"))
    }

    private func report(_ message: String) {
        guard let collectionView else { return }
        collectionView.reportLayoutProblemOnce("flow \(message)", "flow layout: \(message)")
    }
}

extension UICollectionView {
    /// The direction a flow layout fills lines and scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Rows across the width, scrolling down.
        case vertical
        /// Columns down the height, scrolling right.
        case horizontal
    }
}
