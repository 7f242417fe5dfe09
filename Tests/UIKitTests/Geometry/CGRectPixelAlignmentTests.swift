import Testing
@testable import UIKit

/// Rectangles moved onto device-pixel boundaries, as the on-screen keyboard places its keys.
@Suite struct CGRectPixelAlignmentTests {
    @Test func eachEdgeGoesToTheNearestPixelBoundary() {
        let rect = CGRect(x: 10.3, y: 5.6, width: 20.5, height: 7.2)
        #expect(rect.alignedToPixels(scale: 1) == CGRect(x: 10, y: 6, width: 21, height: 7))
        #expect(rect.alignedToPixels(scale: 2) == CGRect(x: 10.5, y: 5.5, width: 20.5, height: 7.5))
    }

    @Test func rectanglesThatTouchStillTouchAndNoneOverlap() {
        // Ten keys across 377 points: each edge is shared by two neighbours before rounding.
        let unit = 377.0 / 10
        for scale in [1.0, 2.0, 4.0] {
            let keys = (0..<10).map { CGRect(x: 11.5 + Double($0) * unit, y: 3.25, width: unit, height: 40.4).alignedToPixels(scale: scale) }
            for (left, right) in zip(keys, keys.dropFirst()) {
                #expect(left.maxX == right.minX, "scale \(scale): \(left) and \(right)")
            }
            for key in keys {
                for edge in [key.minX, key.maxX, key.minY, key.maxY] {
                    #expect((edge * scale).rounded() == edge * scale, "scale \(scale): \(key)")
                }
            }
        }
    }

    @Test func aScaleThatIsNotPositiveOrARectangleWithoutEdgesIsLeftAlone() {
        let rect = CGRect(x: 0.5, y: 0.5, width: 1.25, height: 1.25)
        #expect(rect.alignedToPixels(scale: 0) == rect)
        #expect(rect.alignedToPixels(scale: -2) == rect)
        #expect(CGRect.null.alignedToPixels(scale: 1).isNull)
        #expect(CGRect.infinite.alignedToPixels(scale: 1).isInfinite)
    }

    @Test func roundingOutReachesTheEnclosingPixelsOnTheGridOfAnOrigin() {
        let rect = CGRect(x: 10.3, y: 5.6, width: 20.5, height: 7.2)
        #expect(rect.roundedOutToPixels(scale: 1) == CGRect(x: 10, y: 5, width: 21, height: 8))
        #expect(rect.roundedOutToPixels(scale: 2) == CGRect(x: 10, y: 5.5, width: 21, height: 7.5))
        // A bitmap starting at x 0.25 has its pixel boundaries at 0.25 + whole numbers.
        #expect(rect.roundedOutToPixels(scale: 1, origin: CGPoint(x: 0.25, y: 0)) == CGRect(x: 10.25, y: 5, width: 21, height: 8))
        let whole = CGRect(x: 3, y: 4, width: 5, height: 6)
        #expect(whole.roundedOutToPixels(scale: 1) == whole, "already on whole pixels: unchanged")
        #expect(rect.roundedOutToPixels(scale: 0) == rect)
        #expect(CGRect.null.roundedOutToPixels(scale: 1).isNull)
        #expect(CGRect.zero.roundedOutToPixels(scale: 1) == .zero)
    }
}
