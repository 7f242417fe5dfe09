/// The scroll view a collection view gives each section that scrolls across the layout's direction (iOS's
/// private `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`): as wide as the collection view and as
/// tall as the section's groups and insets (a vertical layout), holding that section's cells.
///
/// Its own pan makes the nesting work with the scroll views' ordinary rules: it begins only along the axis
/// it can scroll, so a vertical drag on it fails here and the collection view's pan takes it, and a
/// horizontal drag fails the collection view's pan (its content is no wider than itself). It is its own
/// delegate: it tells the collection view when it scrolled (cells come and go, the section's
/// `visibleItemsInvalidationHandler` runs) and picks where a fling rests for the paging behaviours
/// (``OrthogonalSectionLayout/restingOffset(natural:dragStart:visibleLength:maximum:)``).
@MainActor
final class CollectionOrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    /// The collection view that owns it.
    private(set) weak var owner: UICollectionView?
    /// The section's layout as last prepared.
    private(set) var layout: OrthogonalSectionLayout
    /// Where the current drag began, for the paging behaviours' one-page limit.
    private var dragStart = CGPoint.zero
    /// Set while the collection view moves it (a new layout, a restored offset): not a user's scroll.
    private var isBeingSetUp = false

    init(owner: UICollectionView, layout: OrthogonalSectionLayout, offset: CGPoint) {
        self.owner = owner
        self.layout = layout
        super.init(frame: layout.frame)
        backgroundColor = nil
        // iOS hides an orthogonal section's scroll indicators.
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        accessibilityIdentifier = "\(owner.traceName) section \(layout.section)"
        delegate = self
        update(layout, offset: offset)
    }

    /// Takes a new layout of the section (its frame, content size and behaviour) and `offset`, kept within
    /// the new content.
    func update(_ layout: OrthogonalSectionLayout, offset: CGPoint) {
        isBeingSetUp = true
        defer { isBeingSetUp = false }
        self.layout = layout
        if frame != layout.frame { frame = layout.frame }
        if contentSize != layout.contentSize { contentSize = layout.contentSize }
        decelerationRate = layout.pages ? .fast : .normal
        let kept = clampedOffset(offset)
        if contentOffset != kept { contentOffset = kept }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isBeingSetUp else { return }
        owner?.orthogonalScrollViewDidScroll(self)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = contentOffset
    }

    /// The paging behaviours move the target of a fling to a page or a group's edge.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard layout.behavior != .continuous, layout.behavior != .none else { return }
        let alongX = layout.scrollsAlongX
        let natural = targetContentOffset.pointee
        let resting = layout.restingOffset(natural: alongX ? natural.x : natural.y, dragStart: alongX ? dragStart.x : dragStart.y,
                                           visibleLength: alongX ? bounds.width : bounds.height,
                                           maximum: alongX ? maximumContentOffset.x : maximumContentOffset.y)
        if alongX { targetContentOffset.pointee.x = resting } else { targetContentOffset.pointee.y = resting }
        traceNote("\(scrollTraceName): .\(layout.behavior) rests at \(TraceFormat.number(resting)) (a free deceleration would rest at \(TraceFormat.number(alongX ? natural.x : natural.y)))")
    }
}
