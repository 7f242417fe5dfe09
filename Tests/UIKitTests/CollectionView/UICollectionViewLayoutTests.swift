import Foundation
import Testing
import UIKitTesting

/// A custom ``UICollectionViewLayout`` subclass is honoured: prepared once per invalidation, its content size
/// and attributes shown as they are, asked for attributes once per screen scrolled.
@MainActor
@Suite struct UICollectionViewLayoutTests {
    @Test func theBaseLayoutShowsNothingAndDoesNotInvalidateOnScroll() {
        let layout = UICollectionViewLayout()
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: .zero))
        #expect(UICollectionViewLayout.layoutAttributesClass == UICollectionViewLayoutAttributes.self)
        let source = ItemSource([10])
        let (_, collection) = makeCollection(source, layout: layout)
        #expect(layout.collectionView === collection)
        #expect(collection.visibleCells.isEmpty)
        #expect(collection.contentSize == .zero)
    }

    @Test func cellsAreWhereTheCustomLayoutPutsThem() {
        let layout = GridTestLayout()
        let source = ItemSource([20])
        let (_, collection) = makeCollection(source, layout: layout)
        #expect(collection.contentSize == CGSize(width: 300, height: 350))
        #expect(visibleItems(collection) == (0..<12).map { "0.\($0)" })
        let cell = collection.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(cell?.frame == CGRect(x: 100, y: 50, width: 100, height: 50))
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect((cell as? TaggedCell)?.appliedTag == "item 0.4")
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
    }

    @Test func prepareRunsOncePerInvalidation() {
        let layout = GridTestLayout()
        let source = ItemSource([30])
        let (_, collection) = makeCollection(source, layout: layout)
        #expect(layout.prepareCount == 1)
        collection.contentOffset = CGPoint(x: 0, y: 40)
        collection.layoutIfNeeded()
        #expect(layout.prepareCount == 1)
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
        source.counts = [3]
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(layout.prepareCount == 3)
        #expect(collection.contentSize.height == 50)
    }

    @Test func aSteadyScrollAsksTheLayoutOncePerScreen() {
        let layout = GridTestLayout()
        let source = ItemSource([3000])
        let (_, collection) = makeCollection(source, layout: layout)
        #expect(layout.queriedRects.count == 1)
        // The first question covers a screen more on each side.
        #expect(layout.queriedRects[0] == CGRect(x: -300, y: -200, width: 900, height: 600))
        for step in 1...19 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 10)
            collection.layoutIfNeeded()
        }
        #expect(layout.queriedRects.count == 1)
        #expect(layout.boundsChangesAsked == 19)
        collection.contentOffset = CGPoint(x: 0, y: 201)
        collection.layoutIfNeeded()
        #expect(layout.queriedRects.count == 2)
        #expect(visibleItems(collection).first == "0.12")
    }

    @Test func aBoundsChangeTheLayoutAcceptsPreparesItAgain() {
        let layout = GridTestLayout()
        layout.invalidatesOnBoundsChange = true
        let source = ItemSource([30])
        let (_, collection) = makeCollection(source, layout: layout)
        collection.contentOffset = CGPoint(x: 0, y: 60)
        collection.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
        #expect(layout.queriedRects.count == 2)
    }

    @Test func hiddenAlphaTransformAndZIndexReachTheViews() {
        let layout = GridTestLayout()
        layout.adjust = { attributes in
            switch attributes.indexPath.item {
            case 1: attributes.isHidden = true
            case 2: attributes.alpha = 0.25
            case 3: attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            case 0: attributes.zIndex = 5
            default: break
            }
        }
        let source = ItemSource([6])
        let (_, collection) = makeCollection(source, layout: layout)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) == nil)
        #expect(!visibleItems(collection).contains("0.1"))
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.alpha == 0.25)
        let scaled = collection.cellForItem(at: IndexPath(item: 3, section: 0))
        #expect(scaled?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(scaled?.bounds.size == CGSize(width: 100, height: 50))
        #expect(scaled?.center == CGPoint(x: 50, y: 75))
        // The highest z-index is in front of every other cell.
        let front = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        let cells = collection.subviews.compactMap { $0 as? UICollectionViewCell }.filter { !$0.isHidden }
        #expect(cells.last === front)
    }

    @Test func supplementaryViewsComeFromTheDataSourceWhereTheLayoutPutsThem() {
        let layout = GridTestLayout()
        layout.headerHeight = 30
        let source = ItemSource([3, 3, 3])
        let (_, collection) = makeCollection(source, layout: layout)
        let kind = UICollectionView.elementKindSectionHeader
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: kind).map(\.section) == [0, 1, 2])
        let header = collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 80, width: 300, height: 30))
        #expect(header?.reuseIdentifier == "header")
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 2))?.frame.minY == 160)
        #expect(source.log.filter { $0.hasPrefix("willDisplaySupplementary") } == ["willDisplaySupplementary 0", "willDisplaySupplementary 1", "willDisplaySupplementary 2"])
        #expect(collection.visibleSupplementaryViews(ofKind: kind).count == 3)
    }

    @Test func aNewLayoutReplacesTheOldOne() {
        let first = GridTestLayout()
        let source = ItemSource([10])
        let (_, collection) = makeCollection(source, layout: first)
        let second = GridTestLayout()
        second.columns = 2
        second.itemSize = CGSize(width: 150, height: 100)
        collection.collectionViewLayout = second
        collection.layoutIfNeeded()
        #expect(first.collectionView == nil)
        #expect(second.collectionView === collection)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 150, y: 100, width: 150, height: 100))
        #expect(visibleItems(collection) == ["0.0", "0.1", "0.2", "0.3"])
    }
}
