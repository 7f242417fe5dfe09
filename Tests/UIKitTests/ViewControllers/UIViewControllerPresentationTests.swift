import Testing
import UIKitTesting

@MainActor
@Suite struct UIViewControllerPresentationTests {
    /// A shown root `A` and a controller `B` to present, sharing one log.
    private func scene(screen: CGSize = CGSize(width: 1024, height: 768)) -> (UIKitTestHarness, CallbackLog, RecordingViewController, RecordingViewController) {
        let harness = UIKitTestHarness(screenSize: screen)
        let log = CallbackLog()
        let root = RecordingViewController("A", log: log)
        harness.window.rootViewController = root
        let presented = RecordingViewController("B", log: log)
        presented.loadViewIfNeeded()
        log.clear()
        return (harness, log, root, presented)
    }

    // Behaviours 10, 12, 29 and the order R5.
    @Test func anAnimatedFullScreenPresentationRunsOnTheFrameworkClockAndCompletesAfterViewDidAppear() {
        let (harness, log, root, presented) = scene()
        root.present(presented, animated: true) { log.append("completion") }
        #expect(root.presentedViewController === presented)
        #expect(presented.presentingViewController === root)
        #expect(log.entries == ["A viewWillDisappear", "B viewWillAppear [presented]"])
        #expect(presented.view.window === harness.window)
        harness.advance(by: UIViewController.modalTransitionDuration / 2)
        #expect(log.entries.count == 2)
        harness.advance(by: UIViewController.modalTransitionDuration)
        #expect(log.entries == [
            "A viewWillDisappear", "B viewWillAppear [presented]",
            "B viewDidAppear [presented]", "A viewDidDisappear", "completion",
        ])
        #expect(presented.view.frame == harness.window.bounds)
        // Full screen: the presenting view leaves the hierarchy once the presentation finished.
        #expect(root.view.superview == nil)
        #expect(!presented.isBeingPresented)
    }

    // Behaviours 11, 13, 30 and the order R6.
    @Test func dismissingFromThePresentedControllerIsForwardedAndCompletesAfterViewDidDisappear() {
        let (harness, log, root, presented) = scene()
        root.present(presented, animated: false)
        log.clear()
        presented.dismiss(animated: true) { log.append("completion") }
        #expect(log.entries == ["B viewWillDisappear [dismissed]", "A viewWillAppear"])
        #expect(root.view.superview === harness.window)
        harness.advance(by: 1)
        #expect(log.entries == [
            "B viewWillDisappear [dismissed]", "A viewWillAppear",
            "A viewDidAppear", "B viewDidDisappear [dismissed]", "completion",
        ])
        #expect(root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(presented.view.window == nil)
        #expect(!presented.isBeingDismissed)
    }

    // Behaviour 31
    @Test func dismissingLowInTheStackRemovesEverythingAboveAndAnimatesOnlyTheTop() {
        let (harness, log, root, second) = scene()
        let third = RecordingViewController("C", log: log)
        third.modalPresentationStyle = .formSheet
        root.present(second, animated: false)
        second.present(third, animated: false)
        #expect(second.presentedViewController === third)
        log.clear()
        var completed = false
        root.dismiss(animated: true) { completed = true }
        // B's sheet is gone at once; C is still animating out.
        #expect(second.view.window == nil)
        #expect(third.view.window === harness.window)
        harness.advance(by: UIViewController.modalTransitionDuration + 0.01)
        #expect(completed)
        #expect(root.presentedViewController == nil)
        #expect(second.presentedViewController == nil)
        #expect(third.view.window == nil)
        #expect(log.entries == [
            "C viewWillDisappear [dismissed]", "B viewWillDisappear [dismissed]", "A viewWillAppear",
            "A viewDidAppear", "C viewDidDisappear [dismissed]", "B viewDidDisappear [dismissed]",
        ])
    }

    // Behaviours 21, 32, 33
    @Test func presentationLinksAreNotContainmentAndDescendantsSeeTheirAncestorsPresenter() {
        let (_, _, root, presented) = scene()
        #expect(root.presentedViewController == nil)
        #expect(root.presentingViewController == nil)
        let child = UIViewController()
        presented.addChild(child)
        root.present(presented, animated: false)
        #expect(root.children.isEmpty)
        #expect(presented.parent == nil)
        #expect(child.presentingViewController === root)
        #expect(child.presentedViewController == nil)
    }

    // Behaviour 34
    @Test func currentContextCoversOnlyTheViewOfTheControllerThatDefinesTheContext() {
        let (harness, _, root, presented) = scene()
        let provider = UIViewController()
        let inner = UIViewController()
        root.addChild(provider)
        provider.view.frame = CGRect(x: 100, y: 50, width: 300, height: 200)
        provider.view.autoresizingMask = []
        root.view.addSubview(provider.view)
        provider.didMove(toParent: root)
        provider.addChild(inner)
        provider.view.addSubview(inner.view)
        inner.didMove(toParent: provider)
        provider.definesPresentationContext = true
        presented.modalPresentationStyle = .currentContext
        inner.present(presented, animated: false)
        #expect(presented.presentingViewController === provider)
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 100, y: 50, width: 300, height: 200))
        // The context's view leaves once the presentation finished; the root's stays.
        #expect(provider.view.superview == nil)
        #expect(root.view.window === harness.window)
        presented.dismiss(animated: false)
        #expect(provider.view.superview === root.view)

        // Without a context provider the top of the chain (the window's root) provides it.
        provider.definesPresentationContext = false
        let other = UIViewController()
        other.modalPresentationStyle = .overCurrentContext
        inner.present(other, animated: false)
        #expect(other.presentingViewController === root)
        #expect(other.view.convert(other.view.bounds, to: nil) == harness.window.bounds)
    }

    @Test func aContextProviderCanImposeItsTransitionStyle() {
        let (harness, _, root, presented) = scene()
        root.definesPresentationContext = true
        root.providesPresentationContextTransitionStyle = true
        root.modalTransitionStyle = .crossDissolve
        presented.modalPresentationStyle = .overCurrentContext
        root.present(presented, animated: true)
        #expect(presented.view.alpha == 1)
        #expect(harness.traceLines(containing: "overCurrentContext, crossDissolve, animated").count == 1)
    }

    // Behaviour 35
    @Test func defaultsMatchTheReference() {
        _ = UIKitTestHarness()
        let controller = UIViewController()
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(controller.modalPresentationStyle == .fullScreen)
        #expect(!controller.definesPresentationContext)
        #expect(!controller.providesPresentationContextTransitionStyle)
        #expect(!controller.isModalInPopover)
        #expect(controller.popoverPresentationController == nil)
        #expect(UIModalPresentationStyle.fullScreen.rawValue == 0)
        #expect(UIModalPresentationStyle.popover.rawValue == 7)
        #expect(UIModalPresentationStyle.none.rawValue == -1)
        #expect(UIModalTransitionStyle.partialCurl.rawValue == 3)
    }

    // Behaviour 36
    @Test func partialCurlWithAStyleOtherThanFullScreenIsRefused() {
        let (harness, _, root, presented) = scene()
        presented.modalTransitionStyle = .partialCurl
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: true)
        #expect(root.presentedViewController == nil)
        #expect(harness.diagnostics.contains { $0.contains("partialCurl requires the fullScreen presentation style, not formSheet") })
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        #expect(root.presentedViewController === presented)
    }

    // Behaviour 38
    @Test func overFullScreenKeepsThePresentersViewsAndAppearance() {
        let (harness, log, root, presented) = scene()
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: false)
        #expect(root.view.window === harness.window)
        #expect(log.entries == ["B viewWillAppear [presented]", "B viewDidAppear [presented]"])
    }

    @Test func sheetsAreSizedByTheirStyle() {
        let (harness, _, root, presented) = scene()
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: false)
        #expect(presented.view.frame == CGRect(x: (1024 - 540) / 2, y: (768 - 620) / 2, width: 540, height: 620))
        presented.dismiss(animated: false)
        presented.modalPresentationStyle = .pageSheet
        root.present(presented, animated: false)
        #expect(presented.view.frame == CGRect(x: (1024 - 768) / 2, y: 0, width: 768, height: 768))
        presented.dismiss(animated: false)
        presented.modalPresentationStyle = .formSheet
        presented.preferredContentSize = CGSize(width: 300, height: 200)
        root.present(presented, animated: false)
        #expect(presented.view.frame == CGRect(x: 362, y: 284, width: 300, height: 200))
        presented.preferredContentSize = CGSize(width: 400, height: 300)
        #expect(presented.view.frame.size == CGSize(width: 400, height: 300))
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func presentingIsRefusedWhenThePresenterIsBusyOrOffscreen() {
        let (harness, _, root, presented) = scene()
        let detached = UIViewController()
        detached.present(UIViewController(), animated: false)
        #expect(detached.presentedViewController == nil)
        root.present(presented, animated: true)
        root.present(UIViewController(), animated: false)
        presented.dismiss(animated: false)
        harness.advance(by: 1)
        #expect(root.presentedViewController === presented)
        root.present(presented, animated: false)
        let messages = harness.diagnostics
        #expect(messages.count == 4)
        #expect(messages[0].contains("is not in a window"))
        #expect(messages[1].contains("is already presenting"))
        #expect(messages[2].contains("is being presented or dismissed"))
        #expect(messages[3].contains("already presented by"))
    }

    @Test func dismissingWithNothingPresentedRunsTheCompletion() {
        let (_, _, root, _) = scene()
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(completed)
    }
}
