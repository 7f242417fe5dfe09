/// A table view's data source driven by snapshots: give it a cell provider, then
/// ``apply(_:animatingDifferences:completion:)`` snapshots of identifiers, and the table is updated by the
/// inserts, deletes and moves between the shown snapshot and the new one (``SnapshotDifference``), through
/// the table's own batch updates: visible cells follow their items, the selection follows its rows, and
/// the table checks the counts as for any batch.
///
/// It makes itself the table's ``UITableView/dataSource`` (which the table holds weakly: keep the data
/// source alive, as on iOS). Subclasses may override the header and footer titles and reordering.
///
/// Differences from iOS: `apply` must run on the main actor (iOS also allows a background queue). A
/// snapshot's problems (duplicate or unknown identifiers) are reported in the table's trace when it is
/// applied, instead of raising. A cell provider that returns `nil` is reported and its row shows an empty
/// default cell (iOS raises).
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item: usually a dequeued cell configured from the item.
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// The animation of inserted and deleted rows when differences are animated. Default `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines of sections given as section snapshots (UITableViewDiffableDataSource+SectionSnapshots.swift).
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// A data source for `tableView` whose cells come from `cellProvider`; it becomes the table's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the table is updated by the difference from the current one, animated over
    /// ``UITableView/updateAnimationDuration`` on the framework clock unless `animatingDifferences` is
    /// `false`; `completion` runs when the update is over.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        guard let adapter = adapter() else { return }
        core.apply(snapshot, to: adapter, animated: animatingDifferences, completion: completion)
        forgetOutlinesChanged()
    }

    /// Shows `snapshot` by reloading the table (no difference, no animation): for a change too large to
    /// animate, or the first load.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        guard let adapter = adapter() else { return }
        core.applyUsingReloadData(snapshot, to: adapter, completion: completion)
        forgetOutlinesChanged()
    }

    /// A copy of the snapshot the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.snapshot }

    /// The item at `indexPath`, or `nil` outside the snapshot.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.snapshot.itemIdentifier(at: indexPath) }

    /// The index path of `itemIdentifier`, or `nil` when it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.snapshot.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index`, or `nil` outside the snapshot.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.snapshot.sections[safe: index]?.identifier }

    /// The index of `sectionIdentifier`, or `nil` when it is not in the snapshot.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.snapshot.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { core.snapshot.numberOfSections }

    /// The number of items in the snapshot's section `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.snapshot.sections[safe: section]?.items.count ?? 0
    }

    /// The cell provider's cell for the item at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = core.snapshot.itemIdentifier(at: indexPath) else {
            tableView.reportTableDiagnostic("UITableViewDiffableDataSource: asked for the cell of \(tableView.rowName(indexPath)), which is not in the snapshot; using an empty cell")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        tableView.reportTableDiagnostic("UITableViewDiffableDataSource: the cell provider returned nil for item \(String(reflecting: item)) at \(tableView.rowName(indexPath)); using an empty cell")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The title of a section's header. Default `nil`; override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The title of a section's footer. Default `nil`; override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Whether the user may move the row. Default `false`; override to allow reordering.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user moved a row: the current snapshot moves its item the same way (the table already shows it).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        core.adjustSnapshot { $0.moveItem(at: sourceIndexPath, to: destinationIndexPath) }
        forgetOutlinesChanged()
    }

    // MARK: The table

    func adapter() -> TableBatchAdapter? {
        guard let tableView else { return nil }
        return TableBatchAdapter(tableView: tableView, animation: defaultRowAnimation)
    }
}

/// The table's side of a diffable data source: its batch calls for a difference. Tables do not move
/// sections (``UITableView`` has no `moveSection` here), so a moved section is deleted and inserted.
@MainActor
final class TableBatchAdapter: DiffableBatchView {
    let tableView: UITableView
    let animation: UITableView.RowAnimation

    init(tableView: UITableView, animation: UITableView.RowAnimation) {
        self.tableView = tableView
        self.animation = animation
    }

    var movesSections: Bool { false }

    func performBatch(_ difference: SnapshotDifference, animated: Bool, completion: @escaping (Bool) -> Void) {
        let animation = animated ? self.animation : .none
        let tableView = self.tableView
        tableView.performBatchUpdates({
            tableView.deleteSections(difference.deletedSections, with: animation)
            tableView.insertSections(difference.insertedSections, with: animation)
            tableView.deleteRows(at: difference.deletedItems, with: animation)
            tableView.insertRows(at: difference.insertedItems, with: animation)
            for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
            // A move asks for the table's own animation; an update that is not animated has none at all.
            if !animated { tableView.openBatchAnimation = .none }
        }, completion: completion)
    }

    func reconfigure(_ indexPaths: [IndexPath]) {
        guard !indexPaths.isEmpty else { return }
        tableView.reconfigureRows(at: indexPaths)
    }

    func reloadFromDataSource() { tableView.reloadData() }

    func reportDiffableDiagnostic(_ message: String) { tableView.reportTableDiagnostic(message) }
}
