import Testing
import UIKitTesting

@MainActor
@Suite struct HoverGestureRecognizerTests {
    /// A hover on a 200 × 200 view at (100, 100); `actions` collects `"<state> (x, y)"` in the view.
    @MainActor private final class Scene {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let hover = UIHoverGestureRecognizer()
        let mouse: VirtualMouse
        var actions: [String] = []

        init() {
            harness.window.addSubview(view)
            view.addGestureRecognizer(hover)
            mouse = harness.mouse()
            hover.addAction { [unowned self] recognizer in
                let p = recognizer.location(in: self.view)
                self.actions.append("\(recognizer.state) (\(Int(p.x)), \(Int(p.y)))")
            }
        }
    }

    @Test func hoverBeginsChangesAndEndsAsThePointerEntersMovesAndExits() {
        let scene = Scene()
        scene.mouse.move(to: CGPoint(x: 50, y: 50))
        #expect(scene.actions.isEmpty)
        scene.mouse.move(to: CGPoint(x: 150, y: 150))
        scene.mouse.move(to: CGPoint(x: 160, y: 170))
        scene.mouse.move(to: CGPoint(x: 350, y: 350))
        #expect(scene.actions == ["began (50, 50)", "changed (60, 70)", "ended (250, 250)"])
        #expect(scene.harness.traceLines(containing: "began: pointer entered at (50.0, 50.0)").count == 1)
        scene.mouse.move(to: CGPoint(x: 110, y: 110))
        #expect(scene.actions.last == "began (10, 10)")
    }

    @Test func hoveringASubviewIsStillInside() {
        let scene = Scene()
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        scene.view.addSubview(child)
        scene.mouse.move(to: CGPoint(x: 120, y: 120))
        scene.mouse.move(to: CGPoint(x: 170, y: 170))
        scene.mouse.move(to: CGPoint(x: 120, y: 120))
        #expect(scene.actions.map { String($0.split(separator: " ")[0]) } == ["began", "changed", "changed"])
    }

    @Test func aClickInAHoveredViewStillTaps() {
        let scene = Scene()
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addAction { _ in taps += 1 }
        scene.view.addGestureRecognizer(tap)
        scene.mouse.move(to: CGPoint(x: 150, y: 150))
        scene.mouse.click(at: CGPoint(x: 150, y: 150))
        #expect(taps == 1)
        #expect(scene.hover.state == .began || scene.hover.state == .changed)
        scene.mouse.move(to: CGPoint(x: 160, y: 150))
        scene.mouse.move(to: CGPoint(x: 10, y: 10))
        #expect(scene.actions.last?.hasPrefix("ended") == true)
    }

    private final class Refuse: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test func aDelegateThatRefusesKeepsHoverFromBeginning() {
        let scene = Scene()
        let delegate = Refuse()
        scene.hover.delegate = delegate
        scene.mouse.move(to: CGPoint(x: 150, y: 150))
        scene.mouse.move(to: CGPoint(x: 160, y: 150))
        #expect(scene.actions.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: delegate's gestureRecognizerShouldBegin returned false").count == 1)
    }
}
