import Testing
import UIKitTesting

/// `Sources/UIKit/Gestures/GestureTargetAction.swift`: targets and actions of a recognizer, in the order
/// they were added, removable by target or by id.
@MainActor
@Suite struct GestureTargetActionTests {
    @MainActor private final class Target {
        var calls: [String] = []
        func tapped(_ recognizer: UITapGestureRecognizer) { calls.append("typed \(recognizer.state)") }
        func plain() { calls.append("plain") }
    }

    private func scene() -> (UIKitTestHarness, UITapGestureRecognizer, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        return (harness, tap, harness.touchscreen())
    }

    @Test func targetsAndActionsRunInTheOrderTheyWereAdded() {
        let (_, tap, screen) = scene()
        let target = Target()
        var order: [String] = []
        tap.addAction { _ in order.append("first") }
        tap.addTarget(target, action: Target.tapped)
        tap.addTarget(target, action: Target.plain)
        tap.addAction { _ in order.append("last \(target.calls.count)") }
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(target.calls == ["typed ended", "plain"])
        #expect(order == ["first", "last 2"])
    }

    @Test func removingATargetKeepsTheActionsAndRemovingAnIDRemovesOne() {
        let (harness, tap, screen) = scene()
        let target = Target()
        var fired = 0
        tap.addTarget(target, action: Target.plain)
        let id = tap.addAction { _ in fired += 10 }
        tap.addAction { _ in fired += 1 }
        tap.removeTarget(target)
        tap.removeAction(id)
        screen.tap(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 1)
        #expect(target.calls.isEmpty)
        #expect(fired == 1)
    }
}
