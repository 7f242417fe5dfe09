import Testing
import UIKitTesting

/// Touches around presented content, through real dispatch: what the dimming view swallows, lets through or
/// turns into a popover dismissal.
@MainActor
@Suite struct PresentationTests {
    /// A logging window on a 1024 × 768 screen whose root `A` has a full-size logging view `behind`, and a
    /// controller `B` with a logging content view.
    private struct Scene {
        let harness: UIKitTestHarness
        let log: CallbackLog
        let window: LoggingWindow
        let root: RecordingViewController
        let behind: LoggingView
        let presented: RecordingViewController
        let content: LoggingView
        let screen: VirtualTouchscreen
    }

    private func scene() -> Scene {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 1024, height: 768))
        let log = CallbackLog()
        let window = LoggingWindow(screen: harness.application.mainScreen)
        window.log = log
        let root = RecordingViewController("A", log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let behind = LoggingView("behind", log: log, frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        root.view.addSubview(behind)
        let presented = RecordingViewController("B", log: log)
        let content = LoggingView("content", log: log)
        presented.customView = content
        presented.loadViewIfNeeded()
        let screen = harness.touchscreen()
        log.clear()
        return Scene(harness: harness, log: log, window: window, root: root, behind: behind, presented: presented,
                     content: content, screen: screen)
    }

    @Test func withoutAPresentationTouchesReachTheViewsBehind() {
        let s = scene()
        s.screen.tap(at: CGPoint(x: 10, y: 10))
        #expect(s.log.entries == ["behind touchesBegan", "A touchesBegan", "window touchesBegan"])
    }

    // Behaviour 37 and the must-show: a touch outside a form sheet reaches nothing behind it.
    @Test func aTouchOutsideAFormSheetReachesNothingBehindIt() {
        let s = scene()
        s.presented.modalPresentationStyle = .formSheet
        s.root.present(s.presented, animated: false)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 10, y: 10))
        s.harness.advance(by: 1)
        #expect(s.log.entries.isEmpty)
        #expect(s.harness.traceLines(containing: "hit-test").last?.contains("→ dimming(formSheet)") == true)
        #expect(s.root.presentedViewController === s.presented)
        // Inside the sheet the content gets the touch, and it climbs to the presenting controller.
        s.screen.tap(at: CGPoint(x: 512, y: 384))
        #expect(s.log.entries == ["content touchesBegan", "B touchesBegan", "A touchesBegan", "window touchesBegan"])
    }

    @Test func aTouchBesideAPageSheetReachesNothingBehindIt() {
        let s = scene()
        s.presented.modalPresentationStyle = .pageSheet
        s.root.present(s.presented, animated: false)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 50, y: 400))
        s.screen.tap(at: CGPoint(x: 1000, y: 400))
        #expect(s.log.entries.isEmpty)
    }

    @Test func whileAPresentationAnimatesTouchesOnItReachNothing() {
        let s = scene()
        s.presented.modalPresentationStyle = .overFullScreen
        s.root.present(s.presented, animated: true)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 512, y: 700))
        #expect(s.log.entries.isEmpty)
        s.harness.advance(by: 1)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 512, y: 700))
        #expect(s.log.entries.first == "content touchesBegan")
    }

    @Test func aNonModalPresentationLetsTouchesOutsideItsContentThrough() {
        let s = scene()
        s.presented.modalPresentationStyle = .none
        s.content.isUserInteractionEnabled = false
        s.root.present(s.presented, animated: false)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 10, y: 10))
        #expect(s.log.entries.first == "behind touchesBegan")
    }

    // Behaviour 39: outside taps dismiss a popover.
    @Test func aTapOutsideAPopoverDismissesIt() throws {
        let s = scene()
        let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        s.root.view.addSubview(anchor)
        s.presented.modalPresentationStyle = .popover
        s.presented.preferredContentSize = CGSize(width: 200, height: 300)
        let popover = try #require(s.presented.popoverPresentationController)
        popover.sourceView = anchor
        s.root.present(s.presented, animated: false)
        #expect(s.presented.view.frame == CGRect(x: 20, y: 140, width: 200, height: 300))
        s.log.clear()
        // A tap inside the content does not dismiss it.
        s.screen.tap(at: CGPoint(x: 100, y: 200))
        s.harness.advance(by: 1)
        #expect(s.root.presentedViewController === s.presented)
        #expect(s.log.entries.first == "content touchesBegan")
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 800, y: 600))
        s.harness.advance(by: 1)
        #expect(s.root.presentedViewController == nil)
        #expect(!s.log.entries.contains("behind touchesBegan"))
        #expect(s.log.appearance(of: "B") == ["B viewWillDisappear [dismissed]", "B viewDidDisappear [dismissed]"])
        #expect(s.harness.traceLines(containing: "dismissed: tap outside").count == 1)
    }

    @Test func passthroughViewsReceiveTouchesAndKeepThePopover() throws {
        let s = scene()
        s.presented.modalPresentationStyle = .popover
        s.presented.preferredContentSize = CGSize(width: 200, height: 300)
        let popover = try #require(s.presented.popoverPresentationController)
        popover.sourceView = s.behind
        popover.sourceRect = CGRect(x: 400, y: 0, width: 10, height: 10)
        popover.passthroughViews = [s.behind]
        s.root.present(s.presented, animated: false)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 900, y: 700))
        s.harness.advance(by: 1)
        #expect(s.log.entries.first == "behind touchesBegan")
        #expect(s.root.presentedViewController === s.presented)
    }

    @Test func aModalPopoverBlocksOutsideTouchesAndStays() throws {
        let s = scene()
        s.presented.modalPresentationStyle = .popover
        s.presented.isModalInPopover = true
        let popover = try #require(s.presented.popoverPresentationController)
        popover.sourceView = s.behind
        popover.sourceRect = CGRect(x: 400, y: 0, width: 10, height: 10)
        popover.passthroughViews = [s.behind]
        s.root.present(s.presented, animated: false)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 900, y: 700))
        s.harness.advance(by: 1)
        #expect(s.log.entries.isEmpty)
        #expect(s.root.presentedViewController === s.presented)
        #expect(s.harness.traceLines(containing: "stays: isModalInPopover").count == 1)
    }

    @Test func aPopoverWithoutASourceViewIsReportedAndCentred() {
        let s = scene()
        s.presented.modalPresentationStyle = .popover
        s.presented.preferredContentSize = CGSize(width: 200, height: 300)
        s.root.present(s.presented, animated: false)
        #expect(s.presented.view.frame == CGRect(x: 412, y: 234, width: 200, height: 300))
        #expect(s.harness.diagnostics.contains { $0.contains("a popover needs popoverPresentationController.sourceView") })
    }
}
