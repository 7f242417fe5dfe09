import Testing
import UIKitTesting

/// A controller that handles one action.
@MainActor
final class ActionHandlingController: UIViewController {
    var handled: Selector?
    var refuses = false
    var shown: [UIViewController] = []

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if refuses { return false }
        return action == handled || super.canPerformAction(action, withSender: sender)
    }

    override func show(_ vc: UIViewController, sender: Any?) {
        guard handled == UIViewController.showAction else { return super.show(vc, sender: sender) }
        shown.append(vc)
    }
}

@MainActor
@Suite struct UIViewControllerActionsTests {
    // Behaviours 41 and 42, and the must-show: an unhandled touch in a child's view visits the child, then the
    // parent's views, then the parent, then the window (real dispatch with a virtual touchscreen).
    @Test func anUnhandledTouchInAChildsViewClimbsThroughTheChildThenTheParentsViewsThenTheParent() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let window = LoggingWindow(screen: harness.application.mainScreen)
        window.log = log
        let parent = RecordingViewController("P", log: log)
        parent.customView = LoggingView("parentView", log: log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        let holder = LoggingView("holder", log: log, frame: CGRect(x: 20, y: 20, width: 300, height: 300))
        parent.view.addSubview(holder)
        let child = RecordingViewController("C", log: log)
        child.customView = LoggingView("childView", log: log)
        parent.addChild(child)
        child.view.frame = CGRect(x: 10, y: 10, width: 200, height: 200)
        holder.addSubview(child.view)
        child.didMove(toParent: parent)
        let leaf = LoggingView("leaf", log: log, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.view.addSubview(leaf)

        #expect(leaf.next === child.view)
        #expect(child.view.next === child)
        #expect(child.next === holder)
        #expect(holder.next === parent.view)
        #expect(parent.view.next === parent)
        #expect(parent.next === window)

        log.clear()
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == [
            "leaf touchesBegan", "childView touchesBegan", "C touchesBegan",
            "holder touchesBegan", "parentView touchesBegan", "P touchesBegan", "window touchesBegan",
        ])
    }

    @Test func aControllerThatHandlesATouchStopsItClimbing() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let root = RecordingViewController("R", log: log)
        root.forwardsTouches = false
        harness.window.rootViewController = root
        log.clear()
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["R touchesBegan"])
    }

    @Test func aPresentedControllersNextResponderIsItsPresenter() {
        let harness = UIKitTestHarness()
        let root = UIViewController()
        harness.window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: false)
        #expect(presented.next === root)
        #expect(UIViewController().next == nil)
    }

    // Behaviour 43
    @Test func targetViewControllerIsTheFirstControllerUpTheParentsThatCanPerformTheAction() {
        _ = UIKitTestHarness()
        let grandparent = ActionHandlingController()
        let parent = ActionHandlingController()
        let child = ActionHandlingController()
        grandparent.addChild(parent)
        parent.addChild(child)
        grandparent.handled = "zoom:"
        parent.handled = "zoom:"
        #expect(parent.targetViewController(forAction: "zoom:", sender: nil) === parent)
        #expect(child.targetViewController(forAction: "zoom:", sender: nil) === parent)
        parent.refuses = true
        #expect(child.targetViewController(forAction: "zoom:", sender: nil) === grandparent)
        #expect(child.targetViewController(forAction: "pan:", sender: nil) == nil)
        // target(forAction:withSender:) walks the responder chain through controllers too.
        #expect(child.target(forAction: UIViewController.toggleEditingAction, withSender: nil) as? UIViewController === child)
    }

    @Test func showGoesToTheControllerThatHandlesIt() {
        let harness = UIKitTestHarness()
        let container = ActionHandlingController()
        container.handled = UIViewController.showAction
        harness.window.rootViewController = container
        let child = UIViewController()
        container.addChild(child)
        let shown = UIViewController()
        child.show(shown, sender: nil)
        #expect(container.shown.count == 1 && container.shown.first === shown)
        #expect(container.presentedViewController == nil)
    }

    // Behaviour 40
    @Test func showAndShowDetailFallBackToAModalPresentationFromTheRoot() {
        let harness = UIKitTestHarness()
        let root = UIViewController()
        harness.window.rootViewController = root
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        let shown = UIViewController()
        child.show(shown, sender: nil)
        harness.advance(by: 1)
        #expect(shown.presentingViewController === root)
        // With the root already presenting, the detail goes on top of its presentations.
        let detail = UIViewController()
        child.showDetailViewController(detail, sender: nil)
        harness.advance(by: 1)
        #expect(detail.presentingViewController === shown)
        #expect(harness.diagnostics.isEmpty)
    }
}
