import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIView+HitTesting.swift`: which view a point finds.
@MainActor
struct ViewHitTestingTests {
    /// back (0, 0, 100, 100) and front (50, 50, 100, 100), overlapping in (50…100, 50…100).
    private func overlappingPair(in window: UIWindow) -> (back: UIView, front: UIView) {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        return (back, front)
    }

    @Test func frontMostSubviewWinsWhereSiblingsOverlap() {
        let harness = UIKitTestHarness()
        let (back, front) = overlappingPair(in: harness.window)
        #expect(harness.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(harness.window.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(harness.window.hitTest(CGPoint(x: 125, y: 125), with: nil) === front)
        #expect(harness.window.hitTest(CGPoint(x: 300, y: 300), with: nil) === harness.window)
        harness.window.bringSubviewToFront(back)
        #expect(harness.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test func deepestViewContainingThePointIsReturned() {
        let harness = UIKitTestHarness()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        harness.window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        #expect(harness.window.hitTest(CGPoint(x: 25, y: 25), with: nil) === grandchild)
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
        #expect(harness.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === parent)
        // In the receiver's own coordinates: child (15, 15) is grandchild's (5, 5).
        #expect(child.hitTest(CGPoint(x: 15, y: 15), with: nil) === grandchild)
    }

    @Test func pointOutsideReceiverFindsNothing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.hitTest(CGPoint(x: 10, y: 5), with: nil) == nil)
        #expect(view.hitTest(CGPoint(x: -0.001, y: 5), with: nil) == nil)
        #expect(view.hitTest(CGPoint(x: 0, y: 0), with: nil) === view)
        #expect(!view.point(inside: CGPoint(x: 10, y: 5), with: nil))
        #expect(view.point(inside: CGPoint(x: 9.999, y: 9.999), with: nil))
    }

    @Test func hiddenViewIsSkippedWithItsSubtree() {
        let harness = UIKitTestHarness()
        let (back, front) = overlappingPair(in: harness.window)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        front.addSubview(child)
        front.isHidden = true
        #expect(child.isHidden == false)
        #expect(harness.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        #expect(harness.window.hitTest(CGPoint(x: 125, y: 125), with: nil) === harness.window)
    }

    @Test func viewWithUserInteractionDisabledIsSkippedWithItsSubtree() {
        let harness = UIKitTestHarness()
        let (back, front) = overlappingPair(in: harness.window)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        front.addSubview(child)
        front.isUserInteractionEnabled = false
        #expect(harness.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        #expect(harness.window.hitTest(CGPoint(x: 125, y: 125), with: nil) === harness.window)
    }

    @Test func alphaBelowOneHundredthIsSkippedAndOneHundredthIsHit() {
        let harness = UIKitTestHarness()
        let (back, front) = overlappingPair(in: harness.window)
        front.alpha = 0.009
        #expect(harness.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        front.alpha = 0.01
        #expect(harness.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        front.alpha = 0
        #expect(harness.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test func transparentParentHidesItsSubtreeFromHitTesting() {
        let harness = UIKitTestHarness()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        harness.window.addSubview(parent)
        parent.addSubview(child)
        parent.alpha = 0.005
        #expect(harness.window.hitTest(CGPoint(x: 25, y: 25), with: nil) === harness.window)
    }

    @Test func clearBackgroundAndNonOpaqueViewsAreStillHit() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = nil
        view.isOpaque = false
        harness.window.addSubview(view)
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }

    @Test func animatingViewIsSkippedWithItsSubtreeUnlessInteractionAllowed() {
        let harness = UIKitTestHarness()
        let (back, front) = overlappingPair(in: harness.window)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        front.addSubview(child)
        UIView.animate(withDuration: 1) { front.alpha = 0.5 }
        #expect(harness.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        #expect(harness.window.hitTest(CGPoint(x: 125, y: 125), with: nil) === harness.window)
        harness.advance(by: 1)
        #expect(harness.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === child)

        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { front.alpha = 1 })
        #expect(harness.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === child)
    }

    @Test func subviewOutsideSuperviewBoundsIsNotHitEvenWithoutClipping() {
        let harness = UIKitTestHarness()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
        harness.window.addSubview(parent)
        parent.addSubview(child)
        #expect(parent.clipsToBounds == false)
        #expect(harness.window.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
        #expect(harness.window.hitTest(CGPoint(x: 120, y: 120), with: nil) === harness.window)
        parent.clipsToBounds = true
        #expect(harness.window.hitTest(CGPoint(x: 120, y: 120), with: nil) === harness.window)
    }

    @Test func rotatedSubviewIsHitWhereItIsDrawn() {
        let harness = UIKitTestHarness()
        // 200 × 20 centred at (200, 110); turned 90° it covers x 190…210, y 10…210.
        let bar = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 20))
        harness.window.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(harness.window.hitTest(CGPoint(x: 200, y: 20), with: nil) === bar)
        #expect(harness.window.hitTest(CGPoint(x: 205, y: 200), with: nil) === bar)
        #expect(harness.window.hitTest(CGPoint(x: 120, y: 110), with: nil) === harness.window)
        #expect(harness.window.hitTest(CGPoint(x: 215, y: 110), with: nil) === harness.window)
    }

    @Test func scaledSubviewIsHitWhereItIsDrawn() {
        let harness = UIKitTestHarness()
        // 20 × 20 centred at (200, 400); scaled 3× it covers 170…230 on both axes.
        let dot = UIView(frame: CGRect(x: 190, y: 390, width: 20, height: 20))
        harness.window.addSubview(dot)
        dot.transform = CGAffineTransform(scaleX: 3, y: 3)
        #expect(harness.window.hitTest(CGPoint(x: 225, y: 400), with: nil) === dot)
        #expect(harness.window.hitTest(CGPoint(x: 172, y: 372), with: nil) === dot)
        #expect(harness.window.hitTest(CGPoint(x: 235, y: 400), with: nil) === harness.window)
    }

    @Test func viewScaledToZeroIsNeverHit() {
        let harness = UIKitTestHarness()
        let (back, front) = overlappingPair(in: harness.window)
        front.transform = CGAffineTransform(scaleX: 0, y: 0)
        // Its centre (100, 100) and everywhere else fall through to what is behind.
        #expect(harness.window.hitTest(CGPoint(x: 99, y: 99), with: nil) === back)
        #expect(harness.window.hitTest(CGPoint(x: 300, y: 300), with: nil) === harness.window)
        front.transform = CGAffineTransform(scaleX: 1, y: 0)
        #expect(harness.window.hitTest(CGPoint(x: 99, y: 99), with: nil) === back)
        front.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
        #expect(harness.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
    }

    @Test func pointInsideOverrideWidensTheTouchArea() {
        final class WideTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let harness = UIKitTestHarness()
        let target = WideTarget(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        harness.window.addSubview(target)
        #expect(harness.window.hitTest(CGPoint(x: 90, y: 90), with: nil) === target)
        #expect(harness.window.hitTest(CGPoint(x: 79, y: 90), with: nil) === harness.window)
    }

    @Test func hitTestOverrideCanHideSubviews() {
        final class Opaque: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                self.point(inside: point, with: event) ? self : nil
            }
        }
        let harness = UIKitTestHarness()
        let parent = Opaque(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        harness.window.addSubview(parent)
        parent.addSubview(child)
        #expect(harness.window.hitTest(CGPoint(x: 25, y: 25), with: nil) === parent)
    }

    @Test func touchIsDeliveredToFrontMostHitView() {
        let harness = UIKitTestHarness()
        let back = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = RecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        harness.window.addSubview(back)
        harness.window.addSubview(front)
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 75, y: 75))
        screen.tap(at: CGPoint(x: 25, y: 25))
        #expect(front.phases == ["touchesBegan", "touchesEnded"])
        #expect(back.phases == ["touchesBegan", "touchesEnded"])
    }
}
