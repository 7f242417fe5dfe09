import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Swipe actions on list rows: the table view's machinery (`RowSwipeController`) serving the list
/// configuration's providers — reveal, tap, full swipe, and vertical drags left to the scroll.
@MainActor
@Suite struct UICollectionViewListSwipeTests {
    /// The centre line of row `row` of a plain list.
    func y(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

    /// Drags horizontally on row `row` by `dx` over 0.3 s, holds 0.1 s (no fling), lifts, and lets the row settle.
    func swipe(_ harness: UIKitTestHarness, row: Int, from x: CGFloat = 200, by dx: CGFloat) {
        let finger = harness.touchscreen().down(at: CGPoint(x: x, y: y(row)))
        finger.move(to: CGPoint(x: x + dx, y: y(row)), duration: 0.3)
        harness.advance(by: 0.1)
        finger.lift()
        harness.advance(by: UITableView.swipeSettleDuration + 0.05)
    }

    @Test func aSwipeLeftRevealsTheTrailingActionsAndNeverSelects() {
        let source = ListRowSource([20])
        let (harness, collection) = makeList(source)
        swipe(harness, row: 1, by: -82)
        let content = listCell(collection, 1)?.contentView.frame ?? .zero
        // Open: the content slid left by the buttons' width ("Delete" and "Flag", 141 pt together).
        #expect(content.minX <= -120 && content.minX > -200)
        #expect(listCell(collection, 0)?.contentView.frame.minX == 0)
        #expect(harness.traceLines(containing: "collection view list: item 1 swipe began: trailing actions \"Delete\", \"Flag\"").count == 1)
        #expect(harness.traceLines(containing: "collection view list: item 1 swipe actions opened: moved 82.0 pt ≥ half the actions' width 70.5 pt and < full swipe 240.0 pt").count == 1)
        #expect(source.log.isEmpty)
        #expect((collection.indexPathsForSelectedItems ?? []).isEmpty)
    }

    @Test func aSwipeRightRevealsTheLeadingActions() {
        let source = ListRowSource([20])
        let (harness, collection) = makeList(source)
        swipe(harness, row: 2, from: 60, by: 70)
        #expect((listCell(collection, 2)?.contentView.frame.minX ?? 0) > 40)
        #expect(harness.traceLines(containing: "item 2 swipe began: leading actions \"Read\"").count == 1)
    }

    @Test func aTapOnAnActionRunsItsHandlerAndCloses() throws {
        let source = ListRowSource([20])
        let (harness, collection) = makeList(source)
        swipe(harness, row: 1, by: -82)
        let cell = try #require(listCell(collection, 1))
        // "Flag" is the inner button, just left of "Delete" at the trailing edge.
        let offset = cell.contentView.frame.minX
        harness.touchscreen().tap(at: CGPoint(x: 300 + offset + 20, y: y(1)))
        harness.advance(by: UITableView.swipeSettleDuration + 0.05)
        #expect(source.log == ["flag Row 1"])
        #expect(harness.traceLines(containing: "collection view list: item 1 swipe action \"Flag\" tapped").count == 1)
        #expect(harness.traceLines(containing: "swipe action \"Flag\" completed (performed: true)").count == 1)
        #expect(cell.contentView.frame.minX == 0)
        #expect((collection.indexPathsForSelectedItems ?? []).isEmpty)
    }

    @Test func aFullSwipeRunsTheFirstAction() {
        let source = ListRowSource([20])
        let (harness, collection) = makeList(source)
        swipe(harness, row: 3, from: 290, by: -260)
        harness.advance(by: 0.5)
        #expect(source.log == ["delete Row 3"])
        #expect(harness.traceLines(containing: "collection view list: item 3 full swipe performs \"Delete\": moved").count == 1)
        #expect(collection.numberOfItems(inSection: 0) == 19)
        // The row that took its place is shown closed.
        #expect(listCell(collection, 3)?.contentView.frame.minX == 0)
    }

    @Test func aVerticalDragScrollsAndSwipesNothing() {
        let source = ListRowSource([40])
        let (harness, collection) = makeList(source)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: 300))
        finger.move(to: CGPoint(x: 160, y: 150), duration: 0.3)
        harness.advance(by: 0.1)
        finger.lift()
        harness.advance(by: 2)
        #expect(collection.contentOffset.y > 100)
        #expect(harness.traceLines(containing: "swipe began").isEmpty)
        #expect(collection.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
    }

    @Test func aScrollClosesOpenActions() {
        let source = ListRowSource([40])
        let (harness, collection) = makeList(source)
        swipe(harness, row: 1, by: -82)
        collection.contentOffset = CGPoint(x: 0, y: 10)
        collection.layoutIfNeeded()
        harness.advance(by: UITableView.swipeSettleDuration + 0.05)
        #expect(harness.traceLines(containing: "collection view list: item 1 swipe actions closed: collection view list scrolled").count == 1)
        #expect(listCell(collection, 1)?.contentView.frame.minX == 0)
    }

    @Test func aSectionWithoutAProviderIsNotSwiped() {
        let source = ListRowSource([20])
        let (harness, collection) = makeList(source, layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        swipe(harness, row: 1, by: -82)
        #expect(listCell(collection, 1)?.contentView.frame.minX == 0)
        #expect(harness.traceLines(containing: "collection view list: item 1 not swiped: the list configuration of section 0 has no trailingSwipeActionsConfigurationProvider").count == 1)
    }

    @Test func aCellThatIsNotAListCellIsNotSwiped() {
        let source = ListRowSource([20])
        let (harness, collection) = makeList(source, cellClass: TaggedCell.self)
        swipe(harness, row: 1, by: -82)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.contentView.frame.minX == 0)
        #expect(harness.traceLines(containing: "collection view list: item 1 not swiped: its cell is a TaggedCell, not a UICollectionViewListCell").count == 1)
    }

    @Test func aGridHasNoSwipePan() {
        let source = ItemSource([30])
        let (_, collection) = makeCollection(source, layout: UICollectionViewFlowLayout())
        #expect(!(collection.gestureRecognizers ?? []).contains { $0 is UIPanGestureRecognizer && $0 !== collection.panGestureRecognizer })
    }
}
