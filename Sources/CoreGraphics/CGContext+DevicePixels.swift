import CCairo
import Foundation

extension CGContext {
    /// Replaces the pixels of a device rectangle with an opaque colour (our own addition, not in Core
    /// Graphics): the same pixels Cairo's fill of that rectangle with `colour` at full opacity gives, written
    /// directly, without a path, a clip or a graphics state. The context's transform, clip, alpha and blend
    /// mode do not apply. `rect` is rounded out to whole pixels and cut to the bitmap; the colour's alpha is
    /// taken as 1.
    ///
    /// A compositor repainting a caret or a recoloured button spends more in Cairo's per-call setup (and,
    /// after an idle pause, in reloading that code) than in the few hundred pixels; this is a loop of
    /// stores.
    public func fillDevicePixels(in rect: CGRect, with colour: CGColor) {
        guard let box = deviceBox(rect) else { return }
        let word = Self.opaquePixel(colour)
        cairo_surface_flush(surface)
        guard let data = pixelData else { return }
        let stride = bytesPerRow
        for row in box.y..<(box.y + box.height) {
            let start = UnsafeMutableRawPointer(data + row * stride + box.x * 4).bindMemory(to: UInt32.self, capacity: box.width)
            start.update(repeating: word, count: box.width)
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
    }

    /// ``fillDevicePixels(in:with:)`` that first copies the pixels it replaces into `words`, as
    /// ``readDevicePixels(in:into:)`` would, in the same pass over the rectangle (our own addition, not in Core
    /// Graphics). The rectangle must lie on whole pixels inside the bitmap; otherwise nothing is written,
    /// `words` is emptied and the result is `false`.
    ///
    /// A compositor showing a caret keeps what is under it and paints it: one pass over its pixels and one
    /// call instead of two (docs/drawing.md, "Save-under").
    public func fillDevicePixels(in rect: CGRect, with colour: CGColor, saving words: inout [UInt32]) -> Bool {
        guard let (box, data) = openForSaving(rect, into: &words) else { return false }
        let word = Self.opaquePixel(colour)
        let stride = bytesPerRow
        words.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            for row in 0..<box.height {
                let pixels = UnsafeMutableRawPointer(data + (box.y + row) * stride + box.x * 4).bindMemory(to: UInt32.self, capacity: box.width)
                let saved = base + row * box.width
                for column in 0..<box.width {
                    saved[column] = pixels[column]
                    pixels[column] = word
                }
            }
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
        return true
    }

    /// Moves the pixels inside a device rectangle by a whole number of pixels, within the rectangle (our own
    /// addition, not in Core Graphics): the pixel at `p` goes to `p + (dx, dy)` when both are inside `rect`.
    /// The pixels whose source lies outside the rectangle (the strip the move exposes) keep what they had,
    /// for the caller to repaint. `rect` is rounded out to whole pixels and cut to the bitmap.
    ///
    /// A scroll by a whole pixel moves everything in the scroll view: a compositor moves its pixels with
    /// this and repaints only the exposed strip (docs/drawing.md, "Copy-scroll").
    public func shiftPixels(in rect: CGRect, dx: Int, dy: Int) {
        guard let box = deviceBox(rect), abs(dx) < box.width, abs(dy) < box.height, dx != 0 || dy != 0 else { return }
        cairo_surface_flush(surface)
        guard let data = pixelData else { return }
        let stride = bytesPerRow
        let columns = box.width - abs(dx)
        let fromX = box.x + max(0, -dx), toX = box.x + max(0, dx)
        let rows = box.height - abs(dy)
        // Moving down, the bottom row is written first, so no source row is overwritten before it is read.
        for index in 0..<rows {
            let offset = dy > 0 ? rows - 1 - index : index
            let fromY = box.y + max(0, -dy) + offset, toY = box.y + max(0, dy) + offset
            memmove(data + toY * stride + toX * 4, data + fromY * stride + fromX * 4, columns * 4)
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
    }

    /// Copies the pixels of a device rectangle out of the bitmap (our own addition, not in Core Graphics):
    /// `words` becomes the rectangle's pixel words, row by row from the top, as the bitmap stores them
    /// (premultiplied ARGB32). The rectangle must lie on whole pixels inside the bitmap; otherwise `words` is
    /// emptied and the result is `false`. `words` keeps its storage when it is large enough, so a caller
    /// saving the same small area again and again allocates once.
    ///
    /// A compositor keeps the pixels under a small opaque view (a caret) with this, and puts them back with
    /// ``writeDevicePixels(_:in:)`` when the view hides, instead of repainting what is under it
    /// (docs/drawing.md, "Save-under").
    public func readDevicePixels(in rect: CGRect, into words: inout [UInt32]) -> Bool {
        guard let (box, data) = openForSaving(rect, into: &words) else { return false }
        let stride = bytesPerRow
        words.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            for row in 0..<box.height {
                memcpy(base + row * box.width, data + (box.y + row) * stride + box.x * 4, box.width * 4)
            }
        }
        return true
    }

    /// Writes pixel words read by ``readDevicePixels(in:into:)`` back into a device rectangle of the same
    /// size (our own addition, not in Core Graphics): the pixels are replaced, row by row; the transform,
    /// clip, alpha and blend mode do not apply. Returns `false`, writing nothing, when the rectangle is not on
    /// whole pixels inside the bitmap or `words` does not hold exactly its pixels.
    @discardableResult
    public func writeDevicePixels(_ words: [UInt32], in rect: CGRect) -> Bool {
        guard let box = exactBox(rect), words.count == box.width * box.height else { return false }
        cairo_surface_flush(surface)
        guard let data = pixelData else { return false }
        let stride = bytesPerRow
        words.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            for row in 0..<box.height {
                memcpy(data + (box.y + row) * stride + box.x * 4, base + row * box.width, box.width * 4)
            }
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
        return true
    }

    /// What a save of the pixels under `rect` starts with (``readDevicePixels(in:into:)`` and the saving
    /// ``fillDevicePixels(in:with:saving:)``): the rectangle's box on whole pixels inside the bitmap, the
    /// bitmap flushed, and `words` sized to the box's pixels (its storage kept when the size is the same).
    /// `nil`, with `words` emptied, when the rectangle is not on whole pixels inside the bitmap or the
    /// bitmap has no pixels. Inlined: both run on a caret's cold frame.
    @inline(__always)
    private func openForSaving(_ rect: CGRect, into words: inout [UInt32])
        -> (box: (x: Int, y: Int, width: Int, height: Int), data: UnsafeMutablePointer<UInt8>)?
    {
        guard let box = exactBox(rect) else {
            words.removeAll(keepingCapacity: true)
            return nil
        }
        cairo_surface_flush(surface)
        guard let data = pixelData else {
            words.removeAll(keepingCapacity: true)
            return nil
        }
        let count = box.width * box.height
        if words.count != count { words = [UInt32](repeating: 0, count: count) }
        return (box, data)
    }

    /// A device rectangle on whole pixels and wholly inside the bitmap, as integers; `nil` otherwise.
    /// The arithmetic is CGRect+Device.swift's, inlined: a caret's save and restore call no Foundation or
    /// libm code (code pages on the cold frame after an idle pause).
    private func exactBox(_ rect: CGRect) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return nil }
        let r = rect.size.width >= 0 && rect.size.height >= 0 ? rect : rect.standardized
        let minX = r.origin.x, minY = r.origin.y, maxX = minX + r.size.width, maxY = minY + r.size.height
        guard minX >= 0, minY >= 0, maxX <= CGFloat(width), maxY <= CGFloat(height), r.size.width >= 1, r.size.height >= 1,
              minX.deviceFloor == minX, minY.deviceFloor == minY, maxX.deviceFloor == maxX, maxY.deviceFloor == maxY
        else { return nil }
        return (Int(minX), Int(minY), Int(r.size.width), Int(r.size.height))
    }

    /// The premultiplied ARGB32 word of an opaque colour as Cairo stores a solid fill: each component clamped
    /// to 0…1, made a 16-bit value (`c × 65535 + 0.5`, truncated) and its high byte kept.
    static func opaquePixel(_ colour: CGColor) -> UInt32 {
        func byte(_ value: CGFloat) -> UInt32 {
            let unit = Double(min(max(value.isNaN ? 0 : value, 0), 1))
            return UInt32(UInt16(unit * 65535 + 0.5) >> 8)
        }
        return 0xFF00_0000 | byte(colour.red) << 16 | byte(colour.green) << 8 | byte(colour.blue)
    }

    /// A device rectangle rounded out to whole pixels and cut to the bitmap; `nil` when nothing is left.
    private func deviceBox(_ rect: CGRect) -> (x: Int, y: Int, width: Int, height: Int)? {
        // Foundation's intersection traps on NaN: a rectangle that is not finite is nothing to draw.
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return nil }
        // Inlined arithmetic (CGRect+Device.swift), as in ``exactBox(_:)``.
        let r = rect.size.width >= 0 && rect.size.height >= 0 ? rect : rect.standardized
        let cut = r.deviceIntersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !cut.isDeviceNull, cut.size.width > 0, cut.size.height > 0 else { return nil }
        let x = Int(cut.origin.x.deviceFloor), y = Int(cut.origin.y.deviceFloor)
        let right = Int((cut.origin.x + cut.size.width).deviceCeiling), bottom = Int((cut.origin.y + cut.size.height).deviceCeiling)
        guard right > x, bottom > y else { return nil }
        return (x, y, right - x, bottom - y)
    }
}
