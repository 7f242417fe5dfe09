import CCairo
import CPangoCairo
import Foundation

/// A piece of a ``TextLine`` laid out by Pango on its own: a run of words ending after a space (or the
/// line's end). A line is cut into chunks so that an edit lays out again only the chunk it touches, and a
/// scrolled line draws only the chunks in view (docs/decisions.md, "A text field's line is laid out in
/// chunks of words").
final class TextLineChunk {
    /// One glyph cluster of the layout: its first byte, x and width (units), as a walk collects them.
    typealias Cluster = (start: Int, x: CGFloat, width: CGFloat)

    /// The chunk's text.
    private(set) var text: String
    /// Its advance width, its height and the distance from its top to its baseline, in units.
    private(set) var width: CGFloat = 0
    private(set) var height: CGFloat = 0
    private(set) var baseline: CGFloat = 0
    /// The x of the caret before each grapheme cluster of ``text`` and after the last, from the chunk's
    /// start: one more value than the chunk has clusters.
    private(set) var caretOffsets: [CGFloat] = []
    private let layout: OpaquePointer?

    /// Lays `text` out on one line in `style` (already made single-line and left-aligned), in `context`.
    /// `boundariesUTF8` are the UTF-8 offsets in the whole line of the chunk's cluster boundaries, from
    /// `start` (the chunk's first byte) to its end. `clusters` is scratch storage for the walk over the
    /// layout's clusters, returned empty with its capacity.
    init(_ text: Substring, style: TextStyle, context: OpaquePointer?, boundariesUTF8: ArraySlice<Int>, start: Int,
         clusters: inout [Cluster]) {
        self.text = String(text)
        layout = context.flatMap { pango_layout_new($0) }
        measure(style: style, boundariesUTF8: boundariesUTF8, start: start, clusters: &clusters)
    }

    /// Lays `text` out again in this chunk's own Pango layout and storage (its text's buffer, its caret
    /// offsets): what an edit does to the chunk it touched when nothing else holds it (``TextLine``).
    /// Every measurement is made anew, so nothing of the old text is left.
    func relayOut(_ text: Substring, style: TextStyle, boundariesUTF8: ArraySlice<Int>, start: Int,
                  clusters: inout [Cluster]) {
        self.text.removeAll(keepingCapacity: true)
        self.text.append(contentsOf: text)
        measure(style: style, boundariesUTF8: boundariesUTF8, start: start, clusters: &clusters)
    }

    /// Sets ``text`` into the layout in `style` and measures it: the extents, the baseline and the caret
    /// offsets (zero without a layout, so a line without fonts still has one stop per cluster).
    private func measure(style: TextStyle, boundariesUTF8: ArraySlice<Int>, start: Int, clusters: inout [Cluster]) {
        caretOffsets.removeAll(keepingCapacity: true)
        width = 0
        height = 0
        baseline = 0
        guard let layout else {
            caretOffsets.append(contentsOf: repeatElement(0, count: boundariesUTF8.count))
            return
        }
        TextLayout.configure(layout, text: text, style: style, width: nil, height: nil)
        // One iterator gives the extents, the baseline and the clusters (`pango_layout_get_extents` and
        // `pango_layout_get_baseline` each make an iterator of their own: heap allocations per keystroke).
        guard let iterator = pango_layout_get_iter(layout) else {
            caretOffsets.append(contentsOf: repeatElement(0, count: boundariesUTF8.count))
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
        Self.offsets(walking: iterator, boundaries: boundariesUTF8, start: start, byteCount: text.utf8.count,
                     clusters: &clusters, into: &caretOffsets)
    }

    deinit {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Draws the chunk with its top-left corner at the current point of `cr`.
    func draw(into cr: OpaquePointer) {
        guard let layout else { return }
        pango_cairo_show_layout(cr, layout)
    }

    /// Appends to `result` the x of each boundary, from one walk over the layout's glyph clusters (byte
    /// index, x, width) with `iterator`, a new iterator of the layout, collected in `clusters` (emptied
    /// after). A boundary inside a glyph cluster (a ligature) is placed proportionally across it.
    private static func offsets(walking iterator: OpaquePointer, boundaries: ArraySlice<Int>, start: Int,
                                byteCount: Int, clusters: inout [Cluster], into result: inout [CGFloat]) {
        defer { clusters.removeAll(keepingCapacity: true) }
        let scale = CGFloat(PANGO_SCALE)
        clusters.removeAll(keepingCapacity: true)
        // At most one cluster per byte: one allocation, not one per doubling as a long word is walked (and
        // the kept buffer at least doubles when it grows, so a growing line does not reallocate per key).
        TextLine.reserve(byteCount, in: &clusters)
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
        TextLine.reserve(result.count + boundaries.count, in: &result)
        guard !clusters.isEmpty else {
            result.append(contentsOf: repeatElement(0, count: boundaries.count))
            return
        }
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
    }
}
