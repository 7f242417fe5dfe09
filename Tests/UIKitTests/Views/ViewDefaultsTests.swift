import Foundation
import Testing
import UIKitTesting

/// The defaults table of the UIView class reference (uiview.md §3), plus the window's.
@MainActor
struct ViewDefaultsTests {
    @Test func newViewHasTheDocumentedDefaults() {
        let view = UIView()
        #expect(view.frame == .zero)
        #expect(view.bounds == .zero)
        #expect(view.center == .zero)
        #expect(view.transform == .identity)
        #expect(view.alpha == 1)
        #expect(view.isHidden == false)
        #expect(view.isOpaque == true)
        #expect(view.clipsToBounds == false)
        #expect(view.backgroundColor == nil)
        #expect(view.isUserInteractionEnabled == true)
        #expect(view.isMultipleTouchEnabled == false)
        #expect(view.isExclusiveTouch == false)
        #expect(view.tag == 0)
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews == true)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.preservesSuperviewLayoutMargins == false)
        #expect(view.superview == nil)
        #expect(view.window == nil)
        #expect(view.subviews.isEmpty)
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(view.gestureRecognizers == nil)
    }

    @Test func boundsDefaultToFrameSizeAtTheOrigin() {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 50, height: 60))
    }

    @Test func gestureRecognizersAreNilUntilAddedAndEmptyAfterRemoval() {
        let harness = UIKitTestHarness()
        let view = UIView()
        let recognizer = UIGestureRecognizer()
        #expect(view.gestureRecognizers == nil)
        view.addGestureRecognizer(recognizer)
        #expect(view.gestureRecognizers?.count == 1)
        #expect(view.gestureRecognizers?.first === recognizer)
        #expect(recognizer.view === view)
        view.removeGestureRecognizer(recognizer)
        #expect(view.gestureRecognizers != nil)
        #expect(view.gestureRecognizers?.isEmpty == true)
        #expect(recognizer.view == nil)
        _ = harness
    }

    @Test func gestureRecognizerShouldBeginDefaultsToTrue() {
        let harness = UIKitTestHarness()
        let view = UIView()
        #expect(view.gestureRecognizerShouldBegin(UIGestureRecognizer()))
        _ = harness
    }

    @Test func tintColorIsInheritedFromTheSuperview() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == UIColor.systemBlue)
        parent.tintColor = .white
        #expect(child.tintColor == UIColor.white)
    }

    @Test func windowStartsHiddenAtNormalLevelAndIsItsOwnWindow() {
        let harness = UIKitTestHarness()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.isHidden)
        #expect(window.windowLevel == .normal)
        #expect(window.window === window)
        #expect(window.superview == nil)
        #expect(!window.isKeyWindow)
        #expect(harness.window.isKeyWindow)
        #expect(harness.window.isHidden == false)
        #expect(window.next === harness.application)
    }

    @Test func animationStateDefaults() {
        let harness = UIKitTestHarness()
        #expect(UIView.areAnimationsEnabled)
        #expect(UIView.inheritedAnimationDuration == 0)
        _ = harness
    }
}
