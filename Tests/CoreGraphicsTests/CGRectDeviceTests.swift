import CoreGraphics
import Foundation
import Testing

/// The compositor's inlined rectangle arithmetic (CGRect+Device.swift) gives Foundation's results for the rectangles
/// the compositor makes (null, or non-negative sizes), including rectangles that only touch, are empty,
/// or lie far apart, and `rounded(.down)` / `rounded(.up)` for every kind of value.
@Suite struct CGRectDeviceTests {
    /// Rectangles on an eighth-of-a-pixel grid (exact in binary, as the compositor's device rectangles
    /// are whole or transformed by scales like 2 and 0.97), with the null rectangle among them.
    static var rectangles: [CGRect] {
        var rects: [CGRect] = [.null]
        let origins: [CGFloat] = [-40.5, 0, 0.125, 7.75, 10, 1_000_000]
        let sizes: [CGFloat] = [0, 0.25, 2, 12.5]
        for x in origins {
            for y in origins.reversed() {
                for (index, width) in sizes.enumerated() {
                    rects.append(CGRect(x: x, y: y, width: width, height: sizes[(index * 5 + 1) % sizes.count]))
                }
            }
        }
        return rects
    }

    @Test func unionIntersectionAndEqualityAreFoundations() {
        let rects = Self.rectangles
        var compared = 0
        for a in rects {
            #expect(a.isDeviceNull == a.isNull, "isNull of \(a)")
            for b in rects {
                #expect(a.deviceUnion(b) == a.union(b), "union of \(a) and \(b)")
                let mine = a.deviceIntersection(b), theirs = a.intersection(b)
                #expect(mine == theirs, "intersection of \(a) and \(b): \(mine), Foundation \(theirs)")
                #expect(mine.isNull == theirs.isNull)
                #expect(a.isSameDeviceRect(b) == (a == b), "equality of \(a) and \(b)")
                #expect(a.deviceContains(b) == a.contains(b), "\(a) contains \(b)")
                compared += 1
            }
        }
        #expect(compared == rects.count * rects.count)
    }

    @Test func touchingRectanglesMeetInAnEmptyRectangleAndApartOnesInNull() {
        let left = CGRect(x: 0, y: 0, width: 10, height: 10), right = CGRect(x: 10, y: 2, width: 5, height: 5)
        #expect(left.deviceIntersection(right) == CGRect(x: 10, y: 2, width: 0, height: 5))
        #expect(left.deviceIntersection(CGRect(x: 11, y: 0, width: 1, height: 1)).isNull)
        #expect(left.deviceUnion(.null) == left)
        #expect(CGRect.null.deviceUnion(right) == right)
        #expect(CGRect.null.deviceIntersection(left).isNull)
        #expect(CGRect.deviceNull == CGRect.null)
        #expect(left.deviceContains(CGRect(x: 2, y: 2, width: 8, height: 8)))
        #expect(!left.deviceContains(right))
        #expect(left.deviceContains(.null))  // as Foundation's on Linux: the union with null is the rectangle
        #expect(!CGRect.null.deviceContains(left))
    }

    @Test(arguments: [CGFloat(0), -0.5, 0.5, 1, -1, 2.75, -2.75, 1e-9, -1e-9, 1_279.999, 4_503_599_627_370_495.5,
                      4_503_599_627_370_496, -4_503_599_627_370_497, 1e300, -1e300, .infinity, -.infinity,
                      CGFloat(Int64.max), CGFloat(Int64.min), .leastNonzeroMagnitude])
    func floorAndCeilingAreRoundings(value: CGFloat) {
        #expect(value.deviceFloor == value.rounded(.down), "floor of \(value)")
        #expect(value.deviceCeiling == value.rounded(.up), "ceiling of \(value)")
    }

    @Test func floorAndCeilingOfNaNAreNaN() {
        #expect(CGFloat.nan.deviceFloor.isNaN)
        #expect(CGFloat.nan.deviceCeiling.isNaN)
    }
}
