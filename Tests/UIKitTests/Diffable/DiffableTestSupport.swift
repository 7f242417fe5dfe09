import Foundation
@testable import UIKit

typealias TestSnapshot = NSDiffableDataSourceSnapshot<String, Int>

/// A snapshot from `[(section, items)]`.
func makeSnapshot(_ sections: [(String, [Int])]) -> TestSnapshot {
    var snapshot = TestSnapshot()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// The snapshot's contents as `[(section, items)]`, for comparing with a plain model.
func contents(_ snapshot: TestSnapshot) -> [(String, [Int])] {
    snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
}

func sameContents(_ a: [(String, [Int])], _ b: [(String, [Int])]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
}

/// What a slot of the list holds after a batch: an old item carried there, or an inserted one.
enum Slot: Equatable {
    case old(Int)
    case inserted
}

/// Applies `difference` to `old` with UIKit's batch-update semantics, written independently of the
/// framework: deletions and move sources name old positions, insertions and move destinations new ones,
/// and what is neither deleted nor moved fills the remaining new positions in its old order. `newCounts`
/// are the sections' item counts after the update (what the data source answers). Returns each new
/// section's old identifier (`nil`: inserted) and slots, or a description of what does not add up.
func applyBatch(
    _ difference: SnapshotDifference, to old: [(String, [Int])], newCounts: [Int]
) -> Result<[(section: String?, slots: [Slot])], BatchFailure> {
    let newSectionCount = newCounts.count
    guard old.count - difference.deletedSections.count + difference.insertedSections.count == newSectionCount else {
        return .failure(BatchFailure("section count \(old.count) - \(difference.deletedSections.count) + \(difference.insertedSections.count) != \(newSectionCount)"))
    }
    var sectionSources = [Int?](repeating: nil, count: newSectionCount)
    var sectionTaken = [Bool](repeating: false, count: newSectionCount)
    for index in difference.insertedSections { sectionTaken[index] = true }
    var movedFrom = Set<Int>()
    for move in difference.movedSections {
        guard !sectionTaken[move.to] else { return .failure(BatchFailure("section \(move.to) filled twice")) }
        sectionSources[move.to] = move.from
        sectionTaken[move.to] = true
        movedFrom.insert(move.from)
    }
    var slot = 0
    for oldIndex in old.indices where !difference.deletedSections.contains(oldIndex) && !movedFrom.contains(oldIndex) {
        while slot < newSectionCount, sectionTaken[slot] { slot += 1 }
        guard slot < newSectionCount else { return .failure(BatchFailure("no room for old section \(oldIndex)")) }
        sectionSources[slot] = oldIndex
        sectionTaken[slot] = true
    }
    var result: [(section: String?, slots: [Slot])] = []
    for newIndex in 0..<newSectionCount {
        guard let source = sectionSources[newIndex] else {
            result.append((nil, Array(repeating: .inserted, count: newCounts[newIndex])))
            continue
        }
        var slots = [Slot?](repeating: nil, count: newCounts[newIndex])
        for path in difference.insertedItems where path.section == newIndex {
            guard path.item < slots.count, slots[path.item] == nil else { return .failure(BatchFailure("insert at \(path) invalid")) }
            slots[path.item] = .inserted
        }
        for move in difference.movedItems where move.to.section == newIndex {
            guard move.to.item < slots.count, slots[move.to.item] == nil else { return .failure(BatchFailure("move to \(move.to) invalid")) }
            slots[move.to.item] = .old(old[move.from.section].1[move.from.item])
        }
        let deleted = Set(difference.deletedItems.filter { $0.section == source }.map(\.item))
        let moved = Set(difference.movedItems.filter { $0.from.section == source }.map(\.from.item))
        var free = 0
        for (row, item) in old[source].1.enumerated() where !deleted.contains(row) && !moved.contains(row) {
            while free < slots.count, slots[free] != nil { free += 1 }
            guard free < slots.count else { return .failure(BatchFailure("no room in section \(newIndex) for old row \(row)")) }
            slots[free] = .old(item)
        }
        guard slots.allSatisfy({ $0 != nil }) else { return .failure(BatchFailure("section \(newIndex) has empty slots")) }
        result.append((old[source].0, slots.compactMap { $0 }))
    }
    return .success(result)
}

struct BatchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The length of a longest strictly increasing subsequence, by the quadratic textbook recurrence (a check
/// written apart from the framework's patience sort).
func lisLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}
