import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/AutoLayout/UIView+RootLayoutSettled.swift`: the layout pass passes a settled window without
/// asking its engine, and every change the engine reads still reaches it at the next pass.
@MainActor
struct UIViewRootLayoutSettledTests {
    /// A view that counts its `updateConstraints()` calls.
    final class CountingView: UIView {
        var updates = 0
        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
    }

    /// A window holding `box`, pinned 10 pt from the window's top left, 100 × 50; laid out until settled.
    private func makeWindow() -> (UIKitTestHarness, CountingView, NSLayoutConstraint) {
        let harness = UIKitTestHarness()
        let box = CountingView()
        box.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(box)
        let left = box.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left,
            box.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        for _ in 0..<3 {
            harness.window.setNeedsLayout()
            harness.application.layoutPass()
        }
        return (harness, box, left)
    }

    @Test func aPassWithNothingChangedDoesNotListTheWindowAgain() throws {
        let (harness, box, _) = makeWindow()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        let syncs = try #require(harness.window.autoLayoutEngineSyncs)
        harness.window.setNeedsLayout()
        harness.application.layoutPass()
        #expect(harness.window.autoLayoutEngineSyncs == syncs)
    }

    @Test func aConstraintChangedAfterTheWindowSettledIsSolvedAtTheNextPass() {
        let (harness, box, left) = makeWindow()
        left.constant = 40
        harness.application.layoutPass()
        #expect(box.frame == CGRect(x: 40, y: 10, width: 100, height: 50))
    }

    @Test func aViewAddedWithConstraintsAfterTheWindowSettledIsSolvedAtTheNextPass() {
        let (harness, box, _) = makeWindow()
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(below)
        NSLayoutConstraint.activate([
            below.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            below.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 5),
            below.widthAnchor.constraint(equalTo: box.widthAnchor),
            below.heightAnchor.constraint(equalToConstant: 20),
        ])
        harness.application.layoutPass()
        #expect(below.frame == CGRect(x: 10, y: 65, width: 100, height: 20))
    }

    @Test func aFrameTheEngineReadsMovedAfterTheWindowSettledIsSolvedAtTheNextPass() {
        // `anchor` is placed by its frame (no constraints of its own): the engine reads it as constants.
        let (harness, _, _) = makeWindow()
        let anchor = UIView(frame: CGRect(x: 200, y: 200, width: 30, height: 30))
        harness.window.addSubview(anchor)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor),
            follower.topAnchor.constraint(equalTo: anchor.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.application.layoutPass()
        harness.application.layoutPass()
        #expect(follower.frame.origin == CGPoint(x: 230, y: 200))
        anchor.frame.size.width = 60
        harness.application.layoutPass()
        #expect(follower.frame.origin == CGPoint(x: 260, y: 200))
    }

    @Test func aRequestForUpdateConstraintsAfterTheWindowSettledIsHonouredAtTheNextPass() {
        let (harness, box, _) = makeWindow()
        let before = box.updates
        box.setNeedsUpdateConstraints()
        harness.application.layoutPass()
        #expect(box.updates == before + 1)
    }
}
