import Foundation
import Testing
import UIKitTesting

/// The layout examples of the original UIView and UIViewController references (`../shared/seeds/`, digested
/// in `../shared/reference/uiview.md` §1.10–1.11), laid out to the point. Each test cites its seed file and
/// lines. Where the example leaves a dimension open, the test fixes it with a stated constraint; where it
/// relies on iOS chrome (a status bar, a toolbar), the controller's `additionalSafeAreaInsets` stands in for
/// it (there is none on Linux). The frames are those an iOS 11+ device gives for the same constraints.
@MainActor
struct SeedExamplesTests {
    /// A 20-point "status bar" and a 44-point "toolbar", as on a classic iPhone with a toolbar.
    private func controllerWithBars(_ harness: UIKitTestHarness) -> UIViewController {
        let controller = UIViewController()
        harness.window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 44, right: 0)
        return controller
    }

    private func button(in view: UIView) -> UIButton {
        let button = UIButton(type: .system)
        view.addSubview(button)
        // The seed leaves the button's size and x to the reader: 120 × 44, 16 points from the leading edge.
        button.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            button.widthAnchor.constraint(equalToConstant: 120),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        return button
    }

    /// 001:1707-1740 (UIViewController, `topLayoutGuide`): "position a control so that its top edge is 20
    /// points below the top layout guide" with `V:[topGuide]-20-[button]`.
    @Test func seed001TopLayoutGuideButtonTwentyPointsBelow() {
        let harness = UIKitTestHarness()
        let controller = controllerWithBars(harness)
        let button = button(in: controller.view)
        let topGuide = controller.topLayoutGuide
        controller.view.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:[topGuide]-20-[button]", options: [], metrics: nil,
                views: ["button": button, "topGuide": topGuide]))
        controller.view.layoutIfNeeded()
        #expect(topGuide.length == 20)
        #expect(button.frame == CGRect(x: 16, y: 40, width: 120, height: 44))
    }

    /// 001:1630-1660 (UIViewController, `bottomLayoutGuide`): "position a control so that its bottom edge is
    /// 20 points above the bottom layout guide" with `V:[button]-20-[bottomGuide]`.
    @Test func seed001BottomLayoutGuideButtonTwentyPointsAbove() {
        let harness = UIKitTestHarness()
        let controller = controllerWithBars(harness)
        let button = button(in: controller.view)
        let bottomGuide = controller.bottomLayoutGuide
        controller.view.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:[button]-20-[bottomGuide]", options: [], metrics: nil,
                views: ["button": button, "bottomGuide": bottomGuide]))
        controller.view.layoutIfNeeded()
        #expect(bottomGuide.length == 44)
        // 800 − 44 (toolbar) − 20 − 44 (button).
        #expect(button.frame == CGRect(x: 16, y: 692, width: 120, height: 44))
        // Without bars the guides have no height and the button sits 20 points above the bottom edge.
        controller.additionalSafeAreaInsets = .zero
        controller.view.layoutIfNeeded()
        #expect(bottomGuide.length == 0)
        #expect(button.frame == CGRect(x: 16, y: 736, width: 120, height: 44))
    }

    /// 000:2614-2632 (`layoutMargins`): the margins are a cue for Auto Layout "for example in `|-[subview]-|`";
    /// "the default margins are eight points on each side".
    @Test func seed000MarginsInVisualFormatAreEightPoints() {
        let harness = UIKitTestHarness()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        harness.window.addSubview(container)
        let subview = constrainedView(in: container, name: "subview")
        let views = ["subview": subview]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "|-[subview]-|", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-[subview]-|", options: [], metrics: nil, views: views))
        harness.window.layoutIfNeeded()
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(subview.frame == CGRect(x: 8, y: 8, width: 304, height: 184))
    }

    /// 000:2648-2664 (`preservesSuperviewLayoutMargins`): when YES, the superview's margins are also
    /// respected, adjusting by the smallest amount needed; the default is NO.
    @Test func seed000PreservedSuperviewMarginsAdjustByTheSmallestAmount() {
        let harness = UIKitTestHarness()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        outer.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        harness.window.addSubview(outer)
        let inner = UIView(frame: CGRect(x: 5, y: 0, width: 315, height: 200))
        outer.addSubview(inner)
        let content = constrainedView(in: inner, name: "content")
        let views = ["content": content]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "|-[content]-|", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-[content]-|", options: [], metrics: nil, views: views))
        harness.window.layoutIfNeeded()
        #expect(!inner.preservesSuperviewLayoutMargins)
        #expect(content.frame == CGRect(x: 8, y: 8, width: 299, height: 184))
        inner.preservesSuperviewLayoutMargins = true
        harness.window.layoutIfNeeded()
        // Just enough to clear the outer margins: 20 − 5 = 15 on the left, 20 elsewhere.
        #expect(content.frame == CGRect(x: 15, y: 20, width: 280, height: 160))
    }

    /// 000:1896-1920 and 004:4173-4192 (`systemLayoutSizeFittingSize:`): the size that satisfies the view's
    /// constraints and its subviews'; `UILayoutFittingCompressedSize` asks for the smallest,
    /// `UILayoutFittingExpandedSize` for the largest (000:6004-6024).
    @Test func seed000FittingSizeCompressedAndExpanded() {
        let cell = UIView()
        let title = SizedView(CGSize(width: 120, height: 21))
        let detail = SizedView(CGSize(width: 80, height: 17))
        cell.addSubview(title)
        cell.addSubview(detail)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            cell.bottomAnchor.constraint(equalTo: detail.bottomAnchor, constant: 11),
            cell.widthAnchor.constraint(lessThanOrEqualToConstant: 375),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 152, height: 62))
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 375, height: 62))
    }

    /// 000:1936-1968 (`systemLayoutSizeFittingSize:withHorizontalFittingPriority:verticalFittingPriority:`):
    /// the same with a priority per axis; the common use is a cell of a fixed width whose height fits.
    @Test func seed000FittingSizeWithARequiredWidth() {
        let cell = UIView()
        let body = SizedView(CGSize(width: 500, height: 40))
        cell.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 56))
    }

    /// 004:3433-3448 (`intrinsicContentSize`): a view's natural size from its content; `UIViewNoIntrinsicMetric`
    /// for a dimension without one. 004:3458-3467: after `invalidateIntrinsicContentSize` the next layout pass
    /// uses the new size.
    @Test func seed004IntrinsicSizeWithNoMetricOnOneAxisAndInvalidation() {
        let harness = UIKitTestHarness()
        let bar = SizedView(CGSize(width: UIView.noIntrinsicMetric, height: 4))
        harness.window.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 20),
            bar.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor, constant: -20),
            bar.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 100),
        ])
        harness.window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 20, y: 100, width: 360, height: 4))
        bar.size = CGSize(width: UIView.noIntrinsicMetric, height: 10)
        bar.invalidateIntrinsicContentSize()
        harness.window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 20, y: 100, width: 360, height: 10))
    }

    /// 004:2591-2612 and 004:2626-2645 (compression resistance and hugging): the priorities with which a view
    /// resists being made smaller or larger than its intrinsic size. Two labels in a 200-point row: the one
    /// that hugs more keeps its size when there is room; the one that resists less gives way when there is not.
    @Test func seed004HuggingAndCompressionDecideWhichLabelChanges() {
        let harness = UIKitTestHarness()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        harness.window.addSubview(row)
        let name = SizedView(CGSize(width: 60, height: 20))
        let value = SizedView(CGSize(width: 40, height: 20))
        row.addSubview(name)
        row.addSubview(value)
        value.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        name.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[name]-8-[value]|", options: [.alignAllTop], metrics: nil,
                views: ["name": name, "value": value])
                + [name.topAnchor.constraint(equalTo: row.topAnchor)])
        harness.window.layoutIfNeeded()
        #expect(name.frame == CGRect(x: 0, y: 0, width: 152, height: 20))
        #expect(value.frame == CGRect(x: 160, y: 0, width: 40, height: 20))
        value.size = CGSize(width: 170, height: 20)
        value.invalidateIntrinsicContentSize()
        harness.window.layoutIfNeeded()
        #expect(name.frame == CGRect(x: 0, y: 0, width: 22, height: 20))
        #expect(value.frame == CGRect(x: 30, y: 0, width: 170, height: 20))
    }

    /// 004:2456-2502 and 004:3154-3175 (alignment rectangles): constraints align the alignment rectangle,
    /// the frame inset by `alignmentRectInsets`; `frameForAlignmentRect:` is the inverse.
    @Test func seed004AlignmentRectanglesAreWhatConstraintsAlign() {
        final class Badge: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 2, bottom: 6, right: 2) }
        }
        let harness = UIKitTestHarness()
        let title = constrainedView(in: harness.window, name: "title")
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(badge)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 20),
            title.widthAnchor.constraint(equalToConstant: 100),
            title.heightAnchor.constraint(equalToConstant: 20),
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            badge.topAnchor.constraint(equalTo: title.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalTo: title.heightAnchor),
        ])
        harness.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 126, y: 18, width: 24, height: 28))
        #expect(badge.alignmentRect(forFrame: badge.frame) == CGRect(x: 128, y: 20, width: 20, height: 20))
        #expect(badge.frame(forAlignmentRect: badge.alignmentRect(forFrame: badge.frame)) == badge.frame)
    }

    /// 004:2296-2336 and 004:2541-2550, 004:3622-3654 (`addConstraint:`, `constraints`, `removeConstraint:`):
    /// a constraint involving only the receiver or its subviews is held by the receiver; removing one the
    /// view does not hold has no effect.
    @Test func seed004AddingAndRemovingHeldConstraints() {
        let harness = UIKitTestHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(container)
        let child = constrainedView(in: container, name: "child")
        let width = NSLayoutConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width,
            multiplier: 0.5, constant: 0)
        let others = [
            child.heightAnchor.constraint(equalToConstant: 30),
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ]
        container.addConstraint(width)
        container.addConstraints(others)
        // Held as `isActive` holds them, by the items' closest common ancestor (docs/decisions.md): the
        // height, which involves the child alone, by the child.
        #expect(container.constraints.count == 3)
        #expect(child.constraints.count == 1)
        #expect(container.constraints.contains { $0 === width })
        harness.window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 75, y: 0, width: 150, height: 30))
        harness.window.removeConstraint(width)  // not held by the window: no effect
        harness.window.layoutIfNeeded()
        #expect(width.isActive)
        #expect(child.frame == CGRect(x: 75, y: 0, width: 150, height: 30))
        container.removeConstraint(width)
        child.widthAnchor.constraint(equalToConstant: 100).isActive = true
        harness.window.layoutIfNeeded()
        #expect(container.constraints.count == 2)
        #expect(!width.isActive)
        #expect(child.frame == CGRect(x: 100, y: 0, width: 100, height: 30))
    }

    /// 004:4228-4241 and 004:4035-4050 (`translatesAutoresizingMaskIntoConstraints`): with YES the superview
    /// turns the view's autoresizing mask into constraints, so a view placed by its frame keeps behaving as
    /// the mask says while constrained views relate to it.
    @Test func seed004AutoresizingMaskBecomesConstraints() {
        let harness = UIKitTestHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        harness.window.addSubview(container)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        header.autoresizingMask = [.flexibleWidth]
        container.addSubview(header)
        let below = constrainedView(in: container, name: "below")
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
            below.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            below.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            below.heightAnchor.constraint(equalToConstant: 40),
        ])
        harness.window.layoutIfNeeded()
        #expect(header.translatesAutoresizingMaskIntoConstraints)
        #expect(below.frame == CGRect(x: 0, y: 60, width: 300, height: 40))
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        harness.window.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 50))
        #expect(below.frame == CGRect(x: 0, y: 60, width: 400, height: 40))
    }
}
