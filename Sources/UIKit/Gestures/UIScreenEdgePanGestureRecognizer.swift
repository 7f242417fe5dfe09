/// Edges of a rectangle, for ``UIScreenEdgePanGestureRecognizer/edges``. Raw values are UIKit's.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Recognizes a pan that starts at an edge of the window and moves away from it (the "swipe in from the
/// edge" of navigation and drawers).
///
/// Continuous; a ``UIPanGestureRecognizer`` with two more rules:
/// - `possible → failed` as soon as the first finger lands farther than ``edgeRegionWidth`` from every
///   edge in ``edges`` (with ``edges`` empty, every touch fails);
/// - when the pan's ``hysteresis`` is crossed, `possible → began` only if the movement is mostly away from
///   an edge the touch started at (the component away from that edge exceeds the component along it,
///   i.e. within 45° of straight in); otherwise `possible → failed`.
/// After `began` it behaves as a pan: `changed`, then `ended` when the fingers lift or `cancelled`.
///
/// Differences from iOS:
/// - iOS measures from the screen's edges; we measure from the window's bounds (the same for a
///   full-screen window). iOS's edge band is private; ours is ``edgeRegionWidth``, 20 pt.
/// - It never takes scroll input, whatever ``allowedScrollTypesMask`` says.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from. Default `[]` (none), as on iOS: set it, or nothing is recognized.
    open var edges: UIRectEdge = []
    /// How far from an edge, in points, the first finger may land to count as starting at it (inclusive).
    /// Default 20 pt: iOS's band is private; 20 pt is Android's `ViewDragHelper` `EDGE_SIZE` (20 dp), the
    /// band its edge-swipe drawers use (openradar 15145539 reports iOS's as less forgiving).
    open var edgeRegionWidth: CGFloat = GestureDefaults.edgeRegionWidth

    /// The edges in ``edges`` the first finger landed near.
    private var startEdges: UIRectEdge = []

    override var acceptsScrollInput: Bool { false }

    open override func reset() {
        super.reset()
        startEdges = []
    }

    override func refusalAtTouchDown(_ touches: Set<UITouch>) -> String? {
        // Only the first finger of a gesture decides where it starts.
        guard trackedTouches.count == touches.count,
              let first = touches.min(by: { $0.serial < $1.serial }), let window = first.window
        else { return nil }
        guard !edges.isEmpty else { return "edges is empty" }
        let point = first.windowLocation
        let bounds = window.bounds
        let distances: [(UIRectEdge, String, CGFloat)] = [
            (.top, "top", point.y - bounds.minY), (.left, "left", point.x - bounds.minX),
            (.bottom, "bottom", bounds.maxY - point.y), (.right, "right", bounds.maxX - point.x),
        ].filter { edges.contains($0.0) }
        startEdges = []
        for (edge, _, distance) in distances where distance <= edgeRegionWidth { startEdges.insert(edge) }
        guard startEdges.isEmpty, let nearest = distances.min(by: { $0.2 < $1.2 }) else { return nil }
        return "touch began \(GestureReason.points(nearest.2)) from the \(nearest.1) edge > edgeRegionWidth \(GestureReason.points(edgeRegionWidth))"
    }

    override func refusalToBegin(translation: CGVector) -> String? {
        let candidates: [(edge: UIRectEdge, name: String, away: CGFloat, along: CGFloat)] = [
            (.top, "top", translation.dy, translation.dx), (.left, "left", translation.dx, translation.dy),
            (.bottom, "bottom", -translation.dy, translation.dx), (.right, "right", -translation.dx, translation.dy),
        ].filter { startEdges.contains($0.edge) }
        guard let best = candidates.max(by: { $0.away - abs($0.along) < $1.away - abs($1.along) }) else {
            return "touch did not begin near an edge in edges"
        }
        if best.away > abs(best.along) { return nil }
        return "moved \(GestureReason.points(best.away)) away from the \(best.name) edge ≤ \(GestureReason.points(abs(best.along))) along it"
    }
}
