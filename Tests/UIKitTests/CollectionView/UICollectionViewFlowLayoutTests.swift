import Foundation
import Testing
import UIKitTesting

/// A flow delegate giving sizes, insets and spacing per item or section.
@MainActor
final class FlowSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: ((IndexPath) -> CGSize)?
    var insets: ((Int) -> UIEdgeInsets)?
    var lineSpacing: ((Int) -> CGFloat)?
    var sizeQuestions = 0

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeQuestions += 1
        return sizes?(indexPath) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        insets?(section) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        lineSpacing?(section) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
}

@MainActor
@Suite struct UICollectionViewFlowLayoutTests {
    /// A collection view of `size` with `layout`, a source of `counts` items, laid out.
    func make(_ layout: UICollectionViewFlowLayout, counts: [Int], size: CGSize = CGSize(width: 300, height: 200),
              source: UICollectionViewDataSource? = nil) -> (UIKitTestHarness, UICollectionView, ItemSource) {
        let items = ItemSource(counts)
        let harness = UIKitTestHarness()
        let collection = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collection.accessibilityIdentifier = "grid"
        collection.register(TaggedCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        collection.dataSource = source ?? items
        collection.delegate = (source as? UICollectionViewDelegate) ?? items
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (harness, collection, items)
    }

    func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func uIKitsDefaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.estimatedItemSize == .zero)
    }

    @Test func aGridOfFourColumnsFillsRowsAndScrollsDown() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 50)
        let (_, collection, items) = make(layout, counts: [10], size: CGSize(width: 310, height: 200))
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 70, height: 50))
        #expect(frame(layout, 3) == CGRect(x: 240, y: 0, width: 70, height: 50))
        #expect(frame(layout, 4) == CGRect(x: 0, y: 60, width: 70, height: 50))
        #expect(frame(layout, 9) == CGRect(x: 80, y: 120, width: 70, height: 50))
        #expect(collection.contentSize == CGSize(width: 310, height: 170))
        #expect(visibleItems(collection).count == 10)
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 80, y: 60, width: 70, height: 50))
        withExtendedLifetime(items) {}
    }

    @Test func theRoomLeftInALineIsSpreadBetweenItsItemsAndALoneItemIsCentred() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 40)
        let (_, _, _) = make(layout, counts: [7])
        // (300 + 10) / 80: three a line; the 90 pt left is two gaps of 45.
        #expect(frame(layout, 1)?.minX == 115)
        #expect(frame(layout, 2)?.maxX == 300)
        // The last line keeps the columns.
        #expect(frame(layout, 6) == CGRect(x: 0, y: 100, width: 70, height: 40))
        let wide = UICollectionViewFlowLayout()
        wide.itemSize = CGSize(width: 200, height: 40)
        let (_, _, _) = make(wide, counts: [2])
        #expect(frame(wide, 1) == CGRect(x: 50, y: 50, width: 200, height: 40))
    }

    @Test func sectionsHaveInsetsHeadersAndFooters() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 86, height: 30)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.footerReferenceSize = CGSize(width: 0, height: 8)
        let (_, collection, items) = make(layout, counts: [4, 2], size: CGSize(width: 300, height: 400))
        // Section 0: header 0…20, inset 5, rows at 25 and 65 (280 wide: three of 86, gaps 11), inset 15, footer.
        #expect(frame(layout, 0) == CGRect(x: 10, y: 25, width: 86, height: 30))
        #expect(frame(layout, 2) == CGRect(x: 204, y: 25, width: 86, height: 30))
        #expect(frame(layout, 3) == CGRect(x: 10, y: 65, width: 86, height: 30))
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 110, width: 300, height: 8))
        let header1 = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame == CGRect(x: 0, y: 118, width: 300, height: 20))
        #expect(header1?.representedElementCategory == .supplementaryView)
        #expect(frame(layout, 0, 1) == CGRect(x: 10, y: 143, width: 86, height: 30))
        // 143 + 30 + 15 + 8.
        #expect(collection.contentSize.height == 196)
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))?.frame.maxY == collection.contentSize.height)
        withExtendedLifetime(items) {}
    }

    @Test func aHorizontalLayoutFillsColumnsAndScrollsRight() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        let (_, collection, _) = make(layout, counts: [7])
        // 200 tall: (200 + 10) / 70 = three a column, the 20 pt left two gaps of 10 + 10.
        #expect(frame(layout, 0) == CGRect(x: 30, y: 0, width: 80, height: 60))
        #expect(frame(layout, 2) == CGRect(x: 30, y: 140, width: 80, height: 60))
        #expect(frame(layout, 3) == CGRect(x: 120, y: 0, width: 80, height: 60))
        #expect(collection.contentSize == CGSize(width: 30 + 80 * 3 + 20, height: 200))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 30, height: 200))
    }

    @Test func delegateSizesMakeLinesOfTheirOwn() {
        let layout = UICollectionViewFlowLayout()
        let source = FlowSource([5])
        source.sizes = { CGSize(width: [100, 150, 120, 60, 80][$0.item], height: [40, 20, 30, 50, 40][$0.item]) }
        source.lineSpacing = { _ in 5 }
        let (_, collection, _) = make(layout, counts: [], source: source)
        #expect(source.sizeQuestions == 5)
        // Line 1: 100 + 10 + 150 = 260 ≤ 300; +120 does not fit. The 40 pt left widens the gap to 50; the
        // shorter item is centred on the 40 pt line.
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(frame(layout, 1) == CGRect(x: 150, y: 10, width: 150, height: 20))
        // Line 2 (starts at 45): 120 + 10 + 60 + 10 + 80 = 280, the last line: minimum gaps.
        #expect(frame(layout, 2) == CGRect(x: 0, y: 55, width: 120, height: 30))
        #expect(frame(layout, 3) == CGRect(x: 130, y: 45, width: 60, height: 50))
        #expect(frame(layout, 4) == CGRect(x: 200, y: 50, width: 80, height: 40))
        #expect(collection.contentSize.height == 95)
        #expect(collection.indexPathForItem(at: CGPoint(x: 160, y: 70)) == IndexPath(item: 3, section: 0))
    }

    @Test func perSectionInsetsFromTheDelegate() {
        let layout = UICollectionViewFlowLayout()
        let source = FlowSource([1, 1])
        source.insets = { UIEdgeInsets(top: CGFloat($0) * 7, left: 0, bottom: 0, right: 250) }
        let (_, _, _) = make(layout, counts: [], source: source)
        #expect(frame(layout, 0, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(frame(layout, 0, 1) == CGRect(x: 0, y: 57, width: 50, height: 50))
    }

    @Test func aRectsItemsAreExactlyTheItemsWhoseFramesIntersectIt() {
        let layout = UICollectionViewFlowLayout()
        let source = FlowSource([200, 0, 150])
        source.sizes = { CGSize(width: CGFloat(30 + ($0.item * 37) % 90), height: CGFloat(20 + ($0.item * 53) % 40)) }
        layout.headerReferenceSize = CGSize(width: 0, height: 12)
        let (_, collection, _) = make(layout, counts: [], source: source)
        let uniform = UICollectionViewFlowLayout()
        uniform.itemSize = CGSize(width: 45, height: 33)
        let (_, uniformCollection, _) = make(uniform, counts: [300, 7])
        for (layout, collection) in [(layout as UICollectionViewLayout, collection), (uniform, uniformCollection)] {
            var all: [IndexPath] = []
            for section in 0..<collection.numberOfSections {
                for item in 0..<collection.numberOfItems(inSection: section) { all.append(IndexPath(item: item, section: section)) }
            }
            for top in stride(from: CGFloat(-40), to: collection.contentSize.height + 40, by: 97) {
                let rect = CGRect(x: 20, y: top, width: 200, height: 130)
                let answered = (layout.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory == .cell }.map(\.indexPath)
                let expected = all.filter { indexPath in
                    // Sharing area with the rectangle, not only an edge.
                    guard let frame = layout.layoutAttributesForItem(at: indexPath)?.frame else { return false }
                    return frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
                }
                #expect(answered.sorted() == expected, "rect at \(top)")
            }
        }
    }

    @Test func aWidthChangeLaysTheItemsOutAgainAndAScrollDoesNot() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        let (_, collection, items) = make(layout, counts: [100])
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 300, width: 300, height: 200)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 200, height: 200)))
        collection.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        collection.layoutIfNeeded()
        // Two a row now.
        #expect(frame(layout, 2)?.minY == 60)
        #expect(collection.contentSize.width == 200)
        #expect(visibleItems(collection) == (0..<8).map { "0.\($0)" })
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 60)
        withExtendedLifetime(items) {}
    }

    @Test func aHundredThousandItemsAreLaidOutWithoutPerItemWork() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 67, height: 67)
        let (_, collection, items) = make(layout, counts: [100_000], size: CGSize(width: 298, height: 600))
        // 25,000 rows of 67 and 24,999 gaps of 10.
        #expect(collection.contentSize.height == 1_924_990)
        collection.scrollToItem(at: IndexPath(item: 99_999, section: 0), at: .bottom, animated: false)
        #expect(visibleItems(collection).last == "0.99999")
        #expect(collection.visibleCells.count <= 4 * 9)
        #expect(items.configured.count < 100)
    }

    @Test func badSizesAndSpacingAreReported() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 0, height: -5)
        layout.minimumLineSpacing = -3
        let (harness, collection, items) = make(layout, counts: [3])
        #expect(harness.traceLines(containing: "collection view grid: flow layout: itemSize is 0.0 × -5.0, not a finite size > 0: using 1 × 1").count == 1)
        #expect(harness.traceLines(containing: "flow layout: minimumLineSpacing for section 0 is -3.0, not a finite length ≥ 0: using 0").count == 1)
        #expect(collection.visibleCells.count == 3)
        withExtendedLifetime(items) {}
    }
}
