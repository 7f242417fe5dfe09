import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UICollectionViewTests {
    @Test func onlyTheCellsIntersectingTheVisibleAreaAreAliveAndScrollingReusesThem() {
        let source = ItemSource([3000])
        let (_, collection) = makeCollection(source)
        // 300 × 200 over 100 × 50 cells, 3 columns: four rows.
        #expect(collection.visibleCells.count == 12)
        #expect(collection.numberOfCellsCreated == 12)
        for step in 1...400 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 7)
            collection.layoutIfNeeded()
            // A row partly in: five rows at most.
            #expect(collection.visibleCells.count <= 15)
        }
        // Visible plus the row coming in while one goes: never more than one row beyond the visible cells.
        #expect(collection.numberOfCellsCreated <= 15)
        let reused = collection.visibleCells.compactMap { $0 as? TaggedCell }
        #expect(reused.contains { $0.reuseCount > 0 })
        // Each cell shows its own item.
        for cell in reused {
            let indexPath = collection.indexPath(for: cell)
            #expect(cell.text == indexPath.map { "\($0.section).\($0.item)" })
        }
    }

    @Test func displayCallbacksFollowTheVisibleArea() {
        let source = ItemSource([60])
        let (_, collection) = makeCollection(source)
        #expect(source.log.filter { $0.hasPrefix("willDisplay") }.count == 12)
        source.log = []
        collection.contentOffset = CGPoint(x: 0, y: 60)
        collection.layoutIfNeeded()
        // 60…260: row 0 (0…50) left, rows 4 (200…250) and 5 (250…300, partly) came in.
        #expect(source.log.filter { $0.hasPrefix("didEndDisplaying") }.sorted() == ["didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2"])
        #expect(source.log.filter { $0.hasPrefix("willDisplay") }.count == 6)
        #expect(visibleItems(collection) == (3..<18).map { "0.\($0)" })
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.layoutIfNeeded()
        // 100…300: an item whose edge only touches the visible area is not shown.
        #expect(visibleItems(collection) == (6..<18).map { "0.\($0)" })
    }

    @Test func queriesAnswerTheItemAtAPointAndTheCellsOfItems() {
        let source = ItemSource([5, 7])
        let (_, collection) = makeCollection(source)
        #expect(collection.numberOfSections == 2)
        #expect(collection.numberOfItems(inSection: 1) == 7)
        #expect(collection.numberOfItems(inSection: 9) == 0)
        // Section 1 starts below section 0's two rows.
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 120)) == IndexPath(item: 1, section: 1))
        #expect(collection.indexPathForItem(at: CGPoint(x: 250, y: 60)) == nil)
        #expect(collection.indexPathForItem(at: CGPoint(x: -5, y: 10)) == nil)
        let cell = collection.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(cell != nil)
        #expect(cell.flatMap { collection.indexPath(for: $0) } == IndexPath(item: 4, section: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 6, section: 1)) == nil)
        #expect(collection.visibleCells.count == 11)
    }

    @Test func reloadDataAsksAgainAndDropsTheSelection() {
        let source = ItemSource([10])
        let (_, collection) = makeCollection(source)
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        source.counts = [4]
        source.configured = []
        collection.reloadData()
        #expect(collection.numberOfItems(inSection: 0) == 4)
        #expect(visibleItems(collection) == ["0.0", "0.1", "0.2", "0.3"])
        #expect(source.configured.count == 4)
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(collection.numberOfCellsCreated == 10)
    }

    @Test func scrollToItemPutsTheItemAtEachPosition() {
        let source = ItemSource([300])
        let (_, collection) = makeCollection(source)
        let item = IndexPath(item: 30, section: 0) // row 10: 500…550
        collection.scrollToItem(at: item, at: .top, animated: false)
        #expect(collection.contentOffset.y == 500)
        #expect(visibleItems(collection).first == "0.30")
        collection.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == 425)
        collection.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(collection.contentOffset.y == 350)
        // No vertical option: the least scrolling that shows it (already visible: none).
        collection.scrollToItem(at: item, at: [], animated: false)
        #expect(collection.contentOffset.y == 350)
        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(collection.contentOffset.y == 0)
        // Within the content: the last row cannot go to the top.
        collection.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 4800)
    }

    @Test func animatedScrollToItemRunsOnTheFrameworkClock() {
        let source = ItemSource([300])
        let (harness, collection) = makeCollection(source)
        collection.scrollToItem(at: IndexPath(item: 60, section: 0), at: .top, animated: true)
        #expect(collection.contentOffset.y == 0)
        harness.advance(by: 0.1)
        #expect(collection.contentOffset.y > 0 && collection.contentOffset.y < 1000)
        harness.advance(by: 1)
        #expect(collection.contentOffset.y == 1000)
        #expect(visibleItems(collection).first == "0.60")
    }

    @Test func scrollToItemInAHorizontalLayoutUsesTheHorizontalOptions() {
        final class Row: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 100 * CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0), height: 200) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let count = collectionView?.numberOfItems(inSection: 0) ?? 0
                let first = max(Int(rect.minX / 100), 0)
                let last = min(Int(rect.maxX / 100), count - 1)
                guard first <= last else { return [] }
                return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 200)
                return attributes
            }
        }
        let source = ItemSource([50])
        let (_, collection) = makeCollection(source, layout: Row())
        collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: .left, animated: false)
        #expect(collection.contentOffset == CGPoint(x: 1000, y: 0))
        collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: .centeredHorizontally, animated: false)
        #expect(collection.contentOffset.x == 900)
        collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: .right, animated: false)
        #expect(collection.contentOffset.x == 800)
        #expect(visibleItems(collection) == ["0.8", "0.9", "0.10"])
    }

    @Test func scrollPositionsHaveUIKitsRawValues() {
        typealias P = UICollectionView.ScrollPosition
        #expect([P.top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right].map(\.rawValue) == [1, 2, 4, 8, 16, 32])
        #expect(P().rawValue == 0)
    }
}

/// The layout pass enters only marked branches (Sources/UIKit/Views/UIView+LayoutPass.swift).
extension UICollectionViewTests {
    @Test func aSteadyScrollFrameEntersTheCollectionViewAloneWhateverTheNumberOfCells() {
        let source = ItemSource([3_000])
        let (harness, collection) = makeCollection(source)
        collection.contentOffset = CGPoint(x: 0, y: 5_010)
        harness.application.layoutPass()
        harness.application.layoutPass()
        // 3 columns × 5 rows of 50 pt over 200 pt (rows 100–104, one cut at each end), each cell with a
        // content view; they stay until the offset passes 5,040.
        #expect(collection.visibleCells.count >= 12)
        let visible = visibleItems(collection)
        let before = UIView.layoutPassFigures
        for step in 1...9 {
            collection.contentOffset = CGPoint(x: 0, y: 5_010 + CGFloat(step) * 3)
            harness.application.layoutPass()
        }
        let after = UIView.layoutPassFigures
        #expect(visibleItems(collection) == visible)
        // Per frame the window and the collection view, whose `layoutSubviews` ran each time.
        #expect(after.entered - before.entered <= 18)
        #expect(after.laidOut - before.laidOut == 9)
    }
}
