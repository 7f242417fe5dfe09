/// How strongly Auto Layout tries to satisfy a constraint: 1...1000, where 1000 is required.
///
/// Priorities are strictly ordered: any number of broken constraints of one priority weigh less than one
/// broken constraint of a higher priority (docs/autolayout.md).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// 750: the default compression resistance, and a strong button's hugging in UIKit.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a window-resizing drag, as in UIKit.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 490: what a scene prefers when it is resized, as in UIKit.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority ``UIView/systemLayoutSizeFitting(_:)`` gives its target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { .init(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { .init(lhs.rawValue - rhs) }
}

extension NSLayoutConstraint {
    /// The two axes of a layout.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
