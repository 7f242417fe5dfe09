import Foundation
import Testing
import UIKitTesting

/// The bad inputs of docs/reliability.md for collection views: each gives a diagnostic naming the thing,
/// and the collection view goes on showing what it can.
@MainActor
@Suite struct UICollectionViewReliabilityTests {
    @Test func aCellNotDequeuedFromTheCollectionViewIsReportedAndReplaced() {
        let source = ItemSource([3])
        source.makeCell = { collection, indexPath in
            indexPath.item == 1 ? UICollectionViewCell(frame: .zero) : collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        let (harness, collection) = makeCollection(source)
        #expect(visibleItems(collection) == ["0.0", "0.1", "0.2"])
        #expect(harness.traceLines(containing: "collection view grid: collectionView(_:cellForItemAt: item 1) returned a cell that was not dequeued from this collection view for it (made by the data source); use dequeueReusableCell(withReuseIdentifier:for:) for every item. Using a plain cell").count == 1)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
    }

    @Test func theSameCellReturnedForTwoItemsIsReported() {
        let source = ItemSource([2])
        var kept: UICollectionViewCell?
        source.makeCell = { collection, indexPath in
            if let kept { return kept }
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            kept = cell
            return cell
        }
        let (harness, collection) = makeCollection(source)
        #expect(harness.traceLines(containing: "cellForItemAt: item 1) returned a cell that was not dequeued from this collection view for it (already returned for another item)").count == 1)
        let cells = collection.visibleCells
        #expect(cells.count == 2 && cells[0] !== cells[1])
    }

    @Test func anUnregisteredReuseIdentifierIsReportedAndTheItemStillShows() {
        let source = ItemSource([2])
        source.identifier = "missing"
        let harness = UIKitTestHarness()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: GridTestLayout())
        collection.accessibilityIdentifier = "grid"
        collection.register(TaggedCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        harness.window.addSubview(collection)
        #expect(collection.visibleCells.count == 2)
        #expect(harness.traceLines(containing: "collection view grid: dequeueReusableCell(withReuseIdentifier: \"missing\", for: item 0): no cell class registered for reuse identifier \"missing\" (registered: \"cell\")").count == 1)
    }

    @Test func attributesForItemsThatDoNotExistAreReportedOnceAndNotShown() {
        let layout = GridTestLayout()
        let ghost = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 9, section: 0))
        ghost.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let lost = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 2))
        lost.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: 5))
        header.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        layout.extraAttributes = [ghost, lost, header]
        let source = ItemSource([3])
        let (harness, collection) = makeCollection(source, layout: layout)
        #expect(visibleItems(collection) == ["0.0", "0.1", "0.2"])
        #expect(harness.traceLines(containing: "collection view grid: layoutAttributesForElements(in:) returned attributes for cell [0, 9], which does not exist: item 9 out of range (section 0 has 3 items); not shown").count == 1)
        #expect(harness.traceLines(containing: "returned attributes for cell [2, 0], which does not exist: section 2 out of range (the collection view has 1 section); not shown").count == 1)
        #expect(harness.traceLines(containing: "returned attributes for supplementary view \"badge\" [5, 0], whose section does not exist").count == 1)
        // Asked again (an invalidation): not reported again.
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(harness.traceLines(containing: "cell [0, 9], which does not exist").count == 1)
        #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 10)) == IndexPath(item: 0, section: 0))
    }

    @Test func zeroNegativeAndNonFiniteSizesAreReportedAndNotShown() {
        let layout = GridTestLayout()
        layout.adjust = { attributes in
            switch attributes.indexPath.item {
            case 0: attributes.frame.size = .zero
            case 1: attributes.frame.size = CGSize(width: -20, height: 50)
            case 2: attributes.frame.size = CGSize(width: CGFloat.nan, height: 50)
            default: break
            }
        }
        let source = ItemSource([4])
        let (harness, collection) = makeCollection(source, layout: layout)
        #expect(visibleItems(collection) == ["0.3"])
        #expect(harness.traceLines(containing: "collection view grid: layoutAttributesForElements(in:) returned cell [0, 1] with frame (100.0, 0.0, -20.0, 50.0): an element needs a finite position and a width and height > 0; not shown").count == 1)
        #expect(harness.traceLines(containing: "returned cell [0, 2] with frame").count == 1)
    }

    @Test func aBadContentSizeIsReportedAndTakenAsZero() {
        final class Broken: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: -1, height: CGFloat.infinity) }
        }
        let (harness, collection) = makeCollection(ItemSource([1]), layout: Broken())
        #expect(collection.contentSize == .zero)
        #expect(harness.traceLines(containing: "the layout's collectionViewContentSize is -1.0 × inf, not a finite size ≥ 0: using zero").count == 1)
    }

    @Test func aSupplementaryViewTheDataSourceDoesNotGiveIsReported() {
        final class NoHeaders: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let layout = GridTestLayout()
        layout.headerHeight = 20
        let source = NoHeaders()
        let harness = UIKitTestHarness()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collection.accessibilityIdentifier = "grid"
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        collection.contentOffset = CGPoint(x: 0, y: 1)
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.count == 2)
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
        #expect(harness.traceLines(containing: "the layout shows supplementary views of kind \"UICollectionElementKindSectionHeader\" but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); not shown").count == 1)
    }

    @Test func indexPathsOutOfRangeAndConflictingPositionsAreReportedAndIgnored() {
        let source = ItemSource([3])
        let (harness, collection) = makeCollection(source)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
        #expect(harness.traceLines(containing: "collection view grid: layoutAttributesForItem(at:): index path [0, 7] is invalid: item 7 out of range (section 0 has 3 items); ignored").count == 1)
        collection.scrollToItem(at: IndexPath(item: 0, section: 4), at: .top, animated: false)
        #expect(harness.traceLines(containing: "scrollToItem(at:at:animated:): index path [4, 0] is invalid: section 4 out of range (the collection view has 1 section)").count == 1)
        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: [.top, .bottom], animated: false)
        #expect(harness.traceLines(containing: "scrollToItem(at: item 0, at: [top, bottom]): at most one vertical and one horizontal position; ignored").count == 1)
        collection.selectItem(at: IndexPath(item: -1, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [])
        collection.deselectItem(at: IndexPath(indexes: [0]), animated: false)
        #expect(harness.traceLines(containing: "an index path needs a section and an item").count == 1)
    }

    @Test func negativeCountsAreReportedAndTakenAsZero() {
        let source = ItemSource([-4, 2])
        let (harness, collection) = makeCollection(source)
        #expect(collection.numberOfItems(inSection: 0) == 0)
        #expect(visibleItems(collection) == ["1.0", "1.1"])
        #expect(harness.traceLines(containing: "collection view grid: collectionView(_:numberOfItemsInSection: 0) returned -4, not a count ≥ 0: using 0").count == 1)
    }

    @Test func aReentrantReloadFromCellForItemIsDeferredNotRecursive() {
        let source = ItemSource([5])
        var reloads = 0
        source.onConfigure = { collection, indexPath in
            if indexPath.item == 1, reloads == 0 {
                reloads += 1
                source.counts = [1]
                collection.reloadData()
            }
        }
        let (harness, collection) = makeCollection(source)
        #expect(harness.traceLines(containing: "collection view grid: reloadData() called while the data source configures item 1: deferred until the elements being configured are placed").count == 1)
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 1)
        #expect(visibleItems(collection) == ["0.0"])
    }
}
