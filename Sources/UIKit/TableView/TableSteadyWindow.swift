import Foundation

/// Where the visible area's top and bottom edges can be while the table's placement stays what it is: no row
/// (or section, for the headers and footers) starts or stops being visible. A scroll frame whose edges stay
/// inside looks nothing up: the check is four comparisons instead of the lookups of a placement.
///
/// The bands are drawn from the rows (or sections) at the edges of the last placement, a hair inside
/// (``margin``): the heights are sums of a tree of floating-point lengths and a lookup right on a boundary may
/// round either way, so an edge that close is left to the full check.
struct TableSteadyWindow: Equatable {
    /// The top edge's band: `topLow ≤ top < topHigh`.
    var topLow: CGFloat
    var topHigh: CGFloat
    /// The bottom edge's band: `bottomLow ≤ bottom < bottomHigh`.
    var bottomLow: CGFloat
    var bottomHigh: CGFloat

    /// How far inside each boundary the bands stop (points; far above the rounding of any table's offsets).
    static let margin: CGFloat = 1e-6

    /// A window no edge is ever in.
    static let none = TableSteadyWindow(topLow: .infinity, topHigh: -.infinity, bottomLow: .infinity, bottomHigh: -.infinity)

    /// Whether a visible area from `top` to `bottom` is inside both bands.
    func holds(top: CGFloat, bottom: CGFloat) -> Bool {
        topLow <= top && top < topHigh && bottomLow <= bottom && bottom < bottomHigh
    }
}

extension TableGeometry {
    /// The window in which the same rows are visible as from `first` to `last`: the top edge on `first`
    /// (so it is the first row ending below the top), the bottom edge below the start of `last` and not
    /// below the start of the row after it. Empty when `first` has no height (a zero-height first row is
    /// decided by the full check).
    func steadyRowWindow(first: IndexPath, last: IndexPath, width: CGFloat) -> TableSteadyWindow {
        let firstRect = rectForRow(first, width: width)
        guard firstRect.height > 2 * TableSteadyWindow.margin else { return .none }
        let lastTop = rectForRow(last, width: width).minY
        let nextTop = row(after: last).map { rectForRow($0, width: width).minY } ?? .infinity
        let margin = TableSteadyWindow.margin
        return TableSteadyWindow(topLow: firstRect.minY + margin, topHigh: firstRect.maxY - margin,
                                 bottomLow: lastTop + margin, bottomHigh: nextTop - margin)
    }

    /// The window in which ``section(at:)`` answers `range`'s first section at the top edge and its last at
    /// the bottom edge (the first section also covers everything above it, the last everything below).
    func steadySectionWindow(for range: ClosedRange<Int>) -> TableSteadyWindow {
        let margin = TableSteadyWindow.margin
        func band(_ section: Int) -> (low: CGFloat, high: CGFloat) {
            let low = section == 0 ? -CGFloat.infinity : sections[section].origin + margin
            let high = section + 1 < sections.count ? sections[section + 1].origin - margin : .infinity
            return (low, high)
        }
        let top = band(range.lowerBound)
        let bottom = band(range.upperBound)
        return TableSteadyWindow(topLow: top.low, topHigh: top.high, bottomLow: bottom.low, bottomHigh: bottom.high)
    }
}
