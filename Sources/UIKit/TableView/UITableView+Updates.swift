import InputCore

/// Inserting, deleting, moving and reloading rows and sections, animated on the framework clock.
///
/// The order of one batch (``performBatchUpdates(_:completion:)``, or a single call outside one):
/// 1. the data source is asked for its new counts, and the batch is checked against the counts before —
///    an index out of range or a section whose count does not add up gives UIKit's diagnostic
///    ("Invalid update: invalid number of rows in section 0. …" with the updates), and the table reloads
///    from the data source instead, so what it shows is never a mix of old and new;
/// 2. every old row is mapped to its new place (``TableBatchUpdate``); the selection, the visible cells and
///    the measured heights follow their rows;
/// 3. the rows are laid out at their new places, and the visible ones move there from where they were over
///    ``updateAnimationDuration`` on the framework clock, inserted ones fading in and deleted ones fading out
///    (`.none`: at once); the completion runs at the end with `true`, or `false` when a newer batch cut the
///    animation short.
extension UITableView {
    /// How rows appear and disappear. Every kind but `.none` fades here (no sliding; docs/decisions.md).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        /// The table's choice: a fade.
        case automatic = 100
    }

    /// How long an update animation runs: 0.3 s, iOS's table update duration.
    public static let updateAnimationDuration: TimeInterval = 0.3

    // MARK: The calls

    /// Groups the updates made in `updates` into one animated batch; `completion` runs when its animation
    /// ends (`false`: cut short by another batch).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { batchCompletions.append(completion) }
        endUpdates()
    }

    /// Starts a batch (pair with ``endUpdates()``).
    public func beginUpdates() {
        if batchDepth == 0 { openBatch = TableBatchUpdate() }
        batchDepth += 1
    }

    /// Ends a batch started with ``beginUpdates()`` and applies it.
    public func endUpdates() {
        guard batchDepth > 0 else {
            reportTableDiagnostic("endUpdates() without beginUpdates(): ignored")
            return
        }
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let batch = openBatch
        openBatch = TableBatchUpdate()
        let completions = batchCompletions
        batchCompletions = []
        apply(batch, animation: openBatchAnimation, completions: completions)
        openBatchAnimation = .none
    }

    /// Inserts rows at `indexPaths` (index paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.insertedRows += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.deletedRows += indexPaths }
    }

    /// Moves the row at `indexPath` (before) to `newIndexPath` (after).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Asks the data source again for the cells of these rows (a delete and an insert in place).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.reloadedRows += indexPaths }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Makes every row of these sections again (indexes before the update); a reloaded section may come
    /// back with another number of rows.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.reloadedSections.formUnion(sections) }
    }

    private func record(_ animation: RowAnimation, _ change: (inout TableBatchUpdate) -> Void) {
        beginUpdates()
        change(&openBatch)
        if animation != .none { openBatchAnimation = animation }
        endUpdates()
    }

    // MARK: Applying a batch

    private func apply(_ batch: TableBatchUpdate, animation: RowAnimation, completions: [(Bool) -> Void]) {
        finishRowAnimation(completed: false)
        guard !batch.isEmpty else {
            completions.forEach { $0(true) }
            return
        }
        // A table that never loaded has nothing to animate from: the update is a load.
        if needsReload {
            reloadIfNeeded()
            setNeedsLayout()
            completions.forEach { $0(true) }
            return
        }
        let oldRows = geometry.sections.map(\.rows.count)
        let newSectionCount = dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0
        let newRows = (0..<newSectionCount).map { section in
            dataSource.map { max($0.tableView(self, numberOfRowsInSection: section), 0) } ?? 0
        }
        let mapping: TableBatchUpdate.Mapping
        do {
            mapping = try batch.mapping(oldRows: oldRows, newRows: newRows)
        } catch TableBatchUpdate.Problem.invalid(let message) {
            reportTableDiagnostic("Invalid update: \(message). Updates: \(batch.summary). Reloading from the data source instead")
            reloadData()
            completions.forEach { $0(false) }
            return
        } catch {
            return
        }
        traceTable("batch update: \(batch.summary) (sections \(oldRows.count) → \(newSectionCount), rows \(oldRows.reduce(0, +)) → \(newRows.reduce(0, +)))\(animation == .none ? "" : ", animated \(GestureReason.seconds(UITableView.updateAnimationDuration))")")

        // The old frames of the visible cells, to animate from.
        var startFrames: [ObjectIdentifier: CGRect] = [:]
        for cell in visibleRowCells.values { startFrames[ObjectIdentifier(cell)] = cell.frame }

        // Cells, selection and measured heights follow their rows.
        var moved: [IndexPath: UITableViewCell] = [:]
        var leaving: [UITableViewCell] = []
        for (old, cell) in visibleRowCells {
            if let new = mapping.newIndexPath(for: old) { moved[new] = cell } else { leaving.append(cell) }
        }
        visibleRowCells = moved
        if let touch = rowTouch { rowTouch = mapping.newIndexPath(for: touch.indexPath).map { RowTouch(touch: touch.touch, indexPath: $0, highlighted: touch.highlighted) } }
        selection.remap { mapping.newIndexPath(for: $0) }
        rowSwipes.remap { mapping.newIndexPath(for: $0) }
        let oldGeometry = geometry
        rebuildGeometry()
        carryMeasuredHeights(from: oldGeometry, mapping: mapping)
        for section in visibleHeaders.keys.sorted() { removeSupplement(section, header: true) }
        for section in visibleFooters.keys.sorted() { removeSupplement(section, header: false) }
        visibleSections = nil
        visibleRange = nil
        placedFor = nil
        for (indexPath, cell) in visibleRowCells { cell.setSelected(selection.contains(indexPath), animated: false) }
        placeRows()
        placeSupplements()

        guard animation != .none, window != nil else {
            for cell in leaving { retire(cell) }
            completions.forEach { $0(true) }
            return
        }
        for cell in leaving { cell.isHidden = false }
        let items = RowAnimationState.items(shown: visibleRowCells.values, startFrames: startFrames, leaving: leaving)
        startRowAnimation(RowAnimationState(items: items, start: tableApplication.clock.now, completions: completions))
    }

    /// Measured heights of rows that survived keep their measurement.
    private func carryMeasuredHeights(from old: TableGeometry, mapping: TableBatchUpdate.Mapping) {
        var changed = false
        for (s, section) in old.sections.enumerated() {
            guard let measured = section.measured else { continue }
            for (row, wasMeasured) in measured.enumerated() where wasMeasured {
                guard let new = mapping.newIndexPath(for: IndexPath(row: row, section: s)), geometry.contains(new) else { continue }
                geometry.sections[new.section].rows.setLength(section.rows.length(at: row), at: new.row)
                geometry.sections[new.section].markMeasured(new.row)
                changed = true
            }
        }
        if changed {
            geometry.updateOrigins()
            updateContentSize()
        }
    }

    /// A cell whose row was deleted: hidden and queued for reuse.
    private func retire(_ cell: UITableViewCell) {
        cell.alpha = 1
        cell.isHidden = true
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, as: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    // MARK: The animation

    private func startRowAnimation(_ state: RowAnimationState) {
        rowAnimation = state
        applyRowAnimationFrame()
        scheduleRowAnimationFrame()
    }

    private func scheduleRowAnimationFrame() {
        guard var state = rowAnimation else { return }
        let serial = state.serial
        state.scheduleNextFrame(on: tableApplication.clock, label: "\(tableTraceName) update frame") { [weak self] in
            guard let self, self.rowAnimation?.serial == serial else { return }
            self.setNeedsLayout()
            if self.applyRowAnimationFrame() {
                self.finishRowAnimation(completed: true)
            } else {
                self.scheduleRowAnimationFrame()
            }
        }
        rowAnimation = state
    }

    /// Puts the animated cells where they are at the current time; returns whether the animation is over.
    @discardableResult
    func applyRowAnimationFrame() -> Bool {
        guard let state = rowAnimation else { return true }
        return state.apply(at: tableApplication.clock.now, duration: UITableView.updateAnimationDuration)
    }

    /// Ends the running animation: every cell at its final place, deleted ones queued, completions called.
    func finishRowAnimation(completed: Bool) {
        guard let state = rowAnimation else { return }
        if let timer = state.timer { tableApplication.clock.cancel(timer) }
        rowAnimation = nil
        for item in state.items {
            if item.retires {
                retire(item.view)
            } else {
                item.view.alpha = 1
                if item.view.frame != item.to { item.view.frame = item.to }
            }
        }
        placedFor = nil
        setNeedsLayout()
        if !completed { traceTable("update animation cut short by a newer batch") }
        state.completions.forEach { $0(completed) }
    }
}

/// The table's running update animation.
typealias RowAnimationState = UpdateAnimation<UITableViewCell>
