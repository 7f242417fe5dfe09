/// Configuring visible rows again without replacing their cells (iOS 15's `reconfigureRows(at:)`).
extension UITableView {
    /// Asks the data source to configure the cells of visible rows again, keeping the cells: while it
    /// configures such a row, ``dequeueReusableCell(withIdentifier:for:)`` for that row and the cell's reuse
    /// identifier answers the cell already shown (without `prepareForReuse()`), as on iOS. Rows not visible
    /// are configured when they appear, so nothing is done for them. Cheaper than ``reloadRows(at:with:)``
    /// and without its fade; the selection and a self-sizing row's place stay.
    ///
    /// A data source that answers another cell anyway gets that row reloaded in place. Index paths outside
    /// the table are reported and ignored.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths where checkRow(indexPath, "reconfigureRows(at:)") {
            guard let cell = visibleRowCells[indexPath] else { continue }
            reconfiguringRow = (indexPath, cell)
            configuringRow = indexPath
            let answer = dataSource.tableView(self, cellForRowAt: indexPath)
            configuringRow = nil
            reconfiguringRow = nil
            guard answer !== cell else { continue }
            // Another cell: it goes back to the queue, and the row is configured anew at the next layout.
            if let identifier = answer.reuseIdentifier { cellPool.enqueue(answer, as: identifier) }
            endDisplaying(row: indexPath)
            placedFor = nil
            setNeedsLayout()
        }
        if deferredReload {
            deferredReload = false
            reloadData()
        }
    }
}
