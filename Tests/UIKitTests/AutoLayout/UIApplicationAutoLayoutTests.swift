import Foundation
import Testing
import UIKitTesting

/// A view whose width constraint is made in `updateConstraints()` from a property, as UIKit's documentation
/// suggests for constraints that depend on state.
@MainActor
final class WidthFromStateView: UIView {
    static var log: [String] = []
    var wantedWidth: CGFloat = 100
    private var widthConstraint: NSLayoutConstraint?
    override func updateConstraints() {
        WidthFromStateView.log.append("update \(accessibilityIdentifier ?? "?") \(Int(wantedWidth))")
        if let widthConstraint {
            widthConstraint.constant = wantedWidth
        } else {
            let made = widthAnchor.constraint(equalToConstant: wantedWidth)
            made.isActive = true
            widthConstraint = made
        }
        super.updateConstraints()
    }
    override func layoutSubviews() {
        WidthFromStateView.log.append("layout \(accessibilityIdentifier ?? "?") \(Int(bounds.width))")
    }
}

/// `Sources/UIKit/AutoLayout/UIApplication+AutoLayout.swift`: the frame loop's update-constraints step.
@MainActor
struct UIApplicationAutoLayoutTests {
    @Test func setNeedsUpdateConstraintsBetweenFramesIsHonouredByTheNextRefresh() {
        let harness = UIKitTestHarness()
        let loop = harness.application.frameLoop
        WidthFromStateView.log = []
        let parent = WidthFromStateView()
        parent.accessibilityIdentifier = "parent"
        parent.translatesAutoresizingMaskIntoConstraints = false
        let child = WidthFromStateView()
        child.accessibilityIdentifier = "child"
        child.translatesAutoresizingMaskIntoConstraints = false
        child.wantedWidth = 40
        harness.window.addSubview(parent)
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            parent.topAnchor.constraint(equalTo: harness.window.topAnchor),
            parent.heightAnchor.constraint(equalToConstant: 50),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        // The default step, wrapped so the test sees when it runs within a refresh.
        let step = loop.updateConstraints
        #expect(step != nil)
        loop.updateConstraints = {
            WidthFromStateView.log.append("step 2")
            step?()
        }
        // Keep the screen refreshing, as an animation would; the link's callback (step 1) may change state.
        var onNextFrame: (() -> Void)?
        let link = CADisplayLink { _ in
            WidthFromStateView.log.append("link")
            onNextFrame?()
            onNextFrame = nil
        }
        link.add(to: .main, forMode: .common)
        harness.advance(by: 0.017)  // the first refresh, at 16,666 µs
        #expect(WidthFromStateView.log == [
            "link", "step 2", "update child 40", "update parent 100", "layout parent 100", "layout child 40",
        ])
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 100, height: 50))

        // New state and a request made during a frame's display-link callback: the same refresh's step 2
        // updates the constraints (leaves first) and its layout shows them.
        WidthFromStateView.log = []
        onNextFrame = {
            parent.wantedWidth = 250
            child.wantedWidth = 60
            parent.setNeedsUpdateConstraints()
            child.setNeedsUpdateConstraints()
        }
        harness.advance(by: 0.017)  // 34 ms: the second refresh, at 33,332 µs
        #expect(WidthFromStateView.log == [
            "link", "step 2", "update child 60", "update parent 250", "layout parent 250", "layout child 60",
        ])
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 250, height: 50))
        #expect(child.frame == CGRect(x: 0, y: 0, width: 60, height: 10))
        #expect(!parent.needsUpdateConstraints() && !child.needsUpdateConstraints())

        // A request between frames (outside any callback) is honoured at the latest by the next refresh.
        WidthFromStateView.log = []
        parent.wantedWidth = 300
        parent.setNeedsUpdateConstraints()
        harness.advance(by: 0.017)
        #expect(WidthFromStateView.log.filter { $0.hasPrefix("update") } == ["update parent 300"])
        #expect(parent.frame.width == 300)

        // A refresh with nothing requested calls no `updateConstraints()`.
        WidthFromStateView.log = []
        harness.advance(by: 0.017)
        #expect(WidthFromStateView.log == ["link", "step 2"])
        link.invalidate()
    }

    @Test func theStepSkipsHiddenWindows() {
        let harness = UIKitTestHarness()
        WidthFromStateView.log = []
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = WidthFromStateView()
        view.accessibilityIdentifier = "hidden"
        other.addSubview(view)
        view.setNeedsUpdateConstraints()
        harness.application.frameLoop.updateConstraints?()
        #expect(WidthFromStateView.log == [])
        other.isHidden = false
        view.setNeedsUpdateConstraints()
        harness.application.frameLoop.updateConstraints?()
        #expect(WidthFromStateView.log == ["update hidden 100"])
    }
}
