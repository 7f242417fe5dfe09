import CoreGraphics

/// Swipe actions on table rows: the table is a ``RowSwipeHost`` of the shared machinery
/// (``RowSwipeController``, whose documentation has the rules), answering with its delegate's
/// `leadingSwipeActionsConfigurationForRowAt` / `trailingSwipeActionsConfigurationForRowAt` and telling
/// it `willBeginEditingRowAt` / `didEndEditingRowAt`.
extension UITableView: RowSwipeHost {
    /// The fraction of the row's width a drag must cover for a full swipe: 0.8 (iOS's threshold is
    /// private; on a 300-pt row this is 240 pt, well past any set of buttons).
    public static let fullSwipeFraction: CGFloat = 0.8
    /// The horizontal speed at which a release opens (or closes) the actions whatever the distance:
    /// 300 pt/s, the interactive pop's flick speed.
    public static let swipeFlingVelocity: CGFloat = 300
    /// How long the row takes to settle open, closed or fully out after the finger lifts: 0.25 s.
    public static let swipeSettleDuration: TimeInterval = 0.25
    /// How much of a drag past the buttons' width moves the row when a full swipe is off: a quarter.
    static let swipeOverdragResistance: CGFloat = 0.25

    /// The pan that swipes rows.
    var rowSwipeRecognizer: RowSwipeGestureRecognizer { rowSwipes.recognizer }
    /// Whether a row is being swiped, open, or closing.
    var isRowSwipeActive: Bool { rowSwipes.swipe != nil }

    func swipeIndexPath(at point: CGPoint) -> IndexPath? {
        guard let indexPath = indexPathForRow(at: point), visibleRowCells[indexPath] != nil else { return nil }
        return indexPath
    }

    func swipeableCell(at indexPath: IndexPath) -> (any SwipeableRowCell)? { visibleRowCells[indexPath] }

    /// Every table cell can slide.
    func swipeCellRefusal(at indexPath: IndexPath) -> String? { nil }

    func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> (configuration: UISwipeActionsConfiguration?, asked: String, absent: String?) {
        trailing
            ? (tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath), "trailingSwipeActionsConfigurationForRowAt", nil)
            : (tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath), "leadingSwipeActionsConfigurationForRowAt", nil)
    }

    func swipeRowName(_ indexPath: IndexPath) -> String { rowName(indexPath) }
    var swipeTraceName: String { tableTraceName }
    func traceSwipe(_ message: String) { traceTable(message) }
    func reportSwipeDiagnostic(_ message: String) { reportTableDiagnostic(message) }
    var swipeApplication: UIApplication { tableApplication }
    func swipeWillBegin(at indexPath: IndexPath) { tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath) }
    func swipeDidEnd(at indexPath: IndexPath?) { tableDelegate?.tableView(self, didEndEditingRowAt: indexPath) }
}

extension UITableViewCell: SwipeableRowCell {}
