import Testing
import UIKitTesting

@MainActor
@Suite struct RotationGestureRecognizerTests {
    /// A rotation on a view filling the window; `actions` collects `"<state> <degrees>"`.
    @MainActor private final class Scene {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let rotation = UIRotationGestureRecognizer()
        let screen: VirtualTouchscreen
        var actions: [String] = []
        var velocities: [CGFloat] = []

        init() {
            harness.window.addSubview(view)
            view.addGestureRecognizer(rotation)
            screen = harness.touchscreen()
            rotation.addAction { [unowned self] recognizer in
                let degrees = Double(self.rotation.rotation) * 180 / Double.pi
                self.actions.append("\(recognizer.state) \(String(format: "%.1f", degrees))")
                self.velocities.append(self.rotation.velocity)
            }
        }

        var states: [String] { actions.map { String($0.split(separator: " ")[0]) } }

        /// Two fingers 100 pt apart, the second at `degrees` clockwise from the first's +x.
        func secondFinger(at degrees: Double) -> CGPoint {
            let radians = degrees * Double.pi / 180
            return CGPoint(x: 150 + 100 * CGFloat(cos(radians)), y: 400 + 100 * CGFloat(sin(radians)))
        }

        func twoFingers() -> [VirtualFinger] {
            var fingers: [VirtualFinger] = []
            screen.frame {
                fingers.append(screen.down(at: CGPoint(x: 150, y: 400)))
                fingers.append(screen.down(at: secondFinger(at: 0)))
            }
            return fingers
        }
    }

    @Test func rotationBeginsJustOverTheThreshold() {
        let scene = Scene()
        let fingers = scene.twoFingers()
        fingers[1].move(to: scene.secondFinger(at: 5.1))
        #expect(scene.actions == ["began 5.1"])
        #expect(scene.harness.traceLines(containing: "began: turned 5.1° (0.089 rad) > minimumRotation 5.0° (0.087 rad)").count == 1)
        scene.screen.frame { fingers.forEach { $0.lift() } }
        #expect(scene.actions == ["began 5.1", "ended 5.1"])
    }

    @Test func rotationFailsJustUnderTheThreshold() {
        let scene = Scene()
        let fingers = scene.twoFingers()
        fingers[1].move(to: scene.secondFinger(at: -4.9))
        scene.screen.frame { fingers.forEach { $0.lift() } }
        #expect(scene.actions.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: touches lifted after turning 4.9° (0.086 rad) ≤ minimumRotation 5.0°").count == 1)
    }

    @Test func counterclockwiseIsNegative() {
        let scene = Scene()
        let fingers = scene.twoFingers()
        fingers[1].move(to: scene.secondFinger(at: -20))
        #expect(scene.actions == ["began -20.0"])
    }

    @Test func rotationAndVelocityOfASteadyTurn() {
        let scene = Scene()
        // A quarter turn in 0.3 s: 5.236 rad/s.
        scene.screen.rotate(center: CGPoint(x: 200, y: 400), radius: 60, by: .pi / 2, duration: 0.3)
        #expect(scene.states.first == "began")
        #expect(scene.actions.last == "ended 90.0")
        #expect(abs((scene.velocities.last ?? 0) - (.pi / 2) / 0.3) < 0.01)
    }

    @Test func turningPastHalfACircleDoesNotJump() {
        let scene = Scene()
        scene.screen.rotate(center: CGPoint(x: 200, y: 400), radius: 60, by: 1.25 * .pi, duration: 0.5)
        #expect(scene.actions.last == "ended 225.0")
    }

    @Test func settingTheRotationMakesLaterTurningAddToIt() {
        let scene = Scene()
        scene.rotation.addAction { recognizer in
            if recognizer.state == .began { (recognizer as! UIRotationGestureRecognizer).rotation = 0 }
        }
        let fingers = scene.twoFingers()
        fingers[1].move(to: scene.secondFinger(at: 10))
        fingers[1].move(to: scene.secondFinger(at: 40))
        #expect(scene.actions == ["began 10.0", "changed 30.0"])
    }

    @Test func aPanningPairDoesNotRotate() {
        let scene = Scene()
        let fingers = scene.twoFingers()
        for _ in 1...10 { scene.screen.frame { fingers.forEach { $0.move(by: 10, 10) } } }
        scene.screen.frame { fingers.forEach { $0.lift() } }
        #expect(scene.actions.isEmpty)
    }

    @Test func touchpadRotationDrivesTheRotation() {
        let scene = Scene()
        scene.harness.touchpad().pinch(toScale: 1, rotatingBy: -60, duration: 0.3)
        #expect(scene.states.first == "began")
        #expect(scene.actions.last == "ended -60.0")
        #expect(abs((scene.velocities.last ?? 0) + (.pi / 3) / 0.3) < 0.01)
    }

    @Test func touchpadPinchThatDoesNotTurnFails() {
        let scene = Scene()
        scene.harness.touchpad().pinch(toScale: 2)
        #expect(scene.actions.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: touchpad pinch ended after turning 0.0°").count == 1)
    }
}
