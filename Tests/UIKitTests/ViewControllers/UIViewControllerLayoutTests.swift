import Testing
import UIKitTesting

@MainActor
@Suite struct UIViewControllerLayoutTests {
    // Behaviour 45
    @Test func theControllerBracketsItsRootViewsLayoutWhenTheBoundsChange() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let root = RecordingViewController("R", log: log)
        root.logsLayout = true
        let rootView = LoggingView("rootView", log: log)
        rootView.logsLayout = true
        root.customView = rootView
        harness.window.rootViewController = root
        harness.advance(by: 0)
        log.clear()
        harness.window.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        harness.advance(by: 0)
        #expect(log.entries == ["R viewWillLayoutSubviews", "rootView layoutSubviews", "R viewDidLayoutSubviews"])
    }

    // Behaviour 46: a controller that was not shown during a size change lays out when it appears.
    @Test func aControllerShownAfterASizeChangeLaysOutWhenItAppears() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let window = UIWindow(screen: harness.application.mainScreen)
        let root = RecordingViewController("R", log: log)
        root.logsLayout = true
        window.rootViewController = root
        harness.application.mainScreen.resize(to: CGSize(width: 800, height: 400))
        harness.advance(by: 0)
        #expect(log.entries(containing: "Layout").isEmpty)
        window.makeKeyAndVisible()
        harness.advance(by: 0)
        #expect(log.entries(containing: "Layout") == ["R viewWillLayoutSubviews", "R viewDidLayoutSubviews"])
        #expect(root.view.frame.size == CGSize(width: 800, height: 400))
    }

    @Test func preferredContentSizeChangesAreReportedToTheParent() {
        final class Parent: UIViewController {
            var reported: [UIViewController] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {
                reported.append(container)
            }
        }
        _ = UIKitTestHarness()
        let parent = Parent()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 10, height: 20)
        child.preferredContentSize = CGSize(width: 10, height: 20)
        #expect(parent.reported.count == 1 && parent.reported.first === child)
        #expect(child.preferredContentSize == CGSize(width: 10, height: 20))
    }
}

@MainActor
@Suite struct UIViewControllerSizeTransitionTouchTests {
    @Test func touchesReachNothingWhileTheWindowsResizeAndWorkAgainAfterwards() {
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let root = RecordingViewController("R", log: log)
        root.forwardsTouches = false
        harness.window.rootViewController = root
        let screen = harness.touchscreen()
        harness.application.mainScreen.resize(to: CGSize(width: 800, height: 400), duration: 0.4)
        log.clear()
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        harness.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["R touchesBegan"])
    }
}
