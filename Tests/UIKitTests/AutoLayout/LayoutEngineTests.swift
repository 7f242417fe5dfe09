import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/AutoLayout/LayoutEngine.swift`: what the engine keeps. Removing views, or deactivating
/// their constraints, gives back their solver variables and their entries, so a long-lived screen that adds
/// and removes views does not grow; views and constraints are freed (checked with weak references, as
/// `DeallocationTests` do).
@MainActor
struct LayoutEngineTests {
    /// A card with a label inside, pinned below the previous content of `parent`.
    private func addCard(to parent: UIView) -> (card: UIView, label: SizedView) {
        let card = constrainedView(in: parent, name: "card")
        let label = SizedView(CGSize(width: 50, height: 20))
        card.addSubview(label)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: parent.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            card.heightAnchor.constraint(equalTo: label.heightAnchor, constant: 16),
        ])
        let guide = UILayoutGuide()
        card.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            guide.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            guide.topAnchor.constraint(equalTo: card.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 1),
        ])
        return (card, label)
    }

    @Test func aRemovedViewAndItsConstraintsAreFreed() {
        let harness = UIKitTestHarness()
        let anchor = constrainedView(in: harness.window, name: "anchor")
        NSLayoutConstraint.activate([
            anchor.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            anchor.topAnchor.constraint(equalTo: harness.window.topAnchor),
            anchor.widthAnchor.constraint(equalToConstant: 10),
            anchor.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.window.layoutIfNeeded()
        let baseline = harness.window.autoLayoutEngineFigures
        weak var weakCard: UIView?
        weak var weakLabel: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let (card, label) = addCard(to: harness.window)
            let spacing = card.topAnchor.constraint(equalTo: anchor.bottomAnchor, constant: 4)
            spacing.priority = .defaultLow
            spacing.isActive = true
            harness.window.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 8, y: 100, width: 384, height: 36))
            #expect(label.frame == CGRect(x: 8, y: 8, width: 50, height: 20))
            weakCard = card
            weakLabel = label
            weakConstraint = spacing
            card.removeFromSuperview()
        }
        harness.window.layoutIfNeeded()
        #expect(weakCard == nil)
        #expect(weakLabel == nil)
        #expect(weakConstraint == nil)
        #expect(harness.window.autoLayoutEngineFigures?.items == baseline?.items)
        #expect(harness.window.autoLayoutEngineFigures?.symbols == baseline?.symbols)
        #expect(harness.window.autoLayoutEngineFigures?.constraints == baseline?.constraints)
    }

    @Test func addingAndRemovingViewsForALongTimeDoesNotGrow() {
        let harness = UIKitTestHarness()
        var figures: [(items: Int, symbols: Int, constraints: Int)] = []
        for round in 0..<200 {
            let (card, label) = addCard(to: harness.window)
            harness.window.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 8, y: 8, width: 50, height: 20))
            if round == 5 || round == 199 {
                if let now = harness.window.autoLayoutEngineFigures { figures.append(now) }
            }
            card.removeFromSuperview()
            harness.window.layoutIfNeeded()
        }
        #expect(figures.count == 2)
        #expect(figures.first?.items == figures.last?.items)
        #expect(figures.first?.symbols == figures.last?.symbols)
        #expect(figures.first?.constraints == figures.last?.constraints)
        // Only the window is left.
        #expect(harness.window.autoLayoutEngineFigures?.items == 1)
    }

    @Test func deactivatingAViewsConstraintsReleasesItsEntry() {
        let harness = UIKitTestHarness()
        let (card, _) = addCard(to: harness.window)
        harness.window.layoutIfNeeded()
        // The window, the card, the label, the window's margins guide and the card's guide.
        #expect(harness.window.autoLayoutEngineFigures?.items == 5)
        let all = harness.window.constraints + card.constraints
        NSLayoutConstraint.deactivate(all)
        harness.window.layoutIfNeeded()
        #expect(harness.window.autoLayoutEngineFigures?.items == 1)
        #expect(harness.window.autoLayoutEngineFigures?.constraints == 4)  // the window's own frame
        // Activated again, the same layout comes back.
        NSLayoutConstraint.activate(all)
        harness.window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 8, y: 100, width: 384, height: 36))
        #expect(harness.window.autoLayoutEngineFigures?.items == 5)
    }
    // MARK: Passes with nothing to do

    /// A view inside a translating container, pinned 10 pt inside its edges.
    private func pinnedInContainer(_ harness: UIKitTestHarness) -> (container: UIView, child: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        harness.window.addSubview(container)
        let child = constrainedView(in: container, name: "child")
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        harness.window.layoutIfNeeded()
        return (container, child)
    }

    @Test func aLayoutPassWithNothingChangedListsNoConstraints() {
        let harness = UIKitTestHarness()
        let (container, child) = pinnedInContainer(harness)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        let syncs = UIView.autoLayoutSyncCount
        // Marked for layout, but nothing the engine reads changed (moving a bounds origin is scrolling).
        harness.window.setNeedsLayout()
        container.bounds.origin = CGPoint(x: 0, y: 5)
        harness.window.layoutIfNeeded()
        harness.application.layoutPass()
        #expect(UIView.autoLayoutSyncCount == syncs)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test func aResizedTranslatingSuperviewIsSolvedAgain() {
        let harness = UIKitTestHarness()
        let (container, child) = pinnedInContainer(harness)
        let syncs = UIView.autoLayoutSyncCount
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        harness.window.layoutIfNeeded()
        #expect(UIView.autoLayoutSyncCount > syncs)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        harness.window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 40))
        // The engine reads a translating view's frame, which a transform changes (here to 600 × 60).
        container.transform = CGAffineTransform(scaleX: 2, y: 1)
        harness.window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 580, height: 40))
    }

    @Test func aConstrainedViewMovedByHandIsPutBackByTheNextPass() {
        let harness = UIKitTestHarness()
        let (_, child) = pinnedInContainer(harness)
        child.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
        harness.window.setNeedsLayout()
        harness.window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }
    @Test func aViewThatStartsUsingAutoLayoutGetsUpdateConstraintsThoughTheEngineIsCurrent() {
        let harness = UIKitTestHarness()
        let (container, _) = pinnedInContainer(harness)
        let recorder = PassRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        recorder.accessibilityIdentifier = "recorder"
        container.addSubview(recorder)
        harness.window.layoutIfNeeded()
        harness.window.layoutIfNeeded()
        PassRecorder.log = []
        // Asking for a guide gives the view Auto Layout state (update due) and changes nothing the engine
        // reads: the pass must still walk the tree for it, once.
        _ = recorder.layoutMarginsGuide
        harness.window.setNeedsLayout()
        harness.window.layoutIfNeeded()
        harness.window.setNeedsLayout()
        harness.window.layoutIfNeeded()
        #expect(PassRecorder.log.filter { $0 == "update recorder" }.count == 1)
    }
}
