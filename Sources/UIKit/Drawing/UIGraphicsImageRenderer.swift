import CoreGraphics

/// How a ``UIGraphicsImageRenderer`` makes its bitmap.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point. Default: the main screen's scale.
    public var scale: CGFloat
    /// Whether the bitmap needs no alpha (kept for compatibility; every bitmap here has alpha).
    public var opaque = false

    /// A format at the main screen's scale.
    @MainActor public init() {
        // An initializer with no object to start from: the shared application's main screen.
        scale = UIApplication.shared.mainScreen.scale
    }

    /// A format at the main screen's scale.
    @MainActor public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer's actions draw with.
@MainActor
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context (also the current context during the actions).
    public let cgContext: CGContext
    /// The format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage {
        cgContext.makeImage().map { UIImage(cgImage: $0, scale: format.scale) } ?? UIImage()
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes a one-point frame inside `rect`.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by drawing: the actions draw in points into a bitmap of `size × format.scale` pixels.
///
/// A size that is empty, not finite or beyond ``CGImage/maximumPixelDimension`` pixels is reported as a
/// diagnostic and gives the empty image, without running the actions or allocating anything.
@MainActor
public final class UIGraphicsImageRenderer {
    /// The size in points.
    public let size: CGSize
    /// The format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` points.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat()) {
        self.size = size
        self.format = format
    }

    /// A renderer for `bounds.size`.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat()) {
        self.init(size: bounds.size, format: format)
    }

    /// Draws with `actions` and returns the image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = makeContext() else { return UIImage() }
        run(actions, in: context)
        return context.makeImage().map { UIImage(cgImage: $0, scale: format.scale) } ?? UIImage()
    }

    /// Draws with `actions` and returns PNG data (empty for a size that cannot be rendered).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func makeContext() -> CGContext? {
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        do {
            let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
            guard width.isFinite, height.isFinite, width <= CGFloat(CGImage.maximumPixelDimension),
                  height <= CGFloat(CGImage.maximumPixelDimension)
            else { throw CGDrawingError.unsupportedSize(width: Double(width), height: Double(height)) }
            let context = try CGContext(width: Int(max(width, 0)), height: Int(max(height, 0)))
            context.scaleBy(x: scale, y: scale)
            return context
        } catch {
            // A renderer belongs to no application.
            UIApplication.reportDiagnostic("UIGraphicsImageRenderer(size: \(size), scale: \(format.scale)): \(error)", in: nil)
            return nil
        }
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void, in context: CGContext) {
        let depth = context.gStateDepth
        UIGraphicsPushContext(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        if case .context(let top) = GraphicsContextStack.entries.last, top === context { GraphicsContextStack.entries.removeLast() }
        context.restoreGState(toDepth: depth)
    }
}
