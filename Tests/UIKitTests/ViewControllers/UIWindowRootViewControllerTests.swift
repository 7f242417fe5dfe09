import Foundation
import Testing
import UIKitTesting

/// Setting a window's root view controller: the old root's view leaves, the new one goes back-most and
/// fills the window; a child or a presented controller is refused with a diagnostic.
@MainActor
@Suite struct UIWindowRootViewControllerTests {
    @Test func theNewRootsViewGoesBehindTheWindowsOtherSubviewsAndFillsIt() {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 400, height: 300))
        let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(overlay)
        let first = UIViewController()
        harness.window.rootViewController = first
        #expect(harness.window.subviews.first === first.view)
        #expect(harness.window.subviews.last === overlay)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(first.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        let second = UIViewController()
        harness.window.rootViewController = second
        #expect(first.view.superview == nil)
        #expect(harness.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(second.view), ObjectIdentifier(overlay)])
        harness.window.rootViewController = nil
        #expect(second.view.superview == nil)
        #expect(harness.window.rootViewController == nil)
    }

    @Test func settingTheSameRootAgainLeavesItsViewWhereItIs() {
        let harness = UIKitTestHarness()
        let root = UIViewController()
        harness.window.rootViewController = root
        let overlay = UIView(frame: .zero)
        harness.window.addSubview(overlay)
        harness.window.bringSubviewToFront(root.view)
        root.view.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
        harness.window.rootViewController = root
        #expect(harness.window.subviews.last === root.view)
        #expect(root.view.frame == CGRect(x: 5, y: 5, width: 50, height: 50))
    }

    @Test func aChildOrAPresentedControllerIsRefusedAsRootWithADiagnostic() {
        let harness = UIKitTestHarness()
        let root = UIViewController()
        root.title = "root"
        harness.window.rootViewController = root
        let child = UIViewController()
        child.title = "child"
        root.addChild(child)
        harness.window.rootViewController = child
        #expect(harness.window.rootViewController === root)
        #expect(harness.diagnostics.contains { $0.contains("is a child of") && $0.contains("cannot be a window's root view controller") })
        let presented = UIViewController()
        root.present(presented, animated: false)
        harness.window.rootViewController = presented
        #expect(harness.window.rootViewController === root)
        #expect(harness.diagnostics.contains { $0.contains("is presented by") && $0.contains("cannot be a window's root view controller") })
    }
}
