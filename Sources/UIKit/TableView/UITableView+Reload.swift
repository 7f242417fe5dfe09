/// Reloading: asking the data source and delegate for counts and heights, per section (per row only when
/// the delegate gives heights per row).
extension UITableView {
    /// The height of a section header or footer when it has a title or a view and its height is automatic:
    /// 28 pt plain (iOS's plain header), 38 pt grouped (16 above a 13-pt line and 6 below).
    static let titledHeaderHeight: (plain: CGFloat, grouped: CGFloat) = (28, 38)
    /// The gap a grouped table leaves for a section's header or footer without a title: 18 pt.
    static let groupedGapHeight: CGFloat = 18

    /// Forgets the visible rows and the selection and asks the data source again for everything; the rows are
    /// configured again at the next layout.
    ///
    /// A `reloadData()` from inside `tableView(_:cellForRowAt:)` would throw away the cells being configured:
    /// it is reported and done once that layout finishes.
    public func reloadData() {
        if let row = configuringRow {
            reportTableDiagnostic(
                "reloadData() called from inside tableView(_:cellForRowAt:) for \(rowName(row)): deferred until the rows being configured are placed")
            deferredReload = true
            return
        }
        rowSwipes.drop()
        endDisplayingAllRows()
        selection.removeAll()
        rebuildGeometry()
        setNeedsLayout()
    }

    /// Marks the counts and heights stale (a new data source, delegate or height property).
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Rebuilds the geometry if a property change asked for it.
    func reloadIfNeeded() {
        guard needsReload, configuringRow == nil else { return }
        endDisplayingAllRows()
        selection.removeAll()
        rebuildGeometry()
    }

    /// Asks for the section and row counts and the heights, and sets the content size.
    func rebuildGeometry() {
        needsReload = false
        var geometry = TableGeometry()
        geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
        let sectionCount = dataSource.map { checkedCount($0.numberOfSections(in: self), "numberOfSections(in:)") } ?? 0
        geometry.sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            geometry.sections.append(sectionGeometry(section))
        }
        geometry.updateOrigins()
        self.geometry = geometry
        // A new geometry counts its versions from the start again: a window drawn on the old one could
        // match a version of the new one by chance.
        steadyRows = nil
        steadySections = nil
        updateContentSize()
    }

    /// The geometry of one section: header and footer heights, and its rows' heights or estimates.
    func sectionGeometry(_ section: Int) -> TableGeometry.Section {
        let rowCount = dataSource.map {
            checkedCount($0.tableView(self, numberOfRowsInSection: section), "tableView(_:numberOfRowsInSection: \(section))")
        } ?? 0
        let (rows, sizing) = rowExtents(section: section, count: rowCount)
        return TableGeometry.Section(
            headerHeight: supplementHeight(section: section, header: true),
            footerHeight: supplementHeight(section: section, header: false),
            rows: rows, sizing: sizing)
    }

    /// The rows' heights: uniform unless the delegate answers per row.
    private func rowExtents(section: Int, count: Int) -> (ExtentList, TableGeometry.RowSizing) {
        let estimate = rowEstimate()
        if count > 0, let delegate = tableDelegate,
           delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: section)) != UITableView.delegateDefaultHeight {
            var heights = [CGFloat]()
            heights.reserveCapacity(count)
            var automatic = [Bool](repeating: false, count: count)
            var anyAutomatic = false
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let height = delegate.tableView(self, heightForRowAt: indexPath)
                if height == UITableView.automaticDimension {
                    automatic[row] = true
                    anyAutomatic = true
                    heights.append(estimatedHeight(for: indexPath, default: estimate))
                } else {
                    heights.append(checkedHeight(height, "tableView(_:heightForRowAt: \(rowName(indexPath)))"))
                }
            }
            return (ExtentList(lengths: heights, uniform: estimate), anyAutomatic ? .some(automatic) : .fixed)
        }
        if rowHeight != UITableView.automaticDimension {
            return (ExtentList(count: count, uniform: checkedHeight(rowHeight, "rowHeight")), .fixed)
        }
        // Self-sizing: estimates until each row is shown and measured.
        if count > 0, let delegate = tableDelegate,
           delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: section)) != UITableView.delegateDefaultHeight {
            let heights = (0..<count).map { estimatedHeight(for: IndexPath(row: $0, section: section), default: estimate) }
            return (ExtentList(lengths: heights, uniform: estimate), .all)
        }
        return (ExtentList(count: count, uniform: estimate), .all)
    }

    /// The estimate for self-sizing rows without their own: ``estimatedRowHeight``, or 44 pt.
    func rowEstimate() -> CGFloat {
        estimatedRowHeight > 0 ? estimatedRowHeight : UITableView.defaultEstimatedRowHeight
    }

    private func estimatedHeight(for indexPath: IndexPath, default estimate: CGFloat) -> CGFloat {
        guard let delegate = tableDelegate else { return estimate }
        let height = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
        if height == UITableView.delegateDefaultHeight || height == UITableView.automaticDimension { return estimate }
        return checkedHeight(height, "tableView(_:estimatedHeightForRowAt: \(rowName(indexPath)))")
    }

    /// A header's (or footer's) height: the delegate's, the table's property, or from the title or view.
    private func supplementHeight(section: Int, header: Bool) -> CGFloat {
        if let delegate = tableDelegate {
            let height = header
                ? delegate.tableView(self, heightForHeaderInSection: section)
                : delegate.tableView(self, heightForFooterInSection: section)
            if height != UITableView.delegateDefaultHeight, height != UITableView.automaticDimension {
                return checkedHeight(height, header ? "tableView(_:heightForHeaderInSection: \(section))" : "tableView(_:heightForFooterInSection: \(section))")
            }
        }
        let property = header ? sectionHeaderHeight : sectionFooterHeight
        if property != UITableView.automaticDimension { return checkedHeight(property, header ? "sectionHeaderHeight" : "sectionFooterHeight") }
        let title = header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        if title != nil {
            return style == .plain ? UITableView.titledHeaderHeight.plain : UITableView.titledHeaderHeight.grouped
        }
        // A custom view without a height: its own frame height (the delegate is asked again when it shows).
        if let delegate = tableDelegate {
            let view = header
                ? delegate.tableView(self, viewForHeaderInSection: section)
                : delegate.tableView(self, viewForFooterInSection: section)
            if let view {
                let height = view.frame.height
                if height > 0 { return height }
                return style == .plain ? UITableView.titledHeaderHeight.plain : UITableView.titledHeaderHeight.grouped
            }
        }
        return style == .plain ? 0 : UITableView.groupedGapHeight
    }

    private func checkedCount(_ count: Int, _ what: String) -> Int {
        guard count >= 0 else {
            reportTableDiagnostic("\(what) returned \(count), not a count ≥ 0: using 0")
            return 0
        }
        return count
    }

    private func checkedHeight(_ height: CGFloat, _ what: String) -> CGFloat {
        guard height.isFinite, height >= 0 else {
            reportTableDiagnostic("\(what) is \(height), not a finite height ≥ 0: using 0")
            return 0
        }
        return height
    }

    /// Sets the content size to the table's width and the geometry's height.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }
}
