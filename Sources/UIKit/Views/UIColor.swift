/// A colour in the sRGB space with straight components, as UIKit's in its extended sRGB space.
///
/// It is Core Graphics' colour with UIKit's names: the components live in ``cgColor`` (one colour model
/// for both layers, so a colour reaches Cairo exactly as it was made), and views and
/// ``UIGraphicsImageRenderer`` draw with it.
///
/// Differences from UIKit: no dynamic (trait-dependent), pattern or non-RGB colours.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The Core Graphics colour, holding the components.
    public var cgColor: CGColor

    /// Red, 0 to 1.
    public var red: CGFloat {
        get { cgColor.red }
        set { cgColor.red = newValue }
    }
    /// Green, 0 to 1.
    public var green: CGFloat {
        get { cgColor.green }
        set { cgColor.green = newValue }
    }
    /// Blue, 0 to 1.
    public var blue: CGFloat {
        get { cgColor.blue }
        set { cgColor.blue = newValue }
    }
    /// Opacity, 0 to 1.
    public var alpha: CGFloat {
        get { cgColor.alpha }
        set { cgColor.alpha = newValue }
    }

    /// Creates a colour from components in `0...1`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour from a Core Graphics colour.
    public init(cgColor: CGColor) { self.cgColor = cgColor }

    /// Creates a grey.
    public init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// The system tint, the default of ``UIView/tintColor``.
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)

    /// `#rrggbbaa`.
    public var description: String {
        func byte(_ v: CGFloat) -> String {
            let value = Int((min(max(v, 0), 1) * 255).rounded())
            let hex = String(value, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#\(byte(red))\(byte(green))\(byte(blue))\(byte(alpha))"
    }
}
