/// Prefetching: after a placement pass that changed what is shown, the ``prefetchDataSource`` is asked for
/// the items ahead and told which of its earlier items are no longer ahead.
///
/// - **How far ahead:** one visible area's length beyond the visible area in the direction of the last
///   scroll (down or right at first, along the layout's longer content axis), as the layout answers for that
///   rectangle. One screen is what a fling's first frames reveal, and the layout has usually answered it
///   already (the collection view asks for a screen on every side).
/// - **When:** only in placement passes that did something (an element entered or left, or the layout
///   changed): a steady scroll frame costs nothing and allocates nothing here.
/// - **Cancelling:** an item asked for that is neither ahead nor shown any more (the scroll reversed, or
///   jumped) is cancelled; an item that came on screen is simply no longer pending.
extension UICollectionView {
    /// Asks for the items ahead and cancels the ones no longer ahead, if the placement changed since last time.
    func updatePrefetching() {
        guard placementGeneration != prefetchState.generation else { return }
        prefetchState.generation = placementGeneration
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else {
            prefetchState.pending.removeAll()
            return
        }
        let visible = bounds
        let direction = prefetchDirection(to: visible.origin)
        prefetchState.lastOrigin = visible.origin
        let ahead = CGRect(x: visible.minX + direction.x * visible.width, y: visible.minY + direction.y * visible.height,
                           width: visible.width, height: visible.height)
        var wanted: [(IndexPath, CGRect)] = []
        for attributes in collectionViewLayout.layoutAttributesForElements(in: ahead) ?? []
        where attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.frame.overlaps(ahead)
            && !attributes.frame.overlaps(visible) && containsItem(attributes.indexPath) {
            wanted.append((attributes.indexPath, attributes.frame))
        }
        let wantedSet = Set(wanted.map(\.0))
        // Shown items are no longer pending; pending ones not ahead any more are cancelled.
        var cancelled: [IndexPath] = []
        for indexPath in prefetchState.pending where !wantedSet.contains(indexPath) {
            if visibleElements[.cell(indexPath)] == nil { cancelled.append(indexPath) }
        }
        prefetchState.pending.subtract(cancelled)
        for indexPath in prefetchState.pending where visibleElements[.cell(indexPath)] != nil { prefetchState.pending.remove(indexPath) }
        if !cancelled.isEmpty {
            cancelled.sort()
            traceCollection("prefetching cancelled for \(cancelled.count) item\(cancelled.count == 1 ? "" : "s") no longer ahead")
            prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
        }
        // In the order they will come on screen: nearest the visible area first.
        let fresh = wanted.filter { !prefetchState.pending.contains($0.0) }.sorted { lhs, rhs in
            let l = direction.y != 0 ? lhs.1.minY * direction.y : lhs.1.minX * direction.x
            let r = direction.y != 0 ? rhs.1.minY * direction.y : rhs.1.minX * direction.x
            return (l, lhs.0) < (r, rhs.0)
        }.map(\.0)
        guard !fresh.isEmpty else { return }
        prefetchState.pending.formUnion(fresh)
        traceCollection("prefetching \(fresh.count) item\(fresh.count == 1 ? "" : "s") ahead (\(directionName(direction)))")
        prefetcher.collectionView(self, prefetchItemsAt: fresh)
    }

    /// The unit step of the last scroll (one axis), or the one before when the bounds did not move.
    private func prefetchDirection(to origin: CGPoint) -> CGPoint {
        if let last = prefetchState.lastOrigin {
            let dx = origin.x - last.x, dy = origin.y - last.y
            if dx != 0 || dy != 0 {
                prefetchState.direction = abs(dy) >= abs(dx) ? CGPoint(x: 0, y: dy > 0 ? 1 : -1) : CGPoint(x: dx > 0 ? 1 : -1, y: 0)
            }
        }
        if prefetchState.direction == .zero {
            let content = contentSize
            prefetchState.direction = content.width - bounds.width > content.height - bounds.height ? CGPoint(x: 1, y: 0) : CGPoint(x: 0, y: 1)
        }
        return prefetchState.direction
    }

    private func directionName(_ direction: CGPoint) -> String {
        if direction.y > 0 { return "scrolling down" }
        if direction.y < 0 { return "scrolling up" }
        return direction.x > 0 ? "scrolling right" : "scrolling left"
    }
}

/// What the collection view has asked its prefetch data source for.
struct CollectionPrefetchState {
    /// The placement pass last looked at.
    var generation = -1
    var lastOrigin: CGPoint?
    /// The direction of the last scroll, a unit step on one axis (zero before any).
    var direction = CGPoint.zero
    /// Items asked for, not yet shown or cancelled.
    var pending: Set<IndexPath> = []
}
