import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UICollectionViewDiffableDataSourceTests {
    typealias DataSource = UICollectionViewDiffableDataSource<String, String>
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    /// A 300 × 200 grid (3 columns of 100 × 50 cells) named "grid" fed by a diffable data source whose cells
    /// show their item; `provided` counts the cell provider's calls per item.
    @MainActor final class Fixture {
        let harness = UIKitTestHarness()
        let layout = GridTestLayout()
        let collection: UICollectionView
        var dataSource: DataSource!
        var provided: [String: Int] = [:]
        var suffix = ""

        init() {
            collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
            collection.accessibilityIdentifier = "grid"
            collection.register(TaggedCell.self, forCellWithReuseIdentifier: "cell")
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
            harness.window.addSubview(collection)
            dataSource = DataSource(collectionView: collection) { [unowned self] collectionView, indexPath, item in
                self.provided[item, default: 0] += 1
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                (cell as? TaggedCell)?.text = item + self.suffix
                return cell
            }
        }

        func snapshot(_ sections: [(String, [String])]) -> Snapshot {
            var snapshot = Snapshot()
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
            return snapshot
        }

        func shown() -> [String] {
            collection.layoutIfNeeded()
            return collection.indexPathsForVisibleItems.compactMap { (collection.cellForItem(at: $0) as? TaggedCell)?.text }
        }

        func cell(_ item: String) -> UICollectionViewCell? {
            dataSource.indexPath(for: item).flatMap { collection.cellForItem(at: $0) }
        }
    }

    @Test func applyingADifferenceKeepsTheCellsOfTheItemsThatStay() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
        #expect(fixture.shown() == ["a", "b", "c", "d"])
        let cellC = fixture.cell("c")
        var done = false
        fixture.dataSource.apply(fixture.snapshot([("s", ["c", "a", "x", "d"])])) { done = true }
        // c moved to the front with its cell; x is new; b left.
        #expect(fixture.cell("c") === cellC)
        #expect(fixture.provided["c"] == 1)
        #expect(fixture.provided["x"] == 1)
        #expect(!done)
        fixture.harness.advance(by: 0.5)
        #expect(done)
        #expect(fixture.shown() == ["c", "a", "x", "d"])
        #expect(cellC?.frame.minX == 0)
        #expect(fixture.harness.traceLines(containing: "collection view grid: batch update:").count == 1)
    }

    @Test func withoutAnimationTheViewsAreInPlaceAtOnce() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("s", ["a", "b"])]), animatingDifferences: false)
        _ = fixture.shown()
        let cellB = fixture.cell("b")
        var done = false
        fixture.dataSource.apply(fixture.snapshot([("s", ["z", "a", "b"])]), animatingDifferences: false) { done = true }
        #expect(done)
        #expect(cellB?.frame.minX == 200)
        #expect(fixture.harness.traceLines(containing: "animated").isEmpty)
    }

    @Test func sectionsAreInsertedAndDeletedByIdentifier() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("one", ["a"]), ("two", ["b", "c"])]), animatingDifferences: false)
        #expect(fixture.shown() == ["a", "b", "c"])
        fixture.dataSource.apply(fixture.snapshot([("two", ["b", "c"]), ("three", ["d"])]))
        fixture.harness.advance(by: 0.5)
        #expect(fixture.shown() == ["b", "c", "d"])
        #expect(fixture.dataSource.index(for: "three") == 1)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "d")
    }

    @Test func reconfiguredItemsKeepTheirCells() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("s", ["a", "b"])]), animatingDifferences: false)
        _ = fixture.shown()
        let cellA = fixture.cell("a")
        fixture.suffix = "!"
        var snapshot = fixture.dataSource.snapshot()
        snapshot.reconfigureItems(["a"])
        fixture.dataSource.apply(snapshot)
        #expect(fixture.cell("a") === cellA)
        #expect((cellA as? TaggedCell)?.text == "a!")
        #expect(fixture.provided["a"] == 2)
    }

    @Test func aCellProviderReturningNilIsReportedAndTheItemShowsAnEmptyCell() {
        let harness = UIKitTestHarness()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: GridTestLayout())
        collection.accessibilityIdentifier = "grid"
        harness.window.addSubview(collection)
        let dataSource = DataSource(collectionView: collection) { _, _, _ in nil }
        var snapshot = Snapshot()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.count == 1)
        #expect(harness.traceLines(containing: "the cell provider returned nil for item \"a\"").count == 1)
    }
}
