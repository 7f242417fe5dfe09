import CCairo
import CPangoCairo
import Foundation

/// One unwrapped line of text laid out once by Pango, then measured and drawn from that same layout, so a
/// caret placed from ``caretOffsets`` sits exactly between the glyphs ``CGContext/draw(_:at:)`` draws.
///
/// Editing is by grapheme cluster (Swift's `Character`): `"é"` composed or decomposed, a flag or a family
/// emoji is one stop. Offsets are measured in one pass over Pango's clusters, so laying out a pasted
/// 100,000-character line costs one layout, not one per character. A boundary inside a Pango glyph
/// cluster (two characters shaped as one ligature, "fi") is placed proportionally across it, as Pango's
/// own `pango_layout_index_to_pos` does. Left-to-right text only: right-to-left runs get the offsets of
/// their logical order (docs/text-entry.md).
public final class TextLine {
    /// The text laid out.
    public let text: String
    /// The style it is laid out in (its alignment and line limit are ignored: one unwrapped line).
    public let style: TextStyle
    /// The logical size of the line: its advance width and the font's line height.
    public let size: CGSize
    /// The distance from the top of the line to its baseline.
    public let baseline: CGFloat
    /// The x of the caret before each grapheme cluster, and after the last: `text.count + 1` values,
    /// non-decreasing for left-to-right text.
    public let caretOffsets: [CGFloat]
    /// The UTF-16 offset of each cluster boundary, matching ``caretOffsets`` one for one.
    public let utf16Boundaries: [Int]

    private let layout: OpaquePointer?

    /// Lays `text` out on one line in `style`.
    public init(_ text: String, style: TextStyle) {
        self.text = text
        self.style = style
        var single = style
        single.numberOfLines = 0
        single.alignment = .left
        var boundariesUTF8: [Int] = [0]
        var boundariesUTF16: [Int] = [0]
        var utf8 = 0
        var utf16 = 0
        boundariesUTF8.reserveCapacity(text.utf8.count + 1)
        for character in text {
            utf8 += character.utf8.count
            utf16 += character.utf16.count
            boundariesUTF8.append(utf8)
            boundariesUTF16.append(utf16)
        }
        utf16Boundaries = boundariesUTF16
        guard let fontMap = pango_cairo_font_map_get_default(), let context = pango_font_map_create_context(fontMap),
              let layout = pango_layout_new(context)
        else {
            self.layout = nil
            size = .zero
            baseline = 0
            caretOffsets = boundariesUTF8.map { _ in 0 }
            return
        }
        g_object_unref(UnsafeMutableRawPointer(context))  // the layout holds its own reference
        self.layout = layout
        TextLayout.configure(layout, text: text, style: single, width: nil, height: nil)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        size = CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
        baseline = CGFloat(pango_layout_get_baseline(layout)) / scale
        caretOffsets = Self.offsets(of: layout, boundaries: boundariesUTF8, byteCount: utf8)
    }

    deinit {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// The index of the cluster boundary nearest to `x` (0 … `text.count`): a point over the left half
    /// of a cluster goes before it, over the right half after it.
    public func boundary(nearestTo x: CGFloat) -> Int {
        var low = 0
        var high = caretOffsets.count - 1
        guard high > 0 else { return 0 }
        // The first boundary whose offset is at or past x, then the nearer of it and the one before.
        while low < high {
            let middle = (low + high) / 2
            if caretOffsets[middle] < x { low = middle + 1 } else { high = middle }
        }
        if low > 0, x - caretOffsets[low - 1] <= caretOffsets[low] - x { return low - 1 }
        return low
    }

    /// The index in ``utf16Boundaries`` of the boundary at or before `utf16Offset`.
    public func boundaryIndex(atOrBeforeUTF16 utf16Offset: Int) -> Int {
        var low = 0
        var high = utf16Boundaries.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if utf16Boundaries[middle] <= utf16Offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The x of each boundary, from one walk over the layout's glyph clusters (byte index, x, width).
    private static func offsets(of layout: OpaquePointer, boundaries: [Int], byteCount: Int) -> [CGFloat] {
        let scale = CGFloat(PANGO_SCALE)
        var clusters: [(start: Int, x: CGFloat, width: CGFloat)] = []
        if let iterator = pango_layout_get_iter(layout) {
            defer { pango_layout_iter_free(iterator) }
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_cluster_extents(iterator, nil, &logical)
                let start = Int(pango_layout_iter_get_index(iterator))
                if start < byteCount {
                    clusters.append((start, CGFloat(logical.x) / scale, CGFloat(logical.width) / scale))
                }
            } while pango_layout_iter_next_cluster(iterator) != 0
        }
        clusters.sort { $0.start < $1.start }
        guard !clusters.isEmpty else { return boundaries.map { _ in 0 } }
        var result: [CGFloat] = []
        result.reserveCapacity(boundaries.count)
        var index = 0
        for boundary in boundaries {
            if boundary >= byteCount {
                let last = clusters[clusters.count - 1]
                result.append(max(last.x + last.width, result.last ?? 0))
                continue
            }
            while index + 1 < clusters.count, clusters[index + 1].start <= boundary { index += 1 }
            let cluster = clusters[index]
            let end = index + 1 < clusters.count ? clusters[index + 1].start : byteCount
            let fraction = end > cluster.start ? CGFloat(boundary - cluster.start) / CGFloat(end - cluster.start) : 0
            result.append(cluster.x + cluster.width * min(max(fraction, 0), 1))
        }
        return result
    }

    /// Draws the line into `cr` with its top-left corner at `point`, in the source already set.
    func draw(into cr: OpaquePointer, at point: CGPoint) {
        guard let layout else { return }
        cairo_move_to(cr, point.x, point.y)
        pango_cairo_show_layout(cr, layout)
    }
}

extension CGContext {
    /// Draws a laid-out line with its top-left corner at `point`, in its style's colour (with the global
    /// alpha).
    public func draw(_ line: TextLine, at point: CGPoint) {
        paintShape {
            setSource(line.style.color)
            line.draw(into: cr, at: point)
        }
    }
}
