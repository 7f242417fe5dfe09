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
}
