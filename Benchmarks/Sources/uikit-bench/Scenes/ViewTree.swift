import UIKit

/// Deterministic pseudo-random numbers (SplitMix64), so every run tests the same trees and points.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0..<1`.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// The shape of a benchmark view tree and the facts about it that explain hit-testing cost.
struct ViewTreeShape {
    /// `balanced`, `deep/narrow` or `chain`.
    var kind: String
    var viewCount: Int
    /// The longest path from the root view to a leaf, in edges.
    var depth: Int
    /// Children per view (the last parent on a partly filled level has fewer).
    var fanOut: Int
    var transformedCount: Int

    var summary: String {
        "\(kind): \(viewCount) views, depth \(depth), fan-out \(fanOut), \(transformedCount) transformed"
    }
}

/// Builds the trees the hit-testing and dispatch benchmarks run on.
///
/// Children tile their parent: the `k` children of a view split its bounds into `k` equal strips, along x
/// at even depths and y at odd ones, so every point of the root lands in exactly one child at each level
/// and a hit test always descends to a leaf (the worst case: no early exit at an empty area). Subviews
/// are tried front-most first, so on average half the siblings are tested at each level. Every tenth view
/// (by creation order) gets a small rotation and scale about its centre, so hit testing maps points through
/// a non-trivial inverse transform there.
@MainActor
enum ViewTree {
    /// A tree of exactly `count` views (the root included) filled breadth-first with `fanOut` children
    /// per view, inside a root view of `size`.
    static func balanced(count: Int, fanOut: Int, size: CGSize, kind: String) -> (root: UIView, shape: ViewTreeShape) {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        var transformed = 0
        var created = 1
        var level: [UIView] = [root]
        var depth = 0
        while created < count {
            var nextLevel: [UIView] = []
            let horizontal = depth % 2 == 0
            for parent in level {
                let bounds = parent.bounds
                for index in 0..<fanOut where created < count {
                    let child = UIView(frame: strip(of: bounds, index: index, of: fanOut, horizontal: horizontal))
                    created += 1
                    if created % 10 == 0 {
                        child.transform = CGAffineTransform(rotationAngle: 0.03).scaledBy(x: 0.97, y: 0.97)
                        transformed += 1
                    }
                    parent.addSubview(child)
                    nextLevel.append(child)
                }
                if created >= count { break }
            }
            level = nextLevel
            depth += 1
        }
        return (root, ViewTreeShape(kind: kind, viewCount: created, depth: depth, fanOut: fanOut, transformedCount: transformed))
    }

    /// A chain `depth` levels deep: each level holds the next link and, in front of it, a sibling that
    /// does not contain the test points, so each level costs one miss and one descent. Isolates the cost
    /// of depth.
    static func chain(depth: Int, size: CGSize) -> (root: UIView, shape: ViewTreeShape) {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        var parent = root
        var count = 1
        var transformed = 0
        for level in 0..<depth {
            let bounds = parent.bounds
            // The link keeps the whole area; the sibling covers a thin strip at the top, where no test
            // point falls (points are drawn from the lower half).
            let link = UIView(frame: bounds)
            let sibling = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 4))
            if level % 10 == 9 {
                link.transform = CGAffineTransform(rotationAngle: 0.001)
                transformed += 1
            }
            parent.addSubview(link)
            parent.addSubview(sibling)
            count += 2
            parent = link
        }
        return (root, ViewTreeShape(kind: "chain", viewCount: count, depth: depth, fanOut: 2, transformedCount: transformed))
    }

    private static func strip(of bounds: CGRect, index: Int, of count: Int, horizontal: Bool) -> CGRect {
        if horizontal {
            let width = bounds.width / CGFloat(count)
            return CGRect(x: bounds.minX + width * CGFloat(index), y: bounds.minY, width: width, height: bounds.height)
        }
        let height = bounds.height / CGFloat(count)
        return CGRect(x: bounds.minX, y: bounds.minY + height * CGFloat(index), width: bounds.width, height: height)
    }
}
