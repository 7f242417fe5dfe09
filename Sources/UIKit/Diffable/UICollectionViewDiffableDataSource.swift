/// A collection view's data source driven by snapshots, as ``UITableViewDiffableDataSource`` is a table's:
/// give it a cell provider (and, for headers and footers, a ``supplementaryViewProvider``), then
/// ``apply(_:animatingDifferences:completion:)`` snapshots of identifiers; the collection view is updated by
/// the difference through its own batch updates (moved sections included), so visible cells follow their
/// items and the selection follows its items.
///
/// It makes itself the collection view's ``UICollectionView/dataSource`` (held weakly: keep the data source
/// alive, as on iOS). Differences from iOS are the table's: `apply` runs on the main actor, a snapshot's
/// problems are reported in the collection view's trace, and a cell provider that returns `nil` is reported
/// and its item shows an empty cell.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item: usually a dequeued cell configured from the item.
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (a header or footer) of a kind for a section.
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    /// Makes the supplementary views the layout asks for; `nil` shows none (reported by the collection view).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView` whose cells come from `cellProvider`; it becomes its data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the collection view is updated by the difference from the current one, animated over
    /// ``UICollectionView/updateAnimationDuration`` on the framework clock unless `animatingDifferences` is
    /// `false`; `completion` runs when the update is over.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        guard let collectionView else { return }
        core.apply(snapshot, to: CollectionBatchAdapter(collectionView: collectionView), animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading the collection view (no difference, no animation).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        guard let collectionView else { return }
        core.applyUsingReloadData(snapshot, to: CollectionBatchAdapter(collectionView: collectionView), completion: completion)
    }

    /// A copy of the snapshot the collection view shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.snapshot }

    /// The item at `indexPath`, or `nil` outside the snapshot.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.snapshot.itemIdentifier(at: indexPath) }

    /// The index path of `itemIdentifier`, or `nil` when it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.snapshot.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index`, or `nil` outside the snapshot.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.snapshot.sections[safe: index]?.identifier }

    /// The index of `sectionIdentifier`, or `nil` when it is not in the snapshot.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.snapshot.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { core.snapshot.numberOfSections }

    /// The number of items in the snapshot's section `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.snapshot.sections[safe: section]?.items.count ?? 0
    }

    /// The cell provider's cell for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = core.snapshot.itemIdentifier(at: indexPath) else {
            collectionView.reportCollectionDiagnostic("UICollectionViewDiffableDataSource: asked for the cell of \(collectionView.itemName(indexPath)), which is not in the snapshot; using an empty cell")
            return UICollectionViewCell(frame: .zero)
        }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        collectionView.reportCollectionDiagnostic("UICollectionViewDiffableDataSource: the cell provider returned nil for item \(String(reflecting: item)) at \(collectionView.itemName(indexPath)); using an empty cell")
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view, or none.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? MissingSupplementaryView(frame: .zero)
    }
}

/// The collection view's side of a diffable data source: its batch calls for a difference.
@MainActor
final class CollectionBatchAdapter: DiffableBatchView {
    let collectionView: UICollectionView

    init(collectionView: UICollectionView) { self.collectionView = collectionView }

    /// A moved section is moved (`moveSection(_:toSection:)`): its visible cells slide with it, rather than
    /// being deleted and inserted as the table's are.
    var movesSections: Bool { true }

    func performBatch(_ difference: SnapshotDifference, animated: Bool, completion: @escaping (Bool) -> Void) {
        let collectionView = self.collectionView
        collectionView.performBatchUpdates({
            collectionView.deleteSections(difference.deletedSections)
            collectionView.insertSections(difference.insertedSections)
            for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
            collectionView.deleteItems(at: difference.deletedItems)
            collectionView.insertItems(at: difference.insertedItems)
            for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
            if !animated { collectionView.openBatchAnimates = false }
        }, completion: completion)
    }

    func reconfigure(_ indexPaths: [IndexPath]) {
        guard !indexPaths.isEmpty else { return }
        collectionView.reconfigureItems(at: indexPaths)
    }

    func reloadFromDataSource() { collectionView.reloadData() }

    func reportDiffableDiagnostic(_ message: String) { collectionView.reportCollectionDiagnostic(message) }
}
