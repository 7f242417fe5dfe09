import CCairo
import Foundation

/// A rectangle of whole device pixels, as integers: columns `x0..<x1`, rows `y0..<y1`.
struct PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The smallest box holding both (an empty box with `x0`, `y0` at `Int.max` and `x1`, `y1` at `Int.min`
    /// adds nothing).
    func union(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The pixels both boxes cover (empty when they do not meet).
    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }
}

/// What a context knows of Cairo's clip, for drawing that goes around Cairo (the whole-pixel composites and
/// fills of CGContext+Pixman.swift): either no clip, or a set of disjoint whole-pixel device boxes, or
/// something else (a path, a rotated or fractional rectangle, overlapping rectangles), which only Cairo
/// can apply. Kept with the graphics state it belongs to (``CGContext/ColourState``); the boxes themselves
/// live in ``CGContext/clipBoxes``, shared by the saved states as a stack, so clipping allocates nothing once
/// that array is big enough.
///
/// The boxes are Cairo's own: a clip rectangle whose device corners are whole pixels is a region in Cairo
/// (no mask, no antialiasing), and painting through it touches exactly the pixels of its boxes.
struct DeviceClip {
    enum Shape {
        /// Nothing clips: the whole bitmap.
        case unclipped
        /// The union of the boxes `start..<start + count` of ``CGContext/clipBoxes`` (disjoint, cut to the
        /// bitmap; none: everything is clipped away).
        case boxes
        /// A clip only Cairo can apply.
        case other
    }

    var shape = Shape.unclipped
    var start = 0
    var count = 0

    /// The end of the boxes this state and the states it was saved from use: what a restore keeps.
    var storageEnd: Int { start + count }
}

extension CGContext {
    /// The largest device coordinate taken as a whole pixel: well inside Cairo's 24.8 fixed-point range.
    private static let largestDeviceCoordinate: CGFloat = 4_194_304  // 2²²

    /// The whole-pixel device box that `rect` (user space) covers under the current transform; `nil` when
    /// the transform rotates or skews, or a corner is not on a whole pixel.
    ///
    /// A corner within a millionth of a pixel of a whole pixel counts as on it: Cairo turns device
    /// coordinates into 24.8 fixed point, rounding to the nearest 256th, so such a corner is that whole pixel
    /// for Cairo too, whatever the last bits of its own arithmetic.
    func wholePixelDeviceBox(of rect: CGRect) -> PixelBox? {
        Self.wholePixelDeviceBox(of: rect, under: currentMatrix)
    }

    /// The current transformation matrix, as Cairo keeps it.
    var currentMatrix: cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return m
    }

    /// ``wholePixelDeviceBox(of:)`` under the matrix `m`.
    static func wholePixelDeviceBox(of rect: CGRect, under m: cairo_matrix_t) -> PixelBox? {
        guard m.yx == 0, m.xy == 0 else { return nil }
        let r = rect.standardized
        guard let xa = wholePixel(r.minX * m.xx + m.x0), let xb = wholePixel(r.maxX * m.xx + m.x0),
              let ya = wholePixel(r.minY * m.yy + m.y0), let yb = wholePixel(r.maxY * m.yy + m.y0)
        else { return nil }
        return PixelBox(x0: min(xa, xb), y0: min(ya, yb), x1: max(xa, xb), y1: max(ya, yb))
    }

    /// `value` as a whole pixel when it is one (see ``wholePixelDeviceBox(of:)``).
    static func wholePixel(_ value: CGFloat) -> Int? {
        guard value.isFinite, value.magnitude < largestDeviceCoordinate else { return nil }
        let nearest = value.rounded()
        guard (value - nearest).magnitude <= 1e-6 else { return nil }
        return Int(nearest)
    }

    /// The bitmap as a box.
    var bitmapBox: PixelBox { PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight) }

    /// Records that the clip was intersected with the union of `rects` (user space), as Cairo's clip was.
    func noteClip(to rects: UnsafeBufferPointer<CGRect>) {
        guard colours.clip.shape != .other else { return }
        let m = currentMatrix
        // The new boxes must be disjoint for the intersection to stay disjoint (rectangles that only touch
        // are): a frame's damage rectangles are, having been merged where they overlap.
        for (index, rect) in rects.enumerated() {
            guard let box = Self.wholePixelDeviceBox(of: rect, under: m) else { return noteUnknownClip() }
            for other in rects[..<index] {
                guard let earlier = Self.wholePixelDeviceBox(of: other, under: m), box.intersection(earlier).isEmpty
                else { return noteUnknownClip() }
            }
        }
        let start = clipBoxes.count
        let previous = colours.clip
        for rect in rects {
            guard let box = Self.wholePixelDeviceBox(of: rect, under: m)?.intersection(bitmapBox), !box.isEmpty else { continue }
            if previous.shape == .unclipped {
                clipBoxes.append(box)
            } else {
                for index in previous.start..<previous.storageEnd {
                    let cut = clipBoxes[index].intersection(box)
                    if !cut.isEmpty { clipBoxes.append(cut) }
                }
            }
        }
        colours.clip = DeviceClip(shape: .boxes, start: start, count: clipBoxes.count - start)
    }

    /// Records that the clip became something only Cairo can apply (a path, a rotated or fractional
    /// rectangle). Its boxes stay reserved until the state is restored.
    func noteUnknownClip() {
        colours.clip.shape = .other
    }

    /// Drops the boxes of the states restored away: the restored state and those it was saved from use
    /// boxes below its ``DeviceClip/storageEnd`` only.
    func releaseClipBoxes() {
        let end = colours.clip.storageEnd
        if clipBoxes.count > end { clipBoxes.removeSubrange(end...) }
    }

    /// Calls `body` with each box of the current clip cut to `box` (and to the bitmap); `false`, calling
    /// nothing, when the clip is one only Cairo can apply.
    func forEachClipped(_ box: PixelBox, _ body: (PixelBox) -> Void) -> Bool {
        let clip = colours.clip
        switch clip.shape {
        case .other:
            return false
        case .unclipped:
            let cut = box.intersection(bitmapBox)
            if !cut.isEmpty { body(cut) }
        case .boxes:
            for index in clip.start..<clip.storageEnd {
                let cut = clipBoxes[index].intersection(box)
                if !cut.isEmpty { body(cut) }
            }
        }
        return true
    }
}
