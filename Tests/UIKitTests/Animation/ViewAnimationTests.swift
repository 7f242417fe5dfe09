import Foundation
import Testing
import UIKitTesting

/// The completion values an animation reported, in order.
final class Completions { var values: [Bool] = [] }

/// The block-animation API (`UIView+Animation`): model values change at once, durations and delays on the
/// framework clock, animations disabled or inherited.
@MainActor
struct ViewAnimationTests {
    @Test func modelValuesChangeAtOnce() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        UIView.animate(withDuration: 1) {
            view.center = CGPoint(x: 200, y: 200)
            view.alpha = 0.25
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        #expect(view.center == CGPoint(x: 200, y: 200))
        #expect(view.alpha == 0.25)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func completionFiresWhenTheDurationHasPassedOnTheFrameworkClock() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        let completions = Completions()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { completions.values.append($0) })
        harness.advance(by: 0.999)
        #expect(completions.values.isEmpty)
        harness.advance(by: 0.002)
        #expect(completions.values == [true])
    }

    @Test func delayIsAddedBeforeTheDuration() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        let completions = Completions()
        UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: { view.alpha = 0.5 },
                       completion: { completions.values.append($0) })
        harness.advance(by: 1.499)
        #expect(completions.values.isEmpty)
        harness.advance(by: 0.001)
        #expect(completions.values == [true])
    }

    @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextRunLoopTurn() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        let completions = Completions()
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { completions.values.append($0) })
        #expect(view.alpha == 0.5)
        #expect(completions.values.isEmpty, "not inside the call")
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === view, "no interaction blackout")
        harness.advance(by: 0)
        #expect(completions.values == [true])
    }

    @Test func negativeDurationBehavesLikeZero() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        let completions = Completions()
        UIView.animate(withDuration: -1, animations: { view.alpha = 0.5 }, completion: { completions.values.append($0) })
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
        harness.advance(by: 0)
        #expect(completions.values == [true])
    }

    @Test func blockThatChangesNothingCompletesOnTheNextRunLoopTurn() {
        let harness = UIKitTestHarness()
        let completions = Completions()
        UIView.animate(withDuration: 5, animations: {}, completion: { completions.values.append($0) })
        #expect(completions.values.isEmpty)
        harness.advance(by: 0)
        #expect(completions.values == [true])
    }

    @Test func performWithoutAnimationDisablesAnimationsOnlyInsideTheBlock() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        let completions = Completions()
        #expect(UIView.areAnimationsEnabled)
        UIView.performWithoutAnimation {
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { completions.values.append($0) })
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
        harness.advance(by: 0)
        #expect(completions.values == [true])
    }

    @Test func changesInsidePerformWithoutAnimationWithinAnAnimationAreNotAnimated() {
        let harness = UIKitTestHarness()
        let animated = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let immediate = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        harness.window.addSubview(animated)
        harness.window.addSubview(immediate)
        UIView.animate(withDuration: 1) {
            animated.alpha = 0.5
            UIView.performWithoutAnimation { immediate.alpha = 0.5 }
        }
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === harness.window)
        #expect(harness.window.hitTest(CGPoint(x: 25, y: 5), with: nil) === immediate)
    }

    @Test func setAnimationsEnabledFalseAppliesChangesImmediately() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        let completions = Completions()
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { completions.values.append($0) })
        UIView.setAnimationsEnabled(true)
        #expect(harness.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
        harness.advance(by: 0)
        #expect(completions.values == [true])
    }

    @Test func inheritedAnimationDurationIsTheEnclosingBlocksDuration() {
        let harness = UIKitTestHarness()
        var inside: TimeInterval = -1
        UIView.animate(withDuration: 0.3) { inside = UIView.inheritedAnimationDuration }
        #expect(inside == 0.3)
        #expect(UIView.inheritedAnimationDuration == 0)
        _ = harness
    }
}
