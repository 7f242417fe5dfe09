/// A layout built from items, groups and sections: UIKit's `UICollectionViewCompositionalLayout`.
///
/// Every section repeats one ``NSCollectionLayoutGroup`` until its items are placed: the same section for
/// all (``init(section:)``), or one per section from a provider that can look at the container's size
/// (``init(sectionProvider:)``). Sections follow each other along the configuration's scroll direction,
/// ``UICollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` apart.
///
/// Sizes follow UIKit's rules: a fraction is of the containing group (of the section's content area for a
/// section's group and its headers); an item's content insets come off its slot after it is sized; a
/// group's come off its area before its subitems are placed; spacing is between items and between groups,
/// never before the first or after the last. `.estimated` dimensions are measured from the cells (their
/// `preferredLayoutAttributesFitting(_:)`, after Auto Layout when the cell's content view has constraints)
/// as they come near the visible area, and the layout is redone with the measured sizes.
///
/// Bad input — a dimension that is zero, negative or not finite, a group with no subitems, a section
/// provider returning `nil` — is reported once per reload, naming the section and the element, and the
/// layout goes on (a bad length counts as 1; a section with no section shows no items).
///
/// A section with an ``NSCollectionLayoutSection/orthogonalScrollingBehavior`` lays its groups out across
/// the scroll direction; its items' attributes are in the collection view's coordinates as laid out, before
/// the section's own scroll offset (as iOS reports them); the collection view scrolls them.
///
/// Boundary items with ``NSCollectionLayoutBoundarySupplementaryItem/pinToVisibleBounds`` follow the visible
/// area (UICollectionViewCompositionalLayout+Pinning.swift): a scroll names only them in its invalidation.
///
/// Sections' ``NSCollectionLayoutSection/decorationItems`` (backgrounds) are decoration views over the
/// section's frame less their insets.
///
/// Differences from iOS: no overlapping supplementary items, global supplementary items or custom groups.
/// Layout is left to right.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index for an environment (UIKit's `UICollectionViewCompositionalLayoutSectionProvider`).
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// How the sections follow each other. Setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    var sections: [CompositionalSectionGeometry] = []
    /// The sections the provider gave at the last `prepare()` (a list section's configuration is read from
    /// them: ListLayoutSection.swift).
    private(set) var layoutSections: [NSCollectionLayoutSection?] = []
    private var orthogonalLayouts: [OrthogonalSectionLayout] = []
    private var contentLength: CGFloat = 0
    private var containerSize = CGSize.zero
    /// Cell sizes measured for estimated dimensions, kept across layouts of the same container and counts.
    var measuredSizes: [IndexPath: CGSize] = [:]
    private var measuredFor: (container: CGSize, counts: [Int])?
    /// Set when the layout asks to be redone to measure cells that came near the visible area: that
    /// invalidation keeps the measurements.
    private var keepsMeasurements = false
    /// Whether the sections laid out are still right: set by `prepare()`, cleared by any invalidation but one
    /// naming only pinned boundary items.
    private var geometryIsCurrent = false
    /// Whether a section has a pinned boundary item (decided when laying out).
    private(set) var pinsSupplementaries = false
    /// How many cells have been measured (for the package's tests).
    package internal(set) var measureCount = 0

    /// A layout repeating `section` for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout repeating `section` for every section, with `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section (again at each layout: a width change can change them).
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    var isVertical: Bool { configuration.scrollDirection == .vertical }

    // MARK: Preparing

    /// Asks the provider for each section the data source has and lays them out; then measures the cells
    /// of estimated items near the visible area and lays out again with their sizes.
    open override func prepare() {
        super.prepare()
        // A scroll that named only pinned boundary items: the sections stand.
        if geometryIsCurrent { return }
        geometryIsCurrent = true
        sections = []
        layoutSections = []
        orthogonalLayouts = []
        contentLength = 0
        guard let collectionView else { return }
        let bounds = collectionView.bounds
        let insets = collectionView.adjustedContentInset
        containerSize = CGSize(width: max(bounds.width - insets.left - insets.right, 0), height: max(bounds.height - insets.top - insets.bottom, 0))
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        if let old = measuredFor, old.container != containerSize || old.counts != counts { measuredSizes.removeAll() }
        measuredFor = (containerSize, counts)
        let environment = CompositionalLayoutContainer(contentSize: containerSize)
        var resolved: [NSCollectionLayoutSection?] = []
        resolved.reserveCapacity(counts.count)
        for index in counts.indices {
            let section = sectionProvider(index, environment)
            if let section {
                check(section, index)
            } else {
                report("section provider returned nil for section \(index) (the data source has \(counts.count) section\(counts.count == 1 ? "" : "s")): a section needs a layout section; its items are not shown")
            }
            resolved.append(section)
        }
        layoutSections = resolved
        if resolved.contains(where: { $0?.listConfiguration != nil }) { collectionView.installListSwipes() }
        layOut(resolved, counts: counts)
        // Estimated items near the visible area are measured, then everything is laid out with their sizes
        // (a few rounds: a measured item can move others into the area).
        for _ in 0..<4 {
            guard measureCells(near: collectionView.bounds, counts: counts) else { break }
            layOut(resolved, counts: counts)
        }
    }

    private func layOut(_ resolved: [NSCollectionLayoutSection?], counts: [Int]) {
        sections.removeAll(keepingCapacity: true)
        var start: CGFloat = 0
        for (index, section) in resolved.enumerated() {
            if index > 0 { start += max(configuration.interSectionSpacing.isFinite ? configuration.interSectionSpacing : 0, 0) }
            guard let section else {
                var empty = CompositionalSectionGeometry()
                empty.index = index
                empty.frame = isVertical ? CGRect(x: 0, y: start, width: containerSize.width, height: 0)
                    : CGRect(x: start, y: 0, width: 0, height: containerSize.height)
                sections.append(empty)
                continue
            }
            var geometry = CompositionalGeometry.layout(section, index: index, itemCount: counts[index], start: start, container: containerSize,
                                                        vertical: isVertical) { [measuredSizes] item in
                measuredSizes[IndexPath(item: item, section: index)]
            }
            if !section.decorationItems.isEmpty { placeDecorations(section.decorationItems, in: &geometry) }
            sections.append(geometry)
            start = isVertical ? geometry.frame.maxY : geometry.frame.maxX
        }
        contentLength = start
        orthogonalLayouts = sections.compactMap(\.orthogonal)
        pinsSupplementaries = sections.contains { $0.supplementaries.contains(where: \.pins) }
    }

    // MARK: Answers

    /// The sections that scroll across, in order (the collection view gives each a scroll view).
    override var orthogonalSections: [OrthogonalSectionLayout] { orthogonalLayouts }

    /// The sections' extent along the scroll direction, the visible area's across it.
    open override var collectionViewContentSize: CGSize {
        isVertical ? CGSize(width: containerSize.width, height: contentLength) : CGSize(width: contentLength, height: containerSize.height)
    }

    /// The headers, footers and cells that share area with `rect`, found section by section by binary
    /// search and, inside a section, by division (or binary search on groups for estimated sizes).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        var index = firstSection(endingAfter: isVertical ? rect.minY : rect.minX)
        while index < sections.count, (isVertical ? sections[index].frame.minY : sections[index].frame.minX) < (isVertical ? rect.maxY : rect.maxX) {
            let section = sections[index]
            for (position, supplementary) in section.supplementaries.enumerated() where supplementary.pins || supplementary.frame.overlaps(rect) {
                if let attributes = supplementaryAttributes(section, position), attributes.frame.overlaps(rect) { result.append(attributes) }
            }
            for decoration in section.decorations where decoration.frame.overlaps(rect) {
                result.append(decorationAttributes(decoration, section: index))
            }
            section.forEachItem(near: rect) { item in
                guard let frame = section.itemFrame(item), !frame.isEmpty, frame.overlaps(rect) else { return }
                result.append(itemAttributes(IndexPath(item: item, section: index), frame))
            }
            index += 1
        }
        return result
    }

    /// The item's attributes; `nil` for an item the layout does not have.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
              let frame = sections[indexPath.section].itemFrame(indexPath.item) else { return nil }
        return itemAttributes(indexPath, frame)
    }

    /// The section's first boundary item of `elementKind`; `nil` when it has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        guard let position = section.supplementaries.firstIndex(where: { $0.kind == elementKind }) else { return nil }
        return supplementaryAttributes(section, position)
    }

    /// The section's first decoration item of `elementKind`; `nil` when it has none.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, indexPath.section >= 0, indexPath.section < sections.count,
              let decoration = sections[indexPath.section].decorations.first(where: { $0.kind == elementKind }) else { return nil }
        return decorationAttributes(decoration, section: indexPath.section)
    }

    /// A change of the visible area's size lays out again (fractions are of it); so does a scroll that
    /// brings estimated items that were never measured near the visible area.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if newBounds.size != collectionView.bounds.size { return true }
        if hasUnmeasuredItems(near: newBounds) {
            keepsMeasurements = true
            return true
        }
        return pinsSupplementaries && newBounds.origin != collectionView.bounds.origin
    }

    /// A context naming the pinned boundary items of the sections on screen before or after a scroll
    /// (UICollectionViewCompositionalLayout+Pinning.swift); the default context (everything) for a resize or
    /// a scroll that brings unmeasured items near.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard !keepsMeasurements else { return context }
        return pinningInvalidationContext(context, forBoundsChange: newBounds)
    }

    /// Keeps the sections for a context naming only pinned boundary items; lays out again otherwise.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if !context.invalidatesOnlyNamedElements { geometryIsCurrent = false }
        super.invalidateLayout(with: context)
    }

    /// Marks the layout stale; measured cell sizes are forgotten unless the layout itself asked, to measure
    /// more of them.
    open override func invalidateLayout() {
        if keepsMeasurements { keepsMeasurements = false } else { measuredSizes.removeAll() }
        super.invalidateLayout()
    }

    private func itemAttributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = Self.layoutAttributesClass.init()
        attributes.indexPath = indexPath
        attributes.frame = frame
        return attributes
    }

    private func supplementaryAttributes(_ section: CompositionalSectionGeometry, _ position: Int) -> UICollectionViewLayoutAttributes? {
        let supplementary = section.supplementaries[position]
        guard !supplementary.frame.isEmpty else { return nil }
        let attributes = Self.layoutAttributesClass.init()
        attributes.indexPath = IndexPath(item: 0, section: section.index)
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = supplementary.kind
        attributes.frame = supplementary.pins ? pinnedFrame(section, position) : supplementary.frame
        attributes.zIndex = supplementary.zIndex
        return attributes
    }

    /// Each decoration item over the section's frame less its content insets (an item whose insets leave
    /// nothing is reported and not placed).
    private func placeDecorations(_ items: [NSCollectionLayoutDecorationItem], in geometry: inout CompositionalSectionGeometry) {
        for (position, item) in items.enumerated() {
            let insets = item.contentInsets
            let frame = geometry.frame
            // The lengths before they make a rectangle: CGRect's width and height are standardized (never negative).
            let width = frame.width - insets.leading - insets.trailing
            let height = frame.height - insets.top - insets.bottom
            let placed = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top, width: width, height: height)
            guard width > 0, height > 0, width.isFinite, height.isFinite, placed.origin.x.isFinite, placed.origin.y.isFinite else {
                report("section \(geometry.index) decoration item \(position) (\"\(item.elementKind)\"): its contentInsets leave no area in the section's \(TraceFormat.number(frame.width)) × \(TraceFormat.number(frame.height)); not shown")
                continue
            }
            geometry.decorations.append(.init(kind: item.elementKind, frame: placed, zIndex: item.zIndex))
        }
    }

    private func decorationAttributes(_ decoration: CompositionalSectionGeometry.Supplementary, section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = Self.layoutAttributesClass.init()
        attributes.indexPath = IndexPath(item: 0, section: section)
        attributes.representedElementCategory = .decorationView
        attributes.representedElementKind = decoration.kind
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    /// The first section whose extent ends after `along` (binary search: sections are in order).
    private func firstSection(endingAfter along: CGFloat) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if (isVertical ? sections[mid].frame.maxY : sections[mid].frame.maxX) <= along { low = mid + 1 } else { high = mid }
        }
        return low
    }

    // MARK: Bad input

    /// Reports what cannot be laid out as written: bad dimensions, spacing and insets, groups with no
    /// subitems, unsupported boundary items.
    private func check(_ section: NSCollectionLayoutSection, _ index: Int) {
        let name = "section \(index)"
        check(section.group, "\(name) group")
        if !(section.interGroupSpacing.isFinite && section.interGroupSpacing >= 0) {
            report("\(name) interGroupSpacing is \(TraceFormat.number(section.interGroupSpacing)), not a finite length ≥ 0")
        }
        checkInsets(section.contentInsets, "\(name) contentInsets")
        for (position, item) in section.boundarySupplementaryItems.enumerated() {
            let itemName = "\(name) boundary supplementary item \(position) (\"\(item.elementKind)\")"
            check(item.layoutSize, itemName)
            if !CompositionalGeometry.isBoundaryAlignment(item.alignment, vertical: isVertical) {
                report("\(itemName) has alignment \(item.alignment), not an edge along the scroll direction: placed as a header")
            }
        }
    }

    private func check(_ item: NSCollectionLayoutItem, _ name: String) {
        check(item.layoutSize, name)
        checkInsets(item.contentInsets, "\(name) contentInsets")
        guard let group = item as? NSCollectionLayoutGroup else { return }
        if group.subitems.isEmpty {
            report("\(name) has no subitems: a group needs at least one item; the section's items are not shown")
        }
        if let count = group.count, count < 1 {
            report("\(name) has count \(count), not a count ≥ 1: using 1")
        }
        if let spacing = group.interItemSpacing, !(spacing.spacing.isFinite && spacing.spacing >= 0) {
            report("\(name) interItemSpacing is \(TraceFormat.number(spacing.spacing)), not a finite length ≥ 0: using 0")
        }
        for (position, subitem) in group.subitems.enumerated() {
            check(subitem, "\(name) › \(subitem is NSCollectionLayoutGroup ? "group" : "item") \(position)")
        }
    }

    private func check(_ size: NSCollectionLayoutSize, _ name: String) {
        for (axis, dimension) in [("widthDimension", size.widthDimension), ("heightDimension", size.heightDimension)] where !dimension.isValid {
            report("\(name) \(axis) is \(dimension.traceDescription), not a finite value > 0: using 1")
        }
    }

    private func checkInsets(_ insets: NSDirectionalEdgeInsets, _ name: String) {
        for value in [insets.top, insets.leading, insets.bottom, insets.trailing] where !value.isFinite {
            report("\(name) has a value that is not finite (\(TraceFormat.number(value)))")
            return
        }
    }

    func report(_ message: String) {
        guard let collectionView else { return }
        collectionView.reportLayoutProblemOnce("compositional \(message)", "compositional layout: \(message)")
    }
}

/// How a compositional layout's sections follow each other (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction sections follow each other and the content scrolls. Default `.vertical`.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between consecutive sections. Default 0.
    public var interSectionSpacing: CGFloat = 0

    /// A vertical configuration with no spacing between sections.
    public init() {}
}
