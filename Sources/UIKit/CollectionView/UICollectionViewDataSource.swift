/// Supplies a collection view's items: how many in each section, a configured cell for each visible one,
/// and the supplementary views its layout asks for.
///
/// The two item methods are required, as on iOS; the others have defaults.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`. A negative count is reported and taken as 0.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``. Asked only for items that
    /// become visible. A cell not dequeued from the collection view is reported and replaced.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath` the layout asks for, from
    /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``. The default is
    /// reported (the layout asks for a view the data source does not give) and nothing shows; iOS raises an
    /// exception.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item at `indexPath` may be moved interactively. Default `false` (iOS answers `true`
    /// when `moveItemAt` is implemented, which Swift cannot tell: docs/decisions.md).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An interactive movement ended with the item at `sourceIndexPath` dropped at `destinationIndexPath`:
    /// move it in your data. The collection view then moves its own item. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// The view the default `viewForSupplementaryElementOfKind` answers: the collection view reports it and
/// shows nothing.
@MainActor
final class MissingSupplementaryView: UICollectionReusableView {}

/// Defaults: one section, no supplementary views.
extension UICollectionViewDataSource {
    /// 1.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// A placeholder the collection view reports and does not show.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        MissingSupplementaryView(frame: .zero)
    }
    /// `false`.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
