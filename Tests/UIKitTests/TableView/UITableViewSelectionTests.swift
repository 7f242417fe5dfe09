import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UITableViewSelectionTests {
    /// The centre of row `row` on screen (the table is at the window's origin, not scrolled).
    func rowPoint(_ row: Int) -> CGPoint { CGPoint(x: 150, y: CGFloat(row) * 44 + 22) }

    @Test func aTapSelectsTheRowWithDelegateCallsInIOSOrder() {
        let source = StringListSource(rows: 20)
        let (harness, table) = makeTable(source)
        harness.touchscreen().tap(at: rowPoint(3))
        #expect(source.log.filter { !$0.hasPrefix("willDisplay") } == ["didHighlight 3", "willSelect 3", "didUnhighlight 3", "didSelect 3"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == false)
        #expect(harness.traceLines(containing: "table view list: row 3 highlighted: touch t1 lifted before scroll view list's 0.150 s delay").count == 1)
        #expect(harness.traceLines(containing: "table view list: row 3 selected: touch t1 lifted on row 3").count == 1)
    }

    @Test func aHeldTouchHighlightsOnlyAfterTheContentTouchDelay() {
        let source = StringListSource(rows: 20)
        let (harness, table) = makeTable(source)
        let finger = harness.touchscreen().down(at: rowPoint(3))
        harness.advance(by: 0.149)
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
        #expect(cell?.isHighlighted == false)
        harness.advance(by: 0.001)
        #expect(cell?.isHighlighted == true)
        #expect(harness.traceLines(containing: "table view list: row 3 highlighted after 0.150 s delay").count == 1)
        finger.lift()
        #expect(cell?.isSelected == true)
    }

    @Test func aScrollCancelsTheHighlightAndSelectsNothing() {
        let source = StringListSource(rows: 50)
        let (harness, table) = makeTable(source)
        let finger = harness.touchscreen().down(at: rowPoint(5))
        harness.advance(by: 0.2)
        let cell = table.cellForRow(at: IndexPath(row: 5, section: 0))
        #expect(cell?.isHighlighted == true)
        finger.move(to: CGPoint(x: 150, y: rowPoint(5).y - 100), duration: 0.1)
        finger.lift()
        #expect(cell?.isHighlighted == false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset.y > 50)
        #expect(source.log.contains("didUnhighlight 5") && !source.log.contains("didSelect 5"))
        #expect(harness.traceLines(containing: "table view list: row 5 unhighlighted: touch t1 cancelled: scroll view list began scrolling").count == 1)
    }

    @Test func aQuickFlickNeverHighlights() {
        let source = StringListSource(rows: 50)
        let (harness, _) = makeTable(source)
        harness.touchscreen().swipe(from: rowPoint(5), dx: 0, dy: -120, duration: 0.08)
        #expect(!source.log.contains { $0.hasPrefix("didHighlight") })
    }

    @Test func singleSelectionDeselectsThePreviousRow() {
        let source = StringListSource(rows: 20)
        let (harness, table) = makeTable(source)
        let screen = harness.touchscreen()
        screen.tap(at: rowPoint(1))
        source.log = []
        screen.tap(at: rowPoint(4))
        #expect(source.log == ["didHighlight 4", "willSelect 4", "didUnhighlight 4", "willDeselect 1", "didDeselect 1", "didSelect 4"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesRows() {
        let source = StringListSource(rows: 20)
        let (harness, table) = makeTable(source)
        table.allowsMultipleSelection = true
        let screen = harness.touchscreen()
        screen.tap(at: rowPoint(1))
        screen.tap(at: rowPoint(4))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
        source.log = []
        screen.tap(at: rowPoint(1))
        #expect(source.log == ["didHighlight 1", "willDeselect 1", "didUnhighlight 1", "didDeselect 1"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }

    @Test func noSelectionMeansNoHighlightEither() {
        let source = StringListSource(rows: 20)
        let (harness, table) = makeTable(source)
        table.allowsSelection = false
        harness.touchscreen().tap(at: rowPoint(2))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.log.filter { !$0.hasPrefix("willDisplay") }.isEmpty)
        #expect(harness.traceLines(containing: "row 2 not highlighted: allowsSelection is false").count == 1)
    }

    @Test func shouldHighlightFalsePreventsSelection() {
        let source = StringListSource(rows: 20)
        source.shouldHighlight = false
        let (harness, table) = makeTable(source)
        harness.touchscreen().tap(at: rowPoint(2))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(harness.traceLines(containing: "row 2 not highlighted: shouldHighlightRowAt returned false").count == 1)
    }

    @Test func willSelectCanRedirectOrRefuse() {
        let source = StringListSource(rows: 20)
        source.willSelect = { $0.row == 2 ? nil : IndexPath(row: 7, section: 0) }
        let (harness, table) = makeTable(source)
        let screen = harness.touchscreen()
        screen.tap(at: rowPoint(2))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(harness.traceLines(containing: "row 2 not selected: willSelectRowAt returned nil").count == 1)
        screen.tap(at: rowPoint(3))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
    }

    @Test func aTouchThatMovesOffTheRowUnhighlightsIt() {
        let source = StringListSource(rows: 5)  // shorter than the table: vertical drags do not scroll
        let (harness, table) = makeTable(source)
        table.alwaysBounceVertical = false
        let finger = harness.touchscreen().down(at: rowPoint(1))
        harness.advance(by: 0.2)
        finger.move(to: CGPoint(x: 150, y: rowPoint(1).y + 30), duration: 0.1)
        finger.lift()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(harness.traceLines(containing: "row 1 unhighlighted: touch t1 moved off it").count == 1)
    }

    @Test func selectAndDeselectFromCodeDoNotCallTheDelegate() {
        let source = StringListSource(rows: 100)
        let (_, table) = makeTable(source)
        source.log = []
        table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .middle)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 60, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 60, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == false)
        #expect(!source.log.contains { $0.contains("Select") })
    }

    @Test func aSelectedRowScrolledAwayAndBackIsStillShownSelected() {
        let source = StringListSource(rows: 100)
        let (_, table) = makeTable(source)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.contentOffset = CGPoint(x: 0, y: 2000)
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
    }
}
