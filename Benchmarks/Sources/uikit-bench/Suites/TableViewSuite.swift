import CMallocCounter
import Foundation
import InputCore
import UIKit

/// Issue 23's table targets, measured in one run:
/// - a moved frame of a one-finger drag over a 10,000-row table of self-sizing cells (Auto Layout in each
///   cell) costs at most 2 × the touch-frame suite's plain 1-finger drag frame; no cell is made after the
///   first screen + 1; a steady frame that reveals no new row allocates nothing;
/// - laying out the visible self-sizing cells after a scroll that reveals one new row takes ≤ 0.25 ms;
/// - `reloadData` (and the layout that follows) of 100,000 fixed-height rows takes ≤ 1 ms.
@MainActor
enum TableViewSuite {
    /// A cell whose label is pinned to the content view's margins: self-sizing through Auto Layout.
    final class SelfSizingCell: UITableViewCell {
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

    /// A full-screen table over `rows` rows.
    @MainActor final class Table: UITableViewDataSource {
        let application: UIApplication
        let table: UITableView
        let rows: Int
        let texts = (0..<100).map { "Row \($0)" }

        init(rows: Int, selfSizing: Bool) {
            self.rows = rows
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: GestureScene.screenSize))
            application = UIApplication.makeShared(screen: screen)
            let window = UIWindow(screen: screen)
            table = UITableView(frame: window.bounds, style: .plain)
            if selfSizing {
                table.register(SelfSizingCell.self, forCellReuseIdentifier: "row")
            } else {
                table.rowHeight = 44
                table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            }
            window.addSubview(table)
            window.makeKeyAndVisible()
            table.dataSource = self
            // Start mid-list, so drags both ways stay inside the content.
            table.layoutIfNeeded()
            table.contentOffset = CGPoint(x: 0, y: CGFloat(rows / 2) * 44)
            table.layoutIfNeeded()
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            (cell as? SelfSizingCell)?.label.text = texts[indexPath.row % texts.count]
            return cell
        }
    }

    /// What the table adds over scrolling: a full-screen scroll view with the table's content size and 20
    /// static row-sized subviews around the middle (as many as the table shows), no Auto Layout.
    @MainActor final class PlainScroll {
        let application: UIApplication
        let scrollView: UIScrollView

        init(rows: Int) {
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: GestureScene.screenSize))
            application = UIApplication.makeShared(screen: screen)
            let window = UIWindow(screen: screen)
            scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: window.bounds.width, height: CGFloat(rows) * 44)
            let middle = CGFloat(rows / 2) * 44
            for index in 0..<20 {
                let row = UIView(frame: CGRect(x: 0, y: middle + CGFloat(index) * 44, width: window.bounds.width, height: 44))
                row.backgroundColor = .white
                scrollView.addSubview(row)
            }
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
            scrollView.layoutIfNeeded()
            scrollView.contentOffset = CGPoint(x: 0, y: middle)
            scrollView.layoutIfNeeded()
        }
    }

    static func run(into sheet: ResultSheet, options: BenchmarkOptions) {
        let rounds = 5
        let framesPerRound = max(options.samples / 2 / rounds, 120)
        var gesture: [Double] = []
        var scrollFrames: [Double] = []
        var scrollAllocations: UInt64 = 0
        var tableFrames: [Double] = []
        var steadyFrames = 0
        var steadyAllocations: UInt64 = 0
        var scrollingFrames = 0
        var scrollingAllocations: UInt64 = 0
        var excessCells = 0
        for _ in 0..<rounds {
            let scene = GestureScene()
            let workload = TouchFrameSuite.Workload(fingers: 1, motion: .drag, traced: false)
            let (steps, measuredFrom) = TouchFrameSuite.script(for: workload, scene: scene, moveFrames: framesPerRound)
            gesture += time(steps, from: measuredFrom, in: scene.application)

            let plain = PlainScroll(rows: 10_000)
            let (plainSteps, plainFrom) = ScrollViewSuite.alternatingDrag(start: plain.application.clock.now, moveFrames: framesPerRound)
            let offsetBefore = plain.scrollView.contentOffset
            let plainMeasured = time(plainSteps, from: plainFrom, in: plain.application, countingAllocations: true)
            scrollFrames += plainMeasured.times
            scrollAllocations &+= plainMeasured.allocations
            precondition(plain.scrollView.contentOffset != offsetBefore || plain.scrollView.isDragging, "the plain scroll view never scrolled")

            let list = Table(rows: 10_000, selfSizing: true)
            let firstScreen = list.table.visibleCells.count
            let (listSteps, listFrom) = ScrollViewSuite.alternatingDrag(start: list.application.clock.now, moveFrames: framesPerRound)
            let measured = measure(listSteps, from: listFrom, in: list)
            tableFrames += measured.times
            steadyFrames += measured.steadyFrames
            steadyAllocations += measured.steadyAllocations
            scrollingFrames += measured.scrollingFrames
            scrollingAllocations += measured.scrollingAllocations
            excessCells = max(excessCells, list.table.numberOfCellsCreated - (firstScreen + 1))
        }
        let steadyList = Table(rows: 10_000, selfSizing: true)
        let steady = ScrollViewSuite.steadyDrag(of: steadyList.table, in: steadyList.application, frames: rounds * framesPerRound,
                                                visible: { steadyList.table.indexPathsForVisibleRows })
        let gestureDistribution = Distribution(gesture)
        let scrollDistribution = Distribution(scrollFrames)
        let tableDistribution = Distribution(tableFrames)
        sheet.addTiming(
            group: "table-view", name: "1 finger, drag over a 10,000-row self-sizing table",
            detail: "moved frames only; UITableView 1280 × 800, Auto Layout cells measured as they show; trace off",
            tableDistribution)
        sheet.addTiming(
            group: "table-view", name: "1 finger, drag, plain (baseline, same run)",
            detail: "the touch-frame suite's 1-finger drag; trace off", gestureDistribution)
        sheet.addTiming(
            group: "table-view", name: "1 finger, drag over a plain scroll view (baseline, same run)",
            detail: "UIScrollView 1280 × 800, the table's content size, 20 static row views; trace off",
            scrollDistribution)
        let ratio = tableDistribution.median / gestureDistribution.median
        sheet.add(ResultRow(
            group: "table-view", name: "table drag / plain drag, medians", detail: "same run",
            unit: "×", value: ratio, target: "≤ 2 ×", met: ratio <= 2))
        let steadyDistribution = Distribution(steady.times)
        sheet.addTiming(
            group: "table-view", name: "1 finger, steady drag frame over the table (for reference)",
            detail: "the finger trembles 1.5 pt: \(steady.changed) of \(steady.times.count) frames changed the visible rows; trace off",
            steadyDistribution)
        sheet.add(ResultRow(
            group: "table-view", name: "steady table frame / plain drag, medians", detail: "same run; for reference",
            unit: "×", value: steadyDistribution.median / gestureDistribution.median, target: nil, met: nil))
        let scrollRatio = tableDistribution.median / scrollDistribution.median
        sheet.add(ResultRow(
            group: "table-view", name: "table drag / plain scroll-view drag, medians",
            detail: "same run; what the table adds over scrolling (plain scroll view / touch-frame drag: "
                + format(scrollDistribution.median / gestureDistribution.median) + " ×)",
            unit: "×", value: scrollRatio, target: "≤ 2 ×", met: scrollRatio <= 2))
        sheet.add(ResultRow(
            group: "table-view", name: "cells made beyond the first screen + 1", detail: "worst of \(rounds) rounds of drags",
            unit: "cells", value: Double(max(excessCells, 0)), target: "0", met: excessCells <= 0))
        let scrollPerFrame = scrollFrames.isEmpty ? -1 : Double(scrollAllocations) / Double(scrollFrames.count)
        sheet.add(ResultRow(
            group: "table-view", name: "allocations per plain scroll-view drag frame (for reference)",
            detail: "\(scrollFrames.count) moved frames of the baseline scroll view (malloc counter)",
            unit: "allocs", value: scrollPerFrame, target: nil, met: nil))
        let perFrame = steadyFrames > 0 ? Double(steadyAllocations) / Double(steadyFrames) : -1
        sheet.add(ResultRow(
            group: "table-view", name: "allocations per steady frame (no new row)",
            detail: "\(steadyFrames) moved frames whose visible rows did not change (malloc counter)",
            unit: "allocs", value: perFrame, target: "0", met: perFrame == 0))
        let scrollingPerFrame = scrollingFrames > 0 ? Double(scrollingAllocations) / Double(scrollingFrames) : -1
        sheet.add(ResultRow(
            group: "table-view", name: "allocations per steady frame after the pan began (for reference)",
            detail: "\(scrollingFrames) of those frames that began with the table already dragging; the rest are frames up to and "
                + "including the one where the pan recognizes (malloc counter)",
            unit: "allocs", value: scrollingPerFrame, target: nil, met: nil))

        revealOneRow(into: sheet, options: options)
        reload(into: sheet, options: options)
    }

    /// Times each moved frame, its layout pass included (``TimedFrame``); counts allocations in the frames
    /// that revealed no new row.
    private static func measure(_ steps: [TouchScript.Step], from measuredFrom: Int, in list: Table)
        -> (times: [Double], steadyFrames: Int, steadyAllocations: UInt64, scrollingFrames: Int, scrollingAllocations: UInt64)
    {
        var times: [Double] = []
        times.reserveCapacity(steps.count - measuredFrom)
        var steadyFrames = 0
        var steadyAllocations: UInt64 = 0
        var scrollingFrames = 0
        var scrollingAllocations: UInt64 = 0
        for (index, step) in steps.enumerated() {
            guard index >= measuredFrom, step.isMove else {
                list.application.handle(step.event)
                continue
            }
            let rowsBefore = list.table.indexPathsForVisibleRows
            let wasDragging = list.table.isDragging
            malloc_counter_set_enabled(1)
            let allocationsBefore = malloc_counter_read().allocations
            let start = MonotonicClock.nanoseconds()
            TimedFrame.run(step.event, in: list.application)
            let end = MonotonicClock.nanoseconds()
            let allocations = malloc_counter_read().allocations &- allocationsBefore
            malloc_counter_set_enabled(0)
            times.append(Double(end &- start))
            if list.table.indexPathsForVisibleRows == rowsBefore {
                steadyFrames += 1
                steadyAllocations &+= allocations
                if wasDragging {
                    scrollingFrames += 1
                    scrollingAllocations &+= allocations
                }
            }
        }
        return (times, steadyFrames, steadyAllocations, scrollingFrames, scrollingAllocations)
    }

    /// Scrolls by one row at a time down the self-sizing table: each step reveals one new row, which is
    /// made, measured and placed with the others.
    private static func revealOneRow(into sheet: ResultSheet, options: BenchmarkOptions) {
        let list = Table(rows: 10_000, selfSizing: true)
        var times: [Double] = []
        let steps = options.quick ? 500 : 4_000
        for _ in 0..<steps {
            var offset = list.table.contentOffset
            offset.y += 44
            list.table.contentOffset = offset
            let start = MonotonicClock.nanoseconds()
            list.table.layoutIfNeeded()
            let end = MonotonicClock.nanoseconds()
            times.append(Double(end &- start))
        }
        sheet.addTiming(
            group: "table-view", name: "layout after a scroll revealing one new row",
            detail: "\(list.table.visibleCells.count) visible self-sizing cells; the new one configured and measured",
            Distribution(times), medianTargetMicroseconds: 250)
    }

    /// `reloadData` and the next layout over 100,000 fixed-height rows.
    private static func reload(into sheet: ResultSheet, options: BenchmarkOptions) {
        let list = Table(rows: 100_000, selfSizing: false)
        var times: [Double] = []
        for _ in 0..<(options.quick ? 200 : 2_000) {
            let start = MonotonicClock.nanoseconds()
            list.table.reloadData()
            list.table.layoutIfNeeded()
            let end = MonotonicClock.nanoseconds()
            times.append(Double(end &- start))
        }
        sheet.addTiming(
            group: "table-view", name: "reloadData of 100,000 fixed-height rows",
            detail: "reloadData() then layoutIfNeeded() (the visible rows configured again)",
            Distribution(times), medianTargetMicroseconds: 1000)
    }

    private static func time(_ steps: [TouchScript.Step], from measuredFrom: Int, in application: UIApplication) -> [Double] {
        time(steps, from: measuredFrom, in: application, countingAllocations: false).times
    }

    /// Times each moved frame from `measuredFrom` on, its layout pass included (``TimedFrame``); with
    /// `countingAllocations`, also counts the heap allocations they make (outside the timed span's clock reads).
    private static func time(
        _ steps: [TouchScript.Step], from measuredFrom: Int, in application: UIApplication, countingAllocations: Bool
    ) -> (times: [Double], allocations: UInt64) {
        var times: [Double] = []
        times.reserveCapacity(steps.count - measuredFrom)
        var allocations: UInt64 = 0
        for (index, step) in steps.enumerated() {
            guard index >= measuredFrom, step.isMove else {
                application.handle(step.event)
                continue
            }
            if countingAllocations { malloc_counter_set_enabled(1) }
            let allocationsBefore = malloc_counter_read().allocations
            let start = MonotonicClock.nanoseconds()
            TimedFrame.run(step.event, in: application)
            let end = MonotonicClock.nanoseconds()
            if countingAllocations {
                allocations &+= malloc_counter_read().allocations &- allocationsBefore
                malloc_counter_set_enabled(0)
            }
            times.append(Double(end &- start))
        }
        return (times, allocations)
    }
}
