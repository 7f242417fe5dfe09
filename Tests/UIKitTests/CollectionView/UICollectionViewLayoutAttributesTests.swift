import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UICollectionViewLayoutAttributesTests {
    @Test func centerMovesTheFrameAndSizeKeepsTheCentre() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(attributes.center == CGPoint(x: 60, y: 45))
        attributes.center = CGPoint(x: 100, y: 100)
        #expect(attributes.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        attributes.size = CGSize(width: 20, height: 10)
        #expect(attributes.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(attributes.representedElementCategory == .cell)
        #expect(attributes.representedElementKind == nil)
        #expect(attributes.indexPath == IndexPath(item: 2, section: 1))
    }

    @Test func supplementaryAttributesNameTheirKind() {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: 3))
        #expect(attributes.representedElementCategory == .supplementaryView)
        #expect(attributes.representedElementKind == "UICollectionElementKindSectionHeader")
        #expect(attributes.indexPath.section == 3)
    }

    @Test func defaultsAreVisibleOpaqueUntransformedAndAtZIndexZero() {
        let attributes = UICollectionViewLayoutAttributes()
        #expect(attributes.alpha == 1)
        #expect(attributes.zIndex == 0)
        #expect(!attributes.isHidden)
        #expect(attributes.transform == .identity)
    }

    @Test func copyKeepsEveryValueAndTheSubclass() {
        let attributes = TaggedAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 4, section: 0))
        attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        attributes.alpha = 0.5
        attributes.zIndex = 7
        attributes.isHidden = true
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
        attributes.tag = "kept"
        let copy = attributes.copy()
        #expect(copy !== attributes)
        #expect((copy as? TaggedAttributes)?.tag == "kept")
        #expect(copy.frame == attributes.frame && copy.alpha == 0.5 && copy.zIndex == 7 && copy.isHidden)
        #expect(copy.transform == attributes.transform)
        #expect(copy.representedElementKind == "badge" && copy.representedElementCategory == .supplementaryView)
        #expect(copy.indexPath == IndexPath(item: 4, section: 0))
    }
}
