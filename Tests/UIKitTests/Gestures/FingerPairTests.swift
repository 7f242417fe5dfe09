import Foundation
import Testing
import InputCore
import UIKitTesting

/// The two fingers pinch and rotation measure: the first two to land, their span and their angle
/// (clockwise on screen is positive); a finger that lands later is not part of the pair. A cancelled
/// touchpad pinch fails a recognizer still deciding and cancels one in progress.
@MainActor
@Suite struct FingerPairTests {
    @Test func theSpanBetweenTheFirstTwoFingersIsTheScale() {
        let harness = UIKitTestHarness()
        let pinch = UIPinchGestureRecognizer()
        harness.window.addGestureRecognizer(pinch)
        let screen = harness.touchscreen()
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 100, y: 400)))
            fingers.append(screen.down(at: CGPoint(x: 200, y: 400)))
        }
        let late = screen.down(at: CGPoint(x: 300, y: 600))
        fingers[1].move(to: CGPoint(x: 300, y: 400))
        #expect(abs(pinch.scale - 2) < 0.001)
        late.move(to: CGPoint(x: 390, y: 700))
        #expect(abs(pinch.scale - 2) < 0.001)
        late.lift()
        screen.frame { fingers.forEach { $0.lift() } }
    }

    @Test func turningTheSecondFingerClockwiseOnScreenIsAPositiveRotation() {
        let harness = UIKitTestHarness()
        let rotation = UIRotationGestureRecognizer()
        harness.window.addGestureRecognizer(rotation)
        let screen = harness.touchscreen()
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 100, y: 400)))
            fingers.append(screen.down(at: CGPoint(x: 200, y: 400)))
        }
        // 30° about the first finger, downwards on screen: clockwise.
        fingers[1].move(to: CGPoint(x: 100 + 100 * cos(CGFloat.pi / 6), y: 400 + 100 * sin(CGFloat.pi / 6)))
        #expect(abs(rotation.rotation - .pi / 6) < 0.001)
        fingers[1].move(to: CGPoint(x: 100 + 100 * cos(-CGFloat.pi / 6), y: 400 + 100 * sin(-CGFloat.pi / 6)))
        #expect(abs(rotation.rotation + .pi / 6) < 0.001)
        screen.frame { fingers.forEach { $0.lift() } }
    }

    @Test func aCancelledTouchpadPinchFailsWhileUndecidedAndCancelsOnceBegan() {
        let harness = UIKitTestHarness()
        let pinch = UIPinchGestureRecognizer()
        var states: [String] = []
        pinch.addAction { states.append("\($0.state)") }
        harness.window.addGestureRecognizer(pinch)
        let touchpad = harness.touchpad()
        func send(_ phase: TouchpadGesturePhase, scale: Double = 1) {
            harness.send(.touchpadGesture(TouchpadGesture(kind: .pinch, phase: phase, fingerCount: 2, scale: scale)), from: touchpad.id)
        }
        send(.begin)
        send(.cancel)
        #expect(states.isEmpty)
        #expect(harness.traceLines(containing: "failed: touchpad pinch cancelled").count == 1)
        harness.advance(by: 0.1)
        send(.begin)
        harness.advance(by: 0.016)
        send(.update, scale: 1.5)
        harness.advance(by: 0.016)
        send(.cancel)
        #expect(states == ["began", "cancelled"])
        #expect(harness.traceLines(containing: "cancelled: touchpad pinch cancelled").count == 1)
    }
}
