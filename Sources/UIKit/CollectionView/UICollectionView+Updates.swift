import Foundation
import InputCore

/// Inserting, deleting, moving and reloading items and sections, animated on the framework clock, with the
/// table view's rules (``TableBatchUpdate`` checks and maps the batch for both).
///
/// The order of one batch (``performBatchUpdates(_:completion:)``, or a single call outside one):
/// 1. the data source is asked for its new counts and the batch is checked against the counts before; an
///    index out of range or a section whose count does not add up is UIKit's "Invalid batch updates
///    detected" diagnostic, and the collection view reloads from the data source instead;
/// 2. every old item is mapped to its new place: the visible cells, the supplementary views of surviving
///    sections, the selection and a touch on an item follow their items;
/// 3. the layout is invalidated and asked again at once; the views that stay move from their old frames to
///    their new ones over ``updateAnimationDuration``, new elements fade in where they land and deleted
///    ones fade out where they were; the completion runs at the end with `true`, or `false` when a newer
///    batch cut the animation short.
extension UICollectionView {
    /// How long a batch update animates: 0.3 s, as the table view's.
    public static let updateAnimationDuration: TimeInterval = 0.3

    // MARK: The calls

    /// Groups the updates made in `updates` into one animated batch; `completion` runs when its animation
    /// ends (`false`: cut short by another batch).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        if let completion { batchCompletions.append(completion) }
        endBatch()
    }

    private func beginBatch() {
        if batchDepth == 0 { openBatch = TableBatchUpdate() }
        batchDepth += 1
    }

    private func endBatch() {
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let batch = openBatch
        openBatch = TableBatchUpdate()
        let completions = batchCompletions
        batchCompletions = []
        let animates = openBatchAnimates
        openBatchAnimates = true
        apply(batch, animated: animates, completions: completions)
    }

    /// Inserts items at `indexPaths` (index paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows += indexPaths } }

    /// Deletes the items at `indexPaths` (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows += indexPaths } }

    /// Asks the data source again for the cells of these items (index paths before the update).
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows += indexPaths } }

    /// Moves the item at `indexPath` (before) to `newIndexPath` (after).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }

    /// Moves the section at `section` (an index before the update) to `newSection` (an index after it), its
    /// items, supplementary and decoration views with it: visible views slide to their new places.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Makes every element of these sections again (indexes before the update); a reloaded section may
    /// come back with another number of items.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }

    private func record(_ change: (inout TableBatchUpdate) -> Void) {
        beginBatch()
        change(&openBatch)
        endBatch()
    }

    // MARK: Applying a batch

    private func apply(_ batch: TableBatchUpdate, animated: Bool, completions: [(Bool) -> Void]) {
        finishItemAnimation(completed: false)
        guard !batch.isEmpty else {
            completions.forEach { $0(true) }
            return
        }
        // A collection view that never asked for its counts has nothing to animate from: the update is a load.
        if needsCollectionReload {
            setNeedsLayout()
            completions.forEach { $0(true) }
            return
        }
        let oldCounts = itemCounts
        let newCounts = dataSourceCounts()
        let mapping: TableBatchUpdate.Mapping
        do {
            mapping = try batch.mapping(oldRows: oldCounts, newRows: newCounts)
        } catch TableBatchUpdate.Problem.invalid(let message) {
            reportCollectionDiagnostic(
                "Invalid batch updates detected: \(message.replacingOccurrences(of: "rows", with: "items").replacingOccurrences(of: "row ", with: "item ")). Updates: \(batch.summary). Reloading from the data source instead")
            reloadData()
            completions.forEach { $0(false) }
            return
        } catch {
            return
        }
        traceCollection("batch update: \(batch.summary) (sections \(oldCounts.count) → \(newCounts.count), items \(oldCounts.reduce(0, +)) → \(newCounts.reduce(0, +)))\(animated ? ", animated \(GestureReason.seconds(UICollectionView.updateAnimationDuration))" : "")")

        var startFrames: [ObjectIdentifier: CGRect] = [:]
        for view in visibleElements.values { startFrames[ObjectIdentifier(view)] = view.frame }
        // The views follow their elements; those of deleted elements leave.
        var kept: [CollectionElementKey: UICollectionReusableView] = [:]
        var leaving: [(key: CollectionElementKey, view: UICollectionReusableView)] = []
        for (key, view) in visibleElements {
            if let newKey = Self.newKey(for: key, mapping: mapping, reloadedSections: batch.reloadedSections) {
                kept[newKey] = view
            } else {
                leaving.append((key, view))
            }
        }
        visibleElements = kept
        if let touch = itemTouch {
            itemTouch = mapping.newIndexPath(for: touch.indexPath).map {
                ItemTouch(touch: touch.touch, indexPath: $0, highlighted: touch.highlighted, cellLeft: touch.cellLeft)
            }
        }
        selection.remap { mapping.newIndexPath(for: $0) }
        listSwipes?.remap { mapping.newIndexPath(for: $0) }
        itemCounts = newCounts
        for (key, view) in visibleElements {
            if let cell = view as? UICollectionViewCell, key.category == .cell { cell.isSelected = selection.contains(key.indexPath) }
        }
        collectionViewLayout.collectionViewWillApplyBatch(mapping, reloadedItems: batch.reloadedRows, reloadedSections: batch.reloadedSections)
        collectionViewLayout.invalidateLayout()
        prepareLayoutIfNeeded()
        placeVisibleElements()
        if !pendingSelfSizing.isEmpty { resolveSelfSizing() }

        guard animated, window != nil else {
            for (key, view) in leaving { retire(view, from: key) }
            completions.forEach { $0(true) }
            return
        }
        for (key, view) in leaving { leavingAnimated[ObjectIdentifier(view)] = key }
        let items = UpdateAnimation.items(shown: visibleElements.values, startFrames: startFrames, leaving: leaving.map(\.view))
        startItemAnimation(UpdateAnimation(items: items, start: collectionApplication.clock.now, completions: completions))
    }

    /// Where an element's view goes: a cell to its item's new index path, a supplementary or decoration view
    /// to its section's new index (not when the section was reloaded or deleted).
    private static func newKey(
        for key: CollectionElementKey, mapping: TableBatchUpdate.Mapping, reloadedSections: IndexSet
    ) -> CollectionElementKey? {
        switch key.category {
        case .cell:
            return mapping.newIndexPath(for: key.indexPath).map { CollectionElementKey.cell($0) }
        case .supplementaryView, .decorationView:
            guard let section = key.indexPath.first, !reloadedSections.contains(section),
                  let newSection = mapping.sections[safe: section] ?? nil else { return nil }
            var moved = key
            moved.indexPath[0] = newSection
            return moved
        }
    }

    // MARK: The animation

    private func startItemAnimation(_ state: UpdateAnimation<UICollectionReusableView>) {
        itemAnimation = state
        _ = state.apply(at: collectionApplication.clock.now, duration: UICollectionView.updateAnimationDuration)
        scheduleItemAnimationFrame()
    }

    private func scheduleItemAnimationFrame() {
        guard var state = itemAnimation else { return }
        let serial = state.serial
        state.scheduleNextFrame(on: collectionApplication.clock, label: "\(collectionTraceName) update frame") { [weak self] in
            guard let self, let running = self.itemAnimation, running.serial == serial else { return }
            if running.apply(at: self.collectionApplication.clock.now, duration: UICollectionView.updateAnimationDuration) {
                self.finishItemAnimation(completed: true)
            } else {
                self.scheduleItemAnimationFrame()
            }
        }
        itemAnimation = state
    }

    /// Ends the running animation: every view at its final place, deleted ones queued, completions called.
    func finishItemAnimation(completed: Bool) {
        guard let state = itemAnimation else { return }
        if let timer = state.timer { collectionApplication.clock.cancel(timer) }
        itemAnimation = nil
        for item in state.items {
            if item.retires, let key = leavingAnimated.removeValue(forKey: ObjectIdentifier(item.view)) {
                retire(item.view, from: key)
            } else {
                item.view.alpha = 1
                if item.view.frame != item.to { item.view.frame = item.to }
            }
        }
        leavingAnimated.removeAll()
        if !completed { traceCollection("update animation cut short by a newer batch") }
        state.completions.forEach { $0(completed) }
    }
}
