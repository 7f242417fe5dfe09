/// What is on screen and where: the visible cells and supplementary views, the item at a point, and the
/// layout's attributes for one element, each answered after the pending layout.
extension UICollectionView {
    /// The cells on screen, in index path order.
    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return indexPathsForVisibleItems.compactMap { visibleCell($0) }
    }

    /// The index paths of the items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleElements.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The cell shown for `indexPath`, or `nil` when the item is not visible (or does not exist).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCell(indexPath)
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, or `nil`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleElements[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            visibleElements[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: $0)]
        }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return visibleElements.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The item whose cell contains `point` (in the collection view's coordinates, i.e. the content's),
    /// or `nil`. Where cells overlap, the one in front (highest z-index, then the last answered) wins.
    /// In a section that scrolls across, the point is on the item shown there at the section's offset.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        // A point in an orthogonal section's scroll area is on that section's items, laid out at the point
        // plus the section's offset; a point elsewhere is on the other sections' items.
        var laidOut = point
        var onlySection: Int?
        if !orthogonal.order.isEmpty,
           let section = orthogonal.order.first(where: { orthogonal.layouts[$0]?.frame.contains(point) == true }) {
            let offset = orthogonalOffset(section)
            laidOut = CGPoint(x: point.x + offset.x, y: point.y + offset.y)
            onlySection = section
        }
        let probe = CGRect(x: laidOut.x, y: laidOut.y, width: 1, height: 1)
        var best: UICollectionViewLayoutAttributes?
        for attributes in collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
        where attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.frame.contains(laidOut)
            && (onlySection.map { attributes.indexPath.section == $0 } ?? !isOrthogonalSection(attributes.indexPath.section))
            && isShowable(attributes, from: "layoutAttributesForElements(in:)") {
            if best.map({ attributes.zIndex >= $0.zIndex }) ?? true { best = attributes }
        }
        return best?.indexPath
    }

    /// The layout's attributes for the item at `indexPath`. An index path out of range is reported and
    /// answered with `nil`. For an item of a section that scrolls across, the frame is where the layout put
    /// it, before the section's scroll offset (as iOS answers).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard checkItem(indexPath, "layoutAttributesForItem(at:)") else { return nil }
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`, or `nil`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
}
