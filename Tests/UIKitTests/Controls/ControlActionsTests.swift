import Foundation
import Testing
import UIKitTesting

/// A control's actions: UIActions replaced by identifier, type-safe target-action held weakly, the order actions run in, responder-chain actions, the trace.
@MainActor
@Suite struct ControlActionsTests {
    @Test func actionsAreReplacedByIdentifierAndRemovedPerEvent() {
        let (_, control, log, _) = makeControlScene()
        var calls: [String] = []
        let id = UIAction.Identifier("buy")
        control.addAction(UIAction(identifier: id) { _ in calls.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in calls.append("second") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(calls == ["second"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(calls == ["second"])
        #expect(log.events == ["upInside", "upInside"])
    }

    @Test func anActionKnowsItsSender() {
        let (_, control, _, _) = makeControlScene()
        var sender: AnyObject?
        control.addAction(UIAction { sender = $0.sender }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(sender === control)
    }

    @Test func typeSafeTargetActionIsHeldWeaklyAndRemovable() {
        let harness = UIKitTestHarness()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        harness.window.addSubview(button)
        var log: ControlEventLog? = ControlEventLog()
        button.addTarget(log!, action: ControlEventLog.tapped, for: .touchUpInside)
        button.addTarget(log!, action: ControlEventLog.fired, for: [.touchUpInside, .touchDown])
        #expect(button.allTargets.count == 1)
        #expect(button.allControlEvents == [.touchUpInside, .touchDown])
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 20))
        #expect(log?.events == ["fired", "target", "fired"])
        #expect(log?.senders.first === button)
        button.removeTarget(log, for: .touchDown)
        #expect(button.allControlEvents == [.touchUpInside])
        log = nil
        button.sendActions(for: .touchUpInside)  // the target is gone: nothing to call, no crash
        #expect(button.allTargets.isEmpty)
    }

    @Test func actionsAppearInTheTrace() {
        let (harness, _, _, screen) = makeControlScene()
        screen.tap(at: CGPoint(x: 150, y: 120))
        #expect(harness.traceLines(containing: "action control ctl (touchUpInside)").count == 1)
    }

    @Test func aSelectorActionWithoutTargetGoesUpTheResponderChainFromTheControl() {
        final class Shelf: UIView {
            var bought: [Selector] = []
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == "buy:" }
            override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
                bought.append(action)
                return true
            }
        }
        let harness = UIKitTestHarness()
        let shelf = Shelf(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(shelf)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        shelf.addSubview(button)
        button.addAction(UIAction { [weak button] _ in button?.sendAction("buy:", to: nil, for: nil) }, for: .touchUpInside)
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 30))
        #expect(shelf.bought == ["buy:"])
    }

    @Test func severalEventsAreSentInUIKitsOrderNotTheOrderTheyWereAdded() {
        let (_, control, _, _) = makeControlScene()
        var calls: [String] = []
        control.addAction(UIAction { _ in calls.append("upInside") }, for: .touchUpInside)
        control.addAction(UIAction { _ in calls.append("down") }, for: .touchDown)
        control.addAction(UIAction { _ in calls.append("down again") }, for: .touchDown)
        control.sendActions(for: [.touchUpInside, .touchDown])
        #expect(calls == ["down", "down again", "upInside"])
    }

    @Test func removingAnActionForOneEventKeepsItForTheOthers() {
        let (_, control, _, _) = makeControlScene()
        var calls = 0
        let action = UIAction { _ in calls += 1 }
        control.addAction(action, for: [.touchDown, .valueChanged])
        control.removeAction(action, for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(calls == 0)
        control.sendActions(for: .valueChanged)
        #expect(calls == 1)
    }

    @Test func removingANilTargetRemovesEveryTargetButNotTheActions() {
        let (_, control, _, _) = makeControlScene()
        let first = ControlEventLog()
        let second = ControlEventLog()
        var actions = 0
        control.addTarget(first, action: ControlEventLog.fired, for: .touchUpInside)
        control.addTarget(second, action: ControlEventLog.fired, for: .touchUpInside)
        control.addAction(UIAction { _ in actions += 1 }, for: .touchUpInside)
        #expect(control.allTargets.count == 2)
        control.removeTarget(nil, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(first.events.isEmpty && second.events.isEmpty)
        #expect(actions == 1)
        #expect(control.allTargets.isEmpty)
    }

    @Test func aDisabledControlSendsNoActionsEvenWhenAsked() {
        let (_, control, _, _) = makeControlScene()
        var calls = 0
        control.addAction(UIAction { _ in calls += 1 }, for: .valueChanged)
        control.isEnabled = false
        control.sendActions(for: .valueChanged)
        #expect(calls == 0)
        control.isEnabled = true
        control.sendActions(for: .valueChanged)
        #expect(calls == 1)
    }
}
