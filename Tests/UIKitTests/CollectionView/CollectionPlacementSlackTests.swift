import Foundation
import Testing
@testable import UIKit

/// What one element limits the placement's slack to, per side.
@Suite struct CollectionPlacementSlackTests {
    let visible = CGRect(x: 100, y: 100, width: 200, height: 100)

    @Test func anOverlappingElementLimitsEverySideToItsFarEdge() {
        var slack = CollectionPlacementSlack(all: .infinity)
        slack.limit(by: CGRect(x: 250, y: 80, width: 100, height: 50), in: visible)
        // Right: the visible left edge (100) reaches its right edge (350); left: the visible right edge (300)
        // reaches its left edge (250); down: the top (100) reaches its bottom (130); up: the bottom (200)
        // reaches its top (80).
        #expect(slack == CollectionPlacementSlack(left: 50, right: 250, up: 120, down: 30))
    }

    @Test func anElementOutsideLimitsOnlyTheSideOfItsWidestGap() {
        var below = CollectionPlacementSlack(all: .infinity)
        below.limit(by: CGRect(x: 150, y: 230, width: 50, height: 50), in: visible)
        #expect(below == CollectionPlacementSlack(left: .infinity, right: .infinity, up: .infinity, down: 30))
        // Diagonal, 20 to the left and 40 above: moving up 40 is not enough while it is still 20 aside.
        var diagonal = CollectionPlacementSlack(all: .infinity)
        diagonal.limit(by: CGRect(x: 30, y: 10, width: 50, height: 50), in: visible)
        #expect(diagonal == CollectionPlacementSlack(left: .infinity, right: .infinity, up: 40, down: .infinity))
        // Touching the right edge: any move right lets it in.
        var touching = CollectionPlacementSlack(all: .infinity)
        touching.limit(by: CGRect(x: 300, y: 120, width: 10, height: 10), in: visible)
        #expect(touching.right == 0)
        #expect(!touching.contains(dx: 0.5, dy: 0))
        #expect(touching.contains(dx: -0.5, dy: 3))
    }

    @Test func aMoveIsInsideOnlyStrictlyWithinEverySide() {
        let slack = CollectionPlacementSlack(left: 2, right: 3, up: 4, down: 5)
        #expect(slack.contains(dx: 2.9, dy: -3.9))
        #expect(!slack.contains(dx: 3, dy: 0))
        #expect(!slack.contains(dx: -2, dy: 0))
        #expect(!slack.contains(dx: 0, dy: 5))
        #expect(!slack.contains(dx: 0, dy: -4))
        #expect(slack.nearest == 2)
        var negative = CollectionPlacementSlack(left: -1, right: 3, up: 4, down: -2)
        negative.clampAtZero()
        #expect(negative == CollectionPlacementSlack(left: 0, right: 3, up: 4, down: 0))
        #expect(!negative.contains(dx: 0, dy: 0))
    }
}
