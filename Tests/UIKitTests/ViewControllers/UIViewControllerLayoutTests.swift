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

    // Behaviour 47 and the coordinator on the framework clock.
    @Test func aScreenSizeChangeReachesTheRootThenItsChildrenWithACoordinatorOnTheFrameworkClock() {
        final class SizeRecordingController: UIViewController {
            let name: String
            let log: CallbackLog
            init(_ name: String, log: CallbackLog) {
                self.name = name
                self.log = log
                super.init(nibName: nil, bundle: nil)
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                log.append("\(name) willTransition \(Int(size.width))x\(Int(size.height)) duration \(coordinator.transitionDuration)")
                coordinator.animate(alongsideTransition: { [self] _ in
                    log.append("\(name) alongside width \(Int(view.bounds.width))")
                }, completion: { [self] _ in log.append("\(name) completion") })
                super.viewWillTransition(to: size, with: coordinator)
            }
            override func size(forChildContentContainer container: UIViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
                CGSize(width: parentSize.width / 2, height: parentSize.height)
            }
        }
        let harness = UIKitTestHarness()
        let log = CallbackLog()
        let root = SizeRecordingController("R", log: log)
        let child = SizeRecordingController("C", log: log)
        harness.window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        harness.application.mainScreen.resize(to: CGSize(width: 800, height: 400), duration: 0.4)
        #expect(log.entries == [
            "R willTransition 800x400 duration 0.4", "C willTransition 400x400 duration 0.4",
            "R alongside width 800", "C alongside width 800",
        ])
        harness.advance(by: 0.3)
        #expect(!log.entries.contains("R completion"))
        harness.advance(by: 0.2)
        #expect(log.entries.suffix(2) == ["R completion", "C completion"])
        #expect(harness.window.bounds.size == CGSize(width: 800, height: 400))
    }

    @Test func theSizeTransitionReachesThePresentedController() {
        final class Watching: UIViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                sizes.append(size)
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        let harness = UIKitTestHarness(screenSize: CGSize(width: 1024, height: 768))
        let root = UIViewController()
        harness.window.rootViewController = root
        let sheet = Watching()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        harness.application.mainScreen.resize(to: CGSize(width: 768, height: 1024))
        #expect(sheet.sizes == [CGSize(width: 540, height: 620)])
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
