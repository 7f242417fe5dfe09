import Foundation
import Testing
import UIKitTesting

/// A data source whose rows can move (all, or those `movable` allows), logging `moveRowAt` and keeping its
/// model in step.
@MainActor
final class ReorderSource: UITableViewDataSource, UITableViewDelegate {
    var rows: [String]
    var log: [String] = []
    var movable: (IndexPath) -> Bool = { _ in true }
    var target: ((IndexPath, IndexPath) -> IndexPath)?
    /// The row drawn red (the others white), for the pixel test.
    var redRow: String?

    init(rows count: Int) { rows = (0..<count).map { "Row \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.accessibilityIdentifier = rows[indexPath.row]
        cell.backgroundColor = rows[indexPath.row] == redRow ? .red : .white
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable(indexPath) }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) → \(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        target?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
}

@MainActor
@Suite struct UITableViewReorderingTests {
    func y(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

    /// The rows' cells from the top of the screen, by the names their rows gave them.
    func shownOrder(_ table: UITableView) -> [String] {
        table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.prefix(6).compactMap(\.accessibilityIdentifier)
    }

    @Test func aLongPressLiftsTheRowTheFingerDragsItAndTheDataSourceIsToldOnce() {
        let source = ReorderSource(rows: 20)
        let (harness, table) = makeTable(source)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: y(1)))
        harness.advance(by: 0.55)
        #expect(harness.traceLines(containing: "table view list: row 1 lifted for moving: pressed 0.500 s").count == 1)
        finger.move(to: CGPoint(x: 150, y: y(4) + 5), duration: 0.3)
        // The moved row is under the finger (past row 4's middle); rows 2…4 moved up into the space it left.
        let moved = table.visibleCells.first { $0.accessibilityIdentifier == "Row 1" }
        #expect(moved?.frame.minY == CGFloat(181))
        #expect(shownOrder(table) == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5"])
        #expect(source.log.isEmpty, "nothing is told while the finger moves")
        finger.lift()
        #expect(source.log == ["move 1 → 4"])
        #expect(source.rows.prefix(6) == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5"])
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.accessibilityIdentifier == "Row 1")
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == CGFloat(176))
        #expect(harness.traceLines(containing: "row 1 moved to row 4: dropped; moveRowAt told").count == 1)
        #expect(table.indexPathForSelectedRow == nil && !source.log.contains { $0.hasPrefix("didSelect") })
    }

    @Test func aRowMovesUpPastTheMiddleOfTheRowAbove() {
        let source = ReorderSource(rows: 20)
        let (harness, table) = makeTable(source)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: y(5)))
        harness.advance(by: 0.55)
        // 20 pt up: the row's centre is not past row 4's middle yet.
        finger.move(to: CGPoint(x: 150, y: y(5) - 20), duration: 0.1)
        #expect(shownOrder(table) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
        finger.move(to: CGPoint(x: 150, y: y(2) - 10), duration: 0.2)
        finger.lift()
        #expect(source.log == ["move 5 → 2"])
        #expect(shownOrder(table) == ["Row 0", "Row 1", "Row 5", "Row 2", "Row 3", "Row 4"])
    }

    @Test func aDragBeforeTheLongPressScrolls() {
        let source = ReorderSource(rows: 50)
        let (harness, table) = makeTable(source)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: y(6)))
        finger.move(to: CGPoint(x: 150, y: y(1)), duration: 0.2)
        finger.lift()
        #expect(table.contentOffset.y > 100)
        #expect(source.log.isEmpty)
        #expect(harness.traceLines(containing: "lifted for moving").isEmpty)
    }

    @Test func aRowTheDataSourceDoesNotLetMoveStays() {
        let source = ReorderSource(rows: 20)
        source.movable = { $0.row != 2 }
        let (harness, table) = makeTable(source)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: y(2)))
        harness.advance(by: 0.55)
        finger.move(to: CGPoint(x: 150, y: y(5)), duration: 0.3)
        finger.lift()
        #expect(source.log.isEmpty)
        #expect(harness.traceLines(containing: "row 2 not moved: canMoveRowAt returned false").count == 1)
        #expect(shownOrder(table).prefix(3) == ["Row 0", "Row 1", "Row 2"])
    }

    @Test func aDropInPlaceTellsNothing() {
        let source = ReorderSource(rows: 20)
        let (harness, table) = makeTable(source)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: y(3)))
        harness.advance(by: 0.55)
        finger.move(to: CGPoint(x: 150, y: y(3) + 15), duration: 0.1)
        finger.lift()
        #expect(source.log.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == CGFloat(132))
        #expect(harness.traceLines(containing: "row 3 dropped in place: not moved").count == 1)
    }

    @Test func theDelegateRedirectsTheDestination() {
        let source = ReorderSource(rows: 20)
        // Row 0 is pinned: nothing may move above row 1.
        source.target = { _, proposed in proposed.row == 0 ? IndexPath(row: 1, section: 0) : proposed }
        let (harness, _) = makeTable(source)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: y(4)))
        harness.advance(by: 0.55)
        finger.move(to: CGPoint(x: 150, y: 5), duration: 0.3)
        finger.lift()
        #expect(source.log == ["move 4 → 1"])
    }

    @Test func aCancelledTouchPutsTheRowBack() {
        let source = ReorderSource(rows: 20)
        let (harness, table) = makeTable(source)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: y(1)))
        harness.advance(by: 0.55)
        finger.move(to: CGPoint(x: 150, y: y(4)), duration: 0.3)
        finger.cancel()
        #expect(source.log.isEmpty)
        #expect(shownOrder(table) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
        #expect(harness.traceLines(containing: "row 1 put back: the touch was cancelled").count == 1)
    }

    @Test func aTargetOutsideTheSectionIsReportedAndTheProposalKept() {
        let source = ReorderSource(rows: 20)
        source.target = { _, _ in IndexPath(row: 0, section: 3) }
        let (harness, _) = makeTable(source)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: y(1)))
        harness.advance(by: 0.55)
        finger.move(to: CGPoint(x: 150, y: y(3) + 5), duration: 0.3)
        finger.lift()
        #expect(source.log == ["move 1 → 3"])
        let lines = harness.traceLines(containing: "table view list: targetIndexPathForMoveFromRowAt returned [3, 0], not a row of section 0 (rows can move within their section only): using [0, ")
        #expect(lines.count == 1, "once per drag, not per move")
    }

    @Test func theMovedRowIsDrawnUnderTheFingerAndTheOthersAside() throws {
        let scene = try ControlDrawingScene(background: .black, size: CGSize(width: 300, height: 440))
        let source = ReorderSource(rows: 20)
        source.redRow = "Row 1"
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 440), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        scene.add(table)
        let finger = scene.screen.down(at: CGPoint(x: 150, y: y(1)))
        scene.harness.advance(by: 0.55)
        finger.move(to: CGPoint(x: 150, y: y(4) + 5), duration: 0.3)
        // The red row is 5 pt below row 4's slot (181…225); row 2 took row 1's slot (44…88).
        expectPixel(scene.pixel(CGPoint(x: 290, y: 200)), .blend(.red), "the moved row under the finger")
        expectPixel(scene.pixel(CGPoint(x: 290, y: 60)), .blend(.white), "row 2 moved up into the space")
        finger.lift()
        expectPixel(scene.pixel(CGPoint(x: 290, y: 4 * 44 + 22)), .blend(.red), "dropped into row 4")
        expectPixel(scene.pixel(CGPoint(x: 290, y: 44 + 22)), .blend(.white), "row 1 is Row 2 now")
    }
}
