/// What part of a layout an invalidation concerns: handed to
/// ``UICollectionViewLayout/invalidateLayout(with:)`` so a layout redoes only that part in its next
/// ``UICollectionViewLayout/prepare()``.
///
/// ``UICollectionViewLayout/invalidateLayout()`` passes a context whose ``invalidateEverything`` is `true`;
/// ``UICollectionView/reloadData()`` one whose ``invalidateDataSourceCounts`` is `true` as well; a cell
/// that measured itself (self-sizing) one from
/// ``UICollectionViewLayout/invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``
/// naming its item in ``invalidatedItemIndexPaths``.
///
/// A context that names only supplementary or decoration elements (``invalidatedSupplementaryIndexPaths``,
/// ``invalidatedDecorationIndexPaths``: pinned headers after a scroll) keeps the rest of the layout: the
/// collection view asks the layout again for those elements alone, not for a rectangle.
///
/// Differences from iOS: no interactive-movement target fields (the movement is handled by the collection
/// view, docs/collection-views.md).
@MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether the whole layout is stale (set by ``UICollectionViewLayout/invalidateLayout()`` and by a
    /// reload).
    public internal(set) var invalidateEverything = false
    /// Whether the data source's counts changed (a reload): a layout drops what it kept per item.
    public internal(set) var invalidateDataSourceCounts = false
    /// The items whose attributes changed; `nil` when no item is named.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// How much the content size changes, for a layout that can tell without preparing again. Default zero.
    open var contentSizeAdjustment: CGSize = .zero
    /// How much the collection view's content offset should move to keep what is on screen where it is.
    /// Default zero (the collection view keeps the first visible item in place itself).
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Creates an empty context (nothing invalidated yet).
    public required init() {}

    /// The supplementary views whose attributes changed, by kind; `nil` when none is named.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views whose attributes changed, by kind; `nil` when none is named.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// Adds items to ``invalidatedItemIndexPaths``.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds supplementary views of `elementKind` to ``invalidatedSupplementaryIndexPaths``.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = Self.adding(indexPaths, kind: elementKind, to: invalidatedSupplementaryIndexPaths)
    }

    /// Adds decoration views of `elementKind` to ``invalidatedDecorationIndexPaths``.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = Self.adding(indexPaths, kind: elementKind, to: invalidatedDecorationIndexPaths)
    }

    private static func adding(_ indexPaths: [IndexPath], kind: String, to named: [String: [IndexPath]]?) -> [String: [IndexPath]] {
        var named = named ?? [:]
        named[kind, default: []].append(contentsOf: indexPaths)
        return named
    }

    /// Whether the context names supplementary or decoration elements and nothing else: the layout keeps its
    /// geometry, the collection view asks again for those elements only.
    var invalidatesOnlyNamedElements: Bool {
        !invalidateEverything && !invalidateDataSourceCounts && invalidatedItemIndexPaths == nil
            && (invalidatedSupplementaryIndexPaths != nil || invalidatedDecorationIndexPaths != nil)
    }
}

/// The flow layout's invalidation context: whether the delegate's sizes and the layout's attributes must be
/// asked again, and the sizes cells preferred (self-sizing).
@MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the flow delegate's sizes, insets and spacing must be asked again. Default `true`.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes must be computed again. Default `true`.
    open var invalidateFlowLayoutAttributes = true
    /// The sizes the cells of ``invalidatedItemIndexPaths`` preferred (self-sizing), for the layout to keep.
    var preferredSizes: [(IndexPath, CGSize)] = []

    /// Creates an empty context.
    public required init() {}
}
