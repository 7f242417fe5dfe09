import Foundation
import Testing
import UIKitTesting

/// A cell that wants 30, 40 or 50 points of height by its item, whatever the estimate.
@MainActor
final class SteppedHeightCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy()
        attributes.size = CGSize(width: layoutAttributes.size.width, height: 30 + 10 * CGFloat(layoutAttributes.indexPath.item % 3))
        return attributes
    }
}

/// A cell whose content view holds a 64-point-high box pinned to its edges by constraints.
@MainActor
final class ConstrainedCell: UICollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        let box = UIView(frame: .zero)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8).isActive = true
        box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8).isActive = true
        box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
        box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor).isActive = true
        box.heightAnchor.constraint(equalToConstant: 64).isActive = true
    }
}

@MainActor
@Suite struct UICollectionViewCompositionalLayoutSelfSizingTests {
    /// A list of full-width rows estimated at 44 points.
    func list() -> UICollectionViewCompositionalLayout {
        let size = compositionalSize(.fractionalWidth(1), .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
        section.interGroupSpacing = 2
        return UICollectionViewCompositionalLayout(section: section)
    }

    func frame(_ layout: UICollectionViewLayout, _ item: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func estimatedRowsTakeTheHeightTheirCellsPrefer() {
        let layout = list()
        let (_, collection, source) = makeCompositional(layout, counts: [100], cell: SteppedHeightCell.self)
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(frame(layout, 1) == CGRect(x: 0, y: 32, width: 300, height: 40))
        #expect(frame(layout, 2) == CGRect(x: 0, y: 74, width: 300, height: 50))
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 74, width: 300, height: 50))
        // Rows far below are still estimated: the content size counts them at 44.
        #expect(frame(layout, 99)?.height == 44)
        // Only the rows near the visible area were measured, not all 100.
        #expect(layout.measureCount < 30)
        // Measuring reuses cells: no more made than shown plus the measured ones in the queue.
        #expect(collection.numberOfCellsCreated <= layout.measureCount + visibleItems(collection).count)
        withExtendedLifetime(source) {}
    }

    @Test func scrollingMeasuresTheRowsItBringsNear() {
        let layout = list()
        let (_, collection, source) = makeCompositional(layout, counts: [100], cell: SteppedHeightCell.self)
        let before = layout.measureCount
        collection.contentOffset = CGPoint(x: 0, y: 1200)
        collection.layoutIfNeeded()
        #expect(layout.measureCount > before)
        for cell in collection.visibleCells {
            guard let indexPath = collection.indexPath(for: cell) else { continue }
            #expect(cell.frame.height == 30 + 10 * CGFloat(indexPath.item % 3))
        }
        withExtendedLifetime(source) {}
    }

    @Test func aCellWithConstraintsIsMeasuredWithAutoLayout() {
        let layout = list()
        let (_, collection, source) = makeCompositional(layout, counts: [3], cell: ConstrainedCell.self)
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 300, height: 80))
        #expect(frame(layout, 1) == CGRect(x: 0, y: 82, width: 300, height: 80))
        #expect(collection.contentSize.height == CGFloat(3 * 80 + 2 * 2))
        withExtendedLifetime(source) {}
    }

    @Test func anEstimatedGroupIsAsTallAsItsTallestItem() {
        let item = NSCollectionLayoutItem(layoutSize: compositionalSize(.fractionalWidth(0.5), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: compositionalSize(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, _, source) = makeCompositional(layout, counts: [4], cell: SteppedHeightCell.self)
        // Items 0 and 1 want 30 and 40: the row is 40 high; items 2 and 3 want 50 and 30.
        #expect(frame(layout, 1) == CGRect(x: 150, y: 0, width: 150, height: 40))
        #expect(frame(layout, 2) == CGRect(x: 0, y: 40, width: 150, height: 50))
        #expect(frame(layout, 3) == CGRect(x: 150, y: 40, width: 150, height: 30))
        withExtendedLifetime(source) {}
    }
}
