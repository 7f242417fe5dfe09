/// Boundary items with ``NSCollectionLayoutBoundarySupplementaryItem/pinToVisibleBounds``, placed as iOS
/// places them:
///
/// - a pinned header (a leading boundary item) sits at the top (leading edge) of the visible area — below the
///   collection view's adjusted inset — while its section is there, never before its own place and never
///   past the start of the section's footers (or the section's end): the next section pushes it off;
/// - a pinned footer sits at the bottom of the visible area likewise, never after its own place and never
///   before the end of the section's headers;
/// - their z-index is the item's (default 1: above the cells).
///
/// A scroll invalidates the layout with a context naming only the pinned items of the sections on screen
/// before or after it: the sections are not laid out again and the collection view asks for those items
/// alone.
extension UICollectionViewCompositionalLayout {
    /// Names the pinned boundary items of the sections within the old or the new visible area; `context`
    /// (everything) for a resize.
    func pinningInvalidationContext(_ context: UICollectionViewLayoutInvalidationContext,
                                    forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        guard let collectionView, pinsSupplementaries else { return context }
        let old = collectionView.bounds
        guard old.size == newBounds.size else { return context }
        let low = min(isVertical ? old.minY : old.minX, isVertical ? newBounds.minY : newBounds.minX)
        let high = max(isVertical ? old.maxY : old.maxX, isVertical ? newBounds.maxY : newBounds.maxX)
        var named: [String: [IndexPath]] = [:]
        for section in sections {
            let start = isVertical ? section.frame.minY : section.frame.minX
            let end = isVertical ? section.frame.maxY : section.frame.maxX
            guard end > low, start < high else { continue }
            for supplementary in section.supplementaries where supplementary.pins {
                named[supplementary.kind, default: []].append(IndexPath(item: 0, section: section.index))
            }
        }
        if named.isEmpty {
            // Nothing pinned on screen: an empty list still keeps the sections.
            context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: [])
        }
        for (kind, indexPaths) in named.sorted(by: { $0.key < $1.key }) {
            context.invalidateSupplementaryElements(ofKind: kind, at: indexPaths)
        }
        return context
    }

    /// The frame of the pinned boundary item at `position` of `section` for the visible area now.
    func pinnedFrame(_ section: CompositionalSectionGeometry, _ position: Int) -> CGRect {
        let item = section.supplementaries[position]
        guard let collectionView else { return item.frame }
        let bounds = collectionView.bounds
        let insets = collectionView.adjustedContentInset
        func along(_ rect: CGRect) -> (start: CGFloat, end: CGFloat) {
            isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        }
        let own = along(item.frame)
        let length = own.end - own.start
        let sectionSpan = along(section.frame)
        let moved: CGFloat
        if item.isTrailing {
            // Never before the end of the section's headers.
            let floor = section.supplementaries.filter { !$0.isTrailing }.map { along($0.frame).end }.max() ?? sectionSpan.start
            let visibleEnd = isVertical ? bounds.maxY - insets.bottom : bounds.maxX - insets.right
            moved = max(min(own.start, visibleEnd - length), floor)
        } else {
            // Never past the start of the section's footers.
            let ceiling = section.supplementaries.filter(\.isTrailing).map { along($0.frame).start }.min() ?? sectionSpan.end
            let visibleStart = isVertical ? bounds.minY + insets.top : bounds.minX + insets.left
            moved = min(max(own.start, visibleStart), max(ceiling - length, own.start))
        }
        let shift = moved - own.start
        return isVertical ? item.frame.offsetBy(dx: 0, dy: shift) : item.frame.offsetBy(dx: shift, dy: 0)
    }
}
