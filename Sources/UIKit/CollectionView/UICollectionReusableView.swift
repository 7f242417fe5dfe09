/// A view a ``UICollectionView`` reuses: the base of its cells, of supplementary views (headers, footers,
/// badges) and of the layout's decoration views (section backgrounds).
///
/// The collection view makes it from a registered class (``init(frame:)`` is required for that), places
/// it from its ``UICollectionViewLayoutAttributes``, and queues it for another element when its element
/// scrolls out: reset per-element state in ``prepareForReuse()``.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under, set when the collection view makes it.
    public internal(set) var reuseIdentifier: String?
    /// The collection view the view was dequeued from.
    weak var owningCollectionView: UICollectionView?
    /// Dequeued and not yet handed back by the data source: how the collection view tells a view of its
    /// own from one the data source made itself.
    var isAwaitingDataSourceReturn = false
    /// The collection view's placement pass that last placed the view (unplaced views are queued).
    var placementGeneration = 0
    /// The attributes last applied, so an unchanged element is not re-applied every frame.
    weak var appliedAttributes: UICollectionViewLayoutAttributes?
    /// The stacking order of the element, from its attributes.
    var elementZIndex = 0
    /// Made by the collection view for a layout's decoration view (stacked below cells at equal z-index).
    var isDecorationView = false

    /// Creates a view; the collection view makes registered classes through it.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Resets the view before the collection view hands it out for another element. The default does
    /// nothing for a reusable view (a cell also clears its selection and highlight); override to reset
    /// your own state.
    open func prepareForReuse() {}

    /// Applies attributes beyond the standard ones (a subclass of ``UICollectionViewLayoutAttributes``).
    /// The collection view has already applied the frame, transform, alpha, hidden state and z-index. The
    /// default does nothing, as on iOS.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given `layoutAttributes` (a copy: change and return it): a
    /// self-sizing layout asks when the view comes on screen. The default sizes the view by Auto Layout —
    /// `systemLayoutSizeFitting` of its content (a cell's ``UICollectionViewCell/contentView``) with the
    /// size across the layout's scroll direction required at the given size and the other as small as the
    /// constraints allow — and returns the attributes unchanged when no constraints decide the content's
    /// size. Override to size the view otherwise.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let measured = selfSizingMeasuredView
        guard measured.hasConstraintsInSubtree else { return layoutAttributes }
        let fixed = owningCollectionView?.collectionViewLayout.selfSizingFixedAxis
        let size = measured.systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: fixed == .horizontal ? .required : .fittingSizeLevel,
            verticalFittingPriority: fixed == .vertical ? .required : .fittingSizeLevel)
        if size != layoutAttributes.size { layoutAttributes.size = size }
        return layoutAttributes
    }

    /// The view whose constraints size the element: the view itself (a cell's content view).
    var selfSizingMeasuredView: UIView { self }

    /// Applies the standard attributes (only what changed), then ``apply(_:)`` when the attributes object
    /// is new.
    func applyStandardAttributes(_ attributes: UICollectionViewLayoutAttributes, shift: CGVector = .zero) {
        // `shift`: the origin of the view's container in the collection view (an orthogonal section's scroll
        // view), whose content coordinates start there.
        let frame = attributes.frame.offsetBy(dx: -shift.dx, dy: -shift.dy)
        let size = frame.size
        if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if self.center != center { self.center = center }
        if transform != attributes.transform { transform = attributes.transform }
        if alpha != attributes.alpha { alpha = attributes.alpha }
        elementZIndex = attributes.zIndex
        if appliedAttributes !== attributes {
            appliedAttributes = attributes
            // A list cell learns its place in its list (separator, corners) whatever its subclass's apply(_:) does.
            if let list = self as? UICollectionViewListCell { owningCollectionView?.placeListCell(list, at: attributes.indexPath) }
            apply(attributes)
        }
    }
}
