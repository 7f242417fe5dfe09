import Foundation
import Testing
import UIKitTesting

/// The compositional layout's bad inputs (docs/reliability.md, C12–C14): a diagnostic naming the section
/// and the element, and a layout that goes on.
@MainActor
@Suite struct UICollectionViewCompositionalLayoutReliabilityTests {
    @Test func zeroNegativeAndNaNDimensionsAreReportedByElementAndCountAsOne() {
        let good = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        let bad = NSCollectionLayoutItem(layoutSize: compositionalSize(.absolute(-20), .fractionalHeight(.nan)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(0)), subitems: [good, bad])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (harness, collection, source) = makeCompositional(layout, counts: [4])
        #expect(harness.traceLines(containing: "collection view grid: compositional layout: section 0 group heightDimension is .absolute(0.0), not a finite value > 0: using 1").count == 1)
        #expect(harness.traceLines(containing: "compositional layout: section 0 group › item 1 widthDimension is .absolute(-20.0), not a finite value > 0: using 1").count == 1)
        #expect(harness.traceLines(containing: "compositional layout: section 0 group › item 1 heightDimension is .fractionalHeight(nan), not a finite value > 0: using 1").count == 1)
        // The group is 1 high; the bad item 1 × 1 next to the good one.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 150, height: 1))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 150, y: 0, width: 1, height: 1))
        // Reported once, not at every layout.
        collection.contentOffset = CGPoint(x: 0, y: 1)
        collection.layoutIfNeeded()
        #expect(harness.traceLines(containing: "section 0 group › item 1 widthDimension").count == 1)
        withExtendedLifetime(source) {}
    }

    @Test func aGroupWithNoSubitemsIsReportedAndItsSectionShowsNoItems() {
        let empty = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(50)), subitems: [])
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(50)))
        let full = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            NSCollectionLayoutSection(group: index == 0 ? empty : full)
        }
        let (harness, collection, source) = makeCompositional(layout, counts: [3, 2])
        #expect(harness.traceLines(containing: "compositional layout: section 0 group has no subitems: a group needs at least one item; the section's items are not shown").count == 1)
        #expect(visibleItems(collection) .sorted() == ["1.0", "1.1"])
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        withExtendedLifetime(source) {}
    }

    @Test func aCountBelowOneAndANegativeSpacingAreReported() {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(50)), subitem: item, count: 0)
        group.interItemSpacing = .fixed(-4)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = -.infinity
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (harness, collection, source) = makeCompositional(layout, counts: [2])
        #expect(harness.traceLines(containing: "compositional layout: section 0 group has count 0, not a count ≥ 1: using 1").count == 1)
        #expect(harness.traceLines(containing: "compositional layout: section 0 group interItemSpacing is -4.0, not a finite length ≥ 0: using 0").count == 1)
        #expect(harness.traceLines(containing: "compositional layout: section 0 interGroupSpacing is -inf, not a finite length ≥ 0").count == 1)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 50, width: 300, height: 50))
        withExtendedLifetime(source) {}
    }

    @Test func theProviderIsAskedOnlyForSectionsThatExistAndNilIsReported() {
        var asked: [Int] = []
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            asked.append(index)
            return index == 1 ? nil : NSCollectionLayoutSection(group: group)
        }
        let (harness, collection, source) = makeCompositional(layout, counts: [1, 2, 1])
        #expect(asked == [0, 1, 2])
        #expect(harness.traceLines(containing: "compositional layout: section provider returned nil for section 1 (the data source has 3 sections): a section needs a layout section; its items are not shown").count == 1)
        #expect(visibleItems(collection).sorted() == ["0.0", "2.0"])
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame == CGRect(x: 0, y: 40, width: 300, height: 40))
        // Fewer sections later: the provider is not asked for the ones that went.
        source.counts = [1]
        asked = []
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(asked == [0])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
        withExtendedLifetime(source) {}
    }
}

/// What the compositional layout does not support yet is reported, not silently wrong.
@MainActor
@Suite struct UICollectionViewCompositionalLayoutUnsupportedTests {
    @Test func aSidewaysBoundaryItemIsReportedAndPlacedAsAHeaderAPinnedOneIsNot() {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(40)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(40)), subitems: [item]))
        let pinned = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(20)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        pinned.pinToVisibleBounds = true
        let sideways = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: compositionalSize(.absolute(50), .absolute(10)),
                                                                   elementKind: "badge", alignment: .leading)
        section.boundarySupplementaryItems = [pinned, sideways]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (harness, _, source) = makeCompositional(layout, counts: [1])
        #expect(harness.traceLines(containing: "boundary supplementary item 0").isEmpty, "pinToVisibleBounds is supported")
        #expect(harness.traceLines(containing: "compositional layout: section 0 boundary supplementary item 1 (\"badge\") has alignment leading, not an edge along the scroll direction: placed as a header").count == 1)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 125, y: 20, width: 50, height: 10))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 30)
        withExtendedLifetime(source) {}
    }
}
