import Foundation
import Testing
import UIKitTesting

/// Records when the update-constraints and layout passes reach it.
@MainActor
final class PassRecorder: UIView {
    static var log: [String] = []
    override func updateConstraints() {
        PassRecorder.log.append("update \(accessibilityIdentifier ?? "?")")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        PassRecorder.log.append("layout \(accessibilityIdentifier ?? "?") \(Int(bounds.width))")
    }
}

@MainActor
final class ConstraintsController: UIViewController {
    var updates = 0
    override func updateViewConstraints() {
        updates += 1
        super.updateViewConstraints()
    }
}

/// `Sources/UIKit/AutoLayout/`: measuring, guides, the passes and the diagnostics.
@MainActor
struct AutoLayoutPassTests {
    /// Two label-like views in a row across the window: the one that hugs less grows.
    @Test func theViewThatHugsLessTakesTheSpareRoom() {
        let harness = UIKitTestHarness()
        let first = SizedView(CGSize(width: 50, height: 20))
        let second = SizedView(CGSize(width: 60, height: 20))
        harness.window.addSubview(first)
        harness.window.addSubview(second)
        first.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor),
            first.topAnchor.constraint(equalTo: harness.window.topAnchor),
            second.topAnchor.constraint(equalTo: harness.window.topAnchor),
        ])
        harness.window.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(second.frame == CGRect(x: 58, y: 0, width: 342, height: 20))
        #expect(first.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(second.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    }

    @Test func theViewThatResistsLessIsCompressed() {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 100, height: 100))
        let first = SizedView(CGSize(width: 80, height: 20))
        let second = SizedView(CGSize(width: 80, height: 20))
        harness.window.addSubview(first)
        harness.window.addSubview(second)
        second.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor),
            first.topAnchor.constraint(equalTo: harness.window.topAnchor),
            second.topAnchor.constraint(equalTo: first.bottomAnchor),
        ])
        harness.window.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(second.frame == CGRect(x: 80, y: 20, width: 20, height: 20))
        // A new intrinsic size takes effect at the next pass.
        first.size = CGSize(width: 30, height: 10)
        first.invalidateIntrinsicContentSize()
        harness.window.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(second.frame == CGRect(x: 30, y: 10, width: 70, height: 20))
    }

    /// The reference's margins example, `|-[subview]-|`: eight points on each side by default.
    @Test func layoutMarginsGuideInsetsByTheMargins() {
        let harness = UIKitTestHarness()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 200))
        harness.window.addSubview(container)
        let content = constrainedView(in: container, name: "content")
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        harness.window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 384, height: 184))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 384, height: 184))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        harness.window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 0, width: 370, height: 200))
    }

    @Test func safeAreaComesFromTheControllersAdditionalInsets() {
        let harness = UIKitTestHarness()
        let controller = ConstraintsController()
        harness.window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = constrainedView(in: controller.view, name: "content")
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        harness.window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(content.frame == CGRect(x: 0, y: 44, width: 400, height: 722))
        #expect(content.safeAreaInsets == .zero)
        #expect(controller.updates >= 1)
    }

    @Test func unsatisfiableConstraintsAreBrokenAndReported() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "box")
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            narrow, wide, view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor),
        ])
        harness.window.layoutIfNeeded()
        #expect(view.frame.width == 100)
        let lines = harness.traceLines(containing: "Unable to simultaneously satisfy constraints")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("narrow: box.width == 100") == true)
        #expect(lines.first?.contains("will attempt to recover by breaking wide: box.width == 200") == true)
        // Reported once, not at every pass.
        harness.window.setNeedsLayout()
        harness.window.layoutIfNeeded()
        #expect(harness.traceLines(containing: "Unable to simultaneously").count == 1)
    }

    @Test func ambiguousLayoutIsReportedByPropertyAndTrace() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "floating")
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.window.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        #expect(harness.traceLines(containing: "ambiguous layout: floating on the vertical axis").count == 1)
        #expect(harness.traceLines(containing: "horizontal").isEmpty)
        view.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 5).isActive = true
        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame == CGRect(x: 0, y: 5, width: 10, height: 10))
        #expect(view.constraintsAffectingLayout(for: .vertical).count == 2)
        #expect(view.constraintsAffectingLayout(for: .horizontal).count == 2)
    }

    @Test func updateConstraintsRunsLeavesFirstThenLayoutTopDown() {
        let harness = UIKitTestHarness()
        PassRecorder.log = []
        let parent = PassRecorder()
        parent.accessibilityIdentifier = "parent"
        parent.translatesAutoresizingMaskIntoConstraints = false
        let child = PassRecorder()
        child.accessibilityIdentifier = "child"
        child.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(parent)
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            parent.topAnchor.constraint(equalTo: harness.window.topAnchor),
            parent.widthAnchor.constraint(equalToConstant: 300),
            parent.heightAnchor.constraint(equalToConstant: 300),
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor),
        ])
        harness.application.layoutPass()
        // layoutSubviews sees the solved bounds.
        #expect(PassRecorder.log == ["update child", "update parent", "layout parent 300", "layout child 150"])
        #expect(child.frame == CGRect(x: 75, y: 75, width: 150, height: 150))
        PassRecorder.log = []
        parent.setNeedsUpdateConstraints()
        #expect(parent.needsUpdateConstraints())
        parent.updateConstraintsIfNeeded()
        #expect(PassRecorder.log == ["update parent"])
    }

    @Test func fittingSizeComesFromTheSubviewsConstraints() {
        let card = UIView()
        let label = SizedView(CGSize(width: 50, height: 20))
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 66, height: 36))
        // A required width fixes that axis; the height still fits the content.
        let fixedWidth = card.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 200, height: 36))
    }

    @Test func alignmentRectInsetsShiftWhatConstraintsAlign() {
        final class Shadowed: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 4) }
        }
        let harness = UIKitTestHarness()
        let view = Shadowed()
        view.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(view)
        NSLayoutConstraint.activate([
            view.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: harness.window.bottomAnchor),
            view.widthAnchor.constraint(equalToConstant: 40),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        harness.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 360, y: 760, width: 44, height: 44))
        #expect(view.alignmentRect(forFrame: view.frame) == CGRect(x: 360, y: 760, width: 40, height: 40))
        #expect(view.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 40, height: 40)) == CGRect(x: 0, y: 0, width: 44, height: 44))
    }

    @Test func aRemovedViewTakesItsConstraintsWithIt() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "box")
        let other = constrainedView(in: harness.window, name: "other")
        let link = other.leadingAnchor.constraint(equalTo: view.trailingAnchor)
        NSLayoutConstraint.activate([
            link, view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
        ])
        harness.window.layoutIfNeeded()
        view.removeFromSuperview()
        harness.window.layoutIfNeeded()
        #expect(!link.isActive)
    }
}
