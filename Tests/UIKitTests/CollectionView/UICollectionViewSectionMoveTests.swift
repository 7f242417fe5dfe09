import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `moveSection(_:toSection:)`: the batch's section moves (TableBatchUpdate) and what the collection view and
/// its diffable data source do with them.
@MainActor
@Suite struct UICollectionViewSectionMoveTests {
    func makeGrid(_ source: NamedItemSource) -> (UIKitTestHarness, UICollectionView) {
        let harness = UIKitTestHarness()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: GridTestLayout())
        collection.accessibilityIdentifier = "grid"
        collection.register(TaggedCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (harness, collection)
    }

    func cell(_ collection: UICollectionView, _ item: Int, section: Int) -> TaggedCell? {
        collection.cellForItem(at: IndexPath(item: item, section: section)) as? TaggedCell
    }

    @Test func aMappingSendsAMovedSectionsRowsWithItAndTheOthersFillTheRest() throws {
        var batch = TableBatchUpdate()
        batch.movedSections = [(from: 0, to: 2)]
        let mapping = try batch.mapping(oldRows: [2, 1, 3], newRows: [1, 3, 2])
        #expect(mapping.sections == [2, 0, 1])
        #expect(mapping.newIndexPath(for: IndexPath(item: 1, section: 0)) == IndexPath(item: 1, section: 2))
        #expect(mapping.newIndexPath(for: IndexPath(item: 2, section: 2)) == IndexPath(item: 2, section: 1))
        #expect(batch.summary == "move section 0 → 2")
        // With an insertion too: the moved section and the inserted one take their slots first.
        var mixed = TableBatchUpdate()
        mixed.movedSections = [(from: 2, to: 0)]
        mixed.insertedSections = [1]
        #expect(try mixed.mapping(oldRows: [1, 1, 1], newRows: [1, 0, 1, 1]).sections == [2, 3, 0])
    }

    @Test func impossibleSectionMovesAreUIKitsDiagnostics() {
        func problem(_ change: (inout TableBatchUpdate) -> Void, old: [Int], new: [Int]) -> String? {
            var batch = TableBatchUpdate()
            change(&batch)
            do {
                _ = try batch.mapping(oldRows: old, newRows: new)
                return nil
            } catch TableBatchUpdate.Problem.invalid(let message) {
                return message
            } catch {
                return "\(error)"
            }
        }
        #expect(problem({ $0.movedSections = [(5, 0)] }, old: [1, 1], new: [1, 1])
            == "attempt to move section 5, but there are only 2 sections before the update")
        #expect(problem({ $0.movedSections = [(0, 2)] }, old: [1, 1], new: [1, 1])
            == "attempt to move section 0 to section 2, but there are only 2 sections after the update")
        #expect(problem({ $0.movedSections = [(0, 0)]; $0.deletedSections = [0] }, old: [1, 1], new: [1])
            == "attempt to move section 0 which is also deleted in the same update")
        #expect(problem({ $0.movedSections = [(0, 1), (1, 1)] }, old: [1, 1], new: [1, 1])
            == "attempt to move section 1 to section 1, the destination of another section move in the same update")
        #expect(problem({ $0.movedSections = [(0, 1), (0, 0)] }, old: [1, 1], new: [1, 1])
            == "attempt to move section 0 more than once in the same update")
        #expect(problem({ $0.movedSections = [(0, 1)]; $0.insertedSections = [1] }, old: [1, 1], new: [1, 1, 1])
            == "attempt to move section 0 to section 1, which is also inserted in the same update")
    }

    @Test func aMovedSectionsCellsSlideWithItAndItsSelectionFollows() {
        let source = NamedItemSource([["a0", "a1"], ["b0", "b1", "b2"]])
        let (harness, collection) = makeGrid(source)
        // Section 0 is row 0, section 1 row 1.
        let a1 = cell(collection, 1, section: 0)
        let b2 = cell(collection, 2, section: 1)
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        source.sections = [["b0", "b1", "b2"], ["a0", "a1"]]
        var finished: Bool?
        collection.performBatchUpdates({ collection.moveSection(0, toSection: 1) }, completion: { finished = $0 })
        #expect(cell(collection, 1, section: 1) === a1, "a1 keeps its cell")
        #expect(cell(collection, 2, section: 0) === b2)
        #expect(a1?.frame.minY == 0, "it starts from its old place")
        harness.advance(by: 0.4)
        #expect(finished == true)
        #expect(a1?.frame == CGRect(x: 100, y: 50, width: 100, height: 50))
        #expect(b2?.frame == CGRect(x: 200, y: 0, width: 100, height: 50))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
        #expect(source.configured == ["a0", "a1", "b0", "b1", "b2"], "no cell configured again")
        #expect(harness.traceLines(containing: "collection view grid: batch update: move section 0 → 1").count == 1)
    }

    @Test func aMoveOutOfRangeIsReportedAndTheViewReloads() {
        let source = NamedItemSource([["a"], ["b"]])
        let (harness, collection) = makeGrid(source)
        collection.moveSection(0, toSection: 3)
        #expect(harness.traceLines(containing: "Invalid batch updates detected: attempt to move section 0 to section 3, but there are only 2 sections after the update. Updates: move section 0 → 3. Reloading from the data source instead").count == 1)
        collection.layoutIfNeeded()
        #expect(cell(collection, 0, section: 1)?.text == "b")
        withExtendedLifetime(source) {}
    }

    @Test func aDiffableDataSourceMovesAMovedSectionKeepingItsCells() {
        let harness = UIKitTestHarness()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: GridTestLayout())
        collection.accessibilityIdentifier = "grid"
        collection.register(TaggedCell.self, forCellWithReuseIdentifier: "cell")
        harness.window.addSubview(collection)
        var provided: [String: Int] = [:]
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collection) { view, indexPath, item in
            provided[item, default: 0] += 1
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? TaggedCell)?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["one", "two", "three"])
        snapshot.appendItems(["a"], toSection: "one")
        snapshot.appendItems(["b"], toSection: "two")
        snapshot.appendItems(["c"], toSection: "three")
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        let cellA = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        snapshot.moveSection("one", afterSection: "three")
        dataSource.apply(snapshot)
        harness.advance(by: 0.4)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 2)) === cellA)
        #expect(provided == ["a": 1, "b": 1, "c": 1], "no item made again")
        #expect(harness.traceLines(containing: "batch update: move section 0 → 2").count == 1)
        withExtendedLifetime(dataSource) {}
    }
}
