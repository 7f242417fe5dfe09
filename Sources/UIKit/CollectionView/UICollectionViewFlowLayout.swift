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
/// Differences from iOS: no self-sizing (``estimatedItemSize`` is kept but items take ``itemSize``), no
/// pinned headers.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Whether a flow layout fills rows (and scrolls vertically) or columns (and scrolls horizontally).
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// The sentinel for ``estimatedItemSize`` that asks for self-sizing from the cells (UIKit's name).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The direction lines fill and the content scrolls. Default `.vertical`.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item without a delegate size. Default 50 × 50 (UIKit's).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// An estimate for self-sizing items; `.zero` (the default) turns self-sizing off. Kept, not yet used.
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

    private var geometry = FlowLayoutGeometry()
    private var isVertical: Bool { scrollDirection == .vertical }

    /// Creates a vertical flow layout with UIKit's defaults.
    public override init() { super.init() }

    // MARK: Preparing

    /// Asks the collection view for its counts and the delegate for sizes, and breaks each section into lines.
    open override func prepare() {
        super.prepare()
        var geometry = FlowLayoutGeometry()
        guard let collectionView else {
            self.geometry = geometry
            return
        }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let bounds = collectionView.bounds
        let insets = collectionView.adjustedContentInset
        geometry.acrossLength = isVertical ? max(bounds.width - insets.left - insets.right, 0) : max(bounds.height - insets.top - insets.bottom, 0)
        var along: CGFloat = 0
        let sectionCount = collectionView.numberOfSections
        geometry.sections.reserveCapacity(sectionCount)
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
            let (lines, length) = makeLines(section: index, count: section.itemCount, available: available, gap: gap,
                                            lineSpacing: section.lineSpacing, delegate: delegate, in: collectionView)
            section.lines = lines
            section.linesLength = length
            along = section.end
            geometry.sections.append(section)
        }
        self.geometry = geometry
    }

    /// Uniform lines unless a flow delegate gives sizes. A ``UICollectionViewDelegateFlowLayout`` is asked
    /// for every item, as UIKit's flow layout does (Swift cannot tell whether it implements `sizeForItemAt`);
    /// sizes that all turn out equal are kept as uniform lines, with no per-item data.
    private func makeLines(section: Int, count: Int, available: CGFloat, gap: CGFloat, lineSpacing: CGFloat,
                           delegate: UICollectionViewDelegateFlowLayout?, in collectionView: UICollectionView) -> (FlowLayoutGeometry.Lines, CGFloat) {
        var uniform = flowSize(checkedItemSize(itemSize, "itemSize"))
        guard count > 0, let delegate else {
            return FlowLayoutGeometry.uniformLines(count: count, size: uniform, available: available, minimumGap: gap, lineSpacing: lineSpacing)
        }
        var sizes: [FlowLayoutGeometry.FlowSize] = []
        sizes.reserveCapacity(count)
        var allEqual = true
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: section)
            let size = flowSize(checkedItemSize(delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath),
                                                "collectionView(_:layout:sizeForItemAt: \(indexPath))"))
            if item == 0 { uniform = size } else if size != uniform { allEqual = false }
            sizes.append(size)
        }
        if allEqual {
            return FlowLayoutGeometry.uniformLines(count: count, size: uniform, available: available, minimumGap: gap, lineSpacing: lineSpacing)
        }
        return FlowLayoutGeometry.explicitLines(sizes: sizes, available: available, minimumGap: gap, lineSpacing: lineSpacing)
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
        return isVertical ? newBounds.width != old.width : newBounds.height != old.height
    }

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
        attributes.frame = rect(across: 0, along: isHeader ? section.start : section.footerStart, size: size)
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
