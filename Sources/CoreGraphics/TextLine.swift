import CCairo
import CPangoCairo
import Foundation

/// One unwrapped line of text laid out by Pango, then measured and drawn from that same layout, so a
/// caret placed from ``caretOffsets`` sits exactly between the glyphs ``CGContext/draw(_:at:)`` draws.
///
/// Editing is by grapheme cluster (Swift's `Character`): `"é"` composed or decomposed, a flag or a family
/// emoji is one stop. Offsets are measured in one pass over Pango's clusters, so laying out a pasted
/// 100,000-character line costs one layout, not one per character. A boundary inside a Pango glyph
/// cluster (two characters shaped as one ligature, "fi") is placed proportionally across it, as Pango's
/// own `pango_layout_index_to_pos` does. Left-to-right text only: right-to-left runs get the offsets of
/// their logical order (docs/text-entry.md).
///
/// Pango has no incremental layout, so a long line is laid out in chunks: runs of words of at least
/// ``minimumChunkBytes`` UTF-8 bytes, each ending after a space, where the chunk ends are chosen by the
/// words before them (so an edit leaves the other ends in place). A line made `reusing` the previous line
/// of an edit takes the chunks before and after the edit from it, so typing into a 200-character field
/// shapes one chunk, not the line; drawing skips the chunks outside the clip. Text with right-to-left
/// characters or bidirectional controls is one chunk (its visual order spans words).
public final class TextLine {
    /// The text laid out, joined from the chunks' texts on each use. The line keeps no reference to the
    /// string it was made from: an editor that keeps the line while it edits its own string (a text field)
    /// edits that string in place instead of copying it on every keystroke.
    public var text: String {
        var joined = ""
        for chunk in chunks { joined += chunk.text }
        return joined
    }
    /// The style it is laid out in (its alignment and line limit are ignored: one unwrapped line).
    public private(set) var style: TextStyle
    /// The logical size of the line: its advance width and the font's line height.
    public private(set) var size: CGSize = .zero
    /// The distance from the top of the line to its baseline.
    public private(set) var baseline: CGFloat = 0
    /// The x of the caret before each grapheme cluster, and after the last: `text.count + 1` values,
    /// non-decreasing for left-to-right text.
    public private(set) var caretOffsets: [CGFloat] = []
    /// The UTF-16 offset of each cluster boundary, matching ``caretOffsets`` one for one.
    public private(set) var utf16Boundaries: [Int] = []
    /// How many chunks the line is laid out in (see ``reusedChunkCount``).
    public var chunkCount: Int { chunks.count }
    /// How many of the line's chunks were taken from the line it reused (the rest were shaped anew): what
    /// an edit cost, for tests and benchmarks.
    public private(set) var reusedChunkCount = 0

    /// The smallest chunk, in UTF-8 bytes: below it the cost of a Pango layout of its own outweighs the
    /// shaping it saves.
    public static let minimumChunkBytes = 16
    /// FNV-1a's offset basis, where each word's hash starts.
    private static let hashSeed: UInt32 = 2_166_136_261

    /// The style the chunks were laid out in: ``style`` on one left-aligned line, its colour left out
    /// (the colour is applied when drawing, so a recoloured line reuses every chunk).
    private var layoutStyle: TextStyle
    private var chunks: [TextLineChunk] = []
    /// The x of each chunk's start.
    private var chunkOrigins: [CGFloat] = []
    /// Storage a line laid out again in place (``relayOut(_:to:style:)``) keeps from one layout to the
    /// next, so that an edit allocates none of it: the clusters' UTF-8 boundaries, where chunks start, the
    /// chunk list being built (the old one is kept as the next edit's), and the clusters a chunk's walk
    /// collects.
    private var scratch = Scratch()

    /// What ``scratch`` holds.
    private struct Scratch {
        var boundariesUTF8: [Int] = []
        var chunkStarts: [(cluster: Int, utf8: Int)] = []
        var spareChunks: [TextLineChunk] = []
        var clusters: [TextLineChunk.Cluster] = []
    }

    /// Lays `text` out on one line in `style`. With `previous` (the line before an edit, in any colour),
    /// the chunks the edit did not touch are taken from it instead of being laid out again.
    public init(_ text: String, style: TextStyle, reusing previous: TextLine? = nil) {
        self.style = style
        layoutStyle = Self.singleLineStyle(style)
        var lent = previous.map { $0.layoutStyle == layoutStyle ? $0.chunks : [] } ?? []
        layOut(text, lending: &lent, replacing: false)
    }

    /// Lays `text` out in `style` after an edit, in `line`'s own storage when nothing else holds `line`
    /// (the caller's variable is its only reference): its arrays keep their capacity, and the chunk the
    /// edit touched is laid out again in its own Pango layout, so typing into a field allocates none of the
    /// line's bookkeeping. When something else holds `line` (a caller kept it), `line` is left as it is
    /// and the variable gets a new line that borrows its untouched chunks, as ``init(_:style:reusing:)``.
    public static func relayOut(_ line: inout TextLine, to text: String, style: TextStyle) {
        guard isKnownUniquelyReferenced(&line) else {
            line = TextLine(text, style: style, reusing: line)
            return
        }
        let single = singleLineStyle(style)
        // The old list moves out of the line, so that it is its chunks' only holder.
        var lent = line.layoutStyle == single ? line.chunks : []
        line.chunks = []
        line.style = style
        line.layoutStyle = single
        line.layOut(text, lending: &lent, replacing: true)
    }

    /// `style` on one left-aligned line in black: what the chunks are laid out in.
    private static func singleLineStyle(_ style: TextStyle) -> TextStyle {
        var single = style
        single.numberOfLines = 0
        single.alignment = .left
        single.color = .black
        return single
    }

    /// Lays `text` out in ``layoutStyle``, taking the chunks an edit did not touch from `old` (the line's
    /// chunks before the edit, or another line's). With `replacing` (the line lays itself out again and
    /// `old` is its own former list, moved out of it), a chunk of `old` that nothing else holds is laid out
    /// again in place for the edited text instead of a new one being made, and `old`'s storage is kept for
    /// the next edit's list.
    private func layOut(_ text: String, lending old: inout [TextLineChunk], replacing: Bool) {
        // One walk over the clusters: their boundaries, and where chunks start. A chunk may end after a
        // run of spaces once it has its minimum length; it ends there when the word before the spaces
        // hashes to a multiple of 4 (or the chunk reached 4 times the minimum). Chosen by content, not by
        // length from the line's start, an edit moves at most the chunk ends next to it: the later ones
        // stay where they were, so their chunks are reused.
        var boundariesUTF8 = Self.take(&scratch.boundariesUTF8)
        var boundariesUTF16 = Self.take(&utf16Boundaries)
        var chunkStarts = Self.take(&scratch.chunkStarts)
        Self.reserve(text.utf8.count + 1, in: &boundariesUTF8)
        Self.reserve(text.utf8.count + 1, in: &boundariesUTF16)
        boundariesUTF8.append(0)
        boundariesUTF16.append(0)
        chunkStarts.append((0, 0))
        var utf8 = 0
        var utf16 = 0
        var afterSpace = false
        var wordHash: UInt32 = Self.hashSeed
        var breakHere = false
        var splittable = true
        for character in text {
            let isSpace = character == " "
            if isSpace {
                if !afterSpace { breakHere = wordHash & 3 == 0 }
                wordHash = Self.hashSeed
            } else {
                let length = utf8 - chunkStarts[chunkStarts.count - 1].utf8
                if afterSpace, length >= Self.minimumChunkBytes, breakHere || length >= 4 * Self.minimumChunkBytes {
                    chunkStarts.append((boundariesUTF8.count - 1, utf8))
                }
                // FNV-1a over each cluster's first scalar: the same word always hashes the same.
                wordHash = (wordHash ^ (character.unicodeScalars.first?.value ?? 0)) &* 16_777_619
            }
            afterSpace = isSpace
            let bytes = character.utf8.count
            if bytes > 1, splittable, character.unicodeScalars.contains(where: Self.ordersAcrossWords) {
                splittable = false
            }
            utf8 += bytes
            utf16 += character.utf16.count
            boundariesUTF8.append(utf8)
            boundariesUTF16.append(utf16)
        }
        utf16Boundaries = boundariesUTF16
        if !splittable {
            chunkStarts.removeAll(keepingCapacity: true)
            chunkStarts.append((0, 0))
        }
        let clusterCount = boundariesUTF8.count - 1

        // The chunks: those equal to the old line's at the same place from the start or from the end are
        // reused (one edit leaves both sides as they were); the rest are laid out anew, or again in an old
        // chunk of the edited stretch that nothing else holds.
        let count = chunkStarts.count
        func range(_ index: Int) -> (start: Int, end: Int, firstCluster: Int, endCluster: Int) {
            let start = chunkStarts[index]
            let end = index + 1 < count ? chunkStarts[index + 1] : (cluster: clusterCount, utf8: utf8)
            return (start.utf8, end.utf8, start.cluster, end.cluster)
        }
        func slice(_ index: Int) -> Substring.UTF8View {
            let bounds = range(index)
            let view = text.utf8
            return view[view.index(view.startIndex, offsetBy: bounds.start)..<view.index(view.startIndex, offsetBy: bounds.end)]
        }
        var front = 0
        while front < count, front < old.count, old[front].text.utf8.elementsEqual(slice(front)) { front += 1 }
        var back = 0
        while back < count - front, back < old.count - front,
              old[old.count - 1 - back].text.utf8.elementsEqual(slice(count - 1 - back)) { back += 1 }
        var made = Self.take(&scratch.spareChunks)
        Self.reserve(count, in: &made)
        var clusters = Self.take(&scratch.clusters)
        let context = SharedPangoContext.current
        for index in 0..<count {
            if index < front {
                made.append(old[index])
            } else if index >= count - back {
                made.append(old[old.count - (count - index)])
            } else {
                let bounds = range(index)
                let boundaries = boundariesUTF8[bounds.firstCluster...bounds.endCluster]
                // The old chunk at this place, between the kept ends: the edited one, free to take the
                // new text when only the old list holds it.
                if replacing, index < old.count - back, isKnownUniquelyReferenced(&old[index]) {
                    old[index].relayOut(Substring(slice(index)), style: layoutStyle, boundariesUTF8: boundaries,
                                        start: bounds.start, clusters: &clusters)
                    made.append(old[index])
                } else {
                    made.append(TextLineChunk(Substring(slice(index)), style: layoutStyle, context: context,
                                              boundariesUTF8: boundaries, start: bounds.start, clusters: &clusters))
                }
            }
        }
        chunks = made
        reusedChunkCount = front + back

        // The line: chunks side by side on a common baseline, as tall as the tallest ascent and descent
        // (a chunk with an emoji from a fallback font may be taller), as Pango sizes one line of runs.
        var offsets = Self.take(&caretOffsets)
        Self.reserve(clusterCount + 1, in: &offsets)
        offsets.append(0)
        var origins = Self.take(&chunkOrigins)
        Self.reserve(count, in: &origins)
        var x: CGFloat = 0
        var ascent: CGFloat = 0
        var descent: CGFloat = 0
        for chunk in made {
            origins.append(x)
            for offset in chunk.caretOffsets.dropFirst() { offsets.append(x + offset) }
            x += chunk.width
            ascent = max(ascent, chunk.baseline)
            descent = max(descent, chunk.height - chunk.baseline)
        }
        chunkOrigins = origins
        caretOffsets = offsets
        size = CGSize(width: x, height: ascent + descent)
        baseline = ascent

        // Kept for the next edit, emptied: the old list (releasing the chunks no longer used) and the
        // buffers only the layout reads.
        if replacing {
            old.removeAll(keepingCapacity: true)
            scratch.spareChunks = old
            old = []
        }
        boundariesUTF8.removeAll(keepingCapacity: true)
        scratch.boundariesUTF8 = boundariesUTF8
        chunkStarts.removeAll(keepingCapacity: true)
        scratch.chunkStarts = chunkStarts
        clusters.removeAll(keepingCapacity: true)
        scratch.clusters = clusters
    }

    /// Moves `array` out of its place (left empty), emptied with its capacity kept, so that appending to
    /// it does not copy it: the line no longer holds it. (Through `inout`, not a key path: a key path's
    /// write allocates a projection buffer on each use.)
    private static func take<Element>(_ array: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &array)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    /// Makes room for `count` elements in `array`, at least doubling its capacity when it grows: reserving
    /// exactly one more than last time on each keystroke of a growing line reallocated every array on
    /// every key.
    static func reserve<Element>(_ count: Int, in array: inout [Element]) {
        guard array.capacity < count else { return }
        array.reserveCapacity(max(count, 2 * array.capacity))
    }

    /// Whether a scalar may make Pango order a line's glyphs across word boundaries: right-to-left
    /// letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and the other right-to-left blocks, their
    /// presentation forms) and the bidirectional controls. A line with one is laid out whole.
    private static func ordersAcrossWords(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        default: false
        }
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

    /// Draws the line into `cr` with its top-left corner at `point`, in the source already set: only the
    /// chunks that reach into the clip (with a line height to spare for glyphs that overhang their
    /// advance, italics and accents).
    func draw(into cr: OpaquePointer, at point: CGPoint) {
        var clipLeft: Double = 0, clipTop: Double = 0, clipRight: Double = 0, clipBottom: Double = 0
        cairo_clip_extents(cr, &clipLeft, &clipTop, &clipRight, &clipBottom)
        let margin = size.height
        for (chunk, origin) in zip(chunks, chunkOrigins) {
            let left = point.x + origin
            guard left + chunk.width + margin >= clipLeft, left - margin <= clipRight else { continue }
            cairo_move_to(cr, left, point.y + baseline - chunk.baseline)
            chunk.draw(into: cr)
        }
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
