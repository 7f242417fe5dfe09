/// Decoration views: the layout's own views (a section's background), made from the class the layout
/// registered for their kind (``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``), placed from
/// its attributes like any element and reused by kind and class. The data source is not asked and the
/// delegate is not told, as on iOS.
extension UICollectionView {
    /// A decoration view of `kind`: a queued one of the class the layout registers now (after its
    /// `prepareForReuse`), or a new one; `nil` when the kind has no class (the attributes were reported).
    func dequeueDecorationView(ofKind kind: String) -> UICollectionReusableView? {
        guard let viewClass = collectionViewLayout.decorationViewClasses[kind] else { return nil }
        let key = decorationPoolKey(kind, viewClass)
        var taken = supplementaryPool.dequeue(key)
        if taken == nil {
            // The first view of this kind and class: the pool learns to make them.
            supplementaryPool.register(key) {
                let view = viewClass.init(frame: .zero)
                view.reuseIdentifier = kind
                view.isDecorationView = true
                return view
            }
            taken = supplementaryPool.dequeue(key)
        }
        guard let (view, reused) = taken else { return nil }
        if reused { view.prepareForReuse() }
        view.owningCollectionView = self
        return view
    }

    /// Decoration views are pooled by kind and class: a layout that registers another class for a kind gets
    /// views of that class, and a view always goes back to its own class's queue.
    func decorationPoolKey(_ kind: String, _ viewClass: UICollectionReusableView.Type) -> String {
        "decoration\u{1F}\(kind)\u{1F}\(ObjectIdentifier(viewClass).hashValue)"
    }
}
