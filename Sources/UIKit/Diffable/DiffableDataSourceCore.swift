/// What a diffable data source needs from the view it drives: a table view now, a collection view next.
/// The view's own adapter is a few lines: its batch calls for a ``SnapshotDifference``, its reload, its
/// reconfigure and where its diagnostics go.
@MainActor
protocol DiffableBatchView: AnyObject {
    /// Whether the view has a batch call to move a section (without, a moved section is deleted and inserted).
    var movesSections: Bool { get }
    /// Performs `difference` as one batch update, the data source already answering with the new snapshot;
    /// `completion` runs when its animation ends (`false`: cut short).
    func performBatch(_ difference: SnapshotDifference, animated: Bool, completion: @escaping (Bool) -> Void)
    /// Configures the visible cells of these items again, keeping the cells.
    func reconfigure(_ indexPaths: [IndexPath])
    /// Throws away what the view shows and asks the data source again.
    func reloadFromDataSource()
    /// Reports a problem in the view's trace.
    func reportDiffableDiagnostic(_ message: String)
}

/// The part of every diffable data source that does not depend on the view: the current snapshot, and
/// applying a new one as the difference between the two.
@MainActor
final class DiffableDataSourceCore<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// What the view shows (or is animating to), without reload marks.
    private(set) var snapshot = Snapshot()

    /// Makes `newSnapshot` current and updates `view` by the difference; `completion` runs once the view's
    /// animation ends. The snapshot's own diagnostics are reported first, through the view.
    func apply(_ newSnapshot: Snapshot, to view: DiffableBatchView, animated: Bool, completion: (() -> Void)?) {
        for message in newSnapshot.diagnostics { view.reportDiffableDiagnostic("NSDiffableDataSourceSnapshot: \(message)") }
        let difference = SnapshotDifference(from: snapshot, to: newSnapshot, sectionMoves: view.movesSections)
        snapshot = newSnapshot.settled
        if difference.changesNothing {
            view.reconfigure(difference.reconfiguredItems)
            completion?()
            return
        }
        // The completion runs after the reconfigure even when the batch ends at once (no animation), so a
        // completion that applies another snapshot starts from a finished update.
        var reconfigured = false
        var batchEnded = false
        view.performBatch(difference, animated: animated) { _ in
            if reconfigured { completion?() } else { batchEnded = true }
        }
        view.reconfigure(difference.reconfiguredItems)
        reconfigured = true
        if batchEnded { completion?() }
    }

    /// Makes `newSnapshot` current and reloads `view` from it, without a difference or an animation.
    func applyUsingReloadData(_ newSnapshot: Snapshot, to view: DiffableBatchView, completion: (() -> Void)?) {
        for message in newSnapshot.diagnostics { view.reportDiffableDiagnostic("NSDiffableDataSourceSnapshot: \(message)") }
        snapshot = newSnapshot.settled
        view.reloadFromDataSource()
        completion?()
    }

    /// Changes the current snapshot in place, without telling the view (the view already shows the
    /// change: a row the user moved).
    func adjustSnapshot(_ change: (inout Snapshot) -> Void) {
        change(&snapshot)
        snapshot = snapshot.settled
    }
}
