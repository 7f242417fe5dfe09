/// Decides where a ``UICollectionView``'s cells and supplementary views go: subclass it (or use
/// ``UICollectionViewFlowLayout``) and the collection view shows what it answers.
///
/// The collection view asks, in this order:
/// 1. ``prepare()`` once after each invalidation (a ``UICollectionView/reloadData()``, an
///    ``invalidateLayout()``, a bounds change ``shouldInvalidateLayout(forBoundsChange:)`` accepts), where
///    a layout computes and caches what it needs (reading ``collectionView``'s counts);
/// 2. ``collectionViewContentSize``, which becomes the scroll view's content size;
/// 3. ``layoutAttributesForElements(in:)`` for a rectangle around the visible area (the collection view
///    asks for more than it shows and asks again only when the visible area leaves it, so a steady scroll
///    asks nothing); ``layoutAttributesForItem(at:)`` and
///    ``layoutAttributesForSupplementaryView(ofKind:at:)`` for single elements (scrolling to an item,
///    queries).
///
/// Decoration views (a section's background, a separator) are the layout's own: it registers their classes
/// with ``register(_:forDecorationViewOfKind:)`` and answers their attributes (made with
/// ``UICollectionViewLayoutAttributes/init(forDecorationViewOfKind:with:)``) from
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForDecorationView(ofKind:at:)``; the collection
/// view makes, places and reuses their views without asking the data source or telling the delegate.
///
/// Attributes the collection view cannot show — an item or section the data source does not have, a size
/// that is negative, zero or not finite, a decoration view of a kind with no registered class — are
/// reported (once per layout pass) and skipped, never a crash.
///
/// Self-sizing: when a cell comes on screen and the layout asks for it, the collection view asks the
/// cell's ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``, then
/// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``; on `true`,
/// ``invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`` and
/// ``invalidateLayout(with:)`` with it.
///
/// Differences from iOS: no transitions between layouts; decoration views are registered by class only (no
/// nibs).
@MainActor
open class UICollectionViewLayout {
    /// The collection view using the layout, set when the layout is assigned to one. (Read at every bounds
    /// change, by ``shouldInvalidateLayout(forBoundsChange:)``: unchecked storage.)
    @exclusivity(unchecked) public internal(set) weak var collectionView: UICollectionView?

    /// The view classes of the layout's decoration views, by kind.
    private(set) var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers the class the collection view makes decoration views of `elementKind` from (`nil` removes
    /// the registration: attributes of that kind are then reported and not shown).
    open func register(_ viewClass: UICollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    /// The class of the attributes the layout makes: override to return a subclass.
    open class var layoutAttributesClass: UICollectionViewLayoutAttributes.Type { UICollectionViewLayoutAttributes.self }

    /// Creates a layout.
    public init() {}

    /// Called before the collection view asks for anything after an invalidation: compute and cache the
    /// layout here. The default does nothing.
    open func prepare() {}

    /// The sections that scroll across the layout's direction, in order (UICollectionView+Orthogonal.swift);
    /// none for layouts other than the compositional one.
    var orthogonalSections: [OrthogonalSectionLayout] { [] }

    /// The size of all the content. The default is `.zero` (nothing scrolls).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`, in any order. The default is `nil`
    /// (nothing shows).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`. The default is `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. The default is `nil`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`: a layout with decoration views
    /// answers them here too, as well as in ``layoutAttributesForElements(in:)``. The default is `nil`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll, or a resize) needs a new
    /// layout: `true` invalidates it. Asked on every bounds change, so keep it cheap. The default is
    /// `false`, as on iOS.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change ``shouldInvalidateLayout(forBoundsChange:)`` accepted, asked before
    /// the bounds change. The default is an empty context of ``invalidationContextClass``, which invalidates
    /// everything; a layout whose answers follow the visible area (pinned headers) names just those elements
    /// (``UICollectionViewLayoutInvalidationContext/invalidateSupplementaryElements(ofKind:at:)``), and the
    /// collection view asks again for them alone.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.invalidationContextClass.init()
    }

    /// The class of the contexts ``invalidateLayout()`` and self-sizing make: override to return a subclass.
    open class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewLayoutInvalidationContext.self
    }

    /// Marks the whole layout stale: ``invalidateLayout(with:)`` with a context whose
    /// ``UICollectionViewLayoutInvalidationContext/invalidateEverything`` is `true`, as on iOS. Overrides
    /// call `super`.
    open func invalidateLayout() {
        let context = Self.invalidationContextClass.init()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the part of the layout `context` names stale: the collection view calls ``prepare()`` and asks
    /// for attributes again at its next layout. Overrides call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidatesOnlyNamedElements {
            collectionView?.collectionElementsInvalidated(by: context)
        } else {
            collectionView?.collectionLayoutInvalidated()
        }
    }

    /// Whether a cell's preferred attributes (what its
    /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)`` answered) change the layout. The
    /// default is `false`: the layout's attributes stand.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context for a cell's preferred attributes, after
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` said `true`. The
    /// default names the item in ``UICollectionViewLayoutInvalidationContext/invalidatedItemIndexPaths``.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// The index path an interactively moving item is over at `position` (content coordinates), having
    /// been at `previousIndexPath`. The default: the item whose frame contains the position, else
    /// `previousIndexPath`.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let hit = layoutAttributesForElements(in: probe)?.first { $0.representedElementCategory == .cell && $0.frame.contains(position) }
        return hit?.indexPath ?? previousIndexPath
    }

    // MARK: For the collection view (internal)

    /// Whether the collection view asks each cell that comes on screen for its preferred attributes: the
    /// layout sizes cells by what they measure. `false` for layouts that place cells only by their own
    /// answers (no cost per new cell).
    var asksPreferredAttributes: Bool { false }

    /// The axis a self-sizing cell keeps at the size the layout gave it (the other one fits its content):
    /// `nil` for both free.
    var selfSizingFixedAxis: NSLayoutConstraint.Axis? { nil }

    /// A batch update mapped every old item to its new place: a layout that keeps data per item moves it
    /// along, and drops it for the items the batch reloaded. Called before the batch's invalidation.
    func collectionViewWillApplyBatch(_ mapping: TableBatchUpdate.Mapping, reloadedItems: [IndexPath], reloadedSections: IndexSet) {}
}
