import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite struct CompositionalGeometryTests {
    func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    @Test func aGroupsTemplateHoldsTheCellsOfOneGroupAndStopsAtTheLimit() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        var frames: [CGRect] = []
        let placed = CompositionalGeometry.place(group, at: CGPoint(x: 10, y: 20), size: CGSize(width: 200, height: 50), limit: .max,
                                                 frames: &frames) { _ in nil }
        #expect(placed == CGSize(width: 200, height: 50))
        #expect(frames == [0, 50, 100, 150].map { CGRect(x: 10 + $0, y: 20, width: 50, height: 50) })
        var limited: [CGRect] = []
        _ = CompositionalGeometry.place(group, at: .zero, size: CGSize(width: 200, height: 50), limit: 3, frames: &limited) { _ in nil }
        #expect(limited.count == 3)
    }

    @Test func aRepeatedSectionFindsARectanglesItemsByDivision() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.interGroupSpacing = 10
        let geometry = CompositionalGeometry.layout(section, index: 0, itemCount: 18, start: 100, container: CGSize(width: 200, height: 400),
                                                    vertical: true) { _ in nil }
        // Five groups (the last holds two items): 5 × 50 + 4 × 10.
        #expect(geometry.frame == CGRect(x: 0, y: 100, width: 200, height: 290))
        var found: [Int] = []
        geometry.forEachItem(near: CGRect(x: 0, y: 225, width: 200, height: 5)) { found.append($0) }
        // Group 2 spans 220–270.
        #expect(found == [8, 9, 10, 11])
        found = []
        geometry.forEachItem(near: CGRect(x: 0, y: 330, width: 200, height: 500)) { found.append($0) }
        #expect(found == [16, 17])
        #expect(geometry.itemFrame(17) == CGRect(x: 50, y: 340, width: 50, height: 50))
        #expect(geometry.itemFrame(18) == nil)
    }

    @Test func anEstimatedSectionKeepsFramesAndFindsGroupsByBinarySearch() {
        let rowSize = size(.fractionalWidth(1), .estimated(40))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
        let geometry = CompositionalGeometry.layout(section, index: 0, itemCount: 100, start: 0, container: CGSize(width: 200, height: 400),
                                                    vertical: true) { item in item == 1 ? CGSize(width: 200, height: 100) : nil }
        #expect(geometry.itemFrame(1) == CGRect(x: 0, y: 40, width: 200, height: 100))
        #expect(geometry.itemFrame(2) == CGRect(x: 0, y: 140, width: 200, height: 40))
        var found: [Int] = []
        geometry.forEachItem(near: CGRect(x: 0, y: 150, width: 200, height: 60)) { found.append($0) }
        #expect(found == [2, 3])
        #expect(geometry.frame.height == CGFloat(99 * 40 + 100))
    }
}
