import InputCore
import UIKit

/// The dispatch benchmark's scene: a fresh application on a 1280 × 800 point panel, a window, a 1,000-view
/// balanced tree (fan-out 10, depth 3) and the eight recognizers of issue 8 on the touch's chain:
///
/// - the parent of the touched leaves (depth 2): tap and double tap, the tap with `require(toFail:)` on
///   the double tap;
/// - its parent (depth 1): long press and pan;
/// - the tree's root view (depth 0): pinch, rotation, swipe and a left screen-edge pan.
///
/// The ten leaves under the depth-2 view are where fingers land, so every finger's chain (leaf → … →
/// root view → window) holds all eight. The leaves are plain `UIView`s: their `touches…` calls travel the
/// responder chain as an app's views would.
@MainActor
final class GestureScene {
    nonisolated static let screenSize = CGSize(width: 1280, height: 800)
    static let viewCount = 1000

    let application: UIApplication
    let window: UIWindow
    let shape: ViewTreeShape
    /// Screen points of the centres of the ten leaves fingers touch.
    let fingerSpots: [CGPoint]
    private(set) var actionCount = 0

    init() {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: Self.screenSize))
        application = UIApplication.makeShared(screen: screen)
        window = UIWindow(screen: screen)
        let (root, shape) = ViewTree.balanced(count: Self.viewCount, fanOut: 10, size: Self.screenSize, kind: "balanced")
        self.shape = shape
        window.addSubview(root)
        window.makeKeyAndVisible()

        // Level 1 is split along x, level 2 along y, the leaves along x again (see ViewTree).
        let level1 = root.subviews[4]
        let level2 = level1.subviews[4]
        fingerSpots = level2.subviews.map { leaf in leaf.convert(CGPoint(x: leaf.bounds.midX, y: leaf.bounds.midY), to: nil) }

        let count: @MainActor (UIGestureRecognizer) -> Void = { [unowned self] _ in self.actionCount += 1 }
        let tap = UITapGestureRecognizer(handler: count)
        let doubleTap = UITapGestureRecognizer(handler: count)
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        level2.addGestureRecognizer(tap)
        level2.addGestureRecognizer(doubleTap)
        level1.addGestureRecognizer(UILongPressGestureRecognizer(handler: count))
        level1.addGestureRecognizer(UIPanGestureRecognizer(handler: count))
        root.addGestureRecognizer(UIPinchGestureRecognizer(handler: count))
        root.addGestureRecognizer(UIRotationGestureRecognizer(handler: count))
        root.addGestureRecognizer(UISwipeGestureRecognizer(handler: count))
        let edge = UIScreenEdgePanGestureRecognizer(handler: count)
        edge.edges = .left
        root.addGestureRecognizer(edge)
        application.diagnosticSink = { message in FileHandle.standardError.write(Data("bench: unexpected diagnostic: \(message)\n".utf8)) }
    }

    /// A touchscreen the size of the panel, reporting normalised positions as real devices do.
    nonisolated static let device = DeviceDescription(
        id: DeviceID(1), name: "Benchmark Touchscreen", capabilities: [.touch], touchSurface: .direct,
        physicalSize: PhysicalSize(widthMillimetres: 271, heightMillimetres: 169), maximumContacts: 10)
}

/// A trace observer that only counts: the cost measured with the trace on is the framework building its
/// entries, not a consumer formatting or storing them.
@MainActor
final class CountingTraceObserver: TraceObserver {
    private(set) var count = 0
    func record(_ entry: TraceEntry) { count += 1 }
}
