import Foundation

/// The kept elements' frames sorted by each of their four edges, so the placement's slack (how far the
/// visible area can move toward each side before an element starts or stops overlapping it,
/// ``CollectionPlacementSlack``) is found from the few elements whose edges lie nearest the visible area's
/// edges instead of by a walk of every kept element.
///
/// Why it is exact: what an element limits a side to is the distance, that way, from a visible edge to one
/// of its edges (moving right: from the visible left edge to its right edge while it overlaps, from the
/// visible right edge to its left edge while it lies to the right). So, per side, reading those edges
/// outward from the visible edges, nearest first, and stopping at the first no nearer than the side's limit
/// so far, leaves only elements that cannot lower it. In a grid that is one or two elements a side: the rows
/// crossing the top and bottom edges.
///
/// Built once per answer of the layout (the kept attributes change only when the layout is asked again or
/// names elements to refresh), kept across frames; finding the slack allocates nothing.
@MainActor
struct CollectionPlacementEdges {
    /// One edge of one element: its position along its axis, and the element's index in ``frames``.
    struct Edge {
        var position: CGFloat
        var element: Int
    }

    /// The frames the index was built from, in the order given.
    private(set) var frames: [CGRect] = []
    /// The right edges (`maxX`), ascending: each is crossed by the visible area's left edge.
    private var maxXs: [Edge] = []
    /// The left edges (`minX`), ascending: each is crossed by the visible area's right edge.
    private var minXs: [Edge] = []
    /// The bottom edges (`maxY`), ascending: each is crossed by the visible area's top edge.
    private var maxYs: [Edge] = []
    /// The top edges (`minY`), ascending: each is crossed by the visible area's bottom edge.
    private var minYs: [Edge] = []
    /// Whether the frames changed since the index was built: it is built again before the next use.
    private(set) var isStale = true

    /// Marks the index out of date (the kept attributes changed).
    mutating func invalidate() { isStale = true }

    /// Builds the index from the frames of the elements that can be seen (hidden ones never overlap).
    mutating func rebuild(from attributes: [UICollectionViewLayoutAttributes]) {
        frames.removeAll(keepingCapacity: true)
        for element in attributes where !element.isHidden { frames.append(element.frame) }
        rebuildEdges()
    }

    private mutating func rebuildEdges() {
        func sortedEdges(_ edges: inout [Edge], _ position: (CGRect) -> CGFloat) {
            edges.removeAll(keepingCapacity: true)
            for (index, frame) in frames.enumerated() { edges.append(Edge(position: position(frame), element: index)) }
            edges.sort { $0.position < $1.position }
        }
        sortedEdges(&maxXs) { $0.maxX }
        sortedEdges(&minXs) { $0.minX }
        sortedEdges(&maxYs) { $0.maxY }
        sortedEdges(&minYs) { $0.minY }
        isStale = false
    }

    /// `bound` limited by every indexed element (``CollectionPlacementSlack/limit(by:in:)``): what a walk of
    /// all the frames gives, visiting only the elements whose edges are nearer the visible edges than the
    /// sides' limits.
    func slack(in visible: CGRect, within bound: CollectionPlacementSlack) -> CollectionPlacementSlack {
        var slack = bound
        // Per side, the two lists of the edges it is measured to, read away from the visible area:
        // right: right edges from the visible left edge, left edges from the visible right edge; and so on.
        var right = (Stream(maxXs, from: visible.minX, upward: true), Stream(minXs, from: visible.maxX, upward: true))
        var left = (Stream(minXs, from: visible.maxX, upward: false), Stream(maxXs, from: visible.minX, upward: false))
        var down = (Stream(maxYs, from: visible.minY, upward: true), Stream(minYs, from: visible.maxY, upward: true))
        var up = (Stream(minYs, from: visible.maxY, upward: false), Stream(maxYs, from: visible.minY, upward: false))
        while true {
            // An element read for one side limits every side it concerns; a side is done once its nearest
            // unread edge is no nearer than its limit (every element left limits it to at least that).
            let element: Int
            if right.0.distance < slack.right || right.1.distance < slack.right {
                element = right.0.distance <= right.1.distance ? right.0.advance(maxXs) : right.1.advance(minXs)
            } else if left.0.distance < slack.left || left.1.distance < slack.left {
                element = left.0.distance <= left.1.distance ? left.0.advance(minXs) : left.1.advance(maxXs)
            } else if down.0.distance < slack.down || down.1.distance < slack.down {
                element = down.0.distance <= down.1.distance ? down.0.advance(maxYs) : down.1.advance(minYs)
            } else if up.0.distance < slack.up || up.1.distance < slack.up {
                element = up.0.distance <= up.1.distance ? up.0.advance(minYs) : up.1.advance(maxYs)
            } else {
                return slack
            }
            slack.limit(by: frames[element], in: visible)
        }
    }

    /// A reader of one sorted edge list from a position outward in one direction, nearest first; an edge at
    /// the position itself is read both ways.
    private struct Stream {
        let target: CGFloat
        let upward: Bool
        /// The next edge to read (`-1` or `count`: none left).
        var next: Int
        /// How far the next edge is from the target (infinite: none left).
        var distance: CGFloat

        init(_ edges: [Edge], from target: CGFloat, upward: Bool) {
            self.target = target
            self.upward = upward
            // Upward: the first edge at or above the target; downward: the last at or below it (binary search).
            var low = 0
            var high = edges.count
            while low < high {
                let middle = (low + high) / 2
                let before = upward ? edges[middle].position < target : edges[middle].position <= target
                if before { low = middle + 1 } else { high = middle }
            }
            next = upward ? low : low - 1
            distance = .infinity
            measure(edges)
        }

        private mutating func measure(_ edges: [Edge]) {
            guard next >= 0, next < edges.count else {
                distance = .infinity
                return
            }
            distance = upward ? edges[next].position - target : target - edges[next].position
        }

        /// The element of the next edge, moving past it.
        mutating func advance(_ edges: [Edge]) -> Int {
            let element = edges[next].element
            next += upward ? 1 : -1
            measure(edges)
            return element
        }
    }
}
