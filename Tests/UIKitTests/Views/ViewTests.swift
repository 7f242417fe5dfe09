import Foundation
import Testing
import UIKitTesting

/// `UIView` itself: the defaults table of the class reference (uiview.md §3), the responder that follows a
/// view, subviews that outlive their superview.
@MainActor
struct ViewTests {
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

    @Test func tintColorIsInheritedFromTheSuperview() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == UIColor.systemBlue)
        parent.tintColor = .white
        #expect(child.tintColor == UIColor.white)
    }

    @Test func theNextResponderIsTheOwningControllerElseTheSuperview() {
        _ = UIKitTestHarness()
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.next === parent)
        let controller = UIViewController()
        #expect(controller.view.next === controller)
        parent.addSubview(controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === parent)
    }

    @Test func aSubviewThatOutlivesItsSuperviewNoLongerPointsAtIt() {
        let child = UIView()
        var parent: UIView? = UIView()
        parent?.addSubview(child)
        #expect(child.superview === parent)
        parent = nil
        #expect(child.superview == nil)
        let other = UIView()
        other.addSubview(child)
        #expect(other.subviews.count == 1 && child.superview === other)
    }
}
