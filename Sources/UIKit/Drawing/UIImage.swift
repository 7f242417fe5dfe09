import CoreGraphics

/// An immutable picture: a bitmap and the scale it was made at (pixels per point).
///
/// Differences from iOS: images come from PNG data (``init(pngData:scale:)``, which says what is wrong
/// with bad data, or ``init(data:scale:)``) or from ``UIGraphicsImageRenderer``; UIKit reads no files.
public final class UIImage: Sendable {
    /// The bitmap; `nil` for the empty image.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat

    /// Wraps a bitmap.
    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The empty image (size zero).
    public init() {
        cgImage = nil
        scale = 1
    }

    /// Decodes PNG data, throwing a ``CGDrawingError`` that says what is wrong (not a PNG, truncated,
    /// too large).
    public convenience init(pngData data: Data, scale: CGFloat = 1) throws {
        self.init(cgImage: try CGImage(pngData: data), scale: scale)
    }

    /// Decodes PNG data, or `nil` when it is not a readable PNG (as UIKit's initializer).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = try? CGImage(pngData: data) else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// The size in points.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image as PNG data; `nil` for the empty image.
    public func pngData() -> Data? { try? cgImage?.pngData() }

    /// Draws the image scaled to fill `rect` in the current context.
    @MainActor public func draw(in rect: CGRect) {
        guard let context = GraphicsContextStack.currentOrReport("UIImage.draw(in:)"), let cgImage else { return }
        context.draw(cgImage, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}
