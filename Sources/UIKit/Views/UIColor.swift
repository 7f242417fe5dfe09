/// A colour in the sRGB space. Nothing is drawn on Linux; colours are stored so that code written for
/// UIKit compiles and tests can read them back.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0 to 1.
    public var red: CGFloat
    /// Green, 0 to 1.
    public var green: CGFloat
    /// Blue, 0 to 1.
    public var blue: CGFloat
    /// Opacity, 0 to 1.
    public var alpha: CGFloat

    /// Creates a colour from components in `0...1`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

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
