import Testing
import UIKitTesting

@MainActor
@Suite struct ScreenEdgePanGestureRecognizerTests {
    /// An edge pan on a view filling the 400 × 800 window; `states` collects its actions.
    @MainActor private final class Scene {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let edgePan = UIScreenEdgePanGestureRecognizer()
        var states: [String] = []
        var translations: [CGPoint] = []

        init(edges: UIRectEdge = .left) {
            harness.window.addSubview(view)
            edgePan.edges = edges
            view.addGestureRecognizer(edgePan)
            edgePan.addAction { [unowned self] recognizer in
                self.states.append("\(recognizer.state)")
                self.translations.append(self.edgePan.translation(in: self.view))
            }
        }

        func drag(from start: CGPoint, by dx: CGFloat, _ dy: CGFloat) {
            let finger = harness.touchscreen().down(at: start)
            finger.move(by: dx, dy)
            finger.lift()
        }
    }

    @Test func beginsForATouchJustInsideTheEdgeBand() {
        let scene = Scene()
        scene.drag(from: CGPoint(x: 19.9, y: 300), by: 40, 0)
        #expect(scene.states == ["began", "ended"])
        #expect(scene.translations.last == CGPoint(x: 40, y: 0))
    }

    @Test func failsAtTouchDownJustOutsideTheEdgeBand() {
        let scene = Scene()
        let finger = scene.harness.touchscreen().down(at: CGPoint(x: 20.1, y: 300))
        #expect(scene.edgePan.state == .possible)
        #expect(scene.harness.traceLines(containing: "failed: touch began 20.1 pt from the left edge > edgeRegionWidth 20.0 pt").count == 1)
        finger.move(by: 60, 0)
        finger.lift()
        #expect(scene.states.isEmpty)
    }

    @Test func edgeRegionWidthIsAdjustable() {
        let scene = Scene()
        scene.edgePan.edgeRegionWidth = 40
        scene.drag(from: CGPoint(x: 39, y: 300), by: 40, 0)
        #expect(scene.states == ["began", "ended"])
    }

    @Test func movementMostlyAwayFromTheEdgeBegins() {
        let scene = Scene()
        scene.drag(from: CGPoint(x: 5, y: 300), by: 20.1, 20)
        #expect(scene.states == ["began", "ended"])
    }

    @Test func movementMostlyAlongTheEdgeFails() {
        let scene = Scene()
        scene.drag(from: CGPoint(x: 5, y: 300), by: 19.9, 20)
        #expect(scene.states.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: moved 19.9 pt away from the left edge ≤ 20.0 pt along it").count == 1)
    }

    @Test func rightEdgeWantsMovementToTheLeft() {
        let scene = Scene(edges: .right)
        scene.drag(from: CGPoint(x: 390, y: 300), by: -30, 5)
        #expect(scene.states == ["began", "ended"])
        scene.drag(from: CGPoint(x: 385, y: 300), by: 12, 0)
        #expect(scene.states == ["began", "ended"])
        #expect(scene.harness.traceLines(containing: "failed: moved -12.0 pt away from the right edge ≤ 0.0 pt along it").count == 1)
    }

    @Test func bottomAndTopEdgesWithAll() {
        let scene = Scene(edges: .all)
        scene.drag(from: CGPoint(x: 200, y: 795), by: 0, -30)
        scene.drag(from: CGPoint(x: 200, y: 3), by: 2, 30)
        #expect(scene.states == ["began", "ended", "began", "ended"])
        scene.drag(from: CGPoint(x: 200, y: 400), by: 0, 30)
        #expect(scene.states.count == 4)
    }

    @Test func withoutEdgesNothingIsRecognized() {
        let scene = Scene(edges: [])
        scene.drag(from: CGPoint(x: 2, y: 300), by: 40, 0)
        #expect(scene.states.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: edges is empty").count == 1)
    }

    @Test func edgePanIgnoresScrolling() {
        let scene = Scene()
        scene.edgePan.allowedScrollTypesMask = .all
        let mouse = scene.harness.mouse()
        mouse.move(to: CGPoint(x: 5, y: 300))
        mouse.wheel(detents: 2)
        scene.harness.advance(by: 0.5)
        #expect(scene.states.isEmpty)
    }
}
