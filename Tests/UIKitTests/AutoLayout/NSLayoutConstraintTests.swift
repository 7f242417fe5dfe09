import Foundation
import Testing
import UIKitTesting

/// A view with a fixed intrinsic size, standing in for a label.
@MainActor
final class SizedView: UIView {
    var size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
func constrainedView(in superview: UIView, name: String) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// `Sources/UIKit/AutoLayout/NSLayoutConstraint.swift`, the anchors and the engine's results.
@MainActor
struct NSLayoutConstraintTests {
    @Test func anchorsPinAViewToItsSuperviewWithConstants() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "box")
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor, constant: -20),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 40),
            view.heightAnchor.constraint(equalToConstant: 100),
        ])
        harness.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 40, width: 360, height: 100))
    }

    @Test func multiplierAndCentreAnchors() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "box")
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: harness.window.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalToConstant: 50),
            view.centerXAnchor.constraint(equalTo: harness.window.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: harness.window.centerYAnchor),
        ])
        harness.application.layoutPass()
        #expect(view.frame == CGRect(x: 100, y: 375, width: 200, height: 50))
    }

    @Test func itemAttributeInitializerMatchesTheAnchors() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "box")
        let constraints = [
            NSLayoutConstraint(
                item: view, attribute: .left, relatedBy: .equal, toItem: harness.window, attribute: .left,
                multiplier: 1, constant: 10),
            NSLayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: harness.window, attribute: .bottom,
                multiplier: 0.25, constant: 0),
            NSLayoutConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 30),
            NSLayoutConstraint(
                item: view, attribute: .bottom, relatedBy: .equal, toItem: harness.window, attribute: .centerY,
                multiplier: 1, constant: 0),
        ]
        harness.window.addConstraints(constraints)
        harness.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 200, width: 30, height: 200))
        #expect(harness.window.constraints.count == 3)  // the width alone is held by the view itself
        #expect(view.constraints.count == 1)
        for constraint in constraints { #expect(constraint.isActive) }
    }

    @Test func inequalitiesAndPrioritiesDecideBetweenWishes() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "box")
        let wide = view.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.trailingAnchor.constraint(lessThanOrEqualTo: harness.window.trailingAnchor, constant: -50),
            wide,
        ])
        harness.window.layoutIfNeeded()
        #expect(view.frame.width == 350)
        // Priorities are strict: three 250 wishes do not beat one at 251.
        let narrow = (0..<3).map { _ in view.widthAnchor.constraint(equalToConstant: 10) }
        narrow.forEach { $0.priority = .defaultLow }
        let medium = view.widthAnchor.constraint(equalToConstant: 200)
        medium.priority = .defaultLow + 1
        wide.isActive = false
        NSLayoutConstraint.activate(narrow + [medium])
        harness.window.layoutIfNeeded()
        #expect(view.frame.width == 200)
    }

    @Test func changingAConstantMovesTheViewAtTheNextPass() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "box")
        let left = view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, view.topAnchor.constraint(equalTo: harness.window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 40),
        ])
        harness.window.layoutIfNeeded()
        left.constant = 70
        #expect(view.frame.minX == 10)
        harness.application.layoutPass()
        #expect(view.frame == CGRect(x: 70, y: 0, width: 40, height: 40))
        // A hit test right after the pass sees the new frame.
        #expect(harness.window.hitTest(CGPoint(x: 75, y: 5), with: nil) === view)
    }

    @Test func deactivatingAConstraintRemovesIt() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "box")
        let first = view.widthAnchor.constraint(equalToConstant: 40)
        let second = view.widthAnchor.constraint(equalToConstant: 90)
        second.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            first, second, view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor),
        ])
        harness.window.layoutIfNeeded()
        #expect(view.frame.width == 40)
        NSLayoutConstraint.deactivate([first])
        #expect(!first.isActive)
        #expect(!view.constraints.contains { $0 === first })
        harness.window.layoutIfNeeded()
        #expect(view.frame.width == 90)
    }

    @Test func viewsThatTranslateTheirFrameKeepItAndAnchorOthers() {
        let harness = UIKitTestHarness()
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        harness.window.addSubview(fixed)
        let follower = constrainedView(in: harness.window, name: "follower")
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalToSystemSpacingAfter: fixed.trailingAnchor, multiplier: 1),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 0.2),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor, constant: -30),
        ])
        harness.window.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(follower.frame == CGRect(x: 118, y: 10, width: 20, height: 20))
        fixed.frame.origin.x = 50
        harness.window.layoutIfNeeded()
        #expect(follower.frame.minX == 158)
    }

    @Test func constraintsBetweenUnrelatedViewsAreRefusedWithADiagnostic() {
        let harness = UIKitTestHarness()
        let inWindow = constrainedView(in: harness.window, name: "inWindow")
        let detached = UIView()
        detached.accessibilityIdentifier = "detached"
        let constraint = inWindow.widthAnchor.constraint(equalTo: detached.widthAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(harness.traceLines(containing: "no common ancestor").count == 1)
        #expect(harness.traceLines(containing: "inWindow and detached").count == 1)
    }

    @Test func nonFiniteConstantsAreRefused() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "box")
        let width = view.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        width.constant = .nan
        #expect(width.constant == 40)
        let infinite = view.heightAnchor.constraint(equalToConstant: .infinity)
        infinite.isActive = true
        #expect(!infinite.isActive)
        #expect(harness.traceLines(containing: "finite").count == 2)
    }

    @Test func descriptionNamesItemsAttributesAndPriority() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "button")
        let constraint = view.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor, constant: -8)
        constraint.priority = .defaultHigh
        constraint.identifier = "edge"
        #expect(constraint.description == "edge: button.trailing == window.trailing - 8 @750")
    }
}
