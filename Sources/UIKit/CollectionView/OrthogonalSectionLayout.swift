/// What a layout tells its collection view about a section that scrolls across the layout's direction
/// (a compositional section with an `orthogonalScrollingBehavior`): where its scroll area is, how large its
/// content is, where its groups are, and where a fling may come to rest.
///
/// Coordinates: ``frame`` is in the collection view's content coordinates; the item attributes the layout
/// answers are too, as laid out before the section's own scroll offset. The scroll area's content
/// coordinates start at the area's origin, so an item at `frame.minX + x` (a vertical layout) sits at `x`
/// in the scroll area's content.
struct OrthogonalSectionLayout {
    /// The section's index.
    var section: Int
    /// How the section scrolls and settles.
    var behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior
    /// The scroll area in the collection view's content coordinates: the whole container across the
    /// layout's direction, the groups and the section's content insets along it.
    var frame: CGRect
    /// The scroll area's content size: the groups and the section's insets across, the area's extent along.
    var contentSize: CGSize
    /// Whether the area scrolls along x (the layout is vertical).
    var scrollsAlongX: Bool
    /// Each group's leading edge and length along the area's scrolling axis, in the area's content
    /// coordinates.
    var groupSpans: [(start: CGFloat, length: CGFloat)]
    /// The section's content inset before the first group, along the area's scrolling axis: group paging
    /// puts a group's leading edge there.
    var leadingInset: CGFloat
    /// The section's handler, called as the area scrolls.
    var visibleItemsInvalidationHandler: NSCollectionLayoutSection.VisibleItemsInvalidationHandler?

    /// Whether the behaviour settles on chosen offsets at the fast deceleration rate (the paging ones).
    var pages: Bool { behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered }

    /// Where a fling released at `start`… comes to rest, along the scrolling axis: `natural` is where a
    /// free deceleration would rest (already within `0…maximum`), `dragStart` the offset the drag began at,
    /// `visibleLength` the area's length along the axis.
    ///
    /// - `.continuous`: `natural`.
    /// - `.continuousGroupLeadingBoundary`: the group leading edge (at the section's leading inset) nearest to
    ///   `natural`.
    /// - `.paging`: the page (multiple of `visibleLength`) nearest to `natural`, at most one page from the
    ///   page the drag began on, as a paging scroll view.
    /// - `.groupPaging` / `.groupPagingCentered`: the group leading edge (centre at the area's centre) nearest
    ///   to `natural`, at most one group from the group the drag began on.
    /// The answer is kept within `0…maximum`.
    func restingOffset(natural: CGFloat, dragStart: CGFloat, visibleLength: CGFloat, maximum: CGFloat) -> CGFloat {
        func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), max(maximum, 0)) }
        switch behavior {
        case .none, .continuous:
            return natural
        case .paging:
            guard visibleLength > 0 else { return natural }
            let startPage = (dragStart / visibleLength).rounded()
            let wanted = min(max((natural / visibleLength).rounded(), startPage - 1), startPage + 1)
            return clamp(wanted * visibleLength)
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            let candidates = groupSpans.map { span in
                clamp(behavior == .groupPagingCentered ? span.start + span.length / 2 - visibleLength / 2 : span.start - leadingInset)
            }
            guard !candidates.isEmpty else { return natural }
            let nearestToNatural = Self.nearest(candidates, to: natural)
            guard behavior != .continuousGroupLeadingBoundary else { return candidates[nearestToNatural] }
            let startGroup = Self.nearest(candidates, to: dragStart)
            return candidates[min(max(nearestToNatural, startGroup - 1), startGroup + 1)]
        }
    }

    /// The index of the value in `values` (ascending) nearest to `target`; the first on a tie.
    private static func nearest(_ values: [CGFloat], to target: CGFloat) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < target { low = mid + 1 } else { high = mid }
        }
        if low == values.count { return values.count - 1 }
        if low > 0, target - values[low - 1] <= values[low] - target { return low - 1 }
        return low
    }
}
