import Foundation
import Testing
import UIKitTesting

/// A decoration view counting the views made and their reuse.
@MainActor
final class BandView: UICollectionReusableView {
    nonisolated(unsafe) static var made = 0
    var reuses = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        BandView.made += 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A flow layout (3 columns of 100 × 50, no spacing) adding a "band" decoration view behind each section,
/// written against the public API as an app's subclass would be.
@MainActor
final class BandedFlowLayout: UICollectionViewFlowLayout {
    var bandKind = "band"

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 50)
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
        register(BandView.self, forDecorationViewOfKind: "band")
    }

    func band(_ section: Int) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, section < collectionView.numberOfSections else { return nil }
        let items = collectionView.numberOfItems(inSection: section)
        guard items > 0,
              let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
              let last = layoutAttributesForItem(at: IndexPath(item: items - 1, section: section)) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: bandKind, with: IndexPath(item: 0, section: section))
        attributes.frame = CGRect(x: 0, y: first.frame.minY, width: collectionView.bounds.width, height: last.frame.maxY - first.frame.minY)
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var answer = super.layoutAttributesForElements(in: rect) ?? []
        let sections = Set(answer.map(\.indexPath.section))
        for section in sections.sorted() {
            if let band = band(section), band.frame.intersects(rect) { answer.append(band) }
        }
        return answer
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == bandKind ? band(indexPath.section) : nil
    }
}

/// Decoration views (UICollectionView+Decoration.swift) and compositional backgrounds.
@MainActor
@Suite(.serialized) struct UICollectionViewDecorationTests {
    func bands(_ collection: UICollectionView) -> [BandView] {
        collection.subviews.compactMap { $0 as? BandView }.filter { !$0.isHidden }.sorted { $0.frame.minY < $1.frame.minY }
    }

    @Test func aLayoutsDecorationViewsArePlacedBehindTheCellsAndReused() throws {
        BandView.made = 0
        let source = ItemSource(Array(repeating: 12, count: 20))
        let (harness, collection) = makeCollection(source, layout: BandedFlowLayout())
        // Section 0's 12 items are four rows: its band is 0–200, filling the visible area.
        let shown = bands(collection)
        #expect(shown.map(\.frame) == [CGRect(x: 0, y: 0, width: 300, height: 200)])
        let band = try #require(shown.first)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let subviews = collection.subviews
        #expect(try #require(subviews.firstIndex { $0 === band }) < #require(subviews.firstIndex { $0 === cell }))
        #expect(!source.log.contains { $0.hasPrefix("willDisplaySupplementary") }, "the delegate hears nothing of decoration views")
        #expect(collection.visibleCells.count == 12)
        // Scrolling section by section: the band of the section that left is reused for the next.
        for step in 1...30 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 50)
            collection.layoutIfNeeded()
        }
        #expect(bands(collection).map(\.frame) == [CGRect(x: 0, y: 1400, width: 300, height: 200),
                                                   CGRect(x: 0, y: 1600, width: 300, height: 200)].filter { $0.intersects(collection.bounds) })
        #expect(BandView.made <= 3, "at most two on screen and one leaving")
        #expect(bands(collection).contains { $0.reuses > 0 })
        #expect(harness.traceLines(containing: "decoration").isEmpty)
    }

    @Test func aDecorationKindWithNoClassIsReportedAndNotShown() {
        let layout = BandedFlowLayout()
        layout.bandKind = "unregistered"
        let source = ItemSource([12])
        let (harness, collection) = makeCollection(source, layout: layout)
        #expect(bands(collection).isEmpty)
        #expect(harness.traceLines(containing: "returned attributes for decoration view \"unregistered\" [0, 0], a kind with no registered class; register(_:forDecorationViewOfKind:) on the layout first. Not shown").count == 1)
        #expect(collection.visibleCells.count == 12, "the cells still show")
        withExtendedLifetime(source) {}
    }

    @Test func aCompositionalSectionBackgroundCoversTheSectionLessItsInsets() throws {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 5, bottom: 4, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(BandView.self, forDecorationViewOfKind: "card")
        let (_, collection, source) = makeCompositional(layout, counts: [2, 2])
        // Each section is 10 + 2 × 40 + 10 = 100 tall; its background is inset by 5 across and 4 along.
        let attributes = try #require(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 1)))
        #expect(attributes.frame == CGRect(x: 5, y: 104, width: 290, height: 92))
        #expect(attributes.representedElementCategory == .decorationView)
        #expect(bands(collection).map(\.frame) == [CGRect(x: 5, y: 4, width: 290, height: 92),
                                                   CGRect(x: 5, y: 104, width: 290, height: 92)])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 1)))
        let subviews = collection.subviews
        for band in bands(collection) {
            #expect(try #require(subviews.firstIndex { $0 === band }) < #require(subviews.firstIndex { $0 === cell }))
        }
        withExtendedLifetime(source) {}
    }
}

extension UICollectionViewDecorationTests {
    @Test func aBackgroundWhoseInsetsLeaveNothingIsReported() {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 25, leading: 0, bottom: 25, trailing: 0)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 60, leading: 0, bottom: 60, trailing: 0)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(BandView.self, forDecorationViewOfKind: "card")
        let (harness, collection, source) = makeCompositional(layout, counts: [1])
        #expect(harness.traceLines(containing: "compositional layout: section 0 decoration item 0 (\"card\"): its contentInsets leave no area in the section's 300.0 × 100.0; not shown").count == 1)
        #expect(bands(collection).isEmpty)
        #expect(collection.visibleCells.count == 1)
        withExtendedLifetime(source) {}
    }
}
