import Foundation
import Testing
import UIKitTesting

/// A data source over named items, so a test can tell which item a cell shows after an update.
@MainActor
final class NamedItemSource: NSObject, UICollectionViewDataSource {
    var sections: [[String]]
    private(set) var configured: [String] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        let name = sections[indexPath.section][indexPath.item]
        (cell as? TaggedCell)?.text = name
        configured.append(name)
        return cell
    }
}

@MainActor
@Suite struct UICollectionViewUpdatesTests {
    /// A 300 × 200 collection view of 3 columns of 100 × 50 cells over `source`, laid out once.
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

    /// The names the visible cells show, in item order.
    func shown(_ collection: UICollectionView) -> [String] {
        collection.indexPathsForVisibleItems.compactMap { (collection.cellForItem(at: $0) as? TaggedCell)?.text }
    }

    func cell(_ collection: UICollectionView, _ item: Int, section: Int = 0) -> TaggedCell? {
        collection.cellForItem(at: IndexPath(item: item, section: section)) as? TaggedCell
    }

    @Test func anInsertedItemMovesTheOthersOverTheAnimationOnTheClock() {
        let source = NamedItemSource([["a", "b", "c", "d"]])
        let (harness, collection) = makeGrid(source)
        let cellB = cell(collection, 1)
        source.sections = [["a", "new", "b", "c", "d"]]
        var finished: Bool?
        collection.performBatchUpdates({
            collection.insertItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { finished = $0 })
        // b keeps its cell, which starts from its old place (column 1) and ends in column 2.
        #expect(cell(collection, 2) === cellB)
        #expect(cellB?.frame.minX == 100)
        let inserted = cell(collection, 1)
        #expect(inserted?.text == "new")
        #expect(inserted?.alpha == 0)
        harness.advance(by: 0.15)
        #expect((cellB?.frame.minX ?? 0) > 100 && (cellB?.frame.minX ?? 0) < 200)
        #expect(finished == nil)
        harness.advance(by: 0.2)
        #expect(cellB?.frame.minX == 200)
        #expect(inserted?.alpha == 1)
        #expect(finished == true)
        #expect(shown(collection) == ["a", "new", "b", "c", "d"])
        #expect(harness.traceLines(containing: "collection view grid: batch update: insert [0, 1] (sections 1 → 1, items 4 → 5), animated 0.300 s").count == 1)
    }

    @Test func aDeletedItemFadesOutWhereItWasAndItsCellIsQueued() {
        let source = NamedItemSource([["a", "b", "c", "d"]])
        let (harness, collection) = makeGrid(source)
        let cellB = cell(collection, 1)
        source.sections = [["a", "c", "d"]]
        collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(cellB?.isHidden == false)
        harness.advance(by: 0.1)
        #expect((cellB?.alpha ?? 0) < 1 && (cellB?.alpha ?? 0) > 0)
        #expect(cellB?.frame.minX == 100)
        harness.advance(by: 0.3)
        #expect(cellB?.isHidden == true)
        #expect(shown(collection) == ["a", "c", "d"])
        // The queued cell is reused for the next item that appears.
        source.sections = [["a", "c", "d", "e"]]
        collection.insertItems(at: [IndexPath(item: 3, section: 0)])
        #expect(cell(collection, 3) === cellB)
        #expect(cellB?.text == "e")
    }

    @Test func theSelectionAndTheCellsFollowTheirItemsThroughMovesAndDeletes() {
        let source = NamedItemSource([["a", "b", "c", "d", "e"]])
        let (harness, collection) = makeGrid(source)
        collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        let cellD = cell(collection, 3)
        source.sections = [["d", "b", "c", "e"]]
        collection.performBatchUpdates({
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        })
        harness.advance(by: 0.5)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(cell(collection, 0) === cellD)
        #expect(cellD?.isSelected == true)
        #expect(shown(collection) == ["d", "b", "c", "e"])
    }

    @Test func aReloadedItemGetsANewCellInItsNewPlaceAndTheOthersKeepTheirs() {
        let source = NamedItemSource([["a", "b", "c"]])
        let (harness, collection) = makeGrid(source)
        let cellA = cell(collection, 0)
        let cellB = cell(collection, 1)
        source.sections = [["x", "a", "b2", "c"]]
        collection.performBatchUpdates({
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
        })
        harness.advance(by: 0.5)
        #expect(shown(collection) == ["x", "a", "b2", "c"])
        #expect(cell(collection, 1) === cellA)
        #expect(cell(collection, 2) !== cellB || cellB?.text == "b2")
        #expect(harness.traceLines(containing: "Invalid batch updates").isEmpty)
    }

    @Test func aReloadedSectionMayComeBackWithAnotherCount() {
        let source = NamedItemSource([["a", "b"], ["c"]])
        let (harness, collection) = makeGrid(source)
        source.sections = [["a", "b"], ["c2", "d2", "e2"]]
        collection.reloadSections(IndexSet(integer: 1))
        harness.advance(by: 0.5)
        #expect(shown(collection) == ["a", "b", "c2", "d2", "e2"])
        #expect(harness.traceLines(containing: "Invalid batch updates").isEmpty)
    }

    @Test func countsThatDisagreeWithTheBatchGiveUIKitsDiagnosticAndShowTheDataSource() {
        let source = NamedItemSource([["a", "b"]])
        let (harness, collection) = makeGrid(source)
        source.sections = [["a", "b", "c", "d"]]
        var finished: Bool?
        collection.performBatchUpdates({ collection.insertItems(at: [IndexPath(item: 2, section: 0)]) }, completion: { finished = $0 })
        collection.layoutIfNeeded()
        #expect(finished == false)
        #expect(harness.traceLines(containing: "Invalid batch updates detected: invalid number of items in section 0").count == 1)
        #expect(shown(collection) == ["a", "b", "c", "d"])
    }

    @Test func aNewBatchCutsTheRunningAnimationShort() {
        let source = NamedItemSource([["a", "b"]])
        let (harness, collection) = makeGrid(source)
        var results: [Bool] = []
        source.sections = [["x", "a", "b"]]
        collection.performBatchUpdates({ collection.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { results.append($0) })
        harness.advance(by: 0.1)
        source.sections = [["x", "a", "b", "y"]]
        collection.performBatchUpdates({ collection.insertItems(at: [IndexPath(item: 3, section: 0)]) }, completion: { results.append($0) })
        #expect(results == [false])
        #expect(cell(collection, 1)?.frame.minX == 100)
        harness.advance(by: 0.5)
        #expect(results == [false, true])
        #expect(shown(collection) == ["x", "a", "b", "y"])
    }

    @Test func reconfiguringAVisibleItemKeepsItsCellAndAsksTheDataSourceAgain() {
        let source = NamedItemSource([["a", "b"]])
        let (_, collection) = makeGrid(source)
        let cellB = cell(collection, 1)
        let reuses = cellB?.reuseCount
        source.sections = [["a", "B"]]
        collection.reconfigureItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 9, section: 0)])
        #expect(cell(collection, 1) === cellB)
        #expect(cellB?.text == "B")
        #expect(cellB?.reuseCount == reuses)
    }
}
