import Foundation
import Testing
import UIKitTesting

/// A controller that records the constraint and layout callbacks with what it sees in each.
@MainActor
final class RecordingLayoutController: UIViewController {
    var log: [String] = []
    let content = PassRecorder()
    var contentHeight: CGFloat = 100
    private var heightConstraint: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        content.accessibilityIdentifier = "content"
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            content.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
        ])
    }
    override func updateViewConstraints() {
        log.append("updateViewConstraints \(Int(contentHeight))")
        if let heightConstraint {
            heightConstraint.constant = contentHeight
        } else {
            let made = content.heightAnchor.constraint(equalToConstant: contentHeight)
            made.isActive = true
            heightConstraint = made
        }
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() {
        log.append("viewWillLayoutSubviews \(content.frame)")
    }
    override func viewDidLayoutSubviews() {
        log.append("viewDidLayoutSubviews \(content.frame) bottom guide \(bottomLayoutGuide.length)")
    }
}

/// `Sources/UIKit/AutoLayout/UIViewController+AutoLayout.swift` and the controller's part of the passes:
/// `updateViewConstraints` in the update pass (after the subviews', leaves first), then
/// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` around the solved layout, with exact frames.
@MainActor
struct UIViewControllerAutoLayoutTests {
    @Test func updateViewConstraintsThenLayoutCallbacksSeeTheSolvedFrames() {
        let harness = UIKitTestHarness()
        let controller = RecordingLayoutController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        PassRecorder.log = []
        harness.window.rootViewController = controller
        harness.application.layoutPass()
        let solved = CGRect(x: 20, y: 666, width: 360, height: 100)
        #expect(PassRecorder.log.first == "update content")
        #expect(controller.log == [
            "updateViewConstraints 100",
            "viewWillLayoutSubviews \(solved)",
            "viewDidLayoutSubviews \(solved) bottom guide 34.0",
        ])
        #expect(controller.content.frame == solved)

        // The controller's view asks for an update: its controller's updateViewConstraints runs, once.
        controller.log = []
        controller.contentHeight = 200
        controller.view.setNeedsUpdateConstraints()
        harness.application.layoutPass()
        let taller = CGRect(x: 20, y: 566, width: 360, height: 200)
        #expect(controller.log == [
            "updateViewConstraints 200",
            "viewWillLayoutSubviews \(taller)",
            "viewDidLayoutSubviews \(taller) bottom guide 34.0",
        ])
    }

    @Test func topLayoutGuideSpansTheTopInsetAndFollowsIt() {
        let harness = UIKitTestHarness()
        let controller = UIViewController()
        harness.window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        let header = constrainedView(in: controller.view, name: "header")
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            header.heightAnchor.constraint(equalTo: controller.topLayoutGuide.heightAnchor),
        ])
        harness.window.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == 64)
        #expect(header.frame == CGRect(x: 0, y: 64, width: 400, height: 64))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        harness.window.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == 20)
        #expect(header.frame == CGRect(x: 0, y: 20, width: 400, height: 20))
    }

    /// Hugging and compression resistance on the vertical axis (the other tests use the horizontal one).
    @Test func verticalHuggingAndCompression() {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 100, height: 100))
        let top = SizedView(CGSize(width: 10, height: 30))
        let bottom = SizedView(CGSize(width: 10, height: 40))
        harness.window.addSubview(top)
        harness.window.addSubview(bottom)
        top.setContentHuggingPriority(.defaultHigh, for: .vertical)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|[top][bottom]|", options: [.alignAllLeading], metrics: nil,
                views: ["top": top, "bottom": bottom])
                + [top.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor)])
        harness.window.layoutIfNeeded()
        // Room to spare: the bottom view, which hugs less, grows.
        #expect(top.frame == CGRect(x: 0, y: 0, width: 10, height: 30))
        #expect(bottom.frame == CGRect(x: 0, y: 30, width: 10, height: 70))
        #expect(top.contentHuggingPriority(for: .vertical) == .defaultHigh)
        // Too little room: the top view, which resists less, is compressed.
        top.size = CGSize(width: 10, height: 80)
        top.invalidateIntrinsicContentSize()
        top.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        harness.window.layoutIfNeeded()
        #expect(top.frame == CGRect(x: 0, y: 0, width: 10, height: 60))
        #expect(bottom.frame == CGRect(x: 0, y: 60, width: 10, height: 40))
        #expect(top.contentCompressionResistancePriority(for: .vertical) == .defaultLow)
    }
}
