import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UITableViewReconfigureTests {
    @Test func reconfiguringAVisibleRowKeepsItsCellAndShowsTheNewContent() {
        let source = StringListSource([["a", "b", "c"]])
        let (_, table) = makeTable(source)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        var prepared = 0
        source.onConfigure = { _, _ in prepared += 1 }
        source.sections = [["a", "B", "c"]]
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "B")
        #expect(prepared == 1)
    }

    @Test func rowsOffScreenAreLeftForWhenTheyAppearAndBadIndexPathsAreReported() {
        let source = StringListSource(rows: 50)
        let (harness, table) = makeTable(source)
        let configured = source.configured.count
        table.reconfigureRows(at: [IndexPath(row: 40, section: 0), IndexPath(row: 60, section: 0)])
        #expect(source.configured.count == configured)
        #expect(harness.traceLines(containing: "table view list: reconfigureRows(at:): index path [0, 60] is invalid: row 60 out of range (section 0 has 50 rows); ignored").count == 1)
    }

    @Test func aDataSourceThatAnswersAnotherCellGetsTheRowReloaded() {
        let source = StringListSource([["a", "b"]])
        let (_, table) = makeTable(source)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.identifier = "other"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "other")
        source.sections = [["A", "b"]]
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        table.layoutIfNeeded()
        let now = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(now !== cell)
        #expect((now?.contentConfiguration as? UIListContentConfiguration)?.text == "A")
        #expect(cell?.isHidden == true)
    }
}
