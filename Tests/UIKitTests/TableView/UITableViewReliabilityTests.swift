import Foundation
import Testing
import UIKitTesting

/// The bad inputs of docs/reliability.md for table views: each gives a diagnostic naming the thing, and the
/// table goes on showing what it can.
@MainActor
@Suite struct UITableViewReliabilityTests {
    @Test func anUnregisteredReuseIdentifierIsReportedAndTheRowStillShows() {
        let source = StringListSource(rows: 3)
        source.identifier = "missing"
        let harness = UIKitTestHarness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        table.accessibilityIdentifier = "list"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        harness.window.addSubview(table)
        #expect(table.visibleCells.count == 3)
        let lines = harness.traceLines(containing: "table view list: dequeueReusableCell(withIdentifier: \"missing\", for: row 0): no cell class registered for reuse identifier \"missing\" (registered: \"row\")")
        #expect(lines.count == 1)
    }

    @Test func indexPathsOutOfRangeAreReportedAndIgnored() {
        let source = StringListSource(rows: 3)
        let (harness, table) = makeTable(source)
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)) == .zero)
        #expect(harness.traceLines(containing: "table view list: rectForRow(at:): index path [0, 7] is invalid: row 7 out of range (section 0 has 3 rows); ignored").count == 1)
        table.scrollToRow(at: IndexPath(row: 0, section: 4), at: .top, animated: false)
        #expect(harness.traceLines(containing: "scrollToRow(at:at:animated:): index path [4, 0] is invalid: section 4 out of range (the table has 1 section)").count == 1)
        table.selectRow(at: IndexPath(row: -1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(harness.traceLines(containing: "selectRow(at:animated:scrollPosition:): index path [0, -1] is invalid").count == 1)
        table.deselectRow(at: IndexPath(indexes: [0]), animated: false)
        #expect(harness.traceLines(containing: "an index path needs a section and a row").count == 1)
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: -4, y: 10)) == nil)
    }

    @Test func aReentrantReloadFromCellForRowIsDeferredNotRecursive() {
        let source = StringListSource(rows: 5)
        var reloads = 0
        source.onConfigure = { table, indexPath in
            if indexPath.row == 1, reloads == 0 {
                reloads += 1
                source.sections = [["after"]]
                table.reloadData()
            }
        }
        let (harness, table) = makeTable(source)
        #expect(harness.traceLines(containing: "table view list: reloadData() called from inside tableView(_:cellForRowAt:) for row 1: deferred until the rows being configured are placed").count == 1)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(visibleRows(table) == ["0.0"])
        let texts = table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts == ["after"])
    }

    @Test func negativeCountsAndBadHeightsAreReportedAndTakenAsZero() {
        final class Bad: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? -3 : 2 }
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 0 ? .nan : 30
            }
        }
        let harness = UIKitTestHarness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        table.accessibilityIdentifier = "list"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let bad = Bad()
        table.dataSource = bad
        table.delegate = bad
        harness.window.addSubview(table)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.contentSize.height == 30)
        #expect(harness.traceLines(containing: "tableView(_:numberOfRowsInSection: 0) returned -3, not a count ≥ 0: using 0").count == 1)
        #expect(harness.traceLines(containing: "tableView(_:heightForRowAt: row 0 of section 1) is nan, not a finite height ≥ 0: using 0").count == 1)
    }

    @Test func theSameCellReturnedForTwoRowsIsReported() {
        final class Lazy: NSObject, UITableViewDataSource {
            let only = UITableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { only }
        }
        let harness = UIKitTestHarness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        table.accessibilityIdentifier = "list"
        table.rowHeight = 44
        let lazy = Lazy()
        table.dataSource = lazy
        harness.window.addSubview(table)
        #expect(table.visibleCells.count == 3)
        #expect(Set(table.visibleCells.map { ObjectIdentifier($0) }).count == 3)
        #expect(harness.traceLines(containing: "tableView(_:cellForRowAt: row 1) returned the cell already shown for row 0").count == 1)
    }
}
