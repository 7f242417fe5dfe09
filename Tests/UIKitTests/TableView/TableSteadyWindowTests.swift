import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `Sources/UIKit/TableView/TableSteadyWindow.swift`: the bands a scroll frame's edges can move in without the
/// table's rows or sections changing. Inside them the table looks nothing up, so every position they hold
/// must give the placement the full lookups give; a frame that leaves them still places what it reveals.
@MainActor
struct TableSteadyWindowTests {
    /// Sections of random sizes, row heights (zero, halves, fractions) and header and footer titles.
    func randomSource(_ random: inout SeededRandom) -> StringListSource {
        let sectionCount = 1 + random.below(6)
        let source = StringListSource((0..<sectionCount).map { section in (0..<random.below(14)).map { "\(section).\($0)" } })
        source.headerTitles = (0..<sectionCount).map { _ in random.below(3) == 0 ? nil : "Header" }
        source.footerTitles = (0..<sectionCount).map { _ in random.below(3) == 0 ? nil : "Footer" }
        var heights: [IndexPath: CGFloat] = [:]
        for (section, rows) in source.sections.enumerated() {
            for row in rows.indices {
                heights[IndexPath(row: row, section: section)] = switch random.below(5) {
                case 0: 0
                case 1: 44
                case 2: random.coordinate(60) + 0.5
                default: 10 + random.unit() * 70
                }
            }
        }
        source.heights = { heights[$0] ?? 44 }
        return source
    }

    /// What the full check finds for a visible area: the first row ending below the top, the last starting
    /// above the bottom, and the sections at both edges.
    func fullAnswer(_ geometry: TableGeometry, top: CGFloat, bottom: CGFloat)
        -> (first: IndexPath?, last: IndexPath?, sections: ClosedRange<Int>?) {
        let first = geometry.firstRow(endingAfter: top)
        var last: IndexPath?
        var current = first
        while let row = current, geometry.rectForRow(row, width: 300).minY < bottom {
            last = row
            current = geometry.row(after: row)
        }
        let sections = geometry.section(at: top).flatMap { a in geometry.section(at: bottom).map { a...$0 } }
        return (first, last, sections)
    }

    @Test func everyPositionTheWindowsHoldGivesTheFullCheckSAnswer() {
        var random = SeededRandom(seed: 40)
        var held = 0
        for layout in 0..<60 {
            let source = randomSource(&random)
            let (_, table) = makeTable(source)
            let geometry = table.geometry
            let height = geometry.contentHeight + 100
            for _ in 0..<40 {
                let top = random.unit() * height - 50
                let bottom = top + 1 + random.unit() * 300
                let answer = fullAnswer(geometry, top: top, bottom: bottom)
                guard let first = answer.first, let last = answer.last, let sections = answer.sections else { continue }
                let rows = geometry.steadyRowWindow(first: first, last: last, width: 300)
                let sectionWindow = geometry.steadySectionWindow(for: sections)
                // The edges themselves, nudged, and far moves: inside a band, the answer is the same.
                let shifts: [CGFloat] = [0, 0.25, -0.25, 1, -1, 7.5, -7.5, 30, -30] + (0..<6).map { _ in random.unit() * 200 - 100 }
                for shift in shifts {
                    let moved = fullAnswer(geometry, top: top + shift, bottom: bottom + shift)
                    if rows.holds(top: top + shift, bottom: bottom + shift) {
                        held += 1
                        #expect(moved.first == first && moved.last == last, "layout \(layout), \(top) → \(top + shift)")
                    }
                    if sectionWindow.holds(top: top + shift, bottom: bottom + shift) {
                        #expect(moved.sections == sections, "layout \(layout), \(top) → \(top + shift)")
                    }
                }
            }
        }
        // Not an empty window that holds nowhere.
        #expect(held > 1_000)
    }

    @Test func randomScrollsShowWhatAFreshTablePlacesAtTheSameOffset() {
        var random = SeededRandom(seed: 23)
        for layout in 0..<12 {
            let source = randomSource(&random)
            let (harness, table) = makeTable(source)
            var offset: CGFloat = 0
            for step in 0..<60 {
                // Mostly small moves (the steady frames), sometimes a jump.
                offset += random.below(8) == 0 ? random.unit() * 600 - 300 : random.unit() * 6 - 3
                offset = min(max(offset, -40), max(table.contentSize.height - 400, 0) + 40)
                table.contentOffset = CGPoint(x: 0, y: offset)
                harness.application.layoutPass()
                let (freshHarness, fresh) = makeTable(source)
                fresh.contentOffset = table.contentOffset
                freshHarness.application.layoutPass()
                let context = "layout \(layout), step \(step), offset \(offset)"
                #expect(table.indexPathsForVisibleRows == fresh.indexPathsForVisibleRows, "\(context)")
                #expect(table.visibleCells.map(\.frame) == fresh.visibleCells.map(\.frame), "\(context)")
                for section in source.sections.indices {
                    #expect(table.headerView(forSection: section)?.frame == fresh.headerView(forSection: section)?.frame, "\(context)")
                    #expect(table.footerView(forSection: section)?.frame == fresh.footerView(forSection: section)?.frame, "\(context)")
                }
            }
        }
    }

    @Test func aFrameInsideTheWindowPlacesNothingAndTheFrameThatRevealsARowPlacesIt() {
        let source = StringListSource(rows: 100)
        let (harness, table) = makeTable(source)
        table.contentOffset = CGPoint(x: 0, y: 2200 + 10)
        harness.application.layoutPass()
        // 440 pt from y = 2210: rows 50 (2200) to 60 (2640); row 61 starts at 2684, 34 pt below the bottom.
        #expect(table.indexPathsForVisibleRows?.first?.row == 50 && table.indexPathsForVisibleRows?.last?.row == 60)
        let placements = table.rowLayoutFigures.placements
        for step in 1...33 {
            table.contentOffset.y = 2210 + CGFloat(step)
            harness.application.layoutPass()
            #expect(table.steadyRows?.window.holds(top: table.bounds.minY, bottom: table.bounds.maxY) == true)
        }
        #expect(table.rowLayoutFigures.placements == placements)
        // The bottom edge crosses row 61's start: it shows, in the same frame.
        table.contentOffset.y = 2244.5
        harness.application.layoutPass()
        #expect(table.rowLayoutFigures.placements == placements + 1)
        #expect(table.indexPathsForVisibleRows?.last?.row == 61)
        #expect(table.cellForRow(at: IndexPath(row: 61, section: 0))?.frame == CGRect(x: 0, y: 2684, width: 300, height: 44))
        // The top edge leaves row 50: it goes.
        table.contentOffset.y = 2244
        harness.application.layoutPass()
        #expect(table.indexPathsForVisibleRows?.first?.row == 51)
    }

    @Test func aHeaderRevealedByAScrollInsideTheRowWindowStillShowsAndTheFloatingHeaderFollows() {
        // Two sections of 10 rows of 44 with titled headers (28 pt in the plain style, per the table's default).
        let source = StringListSource([(0..<10).map { "a\($0)" }, (0..<10).map { "b\($0)" }])
        source.headerTitles = ["A", "B"]
        let (harness, table) = makeTable(source)
        let secondHeader = table.rectForHeader(inSection: 1)
        // The bottom edge just above section B's header, then just inside it.
        table.contentOffset.y = secondHeader.minY - 440 - 2
        harness.application.layoutPass()
        #expect(table.headerView(forSection: 1) == nil)
        table.contentOffset.y = secondHeader.minY - 440 + 1
        harness.application.layoutPass()
        #expect(table.headerView(forSection: 1)?.frame == secondHeader)
        // Inside the section window, section A's header still floats at the top.
        let pinned = table.headerView(forSection: 0)?.frame.minY
        table.contentOffset.y += 1
        harness.application.layoutPass()
        #expect(table.steadySections?.window.holds(top: table.bounds.minY, bottom: table.bounds.maxY) == true)
        #expect(table.headerView(forSection: 0)?.frame.minY == pinned.map { $0 + 1 })
    }
}
