import CoreGraphics

/// Reordering by press-and-drag: a long press on a row the data source lets move
/// (`tableView(_:canMoveRowAt:)`) lifts it; it follows the finger up and down its section while the rows
/// it passes move aside; at the lift it drops into its place and the data source is told once
/// (`tableView(_:moveRowAt:to:)`).
///
/// The order of things:
/// 1. ``rowReorderRecognizer`` (a long press, 0.5 s, 10 pt of allowed movement, as
///    ``UILongPressGestureRecognizer``'s defaults) begins only on a movable row, with no swipe actions open
///    and no update animating. A drag sooner than that is a scroll; once it began, the scroll's pan and the
///    swipe pan can no longer take the touch, and the row's touch is cancelled (no selection).
/// 2. While it moves, the row's centre decides its destination: past the middle of the next row down (or up)
///    it takes that row's place; the delegate's `targetIndexPathForMoveFromRowAt` may redirect it within
///    the section. Rows between the source and the destination shift by the moved row's height.
/// 3. At the lift the table moves its own row (as `moveRow(at:to:)`, without animation: the cells are
///    already in place), after telling the data source; a drop in place or a cancelled touch tells nothing.
///
/// Differences from iOS: rows move within their section only, there is no lift shadow or scaling, the
/// table does not scroll by itself when the row is dragged to its edge, and no editing mode (reorder
/// controls) is needed or offered.
extension UITableView {
    /// The row being moved.
    struct RowReorder {
        let source: IndexPath
        let cell: UITableViewCell
        /// The moved row's frame when it was lifted, and the finger's y then (table coordinates).
        let startFrame: CGRect
        let startY: CGFloat
        var destination: IndexPath
        /// Where the drag has the moved row.
        var draggedFrame: CGRect
        /// A bad `targetIndexPathForMoveFromRowAt` answer was reported (once per drag).
        var reportedBadTarget = false
    }

    /// Rule 1: whether the press may lift its row.
    func rowReorderShouldBegin() -> Bool {
        let point = rowReorderRecognizer.location(in: self)
        guard let indexPath = indexPathForRow(at: point), visibleRowCells[indexPath] != nil else { return false }
        guard !isRowSwipeActive, rowAnimation == nil else { return false }
        guard dataSource?.tableView(self, canMoveRowAt: indexPath) == true else {
            traceTable("\(rowName(indexPath)) not moved: canMoveRowAt returned false")
            return false
        }
        return true
    }

    /// The press's action.
    func rowReorderChanged(_ press: RowReorderGestureRecognizer) {
        switch press.state {
        case .began: liftRow()
        case .changed: dragRow()
        case .ended: dropRow(cancelled: false)
        case .cancelled: dropRow(cancelled: true)
        default: break
        }
    }

    private func liftRow() {
        let point = rowReorderRecognizer.location(in: self)
        guard let indexPath = indexPathForRow(at: point), let cell = visibleRowCells[indexPath] else { return }
        rowReorder = RowReorder(source: indexPath, cell: cell, startFrame: cell.frame, startY: point.y, destination: indexPath,
                                draggedFrame: cell.frame)
        bringSubviewToFront(cell)
        traceTable("\(rowName(indexPath)) lifted for moving: pressed \(GestureReason.seconds(rowReorderRecognizer.minimumPressDuration))")
    }

    /// Rule 2.
    private func dragRow() {
        guard var reorder = rowReorder else { return }
        let section = reorder.source.section
        let rows = geometry.sections[section].rows.count
        guard rows > 0 else { return }
        let top = geometry.rectForRow(IndexPath(row: 0, section: section), width: bounds.width).minY
        let bottom = geometry.rectForRow(IndexPath(row: rows - 1, section: section), width: bounds.width).maxY
        let dy = rowReorderRecognizer.location(in: self).y - reorder.startY
        let y = min(max(reorder.startFrame.minY + dy, top), bottom - reorder.startFrame.height)
        let centre = y + reorder.startFrame.height / 2
        var proposed = reorder.source.row
        if let over = geometry.firstRow(endingAfter: centre), over.section == section, over.row != reorder.source.row {
            let middle = geometry.rectForRow(over, width: bounds.width).midY
            if over.row > reorder.source.row {
                proposed = centre > middle ? over.row : over.row - 1
            } else {
                proposed = centre < middle ? over.row : over.row + 1
            }
        } else if centre >= bottom {
            proposed = rows - 1
        }
        var destination = IndexPath(row: min(max(proposed, 0), rows - 1), section: section)
        if let delegate = tableDelegate {
            let target = delegate.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: destination)
            if target.count == 2, target.section == section, target.row >= 0, target.row < rows {
                destination = target
            } else if target != destination, !reorder.reportedBadTarget {
                reorder.reportedBadTarget = true
                reportTableDiagnostic("targetIndexPathForMoveFromRowAt returned \(target), not a row of section \(section) (rows can move within their section only): using \(destination)")
            }
        }
        reorder.destination = destination
        reorder.draggedFrame = CGRect(x: reorder.startFrame.minX, y: y, width: reorder.startFrame.width, height: reorder.startFrame.height)
        rowReorder = reorder
        applyReorderFrames()
    }

    /// Puts the rows between the source and the destination aside by the moved row's height (after every
    /// layout pass, which places rows at their own rects).
    func applyReorderFrames() {
        guard let reorder = rowReorder else { return }
        let source = reorder.source.row, destination = reorder.destination.row
        let height = reorder.startFrame.height
        if reorder.cell.frame != reorder.draggedFrame { reorder.cell.frame = reorder.draggedFrame }
        for (indexPath, cell) in visibleRowCells where cell !== reorder.cell {
            var rect = geometry.rectForRow(indexPath, width: bounds.width)
            if indexPath.section == reorder.source.section {
                let row = indexPath.row
                if source < destination, row > source, row <= destination { rect.origin.y -= height }
                if destination < source, row >= destination, row < source { rect.origin.y += height }
            }
            if cell.frame != rect { cell.frame = rect }
        }
    }

    /// Rule 3.
    private func dropRow(cancelled: Bool) {
        guard let reorder = rowReorder else { return }
        rowReorder = nil
        let from = reorder.source, to = reorder.destination
        if cancelled || from == to {
            traceTable(cancelled ? "\(rowName(from)) put back: the touch was cancelled" : "\(rowName(from)) dropped in place: not moved")
        } else {
            traceTable("\(rowName(from)) moved to \(rowName(to)): dropped; moveRowAt told")
            dataSource?.tableView(self, moveRowAt: from, to: to)
            beginUpdates()
            openBatch.moves.append((from, to))
            endUpdates()
        }
        placedFor = nil
        setNeedsLayout()
        layoutIfNeeded()
        // Rows the batch did not move (a drop in place) go back to their rects.
        for (indexPath, cell) in visibleRowCells {
            let rect = geometry.rectForRow(indexPath, width: bounds.width)
            if cell.frame != rect { cell.frame = rect }
        }
    }
}

/// The table's press-and-drag recognizer for moving rows: a long press with the table's rule at its start.
@MainActor
final class RowReorderGestureRecognizer: UILongPressGestureRecognizer {}
