import Foundation
import Testing
import UIKitTesting

/// Pull to refresh through real dispatch: a finger pulls a 50-row table down; the control refreshes past
/// its trigger distance, holds the content below its spinner, and gives it back at `endRefreshing`.
@MainActor
@Suite struct UIRefreshControlTests {
    /// Counts `.valueChanged`, and keeps the table's data source alive (the table holds it weakly).
    final class Counter {
        var count = 0
        var dataSource: AnyObject?
    }

    func makeScene(harness: UIKitTestHarness = UIKitTestHarness()) -> (UIKitTestHarness, UITableView, UIRefreshControl, Counter) {
        let source = StringListSource(rows: 50)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 440), style: .plain)
        table.accessibilityIdentifier = "list"
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: source.identifier)
        table.dataSource = source
        table.delegate = source
        harness.window.addSubview(table)
        let refresh = UIRefreshControl()
        let counter = Counter()
        refresh.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        table.refreshControl = refresh
        table.layoutIfNeeded()
        counter.dataSource = source
        return (harness, table, refresh, counter)
    }

    /// Pulls down by `dy` of finger travel over 0.4 s, holds 0.1 s (no fling) and lifts; then settles.
    func pull(_ harness: UIKitTestHarness, by dy: CGFloat, settle: Bool = true) {
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: 60))
        finger.move(to: CGPoint(x: 150, y: 60 + dy), duration: 0.4)
        harness.advance(by: 0.1)
        finger.lift()
        if settle { harness.advance(by: 1.5) }
    }

    @Test func aPullPastTheTriggerRefreshesOnceAndTheContentRestsBelowTheSpinner() {
        let (harness, table, refresh, counter) = makeScene()
        pull(harness, by: 360)
        #expect(counter.count == 1)
        #expect(refresh.isRefreshing)
        #expect(table.contentInset.top == UIRefreshControl.height)
        #expect(abs(table.contentOffset.y + UIRefreshControl.height) < 0.5, "held at −60 while refreshing")
        let lines = harness.traceLines(containing: "refresh control of scroll view list: refreshing: pulled")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("≥ 100.0 pt") == true)
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
    }

    @Test func aShortPullDoesNotRefresh() {
        let (harness, table, refresh, counter) = makeScene()
        pull(harness, by: 100)
        #expect(counter.count == 0)
        #expect(!refresh.isRefreshing)
        #expect(abs(table.contentOffset.y) < 0.5)
    }

    @Test func endRefreshingGivesTheInsetBackAndScrollsTheContentUp() {
        let (harness, table, refresh, _) = makeScene()
        pull(harness, by: 360)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        #expect(table.contentInset.top == 0)
        harness.advance(by: 1)
        #expect(abs(table.contentOffset.y) < 0.5)
        #expect(harness.traceLines(containing: "refresh control of scroll view list: refresh ended: endRefreshing()").count == 1)
    }

    @Test func aSecondPullWhileRefreshingSendsNothingMore() {
        let (harness, _, _, counter) = makeScene()
        pull(harness, by: 360)
        pull(harness, by: 360)
        #expect(counter.count == 1)
    }

    @Test func aPullAfterTheRefreshEndedRefreshesAgain() {
        let (harness, _, refresh, counter) = makeScene()
        pull(harness, by: 360)
        refresh.endRefreshing()
        harness.advance(by: 1)
        pull(harness, by: 360)
        #expect(counter.count == 2)
    }

    @Test func beginRefreshingFromCodeSendsNoValueChanged() {
        let (_, table, refresh, counter) = makeScene()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        #expect(counter.count == 0)
        #expect(table.contentInset.top == UIRefreshControl.height)
        refresh.endRefreshing()
        #expect(table.contentInset.top == 0)
    }

    @Test func theSpinnerIsDrawnAboveThePulledContent() throws {
        let scene = try ControlDrawingScene(background: .black, size: CGSize(width: 300, height: 440))
        let (_, table, refresh, _) = makeScene(harness: scene.harness)
        table.backgroundColor = .white
        refresh.tintColor = .black
        pull(scene.harness, by: 360)
        // The spinner (20 × 20) is centred in the 60-pt band above the content: x 140…160, y 20…40.
        var dark = 0
        scene.compositor.renderFrame()
        for x in 140..<160 {
            for y in 20..<40 {
                if let pixel = scene.compositor.context.pixel(x: x, y: y), !pixel.isClose(to: .white, tolerance: 60) { dark += 1 }
            }
        }
        #expect(dark > 10, "spokes drawn")
        refresh.endRefreshing()
        scene.harness.advance(by: 1)
        expectPixel(scene.pixel(CGPoint(x: 150, y: 24)), .blend(.white), "the first row covers the spinner's place again")
    }
}
