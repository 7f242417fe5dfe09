import Foundation
import Testing
import UIKitTesting

/// A data source and delegate whose rows have swipe actions: trailing "Delete" (destructive, deletes the
/// row) and "Flag"; leading "Read". Logs what the table tells it.
@MainActor
final class SwipeListSource: UITableViewDataSource, UITableViewDelegate {
    var rows: [String]
    var log: [String] = []
    var trailing = true
    var leading = true
    var fullSwipe = true
    /// Whether "Flag" completes at once (else the test calls `pendingCompletion`).
    var flagCompletes = true
    var pendingCompletion: ((Bool) -> Void)?

    init(rows count: Int) { rows = (0..<count).map { "Row \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard trailing else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            log.append("delete \(rows[indexPath.row])")
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
            log.append("flag \(rows[indexPath.row])")
            if flagCompletes { done(true) } else { pendingCompletion = done }
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard leading else { return nil }
        let read = UIContextualAction(style: .normal, title: "Read") { [unowned self] _, _, done in
            log.append("read \(rows[indexPath.row])")
            done(true)
        }
        read.backgroundColor = .systemBlue
        let configuration = UISwipeActionsConfiguration(actions: [read])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBeginEditing \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")") }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
}

@MainActor
@Suite struct UITableViewSwipeActionsTests {
    /// The centre line of row `row`.
    func y(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

    /// Drags horizontally on row `row` by `dx` over 0.3 s, holds 0.1 s (no fling), lifts, and lets the row settle.
    func swipe(_ harness: UIKitTestHarness, row: Int, from x: CGFloat = 200, by dx: CGFloat) {
        let finger = harness.touchscreen().down(at: CGPoint(x: x, y: y(row)))
        finger.move(to: CGPoint(x: x + dx, y: y(row)), duration: 0.3)
        harness.advance(by: 0.1)
        finger.lift()
        harness.advance(by: UITableView.swipeSettleDuration + 0.05)
    }

    func cell(_ table: UITableView, _ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }

    @Test func aShortSwipeLeavesTheTrailingActionsOpen() {
        let source = SwipeListSource(rows: 20)
        let (harness, table) = makeTable(source)
        swipe(harness, row: 1, by: -82)
        let content = cell(table, 1)?.contentView.frame ?? .zero
        // Open: the content slid left by the buttons' width ("Delete" and "Flag", each at least 60 pt).
        #expect(content.minX <= -120 && content.minX > -200)
        #expect(cell(table, 0)?.contentView.frame.minX == CGFloat(0))
        let opened = harness.traceLines(containing: "table view list: row 1 swipe actions opened: moved")
        // The "Delete" and "Flag" buttons (title + 2 × 15 pt, at least 60 pt each) are 141 pt: half is 70.5 pt.
        #expect(opened == ["[0.399988] note table view list: row 1 swipe actions opened: moved 82.0 pt ≥ half the actions' width 70.5 pt and < full swipe 240.0 pt"])
        #expect(source.log == ["willBeginEditing 1"])
        #expect(harness.traceLines(containing: "row 1 swipe began: trailing actions \"Delete\", \"Flag\"").count == 1)
    }

    @Test func aSwipeShortOfHalfTheButtonsCloses() {
        let source = SwipeListSource(rows: 20)
        let (harness, table) = makeTable(source)
        swipe(harness, row: 2, by: -30)
        #expect(cell(table, 2)?.contentView.frame.minX == CGFloat(0))
        #expect(harness.traceLines(containing: "row 2 swipe actions closed: moved").first?.contains("< half the actions' width") == true)
        #expect(source.log == ["willBeginEditing 2", "didEndEditing 2"])
    }

    @Test func aSwipeNeverHighlightsOrSelectsTheRow() {
        let source = SwipeListSource(rows: 20)
        let (harness, table) = makeTable(source)
        swipe(harness, row: 1, by: -82)
        #expect(!source.log.contains { $0.hasPrefix("didHighlight") || $0.hasPrefix("didSelect") })
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aTapElsewhereClosesTheActionsWithoutSelecting() {
        let source = SwipeListSource(rows: 20)
        let (harness, table) = makeTable(source)
        swipe(harness, row: 1, by: -82)
        harness.touchscreen().tap(at: CGPoint(x: 100, y: y(4)))
        harness.advance(by: 0.3)
        #expect(cell(table, 1)?.contentView.frame.minX == CGFloat(0))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!source.log.contains("didSelect 4"))
        #expect(harness.traceLines(containing: "row 1 swipe actions closed: touch t2 landed outside them").count == 1)
        #expect(source.log.last == "didEndEditing 1")
        // The next tap selects again.
        harness.touchscreen().tap(at: CGPoint(x: 100, y: y(4)))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    }

    @Test func aTapOnAButtonRunsItsHandlerAndTheCompletionCloses() {
        let source = SwipeListSource(rows: 20)
        source.flagCompletes = false
        let (harness, table) = makeTable(source)
        swipe(harness, row: 1, by: -82)
        let width = -(cell(table, 1)?.contentView.frame.minX ?? 0)
        // "Flag" is the inner button, just right of the content.
        harness.touchscreen().tap(at: CGPoint(x: 300 - width + 10, y: y(1)))
        #expect(source.log.last == "flag Row 1")
        #expect(harness.traceLines(containing: "row 1 swipe action \"Flag\" tapped").count == 1)
        // Open until the handler completes.
        harness.advance(by: 0.5)
        #expect(cell(table, 1)?.contentView.frame.minX == -width)
        source.pendingCompletion?(true)
        harness.advance(by: 0.3)
        #expect(cell(table, 1)?.contentView.frame.minX == CGFloat(0))
        #expect(harness.traceLines(containing: "swipe action \"Flag\" completed (performed: true)").count == 1)
    }

    @Test func aFullSwipePerformsTheFirstActionAndDeletesTheRow() {
        let source = SwipeListSource(rows: 20)
        let (harness, table) = makeTable(source)
        swipe(harness, row: 3, from: 280, by: -260)
        #expect(source.log.contains("delete Row 3"))
        #expect(harness.traceLines(containing: "row 3 full swipe performs \"Delete\": moved 260.0 pt ≥ full swipe 240.0 pt").count == 1)
        harness.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(table.visibleCells.allSatisfy { $0.contentView.frame.minX == CGFloat(0) })
        #expect(source.log.contains("didEndEditing nil"))
    }

    @Test func withoutFullSwipeAFarDragOnlyOpens() {
        let source = SwipeListSource(rows: 20)
        source.fullSwipe = false
        let (harness, table) = makeTable(source)
        let finger = harness.touchscreen().down(at: CGPoint(x: 280, y: y(3)))
        finger.move(to: CGPoint(x: 20, y: y(3)), duration: 0.3)
        let dragged = -(cell(table, 3)?.contentView.frame.minX ?? 0)
        harness.advance(by: 0.1)
        finger.lift()
        harness.advance(by: 0.3)
        let open = -(cell(table, 3)?.contentView.frame.minX ?? 0)
        #expect(dragged < 200, "past the buttons the row resists")
        #expect(open >= 120 && open < dragged)
        #expect(!source.log.contains("delete Row 3"))
        #expect(harness.traceLines(containing: "row 3 swipe actions opened").count == 1)
    }

    @Test func aSwipeRightShowsTheLeadingActions() {
        let source = SwipeListSource(rows: 20)
        let (harness, table) = makeTable(source)
        swipe(harness, row: 2, from: 60, by: 70)
        #expect((cell(table, 2)?.contentView.frame.minX ?? 0) >= 60)
        #expect(harness.traceLines(containing: "row 2 swipe began: leading actions \"Read\"").count == 1)
    }

    @Test func aVerticalDragScrollsAndNeverAsksForActions() {
        let source = SwipeListSource(rows: 50)
        source.trailing = false
        let (harness, table) = makeTable(source)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: y(6)))
        finger.move(to: CGPoint(x: 130, y: y(6) - 150), duration: 0.2)
        finger.lift()
        #expect(table.contentOffset.y > 100)
        #expect(harness.traceLines(containing: "not swiped").isEmpty)
        #expect(!source.log.contains { $0.hasPrefix("willBeginEditing") })
    }

    @Test func aRowWithoutActionsIsNotSwipedAndTheTraceSaysWhy() {
        let source = SwipeListSource(rows: 20)
        source.trailing = false
        let (harness, table) = makeTable(source)
        swipe(harness, row: 1, by: -100)
        #expect(cell(table, 1)?.contentView.frame.minX == CGFloat(0))
        #expect(harness.traceLines(containing: "row 1 not swiped: trailingSwipeActionsConfigurationForRowAt returned nil").count == 1)
    }

    @Test func aScrollClosesOpenActions() {
        let source = SwipeListSource(rows: 50)
        let (harness, table) = makeTable(source)
        swipe(harness, row: 1, by: -82)
        table.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
        table.layoutIfNeeded()
        harness.advance(by: 0.3)
        #expect(cell(table, 1)?.contentView.frame.minX == CGFloat(0))
        #expect(harness.traceLines(containing: "row 1 swipe actions closed: table view list scrolled").count == 1)
    }

    @Test func aReloadDropsOpenActions() {
        let source = SwipeListSource(rows: 20)
        let (harness, table) = makeTable(source)
        swipe(harness, row: 1, by: -82)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.contentView.frame.minX == CGFloat(0) })
        #expect(source.log.last == "didEndEditing 1")
    }

    @Test func aCompletionCalledTwiceIsReportedAndIgnored() {
        let source = SwipeListSource(rows: 20)
        source.flagCompletes = false
        let (harness, table) = makeTable(source)
        swipe(harness, row: 1, by: -82)
        let width = -(cell(table, 1)?.contentView.frame.minX ?? 0)
        harness.touchscreen().tap(at: CGPoint(x: 300 - width + 10, y: y(1)))
        source.pendingCompletion?(true)
        source.pendingCompletion?(false)
        #expect(harness.traceLines(containing: "table view list: swipe action \"Flag\": its completion handler was called more than once; the extra call is ignored").count == 1)
        #expect(harness.traceLines(containing: "completed (performed:").count == 1)
    }

    @Test func theInteractivePopWinsOverALeadingSwipeAtTheEdge() {
        let scene = NavigationScene(["A", "B"])
        let source = SwipeListSource(rows: 20)
        let container = scene.controllers[1].view!
        let table = UITableView(frame: container.bounds, style: .plain)
        table.accessibilityIdentifier = "list"
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        container.addSubview(table)
        scene.layout()
        let rowY = scene.frame(of: table).minY + 200
        // From the edge: the pop's.
        let finger = scene.screen.down(at: CGPoint(x: 5, y: rowY))
        finger.move(to: CGPoint(x: 300, y: rowY), duration: 0.3)
        scene.harness.advance(by: 0.1)
        finger.lift()
        scene.harness.advance(by: 1)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        #expect(!source.log.contains { $0.hasPrefix("willBeginEditing") })
        withExtendedLifetime(source) {}
    }

    @Test func insideANavigationControllerASwipeFromMidScreenStillSwipes() {
        let scene = NavigationScene(["A", "B"])
        let source = SwipeListSource(rows: 20)
        let container = scene.controllers[1].view!
        let table = UITableView(frame: container.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        container.addSubview(table)
        scene.layout()
        let rowY = scene.frame(of: table).minY + 200
        let finger = scene.screen.down(at: CGPoint(x: 100, y: rowY))
        finger.move(to: CGPoint(x: 180, y: rowY), duration: 0.3)
        scene.harness.advance(by: 0.1)
        finger.lift()
        scene.harness.advance(by: 0.5)
        #expect(scene.navigation.viewControllers.count == 2)
        #expect(source.log.contains { $0.hasPrefix("willBeginEditing") })
    }

    // MARK: Drawing

    func drawingScene() throws -> (ControlDrawingScene, UITableView, SwipeListSource) {
        let scene = try ControlDrawingScene(background: .black, size: CGSize(width: 300, height: 240))
        let source = SwipeListSource(rows: 6)
        let (_, table) = makeTable(source, harness: scene.harness)
        return (scene, table, source)
    }

    /// How many pixels in `box` of the last rendered frame are close to white.
    func whitePixels(_ scene: ControlDrawingScene, in box: CGRect) -> Int {
        var count = 0
        for x in Int(box.minX)..<Int(box.maxX) {
            for y in Int(box.minY)..<Int(box.maxY) {
                if let pixel = scene.compositor.context.pixel(x: x, y: y), pixel.isClose(to: .white, tolerance: 40) { count += 1 }
            }
        }
        return count
    }

    @Test func openActionsAreDrawnAsColouredButtonsWithWhiteTitles() throws {
        let (scene, table, source) = try drawingScene()
        swipe(scene.harness, row: 1, by: -82)
        let width = -(cell(table, 1)?.contentView.frame.minX ?? 0)
        #expect(width >= 120)
        // Row 1 is y 44…88. "Delete" (red) at the trailing edge, "Flag" (grey) inside it.
        expectPixel(scene.pixel(CGPoint(x: 297, y: 47)), .blend(UIContextualAction.destructiveBackgroundColor), "Delete's corner")
        expectPixel(scene.pixel(CGPoint(x: 300 - width + 3, y: 47)), .blend(UIContextualAction.normalBackgroundColor), "Flag's corner")
        expectPixel(scene.pixel(CGPoint(x: 300 - width - 3, y: 47)), .blend(.white), "the slid row's background")
        expectPixel(scene.pixel(CGPoint(x: 297, y: 20)), .blend(.white), "row 0 untouched")
        // Each title is white text on its button.
        let half = width / 2
        #expect(whitePixels(scene, in: CGRect(x: 300 - half + 4, y: 56, width: half - 8, height: 20)) > 15, "\"Delete\" in white")
        #expect(whitePixels(scene, in: CGRect(x: 300 - width + 4, y: 56, width: half - 8, height: 20)) > 10, "\"Flag\" in white")
        withExtendedLifetime(source) {}
    }

    @Test func anArmedFullSwipeShowsTheFirstActionAcrossTheRow() throws {
        let (scene, table, source) = try drawingScene()
        let finger = scene.screen.down(at: CGPoint(x: 290, y: y(1)))
        finger.move(to: CGPoint(x: 30, y: y(1)), duration: 0.3)
        // Past 240 pt: "Delete" covers the revealed space, "Flag" is gone.
        expectPixel(scene.pixel(CGPoint(x: 200, y: 47)), .blend(UIContextualAction.destructiveBackgroundColor), "Delete stretched")
        expectPixel(scene.pixel(CGPoint(x: 60, y: 47)), .blend(UIContextualAction.destructiveBackgroundColor), "Delete stretched")
        finger.cancel()
        scene.harness.advance(by: 0.3)
        #expect(!source.log.contains("delete Row 1"), "a cancelled touch performs nothing")
        #expect(cell(table, 1)?.contentView.frame.minX == CGFloat(0))
    }
}
