import CMallocCounter
import Foundation
import InputCore
import UIKit

/// Issue 26's collection view targets, measured in one run as the table's (TableViewSuite):
/// - a moved frame of a one-finger drag over a 100,000-item grid of 4 columns (a flow layout with
///   self-sizing cells: each cell measured by Auto Layout as it comes on screen, a third of them two lines
///   tall) costs at most 2 × the touch-frame suite's plain 1-finger drag frame;
/// - the cells alive are at most the visible ones plus one row;
/// - a steady frame that reveals no new row allocates nothing.
/// The same grid placed by a compositional layout (four items a group, groups 10 apart) is timed beside it,
/// for reference.
@MainActor
enum CollectionViewSuite {
    /// A cell whose label is pinned to the content view: Auto Layout inside each cell, as apps do; the
    /// label's lines decide the cell's height (self-sizing).
    final class LabelCell: UICollectionViewCell {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            ])
        }
    }

    /// A full-screen grid of `items` items, 4 columns: a flow layout of self-sizing items, estimated
    /// `rowHeight` tall (or a compositional layout: a group of 4 items with the same spacing, `rowHeight` tall).
    @MainActor final class Grid: UICollectionViewDataSource {
        static let columns = 4
        static let rowHeight: CGFloat = 50
        let application: UIApplication
        let collection: UICollectionView
        let items: Int
        let texts = (0..<100).map { $0 % 3 == 0 ? "Item \($0)\nsecond line" : "Item \($0)" }

        init(items: Int, compositional: Bool = false) {
            self.items = items
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: GestureScene.screenSize))
            application = UIApplication.makeShared(screen: screen)
            let window = UIWindow(screen: screen)
            let spacing: CGFloat = 10
            let layout: UICollectionViewLayout
            if compositional {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Grid.rowHeight)),
                    subitem: item, count: Grid.columns)
                group.interItemSpacing = .fixed(spacing)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = spacing
                layout = UICollectionViewCompositionalLayout(section: section)
            } else {
                let flow = UICollectionViewFlowLayout()
                flow.minimumInteritemSpacing = spacing
                flow.minimumLineSpacing = spacing
                flow.itemSize = CGSize(width: ((window.bounds.width - spacing * CGFloat(Grid.columns - 1)) / CGFloat(Grid.columns)).rounded(.down),
                                       height: Grid.rowHeight)
                flow.estimatedItemSize = flow.itemSize
                layout = flow
            }
            collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collection.register(LabelCell.self, forCellWithReuseIdentifier: "item")
            window.addSubview(collection)
            window.makeKeyAndVisible()
            collection.dataSource = self
            // Start mid-grid, so drags both ways stay inside the content.
            collection.layoutIfNeeded()
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(items / Grid.columns / 2) * (Grid.rowHeight + spacing))
            collection.layoutIfNeeded()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            (cell as? LabelCell)?.label.text = texts[indexPath.item % texts.count]
            return cell
        }
    }

    static func run(into sheet: ResultSheet, options: BenchmarkOptions) {
        let rounds = 5
        let framesPerRound = max(options.samples / 2 / rounds, 120)
        var gesture: [Double] = []
        var gridFrames: [Double] = []
        var compositionalFrames: [Double] = []
        var steadyFrames = 0
        var steadyAllocations: UInt64 = 0
        var scrollingFrames = 0
        var scrollingAllocations: UInt64 = 0
        var excessCells = 0
        var mostAlive = 0
        var visibleAtMost = 0
        for _ in 0..<rounds {
            let scene = GestureScene()
            let workload = TouchFrameSuite.Workload(fingers: 1, motion: .drag, traced: false)
            let (steps, measuredFrom) = TouchFrameSuite.script(for: workload, scene: scene, moveFrames: framesPerRound)
            gesture += time(steps, from: measuredFrom, in: scene.application)

            let grid = Grid(items: 100_000)
            let offsetBefore = grid.collection.contentOffset
            let (gridSteps, gridFrom) = ScrollViewSuite.alternatingDrag(start: grid.application.clock.now, moveFrames: framesPerRound)
            let measured = measure(gridSteps, from: gridFrom, in: grid)
            precondition(grid.collection.contentOffset != offsetBefore || grid.collection.isDragging, "the grid never scrolled")
            gridFrames += measured.times
            steadyFrames += measured.steadyFrames
            steadyAllocations += measured.steadyAllocations
            scrollingFrames += measured.scrollingFrames
            scrollingAllocations += measured.scrollingAllocations
            visibleAtMost = max(visibleAtMost, measured.mostVisible)
            mostAlive = max(mostAlive, grid.collection.numberOfCellsCreated)
            excessCells = max(excessCells, grid.collection.numberOfCellsCreated - (measured.mostVisible + Grid.columns))

            let compositional = Grid(items: 100_000, compositional: true)
            let (compositionalSteps, compositionalFrom) = ScrollViewSuite.alternatingDrag(start: compositional.application.clock.now,
                                                                                          moveFrames: framesPerRound)
            compositionalFrames += measure(compositionalSteps, from: compositionalFrom, in: compositional).times
        }
        // The finger trembles within the placement's slack, so no item enters or leaves after the first placement.
        let steadyGrid = Grid(items: 100_000)
        let steady = ScrollViewSuite.steadyDrag(of: steadyGrid.collection, in: steadyGrid.application, frames: rounds * framesPerRound,
                                                visible: { steadyGrid.collection.indexPathsForVisibleItems })
        let gestureDistribution = Distribution(gesture)
        let gridDistribution = Distribution(gridFrames)
        sheet.addTiming(
            group: "collection-view", name: "1 finger, drag over a 100,000-item self-sizing grid (4 columns)",
            detail: "moved frames only; UICollectionView 1280 × 800, flow layout, self-sizing cells (Auto Layout, 1 or 2 lines); trace off",
            gridDistribution)
        sheet.addTiming(
            group: "collection-view", name: "1 finger, drag, plain (baseline, same run)",
            detail: "the touch-frame suite's 1-finger drag; trace off", gestureDistribution)
        let ratio = gridDistribution.median / gestureDistribution.median
        sheet.add(ResultRow(
            group: "collection-view", name: "grid drag / plain drag, medians", detail: "same run",
            unit: "×", value: ratio, target: "≤ 2 ×", met: ratio <= 2))
        let steadyDistribution = Distribution(steady.times)
        sheet.addTiming(
            group: "collection-view", name: "1 finger, steady drag frame over the grid (for reference)",
            detail: "the finger trembles 1.5 pt within the placement's slack: \(steady.changed) of \(steady.times.count) frames changed the visible items; trace off",
            steadyDistribution)
        sheet.add(ResultRow(
            group: "collection-view", name: "steady grid frame / plain drag, medians", detail: "same run; for reference",
            unit: "×", value: steadyDistribution.median / gestureDistribution.median, target: nil, met: nil))
        let compositionalDistribution = Distribution(compositionalFrames)
        sheet.addTiming(
            group: "collection-view", name: "1 finger, drag over a 100,000-item compositional grid (4 columns)",
            detail: "moved frames only; the same grid placed by UICollectionViewCompositionalLayout (a group of 4, fixed spacing); trace off",
            compositionalDistribution)
        let compositionalRatio = compositionalDistribution.median / gestureDistribution.median
        sheet.add(ResultRow(
            group: "collection-view", name: "compositional grid drag / plain drag, medians", detail: "same run; for reference",
            unit: "×", value: compositionalRatio, target: nil, met: nil))
        sheet.add(ResultRow(
            group: "collection-view", name: "cells made beyond the most visible + one row",
            detail: "worst of \(rounds) rounds; \(mostAlive) cells made, at most \(visibleAtMost) visible at once",
            unit: "cells", value: Double(max(excessCells, 0)), target: "0", met: excessCells <= 0))
        let perFrame = steadyFrames > 0 ? Double(steadyAllocations) / Double(steadyFrames) : -1
        sheet.add(ResultRow(
            group: "collection-view", name: "allocations per steady frame (no new row)",
            detail: "\(steadyFrames) moved frames whose visible items did not change (malloc counter)",
            unit: "allocs", value: perFrame, target: "0", met: perFrame == 0))
        let scrollingPerFrame = scrollingFrames > 0 ? Double(scrollingAllocations) / Double(scrollingFrames) : -1
        sheet.add(ResultRow(
            group: "collection-view", name: "allocations per steady frame after the pan began (for reference)",
            detail: "\(scrollingFrames) of those frames that began with the grid already dragging; the rest are frames up to and "
                + "including the one where the pan recognizes (malloc counter)",
            unit: "allocs", value: scrollingPerFrame, target: nil, met: nil))
    }

    /// Times each moved frame; counts allocations in the frames that revealed no new row.
    private static func measure(_ steps: [TouchScript.Step], from measuredFrom: Int, in grid: Grid)
        -> (times: [Double], steadyFrames: Int, steadyAllocations: UInt64, scrollingFrames: Int,
            scrollingAllocations: UInt64, mostVisible: Int)
    {
        var times: [Double] = []
        times.reserveCapacity(steps.count - measuredFrom)
        var steadyFrames = 0
        var steadyAllocations: UInt64 = 0
        var scrollingFrames = 0
        var scrollingAllocations: UInt64 = 0
        var mostVisible = grid.collection.indexPathsForVisibleItems.count
        for (index, step) in steps.enumerated() {
            guard index >= measuredFrom, step.isMove else {
                grid.application.handle(step.event)
                continue
            }
            let itemsBefore = grid.collection.indexPathsForVisibleItems
            let wasDragging = grid.collection.isDragging
            malloc_counter_set_enabled(1)
            let allocationsBefore = malloc_counter_read().allocations
            let start = MonotonicClock.nanoseconds()
            TimedFrame.run(step.event, in: grid.application)
            let end = MonotonicClock.nanoseconds()
            let allocations = malloc_counter_read().allocations &- allocationsBefore
            malloc_counter_set_enabled(0)
            times.append(Double(end &- start))
            let itemsAfter = grid.collection.indexPathsForVisibleItems
            mostVisible = max(mostVisible, itemsAfter.count)
            if itemsAfter == itemsBefore {
                steadyFrames += 1
                steadyAllocations &+= allocations
                if wasDragging {
                    scrollingFrames += 1
                    scrollingAllocations &+= allocations
                }
            }
        }
        return (times, steadyFrames, steadyAllocations, scrollingFrames, scrollingAllocations, mostVisible)
    }

    private static func time(_ steps: [TouchScript.Step], from measuredFrom: Int, in application: UIApplication) -> [Double] {
        var times: [Double] = []
        times.reserveCapacity(steps.count - measuredFrom)
        for (index, step) in steps.enumerated() {
            guard index >= measuredFrom, step.isMove else {
                application.handle(step.event)
                continue
            }
            let start = MonotonicClock.nanoseconds()
            TimedFrame.run(step.event, in: application)
            let end = MonotonicClock.nanoseconds()
            times.append(Double(end &- start))
        }
        return times
    }
}
