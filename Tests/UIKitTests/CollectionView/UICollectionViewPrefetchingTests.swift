import Foundation
import Testing
import UIKitTesting

/// A prefetch data source logging what it is asked.
@MainActor
final class PrefetchLog: UICollectionViewDataSourcePrefetching {
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths.map(\.item)) }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths.map(\.item)) }
}

@MainActor
@Suite struct UICollectionViewPrefetchingTests {
    /// A 300 × 200 flow grid of three 100 × 50 columns (four rows on screen) over 60 items.
    func make(_ log: PrefetchLog, enabled: Bool = true) -> (UIKitTestHarness, UICollectionView, ItemSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let source = ItemSource([60])
        let harness = UIKitTestHarness()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collection.accessibilityIdentifier = "grid"
        collection.register(TaggedCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.isPrefetchingEnabled = enabled
        collection.prefetchDataSource = log
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (harness, collection, source)
    }

    @Test func theScreenAheadIsAskedForAndCancelledWhenTheScrollReverses() {
        let log = PrefetchLog()
        let (harness, collection, source) = make(log)
        // At first: the next screen down (rows 4…7).
        #expect(log.prefetched == [Array(12...23)])
        // Down half a row: row 4 comes on screen, row 8 comes ahead; rows 5…7 stay pending.
        collection.contentOffset.y = 25
        collection.layoutIfNeeded()
        #expect(log.prefetched.last == [24, 25, 26])
        #expect(log.cancelled.isEmpty)
        // A steady frame (no row enters or leaves) asks nothing.
        collection.contentOffset.y = 30
        collection.layoutIfNeeded()
        #expect(log.prefetched.count == 2)
        // Back up to the top: rows 5…8 are no longer ahead and were never shown: cancelled; nothing is above
        // row 0 to ask for.
        collection.contentOffset.y = 0
        collection.layoutIfNeeded()
        #expect(log.cancelled == [Array(15...26)])
        #expect(log.prefetched.count == 2)
        #expect(harness.traceLines(containing: "collection view grid: prefetching cancelled for 12 items no longer ahead").count == 1)
        #expect(source.counts == [60])
    }

    @Test func nothingIsAskedWhenPrefetchingIsOff() {
        let log = PrefetchLog()
        let (_, collection, source) = make(log, enabled: false)
        collection.contentOffset.y = 300
        collection.layoutIfNeeded()
        #expect(log.prefetched.isEmpty && log.cancelled.isEmpty)
        #expect(source.counts == [60])
    }
}
