/// Inset distances for views, in points. Positive values shrink a rectangle.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// Creates zero insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Zero insets.
    public static let zero = UIEdgeInsets()

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Inset distances that follow the layout direction (leading and trailing rather than left and right).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat
    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Zero insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// A horizontal and vertical offset, in points.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat
    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// Creates a zero offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// The zero offset.
    public static let zero = UIOffset()
}

/// A two-dimensional vector, as Core Graphics defines it.
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat
    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown for negative values).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }

    /// The centre point of the rectangle.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGPoint {
    /// The straight-line distance to another point.
    public func distance(to other: CGPoint) -> CGFloat {
        CGFloat((Double(x - other.x) * Double(x - other.x) + Double(y - other.y) * Double(y - other.y)).squareRoot())
    }
}
