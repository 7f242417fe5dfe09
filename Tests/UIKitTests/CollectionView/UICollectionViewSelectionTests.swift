import Foundation
import Testing
import UIKitTesting

/// Highlight after the scroll view's content-touch delay and selection against scrolling, as the table
/// view's rows.
@MainActor
@Suite struct UICollectionViewSelectionTests {
    /// The centre of item `item` of the 3-column grid on screen (not scrolled).
    func itemPoint(_ item: Int) -> CGPoint { CGPoint(x: CGFloat(item % 3) * 100 + 50, y: CGFloat(item / 3) * 50 + 25) }
    let item4 = IndexPath(item: 4, section: 0)

    @Test func aTapSelectsTheItemWithDelegateCallsInIOSOrder() {
        let source = ItemSource([30])
        let (harness, collection) = makeCollection(source)
        harness.touchscreen().tap(at: itemPoint(4))
        #expect(source.touchLog == ["shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didSelect 4"])
        #expect(collection.indexPathsForSelectedItems == [item4])
        #expect(collection.cellForItem(at: item4)?.isSelected == true)
        #expect(collection.cellForItem(at: item4)?.isHighlighted == false)
        #expect(harness.traceLines(containing: "collection view grid: item 4 highlighted: touch t1 lifted before scroll view grid's 0.150 s delay").count == 1)
        #expect(harness.traceLines(containing: "collection view grid: item 4 selected: touch t1 lifted on item 4").count == 1)
    }

    @Test func aHeldTouchHighlightsOnlyAfterTheContentTouchDelay() {
        let source = ItemSource([30])
        let (harness, collection) = makeCollection(source)
        let finger = harness.touchscreen().down(at: itemPoint(4))
        harness.advance(by: 0.149)
        let cell = collection.cellForItem(at: item4)
        #expect(cell?.isHighlighted == false)
        harness.advance(by: 0.001)
        #expect(cell?.isHighlighted == true)
        #expect(harness.traceLines(containing: "collection view grid: item 4 highlighted after 0.150 s delay").count == 1)
        finger.lift()
        #expect(cell?.isSelected == true)
    }

    @Test func aDragThatScrollsCancelsTheHighlightAndSelectsNothing() {
        let source = ItemSource([300])
        let (harness, collection) = makeCollection(source)
        let finger = harness.touchscreen().down(at: itemPoint(7))
        harness.advance(by: 0.2)
        let cell = collection.cellForItem(at: IndexPath(item: 7, section: 0))
        #expect(cell?.isHighlighted == true)
        finger.move(to: CGPoint(x: itemPoint(7).x, y: itemPoint(7).y - 100), duration: 0.1)
        finger.lift()
        #expect(cell?.isHighlighted == false)
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(collection.contentOffset.y > 50)
        #expect(source.touchLog.contains("didUnhighlight 7") && !source.touchLog.contains("didSelect 7"))
        #expect(harness.traceLines(containing: "collection view grid: item 7 unhighlighted: touch t1 cancelled: scroll view grid began scrolling").count == 1)
    }

    @Test func aQuickFlickNeverHighlights() {
        let source = ItemSource([300])
        let (harness, _) = makeCollection(source)
        harness.touchscreen().swipe(from: itemPoint(7), dx: 0, dy: -120, duration: 0.08)
        #expect(!source.log.contains { $0.hasPrefix("didHighlight") })
    }

    @Test func aTouchThatMovesOffTheCellUnhighlightsItAndSelectsNothing() {
        let source = ItemSource([6])
        let (harness, collection) = makeCollection(source)
        let finger = harness.touchscreen().down(at: itemPoint(4))
        harness.advance(by: 0.2)
        // Sideways onto item 5: the grid does not scroll (content as wide as the view).
        finger.move(to: itemPoint(5), duration: 0.1)
        finger.lift()
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(source.touchLog == ["shouldHighlight 4", "didHighlight 4", "didUnhighlight 4"])
    }

    @Test func singleSelectionDeselectsThePreviousItem() {
        let source = ItemSource([30])
        let (harness, collection) = makeCollection(source)
        let screen = harness.touchscreen()
        screen.tap(at: itemPoint(1))
        source.log = []
        screen.tap(at: itemPoint(4))
        #expect(source.touchLog == ["shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didDeselect 1", "didSelect 4"])
        #expect(collection.indexPathsForSelectedItems == [item4])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesItems() {
        let source = ItemSource([30])
        let (harness, collection) = makeCollection(source)
        collection.allowsMultipleSelection = true
        let screen = harness.touchscreen()
        screen.tap(at: itemPoint(1))
        screen.tap(at: itemPoint(4))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), item4])
        source.log = []
        screen.tap(at: itemPoint(1))
        #expect(source.touchLog == ["shouldHighlight 1", "didHighlight 1", "shouldDeselect 1", "didUnhighlight 1", "didDeselect 1"])
        #expect(collection.indexPathsForSelectedItems == [item4])
        source.shouldDeselect = false
        screen.tap(at: itemPoint(4))
        #expect(collection.indexPathsForSelectedItems == [item4])
        #expect(harness.traceLines(containing: "item 4 stays selected: shouldDeselectItemAt returned false").count == 1)
    }

    @Test func theDelegateAndAllowsSelectionCanRefuse() {
        let source = ItemSource([30])
        let (harness, collection) = makeCollection(source)
        let screen = harness.touchscreen()
        source.shouldSelect = false
        screen.tap(at: itemPoint(2))
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(harness.traceLines(containing: "item 2 not selected: shouldSelectItemAt returned false").count == 1)
        source.shouldSelect = true
        source.shouldHighlight = false
        source.log = []
        screen.tap(at: itemPoint(2))
        #expect(source.touchLog == ["shouldHighlight 2"])
        #expect(collection.indexPathsForSelectedItems == [])
        source.shouldHighlight = true
        collection.allowsSelection = false
        source.log = []
        screen.tap(at: itemPoint(2))
        #expect(source.touchLog == [])
        #expect(harness.traceLines(containing: "item 2 not highlighted: allowsSelection is false").count == 1)
    }

    @Test func selectionFromCodeTellsNoDelegateAndSurvivesReuse() {
        let source = ItemSource([300])
        let (_, collection) = makeCollection(source)
        collection.selectItem(at: item4, animated: false, scrollPosition: [])
        #expect(source.touchLog.isEmpty)
        #expect(collection.cellForItem(at: item4)?.isSelected == true)
        collection.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(collection.cellForItem(at: item4)?.isSelected == false)
        // Scrolled far away and back: the reused cell shows the selection of its item only.
        collection.selectItem(at: IndexPath(item: 150, section: 0), animated: false, scrollPosition: .top)
        #expect(collection.contentOffset.y == 2500)
        #expect(collection.visibleCells.filter(\.isSelected).count == 1)
        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
        #expect(collection.visibleCells.filter(\.isSelected).isEmpty)
        collection.deselectItem(at: IndexPath(item: 150, section: 0), animated: false)
        #expect(collection.indexPathsForSelectedItems == [])
        collection.allowsMultipleSelection = true
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(collection.visibleCells.filter(\.isSelected).count == 2)
        collection.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(collection.visibleCells.filter(\.isSelected).isEmpty)
        #expect(source.touchLog.isEmpty)
    }
}
