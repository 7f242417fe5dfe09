/// Configuring visible items again without replacing their cells (iOS 15's `reconfigureItems(at:)`), as the
/// table view's `reconfigureRows(at:)`.
extension UICollectionView {
    /// Asks the data source to configure the cells of visible items again, keeping the cells: while it
    /// configures such an item, ``dequeueReusableCell(withReuseIdentifier:for:)`` for that item and the cell's
    /// reuse identifier answers the cell already shown (without `prepareForReuse()`), as on iOS. Items not
    /// visible are configured when they appear, so nothing is done for them. The selection and the layout
    /// stay.
    ///
    /// A data source that answers another cell anyway gets that item's cell replaced at the next layout.
    /// Index paths outside the collection view are reported and ignored.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths where checkItem(indexPath, "reconfigureItems(at:)") {
            guard let cell = visibleElements[.cell(indexPath)] as? UICollectionViewCell else { continue }
            reconfiguringItem = (indexPath, cell)
            configuringElement = indexPath
            let answer = dataSource.collectionView(self, cellForItemAt: indexPath)
            configuringElement = nil
            reconfiguringItem = nil
            answer.isAwaitingDataSourceReturn = false
            guard answer !== cell else { continue }
            // Another cell: it goes back to the queue, and the item is configured anew at the next layout.
            if let identifier = answer.reuseIdentifier, answer.owningCollectionView === self {
                answer.isHidden = true
                cellPool.enqueue(answer, as: identifier)
            }
            endDisplaying(.cell(indexPath))
            steadyPlacement = nil
            setNeedsLayout()
        }
        if deferredReload {
            deferredReload = false
            reloadData()
        }
    }
}
