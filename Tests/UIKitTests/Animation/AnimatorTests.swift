import Foundation
import Testing
import UIKitTesting

/// The animator behind block animations: which views an animation blocks from touches and for how long,
/// hit testing on model values, removing animations, repeating and overlapping animations.
@MainActor
struct AnimatorTests {
    @Test func touchPassesThroughAnAnimatingViewUntilTheAnimationEnds() {
        let harness = UIKitTestHarness()
        let back = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(back)
        harness.window.addSubview(front)
        let screen = harness.touchscreen()
        UIView.animate(withDuration: 1) { front.alpha = 0.5 }
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(back.phases == ["touchesBegan", "touchesEnded"])
        #expect(front.log.isEmpty)
        harness.advance(by: 1)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(front.phases == ["touchesBegan", "touchesEnded"])
        #expect(back.log.count == 2)
    }

    @Test func touchAlreadyDownStaysWithAViewThatStartsAnimating() {
        let harness = UIKitTestHarness()
        let back = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(back)
        harness.window.addSubview(front)
        let finger = harness.touchscreen().down(at: CGPoint(x: 50, y: 50))
        UIView.animate(withDuration: 1) { front.alpha = 0.5 }
        harness.advance(by: 0.1)
        finger.move(to: CGPoint(x: 60, y: 60))
        finger.lift()
        #expect(front.phases == ["touchesBegan", "touchesMoved", "touchesEnded"])
        #expect(back.log.isEmpty)
    }

    @Test func allowUserInteractionKeepsAnAnimatingViewTouchable() {
        let harness = UIKitTestHarness()
        let back = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(back)
        harness.window.addSubview(front)
        let screen = harness.touchscreen()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { front.alpha = 0.5 })
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(front.phases == ["touchesBegan", "touchesEnded"])
        #expect(back.log.isEmpty)
    }

    @Test func hitTestingUsesTheModelValuesDuringAnAnimation() {
        let harness = UIKitTestHarness()
        let mover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(mover)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: {
            mover.center = CGPoint(x: 250, y: 250)
        })
        harness.advance(by: 0.5)
        // Half-way the view would be drawn around (150, 150); hit testing uses the final frame 200…300.
        #expect(harness.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === harness.window)
        #expect(harness.window.hitTest(CGPoint(x: 210, y: 210), with: nil) === mover)
    }

    @Test func removeAllAnimationsCompletesWithFalseAndRestoresInteraction() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        let completions = Completions()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { completions.values.append($0) })
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === harness.window)
        view.layer.removeAllAnimations()
        #expect(completions.values == [false])
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
        harness.advance(by: 2)
        #expect(completions.values == [false])
    }

    @Test func removingOneViewsAnimationsLeavesTheOthersAnimatingAndReportsNotFinished() {
        let harness = UIKitTestHarness()
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        harness.window.addSubview(first)
        harness.window.addSubview(second)
        let completions = Completions()
        UIView.animate(withDuration: 1, animations: {
            first.alpha = 0.5
            second.alpha = 0.5
        }, completion: { completions.values.append($0) })
        first.layer.removeAllAnimations()
        #expect(completions.values.isEmpty)
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === first)
        #expect(harness.window.hitTest(CGPoint(x: 25, y: 5), with: nil) === harness.window)
        harness.advance(by: 1)
        #expect(completions.values == [false])
        #expect(harness.window.hitTest(CGPoint(x: 25, y: 5), with: nil) === second)
        second.layer.removeAllAnimations()
        #expect(completions.values == [false])
    }

    @Test func repeatingAnimationNeverEndsByItself() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        let completions = Completions()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0.5 },
                       completion: { completions.values.append($0) })
        harness.advance(by: 10)
        #expect(completions.values.isEmpty)
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === harness.window)
        view.layer.removeAllAnimations()
        #expect(completions.values == [false])
    }

    @Test func onlyViewsWhosePropertiesChangedAreBlocked() {
        let harness = UIKitTestHarness()
        let animated = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let bystander = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        harness.window.addSubview(animated)
        harness.window.addSubview(bystander)
        UIView.animate(withDuration: 1) {
            animated.frame.origin.y = 1
            bystander.isHidden = false  // not animatable: does not make the view part of the animation
        }
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === harness.window)
        #expect(harness.window.hitTest(CGPoint(x: 25, y: 5), with: nil) === bystander)
    }

    @Test func overlappingAnimationsKeepAViewBlockedUntilTheLastEnds() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        UIView.animate(withDuration: 2) { view.center = CGPoint(x: 5, y: 6) }
        harness.advance(by: 1.5)
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === harness.window)
        harness.advance(by: 0.5)
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
    }

    // @moved
}
