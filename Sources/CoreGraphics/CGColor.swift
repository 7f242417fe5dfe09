import Foundation

/// A colour in the sRGB space with straight (not premultiplied) components, as Core Graphics' `CGColor`
/// in its device RGB space.
///
/// Differences from Core Graphics: there are no colour spaces or patterns; every colour is sRGB.
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0 to 1.
    public var red: CGFloat
    /// Green, 0 to 1.
    public var green: CGFloat
    /// Blue, 0 to 1.
    public var blue: CGFloat
    /// Opacity, 0 to 1.
    public var alpha: CGFloat

    /// Creates a colour from components in `0...1` (values outside are clamped when drawing).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a grey.
    public init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// The components, red, green, blue and alpha, as Core Graphics lists them for an RGB colour.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components (always 4: RGBA).
    public var numberOfComponents: Int { 4 }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var description: String { "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }
}
