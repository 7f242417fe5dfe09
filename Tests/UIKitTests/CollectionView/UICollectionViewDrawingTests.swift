import Foundation
import Testing
import UIKitTesting

/// A cell whose background view is its item's colour and whose selected background is green.
@MainActor
final class SwatchCell: UICollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView = UIView(frame: .zero)
        let selected = UIView(frame: .zero)
        selected.backgroundColor = .green
        selectedBackgroundView = selected
    }
}

/// A decoration view painted purple.
@MainActor
final class PurpleBand: UICollectionReusableView {
    static let color = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = PurpleBand.color
    }
}

/// Items coloured red and blue in turn, headers yellow.
@MainActor
final class SwatchSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    static let header = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    let counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }

    static func color(_ item: Int) -> UIColor { item.isMultiple(of: 2) ? .red : .blue }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        cell.backgroundView?.backgroundColor = Self.color(indexPath.item)
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.backgroundColor = Self.header
        return view
    }
}

/// Pixel tests of a collection view on a 300 × 240 screen through the compositor (the real Cairo
/// rasterizer): cells, the selected and highlighted background, headers, decoration views, a pinned header
/// and an orthogonal section scrolled — read at named points, never whole images.
@MainActor
@Suite struct UICollectionViewDrawingTests {
    /// A grid of 100 × 50 swatches in 3 columns under a 30 pt header per section (pinned if asked).
    func scene(_ layout: UICollectionViewLayout, counts: [Int]) throws -> (ControlDrawingScene, UICollectionView, SwatchSource) {
        let scene = try ControlDrawingScene(background: .black, size: CGSize(width: 300, height: 240))
        let source = SwatchSource(counts)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 240), collectionViewLayout: layout)
        collection.accessibilityIdentifier = "grid"
        collection.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.dataSource = source
        collection.delegate = source
        scene.add(collection)
        return (scene, collection, source)
    }

    func flow(pinned: Bool = false) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = pinned
        return layout
    }

    @Test func cellsAndHeadersAreDrawnWhereTheLayoutPutsThem() throws {
        let (scene, _, source) = try scene(flow(), counts: [4])
        expectPixel(scene.pixel(CGPoint(x: 150, y: 15)), .blend(SwatchSource.header), "the header")
        expectPixel(scene.pixel(CGPoint(x: 50, y: 55)), .blend(.red), "item 0")
        expectPixel(scene.pixel(CGPoint(x: 150, y: 55)), .blend(.blue), "item 1")
        expectPixel(scene.pixel(CGPoint(x: 50, y: 105)), .blend(.blue), "item 3, on the second row")
        expectPixel(scene.pixel(CGPoint(x: 150, y: 105)), .blend(.white), "the collection view's background after the last item")
        withExtendedLifetime(source) {}
    }

    @Test func aHighlightedAndThenSelectedCellShowsItsSelectedBackground() throws {
        let (scene, collection, source) = try scene(flow(), counts: [4])
        expectPixel(scene.pixel(CGPoint(x: 150, y: 55)), .blend(.blue), "item 1 before the touch")
        let finger = scene.screen.down(at: CGPoint(x: 150, y: 55))
        scene.harness.advance(by: 0.2)
        expectPixel(scene.pixel(CGPoint(x: 150, y: 55)), .blend(.green), "item 1 highlighted after the delay")
        expectPixel(scene.pixel(CGPoint(x: 50, y: 55)), .blend(.red), "item 0 untouched")
        finger.lift()
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        expectPixel(scene.pixel(CGPoint(x: 150, y: 55)), .blend(.green), "item 1 selected")
        collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        expectPixel(scene.pixel(CGPoint(x: 150, y: 55)), .blend(.blue), "item 1 deselected")
        withExtendedLifetime(source) {}
    }

    @Test func aDecorationViewIsDrawnBehindTheCells() throws {
        let layout = BandedFlowLayout()
        layout.register(PurpleBand.self, forDecorationViewOfKind: "band")
        let (scene, _, source) = try scene(layout, counts: [2, 3])
        // Section 0's band is row 0 (0–50) across the width; its two cells cover 0–200.
        expectPixel(scene.pixel(CGPoint(x: 250, y: 25)), .blend(PurpleBand.color), "the band beside the cells")
        expectPixel(scene.pixel(CGPoint(x: 50, y: 25)), .blend(.red), "a cell over the band")
        expectPixel(scene.pixel(CGPoint(x: 150, y: 75)), .blend(.blue), "section 1's item 1")
        expectPixel(scene.pixel(CGPoint(x: 150, y: 125)), .blend(.white), "below the last band")
        withExtendedLifetime(source) {}
    }

    @Test func aPinnedHeaderIsDrawnOverTheCellsScrollingUnderIt() throws {
        let (scene, collection, source) = try scene(flow(pinned: true), counts: [12, 12])
        collection.contentOffset = CGPoint(x: 0, y: 60)
        collection.layoutIfNeeded()
        expectPixel(scene.pixel(CGPoint(x: 150, y: 10)), .blend(SwatchSource.header), "the pinned header at the top")
        // Row 1 (items 3–5, 80–130 in content) shows below the header: item 4 is red, at 20–70 on screen.
        expectPixel(scene.pixel(CGPoint(x: 150, y: 45)), .blend(.red), "item 4 under the header's edge")
        // Without pinning the header would have scrolled off: the same point shows the cells.
        let (plain, plainCollection, plainSource) = try self.scene(flow(), counts: [12, 12])
        plainCollection.contentOffset = CGPoint(x: 0, y: 60)
        plainCollection.layoutIfNeeded()
        expectPixel(plain.pixel(CGPoint(x: 150, y: 10)), .blend(.blue), "item 1 where the header is not pinned")
        withExtendedLifetime((source, plainSource)) {}
    }

    @Test func anOrthogonalSectionIsDrawnAtItsScrollOffset() throws {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.absolute(100), .absolute(80)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let (scene, collection, source) = try scene(UICollectionViewCompositionalLayout(section: section), counts: [8])
        expectPixel(scene.pixel(CGPoint(x: 50, y: 40)), .blend(.red), "item 0 at the section's start")
        expectPixel(scene.pixel(CGPoint(x: 150, y: 40)), .blend(.blue), "item 1")
        let scrollView = try #require(collection.subviews.compactMap { $0 as? UIScrollView }.first)
        scrollView.contentOffset = CGPoint(x: 150, y: 0)
        collection.layoutIfNeeded()
        // Item 1 (100–200) now shows at −50…50, item 2 at 50…150.
        expectPixel(scene.pixel(CGPoint(x: 25, y: 40)), .blend(.blue), "item 1 scrolled left")
        expectPixel(scene.pixel(CGPoint(x: 100, y: 40)), .blend(.red), "item 2")
        expectPixel(scene.pixel(CGPoint(x: 150, y: 120)), .blend(.white), "below the section")
        withExtendedLifetime(source) {}
    }
}
