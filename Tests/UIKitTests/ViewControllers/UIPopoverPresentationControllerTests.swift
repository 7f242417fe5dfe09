import Foundation
import Testing
import UIKitTesting

/// A popover's controller: it exists while the style is popover, its anchor places the content, passthrough views and isModalInPopover decide what an outside tap does.
@MainActor
@Suite struct UIPopoverPresentationControllerTests {
    // Behaviour 39: outside taps dismiss a popover.
    @Test func aTapOutsideAPopoverDismissesIt() throws {
        let s = makePresentationScene()
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
        let s = makePresentationScene()
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
        let s = makePresentationScene()
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
        let s = makePresentationScene()
        s.presented.modalPresentationStyle = .popover
        s.presented.preferredContentSize = CGSize(width: 200, height: 300)
        s.root.present(s.presented, animated: false)
        #expect(s.presented.view.frame == CGRect(x: 412, y: 234, width: 200, height: 300))
        #expect(s.harness.diagnostics.contains { $0.contains("a popover needs popoverPresentationController.sourceView") })
    }

    @Test func theControllerExistsWhileTheStyleIsPopoverAndChildrenShareIt() {
        _ = UIKitTestHarness()
        let content = UIViewController()
        #expect(content.popoverPresentationController == nil)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController
        #expect(popover != nil)
        #expect(content.popoverPresentationController === popover)
        #expect(popover?.presentedViewController === content)
        let child = UIViewController()
        content.addChild(child)
        #expect(child.popoverPresentationController === popover)
        content.modalPresentationStyle = .formSheet
        #expect(content.popoverPresentationController == nil)
        #expect(child.popoverPresentationController == nil)
    }

    @Test func aSourceRectNarrowsTheAnchorWithinTheSourceView() throws {
        let s = makePresentationScene()
        let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        s.root.view.addSubview(anchor)
        s.presented.modalPresentationStyle = .popover
        s.presented.preferredContentSize = CGSize(width: 200, height: 300)
        let popover = try #require(s.presented.popoverPresentationController)
        popover.sourceView = anchor
        popover.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
        s.root.present(s.presented, animated: false)
        // Below the 10 × 10 corner at (100, 100), centred on it: the whole anchor would give (20, 140).
        #expect(s.presented.view.frame == CGRect(x: 5, y: 110, width: 200, height: 300))
    }

    @Test func aTouchOnASubviewOfAPassthroughViewAlsoPassesAndKeepsThePopover() throws {
        let s = makePresentationScene()
        let inner = LoggingView("inner", log: s.log, frame: CGRect(x: 800, y: 600, width: 100, height: 100))
        s.behind.addSubview(inner)
        s.presented.modalPresentationStyle = .popover
        let popover = try #require(s.presented.popoverPresentationController)
        popover.sourceView = s.behind
        popover.sourceRect = CGRect(x: 400, y: 0, width: 10, height: 10)
        popover.passthroughViews = [s.behind]
        s.root.present(s.presented, animated: false)
        s.log.clear()
        s.screen.tap(at: CGPoint(x: 850, y: 650))
        s.harness.advance(by: 1)
        #expect(s.log.entries.first == "inner touchesBegan")
        #expect(s.root.presentedViewController === s.presented)
    }
}
