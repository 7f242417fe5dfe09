import CCairo
import Foundation

extension CGContext {
    /// Copies a rectangle of `source`'s bitmap into this bitmap, pixel for pixel (our own addition, not in
    /// Core Graphics): `rect` is in `source`'s device pixels, `origin` is where its top-left pixel lands in
    /// this bitmap. Neither context's transform, clip, alpha or blend mode applies; the pixels are replaced,
    /// not composited. The rectangle is rounded out to whole pixels and cut to both bitmaps, so any part
    /// outside either is ignored.
    ///
    /// Drawing a ``CGImage`` of the source costs a copy of the whole source and a compositing pass; a
    /// replay's frame writer keeps one frame bitmap and refreshes only the regions that changed, and the
    /// replay inspector packs 32-pixel tiles into an atlas, with this.
    ///
    /// ```swift
    /// frame.copyPixels(from: compositor.context, in: damaged, to: damaged.origin)
    /// ```
    public func copyPixels(from source: CGContext, in rect: CGRect, to origin: CGPoint) {
        guard source !== self, origin.x.isFinite, origin.y.isFinite,
              abs(origin.x) < CGFloat(CGImage.maximumPixelDimension) * 2, abs(origin.y) < CGFloat(CGImage.maximumPixelDimension) * 2
        else { return }
        // Cut to the source first (so the conversions below stay in range), then round out to whole pixels.
        let offset = CGPoint(x: origin.x - rect.standardized.minX, y: origin.y - rect.standardized.minY)
        let limit = CGFloat(CGImage.maximumPixelDimension) * 4
        guard offset.x.isFinite, offset.y.isFinite, abs(offset.x) < limit, abs(offset.y) < limit else { return }
        let cut = rect.standardized.intersection(CGRect(x: 0, y: 0, width: source.width, height: source.height))
        guard !cut.isNull, !cut.isEmpty, cut.minX.isFinite, cut.maxX.isFinite, cut.minY.isFinite, cut.maxY.isFinite else { return }
        var sx = Int(cut.minX.rounded(.down)), sy = Int(cut.minY.rounded(.down))
        let ex = Int(cut.maxX.rounded(.up)), ey = Int(cut.maxY.rounded(.up))
        var dx = Int((CGFloat(sx) + offset.x).rounded(.down)), dy = Int((CGFloat(sy) + offset.y).rounded(.down))
        // Then cut to this bitmap.
        if dx < 0 { sx -= dx; dx = 0 }
        if dy < 0 { sy -= dy; dy = 0 }
        let columns = min(ex - sx, width - dx), rows = min(ey - sy, height - dy)
        guard columns > 0, rows > 0 else { return }
        cairo_surface_flush(source.surface)
        cairo_surface_flush(surface)
        guard let from = cairo_image_surface_get_data(source.surface), let to = cairo_image_surface_get_data(surface) else { return }
        let fromStride = Int(cairo_image_surface_get_stride(source.surface)), toStride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<rows {
            memcpy(to + (dy + row) * toStride + dx * 4, from + (sy + row) * fromStride + sx * 4, columns * 4)
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(dx), Int32(dy), Int32(columns), Int32(rows))
    }
}
