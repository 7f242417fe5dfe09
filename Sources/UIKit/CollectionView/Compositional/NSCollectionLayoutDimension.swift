/// One length of a compositional layout's element: a fraction of its container's width or height, an
/// absolute length, or an estimate the element's cell corrects by sizing itself (UIKit's
/// `NSCollectionLayoutDimension`).
///
/// Fractions are of the *containing group* (for an item or a nested group), or of the section's content
/// area — the collection view's visible width or height less the section's content insets — for a
/// section's top-level group and its boundary supplementary items. A fraction, an absolute length and an
/// estimate must be finite and greater than zero; any other value is reported by the layout (naming the
/// section and the element) and taken as 1.
public final class NSCollectionLayoutDimension: Sendable {
    enum Kind: Sendable, Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the length in points, or the estimate in points.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// An estimate in points; the element's cell gives the real length when it is first shown (its
    /// `preferredLayoutAttributesFitting(_:)`, measured with Auto Layout).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate the cell corrects.
    public var isEstimated: Bool { kind == .estimated }

    /// Whether the value can be used: finite and greater than zero.
    var isValid: Bool { dimension.isFinite && dimension > 0 }

    /// `.fractionalWidth(0.5)`, for diagnostics.
    var traceDescription: String {
        let name = switch kind {
        case .fractionalWidth: "fractionalWidth"
        case .fractionalHeight: "fractionalHeight"
        case .absolute: "absolute"
        case .estimated: "estimated"
        }
        return ".\(name)(\(TraceFormat.number(dimension)))"
    }

    /// The length in `container` (fractions of its width or height; invalid values count as 1).
    func resolved(in container: CGSize) -> CGFloat {
        let value = isValid ? dimension : 1
        switch kind {
        case .fractionalWidth: return max(value * container.width, 0)
        case .fractionalHeight: return max(value * container.height, 0)
        case .absolute, .estimated: return value
        }
    }
}

/// A width and a height, each an ``NSCollectionLayoutDimension`` (UIKit's `NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from a width and a height.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// Both dimensions resolved in `container`.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between a group's items: exactly so much, or at least so much with the room left spread
/// between them (UIKit's `NSCollectionLayoutSpacing`).
public final class NSCollectionLayoutSpacing: Sendable {
    /// The space in points (the least space, for flexible spacing).
    public let spacing: CGFloat
    /// Whether the space is exactly ``spacing``.
    public let isFixedSpacing: Bool
    /// Whether the space is at least ``spacing``, the room left spread evenly between the items.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    private init(_ spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }

    /// Exactly `fixedSpacing` points between items.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing` points between items; the group's room left is spread between them.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(flexibleSpacing, fixed: false) }
}
