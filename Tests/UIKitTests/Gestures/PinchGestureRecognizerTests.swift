import Testing
import UIKitTesting

@MainActor
@Suite struct PinchGestureRecognizerTests {
    /// A pinch on a recording view filling the window (multiple touch off, the default); `actions` collects
    /// `"<state> <scale>"`.
    @MainActor private final class Scene {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let pinch = UIPinchGestureRecognizer()
        let screen: VirtualTouchscreen
        var actions: [String] = []
        var velocities: [CGFloat] = []

        init() {
            harness.window.addSubview(view)
            view.addGestureRecognizer(pinch)
            screen = harness.touchscreen()
            pinch.addAction { [unowned self] recognizer in
                self.actions.append("\(recognizer.state) \(String(format: "%.3f", Double(self.pinch.scale)))")
                self.velocities.append(self.pinch.velocity)
            }
        }

        var states: [String] { actions.map { String($0.split(separator: " ")[0]) } }

        /// Two fingers at (150, 400) and (250, 400): a span of 100 pt.
        func twoFingers() -> [VirtualFinger] {
            var fingers: [VirtualFinger] = []
            screen.frame {
                fingers.append(screen.down(at: CGPoint(x: 150, y: 400)))
                fingers.append(screen.down(at: CGPoint(x: 250, y: 400)))
            }
            return fingers
        }
    }

    @Test func pinchBeginsWhenTheSpanChangesJustOverTheThreshold() {
        let scene = Scene()
        let fingers = scene.twoFingers()
        fingers[1].move(to: CGPoint(x: 266.1, y: 400))
        #expect(scene.actions == ["began 1.161"])
        #expect(scene.harness.traceLines(containing: "began: span changed 16.1 pt > minimumSpanChange 16.0 pt").count == 1)
        scene.screen.frame { fingers.forEach { $0.lift() } }
        #expect(scene.actions == ["began 1.161", "ended 1.161"])
    }

    @Test func pinchFailsWhenTheSpanChangesJustUnderTheThreshold() {
        let scene = Scene()
        let fingers = scene.twoFingers()
        fingers[1].move(to: CGPoint(x: 265.9, y: 400))
        #expect(scene.pinch.state == .possible)
        scene.screen.frame { fingers.forEach { $0.lift() } }
        #expect(scene.actions.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: touches lifted after the span changed 15.9 pt ≤ minimumSpanChange 16.0 pt").count == 1)
    }

    @Test func closingFingersAlsoCount() {
        let scene = Scene()
        let fingers = scene.twoFingers()
        fingers[1].move(to: CGPoint(x: 233.9, y: 400))
        #expect(scene.actions == ["began 0.839"])
    }

    @Test func oneFingerNeverPinches() {
        let scene = Scene()
        scene.screen.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300))
        #expect(scene.actions.isEmpty)
        #expect(scene.pinch.state == .possible)
    }

    @Test func scaleAndVelocityOfASteadySpread() {
        let scene = Scene()
        // Span 100 → 200 pt in 0.3 s: the scale grows 1/0.3 ≈ 3.333 per second.
        scene.screen.pinch(center: CGPoint(x: 200, y: 400), from: 100, to: 200, duration: 0.3)
        #expect(scene.states.first == "began")
        #expect(scene.actions.last == "ended 2.000")
        #expect(abs((scene.velocities.last ?? 0) - 1 / 0.3) < 0.01)
    }

    @Test func settingTheScaleMakesLaterChangesRelativeToIt() {
        let scene = Scene()
        scene.pinch.addAction { recognizer in
            if recognizer.state == .began { (recognizer as! UIPinchGestureRecognizer).scale = 1 }
        }
        let fingers = scene.twoFingers()
        fingers[1].move(to: CGPoint(x: 270, y: 400))
        fingers[1].move(to: CGPoint(x: 330, y: 400))
        #expect(scene.actions == ["began 1.200", "changed 1.500"])
    }

    @Test func aViewWithoutMultipleTouchStillLetsItsPinchSeeBothFingers() {
        let scene = Scene()
        #expect(scene.view.isMultipleTouchEnabled == false)
        scene.screen.pinch(center: CGPoint(x: 200, y: 400), from: 100, to: 160)
        #expect(scene.states.first == "began" && scene.states.last == "ended")
        #expect(scene.view.log.first == "touchesBegan t1")
        #expect(!scene.view.log.contains { $0.contains("t2") })
        #expect(scene.view.log.last == "touchesCancelled t1")
    }

    @Test func aLiftedFingerHoldsTheScaleAndANewOneContinuesIt() {
        let scene = Scene()
        let fingers = scene.twoFingers()
        fingers[1].move(to: CGPoint(x: 300, y: 400))
        fingers[1].lift()
        fingers[0].move(to: CGPoint(x: 100, y: 400))
        let third = scene.screen.down(at: CGPoint(x: 200, y: 400))
        third.move(to: CGPoint(x: 300, y: 400))
        scene.screen.frame {
            fingers[0].lift()
            third.lift()
        }
        #expect(scene.actions == ["began 1.500", "changed 3.000", "ended 3.000"])
    }

    @Test func touchpadPinchDrivesThePinch() {
        let scene = Scene()
        let touchpad = scene.harness.touchpad()
        touchpad.pinch(toScale: 1.5, duration: 0.3)
        #expect(scene.states.first == "began")
        #expect(scene.actions.last == "ended 1.500")
        // 18 updates of 1/36 each at 60 Hz: 1.667 per second.
        #expect(abs((scene.velocities.last ?? 0) - 0.5 / 0.3) < 0.01)
    }

    @Test func touchpadPinchWithoutScalingFails() {
        let scene = Scene()
        scene.harness.touchpad().pinch(toScale: 1, rotatingBy: 30)
        #expect(scene.actions.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: touchpad pinch ended without changing the scale").count == 1)
    }

    // MARK: With rotation

    /// Two fingers that spread by 4 pt and turn by 1.5° per frame for 20 frames: rotation crosses its 5°
    /// threshold on frame 4, the pinch its 16 pt on frame 5.
    private func spreadAndTurn(_ scene: Scene) {
        let fingers = scene.twoFingers()
        for frame in 1...20 {
            scene.harness.advance(by: 1.0 / 120)
            let half = (100 + 4 * CGFloat(frame)) / 2
            let angle = 1.5 * Double(frame) * Double.pi / 180
            let dx = half * CGFloat(cos(angle))
            let dy = half * CGFloat(sin(angle))
            scene.screen.frame {
                fingers[0].move(to: CGPoint(x: 200 - dx, y: 400 - dy))
                fingers[1].move(to: CGPoint(x: 200 + dx, y: 400 + dy))
            }
        }
        scene.screen.frame { fingers.forEach { $0.lift() } }
    }

    private final class AllowSimultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    @Test func pinchAndRotationRecognizeTogetherWhenTheDelegateAllowsIt() {
        let scene = Scene()
        let rotation = UIRotationGestureRecognizer()
        var rotationStates: [String] = []
        rotation.addAction { rotationStates.append("\($0.state)") }
        scene.view.addGestureRecognizer(rotation)
        let delegate = AllowSimultaneous()
        scene.pinch.delegate = delegate
        spreadAndTurn(scene)
        #expect(rotationStates.first == "began" && rotationStates.last == "ended")
        #expect(scene.states.first == "began" && scene.states.last == "ended")
        #expect(abs(rotation.rotation) < 1e-9)  // reset after the gesture
    }

    @Test func withoutTheDelegateOnlyTheFirstToBeginRecognizes() {
        let scene = Scene()
        let rotation = UIRotationGestureRecognizer()
        rotation.name = "rotation"
        var rotationStates: [String] = []
        rotation.addAction { rotationStates.append("\($0.state)") }
        scene.view.addGestureRecognizer(rotation)
        spreadAndTurn(scene)
        #expect(rotationStates.first == "began" && rotationStates.last == "ended")
        #expect(scene.actions.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: prevented by rotation").count == 1)
    }

    @Test func touchpadPinchDrivesPinchAndRotationTogether() {
        let scene = Scene()
        let rotation = UIRotationGestureRecognizer()
        var finalRotation: CGFloat = 0
        rotation.addAction { finalRotation = ($0 as! UIRotationGestureRecognizer).rotation }
        scene.view.addGestureRecognizer(rotation)
        let delegate = AllowSimultaneous()
        rotation.delegate = delegate
        scene.harness.touchpad().pinch(toScale: 0.5, rotatingBy: 45)
        #expect(scene.actions.last == "ended 0.500")
        #expect(abs(finalRotation - CGFloat.pi / 4) < 1e-9)
    }
}
