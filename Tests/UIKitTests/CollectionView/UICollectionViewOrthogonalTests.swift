import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Sections that scroll across a vertical collection view (`orthogonalScrollingBehavior`), driven by real
/// touch sequences through the application on virtual time.
@MainActor
@Suite struct UICollectionViewOrthogonalTests {
    /// A 300 × 400 collection view: section 0 a carousel of `carousel` 100 × 100 items, 10 apart, inset 10 on
    /// both sides (groups at x = 10 + 110 g; content 2210 wide for 20 items), scrolling with `behavior`;
    /// section 1 a plain grid of 3 columns of 100 × 50 cells (`gridItems` items).
    func carousel(_ behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior = .continuous, carousel: Int = 20, gridItems: Int = 30,
                  handler: NSCollectionLayoutSection.VisibleItemsInvalidationHandler? = nil)
        -> (UIKitTestHarness, UICollectionView, ItemSource, VirtualTouchscreen) {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.absolute(100), .absolute(100)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
                section.orthogonalScrollingBehavior = behavior
                section.visibleItemsInvalidationHandler = handler
                return section
            }
            let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let (harness, collection, source) = makeCompositional(layout, counts: [carousel, gridItems], size: CGSize(width: 300, height: 400))
        // The collection view holds its data source weakly: kept here for tests that do not use it.
        Self.sources.append(source)
        return (harness, collection, source, harness.touchscreen())
    }

    static var sources: [ItemSource] = []

    func scrollView(_ collection: UICollectionView, _ section: Int = 0) -> UIScrollView? {
        collection.orthogonal.scrollViews[section]
    }

    func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// A horizontal drag on the carousel of `dx` (after the pan's 12 pt start), held on screen.
    func dragAcross(_ screen: VirtualTouchscreen, from start: CGPoint = CGPoint(x: 250, y: 50), by dx: CGFloat) -> VirtualFinger {
        let finger = screen.down(at: start)
        finger.move(to: CGPoint(x: start.x - 12, y: start.y + 1))
        finger.move(to: CGPoint(x: start.x - 12 + dx, y: start.y + 2), duration: 0.1)
        return finger
    }

    // MARK: Layout and queries

    @Test func theSectionsGroupsFollowEachOtherAcrossInAScrollViewOfItsOwn() {
        let (_, collection, _, _) = carousel()
        let layout = collection.collectionViewLayout
        #expect(layout.layoutAttributesForItem(at: item(0))?.frame == CGRect(x: 10, y: 0, width: 100, height: 100))
        #expect(layout.layoutAttributesForItem(at: item(3))?.frame == CGRect(x: 340, y: 0, width: 100, height: 100))
        #expect(layout.layoutAttributesForItem(at: item(0, 1))?.frame == CGRect(x: 0, y: 100, width: 100, height: 50))
        // One row of groups: the section is 100 tall; the grid's 10 rows follow.
        #expect(collection.contentSize == CGSize(width: 300, height: 600))
        let scroller = try! #require(scrollView(collection))
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(scroller.contentSize == CGSize(width: 2210, height: 100))
        #expect(visibleItems(collection).prefix(4) == ["0.0", "0.1", "0.2", "1.0"])
        let cell = try! #require(collection.cellForItem(at: item(1)))
        #expect(cell.superview === scroller)
        #expect(cell.frame == CGRect(x: 120, y: 0, width: 100, height: 100))
        #expect(collection.cellForItem(at: item(0, 1))?.superview === collection)
        #expect(collection.visibleCells.count == 3 + 18)
    }

    @Test func fractionalGroupsAreOfTheSectionsWidthAndNothingIsReported() {
        let leaf = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(0.8), .absolute(60)), subitems: [leaf])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        let (harness, collection, source) = makeCompositional(UICollectionViewCompositionalLayout(section: section), counts: [3])
        #expect(harness.traceLines(containing: "orthogonalScrollingBehavior").isEmpty)
        #expect(collection.layoutAttributesForItem(at: item(2))?.frame == CGRect(x: 480, y: 0, width: 240, height: 60))
        #expect(collection.contentSize == CGSize(width: 300, height: 60))
        #expect(scrollView(collection)?.contentSize == CGSize(width: 720, height: 60))
        #expect(visibleItems(collection) == ["0.0", "0.1"])
        withExtendedLifetime(source) {}
    }

    @Test func aHorizontalDragScrollsTheSectionAndNotTheCollectionView() {
        let (harness, collection, source, screen) = carousel()
        let finger = dragAcross(screen, by: -200)
        let scroller = try! #require(scrollView(collection))
        #expect(scroller.isDragging && !collection.isDragging)
        #expect(scroller.contentOffset == CGPoint(x: 200, y: 0))
        #expect(collection.contentOffset == .zero)
        // Unscrolled, the visible part of the section is x 200…500: items 1 to 4; item 0's cell went back to
        // the queue and came out again for a new item.
        #expect(visibleItems(collection).prefix(4) == ["0.1", "0.2", "0.3", "0.4"])
        #expect(source.log.contains("didEndDisplaying 0.0"))
        #expect(collection.numberOfCellsCreated <= 18 + 5)
        // The attributes are where the layout put them; the point is on what shows there.
        #expect(collection.layoutAttributesForItem(at: item(2))?.frame == CGRect(x: 230, y: 0, width: 100, height: 100))
        #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 50)) == item(2))
        #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 120)) == item(0, 1))
        #expect(collection.cellForItem(at: item(4))?.frame == CGRect(x: 450, y: 0, width: 100, height: 100))
        finger.lift()
        harness.advance(by: 2)
        #expect(collection.contentOffset == .zero)
    }

    @Test func aVerticalDragOnTheSectionScrollsTheCollectionView() {
        let (harness, collection, _, screen) = carousel()
        let finger = screen.down(at: CGPoint(x: 150, y: 90))
        finger.move(to: CGPoint(x: 149, y: 78))
        finger.move(to: CGPoint(x: 145, y: 8), duration: 0.1)
        let scroller = try! #require(scrollView(collection))
        #expect(collection.isDragging && !scroller.isDragging)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 70))
        #expect(scroller.contentOffset == .zero)
        finger.lift()
        #expect(harness.traceLines(containing: "scroll view grid section 0 does not scroll: a vertical drag").count == 1)
    }

    @Test func aFlingInOneScrollViewDoesNotLeakIntoTheOther() {
        let (harness, collection, _, screen) = carousel()
        let scroller = try! #require(scrollView(collection))
        screen.swipe(from: CGPoint(x: 250, y: 50), dx: -150, dy: -4, duration: 0.08)
        harness.advance(by: 0.2)
        #expect(scroller.isDecelerating)
        #expect(collection.contentOffset == .zero && !collection.isDecelerating)
        harness.advance(by: 4)
        let across = scroller.contentOffset
        #expect(across.x > 300 && across.y == 0)
        #expect(collection.contentOffset == .zero)
        // A vertical fling on the grid: the collection view decelerates, the section stays where it was.
        screen.swipe(from: CGPoint(x: 150, y: 350), dx: 3, dy: -150, duration: 0.08)
        harness.advance(by: 0.2)
        #expect(collection.isDecelerating && !scroller.isDecelerating)
        harness.advance(by: 4)
        #expect(collection.contentOffset.y == 200)
        #expect(scroller.contentOffset == across)
    }

    // MARK: Touches on cells

    @Test func aTapOnACellOfTheSectionHighlightsAfterTheDelayAndSelectsAtLift() {
        let (harness, collection, source, screen) = carousel()
        let finger = screen.down(at: CGPoint(x: 170, y: 50))
        harness.advance(by: 0.149)
        #expect(collection.cellForItem(at: item(1))?.isHighlighted == false)
        harness.advance(by: 0.001)
        #expect(collection.cellForItem(at: item(1))?.isHighlighted == true)
        finger.lift()
        #expect(collection.indexPathsForSelectedItems == [item(1)])
        #expect(source.touchLog == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didSelect 1"])
        #expect(harness.traceLines(containing: "collection view grid: item 1 of section 0 highlighted after 0.150 s delay").count == 1)
    }

    @Test func aDragThatScrollsTheSectionCancelsTheHighlightAndSelectsNothing() {
        let (harness, collection, source, screen) = carousel()
        let finger = screen.down(at: CGPoint(x: 170, y: 50))
        harness.advance(by: 0.2)
        #expect(collection.cellForItem(at: item(1))?.isHighlighted == true)
        finger.move(to: CGPoint(x: 150, y: 51))
        finger.move(to: CGPoint(x: 100, y: 52), duration: 0.05)
        finger.lift()
        harness.advance(by: 2)
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(source.touchLog == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1"])
        #expect(harness.traceLines(containing: "item 1 of section 0 unhighlighted: touch t1 cancelled: scroll view grid section 0 began scrolling").count == 1)
        #expect(collection.contentOffset == .zero)
    }

    @Test func aTapOnTheSectionWhileItDeceleratesStopsItAndSelectsNothing() {
        let (harness, collection, source, screen) = carousel()
        screen.swipe(from: CGPoint(x: 250, y: 50), dx: -150, dy: 0, duration: 0.08)
        harness.advance(by: 0.1)
        let scroller = try! #require(scrollView(collection))
        #expect(scroller.isDecelerating)
        screen.tap(at: CGPoint(x: 150, y: 50))
        let stopped = scroller.contentOffset
        harness.advance(by: 1)
        #expect(scroller.contentOffset == stopped && !scroller.isDecelerating)
        #expect(source.touchLog.isEmpty)
    }

    // MARK: Paging

    /// Flings the carousel left by a short, quick swipe and lets it settle; the section's resting offset.
    func flingAndSettle(_ behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior, dx: CGFloat) -> CGFloat {
        let (harness, collection, _, screen) = carousel(behavior)
        screen.swipe(from: CGPoint(x: 250, y: 50), dx: dx, dy: 0, duration: 0.05)
        // The normal rate takes about 4 s to come to rest after a quick fling.
        harness.advance(by: behavior == .continuous || behavior == .continuousGroupLeadingBoundary ? 6 : 3)
        return scrollView(collection)?.contentOffset.x ?? -1
    }

    @Test func pagingBehavioursSettleOnPagesAndGroups() {
        // A page is the section's width; at most one page (group) per fling.
        #expect(flingAndSettle(.paging, dx: -60) == 300)
        #expect(flingAndSettle(.paging, dx: -200) == 300)
        // Groups every 110 pt, the first at the leading inset: leading edges at offsets 0, 110, 220, …
        #expect(flingAndSettle(.groupPaging, dx: -60) == 110)
        #expect(flingAndSettle(.groupPaging, dx: -200) == 110)
        // Centred: group g's centre (60 + 110 g) at the section's centre (150): offset 110 g − 90, the first
        // ones clamped at 0.
        #expect(flingAndSettle(.groupPagingCentered, dx: -60) == 20)
        // Continuous to a group's leading edge: as far as the fling goes, on a multiple of 110.
        let leading = flingAndSettle(.continuousGroupLeadingBoundary, dx: -100)
        #expect(leading > 220 && leading.truncatingRemainder(dividingBy: 110) == 0)
        let free = flingAndSettle(.continuous, dx: -100)
        #expect(free > 220 && free.truncatingRemainder(dividingBy: 110) != 0)
    }

    // MARK: Reuse and offsets

    @Test func theSectionKeepsItsOffsetWhileItScrollsOffScreenAndBack() {
        let (harness, collection, source, _) = carousel(gridItems: 90)
        collection.scrollToItem(at: item(10), at: [.left], animated: false)
        let scroller = try! #require(scrollView(collection))
        // Group 10's leading edge at the section's left edge.
        #expect(scroller.contentOffset == CGPoint(x: 1110, y: 0))
        #expect(visibleItems(collection).prefix(3) == ["0.10", "0.11", "0.12"])
        #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 50)) == item(10))
        // Far down: the section is no longer near the visible area; its scroll view goes, its offset stays.
        collection.setContentOffset(CGPoint(x: 0, y: 1100), animated: false)
        collection.layoutIfNeeded()
        #expect(scrollView(collection) == nil)
        #expect(!visibleItems(collection).contains("0.10"))
        collection.setContentOffset(.zero, animated: false)
        collection.layoutIfNeeded()
        #expect(scrollView(collection)?.contentOffset == CGPoint(x: 1110, y: 0))
        #expect(visibleItems(collection).prefix(3) == ["0.10", "0.11", "0.12"])
        #expect(collection.cellForItem(at: item(10))?.frame == CGRect(x: 1110, y: 0, width: 100, height: 100))
        // Cells are reused across the sections: a screen of grid rows and the carousel's few.
        #expect(collection.numberOfCellsCreated <= 3 * 8 + 4 + 4)
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(scrollView(collection)?.contentOffset == .zero)
        withExtendedLifetime((harness, source)) {}
    }

    @Test func scrollingToAnItemOfTheSectionScrollsBothAxes() {
        let (harness, collection, source, _) = carousel(gridItems: 90)
        collection.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        collection.scrollToItem(at: item(5), at: [.centeredHorizontally, .top], animated: true)
        harness.advance(by: 1)
        // Item 5 at x 560…660, centred in the 300 pt section: offset 460. The section at the top.
        #expect(scrollView(collection)?.contentOffset == CGPoint(x: 460, y: 0))
        #expect(collection.contentOffset == .zero)
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 50)) == item(5))
        #expect(visibleItems(collection).prefix(3) == ["0.4", "0.5", "0.6"])
        withExtendedLifetime(source) {}
    }

    // MARK: Visible items handler

    @Test func theVisibleItemsHandlerSeesTheOffsetAndItsChangesShow() {
        var calls: [(items: [IndexPath], offset: CGPoint)] = []
        let (_, collection, source, screen) = carousel(handler: { items, offset, environment in
            calls.append((items.map(\.indexPath), offset))
            #expect(environment.container.contentSize == CGSize(width: 300, height: 400))
            for item in items {
                // Items fade with their distance from the section's centre.
                let distance = abs(item.frame.midX - offset.x - 150)
                item.alpha = max(1 - distance / 300, 0)
            }
        })
        #expect(calls.first?.offset == .zero)
        #expect(calls.first?.items == [item(0), item(1), item(2)])
        let finger = dragAcross(screen, by: -110)
        _ = collection.visibleCells
        #expect(calls.last?.offset == CGPoint(x: 110, y: 0))
        // Item 1 (x 120…220) is centred at 170 − 110 = 60 on screen: 90 pt from the centre.
        #expect(collection.cellForItem(at: item(1))?.alpha == 0.7)
        #expect(collection.cellForItem(at: item(2))?.alpha == 1 - 20.0 / 300)
        finger.lift()
        withExtendedLifetime(source) {}
    }
}

/// Where a fling in an orthogonal section comes to rest, by behaviour (the arithmetic alone).
@MainActor
@Suite struct OrthogonalSectionLayoutTests {
    func layout(_ behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior) -> OrthogonalSectionLayout {
        // Five groups of 100 every 110 from the leading inset 10; a 300 pt section.
        OrthogonalSectionLayout(section: 0, behavior: behavior, frame: CGRect(x: 0, y: 0, width: 300, height: 100),
                                contentSize: CGSize(width: 560, height: 100), scrollsAlongX: true,
                                groupSpans: (0..<5).map { (10 + CGFloat($0) * 110, 100) }, leadingInset: 10,
                                visibleItemsInvalidationHandler: nil)
    }

    @Test func eachBehaviourPicksItsRestingOffset() {
        let maximum: CGFloat = 260
        #expect(layout(.continuous).restingOffset(natural: 173, dragStart: 0, visibleLength: 300, maximum: maximum) == 173)
        #expect(layout(.continuousGroupLeadingBoundary).restingOffset(natural: 173, dragStart: 0, visibleLength: 300, maximum: maximum) == 220)
        #expect(layout(.continuousGroupLeadingBoundary).restingOffset(natural: 160, dragStart: 0, visibleLength: 300, maximum: maximum) == 110)
        // The last groups' edges are past the end: clamped to it.
        #expect(layout(.continuousGroupLeadingBoundary).restingOffset(natural: 259, dragStart: 0, visibleLength: 300, maximum: maximum) == 260)
        #expect(layout(.groupPaging).restingOffset(natural: 250, dragStart: 0, visibleLength: 300, maximum: maximum) == 110)
        #expect(layout(.groupPaging).restingOffset(natural: 40, dragStart: 110, visibleLength: 300, maximum: maximum) == 0)
        #expect(layout(.groupPaging).restingOffset(natural: 120, dragStart: 110, visibleLength: 300, maximum: maximum) == 110)
        #expect(layout(.groupPagingCentered).restingOffset(natural: 150, dragStart: 20, visibleLength: 300, maximum: maximum) == 130)
        #expect(layout(.paging).restingOffset(natural: 140, dragStart: 0, visibleLength: 300, maximum: maximum) == 0)
        #expect(layout(.paging).restingOffset(natural: 160, dragStart: 0, visibleLength: 300, maximum: maximum) == 260)
    }
}
