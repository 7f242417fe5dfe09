/// The lines of a self-sizing flow section whose items keep the estimated size across the scroll direction
/// and measure their own length along it (the common grid: fixed columns, cells as tall as their text).
///
/// Line breaking depends only on the across size, so it stays the uniform arithmetic (`perLine` items a
/// line); what varies is each line's length, the longest of its items. The lines' lengths are an
/// ``ExtentList`` (a Fenwick tree once one differs from the estimate), so a cell measured as it scrolls in
/// moves every line below it in O(log n), and a rectangle's first line is found in O(log n): a 100,000-item
/// grid neither rebuilds nor scans anything per measured cell.
struct FlowMeasuredLines {
    /// The estimated size every item has until it is measured.
    var estimate: FlowLayoutGeometry.FlowSize
    var perLine: Int
    var gap: CGFloat
    var lead: CGFloat
    var lineSpacing: CGFloat
    var itemCount: Int
    /// Each line's length plus the spacing after it (so a line's start is the sum of those before it).
    private(set) var pitches: ExtentList
    /// The measured length along of the items that differ from the estimate.
    private(set) var itemAlong: [Int: CGFloat] = [:]

    /// `count` items of `estimate` broken into lines `available` long across, as uniform lines are.
    init(count: Int, estimate: FlowLayoutGeometry.FlowSize, available: CGFloat, minimumGap: CGFloat, lineSpacing: CGFloat) {
        self.estimate = estimate
        self.lineSpacing = lineSpacing
        itemCount = count
        let (lines, _) = FlowLayoutGeometry.uniformLines(count: count, size: estimate, available: available,
                                                         minimumGap: minimumGap, lineSpacing: lineSpacing)
        if case let .uniform(_, perLine, gap, lead) = lines {
            self.perLine = perLine
            self.gap = gap
            self.lead = lead
        } else {
            perLine = 1
            gap = 0
            lead = 0
        }
        let lineCount = count == 0 ? 0 : (count + perLine - 1) / perLine
        pitches = ExtentList(count: lineCount, uniform: estimate.along + lineSpacing)
    }

    var lineCount: Int { pitches.count }

    /// The length along the lines take (no spacing after the last).
    var length: CGFloat { lineCount == 0 ? 0 : pitches.total - lineSpacing }

    /// The item's length along: measured, or the estimate.
    func along(of item: Int) -> CGFloat { itemAlong[item] ?? estimate.along }

    func lineStart(_ line: Int) -> CGFloat { pitches.offset(of: line) }
    func lineLength(_ line: Int) -> CGFloat { pitches.length(at: line) - lineSpacing }

    /// Gives `item` its measured length along; its line becomes as long as its longest item.
    mutating func setAlong(_ along: CGFloat, for item: Int) {
        guard item >= 0, item < itemCount else { return }
        if along == estimate.along { itemAlong[item] = nil } else { itemAlong[item] = along }
        let line = item / perLine
        let first = line * perLine
        var longest: CGFloat = 0
        for other in first..<min(first + perLine, itemCount) { longest = max(longest, self.along(of: other)) }
        pitches.setLength(longest + lineSpacing, at: line)
    }

    /// The first line that ends after `along` (relative to the lines' start); ``lineCount`` when none.
    func firstLine(endingAfter along: CGFloat) -> Int {
        guard let line = pitches.index(containing: along) else { return lineCount }
        return lineStart(line) + lineLength(line) <= along ? line + 1 : line
    }

    /// The item's place relative to the section's first line and inset: across, along, size. Items are
    /// centred along their line, as in lines of items of different sizes.
    func place(of item: Int) -> (across: CGFloat, along: CGFloat, size: FlowLayoutGeometry.FlowSize) {
        let line = item / perLine
        let column = item % perLine
        let size = FlowLayoutGeometry.FlowSize(across: estimate.across, along: along(of: item))
        let centred = (lineLength(line) - size.along) / 2
        return (lead + CGFloat(column) * (estimate.across + gap), lineStart(line) + centred, size)
    }
}

extension FlowLayoutGeometry {
    /// The estimate's size across of a section of measured lines; `nil` for other sections. (A value, not
    /// the lines, so no reference to their arrays outlives the call and they change in place after.)
    func measuredEstimateAcross(section index: Int) -> CGFloat? {
        guard index >= 0, index < sections.count, case let .measured(lines) = sections[index].lines else { return nil }
        return lines.estimate.across
    }

    /// Gives a measured length along to an item of a section of measured lines, in place: its line and the
    /// sections after it move. `false` (nothing changed) when the section's lines are not measured ones.
    mutating func setMeasuredAlong(_ along: CGFloat, section index: Int, item: Int) -> Bool {
        guard index >= 0, index < sections.count, case .measured(var lines) = sections[index].lines else { return false }
        // Release the section's reference first, so the lines' arrays change in place, not as a copy.
        sections[index].lines = .uniform(size: .zero, perLine: 1, gap: 0, lead: 0)
        let before = lines.length
        lines.setAlong(along, for: item)
        let delta = lines.length - before
        sections[index].lines = .measured(lines)
        sections[index].linesLength += delta
        if delta != 0 {
            for later in (index + 1)..<sections.count { sections[later].start += delta }
        }
        return true
    }
}
