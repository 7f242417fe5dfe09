import Foundation
import UIKit

// Approximate comparisons for geometry built from sines and cosines: cos(π/2) is 6e-17, not 0, so exact
// equality would test the floating-point library rather than the framework. The tolerance is far below
// anything a touch can resolve (1e-9 pt).

let geometryTolerance: CGFloat = 1e-9

extension CGFloat {
    func isApproximately(_ other: CGFloat, tolerance: CGFloat = geometryTolerance) -> Bool {
        Swift.abs(self - other) <= tolerance
    }
}

extension CGPoint {
    func isApproximately(_ other: CGPoint, tolerance: CGFloat = geometryTolerance) -> Bool {
        x.isApproximately(other.x, tolerance: tolerance) && y.isApproximately(other.y, tolerance: tolerance)
    }
}

extension CGSize {
    func isApproximately(_ other: CGSize, tolerance: CGFloat = geometryTolerance) -> Bool {
        width.isApproximately(other.width, tolerance: tolerance) && height.isApproximately(other.height, tolerance: tolerance)
    }
}

extension CGRect {
    func isApproximately(_ other: CGRect, tolerance: CGFloat = geometryTolerance) -> Bool {
        origin.isApproximately(other.origin, tolerance: tolerance) && size.isApproximately(other.size, tolerance: tolerance)
    }
}

extension CGAffineTransform {
    func isApproximately(_ other: CGAffineTransform, tolerance: CGFloat = geometryTolerance) -> Bool {
        a.isApproximately(other.a, tolerance: tolerance) && b.isApproximately(other.b, tolerance: tolerance)
            && c.isApproximately(other.c, tolerance: tolerance) && d.isApproximately(other.d, tolerance: tolerance)
            && tx.isApproximately(other.tx, tolerance: tolerance) && ty.isApproximately(other.ty, tolerance: tolerance)
    }
}
