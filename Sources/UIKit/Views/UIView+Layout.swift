extension UIView {
    /// How a view resizes when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin absorbs change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width absorbs change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin absorbs change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin absorbs change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height absorbs change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin absorbs change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How content is fitted to the bounds (stored only; nothing is drawn).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Applies the autoresizing mask after the superview's bounds size changed from `oldSize` to `newSize`.
    ///
    /// On each axis the change is shared among the flexible parts (leading margin, size, trailing margin)
    /// in proportion to their sizes before the change, as the class reference says. When every flexible
    /// part is zero the change is split equally among them. Values are not rounded: UIKit keeps
    /// fractional frames, and so do we (docs/decisions.md).
    func autoresize(superviewOldSize oldSize: CGSize, newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let old = frame
        let (x, width) = Self.distribute(
            start: old.minX, length: old.width, container: oldSize.width, delta: newSize.width - oldSize.width,
            flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleEnd: mask.contains(.flexibleRightMargin))
        let (y, height) = Self.distribute(
            start: old.minY, length: old.height, container: oldSize.height, delta: newSize.height - oldSize.height,
            flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleEnd: mask.contains(.flexibleBottomMargin))
        let updated = CGRect(x: x, y: y, width: max(width, 0), height: max(height, 0))
        if updated != old { frame = updated }
    }

    /// Shares `delta` among the flexible parts of one axis; returns the new start and length.
    static func distribute(
        start: CGFloat, length: CGFloat, container: CGFloat, delta: CGFloat,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (CGFloat, CGFloat) {
        guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (start, length) }
        let end = container - start - length
        let parts = [(flexibleStart, max(start, 0)), (flexibleLength, max(length, 0)), (flexibleEnd, max(end, 0))]
        let flexibleTotal = parts.filter(\.0).reduce(CGFloat(0)) { $0 + $1.1 }
        let flexibleCount = CGFloat(parts.filter(\.0).count)
        func share(_ isFlexible: Bool, _ size: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return flexibleTotal > 0 ? delta * size / flexibleTotal : delta / flexibleCount
        }
        let startShare = share(flexibleStart, max(start, 0))
        let lengthShare = share(flexibleLength, max(length, 0))
        return (start + startShare, length + lengthShare)
    }
}
