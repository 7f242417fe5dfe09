/// Pinned headers and footers (``UICollectionViewFlowLayout/sectionHeadersPinToVisibleBounds``,
/// ``UICollectionViewFlowLayout/sectionFootersPinToVisibleBounds``), as iOS's flow layout places them:
///
/// - a pinned header sits at the top (leading edge) of the visible area — below the collection view's
///   adjusted top inset — while its section is there, never above its own place and never below the end of
///   its section's items (the bottom inset included): as the section's end comes up, the next header pushes
///   it off;
/// - a pinned footer sits at the bottom of the visible area likewise, never below its own place and never
///   above the end of its section's header;
/// - pinned ones are stacked above the cells (z-index ``UICollectionViewFlowLayout/pinnedZIndex``).
///
/// A scroll then invalidates the layout with a context naming only the headers and footers of the sections
/// on screen before or after it: the lines are not built again and the collection view asks for those
/// elements alone.
extension UICollectionViewFlowLayout {
    /// The z-index of pinned headers and footers: above cells (0), as iOS stacks floating headers.
    static let pinnedZIndex = 1024

    /// Whether anything follows the visible area.
    var pinsSupplementaries: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }

    /// A context naming the pinned headers and footers of the sections within the visible area before or
    /// after the change; a change of the length the lines fill invalidates everything (the default context).
    func pinningInvalidationContext(_ context: UICollectionViewLayoutInvalidationContext,
                                    forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        guard let collectionView, pinsSupplementaries else { return context }
        let old = collectionView.bounds
        guard isVertical ? newBounds.width == old.width : newBounds.height == old.height else { return context }
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutAttributes = false
        let low = min(isVertical ? old.minY : old.minX, isVertical ? newBounds.minY : newBounds.minX)
        let high = max(isVertical ? old.maxY : old.maxX, isVertical ? newBounds.maxY : newBounds.maxX)
        var headers: [IndexPath] = []
        var footers: [IndexPath] = []
        var index = geometry.firstSection(endingAfter: low)
        while index < geometry.sections.count, geometry.sections[index].start < high {
            let section = geometry.sections[index]
            if sectionHeadersPinToVisibleBounds, section.headerLength > 0 { headers.append(IndexPath(item: 0, section: index)) }
            if sectionFootersPinToVisibleBounds, section.footerLength > 0 { footers.append(IndexPath(item: 0, section: index)) }
            index += 1
        }
        // Nothing pinned on screen: an empty named list still keeps the geometry.
        context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: headers)
        if !footers.isEmpty { context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter, at: footers) }
        return context
    }

    /// Where a pinned header or footer of `section` starts along the scroll direction now.
    func pinnedAlong(_ section: FlowLayoutGeometry.Section, isHeader: Bool, natural: CGFloat) -> CGFloat {
        guard let collectionView else { return natural }
        let bounds = collectionView.bounds
        let insets = collectionView.adjustedContentInset
        if isHeader {
            let visibleStart = isVertical ? bounds.minY + insets.top : bounds.minX + insets.left
            return min(max(natural, visibleStart), section.footerStart - section.headerLength)
        }
        let visibleEnd = isVertical ? bounds.maxY - insets.bottom : bounds.maxX - insets.right
        return max(min(natural, visibleEnd - section.footerLength), section.start + section.headerLength)
    }
}
