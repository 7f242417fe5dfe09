import Foundation
import Replay
import Testing
import UIKitTesting

/// The corpus's `collection` recordings do what their names promise, and their traces say why: the grid's
/// selection against the delay and the scroll, the carousel's fling staying in its section, the reorder
/// moving the data, the list's swipe deleting the item.
@MainActor
struct CollectionReplayTests {
    func replay(_ name: String) throws -> (lines: [Substring], scene: BuiltScene) {
        let scene = try Result(catching: { () throws(SceneError) in try SceneReader.read(path: "\(CorpusTests.folder)/\(name).scene.json") }).get()
        let (trace, built) = try ReplayTestSupport.replayKeepingScene(path: "\(CorpusTests.folder)/\(name).jsonl", against: scene)
        return (trace.split(separator: "\n"), built)
    }

    /// The titles the collection view shows, in index path order.
    func titles(_ collection: UICollectionView) -> [String] {
        collection.indexPathsForVisibleItems.sorted().compactMap { collection.cellForItem(at: $0)?.contentView.accessibilityIdentifier }
    }

    func expectLine(_ lines: [Substring], _ text: String) {
        #expect(lines.contains { $0.contains(text) }, Comment(rawValue: "no trace line contains \(text)"))
    }

    @Test func aGridTapSelectsAHeldPressHighlightsAfterTheDelayADragCancels() throws {
        let (lines, built) = try replay("collection-grid-select")
        expectLine(lines, "hit-test t1 at (100.0, 60.0) in window → Photo 1")
        expectLine(lines, "collection view grid: item 0 highlighted: touch t1 lifted before scroll view grid's 0.150 s delay")
        expectLine(lines, "collection view grid: item 0 selected: touch t1 lifted on item 0")
        expectLine(lines, "collection view grid: item 5 highlighted after 0.150 s delay")
        expectLine(lines, "collection view grid: item 0 deselected: item 5 is selected (single selection)")
        expectLine(lines, "collection view grid: item 5 selected: touch t2 lifted on item 5")
        expectLine(lines, "collection view grid: item 10 highlighted after 0.150 s delay")
        expectLine(lines, "collection view grid: item 10 unhighlighted: touch t3 cancelled: scroll view grid began scrolling")
        #expect(!lines.contains { $0.contains("item 10 selected") })
        let grid = try #require(built.view(named: "grid") as? UICollectionView)
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(grid.contentOffset.y > 0)
    }

    @Test func aCarouselFlingDeceleratesInItsSectionThenAVerticalDragScrollsTheOuterView() throws {
        let (lines, built) = try replay("collection-carousel-fling")
        expectLine(lines, "action scroll view shelf section 0 (willBeginDecelerating)")
        expectLine(lines, "action scroll view shelf section 0 (didEndDecelerating)")
        expectLine(lines, "scroll view shelf section 0 does not scroll: a vertical drag")
        expectLine(lines, "action scroll view shelf (willBeginDragging)")
        // The fling never moves the outer view, and the vertical drag ends without a fling.
        #expect(!lines.contains { $0.contains("action scroll view shelf (willBeginDecelerating)") })
        let firstOuterDrag = try #require(lines.firstIndex { $0.contains("action scroll view shelf (willBeginDragging)") })
        let sectionRest = try #require(lines.firstIndex { $0.contains("action scroll view shelf section 0 (didEndDecelerating)") })
        #expect(sectionRest < firstOuterDrag)
        let shelf = try #require(built.view(named: "shelf") as? UICollectionView)
        let carousel = try #require(shelf.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(carousel.contentOffset.x > 300 && carousel.contentOffset.y == 0)
        #expect(shelf.contentOffset.y > 100 && shelf.contentOffset.x == 0)
    }

    @Test func aLongPressLiftsATileTheDragMovesItTwoPlacesTheLiftMovesTheData() throws {
        let (lines, built) = try replay("collection-reorder")
        expectLine(lines, "gesture UILongPressGestureRecognizer(board) possible → began")
        expectLine(lines, "collection view board: item 0 highlighted after 0.150 s delay")
        expectLine(lines, "collection view board: item 0 unhighlighted: touch t1 cancelled: UILongPressGestureRecognizer(board) began")
        expectLine(lines, "collection view board: item 0 lifted for moving")
        expectLine(lines, "collection view board: item 0 moving over item 2: the items between make room")
        expectLine(lines, "collection view board: item 0 moved to item 2: dropped; moveItemAt told")
        #expect(!lines.contains { $0.contains("item 0 selected") })
        let board = try #require(built.view(named: "board") as? UICollectionView)
        #expect(titles(board).prefix(4) == ["Tile 2", "Tile 3", "Tile 1", "Tile 4"])
        #expect(board.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func aSwipeLeftOpensDeleteAndATapOnItRemovesTheItem() throws {
        let (lines, built) = try replay("collection-list-swipe")
        expectLine(lines, "collection view inbox: item 2 swipe actions opened: moved")
        expectLine(lines, "collection view inbox: item 2 swipe action \"Delete\" tapped")
        expectLine(lines, "collection view inbox: swipe action \"Delete\" completed (performed: true)")
        expectLine(lines, "collection view inbox: batch update:")
        let inbox = try #require(built.view(named: "inbox") as? UICollectionView)
        #expect(inbox.numberOfItems(inSection: 0) == 19)
        #expect(titles(inbox).prefix(3) == ["Message 1", "Message 2", "Message 4"])
        #expect(inbox.indexPathsForSelectedItems?.isEmpty ?? true)
    }
}
