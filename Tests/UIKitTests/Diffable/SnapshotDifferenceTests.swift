import Foundation
import Testing
@testable import UIKit

@Suite struct SnapshotDifferenceTests {
    @Test func itemsThatKeepTheirOrderAreNotMoves() {
        let old = makeSnapshot([("a", [1, 2, 3, 4, 5])])
        let new = makeSnapshot([("a", [2, 3, 4, 5, 1])])
        let difference = SnapshotDifference(from: old, to: new, sectionMoves: true)
        // Moving 1 to the end is one move, not four.
        #expect(difference.movedItems == [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))])
        #expect(difference.insertedItems.isEmpty && difference.deletedItems.isEmpty)
    }

    @Test func deletesAndInsertsNameOldAndNewIndexPaths() {
        let old = makeSnapshot([("a", [1, 2, 3]), ("b", [4])])
        let new = makeSnapshot([("a", [1, 9, 3]), ("b", [4, 2])])
        let difference = SnapshotDifference(from: old, to: new, sectionMoves: true)
        #expect(difference.deletedItems.isEmpty)
        #expect(difference.insertedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.movedItems == [.init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 1))])
    }

    @Test func sectionsMoveOrAreDeletedAndInsertedWhenTheViewCannotMoveThem() {
        let old = makeSnapshot([("a", [1]), ("b", [2]), ("c", [3])])
        let new = makeSnapshot([("c", [3]), ("a", [1]), ("b", [2])])
        let moving = SnapshotDifference(from: old, to: new, sectionMoves: true)
        #expect(moving.movedSections.map { [$0.from, $0.to] } == [[2, 0]])
        #expect(moving.deletedSections.isEmpty && moving.insertedSections.isEmpty && moving.movedItems.isEmpty)
        let table = SnapshotDifference(from: old, to: new, sectionMoves: false)
        #expect(table.movedSections.isEmpty)
        #expect(Array(table.deletedSections) == [2] && Array(table.insertedSections) == [0])
        #expect(table.movedItems.isEmpty && table.insertedItems.isEmpty && table.deletedItems.isEmpty)
    }

    @Test func reloadsAreADeleteAndAnInsertAndReconfiguresAreNewIndexPaths() {
        let old = makeSnapshot([("a", [1, 2, 3])])
        var new = makeSnapshot([("a", [3, 1, 2])])
        new.reloadItems([3])
        new.reconfigureItems([2])
        let difference = SnapshotDifference(from: old, to: new, sectionMoves: true)
        #expect(difference.deletedItems == [IndexPath(item: 2, section: 0)])
        #expect(difference.insertedItems == [IndexPath(item: 0, section: 0)])
        #expect(difference.movedItems.isEmpty)
        #expect(difference.reconfiguredItems == [IndexPath(item: 2, section: 0)])
        var sectionReload = makeSnapshot([("a", [1, 2, 3])])
        sectionReload.reloadSections(["a"])
        let reloaded = SnapshotDifference(from: old, to: sectionReload, sectionMoves: true)
        #expect(Array(reloaded.deletedSections) == [0] && Array(reloaded.insertedSections) == [0])
    }

    @Test func anIdenticalSnapshotChangesNothing() {
        let old = makeSnapshot([("a", Array(0..<50)), ("b", Array(50..<60))])
        #expect(SnapshotDifference(from: old, to: old, sectionMoves: true).changesNothing)
    }

    @Test func theLongestIncreasingSubsequenceIsLongest() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let values = (0..<Int.random(in: 0..<30, using: &random)).map { _ in Int.random(in: 0..<20, using: &random) }
            let member = longestIncreasingSubsequence(values)
            let chosen = zip(values, member).filter(\.1).map(\.0)
            #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 })
            #expect(chosen.count == lisLength(values))
        }
    }

    // MARK: Properties (fixed seed)

    /// Random pairs of snapshots: the difference applied to the old list with UIKit's batch semantics gives
    /// exactly the new list, every item that could be kept is kept, and the moves are as few as can be.
    @Test(arguments: [true, false])
    func theDifferenceAppliedAsABatchGivesTheNewSnapshot(sectionMoves: Bool) {
        var random = SeededRandom(seed: sectionMoves ? 1 : 2)
        for round in 0..<400 {
            let (old, new) = randomPair(using: &random)
            let difference = SnapshotDifference(from: old, to: new, sectionMoves: sectionMoves)
            let newContents = contents(new)
            switch applyBatch(difference, to: contents(old), newCounts: newContents.map(\.1.count)) {
            case .failure(let failure):
                Issue.record("round \(round): \(failure)")
            case .success(let result):
                for (index, section) in result.enumerated() {
                    if let identifier = section.section { #expect(identifier == newContents[index].0, "round \(round)") }
                    for (row, slot) in section.slots.enumerated() {
                        if case .old(let item) = slot { #expect(item == newContents[index].1[row], "round \(round)") }
                    }
                }
                let carried = result.flatMap(\.slots).filter { $0 != .inserted }.count
                #expect(carried == keepableCount(old, new, difference), "round \(round)")
            }
            if sectionMoves { #expect(difference.movedItems.count == fewestMoves(old, new), "round \(round)") }
        }
    }

    /// The table's own batch check (``TableBatchUpdate``) accepts every difference for a table, and maps
    /// each old row onto the new row holding the same item.
    @Test func theTableAcceptsEveryDifferenceAndMapsItsRowsOntoTheirItems() throws {
        var random = SeededRandom(seed: 3)
        for _ in 0..<300 {
            let (old, new) = randomPair(using: &random)
            let difference = SnapshotDifference(from: old, to: new, sectionMoves: false)
            var batch = TableBatchUpdate()
            batch.deletedSections = difference.deletedSections
            batch.insertedSections = difference.insertedSections
            batch.deletedRows = difference.deletedItems
            batch.insertedRows = difference.insertedItems
            batch.moves = difference.movedItems.map { ($0.from, $0.to) }
            let oldContents = contents(old)
            let newContents = contents(new)
            let mapping = try batch.mapping(oldRows: oldContents.map(\.1.count), newRows: newContents.map(\.1.count))
            for (section, items) in oldContents.map(\.1).enumerated() {
                for (row, item) in items.enumerated() {
                    guard let to = mapping.newIndexPath(for: IndexPath(row: row, section: section)) else { continue }
                    #expect(newContents[to.section].1[to.row] == item)
                }
            }
        }
    }

    // MARK: Helpers

    /// Two snapshots over a small pool of identifiers: the new one either an edit of the old one (moves,
    /// deletes, inserts, shuffled sections, reloads) or unrelated.
    private func randomPair(using random: inout SeededRandom) -> (TestSnapshot, TestSnapshot) {
        func randomSnapshot() -> TestSnapshot {
            var pool = Array(0..<40).shuffled(using: &random)
            var sections: [(String, [Int])] = []
            for name in ["a", "b", "c", "d", "e"].shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random)) {
                let count = min(Int.random(in: 0...8, using: &random), pool.count)
                sections.append((name, Array(pool.prefix(count))))
                pool.removeFirst(count)
            }
            return makeSnapshot(sections)
        }
        let old = randomSnapshot()
        guard Int.random(in: 0..<4, using: &random) > 0 else { return (old, randomSnapshot()) }
        var new = old
        let items = old.itemIdentifiers
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            guard let item = items.randomElement(using: &random), let anchor = items.randomElement(using: &random), item != anchor,
                  new.indexOfItem(item) != nil, new.indexOfItem(anchor) != nil else { continue }
            new.moveItem(item, afterItem: anchor)
        }
        new.deleteItems(items.filter { _ in Int.random(in: 0..<6, using: &random) == 0 })
        if let section = new.sectionIdentifiers.randomElement(using: &random) {
            new.appendItems((100..<100 + Int.random(in: 0...3, using: &random)).map { $0 }, toSection: section)
        }
        if Bool.random(using: &random), let moving = new.sectionIdentifiers.randomElement(using: &random),
           let anchor = new.sectionIdentifiers.randomElement(using: &random), moving != anchor {
            new.moveSection(moving, beforeSection: anchor)
        }
        if Int.random(in: 0..<4, using: &random) == 0, let doomed = new.sectionIdentifiers.randomElement(using: &random) {
            new.deleteSections([doomed])
        }
        if Int.random(in: 0..<4, using: &random) == 0, !new.sectionIdentifiers.contains("f") {
            new.appendSections(["f"])
            new.appendItems([200, 201])
        }
        new.reloadItems(new.itemIdentifiers.filter { _ in Int.random(in: 0..<10, using: &random) == 0 })
        if Int.random(in: 0..<8, using: &random) == 0, let section = new.sectionIdentifiers.randomElement(using: &random) {
            new.reloadSections([section])
        }
        return (old, new)
    }

    /// How many items a batch can carry over: in both snapshots, not reloaded, their old section kept and their
    /// new section not inserted (by the difference's own section decisions, checked separately above).
    private func keepableCount(_ old: TestSnapshot, _ new: TestSnapshot, _ difference: SnapshotDifference) -> Int {
        let reloaded = Set(new.reloadedItemIdentifiers)
        return old.itemIdentifiers.filter { item in
            guard !reloaded.contains(item), let newSection = new.sectionIdentifier(containingItem: item),
                  let oldSection = old.sectionIdentifier(containingItem: item),
                  let oldIndex = old.indexOfSection(oldSection), let newIndex = new.indexOfSection(newSection) else { return false }
            return !difference.deletedSections.contains(oldIndex) && !difference.insertedSections.contains(newIndex)
        }.count
    }

    /// The fewest item moves, with sections free to move: items changing section, plus per section the kept
    /// items outside a longest run in order (by the quadratic recurrence).
    private func fewestMoves(_ old: TestSnapshot, _ new: TestSnapshot) -> Int {
        let reloaded = Set(new.reloadedItemIdentifiers)
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        var moves = 0
        for section in old.sectionIdentifiers where new.indexOfSection(section) != nil && !reloadedSections.contains(section) {
            var rows: [Int] = []
            for item in old.itemIdentifiers(inSection: section) where !reloaded.contains(item) {
                guard let newSection = new.sectionIdentifier(containingItem: item), !reloadedSections.contains(newSection),
                      old.indexOfSection(newSection) != nil else { continue }
                if newSection == section {
                    rows.append(new.itemIdentifiers(inSection: newSection).firstIndex(of: item) ?? -1)
                } else {
                    moves += 1
                }
            }
            moves += rows.count - lisLength(rows)
        }
        return moves
    }
}
