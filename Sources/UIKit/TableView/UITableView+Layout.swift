/// Placing the visible rows, headers and footers: what `layoutSubviews` does after every scroll.
///
/// The order, once per layout: reload if asked → follow a width change → place the rows that intersect the
/// bounds (configuring, measuring and showing new ones, queueing the ones that left) → place the section
/// headers and footers (floating ones in the plain style) → the table header and footer → settle a pending
/// `scrollToRow` → a deferred `reloadData`. A layout whose visible rows and geometry did not change since the
/// last one only moves the floating headers: no lookups per row, no allocation.
extension UITableView {
    func layoutTableContent() {
        reloadIfNeeded()
        rowSwipes.closeIfScrolled()
        if contentSize.width != bounds.width {
            // A new width changes every self-sizing row: measure again from the estimates.
            if contentSize.width != 0 { rebuildGeometry() }
            updateContentSize()
            placedFor = nil
        }
        placeRows()
        // Cells in an update animation are where the animation has them, not yet at their rows.
        if rowAnimation != nil { applyRowAnimationFrame() }
        // A row being moved, and the rows it pushed aside, are where the drag has them.
        if rowReorder != nil { applyReorderFrames() }
        placeSupplements()
        placeTableHeaderAndFooter()
        settlePendingScroll()
        if deferredReload {
            deferredReload = false
            reloadData()
        }
    }

    // MARK: Rows

    /// Shows the rows that intersect the bounds and queues the cells of the rows that left.
    func placeRows() {
        let top = bounds.minY
        let bottom = bounds.maxY
        // Inside the window drawn at the last placement: the same rows, nothing to look up.
        if let steadyRows, let placedFor, placedFor.version == geometry.version, steadyRows.placedFor == placedFor,
           visibleRange != nil, bounds.height == placedFor.bounds.height, steadyRows.window.holds(top: top, bottom: bottom) {
            return
        }
        let first = geometry.firstRow(endingAfter: top)
        if let placedFor, placedFor.version == geometry.version, let range = visibleRange, let first, first == range.first,
           bounds.height == placedFor.bounds.height {
            // Same first row: is the last one the same too? (The row after it must start below the bounds.)
            let lastRect = geometry.rectForRow(range.last, width: bounds.width)
            let next = geometry.row(after: range.last)
            let nextStartsBelow = next.map { geometry.rectForRow($0, width: bounds.width).minY >= bottom } ?? true
            if lastRect.minY < bottom, nextStartsBelow { return }
        }
        rowGeneration &+= 1
        let generation = rowGeneration
        // Queue the cells of rows now outside the bounds first, so the rows coming in reuse them.
        leavingRows.removeAll(keepingCapacity: true)
        for (indexPath, cell) in visibleRowCells where !cell.frame.intersects(bounds) || !geometry.contains(indexPath) {
            leavingRows.append(indexPath)
        }
        for indexPath in leavingRows { endDisplaying(row: indexPath) }
        var newRange: (first: IndexPath, last: IndexPath)?
        var placedCount = 0
        var current = first
        while let indexPath = current {
            // A reloadData from inside cellForRowAt: the data is stale, configure nothing more in this pass.
            if deferredReload { break }
            var rect = geometry.rectForRow(indexPath, width: bounds.width)
            guard rect.minY < bounds.maxY else { break }
            let cell: UITableViewCell
            var isNew = false
            if let shown = visibleRowCells[indexPath] {
                cell = shown
            } else {
                cell = makeCell(for: indexPath)
                isNew = true
            }
            if geometry.sections[indexPath.section].needsMeasuring(indexPath.row) {
                let height = max(cell.fittingHeight(forWidth: bounds.width), 0)
                rowsMeasuredCount += 1
                let delta = geometry.setMeasuredHeight(height, for: indexPath)
                if delta != 0 {
                    let startsAbove = rect.minY < bounds.minY
                    updateContentSize()
                    rect = geometry.rectForRow(indexPath, width: bounds.width)
                    if startsAbove { keepContentStill(afterRowAboveGrewBy: delta) }
                }
            }
            if cell.frame != rect { cell.frame = rect }
            decorate(cell, at: indexPath)
            cell.rowGeneration = generation
            if isNew {
                // The cell solves its own constraints (a separate layout root): at once, so the row shows laid
                // out in this frame, also when rows are placed outside a layout pass (a batch update).
                if AutoLayoutActivity.anyUse { cell.runConstraintPasses() }
                visibleRowCells[indexPath] = cell
                cell.isHidden = false
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
            newRange = (newRange?.first ?? indexPath, indexPath)
            placedCount += 1
            current = geometry.row(after: indexPath)
        }
        // The cells of rows that left the bounds go back to the queue.
        if visibleRowCells.count > placedCount {
            leavingRows.removeAll(keepingCapacity: true)
            for (indexPath, cell) in visibleRowCells where cell.rowGeneration != generation { leavingRows.append(indexPath) }
            for indexPath in leavingRows { endDisplaying(row: indexPath) }
        }
        visibleRange = newRange
        let placement = (version: geometry.version, bounds: bounds)
        placedFor = placement
        if let newRange, !deferredReload {
            steadyRows = (placement, geometry.steadyRowWindow(first: newRange.first, last: newRange.last, width: bounds.width))
        } else {
            steadyRows = nil
        }
    }

    /// Asks the data source for the cell of a row that becomes visible and gets it ready to show.
    private func makeCell(for indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        configuringRow = indexPath
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        configuringRow = nil
        if let other = visibleRowCells.first(where: { $0.value === cell })?.key {
            reportTableDiagnostic(
                "tableView(_:cellForRowAt: \(rowName(indexPath))) returned the cell already shown for \(rowName(other)); use dequeueReusableCell(withIdentifier:for:) for every row. Using a new default cell")
            let replacement = UITableViewCell(style: .default, reuseIdentifier: nil)
            return adopt(replacement, for: indexPath)
        }
        return adopt(cell, for: indexPath)
    }

    private func adopt(_ cell: UITableViewCell, for indexPath: IndexPath) -> UITableViewCell {
        cell.tableView = self
        if cell.superview !== self { insertSubview(cell, at: 0) }
        // The table sets the cell's frame; the cell's constraints are solved by an engine of its own, so a
        // revealed row does not make the window's engine list every visible cell (docs/decisions.md).
        if !cell.isSeparateLayoutRoot { cell.isSeparateLayoutRoot = true }
        cell.setSelected(selection.contains(indexPath), animated: false)
        if cell.isHighlighted, rowTouch?.indexPath != indexPath { cell.setHighlighted(false, animated: false) }
        return cell
    }

    /// Separator visibility, colour and inset for the row's place in its section.
    func decorate(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let separator = cell.separatorView
        let shows = separatorStyle == .singleLine && separatorColor != nil
        if separator.isHidden == shows { separator.isHidden = !shows }
        if let color = separatorColor, separator.backgroundColor != color { separator.backgroundColor = color }
        // A grouped section's last separator runs the full width: it closes the group.
        let isLastInGroup = style != .plain && indexPath.row == geometry.sections[indexPath.section].rows.count - 1
        let inset = isLastInGroup ? .zero : separatorInset
        if cell.tableSeparatorInset != inset {
            cell.tableSeparatorInset = inset
            cell.layoutCellParts()
        }
    }

    func refreshVisibleCellDecorations() {
        for (indexPath, cell) in visibleRowCells { decorate(cell, at: indexPath) }
    }

    /// A row above the top grew when it was measured: move the content by as much so what is on screen
    /// stays put, as iOS does (a drag in progress keeps following the finger from the moved content).
    private func keepContentStill(afterRowAboveGrewBy delta: CGFloat) {
        guard !isDecelerating else { return }
        if isDragging { dragStartOffset.y += delta }
        contentOffset.y += delta
    }

    /// Queues the cell of `row` (hidden, kept as a subview) and tells the delegate.
    func endDisplaying(row indexPath: IndexPath) {
        guard let cell = visibleRowCells.removeValue(forKey: indexPath) else { return }
        rowSwipes.drop(ifShownIn: cell)
        cell.isHidden = true
        if rowTouch?.indexPath == indexPath { rowTouch?.cellLeft = true }
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, as: identifier)
        } else {
            cell.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Queues every visible cell and drops every header and footer (a reload).
    func endDisplayingAllRows() {
        let rows = visibleRowCells.keys.sorted()
        for indexPath in rows { endDisplaying(row: indexPath) }
        visibleRange = nil
        placedFor = nil
        for section in visibleHeaders.keys.sorted() { removeSupplement(section, header: true) }
        for section in visibleFooters.keys.sorted() { removeSupplement(section, header: false) }
        visibleSections = nil
    }

    // MARK: Queries

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return indexPathsOfVisibleRowsSorted().compactMap { visibleRowCells[$0] }
    }

    /// The index paths of the rows on screen, top to bottom (`nil` when there are none, as on iOS).
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        let paths = indexPathsOfVisibleRowsSorted()
        return paths.isEmpty ? nil : paths
    }

    private func indexPathsOfVisibleRowsSorted() -> [IndexPath] { visibleRowCells.keys.sorted() }

    /// The cell shown for `indexPath`, or `nil` when the row is not visible (or out of range).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleRowCells[indexPath]
    }

    /// The row of a visible `cell`, or `nil`.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleRowCells.first { $0.value === cell }?.key
    }

    /// The row at `point` (the table's coordinates, i.e. the content's), or `nil` on a header, a footer or
    /// outside the rows.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.row(at: point.y)
    }

    /// The rows whose rectangles intersect `rect`, top to bottom.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        var result: [IndexPath] = []
        var current = geometry.firstRow(endingAfter: rect.minY)
        while let indexPath = current, geometry.rectForRow(indexPath, width: bounds.width).minY < rect.maxY {
            result.append(indexPath)
            current = geometry.row(after: indexPath)
        }
        return result
    }

    /// The rectangle of the row at `indexPath` in the table's coordinates (an estimate for a self-sizing
    /// row not measured yet). An index path out of range is reported and answered with `.zero`.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard checkRow(indexPath, "rectForRow(at:)") else { return .zero }
        return geometry.rectForRow(indexPath, width: bounds.width)
    }

    /// The rectangle of a whole section (header, rows, footer); `.zero` out of range.
    public func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        return geometry.rectForSection(section, width: bounds.width)
    }

    /// The rectangle of a section's header (where it scrolls to, not where it floats); `.zero` out of range.
    public func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        return geometry.rectForHeader(section, width: bounds.width)
    }

    /// The rectangle of a section's footer; `.zero` out of range.
    public func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        return geometry.rectForFooter(section, width: bounds.width)
    }

    /// The header view shown for `section`, or `nil`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, or `nil`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleFooters[section] as? UITableViewHeaderFooterView
    }
}

