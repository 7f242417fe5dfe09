import Foundation
import Testing
import UIKitTesting

/// Shorthands for the layout's sizes.
@MainActor
func compositionalSize(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A collection view of `size` placed by `layout`, with an ``ItemSource`` of `counts` (``TaggedCell`` and
/// plain headers and footers registered), laid out.
@MainActor
func makeCompositional(_ layout: UICollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 300, height: 200),
                       cell: UICollectionViewCell.Type = TaggedCell.self) -> (UIKitTestHarness, UICollectionView, ItemSource) {
    let source = ItemSource(counts)
    let harness = UIKitTestHarness()
    let collection = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.accessibilityIdentifier = "grid"
    collection.register(cell, forCellWithReuseIdentifier: "cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
    }
    collection.dataSource = source
    collection.delegate = source
    harness.window.addSubview(collection)
    collection.layoutIfNeeded()
    return (harness, collection, source)
}

@MainActor
@Suite struct UICollectionViewCompositionalLayoutTests {
    func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Four columns of a quarter of the section's width each, repeated by the group while they fit.
    func grid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(0.25), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        return section
    }

    @Test func aGridRepeatsItsItemAcrossTheGroupAndItsGroupsDownTheSection() {
        let layout = UICollectionViewCompositionalLayout(section: grid())
        let (_, collection, source) = makeCompositional(layout, counts: [10])
        // The section's content is 280 wide: slots of 70 × 50, cells inset by 2 on every side.
        #expect(frame(layout, 0) == CGRect(x: 12, y: 7, width: 66, height: 46))
        #expect(frame(layout, 3) == CGRect(x: 222, y: 7, width: 66, height: 46))
        #expect(frame(layout, 5) == CGRect(x: 82, y: 67, width: 66, height: 46))
        #expect(frame(layout, 9) == CGRect(x: 82, y: 127, width: 66, height: 46))
        #expect(frame(layout, 10) == nil)
        // 5 + three rows of 50 with two gaps of 10 + 5.
        #expect(collection.contentSize == CGSize(width: 300, height: 180))
        #expect(visibleItems(collection).count == 10)
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 82, y: 67, width: 66, height: 46))
        #expect(collection.indexPathForItem(at: CGPoint(x: 100, y: 80)) == IndexPath(item: 5, section: 0))
        withExtendedLifetime(source) {}
    }

    @Test func aLargeGridAnswersARectangleWithItsItemsOnly() {
        let layout = UICollectionViewCompositionalLayout(section: grid())
        let (_, collection, source) = makeCompositional(layout, counts: [100_000])
        // 5 + 25,000 rows of 50 + 24,999 gaps of 10 + 5.
        #expect(collection.contentSize.height == 1_500_000)
        let rect = CGRect(x: 0, y: 600_005, width: 300, height: 50)
        let answered = layout.layoutAttributesForElements(in: rect) ?? []
        // Row 10,000 starts at 5 + 10,000 × 60.
        #expect(answered.map(\.indexPath.item) == [40_000, 40_001, 40_002, 40_003])
        collection.contentOffset = CGPoint(x: 0, y: 600_005)
        collection.layoutIfNeeded()
        #expect(visibleItems(collection).sorted().first == "0.40000")
        withExtendedLifetime(source) {}
    }

    @Test func aCountedGroupDividesItsLengthAndIgnoresTheSubitemsOwnWidth() {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.absolute(500), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(80)), subitem: item, count: 4)
        group.interItemSpacing = .fixed(12)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, _, source) = makeCompositional(layout, counts: [6])
        // (300 - 3 × 12) / 4 = 66 wide; half the group's 80 high.
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 66, height: 40))
        #expect(frame(layout, 1) == CGRect(x: 78, y: 0, width: 66, height: 40))
        #expect(frame(layout, 3) == CGRect(x: 234, y: 0, width: 66, height: 40))
        #expect(frame(layout, 4) == CGRect(x: 0, y: 80, width: 66, height: 40))
        withExtendedLifetime(source) {}
    }

    @Test func aCountedVerticalGroupInIOS16sSpellingDividesItsHeight() {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: compositionalSize(.fractionalWidth(0.5), .absolute(90)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(6)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, _, source) = makeCompositional(layout, counts: [4])
        // (90 - 2 × 6) / 3 = 26 high, half the width.
        #expect(frame(layout, 2) == CGRect(x: 0, y: 64, width: 150, height: 26))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 90, width: 150, height: 26))
        withExtendedLifetime(source) {}
    }

    @Test func flexibleSpacingSpreadsTheRoomLeftBetweenTheItemsThatFit() {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.absolute(80), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(40)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, _, source) = makeCompositional(layout, counts: [4])
        // Three fit (80 + 10 + 80 + 10 + 80 = 260 ≤ 300); the 40 left makes the gaps 30.
        #expect(frame(layout, 0)?.minX == 0)
        #expect(frame(layout, 1)?.minX == 110)
        #expect(frame(layout, 2)?.minX == 220)
        #expect(frame(layout, 3) == CGRect(x: 0, y: 40, width: 80, height: 40))
        withExtendedLifetime(source) {}
    }

    @Test func aNestedGroupPlacesItsItemsInsideItsSlotWithFractionsOfItself() {
        let large = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: compositionalSize(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        column.interItemSpacing = .fixed(4)
        column.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 0)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(100)), subitems: [large, column])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, collection, source) = makeCompositional(layout, counts: [5])
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 150, height: 100))
        // The column's area is 144 × 100 after its leading inset; two halves of 100 fit with 4 between
        // them? 50 + 4 + 50 = 104 > 100: one only.
        #expect(frame(layout, 1) == CGRect(x: 156, y: 0, width: 144, height: 50))
        #expect(frame(layout, 2) == CGRect(x: 0, y: 100, width: 150, height: 100))
        #expect(frame(layout, 3) == CGRect(x: 156, y: 100, width: 144, height: 50))
        #expect(collection.contentSize.height == 300)
        withExtendedLifetime(source) {}
    }

    @Test func aColumnOfHalvesFitsTwoWithoutSpacing() {
        let small = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: compositionalSize(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        let large = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(100)), subitems: [column, large])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, _, source) = makeCompositional(layout, counts: [4])
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 150, height: 50))
        #expect(frame(layout, 1) == CGRect(x: 0, y: 50, width: 150, height: 50))
        #expect(frame(layout, 2) == CGRect(x: 150, y: 0, width: 150, height: 100))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 100, width: 150, height: 50))
        withExtendedLifetime(source) {}
    }

    @Test func headersAndFootersMakeRoomAndFollowTheSectionsInsets() {
        let section = grid()
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: compositionalSize(.absolute(100), .absolute(20)),
                                                                 elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottomTrailing)
        section.boundarySupplementaryItems = [header, footer]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (_, collection, source) = makeCompositional(layout, counts: [4, 4], size: CGSize(width: 300, height: 400))
        let headerKind = UICollectionView.elementKindSectionHeader
        let footerKind = UICollectionView.elementKindSectionFooter
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: headerKind, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 10, y: 0, width: 280, height: 30))
        // Header 30, inset 5, one row of 50, inset 5, then the footer at the trailing edge.
        #expect(frame(layout, 0) == CGRect(x: 12, y: 37, width: 66, height: 46))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: footerKind, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 190, y: 90, width: 100, height: 20))
        // Section 1 starts 8 after section 0's footer.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: headerKind, at: IndexPath(item: 0, section: 1))?.frame.minY == 118)
        #expect(frame(layout, 0, 1)?.minY == 155)
        #expect(collection.contentSize.height == 228)
        #expect(collection.supplementaryView(forElementKind: headerKind, at: IndexPath(item: 0, section: 1))?.frame
            == CGRect(x: 10, y: 118, width: 280, height: 30))
        #expect(collection.visibleSupplementaryViews(ofKind: footerKind).count == 2)
        withExtendedLifetime(source) {}
    }

    @Test func supplementariesCanSpanTheWholeWidth() {
        let section = grid()
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: compositionalSize(.fractionalWidth(1), .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (_, _, source) = makeCompositional(layout, counts: [4])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 0, width: 300, height: 30))
        withExtendedLifetime(source) {}
    }

    @Test func aSectionProviderVariesBySectionAndByWidth() {
        var asked: [Int] = []
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            let width = environment.container.effectiveContentSize.width
            widths.append(width)
            if index == 1 {
                let row = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(44)))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(44)), subitems: [row]))
            }
            let columns = width > 400 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1 / CGFloat(columns)), .absolute(60)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(60)), subitems: [item]))
        }
        let (_, collection, source) = makeCompositional(layout, counts: [4, 2])
        #expect(asked == [0, 1])
        #expect(widths == [300, 300])
        #expect(frame(layout, 1) == CGRect(x: 150, y: 0, width: 150, height: 60))
        #expect(frame(layout, 0, 1) == CGRect(x: 0, y: 120, width: 300, height: 44))
        collection.frame = CGRect(x: 0, y: 0, width: 600, height: 200)
        collection.layoutIfNeeded()
        #expect(asked == [0, 1, 0, 1])
        #expect(widths.last == 600)
        #expect(frame(layout, 3) == CGRect(x: 450, y: 0, width: 150, height: 60))
        #expect(frame(layout, 1, 1) == CGRect(x: 0, y: 104, width: 600, height: 44))
        withExtendedLifetime(source) {}
    }

    @Test func aHorizontalConfigurationPutsGroupsAndSectionsSideBySide() {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: compositionalSize(.absolute(120), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: compositionalSize(.absolute(40), .fractionalHeight(1)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (_, collection, source) = makeCompositional(layout, counts: [3, 2])
        #expect(frame(layout, 0) == CGRect(x: 40, y: 0, width: 120, height: 100))
        #expect(frame(layout, 1) == CGRect(x: 40, y: 100, width: 120, height: 100))
        #expect(frame(layout, 2) == CGRect(x: 170, y: 0, width: 120, height: 100))
        // Section 0 ends at 290; section 1's header at 310, its first group at 350.
        #expect(frame(layout, 0, 1) == CGRect(x: 350, y: 0, width: 120, height: 100))
        #expect(collection.contentSize == CGSize(width: 470, height: 200))
        withExtendedLifetime(source) {}
    }
}
