/// The lines of a ``UICollectionViewFlowLayout``, section by section, in flow coordinates: *along* the
/// scroll direction (y for a vertical layout) and *across* it.
///
/// A section of items that all have the layout's `itemSize` keeps no per-item data: its lines are
/// arithmetic, so `prepare()` is per section and a rectangle's items are found by division. A section with
/// sizes per item (the delegate's `sizeForItemAt`) keeps its lines in order, and a rectangle's lines are
/// found by binary search on their starts — never a scan of the items.
struct FlowLayoutGeometry {
    /// One section's place and lines.
    struct Section {
        /// Where the section starts along the scroll direction (its header's start).
        var start: CGFloat = 0
        var headerLength: CGFloat = 0
        var footerLength: CGFloat = 0
        var inset = UIEdgeInsets.zero
        /// The inset in flow terms: before and after along, before and after across.
        var alongBefore: CGFloat = 0
        var alongAfter: CGFloat = 0
        var acrossBefore: CGFloat = 0
        var acrossAfter: CGFloat = 0
        var lineSpacing: CGFloat = 0
        var itemCount = 0
        /// Whether the items size themselves (their cells are measured).
        var selfSizing = false
        var lines = Lines.uniform(size: .zero, perLine: 1, gap: 0, lead: 0)
        /// The length along taken by the lines (without insets, header and footer).
        var linesLength: CGFloat = 0

        /// Where the first line starts.
        var linesStart: CGFloat { start + headerLength + alongBefore }
        /// Where the section ends (after its footer).
        var end: CGFloat { linesStart + linesLength + alongAfter + footerLength }
        var footerStart: CGFloat { linesStart + linesLength + alongAfter }
    }

    /// How a section's items sit in lines.
    enum Lines {
        /// Every item `size` (across, along); `perLine` items a line, `gap` between them across, the first
        /// `lead` from the inset (a lone item per line is centred).
        case uniform(size: FlowSize, perLine: Int, gap: CGFloat, lead: CGFloat)
        /// Lines of items of their own sizes.
        case explicit(ExplicitLines)
        /// Self-sizing items of one size across, each line as long as its longest measured item.
        case measured(FlowMeasuredLines)
    }

    /// Lines of items of different sizes: for each line its first item, start along and length; for each
    /// item its position across and its size.
    struct ExplicitLines {
        var firstItems: [Int] = []
        var starts: [CGFloat] = []
        var lengths: [CGFloat] = []
        var itemAcross: [CGFloat] = []
        var itemSizes: [FlowSize] = []

        /// The line holding `item`.
        func line(of item: Int) -> Int {
            var low = 0, high = firstItems.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if firstItems[mid] <= item { low = mid } else { high = mid - 1 }
            }
            return low
        }

        /// The first line that ends after `along` (relative to the lines' start).
        func firstLine(endingAfter along: CGFloat) -> Int {
            var low = 0, high = starts.count
            while low < high {
                let mid = (low + high) / 2
                if starts[mid] + lengths[mid] <= along { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }

    /// A size in flow terms.
    struct FlowSize: Equatable {
        var across: CGFloat
        var along: CGFloat
        static let zero = FlowSize(across: 0, along: 0)
    }

    var sections: [Section] = []
    /// The length across the layout fills (the collection view's width for a vertical layout).
    var acrossLength: CGFloat = 0

    var contentLength: CGFloat { sections.last?.end ?? 0 }

    /// Breaks `count` items of `size` into lines `available` long across with at least `minimumGap` between
    /// items: as many as fit, the room left spread between them (full lines reach both edges), a lone item
    /// centred.
    static func uniformLines(count: Int, size: FlowSize, available: CGFloat, minimumGap: CGFloat,
                             lineSpacing: CGFloat) -> (Lines, length: CGFloat) {
        let perLine = max(1, Int(((available + minimumGap) / (size.across + minimumGap)).rounded(.down)))
        let lineCount = count == 0 ? 0 : (count + perLine - 1) / perLine
        let gap: CGFloat
        let lead: CGFloat
        if perLine == 1 {
            gap = 0
            lead = max((available - size.across) / 2, 0)
        } else {
            gap = max((available - CGFloat(perLine) * size.across) / CGFloat(perLine - 1), minimumGap)
            lead = 0
        }
        let length = lineCount == 0 ? 0 : CGFloat(lineCount) * size.along + CGFloat(lineCount - 1) * lineSpacing
        return (.uniform(size: size, perLine: perLine, gap: gap, lead: lead), length)
    }

    /// Breaks items of their own sizes into lines: an item goes on the line if it fits with `minimumGap`
    /// before it; a full line's room is spread between its items, the last line keeps `minimumGap`; items
    /// are centred along their line.
    static func explicitLines(sizes: [FlowSize], available: CGFloat, minimumGap: CGFloat,
                              lineSpacing: CGFloat) -> (Lines, length: CGFloat) {
        var lines = ExplicitLines()
        lines.itemSizes = sizes
        lines.itemAcross = [CGFloat](repeating: 0, count: sizes.count)
        var along: CGFloat = 0
        var index = 0
        while index < sizes.count {
            var end = index
            var used = sizes[index].across
            var length = sizes[index].along
            while end + 1 < sizes.count, used + minimumGap + sizes[end + 1].across <= available {
                end += 1
                used += minimumGap + sizes[end].across
                length = max(length, sizes[end].along)
            }
            let count = end - index + 1
            let isLast = end == sizes.count - 1
            var across: CGFloat
            var gap = minimumGap
            if count == 1 {
                across = max((available - sizes[index].across) / 2, 0)
            } else {
                across = 0
                if !isLast { gap = minimumGap + (available - used) / CGFloat(count - 1) }
            }
            for item in index...end {
                lines.itemAcross[item] = across
                across += sizes[item].across + gap
            }
            if !lines.starts.isEmpty { along += lineSpacing }
            lines.firstItems.append(index)
            lines.starts.append(along)
            lines.lengths.append(length)
            along += length
            index = end + 1
        }
        return (.explicit(lines), along)
    }

    /// The first section that ends after `along`.
    func firstSection(endingAfter along: CGFloat) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].end <= along { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The item's rectangle in flow terms: (across, along, size).
    func itemPlace(section index: Int, item: Int) -> (across: CGFloat, along: CGFloat, size: FlowSize) {
        let section = sections[index]
        switch section.lines {
        case let .uniform(size, perLine, gap, lead):
            let line = item / perLine
            let column = item % perLine
            return (section.acrossBefore + lead + CGFloat(column) * (size.across + gap),
                    section.linesStart + CGFloat(line) * (size.along + section.lineSpacing), size)
        case let .explicit(lines):
            let line = lines.line(of: item)
            let size = lines.itemSizes[item]
            let centred = (lines.lengths[line] - size.along) / 2
            return (section.acrossBefore + lines.itemAcross[item], section.linesStart + lines.starts[line] + centred, size)
        case let .measured(lines):
            let place = lines.place(of: item)
            return (section.acrossBefore + place.across, section.linesStart + place.along, place.size)
        }
    }

    /// Calls `body` with each item of `section` on a line overlapping `minAlong..<maxAlong`, in order.
    func forEachItem(inSection index: Int, alongFrom minAlong: CGFloat, to maxAlong: CGFloat, _ body: (Int) -> Void) {
        let section = sections[index]
        guard section.itemCount > 0 else { return }
        let from = minAlong - section.linesStart
        let to = maxAlong - section.linesStart
        switch section.lines {
        case let .uniform(size, perLine, _, _):
            let pitch = size.along + section.lineSpacing
            guard pitch > 0 else { return }
            let lineCount = (section.itemCount + perLine - 1) / perLine
            // The line whose end is after `from`: line k spans k·pitch … k·pitch + along.
            var first = Int(((from - size.along) / pitch).rounded(.down)) + 1
            first = min(max(first, 0), lineCount)
            var line = first
            while line < lineCount, CGFloat(line) * pitch < to {
                let start = line * perLine
                for item in start..<min(start + perLine, section.itemCount) { body(item) }
                line += 1
            }
        case let .explicit(lines):
            var line = lines.firstLine(endingAfter: from)
            while line < lines.starts.count, lines.starts[line] < to {
                let end = line + 1 < lines.firstItems.count ? lines.firstItems[line + 1] : section.itemCount
                for item in lines.firstItems[line]..<end { body(item) }
                line += 1
            }
        case let .measured(lines):
            var line = lines.firstLine(endingAfter: from)
            while line < lines.lineCount, lines.lineStart(line) < to {
                let start = line * lines.perLine
                for item in start..<min(start + lines.perLine, section.itemCount) { body(item) }
                line += 1
            }
        }
    }
}
