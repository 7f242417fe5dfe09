import Foundation
import Testing
import UIKitTesting

/// A controller that moves its content in `viewWillLayoutSubviews`, as iOS code often does.
@MainActor
final class InsettingController: UIViewController {
    var inset: CGFloat = 0
    var top: NSLayoutConstraint?
    var contentFrameInLayoutSubviews: CGRect?
    override func viewWillLayoutSubviews() {
        top?.constant = inset
    }
    override func viewDidLayoutSubviews() {
        contentFrameInLayoutSubviews = view.subviews.first?.frame
    }
}

/// `Sources/UIKit/AutoLayout/UILayoutGuide.swift` and the margins rules.
@MainActor
struct LayoutGuideTests {
    @Test func aCustomGuideSpacesTwoViews() {
        let harness = UIKitTestHarness()
        let left = constrainedView(in: harness.window, name: "left")
        let right = constrainedView(in: harness.window, name: "right")
        let gap = UILayoutGuide()
        gap.identifier = "gap"
        harness.window.addLayoutGuide(gap)
        #expect(gap.owningView === harness.window)
        #expect(harness.window.layoutGuides.count == 1)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor),
            gap.widthAnchor.constraint(equalTo: left.widthAnchor, multiplier: 0.5),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            gap.topAnchor.constraint(equalTo: harness.window.topAnchor),
            gap.heightAnchor.constraint(equalToConstant: 1),
            left.topAnchor.constraint(equalTo: harness.window.topAnchor),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 10),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
        harness.window.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 0, width: 160, height: 10))
        #expect(gap.layoutFrame == CGRect(x: 160, y: 0, width: 80, height: 1))
        #expect(right.frame == CGRect(x: 240, y: 0, width: 160, height: 10))
    }

    @Test func preservedSuperviewMarginsWinWhereTheyAreLarger() {
        let harness = UIKitTestHarness()
        harness.window.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        let container = UIView(frame: CGRect(x: 10, y: 0, width: 380, height: 100))
        container.preservesSuperviewLayoutMargins = true
        harness.window.addSubview(container)
        let content = constrainedView(in: container, name: "content")
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.window.layoutIfNeeded()
        // The window's 40-point margins reach 30 points into the container, more than its own 8.
        #expect(content.frame == CGRect(x: 30, y: 0, width: 320, height: 10))
        container.preservesSuperviewLayoutMargins = false
        container.setNeedsUpdateConstraints()
        harness.window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 0, width: 364, height: 10))
        // Setting the margins lays out again by itself.
        container.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        harness.application.layoutPass()
        #expect(content.frame == CGRect(x: 20, y: 0, width: 340, height: 10))
    }

    @Test func constraintsChangedInViewWillLayoutSubviewsApplyInTheSamePass() {
        let harness = UIKitTestHarness()
        let controller = InsettingController()
        harness.window.rootViewController = controller
        let content = constrainedView(in: controller.view, name: "content")
        let top = content.topAnchor.constraint(equalTo: controller.view.topAnchor)
        controller.top = top
        NSLayoutConstraint.activate([
            top, content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 50), content.heightAnchor.constraint(equalToConstant: 50),
        ])
        harness.window.layoutIfNeeded()
        controller.inset = 30
        controller.view.setNeedsLayout()
        harness.application.layoutPass()
        #expect(content.frame == CGRect(x: 0, y: 30, width: 50, height: 50))
        #expect(controller.contentFrameInLayoutSubviews == CGRect(x: 0, y: 30, width: 50, height: 50))
    }
}
