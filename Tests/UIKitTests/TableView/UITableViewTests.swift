import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UITableViewTests {
    @Test func fixedHeightRowsFillTheBoundsWithCellsFromTheDataSource() {
        let source = StringListSource(rows: 100)
        let (_, table) = makeTable(source)
        // 440 / 44 = 10 rows exactly.
        #expect(visibleRows(table) == (0..<10).map { "0.\($0)" })
        #expect(table.contentSize == CGSize(width: 300, height: 4400))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 132, width: 300, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        #expect(source.configured.count == 10)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 100)
    }

    @Test func scrollingReusesCellsSoCellsAliveStayNearTheVisibleRows() {
        let source = StringListSource(rows: 10_000)
        let (_, table) = makeTable(source)
        for step in 1...400 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            table.layoutIfNeeded()
        }
        // 10 rows fit; a scroll position between rows shows 11: at most 11 cells ever made (+1 spare).
        #expect(table.numberOfCellsCreated <= 12)
        #expect(table.numberOfCellsCreated >= 11)
        let first = Int((400 * 37) / 44)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: first, section: 0))
        let texts = table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts.first == "Row \(first)")
        #expect(table.visibleCells.allSatisfy { !$0.isHidden })
    }

    @Test func selfSizingRowsScrolledByAFlingReuseCellsToo() {
        let source = StringListSource(rows: 10_000)
        let (harness, table) = makeTable(source, rowHeight: UITableView.automaticDimension)
        let firstScreen = table.numberOfCellsCreated
        let screen = harness.touchscreen()
        for _ in 0..<5 {
            screen.swipe(from: CGPoint(x: 150, y: 400), dx: 0, dy: -300, duration: 0.1)
            harness.advance(by: 1)
        }
        #expect(table.contentOffset.y > 3000)
        // No cell made after the first screen + 1 (a row entering before the top one leaves).
        #expect(table.numberOfCellsCreated <= firstScreen + 1)
        let rows = table.indexPathsForVisibleRows ?? []
        #expect(rows.count == table.visibleCells.count)
        #expect(table.visibleCells.allSatisfy { $0.frame.height == table.rectForRow(at: table.indexPath(for: $0) ?? IndexPath(row: 0, section: 0)).height })
    }

    @Test func cellsThatLeaveAreQueuedAndPreparedForReuse() {
        final class CountingCell: UITableViewCell {
            var prepared = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                prepared += 1
            }
        }
        let source = StringListSource(rows: 50)
        let (_, table) = makeTable(source, cellClass: CountingCell.self)
        let firstCell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
        table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        table.layoutIfNeeded()
        // Row 0's cell left and came back for one of rows 20…29, prepared for reuse.
        #expect(table.visibleCells.contains { $0 === firstCell })
        #expect(firstCell?.prepared == 1)
        #expect(table.numberOfCellsCreated == 10)
    }

    @Test func indexPathForRowAtAPointAndRectForRow() {
        let source = StringListSource([["a", "b", "c"], ["d", "e"]])
        source.headerTitles = ["First", "Second"]
        let (_, table) = makeTable(source)
        // Section 0: header 0…28, rows 28…160; section 1: header 160…188, rows 188…276.
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 160, width: 300, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 232, width: 300, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 159.5)) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 170)) == nil)  // on the header
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 275)) == IndexPath(row: 1, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 300)) == nil)  // below the rows
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 300, height: 160))
    }

    @Test func plainHeadersFloatAtTheTopUntilTheNextSectionPushesThemUp() {
        let source = StringListSource([(0..<10).map { "a\($0)" }, (0..<10).map { "b\($0)" }])
        source.headerTitles = ["A", "B"]
        let (_, table) = makeTable(source)
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        // Section 0 ends at 28 + 440 = 468: its header is pushed up to 468 - 28 = 440 once the top passes it.
        table.contentOffset = CGPoint(x: 0, y: 450)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 440)
        #expect(table.headerView(forSection: 1)?.frame.minY == 468)
        let header = table.headerView(forSection: 1)?.contentConfiguration as? UIListContentConfiguration
        #expect(header?.text == "B")
    }

    @Test func groupedHeadersScrollWithTheirRowsAndGroupsHaveGaps() {
        let source = StringListSource([["a", "b"], ["c"]])
        source.headerTitles = ["Wi-Fi", nil]
        let (_, table) = makeTable(source, style: .grouped)
        #expect(table.backgroundColor == UITableView.groupedBackgroundColor)
        // Section 0: titled header 38, two rows, footer gap 18; section 1: header gap 18, row, footer gap 18.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 162)  // 38 + 88 + 18 + 18
        table.contentOffset = CGPoint(x: 0, y: 20)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 0)
        // The last row of a group has a full-width separator; the others are inset.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.separatorInset.left == 16)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.separatorInset.left == 0)
    }

    @Test func delegateHeightsPlaceRowsAndFooterTitlesAddFooters() {
        let source = StringListSource([["a", "b", "c"]])
        source.heights = { CGFloat(30 + 10 * $0.row) }
        source.footerTitles = ["3 items"]
        let (_, table) = makeTable(source)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 70, width: 300, height: 50))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 120, width: 300, height: 28))
        #expect(table.contentSize.height == 148)
    }

    @Test func selfSizingRowsAreMeasuredFromAutoLayoutInTheContentView() {
        final class NoteCell: UITableViewCell {
            let label = UILabel()
            required init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    label.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
        }
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as? NoteCell
                // Odd rows are twice as tall: their label's height constraint says so.
                cell?.label.constraints.first?.constant = indexPath.row % 2 == 0 ? 20 : 60
                return cell ?? UITableViewCell()
            }
        }
        let harness = UIKitTestHarness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        let source = Source()
        table.dataSource = source
        harness.window.addSubview(table)
        table.layoutIfNeeded()
        // 40 and 80 pt rows: 0…40, 40…120, 120…160, 160…240, 240…280, 280…360, 360…400 → 7 rows.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 40, width: 300, height: 80))
        #expect(table.rectForRow(at: IndexPath(row: 6, section: 0)) == CGRect(x: 0, y: 360, width: 300, height: 40))
        #expect(table.indexPathsForVisibleRows?.count == 7)
        // Rows not shown yet keep the 44-pt estimate: 7 measured (400) + 993 × 44.
        #expect(table.contentSize.height == 44_092)  // 400 + 993 × 44
        #expect(table.rectForRow(at: IndexPath(row: 8, section: 0)).height == 44)
    }

    @Test func listContentConfigurationRowsSelfSizeWithTheirText() {
        let source = StringListSource([["One line", "A long text that wraps onto a second and a third line in a 300-point row"]])
        let (_, table) = makeTable(source, rowHeight: UITableView.automaticDimension)
        let one = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let three = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up)
        #expect(one == 22 + lineHeight)
        #expect(three > one + lineHeight)
    }

    @Test func reloadDataAsksAgainAndClearsTheSelection() {
        let source = StringListSource(rows: 5)
        let (_, table) = makeTable(source)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        source.sections = [["x", "y"]]
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(visibleRows(table) == ["0.0", "0.1"])
        #expect(table.indexPathForSelectedRow == nil)
        let texts = table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts == ["x", "y"])
    }

    @Test func reloadingAHundredThousandFixedRowsConfiguresOnlyTheVisibleOnes() {
        let source = StringListSource(rows: 100_000)
        let (_, table) = makeTable(source)
        source.configured = []
        table.reloadData()
        table.layoutIfNeeded()
        #expect(source.configured.count == 10)
        #expect(table.contentSize.height == 4_400_000)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 4_399_999)) == IndexPath(row: 99_999, section: 0))
    }

    @Test func scrollToRowPutsTheRowAtTheTopMiddleOrBottom() {
        let source = StringListSource(rows: 100)
        let (_, table) = makeTable(source)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        #expect(visibleRows(table).first == "0.50")
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 2002)  // 2222 − 220
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1804)  // 2244 − 440
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 3960)  // clamped to the end: 4400 − 440
    }

    @Test func animatedScrollToRowMovesOnTheFrameworkClock() {
        let source = StringListSource(rows: 100)
        let (harness, table) = makeTable(source)
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: true)
        #expect(table.contentOffset.y == 0)
        harness.advance(by: 0.1)
        let midway = table.contentOffset.y
        #expect(midway > 0 && midway < 1320)
        harness.advance(by: 2)
        #expect(table.contentOffset.y == 1320)
        #expect(visibleRows(table).first == "0.30")
        #expect(harness.traceLines(containing: "table view list: scrolling to row 30 at top (animated): offset (0.0, 1320.0)").count == 1)
    }

    @Test func scrollToASelfSizingRowCorrectsItsEstimate() {
        let source = StringListSource([(0..<60).map { "Row \($0)" }])
        source.heights = { _ in UITableView.automaticDimension }
        let (_, table) = makeTable(source)
        table.estimatedRowHeight = 100  // far off: the real rows are about 42 pt
        table.reloadData()
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == table.rectForRow(at: IndexPath(row: 40, section: 0)).minY)
        #expect(visibleRows(table).first == "0.40")
    }
}
