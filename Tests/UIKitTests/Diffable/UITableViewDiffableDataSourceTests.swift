import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UITableViewDiffableDataSourceTests {
    typealias DataSource = UITableViewDiffableDataSource<String, String>
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    /// A 300 × 440 table named "list" with 44-pt rows in `harness`'s window, fed by a diffable data source whose
    /// cells show their item; `provided` counts the cell provider's calls per item.
    @MainActor final class Fixture {
        let harness = UIKitTestHarness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 440), style: .plain)
        var dataSource: DataSource!
        var provided: [String: Int] = [:]
        /// The text the provider writes after the item ("a" shows as "a" + suffix).
        var suffix = ""

        init(make: (UITableView, @escaping DataSource.CellProvider) -> DataSource = { DataSource(tableView: $0, cellProvider: $1) }) {
            table.accessibilityIdentifier = "list"
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            harness.window.addSubview(table)
            dataSource = make(table) { [unowned self] tableView, indexPath, item in
                self.provided[item, default: 0] += 1
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = item + self.suffix
                cell.contentConfiguration = content
                return cell
            }
        }

        func texts() -> [String?] {
            table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        }

        func cell(_ item: String) -> UITableViewCell? {
            dataSource.indexPath(for: item).flatMap { table.cellForRow(at: $0) }
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

    @Test func theFirstSnapshotShowsItsItems() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("main", ["a", "b", "c"])]), animatingDifferences: false)
        #expect(fixture.table.dataSource === fixture.dataSource)
        #expect(fixture.texts() == ["a", "b", "c"])
        #expect(fixture.table.numberOfRows(inSection: 0) == 3)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
    }

    @Test func anEditMovesCellsWithTheirItemsOverTheAnimationOnTheClock() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("main", ["a", "b", "c", "d"])]), animatingDifferences: false)
        let cellA = fixture.cell("a")
        let cellC = fixture.cell("c")
        var completed = false
        fixture.dataSource.apply(snapshot([("main", ["c", "b", "new", "a"])])) { completed = true }
        // Each item's cell follows it: a to the end, c to the top.
        #expect(fixture.table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellA)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellC)
        #expect(cellA?.frame.minY == 0)
        #expect(!completed)
        fixture.harness.advance(by: 0.15)
        #expect((cellA?.frame.minY ?? 0) > 0 && (cellA?.frame.minY ?? 0) < 132)
        fixture.harness.advance(by: 0.2)
        #expect(cellA?.frame.minY == 132)
        #expect(completed)
        #expect(fixture.texts() == ["c", "b", "new", "a"])
        // Moved cells were not configured again; only the inserted row was.
        #expect(fixture.provided["a"] == 1 && fixture.provided["new"] == 1)
        // Of a, b, c only one can keep its place relative to the others (c, the last of a longest run in
        // order): two moves, d deleted, one insert.
        #expect(fixture.harness.traceLines(containing: "table view list: batch update: insert [0, 2]; delete [0, 3]; move [0, 0] → [0, 3]; move [0, 1] → [0, 1] (sections 1 → 1, rows 4 → 4), animated 0.300 s").count == 1)
        #expect(fixture.harness.traceLines(containing: "Invalid update").isEmpty)
    }

    @Test func itemsThatKeepTheirOrderAreNotMovedInTheTrace() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("main", ["a", "b", "c", "d", "e"])]), animatingDifferences: false)
        fixture.dataSource.apply(snapshot([("main", ["b", "c", "d", "e", "a"])]), animatingDifferences: false)
        #expect(fixture.harness.traceLines(containing: "table view list: batch update: move [0, 0] → [0, 4] (sections 1 → 1, rows 5 → 5)").count == 1)
        #expect(fixture.texts() == ["b", "c", "d", "e", "a"])
    }

    @Test func withoutAnimationTheUpdateIsAtOnceAndTheCompletionRunsAtOnce() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("main", ["a", "b", "c"])]), animatingDifferences: false)
        let cellA = fixture.cell("a")
        var completed = false
        fixture.dataSource.apply(snapshot([("main", ["b", "c", "a"])]), animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(cellA?.frame.minY == 88)
        #expect(fixture.texts() == ["b", "c", "a"])
    }

    @Test func theSelectionFollowsItsItem() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("main", ["a", "b", "c"])]), animatingDifferences: false)
        fixture.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        fixture.dataSource.apply(snapshot([("main", ["x", "y", "a", "c", "b"])]), animatingDifferences: false)
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(fixture.cell("b")?.isSelected == true)
    }

    @Test func lookupsAnswerFromTheCurrentSnapshot() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("one", ["a"]), ("two", ["b", "c"])]), animatingDifferences: false)
        let dataSource = fixture.dataSource!
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "c")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 5, section: 1)) == nil)
        #expect(dataSource.indexPath(for: "b") == IndexPath(row: 0, section: 1))
        #expect(dataSource.indexPath(for: "zz") == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == "two")
        #expect(dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.index(for: "one") == 0)
    }

    @Test func sectionsMovedAreDeletedAndInsertedAndTheRowsAddUp() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("one", ["a", "b"]), ("two", ["c"]), ("three", ["d"])]), animatingDifferences: false)
        fixture.dataSource.apply(snapshot([("three", ["d", "a"]), ("one", ["b"]), ("two", ["c"])]))
        fixture.harness.advance(by: 0.5)
        #expect(fixture.texts() == ["d", "a", "b", "c"])
        #expect(fixture.table.numberOfSections == 3)
        #expect(fixture.harness.traceLines(containing: "Invalid update").isEmpty)
    }

    @Test func subclassesGiveSectionTitles() {
        final class Titled: UITableViewDiffableDataSource<String, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)
            }
        }
        let fixture = Fixture { Titled(tableView: $0, cellProvider: $1) }
        fixture.dataSource.apply(snapshot([("Fruit", ["a"]), ("Veg", ["b"])]), animatingDifferences: false)
        fixture.table.layoutIfNeeded()
        #expect(fixture.table.rectForHeader(inSection: 1).height == 28)
        #expect((fixture.table.headerView(forSection: 0)?.contentConfiguration as? UIListContentConfiguration)?.text == "Fruit")
    }

    @Test func reloadedItemsGetNewCellsAndReconfiguredOnesKeepTheirs() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("main", ["a", "b", "c"])]), animatingDifferences: false)
        let cellA = fixture.cell("a")
        let cellB = fixture.cell("b")
        fixture.suffix = "!"
        var next = fixture.dataSource.snapshot()
        next.reloadItems(["a"])
        next.reconfigureItems(["b"])
        fixture.dataSource.apply(next, animatingDifferences: false)
        #expect(fixture.cell("a") !== cellA)
        #expect(fixture.cell("b") === cellB)
        #expect(fixture.texts() == ["a!", "b!", "c"])
        #expect(fixture.provided["a"] == 2 && fixture.provided["b"] == 2 && fixture.provided["c"] == 1)
        // The marks are spent: the data source's snapshot has none.
        #expect(fixture.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(fixture.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func aCompletionThatAppliesAgainStartsFromTheFinishedUpdate() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("main", ["a", "b"])]), animatingDifferences: false)
        #expect(fixture.texts() == ["a", "b"])
        var next = snapshot([("main", ["b", "a"])])
        next.reconfigureItems(["a"])
        // Without animation the batch ends at once; the completion still comes after a is reconfigured at
        // its new row, not before (which would reconfigure a row the next snapshot removed).
        fixture.dataSource.apply(next, animatingDifferences: false) {
            fixture.dataSource.apply(self.snapshot([("main", ["c"])]), animatingDifferences: false)
        }
        #expect(fixture.texts() == ["c"])
        #expect(fixture.provided["a"] == 2)
        #expect(fixture.harness.traceLines(containing: "is invalid").isEmpty)
    }

    @Test func applyingUsingReloadDataAsksForEveryRowAgain() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("main", ["a", "b"])]), animatingDifferences: false)
        #expect(fixture.texts() == ["a", "b"])
        fixture.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        var completed = false
        fixture.dataSource.applySnapshotUsingReloadData(snapshot([("main", ["b", "a", "c"])])) { completed = true }
        #expect(completed)
        #expect(fixture.texts() == ["b", "a", "c"])
        #expect(fixture.provided["a"] == 2 && fixture.provided["b"] == 2)
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(fixture.harness.traceLines(containing: "batch update").isEmpty)
    }

    @Test func aRowTheUserMovedMovesItsItemInTheSnapshot() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("one", ["a", "b", "c"]), ("two", ["d"])]), animatingDifferences: false)
        fixture.dataSource.tableView(fixture.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: "one") == ["b", "c", "a"])
        fixture.dataSource.tableView(fixture.table, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: "one") == ["b", "a"])
        #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: "two") == ["d", "c"])
    }

    /// Random snapshots applied one after another, animated or not, fixed seed: the table always shows the
    /// snapshot's items in order and never reports an invalid update.
    @Test func randomSnapshotsAlwaysShowTheirItems() {
        let fixture = Fixture()
        var random = SeededRandom(seed: 26)
        for _ in 0..<40 {
            var pool = (0..<30).map { "i\($0)" }.shuffled(using: &random)
            var sections: [(String, [String])] = []
            for name in ["s0", "s1", "s2", "s3"].shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)) {
                let count = Int.random(in: 0...5, using: &random)
                sections.append((name, Array(pool.prefix(count))))
                pool.removeFirst(count)
            }
            fixture.dataSource.apply(snapshot(sections), animatingDifferences: Bool.random(using: &random))
            fixture.harness.advance(by: 0.5)
            #expect(fixture.texts() == sections.flatMap(\.1).map(Optional.some))
        }
        #expect(fixture.harness.traceLines(containing: "Invalid update").isEmpty)
    }

    // MARK: Bad input (docs/reliability.md, "Diffable data sources")

    @Test func aSnapshotsProblemsAreReportedInTheTablesTraceWhenApplied() {
        let fixture = Fixture()
        var bad = Snapshot()
        bad.appendSections(["main"])
        bad.appendItems(["a", "b", "a"])
        bad.moveItem("b", afterItem: "ghost")
        fixture.dataSource.apply(bad, animatingDifferences: false)
        #expect(fixture.texts() == ["a", "b"])
        #expect(fixture.harness.traceLines(containing: "table view list: NSDiffableDataSourceSnapshot: appendItems(_:toSection:): supplied item identifiers are not unique. Duplicate identifiers: {(\"a\")}; the duplicates were dropped").count == 1)
        #expect(fixture.harness.traceLines(containing: "table view list: NSDiffableDataSourceSnapshot: moveItem(_:afterItem:): item identifier \"ghost\" is not in the snapshot; ignored").count == 1)
        // Reported once: the data source keeps the snapshot without them.
        fixture.dataSource.apply(fixture.dataSource.snapshot())
        #expect(fixture.harness.traceLines(containing: "not unique").count == 1)
    }

    @Test func aCellProviderReturningNilIsReportedAndTheRowShowsAnEmptyCell() {
        let harness = UIKitTestHarness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        table.accessibilityIdentifier = "list"
        harness.window.addSubview(table)
        let dataSource = DataSource(tableView: table) { _, _, item in item == "b" ? nil : UITableViewCell(style: .default, reuseIdentifier: nil) }
        dataSource.apply(snapshot([("main", ["a", "b"])]), animatingDifferences: false)
        #expect(table.visibleCells.count == 2)
        #expect(harness.traceLines(containing: "table view list: UITableViewDiffableDataSource: the cell provider returned nil for item \"b\" at row 1; using an empty cell").count == 1)
    }
}
