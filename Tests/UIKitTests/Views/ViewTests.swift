import Foundation
import Testing
import UIKitTesting

/// `UIView` itself: the responder that follows a view, subviews that outlive their superview (its defaults
/// table: ViewDefaultsTests).
@MainActor
struct ViewTests {
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
