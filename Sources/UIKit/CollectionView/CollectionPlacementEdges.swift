import Foundation

/// The kept elements' frames sorted by each of their four edges, so the placement's slack (how far the
/// visible area can move before an element starts or stops overlapping it) is found from the few elements
/// whose edges lie nearest the visible area's edges instead of by a walk of every kept element.
///
/// Why it is exact: an element's slack (``UICollectionView/slack(of:in:)``) is never less than the
/// smallest distance between one of its edges and the visible edge it would cross (its right edge and the
/// visible left edge, its left edge and the visible right edge, and so in y); for an element that overlaps,
/// it is that distance. So visiting the (element, edge) pairs in order of that distance, and stopping at
/// the first pair no nearer than the smallest slack found so far, leaves only elements whose slack cannot
/// be smaller. In a grid that is one or two elements: the rows crossing the top and bottom edges.
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

    /// The smallest of `bound` and every indexed element's slack in `visible`: what a walk of all the
    /// frames taking the minimum of ``UICollectionView/slack(of:in:)`` gives, visiting only the elements
    /// whose edges are nearer the visible edges than that minimum.
    func slack(in visible: CGRect, atMost bound: CGFloat) -> CGFloat {
        var slack = bound
        var cursors = (
            Cursor(maxXs, toward: visible.minX), Cursor(minXs, toward: visible.maxX),
            Cursor(maxYs, toward: visible.minY), Cursor(minYs, toward: visible.maxY))
        while true {
            // The nearest edge not yet visited, over the four sorted lists (each read outward both ways).
            var nearest = cursors.0.nearestDistance
            var list = 0
            if cursors.1.nearestDistance < nearest { nearest = cursors.1.nearestDistance; list = 1 }
            if cursors.2.nearestDistance < nearest { nearest = cursors.2.nearestDistance; list = 2 }
            if cursors.3.nearestDistance < nearest { nearest = cursors.3.nearestDistance; list = 3 }
            // Every element not visited has each edge at least `nearest` from the visible edge it would
            // cross, so its slack is at least that: none can lower the minimum any more (with every list
            // read, `nearest` is infinite).
            guard nearest < slack else { return slack }
            let element: Int
            switch list {
            case 0: element = cursors.0.advance(maxXs)
            case 1: element = cursors.1.advance(minXs)
            case 2: element = cursors.2.advance(maxYs)
            default: element = cursors.3.advance(minYs)
            }
            slack = min(slack, UICollectionView.slack(of: frames[element], in: visible))
        }
    }

    /// A reader of one sorted edge list outward from a position: the next edge below it and the next
    /// above it, nearest first.
    private struct Cursor {
        let target: CGFloat
        /// The next edge below the target (`-1`: none left).
        var below: Int
        /// The next edge at or above the target (`count`: none left).
        var above: Int
        var belowDistance: CGFloat
        var aboveDistance: CGFloat

        init(_ edges: [Edge], toward target: CGFloat) {
            self.target = target
            // The first edge at or above the target (binary search).
            var low = 0
            var high = edges.count
            while low < high {
                let middle = (low + high) / 2
                if edges[middle].position < target { low = middle + 1 } else { high = middle }
            }
            above = low
            below = low - 1
            belowDistance = below >= 0 ? target - edges[below].position : .infinity
            aboveDistance = above < edges.count ? edges[above].position - target : .infinity
        }

        var nearestDistance: CGFloat { min(belowDistance, aboveDistance) }

        /// The element of the nearest edge not yet read, moving past it.
        mutating func advance(_ edges: [Edge]) -> Int {
            if belowDistance <= aboveDistance {
                let element = edges[below].element
                below -= 1
                belowDistance = below >= 0 ? target - edges[below].position : .infinity
                return element
            }
            let element = edges[above].element
            above += 1
            aboveDistance = above < edges.count ? edges[above].position - target : .infinity
            return element
        }
    }
}
