import Testing
import UIKitTesting

@MainActor
@Suite struct PanGestureRecognizerTests {
    /// A pan on a 300 × 400 view at (50, 100) in the window, and every action it sends as
    /// `"<state> (<tx>, <ty>)"` with the translation in the view, rounded to 0.1 pt.
    @MainActor private final class Scene {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 50, y: 100, width: 300, height: 400))
        let pan = UIPanGestureRecognizer()
        var actions: [String] = []
        /// The velocity (in the view) at each action.
        var velocities: [CGPoint] = []

        init() {
            harness.window.addSubview(view)
            view.addGestureRecognizer(pan)
            pan.addAction { [unowned self] recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                let t = pan.translation(in: self.view)
                self.actions.append("\(pan.state) (\(round1(t.x)), \(round1(t.y)))")
                self.velocities.append(pan.velocity(in: self.view))
            }
        }

        var states: [String] { actions.map { String($0.split(separator: " ")[0]) } }
    }

    @Test func panBeginsWhenTheFingerMovesJustOverTheHysteresis() {
        let scene = Scene()
        let finger = scene.harness.touchscreen().down(at: CGPoint(x: 100, y: 200))
        finger.move(to: CGPoint(x: 110.1, y: 200))
        #expect(scene.actions == ["began (10.1, 0.0)"])
        #expect(scene.harness.traceLines(containing: "began: moved 10.1 pt > hysteresis 10.0 pt with 1 touch").count == 1)
        finger.move(to: CGPoint(x: 130, y: 210))
        finger.lift()
        #expect(scene.actions == ["began (10.1, 0.0)", "changed (30.0, 10.0)", "ended (30.0, 10.0)"])
    }

    @Test func panFailsWhenTouchesLiftJustUnderTheHysteresis() {
        let scene = Scene()
        let finger = scene.harness.touchscreen().down(at: CGPoint(x: 100, y: 200))
        finger.move(to: CGPoint(x: 109.9, y: 200))
        #expect(scene.pan.state == .possible)
        finger.lift()
        #expect(scene.actions.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: touches ended after moving 9.9 pt ≤ hysteresis 10.0 pt").count == 1)
    }

    @Test func hysteresisIsAdjustable() {
        let scene = Scene()
        scene.pan.hysteresis = 30
        let finger = scene.harness.touchscreen().down(at: CGPoint(x: 100, y: 200))
        finger.move(to: CGPoint(x: 100, y: 229))
        #expect(scene.actions.isEmpty)
        finger.move(to: CGPoint(x: 100, y: 231))
        #expect(scene.actions == ["began (0.0, 31.0)"])
    }

    @Test func translationAndVelocityOfASteadyDrag() {
        let scene = Scene()
        // 240 pt right and 120 pt down in 0.3 s at 120 Hz: 800 and 400 pt/s.
        scene.harness.touchscreen().drag(from: CGPoint(x: 60, y: 150), to: CGPoint(x: 300, y: 270), duration: 0.3)
        #expect(scene.actions.first?.hasPrefix("began") == true)
        #expect(scene.actions.last == "ended (240.0, 120.0)")
        let end = scene.velocities.last ?? .zero
        #expect(abs(end.x - 800) < 1 && abs(end.y - 400) < 1)
        let middle = scene.velocities[scene.velocities.count / 2]
        #expect(abs(middle.x - 800) < 1 && abs(middle.y - 400) < 1)
    }

    @Test func translationAndVelocityAreExpressedInTheRequestedView() {
        let scene = Scene()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scene.view.addSubview(scaled)
        var inScaled: [String] = []
        var inWindow: [String] = []
        scene.pan.addAction { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let t = pan.translation(in: scaled)
            let v = pan.velocity(in: scaled)
            let w = pan.translation(in: nil)
            inScaled.append("(\(round1(t.x)), \(round1(t.y))) v (\(round1(v.x)), \(round1(v.y)))")
            inWindow.append("(\(round1(w.x)), \(round1(w.y)))")
        }
        scene.harness.touchscreen().drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 340), duration: 0.1)
        #expect(inScaled.last == "(50.0, 20.0) v (500.0, 200.0)")
        #expect(inWindow.last == "(100.0, 40.0)")
    }

    @Test func setTranslationInATransformedViewIsReadBackInIt() {
        // Set in a view scaled by 2 and shifted: 10 pt there is 20 window points, and later movement adds
        // to it in each view's units.
        let scene = Scene()
        let scaled = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scene.view.addSubview(scaled)
        var readings: [String] = []
        var setOnce = false
        scene.pan.addAction { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            if pan.state == .began && !setOnce {
                setOnce = true
                pan.setTranslation(CGPoint(x: 10, y: -5), in: scaled)
            }
            let t = pan.translation(in: scaled)
            let w = pan.translation(in: nil)
            readings.append("(\(round1(t.x)), \(round1(t.y))) window (\(round1(w.x)), \(round1(w.y)))")
        }
        let finger = scene.harness.touchscreen().down(at: CGPoint(x: 100, y: 200))
        finger.move(to: CGPoint(x: 115, y: 200))
        finger.move(to: CGPoint(x: 155, y: 220))
        finger.lift()
        #expect(readings.first == "(10.0, -5.0) window (20.0, -10.0)")
        #expect(readings.last == "(30.0, 5.0) window (60.0, 10.0)")
    }

    @Test func setTranslationMovesTheOriginButNotTheVelocity() {
        let scene = Scene()
        var resetOnce = false
        scene.pan.addAction { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            if pan.state == .began && !resetOnce {
                resetOnce = true
                pan.setTranslation(.zero, in: nil)
            }
        }
        let finger = scene.harness.touchscreen().down(at: CGPoint(x: 100, y: 200))
        finger.move(to: CGPoint(x: 115, y: 200))
        finger.move(to: CGPoint(x: 160, y: 200), duration: 0.05)
        finger.lift()
        #expect(scene.actions.last == "ended (45.0, 0.0)")
        #expect(abs((scene.velocities.last ?? .zero).x - 900) < 1)
    }

    @Test func aFingerLandingMidPanDoesNotMakeTheTranslationJump() {
        let scene = Scene()
        scene.view.isMultipleTouchEnabled = true
        let screen = scene.harness.touchscreen()
        let first = screen.down(at: CGPoint(x: 100, y: 200))
        first.move(to: CGPoint(x: 120, y: 200))
        let second = screen.down(at: CGPoint(x: 300, y: 400))
        #expect(scene.pan.numberOfTouches == 2)
        screen.frame {
            first.move(by: 10, 10)
            second.move(by: 10, 10)
        }
        second.lift()
        first.move(by: 5, 0)
        first.lift()
        #expect(scene.actions == ["began (20.0, 0.0)", "changed (30.0, 10.0)", "changed (35.0, 10.0)", "ended (35.0, 10.0)"])
    }

    @Test func minimumNumberOfTouchesWaitsForEnoughFingers() {
        let scene = Scene()
        scene.pan.minimumNumberOfTouches = 2
        let screen = scene.harness.touchscreen()
        screen.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200))
        #expect(scene.actions.isEmpty)
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 100, y: 200)))
            fingers.append(screen.down(at: CGPoint(x: 140, y: 200)))
        }
        screen.frame { fingers.forEach { $0.move(by: 0, 11) } }
        #expect(scene.actions == ["began (0.0, 11.0)"])
        #expect(scene.pan.numberOfTouches == 2)
        fingers[0].lift()
        #expect(scene.states == ["began", "ended"])
        #expect(scene.harness.traceLines(containing: "ended: 1 touches < minimumNumberOfTouches 2").count == 1)
    }

    @Test func moreFingersThanTheMaximumMakeThePanFail() {
        let scene = Scene()
        scene.pan.maximumNumberOfTouches = 1
        let screen = scene.harness.touchscreen()
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 100, y: 200)))
            fingers.append(screen.down(at: CGPoint(x: 140, y: 200)))
        }
        screen.frame { fingers.forEach { $0.move(by: 0, 50) } }
        #expect(scene.actions.isEmpty)
        #expect(scene.harness.traceLines(containing: "failed: 2 touches > maximumNumberOfTouches 1").count == 1)
    }

    @Test func cancelledTouchesCancelAPanInProgress() {
        let scene = Scene()
        let finger = scene.harness.touchscreen().down(at: CGPoint(x: 100, y: 200))
        finger.move(to: CGPoint(x: 150, y: 200))
        finger.cancel()
        #expect(scene.states == ["began", "cancelled"])
    }

    @Test func innerPanWinsOverOuterPan() {
        let scene = Scene()
        let inner = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        scene.view.addSubview(inner)
        let innerPan = UIPanGestureRecognizer()
        innerPan.name = "innerPan"
        scene.pan.name = "outerPan"
        var innerStates: [String] = []
        innerPan.addAction { innerStates.append("\($0.state)") }
        inner.addGestureRecognizer(innerPan)
        scene.harness.touchscreen().drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200))
        #expect(innerStates.first == "began" && innerStates.last == "ended")
        #expect(scene.actions.isEmpty)
        #expect(scene.harness.traceLines(containing: "gesture outerPan possible → failed: prevented by innerPan").count == 1)
    }

    // MARK: Scrolling

    @Test func wheelScrollDrivesThePanOnlyWhenDiscreteScrollingIsAllowed() {
        let scene = Scene()
        let mouse = scene.harness.mouse()
        mouse.move(to: CGPoint(x: 200, y: 300))
        mouse.wheel(detents: 1)
        #expect(scene.actions.isEmpty)

        scene.pan.allowedScrollTypesMask = .continuous
        mouse.wheel(detents: 1)
        #expect(scene.actions.isEmpty)

        scene.pan.allowedScrollTypesMask = .discrete
        mouse.wheel(detents: 1)
        #expect(scene.actions == ["began (0.0, -15.0)"])
        #expect(scene.pan.location(in: scene.view) == CGPoint(x: 150, y: 200))
        scene.harness.advance(by: 0.05)
        mouse.wheel(detents: 2)
        #expect(scene.actions == ["began (0.0, -15.0)", "changed (0.0, -45.0)"])
    }

    @Test func wheelPanEndsAfterTheWheelRestsForTheEndDelay() {
        let scene = Scene()
        scene.pan.allowedScrollTypesMask = .all
        let mouse = scene.harness.mouse()
        mouse.move(to: CGPoint(x: 200, y: 300))
        mouse.wheel(detents: -1)
        scene.harness.advance(by: 0.099)
        #expect(scene.states == ["began"])
        scene.harness.advance(by: 0.002)
        #expect(scene.actions == ["began (0.0, 15.0)", "ended (0.0, 15.0)"])
        #expect(scene.harness.traceLines(containing: "ended: no wheel movement for wheelScrollEndDelay 0.100 s").count == 1)
    }

    @Test func touchpadScrollDrivesThePanWhenContinuousScrollingIsAllowed() {
        let scene = Scene()
        let touchpad = scene.harness.touchpad()
        let cursor = scene.harness.application.cursorLocation
        touchpad.move(by: 200 - cursor.x, 300 - cursor.y)
        touchpad.scroll(dx: 0, dy: 60)
        #expect(scene.actions.isEmpty)

        scene.pan.allowedScrollTypesMask = .continuous
        // 60 pt in 0.2 s, in 12 steps, then libinput's stop event one frame later.
        touchpad.scroll(dx: 30, dy: 60)
        #expect(scene.states.first == "began")
        #expect(scene.states.last == "ended")
        #expect(scene.states.count == 13)
        #expect(scene.actions.last == "ended (-30.0, -60.0)")
        let velocity = scene.velocities.last ?? .zero
        #expect(abs(velocity.x + 150) < 1 && abs(velocity.y + 300) < 1)
    }

    @Test func scrollDoesNotInterruptATouchPan() {
        let scene = Scene()
        scene.pan.allowedScrollTypesMask = .all
        let mouse = scene.harness.mouse()
        mouse.move(to: CGPoint(x: 200, y: 300))
        let finger = scene.harness.touchscreen().down(at: CGPoint(x: 100, y: 200))
        finger.move(to: CGPoint(x: 120, y: 200))
        mouse.wheel(detents: 3)
        finger.lift()
        #expect(scene.actions == ["began (20.0, 0.0)", "ended (20.0, 0.0)"])
    }
}

/// Rounds to one decimal, without a negative zero.
private func round1(_ value: CGFloat) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(format: "%.1f", Double(rounded == 0 ? 0 : rounded))
}
