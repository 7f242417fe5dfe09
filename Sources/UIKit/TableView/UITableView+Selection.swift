/// Selection by touch and from code.
///
/// A touch reaches a cell only once the scroll view has decided it is not a scroll: after
/// ``UIScrollView/contentTouchDelay`` (0.15 s) or when it lifts sooner. Then, in this order:
/// 1. the row highlights, unless the table does not allow selection or `shouldHighlightRowAt` says no
///    (then a lift selects nothing either, as on iOS);
/// 2. a touch that moves off the row unhighlights it; a drag that scrolls cancels the touch, and the highlight;
/// 3. a lift on the highlighted row: `willSelectRowAt` (or, for a selected row with multiple selection,
///    `willDeselectRowAt`), `didUnhighlightRowAt`, then for single selection the previous row's
///    `willDeselectRowAt` / `didDeselectRowAt`, then `didSelectRowAt`.
/// Every step is traced with its reason.
extension UITableView {
    /// The touch on a row: which row, and whether it highlighted it.
    struct RowTouch {
        let touch: ObjectIdentifier
        let indexPath: IndexPath
        var highlighted: Bool
        /// The row scrolled out while the touch was on it.
        var cellLeft = false
    }

    func rowTouchesBegan(_ touches: Set<UITouch>, in cell: UITableViewCell) {
        guard rowTouch == nil, let touch = touches.min(by: { $0.serial < $1.serial }),
              let indexPath = indexPath(for: cell) else { return }
        let row = rowName(indexPath)
        // A held touch reaches the cell still `.began`, its timestamp the touch-down: the wait is the scroll
        // view's delay. A touch that lifted first reaches it `.ended`, with no delay left to tell.
        let waited = touch.phase == .began
            ? " after \(GestureReason.seconds(max(tableApplication.clock.now.seconds - touch.timestamp, 0))) delay"
            : ": touch \(touch.traceName) lifted before \(scrollTraceName)'s \(GestureReason.seconds(UIScrollView.contentTouchDelay)) delay"
        guard allowsSelection else {
            traceTable("\(row) not highlighted: allowsSelection is false")
            rowTouch = RowTouch(touch: ObjectIdentifier(touch), indexPath: indexPath, highlighted: false)
            return
        }
        if tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) == false {
            traceTable("\(row) not highlighted: shouldHighlightRowAt returned false")
            rowTouch = RowTouch(touch: ObjectIdentifier(touch), indexPath: indexPath, highlighted: false)
            return
        }
        rowTouch = RowTouch(touch: ObjectIdentifier(touch), indexPath: indexPath, highlighted: true)
        cell.setHighlighted(true, animated: false)
        traceTable("\(row) highlighted\(waited)")
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func rowTouchesMoved(_ touches: Set<UITouch>, in cell: UITableViewCell) {
        guard let current = rowTouch, current.highlighted,
              let touch = touches.first(where: { ObjectIdentifier($0) == current.touch }) else { return }
        let point = touch.location(in: cell)
        guard !cell.bounds.contains(point) else { return }
        unhighlight(current, reason: "touch \(touch.traceName) moved off it")
        rowTouch?.highlighted = false
    }

    func rowTouchesEnded(_ touches: Set<UITouch>, in cell: UITableViewCell) {
        guard let current = rowTouch, let touch = touches.first(where: { ObjectIdentifier($0) == current.touch }) else { return }
        rowTouch = nil
        let row = rowName(current.indexPath)
        guard current.highlighted else { return }
        guard !current.cellLeft, cell.bounds.contains(touch.location(in: cell)) else {
            unhighlight(current, reason: "touch \(touch.traceName) lifted off it")
            return
        }
        if allowsMultipleSelection, selection.contains(current.indexPath) {
            let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: current.indexPath) } ?? current.indexPath
            unhighlight(current, reason: nil)
            guard let target else {
                traceTable("\(row) stays selected: willDeselectRowAt returned nil")
                return
            }
            userDeselect(target, reason: "touch \(touch.traceName) lifted on \(row), already selected (allowsMultipleSelection)")
            return
        }
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: current.indexPath) } ?? current.indexPath
        unhighlight(current, reason: nil)
        guard let target else {
            traceTable("\(row) not selected: willSelectRowAt returned nil")
            return
        }
        guard geometry.contains(target) else {
            reportTableDiagnostic("willSelectRowAt returned \(target), which is out of range: nothing selected")
            return
        }
        userSelect(target, reason: "touch \(touch.traceName) lifted on \(row)")
    }

    func rowTouchesCancelled(_ touches: Set<UITouch>, in cell: UITableViewCell) {
        guard let current = rowTouch, let touch = touches.first(where: { ObjectIdentifier($0) == current.touch }) else { return }
        rowTouch = nil
        guard current.highlighted else { return }
        let scrolling = panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed
        let swiping = rowSwipes.isSwiping
        let reason = scrolling ? "touch \(touch.traceName) cancelled: \(scrollTraceName) began scrolling"
            : swiping ? "touch \(touch.traceName) cancelled: the row is being swiped"
            : rowReorder != nil ? "touch \(touch.traceName) cancelled: the row is being moved" : "touch \(touch.traceName) cancelled"
        unhighlight(current, reason: reason)
    }

    private func unhighlight(_ touch: RowTouch, reason: String?) {
        visibleRowCells[touch.indexPath]?.setHighlighted(false, animated: false)
        if let reason { traceTable("\(rowName(touch.indexPath)) unhighlighted: \(reason)") }
        tableDelegate?.tableView(self, didUnhighlightRowAt: touch.indexPath)
    }

    /// Selects `indexPath` as a user's tap does: deselecting the previous row (single selection) with its
    /// delegate calls, then `didSelectRowAt`.
    private func userSelect(_ indexPath: IndexPath, reason: String) {
        if !allowsMultipleSelection {
            for old in selection.sorted where old != indexPath {
                let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: old) } ?? old
                guard let target else { continue }
                selection.deselect(target)
                visibleRowCells[target]?.setSelected(false, animated: false)
                traceTable("\(rowName(target)) deselected: \(rowName(indexPath)) is selected (single selection)")
                tableDelegate?.tableView(self, didDeselectRowAt: target)
            }
        }
        selection.select(indexPath, multiple: true)
        visibleRowCells[indexPath]?.setSelected(true, animated: false)
        traceTable("\(rowName(indexPath)) selected: \(reason)")
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    private func userDeselect(_ indexPath: IndexPath, reason: String) {
        guard selection.deselect(indexPath) else { return }
        visibleRowCells[indexPath]?.setSelected(false, animated: false)
        traceTable("\(rowName(indexPath)) deselected: \(reason)")
        tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
    }

    // MARK: Selection from code (no delegate calls, as on iOS)

    /// The selected row (the first, with multiple selection), or `nil`.
    public var indexPathForSelectedRow: IndexPath? { selection.sorted.first }

    /// The selected rows in order, or `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        let rows = selection.sorted
        return rows.isEmpty ? nil : rows
    }

    /// Selects the row at `indexPath` (single selection: only it), then scrolls it to `scrollPosition`
    /// (`.none`: no scrolling). `nil` deselects every row. The delegate is not told, as on iOS. An index
    /// path out of range is reported and ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for old in selection.removeAll() { visibleRowCells[old]?.setSelected(false, animated: animated) }
            return
        }
        guard allowsSelection, checkRow(indexPath, "selectRow(at:animated:scrollPosition:)") else { return }
        for old in selection.select(indexPath, multiple: allowsMultipleSelection) {
            visibleRowCells[old]?.setSelected(false, animated: animated)
        }
        visibleRowCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` without telling the delegate. An index path out of range is
    /// reported and ignored.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard checkRow(indexPath, "deselectRow(at:animated:)") else { return }
        guard selection.deselect(indexPath) else { return }
        visibleRowCells[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Trace

    /// The application whose clock and trace the table uses.
    var tableApplication: UIApplication { UIApplication.serving(window?.application) }

    /// Writes a decision of the table to the trace: `table view list: row 3 highlighted after 0.150 s delay`.
    func traceTable(_ message: @autoclosure () -> String) {
        let app = tableApplication
        guard app.trace.isEnabled else { return }
        app.trace.emit(.note(time: app.clock.now, message: "\(tableTraceName): \(message())"))
    }
}
