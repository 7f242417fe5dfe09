import CoreGraphics

/// A font: a fontconfig family, a size in points and a weight.
///
/// Differences from iOS: the system font is DejaVu Sans (Debian's `fonts-dejavu-core`), not San
/// Francisco, so text measures differently; any installed family can be named.
public struct UIFont: Hashable, Sendable {
    /// A weight, as UIKit names them (only regular and bold faces are distinguished).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium (drawn regular).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (drawn bold).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
    }

    /// The family name.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether the italic face is used.
    public let isItalic: Bool

    /// The family of the system font.
    public static let systemFamilyName = "DejaVu Sans"

    /// A font of a named family; `nil` for a size that is not positive and finite.
    public init?(name: String, size: CGFloat) {
        guard size > 0, size.isFinite else { return nil }
        self.init(family: name, size: size, weight: .regular, italic: false)
    }

    init(family: String, size: CGFloat, weight: Weight, italic: Bool) {
        familyName = family
        pointSize = size > 0 && size.isFinite ? size : 17
        self.weight = weight
        isItalic = italic
    }

    /// The system font.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: weight, italic: false)
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    /// The italic system font.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: size, weight: .regular, italic: true)
    }

    /// The system font size for body text (17 points, as iOS).
    public static let systemFontSize: CGFloat = 17

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(family: familyName, size: size, weight: weight, italic: isItalic) }

    /// The height of a line of text (ascent plus descent, as Pango lays it out).
    public var lineHeight: CGFloat { TextLayout.lineHeight(of: textStyle(color: .black)) }
    /// The distance from the top of a line to its baseline (Pango's line ascent), unrounded.
    public var ascender: CGFloat { TextLayout.lineMetrics(of: textStyle(color: .black)).ascent }
    /// The distance from the baseline to the bottom of a line, negative as on iOS (Pango's line descent).
    public var descender: CGFloat { -TextLayout.lineMetrics(of: textStyle(color: .black)).descent }

    func textStyle(color: UIColor, alignment: NSTextAlignment = .left, numberOfLines: Int = 0) -> TextStyle {
        TextStyle(family: familyName, pointSize: pointSize, isBold: weight.rawValue >= Weight.semibold.rawValue,
                  isItalic: isItalic, color: color.cgColor, alignment: alignment.textAlignment, numberOfLines: numberOfLines)
    }
}

/// Horizontal text alignment.
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left
    /// Centred.
    case center
    /// Right.
    case right
    /// Justified.
    case justified
    /// Left (left-to-right text only here).
    case natural

    var textAlignment: TextStyle.Alignment {
        switch self {
        case .left, .natural: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
    }
}

extension NSAttributedString.Key {
    /// The font (a ``UIFont``). Default: the 12-point system font, as UIKit's string drawing.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (a ``UIColor``). Default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// String drawing and measuring, as UIKit's `NSString` additions.
extension String {
    /// The size the string takes on one line with `attributes`.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextLayout.size(of: self, style: Self.style(attributes))
    }

    /// The size the string takes wrapped to `size.width`.
    @MainActor public func boundingRect(with size: CGSize, attributes: [NSAttributedString.Key: Any]? = nil) -> CGRect {
        CGRect(origin: .zero, size: TextLayout.size(of: self, style: Self.style(attributes), width: size.width))
    }

    /// Draws the string on one line at `point` in the current context.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        GraphicsContextStack.currentOrReport("String.draw(at:)")?.draw(self, style: Self.style(attributes), at: point)
    }

    /// Draws the string wrapped inside `rect` in the current context.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        GraphicsContextStack.currentOrReport("String.draw(in:)")?.draw(self, style: Self.style(attributes), in: rect)
    }

    static func style(_ attributes: [NSAttributedString.Key: Any]?) -> TextStyle {
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let color = attributes?[.foregroundColor] as? UIColor ?? .black
        return font.textStyle(color: color)
    }
}

/// Attributed-string drawing: the attributes of the first character apply to the whole string (runs with
/// several fonts or colours are not drawn separately yet).
extension NSAttributedString {
    /// The size on one line.
    @MainActor public func size() -> CGSize { string.size(withAttributes: firstAttributes) }
    /// Draws on one line at `point`.
    @MainActor public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: firstAttributes) }
    /// Draws wrapped inside `rect`.
    @MainActor public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: firstAttributes) }

    private var firstAttributes: [NSAttributedString.Key: Any] {
        length == 0 ? [:] : attributes(at: 0, effectiveRange: nil)
    }
}
