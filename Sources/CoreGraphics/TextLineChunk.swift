import CCairo
import CPangoCairo
import Foundation

/// A piece of a ``TextLine`` laid out by Pango on its own: a run of words ending after a space (or the
/// line's end). A line is cut into chunks so that an edit lays out again only the chunk it touches, and a
/// scrolled line draws only the chunks in view (docs/decisions.md, "A text field's line is laid out in
/// chunks of words").
final class TextLineChunk {
    /// The chunk's text.
    let text: String
    /// Its advance width, its height and the distance from its top to its baseline, in units.
    let width: CGFloat
    let height: CGFloat
    let baseline: CGFloat
    /// The x of the caret before each grapheme cluster of ``text`` and after the last, from the chunk's
    /// start: one more value than the chunk has clusters.
    let caretOffsets: [CGFloat]
    private let layout: OpaquePointer?

    /// Lays `text` out on one line in `style` (already made single-line and left-aligned), in `context`.
    /// `boundariesUTF8` are the UTF-8 offsets in the whole line of the chunk's cluster boundaries, from
    /// `start` (the chunk's first byte) to its end.
    init(_ text: String, style: TextStyle, context: OpaquePointer?, boundariesUTF8: ArraySlice<Int>, start: Int) {
        self.text = text
        guard let context, let layout = pango_layout_new(context) else {
            self.layout = nil
            width = 0
            height = 0
            baseline = 0
            caretOffsets = boundariesUTF8.map { _ in 0 }
            return
        }
        self.layout = layout
        TextLayout.configure(layout, text: text, style: style, width: nil, height: nil)
        // One iterator gives the extents, the baseline and the clusters (`pango_layout_get_extents` and
        // `pango_layout_get_baseline` each make an iterator of their own: heap allocations per keystroke).
        guard let iterator = pango_layout_get_iter(layout) else {
            width = 0
            height = 0
            baseline = 0
            caretOffsets = boundariesUTF8.map { _ in 0 }
            return
        }
        defer { pango_layout_iter_free(iterator) }
        var logical = PangoRectangle()
        pango_layout_iter_get_layout_extents(iterator, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        width = CGFloat(logical.width) / scale
        height = CGFloat(logical.height) / scale
        // The first (only) line's baseline, from the layout's top: what `pango_layout_get_baseline` returns.
        baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
        caretOffsets = Self.offsets(walking: iterator, boundaries: boundariesUTF8, start: start, byteCount: text.utf8.count)
    }

    deinit {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Draws the chunk with its top-left corner at the current point of `cr`.
    func draw(into cr: OpaquePointer) {
        guard let layout else { return }
        pango_cairo_show_layout(cr, layout)
    }

    /// The x of each boundary, from one walk over the layout's glyph clusters (byte index, x, width) with
    /// `iterator`, a new iterator of the layout. A boundary inside a glyph cluster (a ligature) is placed
    /// proportionally across it.
    private static func offsets(walking iterator: OpaquePointer, boundaries: ArraySlice<Int>, start: Int,
                                byteCount: Int) -> [CGFloat] {
        let scale = CGFloat(PANGO_SCALE)
        var clusters: [(start: Int, x: CGFloat, width: CGFloat)] = []
        // At most one cluster per byte: one allocation, not one per doubling as a long word is walked.
        clusters.reserveCapacity(byteCount)
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_cluster_extents(iterator, nil, &logical)
            let start = Int(pango_layout_iter_get_index(iterator))
            if start < byteCount {
                clusters.append((start, CGFloat(logical.x) / scale, CGFloat(logical.width) / scale))
            }
        } while pango_layout_iter_next_cluster(iterator) != 0
        // Left-to-right text comes in logical order already; sorting would allocate a scratch buffer.
        if zip(clusters, clusters.dropFirst()).contains(where: { $0.start > $1.start }) { clusters.sort { $0.start < $1.start } }
        guard !clusters.isEmpty else { return boundaries.map { _ in 0 } }
        var result: [CGFloat] = []
        result.reserveCapacity(boundaries.count)
        var index = 0
        for lineBoundary in boundaries {
            let boundary = lineBoundary - start
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
}
