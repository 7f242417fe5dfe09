import Foundation
import Testing
import UIKitTesting

/// `NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds` (UICollectionViewCompositionalLayout+Pinning.swift).
@MainActor
@Suite struct UICollectionViewCompositionalLayoutPinningTests {
    /// Sections of rows of 50 pt (one item a row), a 30 pt header and a 20 pt footer, pinned as asked.
    func layout(pinHeader: Bool, pinFooter: Bool = false) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinHeader
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(20)),
                                                                 elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        footer.pinToVisibleBounds = pinFooter
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }

    func view(_ collection: UICollectionView, _ kind: String, _ section: Int) -> UICollectionReusableView? {
        collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
    }

    func scroll(_ collection: UICollectionView, to y: CGFloat) {
        collection.contentOffset = CGPoint(x: 0, y: y)
        collection.layoutIfNeeded()
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsFooterPushesItOff() {
        // Section 0: header 0–30, four rows 30–230, footer 230–250; section 1 starts at 250.
        let layout = layout(pinHeader: true)
        let (_, collection, source) = makeCompositional(layout, counts: [4, 4])
        let header = UICollectionView.elementKindSectionHeader
        scroll(collection, to: 120)
        #expect(view(collection, header, 0)?.frame == CGRect(x: 0, y: 120, width: 300, height: 30))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame.minY == 120)
        scroll(collection, to: 215)
        #expect(view(collection, header, 0)?.frame.minY == 200, "no lower than the footer's start less its height")
        scroll(collection, to: 260)
        #expect(view(collection, header, 1)?.frame.minY == 260)
        #expect(view(collection, header, 0) == nil)
        // The footer, not pinned, scrolls with its section.
        #expect(view(collection, UICollectionView.elementKindSectionFooter, 0) == nil)
        withExtendedLifetime(source) {}
    }

    @Test func aPinnedFooterStaysAtTheBottom() {
        let layout = layout(pinHeader: false, pinFooter: true)
        let (_, collection, source) = makeCompositional(layout, counts: [4, 4])
        let footer = UICollectionView.elementKindSectionFooter
        #expect(view(collection, footer, 0)?.frame.minY == 180)
        scroll(collection, to: 40)
        #expect(view(collection, footer, 0)?.frame.minY == 220)
        scroll(collection, to: 100)
        #expect(view(collection, footer, 0)?.frame.minY == 230, "back at its own place")
        #expect(view(collection, footer, 1)?.frame.minY == 280, "never above the end of its section's header")
        withExtendedLifetime(source) {}
    }

    @Test func aScrollDoesNotLayTheSectionsOutAgain() {
        let layout = layout(pinHeader: true)
        let (_, collection, source) = makeCompositional(layout, counts: [4, 4])
        let before = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
        scroll(collection, to: 30)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 60, width: 300, height: 200)))
        let context = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 60, width: 300, height: 200))
        #expect(context.invalidatedSupplementaryIndexPaths?[UICollectionView.elementKindSectionHeader] == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(!context.invalidateEverything)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == before?.frame)
        // Without pinned items a scroll asks nothing.
        let plain = self.layout(pinHeader: false)
        let (_, other, otherSource) = makeCompositional(plain, counts: [4, 4])
        #expect(!plain.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 40, width: 300, height: 200)))
        withExtendedLifetime((source, other, otherSource)) {}
    }
}
