/// Scrolling to an item, on the framework clock when animated.
extension UICollectionView {
    /// Scrolls so the item at `indexPath` is at `scrollPosition`: at most one vertical option (`.top`,
    /// `.centeredVertically`, `.bottom`) and one horizontal (`.left`, `.centeredHorizontally`, `.right`); an
    /// axis with none gets the least scrolling that shows the item (docs/decisions.md, "Collection views").
    /// The offset stays within the content. An index path out of range, or two options on one axis, is
    /// reported and ignored (iOS raises an exception).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard checkItem(indexPath, "scrollToItem(at:at:animated:)") else { return }
        let vertical = scrollPosition.intersection([.top, .centeredVertically, .bottom])
        let horizontal = scrollPosition.intersection([.left, .centeredHorizontally, .right])
        guard vertical.rawValue.nonzeroBitCount <= 1, horizontal.rawValue.nonzeroBitCount <= 1 else {
            reportCollectionDiagnostic(
                "scrollToItem(at: \(itemName(indexPath)), at: \(scrollPosition.name)): at most one vertical and one horizontal position; ignored")
            return
        }
        prepareLayoutIfNeeded()
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else {
            reportCollectionDiagnostic("scrollToItem(at: \(itemName(indexPath))): the layout has no attributes for the item; ignored")
            return
        }
        var rect = attributes.frame
        // An item of a section that scrolls across: the section scrolls along its axis (the horizontal
        // position, in a vertical layout), the collection view along the other.
        if let layout = orthogonal.layouts[indexPath.section] {
            let offset = scrollOrthogonalSection(layout, toShow: rect, at: scrollPosition, animated: animated)
            rect = rect.offsetBy(dx: -offset.x, dy: -offset.y)
        }
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let x = axisOffset(current: contentOffset.x, inset: inset.left, visible: visibleWidth, min: rect.minX, max: rect.maxX,
                           leading: horizontal == .left, centred: horizontal == .centeredHorizontally, trailing: horizontal == .right)
        let y = axisOffset(current: contentOffset.y, inset: inset.top, visible: visibleHeight, min: rect.minY, max: rect.maxY,
                           leading: vertical == .top, centred: vertical == .centeredVertically, trailing: vertical == .bottom)
        let target = clampedOffset(CGPoint(x: x, y: y))
        traceCollection("scrolling to \(itemName(indexPath)) at \(scrollPosition.name)\(animated ? " (animated)" : ""): offset \(TraceFormat.point(target))")
        guard target != contentOffset else {
            if !animated, !orthogonal.order.isEmpty { layoutIfNeeded() }
            return
        }
        setContentOffset(target, animated: animated)
        if !animated { layoutIfNeeded() }
    }

    /// Scrolls orthogonal section `layout` so `rect` (laid out, unscrolled) is at `scrollPosition` along the
    /// section's axis; its scroll view moves, or the offset kept for it when it has none. Returns the new
    /// offset.
    private func scrollOrthogonalSection(_ layout: OrthogonalSectionLayout, toShow rect: CGRect, at scrollPosition: ScrollPosition,
                                         animated: Bool) -> CGPoint {
        let current = orthogonalOffset(layout.section)
        let alongX = layout.scrollsAlongX
        let position = scrollPosition.intersection(alongX ? [.left, .centeredHorizontally, .right] : [.top, .centeredVertically, .bottom])
        let visible = alongX ? layout.frame.width : layout.frame.height
        let start = alongX ? layout.frame.minX : layout.frame.minY
        let maximum = max((alongX ? layout.contentSize.width : layout.contentSize.height) - visible, 0)
        let wanted = axisOffset(current: alongX ? current.x : current.y, inset: 0, visible: visible,
                                min: (alongX ? rect.minX : rect.minY) - start, max: (alongX ? rect.maxX : rect.maxY) - start,
                                leading: position == .left || position == .top,
                                centred: position == .centeredHorizontally || position == .centeredVertically,
                                trailing: position == .right || position == .bottom)
        let clamped = min(max(wanted, 0), maximum)
        let target = alongX ? CGPoint(x: clamped, y: current.y) : CGPoint(x: current.x, y: clamped)
        guard target != current else { return target }
        traceCollection("scrolling section \(layout.section) across to \(TraceFormat.point(target))\(animated ? " (animated)" : "")")
        if let scrollView = orthogonal.scrollViews[layout.section] {
            scrollView.setContentOffset(target, animated: animated)
        } else {
            orthogonal.offsets[layout.section] = target
            steadyPlacement = nil
            setNeedsLayout()
        }
        return target
    }

    /// The offset along one axis that puts `min…max` at the leading edge, the centre or the trailing edge of
    /// the visible length, or (none) the least scrolling that shows it.
    private func axisOffset(current: CGFloat, inset: CGFloat, visible: CGFloat, min: CGFloat, max: CGFloat,
                            leading: Bool, centred: Bool, trailing: Bool) -> CGFloat {
        if leading { return min - inset }
        if centred { return (min + max) / 2 - inset - visible / 2 }
        if trailing { return max - inset - visible }
        let start = current + inset
        if min < start { return min - inset }
        if max > start + visible { return max - inset - visible }
        return current
    }
}

extension UICollectionView.ScrollPosition {
    /// `[top, left]`, `[]`, for the trace and diagnostics.
    var name: String {
        let names: [(UICollectionView.ScrollPosition, String)] = [
            (.top, "top"), (.centeredVertically, "centeredVertically"), (.bottom, "bottom"),
            (.left, "left"), (.centeredHorizontally, "centeredHorizontally"), (.right, "right"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
