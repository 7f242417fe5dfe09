import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/AutoLayout/UIView+SeparateLayoutRoot.swift`: a table's cells solve their own constraints.
/// A change inside one cell re-lists that cell only, the window's engine never lists a cell's insides, the
/// window-level constraints around a table keep working, and a constraint reaching into a cell from outside
/// is reported instead of silently mis-solved.
@MainActor
struct UIViewSeparateLayoutRootTests {
    /// A cell with a label pinned inside its content view.
    final class PinnedCell: UITableViewCell {
        let label = UILabel()
        var top: NSLayoutConstraint?
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            let top = label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11)
            self.top = top
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                top,
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            ])
        }
    }

    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "pinned", for: indexPath)
            (cell as? PinnedCell)?.label.text = "Row \(indexPath.row)"
            return cell
        }
    }

    private func makeTable(in harness: UIKitTestHarness, frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 440))
        -> (UITableView, Rows)
    {
        let table = UITableView(frame: frame)
        table.register(PinnedCell.self, forCellReuseIdentifier: "pinned")
        let rows = Rows()
        table.dataSource = rows
        harness.window.addSubview(table)
        harness.application.layoutPass()
        return (table, rows)
    }

    @Test func aTablesCellsAreSeparateRootsAndTheWindowEngineListsNoneOfTheirInsides() {
        let harness = UIKitTestHarness()
        let (table, rows) = makeTable(in: harness)
        defer { withExtendedLifetime(rows) {} }
        let cells = table.visibleCells.compactMap { $0 as? PinnedCell }
        #expect(cells.count >= 8)
        #expect(cells.allSatisfy { $0.solvesOwnLayout })
        // Each cell's engine holds its own items; the window's holds none of them.
        #expect(cells.allSatisfy { $0.autoLayoutEngineFigures?.items == 3 })
        #expect((harness.window.autoLayoutEngineFigures?.items ?? 0) == 0)
        for cell in cells {
            #expect(cell.label.frame == CGRect(x: 16, y: 11, width: 300 - 32, height: cell.contentView.bounds.height - 22))
        }
    }

    @Test func aChangeInsideOneCellListsThatCellOnly() {
        let harness = UIKitTestHarness()
        let (table, rows) = makeTable(in: harness)
        defer { withExtendedLifetime(rows) {} }
        let cells = table.visibleCells.compactMap { $0 as? PinnedCell }
        guard cells.count > 2 else {
            Issue.record("too few rows shown")
            return
        }
        let syncs = cells.map { $0.autoLayoutEngineSyncs ?? -1 }
        let windowSyncs = harness.window.autoLayoutEngineSyncs
        cells[1].top?.constant = 15
        harness.application.layoutPass()
        #expect(cells[1].label.frame.minY == 15)
        for (index, cell) in cells.enumerated() {
            #expect(cell.autoLayoutEngineSyncs == syncs[index] + (index == 1 ? 1 : 0))
        }
        #expect(harness.window.autoLayoutEngineSyncs == windowSyncs)
    }

    @Test func aChangeAroundTheTableReachesItsCells() {
        let harness = UIKitTestHarness()
        let (table, rows) = makeTable(in: harness)
        defer { withExtendedLifetime(rows) {} }
        guard let cell = table.visibleCells.first as? PinnedCell else {
            Issue.record("no rows shown")
            return
        }
        // The label follows the content view's margins, which the content view and the cell take from the
        // table: margins come from outside the cell.
        cell.contentView.constraints.first { $0.firstAttribute == .leading }?.isActive = false
        cell.label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor).isActive = true
        cell.contentView.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        harness.application.layoutPass()
        #expect(cell.label.frame.minX == 30)
        cell.contentView.preservesSuperviewLayoutMargins = true
        cell.preservesSuperviewLayoutMargins = true
        table.layoutMargins = UIEdgeInsets(top: 0, left: 45, bottom: 0, right: 0)
        harness.application.layoutPass()
        #expect(cell.label.frame.minX == 45)
        // The table gets narrower: every cell is laid out again at the new width.
        table.frame = CGRect(x: 0, y: 0, width: 200, height: 440)
        harness.application.layoutPass()
        let others = table.visibleCells.compactMap { $0 as? PinnedCell }.filter { $0 !== cell }
        #expect(!others.isEmpty && others.allSatisfy { $0.label.frame.width == 200 - 32 })
    }

    @Test func aTablePinnedByConstraintsStillLaysOutItsCells() {
        let harness = UIKitTestHarness()
        let table = UITableView(frame: .zero)
        table.translatesAutoresizingMaskIntoConstraints = false
        table.register(PinnedCell.self, forCellReuseIdentifier: "pinned")
        let rows = Rows()
        table.dataSource = rows
        harness.window.addSubview(table)
        NSLayoutConstraint.activate([
            table.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10),
            table.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 20),
            table.widthAnchor.constraint(equalToConstant: 250),
            table.heightAnchor.constraint(equalToConstant: 300),
        ])
        harness.application.layoutPass()
        #expect(table.frame == CGRect(x: 10, y: 20, width: 250, height: 300))
        let cells = table.visibleCells.compactMap { $0 as? PinnedCell }
        #expect(!cells.isEmpty && cells.allSatisfy { $0.label.frame.minX == 16 && $0.label.frame.width == 250 - 32 })
        // The window's engine lists the table, not the cells' insides.
        let windowItems = harness.window.autoLayoutEngineFigures?.items ?? 0
        #expect(windowItems == 2)
        withExtendedLifetime(rows) {}
    }

    @Test func aConstraintReachingIntoACellFromOutsideIsReported() {
        let harness = UIKitTestHarness()
        let (table, rows) = makeTable(in: harness)
        defer { withExtendedLifetime(rows) {} }
        guard let cell = table.visibleCells.first as? PinnedCell else {
            Issue.record("no rows shown")
            return
        }
        cell.label.accessibilityIdentifier = "inner"
        let badge = UIView()
        badge.accessibilityIdentifier = "badge"
        badge.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(badge)
        let reaching = badge.leadingAnchor.constraint(equalTo: cell.label.trailingAnchor)
        NSLayoutConstraint.activate([reaching, badge.topAnchor.constraint(equalTo: harness.window.topAnchor)])
        harness.application.layoutPass()
        harness.application.layoutPass()
        #expect(harness.traceLines(containing: "names inner inside").count == 1)
        #expect(harness.traceLines(containing: "lays out its own subtree (a table view cell)").count == 1)
        // The cell's own layout is untouched.
        #expect(cell.label.frame.minX == 16)
    }

    @Test func aCellLeavingTheTableIsSolvedWithItsNewTree() {
        let harness = UIKitTestHarness()
        let (table, rows) = makeTable(in: harness)
        defer { withExtendedLifetime(rows) {} }
        guard let cell = table.visibleCells.first as? PinnedCell else {
            Issue.record("no rows shown")
            return
        }
        let holder = UIView(frame: CGRect(x: 0, y: 500, width: 400, height: 60))
        harness.window.addSubview(holder)
        holder.addSubview(cell)
        #expect(!cell.solvesOwnLayout)
        cell.frame = CGRect(x: 0, y: 0, width: 400, height: 60)
        harness.application.layoutPass()
        #expect(cell.label.frame == CGRect(x: 16, y: 11, width: 400 - 32, height: 60 - 22))
    }

    @Test func ambiguityInsideACellIsAskedOfTheCellsEngine() {
        let harness = UIKitTestHarness()
        let (table, rows) = makeTable(in: harness)
        defer { withExtendedLifetime(rows) {} }
        guard let cell = table.visibleCells.first as? PinnedCell else {
            Issue.record("no rows shown")
            return
        }
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(loose)
        loose.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor).isActive = true
        loose.topAnchor.constraint(equalTo: cell.contentView.topAnchor).isActive = true
        #expect(loose.hasAmbiguousLayout)
        #expect(!cell.label.hasAmbiguousLayout)
    }
}

extension UIViewSeparateLayoutRootTests {
    /// A cell whose content view counts its `updateConstraints()` calls.
    final class CountingContentCell: UITableViewCell {
        final class Content: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let counting = Content()
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            counting.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(counting)
            NSLayoutConstraint.activate([
                counting.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                counting.topAnchor.constraint(equalTo: contentView.topAnchor),
                counting.widthAnchor.constraint(equalToConstant: 20),
                counting.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    final class CountingRows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "counting", for: indexPath)
        }
    }

    /// A settled cell is passed over by the layout pass, but a request for `updateConstraints()` inside it
    /// still reaches it at the next pass, and a settled pass after that does not call it again.
    @Test func aSettledCellStillGetsItsUpdateConstraints() {
        let harness = UIKitTestHarness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        table.rowHeight = 44
        table.register(CountingContentCell.self, forCellReuseIdentifier: "counting")
        let rows = CountingRows()
        table.dataSource = rows
        harness.window.addSubview(table)
        harness.application.layoutPass()
        guard let cell = table.visibleCells.first as? CountingContentCell else {
            Issue.record("no rows shown")
            return
        }
        #expect(cell.counting.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        let updates = cell.counting.updates
        table.contentOffset.y += 1
        harness.application.layoutPass()
        #expect(cell.counting.updates == updates)
        cell.counting.setNeedsUpdateConstraints()
        harness.application.layoutPass()
        #expect(cell.counting.updates == updates + 1)
        table.contentOffset.y += 1
        harness.application.layoutPass()
        #expect(cell.counting.updates == updates + 1)
        withExtendedLifetime(rows) {}
    }
}
