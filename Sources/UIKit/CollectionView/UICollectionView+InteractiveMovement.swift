import InputCore

/// Moving an item interactively, as UIKit's collection view does for a reordering gesture (the standard
/// one of ``UICollectionViewController``, or an app's own).
///
/// The order of things:
/// 1. ``beginInteractiveMovementForItem(at:)`` lifts a visible item the data source lets move
///    (`canMoveItemAt`): its cell comes to the front; a running batch animation ends first.
/// 2. ``updateInteractiveMovementTargetPosition(_:)`` puts the cell's centre at the position; the layout's
///    ``UICollectionViewLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)`` names the item
///    it is over, the delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath` may redirect it; when
///    the target changes, the items between the source and the target slide one place over
///    ``UICollectionView/updateAnimationDuration`` on the framework clock, as if the item were already
///    there.
/// 3. ``endInteractiveMovement()`` tells the data source (`moveItemAt`) and moves the item as a batch
///    update (the cell slides from the finger into its place, the others are already there);
///    ``cancelInteractiveMovement()`` (or a drop on the source) tells nothing and slides everything back.
///
/// Differences from iOS: items move within their section (a position over another section keeps the
/// last target); the collection view does not scroll by itself when the item is dragged to its edge.
extension UICollectionView {
    /// The item being moved.
    struct InteractiveMovement {
        let source: IndexPath
        let cell: UICollectionViewCell
        var target: IndexPath
        /// Where the cell's centre is (content coordinates).
        var position: CGPoint
        /// A bad delegate target was reported (once per movement).
        var reportedBadTarget = false
    }

    /// Lifts the item at `indexPath` for moving: `false` when it cannot move (not visible, the data source's
    /// `canMoveItemAt` says no, another movement is going on, or the index path names no item).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        if let moving = interactiveMovement {
            reportCollectionDiagnostic("beginInteractiveMovementForItem(at: \(itemName(indexPath))): \(itemName(moving.source)) is already moving; end or cancel that movement first. Ignored")
            return false
        }
        guard checkItem(indexPath, "beginInteractiveMovementForItem(at:)") else { return false }
        guard dataSource?.collectionView(self, canMoveItemAt: indexPath) == true else {
            traceCollection("\(itemName(indexPath)) not moved: canMoveItemAt returned false")
            return false
        }
        guard let cell = visibleElements[.cell(indexPath)] as? UICollectionViewCell else {
            traceCollection("\(itemName(indexPath)) not moved: it is not on screen")
            return false
        }
        finishItemAnimation(completed: false)
        interactiveMovement = InteractiveMovement(source: indexPath, cell: cell, target: indexPath, position: cell.center)
        bringSubviewToFront(cell)
        traceCollection("\(itemName(indexPath)) lifted for moving")
        return true
    }

    /// Moves the lifted item's cell to `targetPosition` (content coordinates) and the others out of its way.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        guard targetPosition.x.isFinite, targetPosition.y.isFinite else {
            reportCollectionDiagnostic("updateInteractiveMovementTargetPosition(_:): (\(TraceFormat.number(targetPosition.x)), \(TraceFormat.number(targetPosition.y))) is not a finite position; ignored")
            return
        }
        movement.position = targetPosition
        var proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: movement.target, withPosition: targetPosition)
        if proposed.count != 2 || proposed.section != movement.source.section || !containsItem(proposed) { proposed = movement.target }
        var target = proposed
        if let delegate = collectionDelegate {
            let answer = delegate.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.source,
                                                 atCurrentIndexPath: movement.target, toProposedIndexPath: proposed)
            if answer.count == 2, answer.section == movement.source.section, containsItem(answer) {
                target = answer
            } else if !movement.reportedBadTarget {
                movement.reportedBadTarget = true
                reportCollectionDiagnostic("collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:) returned \(answer), not an item of section \(movement.source.section) (\(whyInvalid(answer)); items move within their section): using \(itemName(proposed))")
            }
        }
        let changed = target != movement.target
        movement.target = target
        interactiveMovement = movement
        if movement.cell.center != targetPosition { movement.cell.center = targetPosition }
        if changed {
            traceCollection("\(itemName(movement.source)) moving over \(itemName(target)): the items between make room")
            animateMovementFrames()
        }
    }

    /// Drops the lifted item at its target: the data source is told (`moveItemAt`) and the item moves.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        stopMovementAnimation()
        interactiveMovement = nil
        guard movement.target != movement.source else {
            traceCollection("\(itemName(movement.source)) dropped in place: not moved")
            animateBackToLayout()
            return
        }
        traceCollection("\(itemName(movement.source)) moved to \(itemName(movement.target)): dropped; moveItemAt told")
        dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target)
        performBatchUpdates { self.moveItem(at: movement.source, to: movement.target) }
    }

    /// Puts the lifted item back where it was; the data source is told nothing.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        stopMovementAnimation()
        interactiveMovement = nil
        traceCollection("\(itemName(movement.source)) put back: the movement was cancelled")
        animateBackToLayout()
    }

    // MARK: Frames

    /// Where an item of the moving section shows while the movement lasts: the items between the source
    /// and the target one place towards the source.
    private func shownIndexPath(of indexPath: IndexPath, in movement: InteractiveMovement) -> IndexPath {
        guard indexPath.section == movement.source.section else { return indexPath }
        let item = indexPath.item, source = movement.source.item, target = movement.target.item
        if item == source { return movement.target }
        if source < target, item > source, item <= target { return IndexPath(item: item - 1, section: indexPath.section) }
        if target < source, item >= target, item < source { return IndexPath(item: item + 1, section: indexPath.section) }
        return indexPath
    }

    /// The frames the movement gives the visible cells of its section (not the lifted one).
    private func movementFrames(_ movement: InteractiveMovement) -> [(UICollectionReusableView, CGRect)] {
        var frames: [(UICollectionReusableView, CGRect)] = []
        for (key, view) in visibleElements where key.category == .cell && view !== movement.cell && key.indexPath.section == movement.source.section {
            if let attributes = collectionViewLayout.layoutAttributesForItem(at: shownIndexPath(of: key.indexPath, in: movement)) {
                frames.append((view, attributes.frame))
            }
        }
        return frames
    }

    /// After a layout pass (which places cells at their own items): the movement's frames, or the
    /// animation's, and the lifted cell at the position.
    func applyInteractiveMovementFrames() {
        guard let movement = interactiveMovement else { return }
        if let animation = movementAnimation {
            _ = animation.apply(at: collectionApplication.clock.now, duration: UICollectionView.updateAnimationDuration)
        } else {
            for (view, frame) in movementFrames(movement) where view.frame != frame { view.frame = frame }
        }
        if movement.cell.center != movement.position { movement.cell.center = movement.position }
    }

    private func animateMovementFrames() {
        guard let movement = interactiveMovement else { return }
        stopMovementAnimation()
        let items = movementFrames(movement).map { view, frame in
            UpdateAnimation<UICollectionReusableView>.Item(view: view, from: view.frame, to: frame, fromAlpha: 1, toAlpha: 1)
        }
        startMovementAnimation(items)
    }

    /// Places every element at its layout attributes again, sliding from where the movement had them.
    private func animateBackToLayout() {
        var from: [ObjectIdentifier: CGRect] = [:]
        for view in visibleElements.values { from[ObjectIdentifier(view)] = view.frame }
        steadyPlacement = nil
        placeVisibleElements()
        var items: [UpdateAnimation<UICollectionReusableView>.Item] = []
        for view in visibleElements.values {
            if let start = from[ObjectIdentifier(view)], start != view.frame {
                items.append(.init(view: view, from: start, to: view.frame, fromAlpha: 1, toAlpha: 1))
            }
        }
        guard window != nil, !items.isEmpty else { return }
        startMovementAnimation(items)
    }

    private func startMovementAnimation(_ items: [UpdateAnimation<UICollectionReusableView>.Item]) {
        guard !items.isEmpty else { return }
        let animation = UpdateAnimation(items: items, start: collectionApplication.clock.now, completions: [])
        _ = animation.apply(at: animation.start, duration: UICollectionView.updateAnimationDuration)
        movementAnimation = animation
        scheduleMovementFrame()
    }

    private func scheduleMovementFrame() {
        guard var animation = movementAnimation else { return }
        let serial = animation.serial
        animation.scheduleNextFrame(on: collectionApplication.clock, label: "\(collectionTraceName) movement frame") { [weak self] in
            guard let self, let running = self.movementAnimation, running.serial == serial else { return }
            if running.apply(at: self.collectionApplication.clock.now, duration: UICollectionView.updateAnimationDuration) {
                self.movementAnimation = nil
            } else {
                self.scheduleMovementFrame()
            }
        }
        movementAnimation = animation
    }

    /// Ends the items' sliding where it is going.
    private func stopMovementAnimation() {
        guard let animation = movementAnimation else { return }
        if let timer = animation.timer { collectionApplication.clock.cancel(timer) }
        movementAnimation = nil
        for item in animation.items where item.view.frame != item.to { item.view.frame = item.to }
    }
}
