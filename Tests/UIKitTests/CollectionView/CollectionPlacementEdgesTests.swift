import Foundation
import Testing
@testable import UIKit

/// The placement's slack found from the elements nearest the visible edges: the same as walking every kept
/// element, and the collection view showing exactly the overlapping elements after scrolls within and beyond it.
@MainActor
@Suite struct CollectionPlacementEdgesTests {
    /// The walk the index replaces: `bound` limited by every shown element.
    func walkedSlack(_ attributes: [UICollectionViewLayoutAttributes], _ visible: CGRect,
                     _ bound: CollectionPlacementSlack) -> CollectionPlacementSlack {
        var slack = bound
        for element in attributes where !element.isHidden { slack.limit(by: element.frame, in: visible) }
        return slack
    }

    /// The one distance for every direction the placement used before session 39: the least, over the
    /// elements, of how far the visible area could move the same distance or less in x and in y.
    func symmetricSlack(_ attributes: [UICollectionViewLayoutAttributes], _ visible: CGRect, _ bound: CGFloat) -> CGFloat {
        var slack = bound
        for element in attributes where !element.isHidden {
            let frame = element.frame
            if frame.overlaps(visible) {
                slack = min(slack, frame.maxX - visible.minX, visible.maxX - frame.minX, frame.maxY - visible.minY, visible.maxY - frame.minY)
            } else {
                let gapX = max(frame.minX - visible.maxX, visible.minX - frame.maxX, 0)
                let gapY = max(frame.minY - visible.maxY, visible.minY - frame.maxY, 0)
                slack = min(slack, max(gapX, gapY))
            }
        }
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
        var random = SeededRandom(seed: 39)
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
                for distance in [CGFloat.infinity, random.coordinate(200), 0] {
                    let bound = CollectionPlacementSlack(left: distance, right: random.coordinate(300),
                                                         up: random.coordinate(300), down: distance)
                    let found = edges.slack(in: visible, within: bound)
                    #expect(found == walkedSlack(elements, visible, bound), "layout \(layout), visible \(visible), bound \(bound)")
                    // Never less room than one distance for every direction gave: no frame that placed
                    // nothing before places now.
                    let all = CollectionPlacementSlack(all: distance)
                    #expect(edges.slack(in: visible, within: all).nearest >= symmetricSlack(elements, visible, distance))
                }
            }
        }
    }

    @Test func theSlackInAGridIsTheDistanceToTheNearestRowEdgeCrossingEachWay() {
        // Four columns of 100 × 40 cells, rows 50 apart; the visible area 400 × 130 from y = 65: rows end
        // at 40 + 50k and start at 50k. Down, the bottom edge (195) reaches row 4's start (200) after 5; up,
        // the top edge (65) reaches row 0's end (40) after 25; across, the visible area leaves the first or
        // last column after 100.
        let frames = (0..<40).map { CGRect(x: CGFloat($0 % 4) * 100, y: CGFloat($0 / 4) * 50, width: 100, height: 40) }
        let elements = attributes(frames)
        var edges = CollectionPlacementEdges()
        edges.rebuild(from: elements)
        let visible = CGRect(x: 0, y: 65, width: 400, height: 130)
        let open = CollectionPlacementSlack(all: .infinity)
        #expect(edges.slack(in: visible, within: open) == CollectionPlacementSlack(left: 100, right: 100, up: 25, down: 5))
        #expect(edges.slack(in: visible, within: CollectionPlacementSlack(all: 3)) == CollectionPlacementSlack(all: 3))
        // Three points down: 2 more down, 28 up (a single distance for both ways would have been 2).
        #expect(edges.slack(in: visible.offsetBy(dx: 0, dy: 3), within: open) == CollectionPlacementSlack(left: 100, right: 100, up: 28, down: 2))
        // No elements: the bound.
        edges.rebuild(from: [])
        #expect(edges.slack(in: visible, within: CollectionPlacementSlack(all: 7)) == CollectionPlacementSlack(all: 7))
        #expect(edges.slack(in: visible, within: open) == open)
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
        var random = SeededRandom(seed: 26)
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
