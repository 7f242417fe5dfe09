import Testing
import UIKitTesting

/// `Sources/UIKit/Gestures/TwoFingerGesture.swift`: what pinch and rotation share (the pair, the
/// threshold, the end of the input), checked on both.
@MainActor
@Suite struct TwoFingerGestureTests {
    enum Kind: String, CaseIterable { case pinch, rotation }

    /// A recognizer of `kind` on a view filling the window, and the states its action saw.
    private func scene(_ kind: Kind) -> (UIKitTestHarness, UIGestureRecognizer, VirtualTouchscreen, () -> [String]) {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        harness.window.addSubview(view)
        let recognizer: UIGestureRecognizer = kind == .pinch ? UIPinchGestureRecognizer() : UIRotationGestureRecognizer()
        var states: [String] = []
        recognizer.addAction { states.append("\($0.state)") }
        view.addGestureRecognizer(recognizer)
        return (harness, recognizer, harness.touchscreen(), { states })
    }

    @Test(arguments: Kind.allCases)
    func aThirdFingerNeitherMovesTheMeasureNorIsTracked(_ kind: Kind) {
        let (_, recognizer, screen, states) = scene(kind)
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 150, y: 400)))
            fingers.append(screen.down(at: CGPoint(x: 250, y: 400)))
        }
        let third = screen.down(at: CGPoint(x: 200, y: 600))
        #expect(recognizer.numberOfTouches == 2)
        // Far enough to pass either threshold if it counted.
        third.move(to: CGPoint(x: 390, y: 100))
        #expect(recognizer.state == .possible)
        #expect(states().isEmpty)
    }

    @Test(arguments: Kind.allCases)
    func liftingBeforeTheThresholdFailsWithTheMeasuredChange(_ kind: Kind) {
        let (harness, recognizer, screen, states) = scene(kind)
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 150, y: 400)))
            fingers.append(screen.down(at: CGPoint(x: 250, y: 400)))
        }
        fingers[1].move(to: CGPoint(x: 252, y: 400))
        screen.frame { fingers.forEach { $0.lift() } }
        #expect(states().isEmpty)
        #expect(recognizer.state == .possible)  // reset after failing
        let reason = kind == .pinch ? "failed: touches lifted after the span changed 2.0 pt ≤ minimumSpanChange 16.0 pt"
            : "failed: touches lifted after turning 0.0° (0.000 rad) ≤ minimumRotation 5.0° (0.087 rad)"
        #expect(harness.traceLines(containing: reason).count == 1)
    }

    @Test(arguments: Kind.allCases)
    func passingTheThresholdBeginsThenEveryMoveChangesAndTheLiftEnds(_ kind: Kind) {
        let (_, _, screen, states) = scene(kind)
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 150, y: 400)))
            fingers.append(screen.down(at: CGPoint(x: 250, y: 400)))
        }
        // 40 pt longer and turned by about 15°: past both thresholds.
        fingers[1].move(to: CGPoint(x: 285, y: 364))
        fingers[1].move(to: CGPoint(x: 286, y: 364))
        screen.frame { fingers.forEach { $0.lift() } }
        #expect(states() == ["began", "changed", "ended"])
    }
}
