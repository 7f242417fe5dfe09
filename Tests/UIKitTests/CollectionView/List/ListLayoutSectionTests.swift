import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` and `UICollectionViewCompositionalLayout.list(using:)`:
/// the rows' frames, insets, headers and footers per appearance, self-sizing rows and the background.
@MainActor
@Suite struct ListLayoutSectionTests {
    func frame(_ collection: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func aPlainListStacksFullWidthRowsOfFortyFourPoints() {
        let source = ListRowSource([30])
        let (_, collection) = makeList(source)
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(frame(collection, 1) == CGRect(x: 0, y: 44, width: 300, height: 44))
        #expect(frame(collection, 5) == CGRect(x: 0, y: 220, width: 300, height: 44))
        #expect(collection.visibleCells.count == 10)
        #expect(collection.backgroundColor == .white)
    }

    @Test func anInsetGroupedListInsetsItsRowsAndGreysTheBackground() {
        let source = ListRowSource([3, 3])
        let (_, collection) = makeList(source, appearance: .insetGrouped)
        let spacing = UICollectionLayoutListConfiguration.groupedSectionSpacing
        #expect(frame(collection, 0) == CGRect(x: 20, y: spacing, width: 260, height: 44))
        #expect(frame(collection, 2) == CGRect(x: 20, y: spacing + 88, width: 260, height: 44))
        // The next group: the first's bottom spacing, then its own top spacing (35 pt between groups).
        #expect(frame(collection, 0, section: 1)?.minY == spacing + 132 + 2 * spacing)
        #expect(collection.backgroundColor == UITableView.groupedBackgroundColor)
    }

    @Test func anExplicitBackgroundColourWins() {
        let source = ListRowSource([3])
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.backgroundColor = .systemBlue
        let (_, collection) = makeList(source, layout: UICollectionViewCompositionalLayout.list(using: configuration))
        #expect(collection.backgroundColor == .systemBlue)
    }

    @Test func supplementaryHeadersAndFootersFrameEachSection() {
        let source = ListRowSource([2, 2])
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let (_, collection) = makeList(source, layout: UICollectionViewCompositionalLayout.list(using: configuration))
        let header = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        let footer = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        // Section 0: header 28, two rows, footer 28; section 1 starts at 28 + 88 + 28.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 28, width: 300, height: 44))
        #expect(footer?.frame == CGRect(x: 0, y: 116, width: 300, height: 28))
        #expect(header?.frame == CGRect(x: 0, y: 144, width: 300, height: 28))
        #expect(frame(collection, 0, section: 1)?.minY == 172)
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    @Test func aRowWhoseTextWrapsGrowsPastFortyFourPoints() {
        let source = ListRowSource([5])
        source.texts[IndexPath(item: 1, section: 0)] = String(repeating: "A long line that has to wrap. ", count: 6)
        let (_, collection) = makeList(source)
        let tall = frame(collection, 1) ?? .zero
        #expect(tall.height > 60)
        #expect(frame(collection, 2)?.minY == tall.maxY)
        #expect(frame(collection, 0)?.height == 44)
    }

    @Test func aListSectionMixesWithAGridInOneLayout() {
        let source = ListRowSource([4, 3])
        weak var made: UICollectionView?
        let list = source.configuration(.plain) { made }
        let layout = UICollectionViewCompositionalLayout { section, environment in
            if section == 1 { return .list(using: list, layoutEnvironment: environment) }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let (_, collection) = makeList(source, layout: layout)
        made = collection
        #expect(frame(collection, 1) == CGRect(x: 150, y: 0, width: 150, height: 100))
        #expect(frame(collection, 0, section: 1) == CGRect(x: 0, y: 200, width: 300, height: 44))
        // The app keeps its own background in a layout that is not `list(using:)`.
        #expect(collection.backgroundColor == .white)
    }
}
