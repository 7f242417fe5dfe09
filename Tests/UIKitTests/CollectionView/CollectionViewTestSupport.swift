import Foundation
import Testing
import UIKitTesting

/// A custom layout for the tests: a vertical grid of `columns` fixed-size cells per row, sections one under
/// the other, each with an optional header, counting what the collection view asks. Written against the
/// public ``UICollectionViewLayout`` API only, as an app's subclass would be.
@MainActor
final class GridTestLayout: UICollectionViewLayout {
    var columns = 3
    var itemSize = CGSize(width: 100, height: 50)
    var headerHeight: CGFloat = 0
    /// Attributes the layout adds to its answers (bad input tests).
    var extraAttributes: [UICollectionViewLayoutAttributes] = []
    /// What `shouldInvalidateLayout(forBoundsChange:)` answers.
    var invalidatesOnBoundsChange = false
    /// Changes made to every attributes object (z-index, alpha, …), by index path.
    var adjust: ((UICollectionViewLayoutAttributes) -> Void)?

    private(set) var prepareCount = 0
    private(set) var queriedRects: [CGRect] = []
    private(set) var boundsChangesAsked = 0
    private var cells: [UICollectionViewLayoutAttributes] = []
    /// Each cell's place in the grid, which answers `layoutAttributesForElements(in:)` even when `adjust`
    /// broke the frame.
    private var slots: [CGRect] = []
    private var headers: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override class var layoutAttributesClass: UICollectionViewLayoutAttributes.Type { TaggedAttributes.self }

    override func prepare() {
        prepareCount += 1
        cells = []
        slots = []
        headers = []
        guard let collectionView else { return }
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            if headerHeight > 0 {
                let header = TaggedAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                              with: IndexPath(item: 0, section: section))
                header.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: headerHeight)
                header.tag = "header \(section)"
                headers.append(header)
                y += headerHeight
            }
            let count = collectionView.numberOfItems(inSection: section)
            for item in 0..<count {
                let attributes = TaggedAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: CGFloat(item % columns) * itemSize.width, y: y + CGFloat(item / columns) * itemSize.height,
                                          width: itemSize.width, height: itemSize.height)
                attributes.tag = "item \(section).\(item)"
                slots.append(attributes.frame)
                adjust?(attributes)
                cells.append(attributes)
            }
            y += CGFloat((count + columns - 1) / columns) * itemSize.height
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(columns) * itemSize.width, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queriedRects.append(rect)
        let cellsIn = zip(slots, cells).filter { $0.0.intersects(rect) }.map(\.1)
        return headers.filter { $0.frame.intersects(rect) } + cellsIn + extraAttributes
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cells.first { $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        headers.first { $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsChangesAsked += 1
        return invalidatesOnBoundsChange
    }
}

/// Attributes with one more property, to show a layout's subclass reaches the cell's `apply(_:)`.
@MainActor
final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tag = ""

    override func copy() -> UICollectionViewLayoutAttributes {
        let copy = super.copy()
        (copy as? TaggedAttributes)?.tag = tag
        return copy
    }
}

/// A cell recording its reuse and the tag of the attributes applied to it.
@MainActor
final class TaggedCell: UICollectionViewCell {
    var appliedTag = ""
    var reuseCount = 0
    var text = ""

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        appliedTag = (layoutAttributes as? TaggedAttributes)?.tag ?? ""
    }
}

/// A data source and delegate over item counts per section, logging what the collection view asks and tells.
@MainActor
final class ItemSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var identifier = "cell"
    var headerIdentifier = "header"
    var log: [String] = []
    var configured: [IndexPath] = []
    var shouldHighlight = true
    var shouldSelect = true
    var shouldDeselect = true
    /// Replaces the dequeued cell (bad input tests).
    var makeCell: ((UICollectionView, IndexPath) -> UICollectionViewCell)?
    /// Called from inside `cellForItemAt`.
    var onConfigure: ((UICollectionView, IndexPath) -> Void)?

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        configured.append(indexPath)
        if let makeCell { return makeCell(collectionView, indexPath) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? TaggedCell)?.text = "\(indexPath.section).\(indexPath.item)"
        onConfigure?(collectionView, indexPath)
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: headerIdentifier, for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return shouldHighlight
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return shouldSelect
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return shouldDeselect
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        log.append("willDisplaySupplementary \(indexPath.section)")
    }

    /// The log without the display callbacks.
    var touchLog: [String] { log.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") } }
}

/// A 300 × 200 collection view named "grid" at the window's origin, placed by `layout` (a 3-column grid of
/// 100 × 50 cells by default: four rows visible), with `source` as data source and delegate and
/// ``TaggedCell`` registered under the source's identifier, laid out once.
@MainActor
func makeCollection(_ source: ItemSource, layout: UICollectionViewLayout = GridTestLayout(),
                    harness: UIKitTestHarness = UIKitTestHarness()) -> (UIKitTestHarness, UICollectionView) {
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    collection.accessibilityIdentifier = "grid"
    collection.register(TaggedCell.self, forCellWithReuseIdentifier: source.identifier)
    collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                        withReuseIdentifier: source.headerIdentifier)
    collection.dataSource = source
    collection.delegate = source
    harness.window.addSubview(collection)
    collection.layoutIfNeeded()
    return (harness, collection)
}

/// The visible items as `section.item` strings, from the collection view's own answer.
@MainActor
func visibleItems(_ collection: UICollectionView) -> [String] {
    collection.indexPathsForVisibleItems.map { "\($0.section).\($0.item)" }
}
