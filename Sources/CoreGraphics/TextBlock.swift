import CCairo
import CPangoCairo
import Foundation

/// Text wrapped at a width and laid out once by Pango, then measured and drawn from that same layout:
/// the multi-line counterpart of ``TextLine``, for editable text views.
///
/// Each grapheme-cluster boundary gets a caret stop: its x and the line it is on. A boundary where a line
/// wraps belongs to the start of the next line (where typing there would show it); a boundary before a
/// newline belongs to the end of its own line; text ending in a newline has an empty last line. Stops come
/// from one walk over Pango's clusters, so a long text costs one layout. Left-to-right text only.
public final class TextBlock {
    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// The top of the line's box.
        public var top: CGFloat
        /// The height of the line's box.
        public var height: CGFloat
    }

    /// A caret stop: where the caret stands before a cluster.
    public struct Stop: Hashable, Sendable {
        /// The caret's x.
        public var x: CGFloat
        /// The index of the line it is on, in ``lines``.
        public var line: Int
    }

    /// The text laid out.
    public let text: String
    /// The style (alignment is applied; the line limit is ignored).
    public let style: TextStyle
    /// The width the text wraps at.
    public let width: CGFloat
    /// The height of all lines (at least one line's height, for empty text).
    public let height: CGFloat
    /// The lines, top to bottom.
    public let lines: [Line]
    /// One stop per cluster boundary: `text.count + 1`, in text order.
    public let stops: [Stop]
    /// The UTF-16 offset of each cluster boundary, matching ``stops``.
    public let utf16Boundaries: [Int]

    private let layout: OpaquePointer?

    /// Lays `text` out wrapped at `width` in `style`.
    public init(_ text: String, style: TextStyle, width: CGFloat) {
        self.text = text
        self.style = style
        self.width = width
        var unlimited = style
        unlimited.numberOfLines = 0
        var boundariesUTF8: [Int] = [0]
        var boundariesUTF16: [Int] = [0]
        var utf8 = 0
        var utf16 = 0
        for character in text {
            utf8 += character.utf8.count
            utf16 += character.utf16.count
            boundariesUTF8.append(utf8)
            boundariesUTF16.append(utf16)
        }
        utf16Boundaries = boundariesUTF16
        guard let context = SharedPangoContext.current, let layout = pango_layout_new(context)
        else {
            self.layout = nil
            height = 0
            lines = [Line(top: 0, height: 0)]
            stops = boundariesUTF8.map { _ in Stop(x: 0, line: 0) }
            return
        }
        self.layout = layout
        TextLayout.configure(layout, text: text, style: unlimited, width: max(width, 1), height: nil)
        let walk = Self.walk(layout)
        var laidOut = walk.lines.isEmpty ? [Line(top: 0, height: TextLayout.lineHeight(of: style))] : walk.lines
        var stops = Self.stops(boundaries: boundariesUTF8, byteCount: utf8, positions: walk.positions)
        // Pango gives text that ends in a newline no line after it; an editor needs one for the caret
        // typed there (iOS shows it at the start of a new line).
        if let last = text.last, last.isNewline, let lastLine = laidOut.last {
            laidOut.append(Line(top: lastLine.top + lastLine.height, height: lastLine.height))
            let start: CGFloat = switch style.alignment {
            case .center: max(width, 1) / 2
            case .right: max(width, 1)
            default: 0
            }
            stops[stops.count - 1] = Stop(x: start, line: laidOut.count - 1)
        }
        lines = laidOut
        self.stops = stops
        height = (laidOut.last.map { $0.top + $0.height }) ?? 0
    }

    deinit {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// The index of the boundary nearest to `point`: on the line under `point.y` (the first or last line
    /// above or below the text), the stop nearest `point.x`.
    public func boundary(nearestTo point: CGPoint) -> Int {
        let line = lines.lastIndex { $0.top <= point.y } ?? 0
        return boundary(onLine: line, nearestX: point.x)
    }

    /// The index of the boundary on `line` (clamped to the lines) nearest to `x`.
    public func boundary(onLine line: Int, nearestX x: CGFloat) -> Int {
        let target = min(max(line, 0), lines.count - 1)
        // Stops are in text order and their lines never decrease: find the line's first stop.
        var low = 0
        var high = stops.count
        while low < high {
            let middle = (low + high) / 2
            if stops[middle].line < target { low = middle + 1 } else { high = middle }
        }
        guard low < stops.count, stops[low].line == target else { return max(min(low, stops.count) - 1, 0) }
        var best = low
        var index = low
        while index < stops.count, stops[index].line == target {
            if abs(stops[index].x - x) < abs(stops[best].x - x) { best = index }
            index += 1
        }
        return best
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

    /// Every position Pango's iterator visits (cluster starts and line ends) with its line, and the lines.
    private static func walk(_ layout: OpaquePointer) -> (lines: [Line], positions: [(index: Int, x: CGFloat, width: CGFloat, line: Int)]) {
        let scale = CGFloat(PANGO_SCALE)
        var lines: [Line] = []
        var positions: [(index: Int, x: CGFloat, width: CGFloat, line: Int)] = []
        guard let iterator = pango_layout_get_iter(layout) else { return ([], []) }
        defer { pango_layout_iter_free(iterator) }
        var currentLine: UnsafeMutablePointer<PangoLayoutLine>?
        repeat {
            let line = pango_layout_iter_get_line_readonly(iterator)
            if line != currentLine {
                currentLine = line
                var top: Int32 = 0
                var bottom: Int32 = 0
                pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
                lines.append(Line(top: CGFloat(top) / scale, height: CGFloat(bottom - top) / scale))
            }
            var logical = PangoRectangle()
            pango_layout_iter_get_cluster_extents(iterator, nil, &logical)
            positions.append((Int(pango_layout_iter_get_index(iterator)), CGFloat(logical.x) / scale,
                              CGFloat(logical.width) / scale, lines.count - 1))
        } while pango_layout_iter_next_cluster(iterator) != 0
        return (lines, positions)
    }

    /// A stop per boundary: the last position at or before it (a wrapped line's start wins over the end of
    /// the line before, which has the same index), proportionally inside a multi-character cluster.
    private static func stops(boundaries: [Int], byteCount: Int,
                              positions: [(index: Int, x: CGFloat, width: CGFloat, line: Int)]) -> [Stop] {
        guard !positions.isEmpty else { return boundaries.map { _ in Stop(x: 0, line: 0) } }
        var result: [Stop] = []
        result.reserveCapacity(boundaries.count)
        var index = 0
        for boundary in boundaries {
            while index + 1 < positions.count, positions[index + 1].index <= boundary { index += 1 }
            let position = positions[index]
            var x = position.x
            if boundary > position.index, position.width > 0 {
                let next = index + 1 < positions.count ? positions[index + 1].index : byteCount
                let span = max(next - position.index, 1)
                x += position.width * min(CGFloat(boundary - position.index) / CGFloat(span), 1)
            }
            result.append(Stop(x: x, line: position.line))
        }
        return result
    }

    /// Draws the text into `cr` with the top-left corner of its layout box at `point`.
    func draw(into cr: OpaquePointer, at point: CGPoint) {
        guard let layout else { return }
        cairo_move_to(cr, point.x, point.y)
        pango_cairo_show_layout(cr, layout)
    }
}

extension CGContext {
    /// Draws a laid-out block with its top-left corner at `point`, in its style's colour (with the global
    /// alpha).
    public func draw(_ block: TextBlock, at point: CGPoint) {
        paintShape {
            setSource(block.style.color)
            block.draw(into: cr, at: point)
        }
    }
}
