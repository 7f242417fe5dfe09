/// Self-sizing cells: measuring the cells that came on screen and keeping what is on screen still when the
/// layout changes around it.
///
/// After a placement pass that showed new cells of a layout that asks for it (a flow layout with an
/// estimated item size): each new cell's ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``
/// is asked with a copy of its attributes; a size that is zero, negative or not finite is reported and
/// clamped to 1 pt; the layout's
/// ``UICollectionViewLayout/shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
/// decides whether it matters, and its
/// ``UICollectionViewLayout/invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``
/// goes to ``UICollectionViewLayout/invalidateLayout(with:)``. Then the layout is prepared again, and the
/// elements are placed again — which may show more new cells (items that shrank), measured in turn, at most
/// ``selfSizingPassLimit`` times a layout.
///
/// The visible anchor: when a measured cell started before the visible area (scrolling back up reveals a
/// row whose top is off screen), the first visible cell that starts inside the visible area keeps its
/// place on screen — the content offset moves by as much as it moved, as iOS does — so the rows on screen
/// do not jump. A drag in progress keeps following the finger from the moved content; a deceleration is
/// left alone (its offset is its own), as the table view's self-sizing rows.
extension UICollectionView {
    /// How many measuring passes one layout runs at most (each may reveal more cells to measure).
    static let selfSizingPassLimit = 8

    /// Measures the cells placed in the last pass and, if the layout changed, prepares it and places again.
    func resolveSelfSizing() {
        var passes = 0
        while !pendingSelfSizing.isEmpty {
            passes += 1
            let pending = pendingSelfSizing
            pendingSelfSizing.removeAll(keepingCapacity: true)
            guard passes <= UICollectionView.selfSizingPassLimit else { break }
            let anchor = selfSizingAnchor()
            var resized: [UICollectionReusableView] = []
            var measuredAbove = false
            for entry in pending where visibleElements[entry.key] === entry.view {
                let original = entry.attributes
                let preferred = checkedPreferredAttributes(entry.view.preferredLayoutAttributesFitting(original.copy()), for: original)
                guard collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
                    continue
                }
                let context = collectionViewLayout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                collectionViewLayout.invalidateLayout(with: context)
                resized.append(entry.view)
                if startsBeforeVisibleArea(original.frame) { measuredAbove = true }
            }
            guard !resized.isEmpty else { continue }
            prepareLayoutIfNeeded()
            if measuredAbove, let anchor { keepStill(anchor) }
            placeVisibleElements()
            // The cells laid out at the estimate are solved again at the size they measured.
            if AutoLayoutActivity.anyUse {
                for view in resized where view.superview === self && !view.isHidden { view.runConstraintPasses() }
            }
        }
        pendingSelfSizing.removeAll(keepingCapacity: true)
    }

    /// The preferred attributes, with a size that can be shown: zero, negative or not finite is reported
    /// (once per item) and clamped to 1 pt on that axis.
    private func checkedPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                            for original: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let size = preferred.frame.size
        func usable(_ length: CGFloat) -> Bool { length.isFinite && length > 0 }
        guard !usable(size.width) || !usable(size.height) else { return preferred }
        reportLayoutProblemOnce("preferred size \(original.indexPath)",
            "preferredLayoutAttributesFitting(_:) for the cell of \(itemName(original.indexPath)) returned a size of \(TraceFormat.number(size.width)) × \(TraceFormat.number(size.height)): a self-sizing cell needs a finite width and height > 0 (are its content view's constraints missing a top-to-bottom chain?); clamped to 1 pt")
        let clamped = preferred.copy()
        clamped.frame = CGRect(origin: original.frame.origin,
                               size: CGSize(width: usable(size.width) ? size.width : 1, height: usable(size.height) ? size.height : 1))
        return clamped
    }

    /// Whether a frame starts before the visible area along a scrolling axis.
    private func startsBeforeVisibleArea(_ frame: CGRect) -> Bool {
        let axes = selfSizingScrollAxes
        return (axes.vertical && frame.minY < bounds.minY) || (axes.horizontal && frame.minX < bounds.minX)
    }

    /// The axes the layout's self-sizing moves content along: the one not fixed, or both.
    private var selfSizingScrollAxes: (vertical: Bool, horizontal: Bool) {
        switch collectionViewLayout.selfSizingFixedAxis {
        case .horizontal: (true, false)
        case .vertical: (false, true)
        case nil: (true, true)
        }
    }

    /// The visible cell that starts first inside the visible area, and where it is.
    private func selfSizingAnchor() -> (indexPath: IndexPath, origin: CGPoint)? {
        let axes = selfSizingScrollAxes
        var best: (indexPath: IndexPath, origin: CGPoint)?
        for (key, view) in visibleElements where key.category == .cell {
            let frame = view.frame
            if axes.vertical, frame.minY < bounds.minY { continue }
            if axes.horizontal, frame.minX < bounds.minX { continue }
            if let current = best, (current.origin.y, current.origin.x, current.indexPath) <= (frame.minY, frame.minX, key.indexPath) { continue }
            best = (key.indexPath, frame.origin)
        }
        return best
    }

    /// Moves the content by as much as the anchor moved in the new layout.
    private func keepStill(_ anchor: (indexPath: IndexPath, origin: CGPoint)) {
        guard !isDecelerating, let now = collectionViewLayout.layoutAttributesForItem(at: anchor.indexPath) else { return }
        let axes = selfSizingScrollAxes
        let delta = CGPoint(x: axes.horizontal ? now.frame.minX - anchor.origin.x : 0,
                            y: axes.vertical ? now.frame.minY - anchor.origin.y : 0)
        guard delta != .zero, delta.x.isFinite, delta.y.isFinite else { return }
        if isDragging {
            dragStartOffset.x += delta.x
            dragStartOffset.y += delta.y
        }
        traceCollection("self-sizing: cells above the visible area measured; content moved by \(TraceFormat.number(delta.y == 0 ? delta.x : delta.y)) to keep \(itemName(anchor.indexPath)) still")
        contentOffset = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
    }
}
