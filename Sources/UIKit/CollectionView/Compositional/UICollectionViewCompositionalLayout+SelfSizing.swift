/// Self-sizing for `.estimated` dimensions: the cells of estimated items near the visible area are
/// configured by the data source, measured, and given back to the reuse queue; the layout is then redone
/// with their sizes. A scroll that brings unmeasured items near asks for a new layout
/// (`shouldInvalidateLayout(forBoundsChange:)`), which keeps what was measured.
///
/// A cell is measured as iOS does: its content view's Auto Layout size when it has constraints (the
/// estimated axis free, the other fixed at the slot's length), then its
/// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``, whose answer wins.
extension UICollectionViewCompositionalLayout {
    /// The area around the visible one whose estimated items are measured: one visible area on every side,
    /// as the collection view asks for attributes.
    private func measuringRect(_ visible: CGRect) -> CGRect {
        let margin = UICollectionView.attributesMargin
        return visible.insetBy(dx: -visible.width * margin, dy: -visible.height * margin)
    }

    /// Calls `body` with each estimated item near `visible` that has not been measured, and its frame.
    private func forEachUnmeasuredItem(near visible: CGRect, _ body: (IndexPath, CGRect) -> Void) {
        let rect = measuringRect(visible)
        for section in sections {
            guard case .explicit = section.items else { continue }
            guard section.frame.intersects(rect) else { continue }
            section.forEachItem(near: rect) { item in
                let indexPath = IndexPath(item: item, section: section.index)
                guard measuredSizes[indexPath] == nil, let frame = section.itemFrame(item), frame.intersects(rect) else { return }
                body(indexPath, frame)
            }
        }
    }

    /// Whether estimated items near `visible` are still unmeasured.
    func hasUnmeasuredItems(near visible: CGRect) -> Bool {
        var found = false
        forEachUnmeasuredItem(near: visible) { _, _ in found = true }
        return found
    }

    /// Measures the unmeasured estimated items near `visible`; whether any was measured.
    func measureCells(near visible: CGRect, counts: [Int]) -> Bool {
        var pending: [(IndexPath, CGRect)] = []
        forEachUnmeasuredItem(near: visible) { pending.append(($0, $1)) }
        for (indexPath, frame) in pending {
            measuredSizes[indexPath] = measure(indexPath, frame) ?? frame.size
        }
        return !pending.isEmpty
    }

    /// The size the item's cell wants, from the data source's cell for it; `nil` when there is no data
    /// source or its cell cannot be used (the collection view reports that when it shows the item).
    private func measure(_ indexPath: IndexPath, _ frame: CGRect) -> CGSize? {
        guard let collectionView, let dataSource = collectionView.dataSource else { return nil }
        measureCount += 1
        collectionView.configuringElement = indexPath
        let cell = dataSource.collectionView(collectionView, cellForItemAt: indexPath)
        collectionView.configuringElement = nil
        guard cell.isAwaitingDataSourceReturn, cell.owningCollectionView === collectionView else { return nil }
        cell.isAwaitingDataSourceReturn = false
        defer { giveBack(cell, to: collectionView) }
        let attributes = Self.layoutAttributesClass.init()
        attributes.indexPath = indexPath
        attributes.frame = frame
        if cell.contentView.hasConstraintsInSubtree {
            // Free along the scroll direction, fixed across it: a list row grows in height at its width.
            if cell.bounds.size != frame.size { cell.bounds = CGRect(origin: .zero, size: frame.size) }
            cell.contentView.frame = CGRect(origin: .zero, size: frame.size)
            let vertical = configuration.scrollDirection == .vertical
            let fitted = cell.contentView.systemLayoutSizeFitting(
                vertical ? CGSize(width: frame.width, height: 0) : CGSize(width: 0, height: frame.height),
                withHorizontalFittingPriority: vertical ? .required : .fittingSizeLevel,
                verticalFittingPriority: vertical ? .fittingSizeLevel : .required)
            attributes.size = fitted
        }
        let preferred = cell.preferredLayoutAttributesFitting(attributes).size
        guard preferred.width.isFinite, preferred.height.isFinite, preferred.width > 0, preferred.height > 0 else {
            report("the cell of item \(indexPath.item) of section \(indexPath.section) prefers \(TraceFormat.number(preferred.width)) × \(TraceFormat.number(preferred.height)), not a finite size > 0: keeping the estimate")
            return nil
        }
        return preferred
    }

    /// Puts a measured cell in the reuse queue, as the collection view keeps its queued cells: a hidden
    /// subview.
    private func giveBack(_ cell: UICollectionViewCell, to collectionView: UICollectionView) {
        cell.isHidden = true
        if cell.superview !== collectionView { collectionView.insertSubview(cell, at: 0) }
        guard let identifier = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        collectionView.cellPool.enqueue(cell, as: identifier)
    }
}
