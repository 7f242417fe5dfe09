import Testing
import UIKitTesting

/// `Sources/UIKit/Gestures/TouchSlop.swift`: the slop check tap and long press share, each with its own
/// `allowableMovement`.
@MainActor
@Suite struct TouchSlopTests {
    enum Kind: String, CaseIterable { case tap, longPress }

    private func scene(_ kind: Kind) -> (UIKitTestHarness, UIGestureRecognizer, VirtualTouchscreen, CGFloat) {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let recognizer: UIGestureRecognizer
        let allowed: CGFloat
        switch kind {
        case .tap:
            let tap = UITapGestureRecognizer()
            allowed = tap.allowableMovement
            recognizer = tap
        case .longPress:
            let press = UILongPressGestureRecognizer()
            allowed = press.allowableMovement
            recognizer = press
        }
        view.addGestureRecognizer(recognizer)
        return (harness, recognizer, harness.touchscreen(), allowed)
    }

    @Test(arguments: Kind.allCases)
    func movingJustWithinAllowableMovementKeepsThePress(_ kind: Kind) {
        let (harness, recognizer, screen, allowed) = scene(kind)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        finger.move(to: CGPoint(x: 50 + allowed - 0.1, y: 50))
        #expect(recognizer.state == .possible)
        #expect(harness.traceLines(containing: "> allowableMovement").isEmpty)
    }

    @Test(arguments: Kind.allCases)
    func movingJustBeyondAllowableMovementFailsWithTheDistance(_ kind: Kind) {
        let (harness, _, screen, allowed) = scene(kind)
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        finger.move(to: CGPoint(x: 50 + allowed + 0.2, y: 50))
        let reason = String(format: "failed: moved %.1f pt > allowableMovement %.1f pt", Double(allowed + 0.2), Double(allowed))
        #expect(harness.traceLines(containing: reason).count == 1)
    }

    @Test(arguments: Kind.allCases)
    func eachFingerIsMeasuredFromWhereItLanded(_ kind: Kind) {
        let (_, recognizer, screen, allowed) = scene(kind)
        if let tap = recognizer as? UITapGestureRecognizer { tap.numberOfTouchesRequired = 2 }
        if let press = recognizer as? UILongPressGestureRecognizer { press.numberOfTouchesRequired = 2 }
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 50, y: 50)))
            fingers.append(screen.down(at: CGPoint(x: 200, y: 200)))
        }
        // The second finger moves within its own allowance, though far from the first finger's start.
        fingers[1].move(to: CGPoint(x: 200 + allowed - 1, y: 200))
        #expect(recognizer.state == .possible)
    }
}
