import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UITableViewUpdatesTests {
    func texts(_ table: UITableView) -> [String?] {
        table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
    }

    @Test func insertingARowMovesTheRowsBelowOverTheAnimationOnTheClock() {
        let source = StringListSource([["a", "b", "c"]])
        let (harness, table) = makeTable(source)
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        source.sections = [["a", "new", "b", "c"]]
        var finished: Bool?
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        // b keeps its cell, which starts from its old place and ends one row lower.
        #expect(table.indexPath(for: cellB ?? UITableViewCell()) == IndexPath(row: 2, section: 0))
        #expect(cellB?.frame.minY == 44)
        let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(inserted?.alpha == 0)
        harness.advance(by: 0.15)
        #expect((cellB?.frame.minY ?? 0) > 44 && (cellB?.frame.minY ?? 0) < 88)
        #expect(finished == nil)
        harness.advance(by: 0.2)
        #expect(cellB?.frame.minY == 88)
        #expect(inserted?.alpha == 1)
        #expect(finished == true)
        #expect(texts(table) == ["a", "new", "b", "c"])
        #expect(harness.traceLines(containing: "table view list: batch update: insert [0, 1] (sections 1 → 1, rows 3 → 4), animated 0.300 s").count == 1)
    }

    @Test func deletingRowsFadesTheirCellsOutAndQueuesThem() {
        let source = StringListSource([["a", "b", "c", "d"]])
        let (harness, table) = makeTable(source)
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        source.sections = [["a", "c", "d"]]
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(cellB?.isHidden == false)
        harness.advance(by: 0.1)
        #expect((cellB?.alpha ?? 0) < 1 && (cellB?.alpha ?? 0) > 0)
        harness.advance(by: 0.3)
        #expect(cellB?.isHidden == true)
        #expect(texts(table) == ["a", "c", "d"])
        #expect(table.contentSize.height == 132)
    }

    @Test func aRowReloadedInTheBatchThatInsertsAboveItShowsItsNewContentInItsNewPlace() {
        let source = StringListSource([["a", "b", "c"]])
        let (harness, table) = makeTable(source)
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.sections = [["x", "a", "b2", "c"]]
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        }
        harness.advance(by: 0.5)
        #expect(texts(table) == ["x", "a", "b2", "c"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellA)
        #expect(harness.traceLines(containing: "Invalid update").isEmpty)
    }

    @Test func aReloadedSectionComesBackWithItsNewRowsAndTheOtherSectionsKeepTheirCells() {
        let source = StringListSource([["a", "b"], ["c"]])
        let (harness, table) = makeTable(source)
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.sections = [["a", "b"], ["c2", "d2", "e2"]]
        table.reloadSections(IndexSet(integer: 1), with: .fade)
        harness.advance(by: 0.5)
        #expect(texts(table) == ["a", "b", "c2", "d2", "e2"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellA)
        #expect(harness.traceLines(containing: "Invalid update").isEmpty)
        #expect(harness.traceLines(containing: "batch update: reload sections [1]").count == 1)
    }

    @Test func theSelectionFollowsItsRowThroughAnUpdate() {
        let source = StringListSource([["a", "b", "c", "d"]])
        let (_, table) = makeTable(source)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        source.sections = [["b", "c", "d", "x"]]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        }
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(texts(table) == ["b", "c", "d", "x"])
    }

    @Test func movingARowKeepsItsCell() {
        let source = StringListSource([["a", "b", "c"]])
        let (harness, table) = makeTable(source)
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.sections = [["b", "c", "a"]]
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        harness.advance(by: 0.5)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
        #expect(cellA?.frame.minY == 88)
        #expect(texts(table) == ["b", "c", "a"])
    }

    @Test func insertingAndDeletingSections() {
        let source = StringListSource([["a"], ["b"]])
        source.headerTitles = ["A", "B"]
        let (harness, table) = makeTable(source)
        source.sections = [["a"], ["new"], ["b"]]
        source.headerTitles = ["A", "N", "B"]
        table.insertSections(IndexSet(integer: 1), with: .fade)
        harness.advance(by: 0.5)
        #expect(table.numberOfSections == 3)
        #expect(texts(table) == ["a", "new", "b"])
        source.sections = [["a"], ["b"]]
        source.headerTitles = ["A", "B"]
        table.deleteSections(IndexSet(integer: 1), with: .fade)
        harness.advance(by: 0.5)
        #expect(texts(table) == ["a", "b"])
        #expect((table.headerView(forSection: 1)?.contentConfiguration as? UIListContentConfiguration)?.text == "B")
    }

    @Test func countsThatDisagreeWithTheUpdateGiveUIKitsDiagnosticAndShowTheDataSource() {
        let source = StringListSource([["a", "b", "c"]])
        let (harness, table) = makeTable(source)
        source.sections = [["a", "b", "c", "d", "e"]]  // two more rows, but one insert
        var finished: Bool?
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        let message = "table view list: Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). Updates: insert [0, 3]. Reloading from the data source instead"
        #expect(harness.traceLines(containing: message).count == 1)
        #expect(finished == false)
        #expect(texts(table) == ["a", "b", "c", "d", "e"])
    }

    @Test func indexesOutOfRangeInAnUpdateAreReported() {
        let source = StringListSource([["a", "b"]])
        let (harness, table) = makeTable(source)
        source.sections = [["a"]]
        table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        #expect(harness.traceLines(containing: "Invalid update: attempt to delete row 5 from section 0 which only contains 2 rows before the update. Updates: delete [0, 5]").count == 1)
        #expect(texts(table) == ["a"])
        source.sections = [["a"], ["b"]]
        table.insertSections(IndexSet(integer: 4), with: .fade)
        #expect(harness.traceLines(containing: "Invalid update: attempt to insert section 4 but there are only 2 sections after the update").count == 1)
        // The data source still has both sections: deleting one does not add up.
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(harness.traceLines(containing: "invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)").count == 1)
    }

    @Test func aNewBatchCutsTheRunningAnimationShort() {
        let source = StringListSource([["a", "b"]])
        let (harness, table) = makeTable(source)
        var results: [Bool] = []
        source.sections = [["x", "a", "b"]]
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: { results.append($0) })
        harness.advance(by: 0.1)
        source.sections = [["x", "a", "b", "y"]]
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade) }, completion: { results.append($0) })
        #expect(results == [false])
        harness.advance(by: 0.5)
        #expect(results == [false, true])
        #expect(table.visibleCells.allSatisfy { $0.alpha == 1 })
        #expect(texts(table) == ["x", "a", "b", "y"])
    }
}
