import Foundation

/// Why a bitmap or an image could not be made: outside data (a PNG file) or a size that cannot be
/// allocated. Each message names what was found and what was expected.
public enum CGDrawingError: Error, Equatable, CustomStringConvertible {
    /// The data does not start with the PNG signature.
    case notPNG
    /// The PNG data ended early or is corrupt; `reason` is Cairo's or libpng's.
    case invalidPNG(reason: String)
    /// A bitmap of this many pixels is empty, not finite, or larger than ``CGImage/maximumPixelDimension``
    /// or ``CGImage/maximumPixelCount``.
    case unsupportedSize(width: Double, height: Double)
    /// Cairo refused to create or write a surface.
    case cairo(String)

    public var description: String {
        switch self {
        case .notPNG:
            return "not a PNG image (expected the PNG signature 89 50 4E 47 0D 0A 1A 0A at the start)"
        case .invalidPNG(let reason):
            return "unreadable PNG image: \(reason) (is the file truncated?)"
        case .unsupportedSize(let width, let height):
            return "unsupported bitmap size \(width) × \(height) pixels (expected 1 to \(CGImage.maximumPixelDimension) "
                + "on each side and at most \(CGImage.maximumPixelCount) pixels)"
        case .cairo(let message):
            return "cairo: \(message)"
        }
    }
}
