import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/TableView/UITableView+Layout.swift`: what a scroll frame does. A frame whose visible rows
/// did not change places no row and costs Auto Layout nothing; a frame that reveals a row measures that row
/// only, and the other cells keep their frames.
@MainActor
struct UITableViewLayoutTests {
    /// A self-sizing cell: a label pinned inside the content view by four constraints.
    final class PinnedLabelCell: UITableViewCell {
        let label = UILabel()
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            ])
        }
    }

    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "pinned", for: indexPath)
            (cell as? PinnedLabelCell)?.label.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// A 300 × 440 self-sizing table scrolled to row 100, laid out. The table holds its data source weakly:
    /// callers keep the one returned.
    private func makeScrolledTable() -> (UIKitTestHarness, UITableView, Rows) {
        let harness = UIKitTestHarness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 440))
        table.register(PinnedLabelCell.self, forCellReuseIdentifier: "pinned")
        let rows = Rows()
        table.dataSource = rows
        harness.window.addSubview(table)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 4400)
        table.layoutIfNeeded()
        return (harness, table, rows)
    }

    /// The room the rows leave at each end: how far the table can scroll down before its top row leaves or
    /// the row below the bottom one enters.
    private func roomBeforeTheRowsChange(_ table: UITableView) -> CGFloat {
        guard let rows = table.indexPathsForVisibleRows, let first = rows.first, let last = rows.last else { return 0 }
        let top = table.rectForRow(at: first).maxY - table.bounds.minY
        let next = table.rectForRow(at: IndexPath(row: last.row + 1, section: 0)).minY - table.bounds.maxY
        return min(top, next)
    }

    @Test func aScrollThatRevealsNoRowPlacesNoRowAndListsNoConstraints() {
        let (harness, table, rows) = makeScrolledTable()
        defer { withExtendedLifetime(rows) {} }
        let visible = table.indexPathsForVisibleRows
        let frames = table.visibleCells.map(\.frame)
        let labelFrames = table.visibleCells.compactMap { ($0 as? PinnedLabelCell)?.label.frame }
        #expect(labelFrames.count == frames.count && labelFrames.allSatisfy { $0.minY == 11 && $0.width == 300 - 32 })
        let room = roomBeforeTheRowsChange(table)
        #expect(room > 1)
        let placements = table.rowLayoutFigures.placements
        let syncs = UIView.autoLayoutSyncCount
        for step in 1...8 {
            table.contentOffset = CGPoint(x: 0, y: 4400 + room * CGFloat(step) / 10)
            harness.application.layoutPass()
        }
        #expect(table.indexPathsForVisibleRows == visible)
        #expect(table.rowLayoutFigures.placements == placements)
        #expect(UIView.autoLayoutSyncCount == syncs)
        #expect(table.visibleCells.map(\.frame) == frames)
        #expect(table.visibleCells.compactMap { ($0 as? PinnedLabelCell)?.label.frame } == labelFrames)
    }

    @Test func aScrollThatRevealsOneRowMeasuresThatRowOnly() {
        let (harness, table, rows) = makeScrolledTable()
        defer { withExtendedLifetime(rows) {} }
        let before = table.indexPathsForVisibleRows ?? []
        let kept = Dictionary(uniqueKeysWithValues: table.visibleCells.map { (ObjectIdentifier($0), $0.frame) })
        let measured = table.rowLayoutFigures.measuredRows
        guard let last = before.last else {
            Issue.record("no rows visible")
            return
        }
        // Just far enough for the row below the bottom one to enter.
        let entering = IndexPath(row: last.row + 1, section: 0)
        let offset = table.rectForRow(at: entering).minY - table.bounds.height + 1
        table.contentOffset = CGPoint(x: 0, y: offset)
        harness.application.layoutPass()
        let after = table.indexPathsForVisibleRows ?? []
        #expect(after.last == entering)
        #expect(table.rowLayoutFigures.measuredRows == measured + 1)
        // The rows that stayed keep their cells and frames; the new row's label is laid out in its cell.
        for cell in table.visibleCells where kept[ObjectIdentifier(cell)] != nil {
            #expect(cell.frame == kept[ObjectIdentifier(cell)])
        }
        let cell = table.cellForRow(at: entering) as? PinnedLabelCell
        #expect(cell?.label.text == "Row \(entering.row)")
        #expect(cell?.label.frame.minY == 11)
        #expect(cell.map { $0.label.frame.maxY == $0.contentView.bounds.height - 11 } == true)
        #expect(cell?.frame == table.rectForRow(at: entering))
    }
}

extension UITableViewLayoutTests {
    @Test func aRevealedRowListsItsOwnCellOnlyAndTheWindowEngineStaysCurrent() {
        let (harness, table, rows) = makeScrolledTable()
        defer { withExtendedLifetime(rows) {} }
        // Reveals the row below the bottom one, just far enough for it to enter.
        func revealNext() -> IndexPath? {
            guard let last = table.indexPathsForVisibleRows?.last else { return nil }
            let entering = IndexPath(row: last.row + 1, section: 0)
            table.contentOffset = CGPoint(x: 0, y: table.rectForRow(at: entering).minY - table.bounds.height + 1)
            harness.application.layoutPass()
            return entering
        }
        // The first reveal may make the one cell beyond the first screen (a new subview: every engine looks
        // again); from then on rows reuse queued cells, as in a long scroll.
        _ = revealNext()
        let before = table.visibleCells
        #expect(before.count >= 8)
        let cellSyncs = before.map { $0.autoLayoutEngineSyncs }
        let windowSyncs = harness.window.autoLayoutEngineSyncs
        let listed = UIView.autoLayoutListedConstraintCount
        let entering = revealNext()
        #expect(entering != nil && table.indexPathsForVisibleRows?.last == entering)
        // One cell's worth: the new row measured (its content view's fitting engine, 12 constraints) and
        // solved (its cell's engine, 16), where the window's engine listed 16 per visible cell before.
        #expect(UIView.autoLayoutListedConstraintCount - listed <= 28)
        #expect(harness.window.autoLayoutEngineSyncs == windowSyncs)
        let now = table.visibleCells
        let newCell = entering.flatMap { table.cellForRow(at: $0) }
        let stayed = before.enumerated().filter { pair in pair.element !== newCell && now.contains { $0 === pair.element } }
        #expect(stayed.count >= before.count - 2)
        for (index, cell) in stayed { #expect(cell.autoLayoutEngineSyncs == cellSyncs[index]) }
        // The frame after the reveal lists nothing.
        let syncs = UIView.autoLayoutSyncCount
        table.contentOffset.y += 1
        harness.application.layoutPass()
        #expect(UIView.autoLayoutSyncCount == syncs)
    }
}

/// The layout pass enters only marked branches (Sources/UIKit/Views/UIView+LayoutPass.swift): a scroll frame
/// lays out the table, and the cells, which nothing marked, are passed by.
extension UITableViewLayoutTests {
    @Test func aSteadyDragFrameEntersTheTableAloneWhateverTheNumberOfCells() {
        let (harness, table, rows) = makeScrolledTable()
        defer { withExtendedLifetime(rows) {} }
        // Each cell is a content view, a label and a separator: a pass that entered them would count dozens.
        #expect(table.visibleCells.count >= 9)
        let screen = harness.touchscreen()
        let finger = screen.down(at: CGPoint(x: 150, y: 300))
        for _ in 0..<4 {
            harness.advance(by: 1.0 / 60)
            finger.move(by: 0, -8)
        }
        harness.advance(by: 1.0 / 60)
        finger.move(by: 0, -1)
        let visible = table.indexPathsForVisibleRows
        let offset = table.contentOffset.y
        let before = UIView.layoutPassFigures
        let syncs = UIView.autoLayoutSyncCount
        for _ in 0..<3 {
            harness.advance(by: 1.0 / 60)
            finger.move(by: 0, -1)
        }
        harness.advance(by: 1.0 / 60)
        harness.application.layoutPass()
        let after = UIView.layoutPassFigures
        #expect(table.indexPathsForVisibleRows == visible)
        #expect(table.contentOffset.y == offset + 3)
        // Four passes (three before the moves' dispatch, one after the last): the window and the table
        // each time, and the table's `layoutSubviews` (placing no row) once per scroll.
        #expect(after.entered - before.entered <= 8)
        #expect(after.laidOut - before.laidOut <= 4)
        #expect(UIView.autoLayoutSyncCount == syncs)
        finger.lift()
    }

    @Test func aCellWhoseLabelTextChangesIsLaidOutAtTheNextPassAndNoOtherCellIsEntered() throws {
        final class LeadingLabelCell: UITableViewCell {
            let label = UILabel()
            required init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11).isActive = true
            }
        }
        final class Source: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "leading", for: indexPath)
                (cell as? LeadingLabelCell)?.label.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let harness = UIKitTestHarness()
        let source = Source()
        defer { withExtendedLifetime(source) {} }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 440))
        table.rowHeight = 44
        table.register(LeadingLabelCell.self, forCellReuseIdentifier: "leading")
        table.dataSource = source
        harness.window.addSubview(table)
        harness.application.layoutPass()
        harness.application.layoutPass()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? LeadingLabelCell)
        let narrow = cell.label.frame.width
        cell.label.text = "Row 3, now with a much longer title"
        let before = UIView.layoutPassFigures
        harness.application.layoutPass()
        let after = UIView.layoutPassFigures
        #expect(cell.label.frame.width > narrow + 50)
        #expect(cell.label.frame.width == cell.label.intrinsicContentSize.width)
        #expect(cell.label.frame.minX == 16)
        // The window, the table, that cell, its content view and its label: not the other ten cells.
        #expect(after.entered - before.entered <= 5)
    }
}
