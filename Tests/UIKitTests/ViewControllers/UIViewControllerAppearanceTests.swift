import Testing
import UIKitTesting

@MainActor
@Suite struct UIViewControllerAppearanceTests {
    // Behaviours 8 and 44: the root view fills the window, appears around its insertion, and chains to the window.
    @Test func rootViewControllerFillsTheWindowAppearsAndChainsToTheWindow() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let root = RecordingViewController("R", log: log)
        harness.window.rootViewController = root
        #expect(log.entries == ["R loadView", "R viewDidLoad", "R viewWillAppear", "R viewDidAppear"])
        #expect(root.hadWindowInWillAppear == false)
        #expect(root.view.superview === harness.window)
        #expect(root.view.frame == harness.window.bounds)
        #expect(root.view.next === root)
        #expect(root.next === harness.window)
        harness.window.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        #expect(root.view.frame == harness.window.bounds)
    }

    @Test func theRootAppearsWhenTheWindowIsShownAndDisappearsWhenItIsHidden() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let window = UIWindow(screen: harness.application.mainScreen)
        let root = RecordingViewController("R", log: log)
        window.rootViewController = root
        #expect(log.entries == ["R loadView", "R viewDidLoad"])
        log.clear()
        window.makeKeyAndVisible()
        window.isHidden = true
        #expect(log.entries == ["R viewWillAppear", "R viewDidAppear", "R viewWillDisappear", "R viewDidDisappear"])
    }

    @Test func replacingTheRootMakesTheOldOneDisappearThenTheNewOneAppear() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let first = RecordingViewController("A", log: log)
        let second = RecordingViewController("B", log: log)
        harness.window.rootViewController = first
        log.clear()
        harness.window.rootViewController = second
        #expect(log.entries == [
            "A viewWillDisappear", "A viewDidDisappear",
            "B loadView", "B viewDidLoad", "B viewWillAppear", "B viewDidAppear",
        ])
        #expect(first.view.superview == nil)
        #expect(harness.window.subviews.first === second.view)
    }

    // Behaviour 9 (and 27: a controller without a parent may put its view anywhere).
    @Test func removingAVisibleViewDisappearsWhileStillInTheWindowThenAfterRemoval() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        harness.window.addSubview(controller.view)
        log.clear()
        controller.view.removeFromSuperview()
        #expect(log.entries == ["A viewWillDisappear", "A viewDidDisappear"])
        #expect(controller.hadWindowInWillDisappear == true)
        #expect(controller.hadWindowInDidDisappear == false)
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func movingAViewWithinTheSameVisibleWindowSendsNoAppearanceCallbacks() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        let holder = UIView()
        harness.window.addSubview(holder)
        harness.window.addSubview(controller.view)
        log.clear()
        holder.addSubview(controller.view)
        #expect(log.entries.isEmpty)
    }

    // Behaviour 16: the interrupted appearance is the only out-of-order sequence, and illegal requests are dropped.
    @Test func anInterruptedAppearanceGoesFromWillAppearToWillDisappear() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        controller.loadViewIfNeeded()
        log.clear()
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(log.entries == ["A viewWillAppear", "A viewWillDisappear", "A viewDidDisappear"])
        // An interrupted disappearance.
        log.clear()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(log.entries == [
            "A viewWillAppear", "A viewDidAppear", "A viewWillDisappear", "A viewWillAppear", "A viewDidAppear",
        ])
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func illegalAppearanceRequestsAreReportedAndDeliverNothing() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let controller = RecordingViewController("A", log: log)
        controller.loadViewIfNeeded()
        log.clear()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        #expect(log.entries == ["A viewWillAppear", "A viewDidAppear"])
        #expect(harness.diagnostics.count == 4)
        #expect(harness.diagnostics.allSatisfy { $0.contains("RecordingViewController") })
    }

    @Test func hidingTheWindowDuringAnAnimatedPresentationInterruptsTheAppearance() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let root = RecordingViewController("A", log: log)
        let presented = RecordingViewController("B", log: log)
        presented.modalPresentationStyle = .overFullScreen
        harness.window.rootViewController = root
        log.clear()
        var completed = false
        root.present(presented, animated: true) { completed = true }
        harness.advance(by: 0.1)
        harness.window.isHidden = true
        harness.advance(by: 1)
        #expect(completed)
        #expect(log.appearance(of: "B") == [
            "B viewWillAppear [presented]", "B viewWillDisappear", "B viewDidDisappear",
        ])
        #expect(log.appearance(of: "A") == ["A viewWillDisappear", "A viewDidDisappear"])
    }

    // Behaviours 12–15 outside the callbacks: every query is false.
    @Test func theQueriesAreFalseOutsideTheCallbacks() {
        let harness = UIKitTestHarness()
        let root = UIViewController()
        let child = UIViewController()
        harness.window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        #expect(!child.isMovingToParent)
        child.didMove(toParent: root)
        let presented = UIViewController()
        child.present(presented, animated: false)
        #expect(!presented.isBeingPresented)
        presented.dismiss(animated: false)
        #expect(!presented.isBeingDismissed)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
    }
}
