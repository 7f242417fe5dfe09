import Foundation
import Testing
import UIKitTesting

/// A flow layout counting what the collection view asks it.
@MainActor
final class CountingFlowLayout: UICollectionViewFlowLayout {
    private(set) var rectQueries = 0
    private(set) var supplementaryQueries: [String] = []

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rectQueries += 1
        return super.layoutAttributesForElements(in: rect)
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryQueries.append("\(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
}

/// `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds`
/// (UICollectionViewFlowLayout+Pinning.swift).
@MainActor
@Suite struct UICollectionViewFlowLayoutPinningTests {
    /// Sections of 12 items in 3 columns of 100 × 50 (4 rows, 200 pt), 30 pt headers (and footers if asked),
    /// in a 300 × 200 collection view: section `s` starts at `s × (230 + footer)`.
    func make(headers: Bool = true, footers: Bool = false, sections: Int = 3) -> (UIKitTestHarness, UICollectionView, CountingFlowLayout, ItemSource) {
        let layout = CountingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = footers ? CGSize(width: 0, height: 20) : .zero
        layout.sectionHeadersPinToVisibleBounds = headers
        layout.sectionFootersPinToVisibleBounds = footers
        let source = ItemSource(Array(repeating: 12, count: sections))
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collection.register(TaggedCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        collection.dataSource = source
        collection.delegate = source
        let harness = UIKitTestHarness()
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        return (harness, collection, layout, source)
    }

    func scroll(_ collection: UICollectionView, to y: CGFloat) {
        collection.contentOffset = CGPoint(x: 0, y: y)
        collection.layoutIfNeeded()
    }

    func header(_ collection: UICollectionView, _ section: Int) -> UICollectionReusableView? {
        collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    @Test func theHeaderStaysAtTheTopWhileItsSectionScrollsAndTheNextPushesItOff() throws {
        let (_, collection, layout, source) = make()
        #expect(header(collection, 0)?.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
        scroll(collection, to: 100)
        #expect(header(collection, 0)?.frame == CGRect(x: 0, y: 100, width: 300, height: 30))
        let pinned = try #require(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                               at: IndexPath(item: 0, section: 0)))
        #expect(pinned.frame.minY == 100)
        #expect(pinned.zIndex == 1024)
        // Section 0's items end at 230: its header can go no lower than 200, and section 1's header (at 230)
        // pushes it up as the content moves.
        scroll(collection, to: 215)
        #expect(header(collection, 0)?.frame.minY == 200)
        #expect(header(collection, 1)?.frame.minY == 230)
        scroll(collection, to: 260)
        #expect(header(collection, 1)?.frame.minY == 260)
        #expect(header(collection, 0) == nil, "section 0's header left with its section")
        // Back up: it comes back pinned.
        scroll(collection, to: 120)
        #expect(header(collection, 0)?.frame.minY == 120)
        #expect(header(collection, 1)?.frame.minY == 230)
        withExtendedLifetime(source) {}
    }

    @Test func pinnedHeadersStackAboveTheCells() throws {
        let (_, collection, _, source) = make()
        scroll(collection, to: 60)
        let pinned = try #require(header(collection, 0))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        let subviews = collection.subviews
        let headerIndex = try #require(subviews.firstIndex { $0 === pinned })
        let cellIndex = try #require(subviews.firstIndex { $0 === cell })
        #expect(headerIndex > cellIndex)
        #expect(pinned.frame.intersects(cell.frame), "the cell scrolls under the header")
        withExtendedLifetime(source) {}
    }

    @Test func aScrollAsksOnlyForThePinnedHeadersNotForARectangle() {
        let (_, collection, layout, source) = make()
        let rectQueries = layout.rectQueries
        scroll(collection, to: 10)
        scroll(collection, to: 20)
        #expect(layout.rectQueries == rectQueries, "the kept attributes stand")
        #expect(layout.supplementaryQueries.suffix(2) == ["header 0", "header 0"])
        #expect(header(collection, 0)?.frame.minY == 20)
        // A resize lays everything out again.
        collection.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        collection.layoutIfNeeded()
        #expect(layout.rectQueries == rectQueries + 1)
        #expect(header(collection, 0)?.frame == CGRect(x: 0, y: 20, width: 200, height: 30))
        withExtendedLifetime(source) {}
    }

    @Test func withoutPinningAScrollInvalidatesNothing() {
        let (_, collection, layout, source) = make(headers: false)
        scroll(collection, to: 100)
        #expect(layout.supplementaryQueries.isEmpty)
        #expect(header(collection, 0) == nil, "the header scrolled away with its section")
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 150, width: 300, height: 200)))
        withExtendedLifetime(source) {}
    }

    @Test func aPinnedFooterStaysAtTheBottomUntilItsSectionStartLeaves() {
        // Sections are 30 + 200 + 20 = 250 tall; section 1 starts at 250, its footer's own place is at 480.
        let (_, collection, _, source) = make(headers: false, footers: true)
        let footer = { (section: Int) in
            collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
        }
        #expect(footer(0)?.frame == CGRect(x: 0, y: 180, width: 300, height: 20), "at the bottom of the visible area")
        scroll(collection, to: 40)
        #expect(footer(0)?.frame.minY == 220)
        scroll(collection, to: 60)
        #expect(footer(0)?.frame.minY == 230, "back at its own place")
        // Section 1 comes up: its footer is pinned from the moment its header is on screen.
        scroll(collection, to: 100)
        #expect(footer(1)?.frame.minY == 280, "never above the end of its section's header")
        scroll(collection, to: 200)
        #expect(footer(1)?.frame.minY == 380)
        withExtendedLifetime(source) {}
    }

    @Test func horizontalHeadersPinToTheLeadingEdge() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 40, height: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        let source = ItemSource([12, 12])
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collection.register(TaggedCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.dataSource = source
        let harness = UIKitTestHarness()
        harness.window.addSubview(collection)
        collection.layoutIfNeeded()
        // 12 items in 2 rows: 6 columns of 50 after a 40 pt header; section 1 starts at 340.
        collection.contentOffset = CGPoint(x: 120, y: 0)
        collection.layoutIfNeeded()
        #expect(header(collection, 0)?.frame == CGRect(x: 120, y: 0, width: 40, height: 200))
        collection.contentOffset = CGPoint(x: 320, y: 0)
        collection.layoutIfNeeded()
        #expect(header(collection, 0)?.frame.minX == 300)
        #expect(header(collection, 1)?.frame.minX == 340)
        withExtendedLifetime((harness, source)) {}
    }
}
