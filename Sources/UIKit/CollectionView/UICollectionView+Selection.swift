/// Selection by touch and from code, with the table view's event rules.
///
/// A touch reaches a cell only once the scroll view has decided it is not a scroll: after
/// ``UIScrollView/contentTouchDelay`` (0.15 s) or when it lifts sooner. Then, in this order:
/// 1. the item highlights, unless the collection view does not allow selection or `shouldHighlightItemAt`
///    says no (then a lift selects nothing either, as on iOS);
/// 2. a touch that moves off the cell unhighlights it; a drag that scrolls cancels the touch, and the
///    highlight;
/// 3. a lift on the highlighted cell: `shouldSelectItemAt` (or, for a selected item with multiple
///    selection, `shouldDeselectItemAt`), `didUnhighlightItemAt`, then for single selection
///    `didDeselectItemAt` for the items selected before, then `didSelectItemAt`.
/// Every step is traced with its reason.
extension UICollectionView {
    /// The touch on an item: which item, and whether it highlighted it.
    struct ItemTouch {
        let touch: ObjectIdentifier
        let indexPath: IndexPath
        var highlighted: Bool
        /// The item scrolled out while the touch was on it.
        var cellLeft = false
    }

    /// The item of a visible `cell`, or `nil`.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleElements.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    func itemTouchesBegan(_ touches: Set<UITouch>, in cell: UICollectionViewCell) {
        guard itemTouch == nil, let touch = touches.min(by: { $0.serial < $1.serial }),
              let indexPath = indexPath(for: cell) else { return }
        let item = itemName(indexPath)
        // A held touch reaches the cell still `.began`, its timestamp the touch-down: the wait is the scroll
        // view's delay. A touch that lifted first reaches it `.ended`, with no delay left to tell.
        let waited = touch.phase == .began
            ? " after \(GestureReason.seconds(max(collectionApplication.clock.now.seconds - touch.timestamp, 0))) delay"
            : ": touch \(touch.traceName) lifted before \(scrollTraceName)'s \(GestureReason.seconds(UIScrollView.contentTouchDelay)) delay"
        guard allowsSelection else {
            traceCollection("\(item) not highlighted: allowsSelection is false")
            itemTouch = ItemTouch(touch: ObjectIdentifier(touch), indexPath: indexPath, highlighted: false)
            return
        }
        if collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) == false {
            traceCollection("\(item) not highlighted: shouldHighlightItemAt returned false")
            itemTouch = ItemTouch(touch: ObjectIdentifier(touch), indexPath: indexPath, highlighted: false)
            return
        }
        itemTouch = ItemTouch(touch: ObjectIdentifier(touch), indexPath: indexPath, highlighted: true)
        cell.isHighlighted = true
        traceCollection("\(item) highlighted\(waited)")
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func itemTouchesMoved(_ touches: Set<UITouch>, in cell: UICollectionViewCell) {
        guard let current = itemTouch, current.highlighted,
              let touch = touches.first(where: { ObjectIdentifier($0) == current.touch }) else { return }
        guard !cell.bounds.contains(touch.location(in: cell)) else { return }
        unhighlight(current, reason: "touch \(touch.traceName) moved off it")
        itemTouch?.highlighted = false
    }

    func itemTouchesEnded(_ touches: Set<UITouch>, in cell: UICollectionViewCell) {
        guard let current = itemTouch, let touch = touches.first(where: { ObjectIdentifier($0) == current.touch }) else { return }
        itemTouch = nil
        guard current.highlighted else { return }
        let item = itemName(current.indexPath)
        guard !current.cellLeft, cell.bounds.contains(touch.location(in: cell)) else {
            unhighlight(current, reason: "touch \(touch.traceName) lifted off it")
            return
        }
        if allowsMultipleSelection, selection.contains(current.indexPath) {
            let allowed = collectionDelegate?.collectionView(self, shouldDeselectItemAt: current.indexPath) ?? true
            unhighlight(current, reason: nil)
            guard allowed else {
                traceCollection("\(item) stays selected: shouldDeselectItemAt returned false")
                return
            }
            userDeselect(current.indexPath, reason: "touch \(touch.traceName) lifted on \(item), already selected (allowsMultipleSelection)")
            return
        }
        let allowed = collectionDelegate?.collectionView(self, shouldSelectItemAt: current.indexPath) ?? true
        unhighlight(current, reason: nil)
        guard allowed else {
            traceCollection("\(item) not selected: shouldSelectItemAt returned false")
            return
        }
        userSelect(current.indexPath, reason: "touch \(touch.traceName) lifted on \(item)")
    }

    func itemTouchesCancelled(_ touches: Set<UITouch>, in cell: UICollectionViewCell) {
        guard let current = itemTouch, let touch = touches.first(where: { ObjectIdentifier($0) == current.touch }) else { return }
        itemTouch = nil
        guard current.highlighted else { return }
        // The collection view's pan, or the pan of the orthogonal section's scroll view holding the cell.
        let scrolling = [self, cell.superview as? CollectionOrthogonalScrollView].compactMap { $0 }.first {
            $0.panGestureRecognizer.state == .began || $0.panGestureRecognizer.state == .changed
        }
        if let scrolling {
            unhighlight(current, reason: "touch \(touch.traceName) cancelled: \(scrolling.scrollTraceName) began scrolling")
            return
        }
        // Another recognizer that took the touch (an app's long press that moves items, say): name it.
        let taker = touch.gestureRecognizers?.first { $0.cancelsTouchesInView && ($0.state == .began || $0.state == .changed || $0.state == .ended) }
        unhighlight(current, reason: taker.map { "touch \(touch.traceName) cancelled: \($0.traceName) began" } ?? "touch \(touch.traceName) cancelled")
    }

    private func unhighlight(_ touch: ItemTouch, reason: String?) {
        (visibleElements[.cell(touch.indexPath)] as? UICollectionViewCell)?.isHighlighted = false
        if let reason { traceCollection("\(itemName(touch.indexPath)) unhighlighted: \(reason)") }
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: touch.indexPath)
    }

    /// Selects `indexPath` as a user's tap does: deselecting the items selected before (single selection),
    /// telling the delegate of each, then `didSelectItemAt`.
    private func userSelect(_ indexPath: IndexPath, reason: String) {
        if !allowsMultipleSelection {
            for old in selection.sorted where old != indexPath {
                selection.deselect(old)
                visibleCell(old)?.isSelected = false
                traceCollection("\(itemName(old)) deselected: \(itemName(indexPath)) is selected (single selection)")
                collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selection.select(indexPath, multiple: true)
        visibleCell(indexPath)?.isSelected = true
        traceCollection("\(itemName(indexPath)) selected: \(reason)")
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func userDeselect(_ indexPath: IndexPath, reason: String) {
        guard selection.deselect(indexPath) else { return }
        visibleCell(indexPath)?.isSelected = false
        traceCollection("\(itemName(indexPath)) deselected: \(reason)")
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    /// The cell shown for `indexPath` without a layout pass first.
    func visibleCell(_ indexPath: IndexPath) -> UICollectionViewCell? {
        visibleElements[.cell(indexPath)] as? UICollectionViewCell
    }

    // MARK: Selection from code (no delegate calls, as on iOS)

    /// The selected items in order (section, then item); empty when none is, as iOS answers.
    public var indexPathsForSelectedItems: [IndexPath]? { selection.sorted }

    /// Selects the item at `indexPath` (single selection: only it), then scrolls it to `scrollPosition`
    /// (`[]`: no scrolling). `nil` deselects every item. The delegate is not told, as on iOS. An index path
    /// out of range is reported and ignored; nothing is selected while ``allowsSelection`` is `false`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for old in selection.removeAll() { visibleCell(old)?.isSelected = false }
            return
        }
        guard allowsSelection, checkItem(indexPath, "selectItem(at:animated:scrollPosition:)") else { return }
        for old in selection.select(indexPath, multiple: allowsMultipleSelection) { visibleCell(old)?.isSelected = false }
        visibleCell(indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without telling the delegate. An index path out of range is
    /// reported and ignored.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard checkItem(indexPath, "deselectItem(at:animated:)") else { return }
        guard selection.deselect(indexPath) else { return }
        visibleCell(indexPath)?.isSelected = false
    }
}
