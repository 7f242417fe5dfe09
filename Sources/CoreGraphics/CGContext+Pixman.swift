import CCairo
import CPixman
import Foundation

// Whole-pixel composites and fills through pixman, around Cairo.
//
// Cairo's image backend draws with pixman, but each call builds its own pixman images: painting a bitmap
// makes one for the source (the pattern's extend and filter are per call) and mallocs its transform;
// clearing or filling walks the path, the clip and the composite rectangles first. Typing a key on the
// on-screen keyboard repaints a dozen key caps and views, so about half of a key's allocations were
// Cairo's (docs/benchmarks.md, "Session 38: the allocation sites by caller"). When the result is a plain
// pixman operation on whole pixels, this makes that operation itself, with images kept per context: the
// same operator, images and boxes Cairo's image compositor would pass, so the same pixels (checked byte for
// byte against Cairo: CGContextPixmanTests). Anything else (a scale, rotation or fractional offset, a
// clip that is not whole-pixel boxes, a transparency layer or mask, another blend mode) goes through Cairo.

/// The pixman images of one context, made on first use and kept for its lifetime: its bitmap (over Cairo's
/// pixels, which an image surface keeps for its lifetime, so the image never goes stale), and two 1 × 1
/// repeating images whose pixel is rewritten per call: an alpha for a composite's opacity, a colour for a
/// translucent fill.
struct PixmanImages {
    private var bitmapImage: OpaquePointer?
    private var opacityImage: OpaquePointer?
    private var colourImage: OpaquePointer?
    /// How many composites and fills went to pixman directly since the context was made (tests tell the
    /// direct path from Cairo's with it).
    var directOperations = 0

    /// The bitmap of `context` as a pixman image.
    mutating func bitmap(of context: CGContext) -> OpaquePointer? {
        if let bitmapImage { return bitmapImage }
        guard let data = context.pixelData else { return nil }
        bitmapImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(context.pixelWidth), Int32(context.pixelHeight),
                                               UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                               Int32(context.bytesPerRow))
        return bitmapImage
    }

    /// A 1 × 1 repeating alpha image of `alpha` (Cairo's solid mask for `cairo_paint_with_alpha`).
    mutating func opacity(_ alpha: UInt8) -> OpaquePointer? {
        guard let image = Self.solid(&opacityImage, format: PIXMAN_a8) else { return nil }
        pixman_image_get_data(image)?.withMemoryRebound(to: UInt8.self, capacity: 1) { $0.pointee = alpha }
        return image
    }

    /// A 1 × 1 repeating image of the premultiplied ARGB32 word `pixel` (Cairo's solid source).
    mutating func colour(_ pixel: UInt32) -> OpaquePointer? {
        guard let image = Self.solid(&colourImage, format: PIXMAN_a8r8g8b8) else { return nil }
        pixman_image_get_data(image)?.pointee = pixel
        return image
    }

    /// The 1 × 1 repeating image in `slot`, made if there is none yet. pixman composites a 1 × 1 repeating
    /// image as a solid colour, reading its pixel at each composite.
    private static func solid(_ slot: inout OpaquePointer?, format: pixman_format_code_t) -> OpaquePointer? {
        if let slot { return slot }
        guard let image = pixman_image_create_bits(format, 1, 1, nil, 0) else { return nil }
        pixman_image_set_repeat(image, PIXMAN_REPEAT_NORMAL)
        slot = image
        return image
    }

    /// Unreferences the images (the context's deinit).
    mutating func release() {
        for image in [bitmapImage, opacityImage, colourImage] {
            if let image { pixman_image_unref(image) }
        }
        bitmapImage = nil; opacityImage = nil; colourImage = nil
    }
}

extension CGContext {
    /// Whether drawing may go to pixman now: allowed, and not inside a transparency layer or a mask (whose
    /// drawing goes into a group surface of Cairo's, not the bitmap), and a clip this context knows.
    private var drawsAroundCairo: Bool {
        drawsWholePixelsDirectly && layerAlphas.isEmpty && pendingMasks.isEmpty && colours.clip.shape != .other
    }

    /// Paints `source`'s bitmap stretched over `rect` (user space, standardized) as
    /// ``drawContents(of:in:)`` does through Cairo, with pixman, when the bitmap lands on the device pixels
    /// one for one at a whole-pixel offset; `false`, drawing nothing, otherwise.
    ///
    /// Cairo's image compositor, for a surface pattern whose matrix is such a translation under a clip of
    /// whole-pixel boxes, composites each box with `pixman_image_composite32`: `OVER` (with a solid mask of the
    /// global alpha when it is neither opaque nor clear, the alpha as a 16-bit value `a × 65535 + 0.5` of
    /// which pixman uses the high byte), or `SRC` for the copy blend mode at full opacity. This does the same.
    func compositeWholePixels(of source: CGContext, in rect: CGRect) -> Bool {
        guard drawsAroundCairo, source !== self else { return false }
        let op = cairo_get_operator(cr)
        guard op == CAIRO_OPERATOR_OVER || op == CAIRO_OPERATOR_SOURCE else { return false }
        let m = currentMatrix
        guard m.yx == 0, m.xy == 0, m.xx * (rect.width / CGFloat(source.width)) == 1, m.yy * (rect.height / CGFloat(source.height)) == 1,
              let x = Self.wholePixel(rect.minX * m.xx + m.x0), let y = Self.wholePixel(rect.minY * m.yy + m.y0)
        else { return false }
        // cairo_paint_with_alpha: near-opaque paints, near-clear paints nothing (both operators are bounded
        // by the mask), anything between masks with the alpha's 16-bit value.
        var mask: UInt8?
        let alpha = Double(colours.alpha)
        if alpha < Double(0xFF00) / Double(0xFFFF) {
            guard alpha > Double(0x00FF) / Double(0xFFFF) else { return true }
            let short = UInt16(alpha * 65535 + 0.5)
            if short <= 0x00FF { return true }
            if short < 0xFF00 {
                // Cairo's SOURCE through a mask is a linear interpolation, not one pixman operator.
                guard op == CAIRO_OPERATOR_OVER else { return false }
                mask = UInt8(short >> 8)
            }
        }
        guard let target = pixman.bitmap(of: self), let image = source.pixman.bitmap(of: source) else { return false }
        let maskImage = mask.flatMap { pixman.opacity($0) }
        guard mask == nil || maskImage != nil else { return false }
        let pixmanOp = op == CAIRO_OPERATOR_SOURCE ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        let placement = PixelBox(x0: x, y0: y, x1: x + source.width, y1: y + source.height)
        cairo_surface_flush(source.surface)
        cairo_surface_flush(surface)
        var written = PixelBox(x0: .max, y0: .max, x1: .min, y1: .min)
        _ = forEachClipped(placement) { box in
            pixman_image_composite32(pixmanOp, image, maskImage, target, Int32(box.x0 - x), Int32(box.y0 - y), 0, 0,
                                     Int32(box.x0), Int32(box.y0), Int32(box.x1 - box.x0), Int32(box.y1 - box.y0))
            written = written.union(box)
        }
        finishDirectOperation(written)
        return true
    }

    /// Fills `rects` (user space) as Cairo's fill of their union with `colour` (with the global alpha and
    /// the blend mode), or clears them when `colour` is `nil`, with pixman, when every rectangle lies on
    /// whole device pixels; `false`, drawing nothing, otherwise.
    ///
    /// Cairo's image compositor fills whole-pixel boxes with `pixman_fill` of the colour's pixel word when
    /// the fill replaces the pixels (a clear; the copy blend mode; an opaque colour), and composites a solid
    /// colour `OVER` them otherwise; the word is each premultiplied component as a 16-bit value
    /// (`c × a × 65535 + 0.5`), high bytes kept. This does the same.
    func fillWholePixels(_ rects: UnsafeBufferPointer<CGRect>, with colour: CGColor?) -> Bool {
        guard drawsAroundCairo else { return false }
        let op = colour == nil ? CAIRO_OPERATOR_CLEAR : cairo_get_operator(cr)
        guard op == CAIRO_OPERATOR_OVER || op == CAIRO_OPERATOR_SOURCE || op == CAIRO_OPERATOR_CLEAR else { return false }
        let solid: SolidFill?
        if let colour { solid = solidFill(colour, op: op) } else { solid = .replace(0) }
        guard let fill = solid else { return false }
        let m = currentMatrix
        for (index, rect) in rects.enumerated() {
            guard let box = Self.wholePixelDeviceBox(of: rect, under: m) else { return false }
            // Blending twice where two rectangles overlap is not the fill of their union.
            guard case .blend = fill else { continue }
            for other in rects[..<index] {
                guard let earlier = Self.wholePixelDeviceBox(of: other, under: m), box.intersection(earlier).isEmpty else { return false }
            }
        }
        if case .unchanged = fill { return true }
        guard let target = pixman.bitmap(of: self), let data = pixelData else { return false }
        var source: OpaquePointer?
        if case .blend(let pixel) = fill {
            source = pixman.colour(pixel)
            guard source != nil else { return false }
        }
        cairo_surface_flush(surface)
        var written = PixelBox(x0: .max, y0: .max, x1: .min, y1: .min)
        let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for rect in rects {
            guard let box = Self.wholePixelDeviceBox(of: rect, under: m) else { continue }
            _ = forEachClipped(box) { box in
                switch fill {
                case .replace(let pixel):
                    _ = pixman_fill(words, Int32(bytesPerRow / 4), 32, Int32(box.x0), Int32(box.y0), Int32(box.x1 - box.x0),
                                    Int32(box.y1 - box.y0), pixel)
                case .blend:
                    pixman_image_composite32(PIXMAN_OP_OVER, source, nil, target, 0, 0, 0, 0, Int32(box.x0), Int32(box.y0),
                                             Int32(box.x1 - box.x0), Int32(box.y1 - box.y0))
                case .unchanged:
                    break
                }
                written = written.union(box)
            }
        }
        finishDirectOperation(written)
        return true
    }

    /// What a solid fill does to the pixels it covers.
    private enum SolidFill {
        /// Replaces them with this word.
        case replace(UInt32)
        /// Composites this premultiplied word over them.
        case blend(UInt32)
        /// Leaves them (a clear colour over them).
        case unchanged
    }

    /// What Cairo's fill with `colour` (the global alpha applied) and `op` does, as its image compositor
    /// decides it; `nil` for a colour Cairo would not take as a number (NaN).
    private func solidFill(_ colour: CGColor, op: cairo_operator_t) -> SolidFill? {
        func unit(_ value: CGFloat) -> Double? { value.isNaN ? nil : Double(min(max(value, 0), 1)) }
        guard let red = unit(colour.red), let green = unit(colour.green), let blue = unit(colour.blue),
              let ownAlpha = unit(colour.alpha), !colours.alpha.isNaN
        else { return nil }
        let alpha = ownAlpha * Double(colours.alpha)
        // Cairo's colour: each component premultiplied, as 16 bits (`_cairo_color_double_to_short`).
        func short(_ value: Double) -> UInt32 { UInt32(UInt16(value * 65535 + 0.5)) }
        let alphaShort = short(alpha)
        let pixel = (alphaShort >> 8) << 24 | (short(red * alpha) >> 8) << 16 | (short(green * alpha) & 0xFF00) | short(blue * alpha) >> 8
        switch op {
        case CAIRO_OPERATOR_SOURCE:
            // The gstate reduces a source that is clear to CLEAR (and one that is opaque to OVER, the same fill).
            return .replace(alphaShort <= 0x00FF ? 0 : pixel)
        case CAIRO_OPERATOR_OVER:
            if alphaShort >= 0xFF00 { return .replace(pixel) }
            return alphaShort <= 0x00FF ? .unchanged : .blend(pixel)
        default:
            return .replace(0)
        }
    }

    /// Marks the pixels written around Cairo as changed for it, and counts the operation.
    private func finishDirectOperation(_ written: PixelBox) {
        if !written.isEmpty {
            cairo_surface_mark_dirty_rectangle(surface, Int32(written.x0), Int32(written.y0), Int32(written.x1 - written.x0),
                                               Int32(written.y1 - written.y0))
        }
        pixman.directOperations += 1
    }

    /// How many composites and fills this context sent to pixman directly since it was made; for tests.
    var directPixmanOperations: Int { pixman.directOperations }
}
