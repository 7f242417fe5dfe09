import Foundation
import Testing
import UIKitTesting

/// Objects reach their application through the object graph (view → window → application), so two
/// applications side by side each get their own diagnostics, trace entries and clock reads
/// (`Sources/UIKit/Views/UIApplication+ObjectGraph.swift`).
@MainActor
@Suite struct UIApplicationObjectGraphTests {
    /// Two harnesses: `first` is created first, so `second` is the shared application.
    private func twoApplications() -> (first: UIKitTestHarness, second: UIKitTestHarness) {
        let first = UIKitTestHarness()
        let second = UIKitTestHarness()
        return (first, second)
    }

    @Test func aScrollViewReportsAndTracesInItsOwnApplication() {
        let (first, second) = twoApplications()
        let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.accessibilityIdentifier = "feed"
        feed.contentSize = CGSize(width: 300, height: 1000)
        first.window.addSubview(feed)

        feed.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: false)
        #expect(first.traceLines(containing: "scroll view feed: setContentOffset").count == 1)
        #expect(second.traceLines(containing: "ignored: not finite").isEmpty)
        feed.contentSize = CGSize(width: -1, height: 1000)
        #expect(first.traceLines(containing: "UIScrollView.contentSize.width -1.0 is not a finite size").count == 1)
        #expect(second.traceLines(containing: "UIScrollView.contentSize").isEmpty)
    }

    @Test func aScrollViewAnimatesOnItsOwnApplicationsClock() {
        let (first, second) = twoApplications()
        // The clocks differ, so a read of the wrong one would start the animation at the wrong time.
        second.advance(by: 5)
        let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.accessibilityIdentifier = "feed"
        feed.contentSize = CGSize(width: 300, height: 1000)
        first.window.addSubview(feed)

        feed.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        second.advance(by: 2)
        #expect(feed.contentOffset.y == 0)
        first.advance(by: 0.1)
        // x(t) = T + (x₀ − T)·0.99^t with t in ms, from the first application's clock.
        let expected = 300 - 300 * CGFloat(pow(0.99, 100.0))
        #expect(abs(feed.contentOffset.y - expected) < 0.01)
        first.advance(by: 2)
        #expect(feed.contentOffset.y == 300)
        #expect(first.traceLines(containing: "action scroll view feed (didEndScrollingAnimation)").count == 1)
        #expect(second.traceLines(containing: "scroll view feed").isEmpty)
    }

    @Test func aScrollViewRemovedMidAnimationStopsInTheApplicationItLeft() {
        let (first, second) = twoApplications()
        let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.accessibilityIdentifier = "feed"
        feed.contentSize = CGSize(width: 300, height: 1000)
        first.window.addSubview(feed)
        feed.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        first.advance(by: 0.05)
        feed.removeFromSuperview()
        #expect(first.traceLines(containing: "scroll view feed stopped at").count == 1)
        #expect(second.traceLines(containing: "scroll view feed").isEmpty)
        let offset = feed.contentOffset
        first.advance(by: 1)
        #expect(feed.contentOffset == offset)
    }

    @Test func aControlTracesItsActionsInItsOwnApplication() {
        let (first, second) = twoApplications()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        control.accessibilityIdentifier = "ctl"
        first.window.addSubview(control)
        var fired = 0
        control.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)

        control.sendActions(for: .touchUpInside)
        #expect(fired == 1)
        #expect(first.traceLines(containing: "control ctl").count == 1)
        #expect(second.traceLines(containing: "control ctl").isEmpty)
        control.isEnabled = false
        control.sendActions(for: .touchUpInside)
        #expect(first.traceLines(containing: "control ctl: touchUpInside not sent: isEnabled is false").count == 1)
        #expect(second.traceLines(containing: "control ctl").isEmpty)
    }

    @Test func aViewMisuseIsReportedInItsWindowsApplication() {
        let (first, second) = twoApplications()
        let view = UIView()
        first.window.addSubview(view)
        view.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(first.traceLines(containing: "UIView misuse: exchangeSubview(at: 0, withSubviewAt: 1)").count == 1)
        #expect(second.traceLines(containing: "UIView misuse").isEmpty)
    }

    @Test func aWindowCreatedOnAScreenJoinsThatScreensApplication() {
        let (first, second) = twoApplications()
        let window = UIWindow(screen: first.application.mainScreen)
        #expect(first.application.windows.contains { $0 === window })
        #expect(!second.application.windows.contains { $0 === window })
    }

    @Test func firstResponderStatusBelongsToTheViewsApplication() {
        let (first, second) = twoApplications()
        let field = ResponderTestField(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        first.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        let other = ResponderTestField(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        second.window.addSubview(other)
        #expect(other.becomeFirstResponder())
        // Each application has its own first responder: the second did not make the first resign.
        #expect(field.isFirstResponder)
        #expect(other.isFirstResponder)
        #expect(first.window.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(other.isFirstResponder)
    }
}

/// A view that accepts first-responder status.
@MainActor
private final class ResponderTestField: UIView {
    override var canBecomeFirstResponder: Bool { true }
}
