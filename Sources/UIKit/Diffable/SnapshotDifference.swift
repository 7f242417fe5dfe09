/// The batch updates that take a view from one snapshot to another, in UIKit's batch terms: deletions and
/// the sources of moves are index paths *before* the update, insertions and the destinations of moves are
/// index paths *after* it (as ``UITableView/performBatchUpdates(_:completion:)`` reads them).
///
/// Computed from the identifiers alone, in time linear in the number of items plus a longest increasing
/// subsequence per section (n log n in the worst case, linear when little moved):
/// 1. sections: one in both snapshots is kept; of the kept ones, those whose relative order changed the
///    least (a longest increasing subsequence of their new indexes) stay, the others are moves — or, for a
///    view without section moves, a delete and an insert; a section marked for reload is a delete and an
///    insert;
/// 2. items of a kept old section: gone, in a new section that was inserted, or marked for reload → a
///    delete; in another kept section → a move; in the same one → it stays if it is in the longest
///    increasing subsequence of that section's new indexes, else it moves. So items that keep their
///    relative order are not moves, and the moves are as few as can be;
/// 3. items of a kept new section that have no kept old counterpart → an insert. Items of deleted or
///    inserted sections go with their section.
///
/// A reload is always written as a delete and an insert: UIKit rejects a reload of a row that also moves,
/// and the two are the same change to the list.
struct SnapshotDifference: Equatable {
    /// A move from an index path before the update to one after it.
    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    /// Section indexes before the update.
    var deletedSections = IndexSet()
    /// Section indexes after the update.
    var insertedSections = IndexSet()
    /// Sections moved, from before to after (only when the view moves sections).
    var movedSections: [(from: Int, to: Int)] = []
    /// Index paths before the update.
    var deletedItems: [IndexPath] = []
    /// Index paths after the update.
    var insertedItems: [IndexPath] = []
    var movedItems: [Move] = []
    /// Index paths after the update of items whose visible cells are configured again.
    var reconfiguredItems: [IndexPath] = []

    /// Whether no row or section changes (reconfigures aside).
    var changesNothing: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections, by: ==) && lhs.deletedItems == rhs.deletedItems
            && lhs.insertedItems == rhs.insertedItems && lhs.movedItems == rhs.movedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems
    }

    /// The difference from `old` to `new` (whose reload and reconfigure marks are the ones honoured).
    /// `sectionMoves`: whether the view can move a section; without, a moved section is deleted and inserted.
    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>, sectionMoves: Bool) {
        // 1. Sections.
        let reloadedSections = Set(new.reloadedSections)
        var survivors: [(old: Int, new: Int)] = []
        for (oldIndex, section) in old.sections.enumerated() {
            guard let newIndex = new.sectionIndexes[section.identifier], !reloadedSections.contains(section.identifier) else { continue }
            survivors.append((oldIndex, newIndex))
        }
        let staying = longestIncreasingSubsequence(survivors.map(\.new))
        var sectionMap = [Int?](repeating: nil, count: old.sections.count)
        var newSectionKept = [Bool](repeating: false, count: new.sections.count)
        for (k, pair) in survivors.enumerated() where staying[k] || sectionMoves {
            sectionMap[pair.old] = pair.new
            newSectionKept[pair.new] = true
            if !staying[k] { movedSections.append((pair.old, pair.new)) }
        }
        for (oldIndex, mapped) in sectionMap.enumerated() where mapped == nil { deletedSections.insert(oldIndex) }
        for (newIndex, kept) in newSectionKept.enumerated() where !kept { insertedSections.insert(newIndex) }

        // 2. Items of kept old sections. `claimed`: the new places (by index among all new items) that an old
        // item fills, so step 3 needs no lookup.
        let reloaded = Set(new.reloadedItems)
        let anyReloaded = !reloaded.isEmpty
        var claimed = [Bool](repeating: false, count: new.numberOfItems)
        var candidates: [(oldRow: Int, newRow: Int)] = []
        for (oldSection, section) in old.sections.enumerated() {
            guard let mappedSection = sectionMap[oldSection] else { continue }
            candidates.removeAll(keepingCapacity: true)
            let oldItems = section.items
            let newItems = new.sections[mappedSection].items
            let newStart = new.sectionStarts[mappedSection]
            // Walk the new section alongside: an item found where the walk is needs no dictionary lookup (in
            // unspecialized generic code a lookup costs several times an `==`), so an edit costs lookups only
            // for the items around its changes.
            var walk = 0
            for oldRow in oldItems.indices {
                let item = oldItems[oldRow]
                if anyReloaded, reloaded.contains(item) {
                    deletedItems.append(IndexPath(item: oldRow, section: oldSection))
                    continue
                }
                while walk < newItems.count, claimed[newStart + walk] { walk += 1 }
                if walk < newItems.count, newItems[walk] == item {
                    claimed[newStart + walk] = true
                    candidates.append((oldRow, walk))
                    walk += 1
                    continue
                }
                guard let place = new.places[item], case let newSection = new.sectionPositions[place.ordinal],
                      newSectionKept[newSection] else {
                    deletedItems.append(IndexPath(item: oldRow, section: oldSection))
                    continue
                }
                claimed[new.sectionStarts[newSection] + place.index] = true
                if newSection == mappedSection {
                    candidates.append((oldRow, place.index))
                    // Items inserted before this one: the walk continues after it when the next items agree.
                    let next = place.index + 1
                    if oldRow + 1 < oldItems.count, next < newItems.count, oldItems[oldRow + 1] == newItems[next] { walk = next }
                } else {
                    movedItems.append(Move(from: IndexPath(item: oldRow, section: oldSection), to: IndexPath(item: place.index, section: newSection)))
                }
            }
            let stays = longestIncreasingSubsequence(candidates.map(\.newRow))
            for (k, candidate) in candidates.enumerated() where !stays[k] {
                movedItems.append(Move(from: IndexPath(item: candidate.oldRow, section: oldSection), to: IndexPath(item: candidate.newRow, section: mappedSection)))
            }
        }

        // 3. Items of kept new sections that no old item claimed.
        for (newSection, kept) in newSectionKept.enumerated() where kept {
            let start = new.sectionStarts[newSection]
            for row in 0..<(new.sectionStarts[newSection + 1] - start) where !claimed[start + row] {
                insertedItems.append(IndexPath(item: row, section: newSection))
            }
        }

        // Reconfigures: items that were there before and are not reloaded, at their new places.
        for item in new.reconfiguredItems where !reloaded.contains(item) && old.places[item] != nil {
            if let indexPath = new.indexPath(of: item) { reconfiguredItems.append(indexPath) }
        }
    }
}

/// Which of `values` form a longest strictly increasing subsequence (`true` at their positions): patience
/// sorting, O(n log n), O(n) when the values are already increasing.
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var member = [Bool](repeating: false, count: values.count)
    guard !values.isEmpty else { return member }
    // tails[k]: the position of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    tails.reserveCapacity(values.count)
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        // Increasing input (the usual case) appends without a search.
        if let last = tails.last, values[last] >= value {
            var low = 0
            var high = tails.count - 1
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            tails[low] = position
        } else {
            if let last = tails.last { previous[position] = last }
            tails.append(position)
        }
    }
    var position = tails[tails.count - 1]
    while position >= 0 {
        member[position] = true
        position = previous[position]
    }
    return member
}
