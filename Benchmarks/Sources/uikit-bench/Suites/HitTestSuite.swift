import UIKit

/// Hit testing: `UIWindow.hitTest(_:with:)` at random points on trees of 100 to 100,000 views, balanced
/// (fan-out 10) and deep/narrow (fan-out 2), plus chains that isolate the cost of depth.
@MainActor
enum HitTestSuite {
    static let screenSize = CGSize(width: 1280, height: 800)

    static func run(into sheet: ResultSheet, options: BenchmarkOptions) {
        let sizes = options.quick ? [100, 1_000, 10_000] : [100, 1_000, 10_000, 100_000]
        for (kind, fanOut) in [("balanced", 10), ("deep/narrow", 2)] {
            for size in sizes {
                measureTree(into: sheet, options: options, name: "\(kind) \(size) views") {
                    ViewTree.balanced(count: size, fanOut: fanOut, size: screenSize, kind: kind)
                } target: { size == 10_000 ? 2 : nil }
            }
        }
        for depth in [10, 100, 1_000] {
            measureTree(into: sheet, options: options, name: "chain depth \(depth)", lowerHalfOnly: true) {
                ViewTree.chain(depth: depth, size: screenSize)
            } target: { nil }
        }
    }

    private static func measureTree(
        into sheet: ResultSheet, options: BenchmarkOptions, name: String, lowerHalfOnly: Bool = false,
        build: () -> (root: UIView, shape: ViewTreeShape), target: () -> Double?
    ) {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: screenSize))
        UIApplication.makeShared(screen: screen)
        let window = UIWindow(screen: screen)
        let (root, shape) = build()
        window.addSubview(root)
        window.makeKeyAndVisible()

        var random = SeededRandom(seed: 0x5EED_0000 &+ UInt64(shape.viewCount))
        let points = (0..<4096).map { _ in
            CGPoint(x: random.unit() * screenSize.width,
                    y: lowerHalfOnly ? screenSize.height * (0.5 + random.unit() / 2) : random.unit() * screenSize.height)
        }
        let visited = points.prefix(512).map { Double(viewsTested(from: window, at: $0)) }
        var hits = 0
        let distribution = OperationTimer.measure(warmUp: options.warmUp, samples: options.samples) { index in
            if window.hitTest(points[index & 4095], with: nil) != nil { hits &+= 1 }
        }
        precondition(hits > 0, "hit testing \(name) found no view")
        let meanVisited = visited.reduce(0, +) / Double(visited.count)
        sheet.addTiming(
            group: "hit-test", name: name,
            detail: "\(shape.summary); \(format(meanVisited)) views tested per hit on average",
            distribution, medianTargetMicroseconds: target())
        window.isHidden = true
    }

    /// How many views a front-most-first hit test examines for `point` (in `view`'s coordinates): each view
    /// on the path plus every sibling tried before the one that contained the point. Counted with the
    /// public geometry (centre, bounds, transform about the centre), outside the timed region.
    private static func viewsTested(from view: UIView, at point: CGPoint) -> Int {
        var count = 1
        for subview in view.subviews.reversed() {
            let local = pointInSubview(subview, fromSuperview: point)
            if subview.point(inside: local, with: nil) {
                return count + viewsTested(from: subview, at: local)
            }
            count += 1
        }
        return count
    }

    private static func pointInSubview(_ subview: UIView, fromSuperview point: CGPoint) -> CGPoint {
        let offset = CGPoint(x: point.x - subview.center.x, y: point.y - subview.center.y)
        let unrotated = offset.applying(subview.transform.inverted())
        return CGPoint(x: unrotated.x + subview.bounds.midX, y: unrotated.y + subview.bounds.midY)
    }
}
