import CMallocCounter
import UIKit

/// Heap allocations of one hit test (a 10,000-view balanced tree): hit testing runs once per touch-down
/// and should allocate nothing.
@MainActor
enum HitTestAllocations {
    static func run(into sheet: ResultSheet) {
        let size = CGSize(width: 1280, height: 800)
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size))
        UIApplication.makeShared(screen: screen)
        let window = UIWindow(screen: screen)
        let (root, shape) = ViewTree.balanced(count: 10_000, fanOut: 10, size: size, kind: "balanced")
        window.addSubview(root)
        window.makeKeyAndVisible()
        var random = SeededRandom(seed: 42)
        let points = (0..<1000).map { _ in CGPoint(x: random.unit() * size.width, y: random.unit() * size.height) }
        for point in points { _ = window.hitTest(point, with: nil) }
        malloc_counter_set_enabled(1)
        let before = malloc_counter_read().allocations
        for point in points { _ = window.hitTest(point, with: nil) }
        let after = malloc_counter_read().allocations
        malloc_counter_set_enabled(0)
        sheet.add(ResultRow(
            group: "allocations", name: "hit test, balanced 10000 views", detail: "\(shape.summary); mean over \(points.count) hit tests",
            unit: "allocations/hit", value: Double(after - before) / Double(points.count), samples: points.count))
        window.isHidden = true
    }
}
