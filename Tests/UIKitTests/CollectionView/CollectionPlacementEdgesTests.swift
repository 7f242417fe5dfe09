import Foundation
import Testing
@testable import UIKit

/// The placement's slack found from the elements nearest the visible edges: the same as walking every kept
/// element, and the collection view showing exactly the overlapping elements after scrolls within it.
@MainActor
@Suite struct CollectionPlacementEdgesTests {
    /// SplitMix64, so a failing seed replays exactly.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        /// A multiple of 0.5 in `0..<range`: whole and half points make ties between edges common.
        mutating func coordinate(_ range: Int) -> CGFloat { CGFloat(next() % UInt64(range * 2)) / 2 }
    }

    /// The walk the index replaces: the minimum of `bound` and every shown element's slack.
    func walkedSlack(_ attributes: [UICollectionViewLayoutAttributes], _ visible: CGRect, _ bound: CGFloat) -> CGFloat {
        var slack = bound
        for element in attributes where !element.isHidden { slack = min(slack, UICollectionView.slack(of: element.frame, in: visible)) }
        return slack
    }

    func attributes(_ frames: [CGRect]) -> [UICollectionViewLayoutAttributes] {
        frames.enumerated().map { index, frame in
            let element = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            element.frame = frame
            return element
        }
    }

    @Test func theSlackFromTheEdgesEqualsTheWalkOfEveryElementOnRandomLayouts() {
        var random = Random(state: 39)
        var edges = CollectionPlacementEdges()
        for layout in 0..<400 {
            // Free-floating rectangles of any size, some hidden, overlapping each other or not: elements
            // beside, diagonal to, inside and around the visible area.
            let count = Int(random.next() % 60)
            let elements = attributes((0..<count).map { _ in
                CGRect(x: random.coordinate(600) - 100, y: random.coordinate(600) - 100,
                       width: random.coordinate(150) + 0.5, height: random.coordinate(150) + 0.5)
            })
            for element in elements where random.next() % 7 == 0 { element.isHidden = true }
            edges.rebuild(from: elements)
            #expect(!edges.isStale)
            for _ in 0..<20 {
                let visible = CGRect(x: random.coordinate(400) - 50, y: random.coordinate(400) - 50,
                                     width: random.coordinate(300), height: random.coordinate(300))
                for bound in [CGFloat.infinity, random.coordinate(200), 0] {
                    let found = edges.slack(in: visible, atMost: bound)
                    let walked = walkedSlack(elements, visible, bound)
                    #expect(found == walked, "layout \(layout), visible \(visible), bound \(bound)")
                }
            }
        }
    }

    @Test func theSlackInAGridIsTheDistanceToTheNearestRowEdgeCrossing() {
        // Four columns of 100 × 40 cells, rows 50 apart; the visible area 400 × 130 from y = 65: rows end
        // at 40 + 50k and start at 50k, so the next crossing is the top edge reaching row 1's end (90): 25,
        // or the bottom edge (195) reaching row 4's start (200): 5.
        let frames = (0..<40).map { CGRect(x: CGFloat($0 % 4) * 100, y: CGFloat($0 / 4) * 50, width: 100, height: 40) }
        let elements = attributes(frames)
        var edges = CollectionPlacementEdges()
        edges.rebuild(from: elements)
        let visible = CGRect(x: 0, y: 65, width: 400, height: 130)
        #expect(edges.slack(in: visible, atMost: .infinity) == 5)
        #expect(edges.slack(in: visible, atMost: 3) == 3)
        #expect(edges.slack(in: visible.offsetBy(dx: 0, dy: 3), atMost: .infinity) == 2)
        // No elements: the bound.
        edges.rebuild(from: [])
        #expect(edges.slack(in: visible, atMost: 7) == 7)
        #expect(edges.slack(in: visible, atMost: .infinity) == .infinity)
    }

    @Test func changingTheKeptAttributesMakesTheIndexStale() {
        let source = ItemSource([60])
        let (_, collection) = makeCollection(source)
        // The first placement built it from the layout's answer.
        #expect(!collection.placementEdges.isStale)
        #expect(!collection.cachedAttributes.isEmpty)
        #expect(collection.placementEdges.frames.count == collection.cachedAttributes.count)
        collection.cachedAttributes.removeLast()
        #expect(collection.placementEdges.isStale)
        withExtendedLifetime(source) {}
    }

    @Test func scrollsWithinAndBeyondTheSlackShowExactlyTheOverlappingItems() {
        // Cells shrunk at random inside their grid slots: edges everywhere, gaps of every width.
        var random = Random(state: 26)
        let layout = GridTestLayout()
        var insets: [Int: CGRect] = [:]
        for item in 0..<300 {
            insets[item] = CGRect(x: random.coordinate(40), y: random.coordinate(20), width: random.coordinate(40), height: random.coordinate(20))
        }
        layout.adjust = { attributes in
            guard let inset = insets[attributes.indexPath.item] else { return }
            attributes.frame = CGRect(x: attributes.frame.minX + inset.minX, y: attributes.frame.minY + inset.minY,
                                      width: attributes.frame.width - inset.minX - inset.width / 2,
                                      height: attributes.frame.height - inset.minY - inset.height / 2)
        }
        let source = ItemSource([300])
        let (_, collection) = makeCollection(source, layout: layout)
        var offset: CGFloat = 1500
        for step in 0..<600 {
            // Mostly small moves (within the slack), now and then a jump.
            offset += step % 50 == 0 ? random.coordinate(600) - 300 : random.coordinate(8) - 4
            offset = min(max(offset, 0), collection.contentSize.height - collection.bounds.height)
            collection.contentOffset = CGPoint(x: 0, y: offset)
            collection.layoutIfNeeded()
            let expected = (0..<300).filter { item in
                guard let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame else { return false }
                return frame.overlaps(collection.bounds)
            }
            #expect(!expected.isEmpty)
            #expect(collection.indexPathsForVisibleItems.map(\.item).sorted() == expected, "step \(step), offset \(offset)")
        }
        withExtendedLifetime(source) {}
    }
}
