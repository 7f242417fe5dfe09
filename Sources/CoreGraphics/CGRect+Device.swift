import Foundation

// The rectangle arithmetic of a compositor's frame (the walk, the device-pixel fills and copies), written out
// so it is inlined into the modules of this package that use it: Foundation's `CGRect.union`,
// `intersection` and `==` on Linux are calls into libFoundation (three code pages), and `rounded(.down)` /
// `rounded(.up)` calls libm's `floor` and `ceil` on a baseline x86-64 target (two more). On the cold frame
// after an idle pause each code page a frame runs costs 0.2–0.28 µs (docs/benchmarks.md, "Session 33"), so a
// caret blink spent about a microsecond entering these libraries. The results are Foundation's for the
// rectangles the compositor makes: null, or with non-negative sizes (CGRectDeviceTests checks them against
// Foundation's). Package-wide, not public: they are exact only for such rectangles.

extension CGRect {
    /// `CGRect.null` (origin at infinity, size zero) made here: Foundation's `null` is a global read through
    /// a call to its addressor in libFoundation.
    @inlinable @inline(__always)
    package static var deviceNull: CGRect { CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0) }

    /// Whether this is `CGRect.null` (an origin at infinity), without calling into Foundation.
    @inlinable @inline(__always)
    package var isDeviceNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// `union(_:)` of two rectangles that are null or have non-negative sizes.
    @inlinable @inline(__always)
    package func deviceUnion(_ other: CGRect) -> CGRect {
        if isDeviceNull { return other }
        if other.isDeviceNull { return self }
        let minX = Swift.min(origin.x, other.origin.x), minY = Swift.min(origin.y, other.origin.y)
        let maxX = Swift.max(origin.x + size.width, other.origin.x + other.size.width)
        let maxY = Swift.max(origin.y + size.height, other.origin.y + other.size.height)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `intersection(_:)` of two rectangles that are null or have non-negative sizes: null when they do not
    /// meet; rectangles that only touch meet in an empty rectangle, as in Foundation.
    @inlinable @inline(__always)
    package func deviceIntersection(_ other: CGRect) -> CGRect {
        if isDeviceNull || other.isDeviceNull { return .deviceNull }
        let minX = Swift.max(origin.x, other.origin.x), minY = Swift.max(origin.y, other.origin.y)
        let maxX = Swift.min(origin.x + size.width, other.origin.x + other.size.width)
        let maxY = Swift.min(origin.y + size.height, other.origin.y + other.size.height)
        if maxX < minX || maxY < minY { return .deviceNull }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `contains(_:)` of two rectangles that are null or have non-negative sizes: Foundation's definition on
    /// Linux (the union is this rectangle, so every rectangle contains the null one), with the arithmetic above.
    @inlinable @inline(__always)
    package func deviceContains(_ other: CGRect) -> Bool {
        deviceUnion(other).isSameDeviceRect(self)
    }

    /// `==`, field by field, without calling into Foundation.
    @inlinable @inline(__always)
    package func isSameDeviceRect(_ other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }
}

extension CGFloat {
    /// `rounded(.down)` without libm: below 2⁵² in magnitude the value truncates exactly to an `Int64`;
    /// from 2⁵² on every `Double` is whole, so it, infinities and NaN are their own floor.
    @inlinable @inline(__always)
    package var deviceFloor: CGFloat {
        guard magnitude < 4_503_599_627_370_496 else { return self }
        let truncated = CGFloat(Int64(self))
        return truncated > self ? truncated - 1 : truncated
    }

    /// `rounded(.up)` without libm, as ``deviceFloor``.
    @inlinable @inline(__always)
    package var deviceCeiling: CGFloat {
        guard magnitude < 4_503_599_627_370_496 else { return self }
        let truncated = CGFloat(Int64(self))
        return truncated < self ? truncated + 1 : truncated
    }
}
