import CCairo
import Foundation

/// A drawing destination: a bitmap and a graphics state (transform, clip, colours, line style, alpha),
/// drawn with Cairo.
///
/// Coordinates are UIKit's: origin at the top left, y down, in the units of the current transform
/// (points when UIKit made the context). Every context owns its bitmap; contexts are not thread-safe, as
/// Cairo's are not: use one from one thread at a time (UIKit uses them on the main actor only).
///
/// Differences from Core Graphics: there is no y-up bitmap context (every context is "flipped" the way
/// UIKit's are, and ``draw(_:in:byTiling:)`` draws images upright); colours are sRGB only; blend modes
/// are the subset in ``CGBlendMode``.
public final class CGContext {
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// The bitmap's size, row length and pixels, read from Cairo once: an image surface made by
    /// `cairo_image_surface_create` keeps its buffer for its lifetime. The direct pixel writes of a
    /// compositor's small frames read these instead of calling Cairo's getters (two code pages of libcairo
    /// on a cold frame; docs/benchmarks.md, "Session 38").
    let pixelWidth: Int, pixelHeight: Int
    /// Bytes from one row to the next.
    let bytesPerRow: Int
    /// The first pixel; `nil` only if Cairo gave the surface no buffer.
    let pixelData: UnsafeMutablePointer<UInt8>?

    /// The part of the graphics state Cairo does not keep: fill and stroke colours and the global alpha;
    /// and what this context knows of Cairo's clip, for the drawing that goes around Cairo.
    struct ColourState {
        var fill = CGColor.black
        var stroke = CGColor.black
        var alpha: CGFloat = 1
        var interpolation = CGInterpolationQuality.default
        var clip = DeviceClip()
    }

    var colours = ColourState()
    var savedColours: [ColourState] = []
    /// The alpha each open transparency layer is composited with.
    var layerAlphas: [CGFloat] = []
    /// Masks waiting for the restore of the state they were begun in.
    var pendingMasks: [PendingMask] = []
    /// The whole-pixel boxes of the clips of the current state and the states saved under it (``DeviceClip``).
    var clipBoxes: [PixelBox] = []
    /// The pixman images the whole-pixel composites and fills use (CGContext+Pixman.swift), made on first use.
    var pixman = PixmanImages()
    /// Whether whole-pixel composites and fills go to pixman directly (`true`) or all drawing goes through
    /// Cairo; tests compare the two.
    var drawsWholePixelsDirectly = true

    /// Creates a context drawing into a new, transparent bitmap of `width` × `height` pixels. Throws
    /// ``CGDrawingError/unsupportedSize(width:height:)`` for an empty, non-finite or too large size,
    /// before allocating anything.
    public init(width: Int, height: Int) throws {
        let size = try CGImage.validatedPixelSize(width: Double(width), height: Double(height))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.width, size.height) else {
            throw CGDrawingError.cairo("no surface")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw CGDrawingError.cairo(message)
        }
        self.surface = surface
        self.cr = cairo_create(surface)
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
        bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        pixelData = cairo_image_surface_get_data(surface)
    }

    deinit {
        pixman.release()
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The bitmap's width in pixels.
    public var width: Int { pixelWidth }
    /// The bitmap's height in pixels.
    public var height: Int { pixelHeight }

    /// A copy of the bitmap as it is now.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        let copier = cairo_create(copy)
        cairo_set_source_surface(copier, surface, 0, 0)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_destroy(copier)
        return CGImage(owning: copy)
    }

    /// The colour of one pixel of the bitmap (device pixels, row 0 at the top), un-premultiplied; `nil`
    /// outside the bitmap. Reads in place, without copying the bitmap.
    public func pixel(x: Int, y: Int) -> CGPixel? {
        cairo_surface_flush(surface)
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return CGPixel(premultipliedARGB: word)
    }

    /// Calls `body` with the bitmap's memory, read-only: rows of `bytesPerRow` bytes from the top, each pixel
    /// one native-endian 32-bit premultiplied ARGB word (Cairo's ARGB32; SDL's `ARGB8888`). For presenting
    /// the pixels without a copy; the pointer is valid only inside `body`.
    public func withUnsafeBitmap<Result>(
        _ body: (_ pixels: UnsafeRawBufferPointer, _ width: Int, _ height: Int, _ bytesPerRow: Int) throws -> Result
    ) rethrows -> Result {
        cairo_surface_flush(surface)
        let base = pixelData.map { UnsafeRawPointer($0) }
        return try body(UnsafeRawBufferPointer(start: base, count: base == nil ? 0 : bytesPerRow * pixelHeight), pixelWidth, pixelHeight,
                        bytesPerRow)
    }

    /// The bitmap as PNG data.
    public func pngData() throws -> Data {
        guard let image = makeImage() else { throw CGDrawingError.cairo("no image") }
        return try image.pngData()
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, line style, alpha).
    public func saveGState() {
        cairo_save(cr)
        savedColours.append(colours)
    }

    /// Pops the graphics state pushed by the matching ``saveGState()``. Unbalanced calls are ignored.
    public func restoreGState() {
        guard !savedColours.isEmpty else { return }
        if let mask = pendingMasks.last, mask.depth == savedColours.count {
            pendingMasks.removeLast()
            applyMask(mask)
        }
        cairo_restore(cr)
        colours = savedColours.removeLast()
        releaseClipBoxes()
    }

    /// Composites the group a mask began through the mask image's alpha, stretched over its rectangle.
    private func applyMask(_ mask: PendingMask) {
        cairo_pop_group_to_source(cr)
        guard let pattern = cairo_pattern_create_for_surface(mask.image.surface) else { return }
        let sx = CGFloat(mask.image.width) / max(mask.rect.width, .leastNonzeroMagnitude)
        let sy = CGFloat(mask.image.height) / max(mask.rect.height, .leastNonzeroMagnitude)
        // The pattern matrix maps user space to the image's pixels.
        var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -mask.rect.minX * sx, y0: -mask.rect.minY * sy)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// How many ``saveGState()`` calls are not yet restored (our own addition: lets a caller that hands
    /// the context to other code restore whatever that code left pushed).
    public var gStateDepth: Int { savedColours.count }

    /// Restores graphics states until ``gStateDepth`` is `depth`.
    public func restoreGState(toDepth depth: Int) {
        while savedColours.count > max(depth, 0) { restoreGState() }
    }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { colours.fill = color }
    /// Sets the fill colour from components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colours.fill = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { colours.fill = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { colours.stroke = color }
    /// Sets the stroke colour from components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colours.stroke = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { colours.stroke = CGColor(gray: gray, alpha: alpha) }
    /// The current fill colour.
    public var fillColor: CGColor { colours.fill }
    /// The current stroke colour.
    public var strokeColor: CGColor { colours.stroke }

    /// Sets the global alpha that multiplies everything drawn (0 to 1).
    public func setAlpha(_ alpha: CGFloat) { colours.alpha = min(max(alpha, 0), 1) }
    /// The global alpha.
    public var alpha: CGFloat { colours.alpha }

    /// Sets the line width for strokes, in user units.
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cr, max(width, 0)) }
    /// The current line width.
    public var lineWidth: CGFloat { cairo_get_line_width(cr) }
    /// Sets how line ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cr, cap.cairo) }
    /// Sets how corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cr, join.cairo) }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cr, limit) }
    /// Sets a dash pattern: alternating on and off lengths, starting `phase` units into it. An empty
    /// pattern draws solid lines. Negative lengths, or lengths that are all zero, draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }) else {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        let values = lengths.map { Double($0) }
        values.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(phase)) }
    }
    /// Sets how drawing combines with the bitmap.
    public func setBlendMode(_ mode: CGBlendMode) { cairo_set_operator(cr, mode.cairo) }
    /// Whether shapes are antialiased (default `true`).
    public func setShouldAntialias(_ antialias: Bool) {
        cairo_set_antialias(cr, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
    /// How scaled images are resampled.
    public var interpolationQuality: CGInterpolationQuality {
        get { colours.interpolation }
        set { colours.interpolation = newValue }
    }

    // MARK: Transform

    /// The current transformation matrix: user space to device pixels.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Moves the origin of user space.
    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cr, x, y) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cr, x, y) }
    /// Rotates user space by `angle` radians (clockwise on screen for positive angles, y being down).
    public func rotate(by angle: CGFloat) { cairo_rotate(cr, angle) }
    /// Applies `transform` to user space: points are mapped by `transform`, then by the current matrix.
    /// A transform that cannot be inverted is ignored (Cairo would enter an error state).
    public func concatenate(_ transform: CGAffineTransform) {
        guard transform.determinant != 0, transform.determinant.isFinite, transform.tx.isFinite, transform.ty.isFinite else { return }
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &m)
    }

    /// Whether Cairo is still usable; a context in an error state draws nothing.
    var isHealthy: Bool { cairo_status(cr) == CAIRO_STATUS_SUCCESS }
}
