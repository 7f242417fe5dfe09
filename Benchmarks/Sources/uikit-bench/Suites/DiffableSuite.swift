import Foundation
import UIKit

/// Issue 26's diffable target: applying a snapshot of 10,000 items that moves 100 and deletes 100 to a
/// table in a window (the difference, the table's batch update and the placing of its visible rows, animated),
/// ≤ 5 ms; and the same at 100,000 items, to show the cost is linear in the item count (≈ 10 ×).
enum DiffableSuite {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    /// A full-screen table fed by a diffable data source, and the two snapshots it goes between.
    @MainActor final class Scene {
        let application: UIApplication
        let table: UITableView
        let dataSource: UITableViewDiffableDataSource<Int, Int>
        let before: Snapshot
        let after: Snapshot

        init(items: Int, seed: UInt64) {
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: GestureScene.screenSize))
            application = UIApplication.makeShared(screen: screen)
            let window = UIWindow(screen: screen)
            table = UITableView(frame: window.bounds, style: .plain)
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            window.addSubview(table)
            window.makeKeyAndVisible()
            dataSource = UITableViewDiffableDataSource(tableView: table) { tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Item \(item)"
                cell.contentConfiguration = content
                return cell
            }
            var snapshot = Snapshot()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<items))
            before = snapshot
            // 100 items moved to random places, 100 others deleted (a fixed seed: the same work every run).
            var random = SplitMix(seed: seed)
            var chosen = Set<Int>()
            while chosen.count < 200 { chosen.insert(Int(random.next() % UInt64(items))) }
            let picked = Array(chosen).sorted()
            for item in picked.prefix(100) {
                var anchor = Int(random.next() % UInt64(items))
                while chosen.contains(anchor) { anchor = Int(random.next() % UInt64(items)) }
                snapshot.moveItem(item, afterItem: anchor)
            }
            snapshot.deleteItems(Array(picked.suffix(100)))
            after = snapshot
            dataSource.applySnapshotUsingReloadData(before)
            table.contentOffset = CGPoint(x: 0, y: CGFloat(items / 2) * 44)
            table.layoutIfNeeded()
        }

        /// Times one apply of ``after`` from ``before``; the reset (a reload back, the animation run out on the
        /// framework clock) is not timed.
        func timeOneApply() -> Double {
            let start = MonotonicClock.nanoseconds()
            dataSource.apply(after, animatingDifferences: true)
            table.layoutIfNeeded()
            let end = MonotonicClock.nanoseconds()
            application.advance(by: 0.5)
            dataSource.applySnapshotUsingReloadData(before)
            table.layoutIfNeeded()
            return Double(end &- start)
        }
    }

    /// SplitMix64: a fixed-seed generator for the scene.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @MainActor
    static func run(into sheet: ResultSheet, options: BenchmarkOptions) {
        let small = Scene(items: 10_000, seed: 26)
        var smallTimes: [Double] = []
        for _ in 0..<(options.quick ? 20 : 100) { smallTimes.append(small.timeOneApply()) }
        let large = Scene(items: 100_000, seed: 26)
        var largeTimes: [Double] = []
        for _ in 0..<(options.quick ? 5 : 20) { largeTimes.append(large.timeOneApply()) }
        let smallDistribution = Distribution(smallTimes)
        let largeDistribution = Distribution(largeTimes)
        sheet.addTiming(
            group: "diffable", name: "apply a 10,000-item snapshot: 100 moved, 100 deleted",
            detail: "UITableViewDiffableDataSource, animated; the difference, the batch update and the visible rows placed",
            smallDistribution, medianTargetMicroseconds: 5_000)
        sheet.addTiming(
            group: "diffable", name: "apply a 100,000-item snapshot: 100 moved, 100 deleted",
            detail: "the same at 10 × the items", largeDistribution)
        let ratio = largeDistribution.median / smallDistribution.median
        sheet.add(ResultRow(
            group: "diffable", name: "100,000 / 10,000 items, medians", detail: "linear: ≈ 10 ×",
            unit: "×", value: ratio, target: "≤ 12 ×", met: ratio <= 12))
    }
}
