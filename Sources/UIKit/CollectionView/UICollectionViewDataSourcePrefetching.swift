/// Told ahead of time which items a ``UICollectionView`` is about to show, so their data (images, records)
/// can load before their cells are configured: the collection view's ``UICollectionView/prefetchDataSource``.
///
/// The collection view asks for the items in the visible area's length ahead in the direction of scrolling
/// that are not on screen yet, and cancels the ones it asked for that are no longer ahead (the direction
/// reversed, or a jump) without having been shown (UICollectionView+Prefetching.swift).
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// The items at `indexPaths` are likely to be shown soon: start loading their data. In the order they
    /// will come on screen.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths`, asked for earlier, are no longer expected soon: cancel their loading.
    /// Default: nothing.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

/// Defaults: cancelling does nothing.
extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
