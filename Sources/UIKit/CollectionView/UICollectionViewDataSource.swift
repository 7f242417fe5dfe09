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
}
