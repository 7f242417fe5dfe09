import Testing
import UIKitTesting

/// Records control events by name, for asserting the order a control sends them in.
@MainActor
final class ControlEventLog {
    var events: [String] = []
    var senders: [UIControl] = []

    /// Registers one `UIAction` per single event of `mask` on `control`.
    func watch(_ control: UIControl, _ mask: UIControl.Event = .allEvents) {
        for (event, name) in UIControl.Event.namedForTests where mask.contains(event) {
            control.addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
        }
    }

    func tapped(_ sender: UIButton) {
        events.append("target")
        senders.append(sender)
    }

    func fired() { events.append("fired") }
}

extension UIControl.Event {
    static let namedForTests: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
    ]
}

@MainActor
@Suite struct ControlTests {
    func scene() -> (UIKitTestHarness, UIControl, ControlEventLog, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        control.accessibilityIdentifier = "ctl"
        harness.window.addSubview(control)
        let log = ControlEventLog()
        log.watch(control)
        return (harness, control, log, harness.touchscreen())
    }

    @Test func aTapSendsTouchDownThenTouchUpInside() {
        let (harness, control, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
        #expect(control.state == .highlighted)
        harness.advance(by: 0.05)
        finger.lift()
        #expect(log.events == ["touchDown", "upInside"])
        #expect(!control.isTracking && !control.isHighlighted && control.state == .normal)
    }

    @Test func dragEventsFollowTheTrackingAreaNotTheBounds() {
        let (_, control, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        finger.move(to: CGPoint(x: 150, y: 200))  // 40 pt below the bounds: inside the 70 pt margin
        #expect(control.isTouchInside && control.isHighlighted)
        finger.move(to: CGPoint(x: 150, y: 211))  // 71 pt below
        #expect(!control.isTouchInside && !control.isHighlighted)
        finger.move(to: CGPoint(x: 150, y: 212))
        finger.move(to: CGPoint(x: 150, y: 130))
        finger.lift()
        #expect(log.events == [
            "touchDown", "dragInside", "dragOutside", "dragExit", "dragOutside", "dragInside", "dragEnter", "upInside",
        ])
    }

    @Test func aLiftJustOutsideTheBoundsIsStillATapAndTheTraceSaysWhy() {
        let (harness, _, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        finger.move(to: CGPoint(x: 204, y: 120))
        finger.lift()
        #expect(log.events.last == "upInside")
        #expect(harness.traceLines(containing: "note control ctl: touchUpInside (lift 4.0 pt outside, within the 70 pt tracking margin)").count == 1)
    }

    @Test func aLiftFarAwayIsTouchUpOutside() {
        let (harness, _, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        finger.move(to: CGPoint(x: 300, y: 120))
        finger.lift()
        #expect(log.events.last == "upOutside")
        #expect(!log.events.contains("upInside"))
        #expect(harness.traceLines(containing: "touchUpOutside (lift 100.0 pt outside, beyond the 70 pt tracking margin)").count == 1)
    }

    @Test func theTrackingMarginIsAPropertyPerControl() {
        let (_, control, log, screen) = scene()
        control.trackingMargin = 10
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        finger.move(to: CGPoint(x: 215, y: 120))
        finger.lift()
        #expect(log.events.last == "upOutside")
        #expect(UIControl.defaultTrackingMargin == 70)
    }

    @Test func aSecondQuickTapSendsTouchDownRepeat() {
        let (harness, _, log, screen) = scene()
        screen.tap(at: CGPoint(x: 150, y: 120))
        harness.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.events == ["touchDown", "upInside", "touchDown", "touchDownRepeat", "upInside"])
    }

    @Test func aCancelledTouchSendsTouchCancel() {
        let (_, control, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        finger.cancel()
        #expect(log.events == ["touchDown", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test func aDisabledControlSendsNothingAndPassesTouchesUp() {
        let (harness, control, log, screen) = scene()
        let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        harness.window.addSubview(parent)
        parent.addSubview(control)
        control.isEnabled = false
        #expect(control.state == .disabled)
        screen.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.events.isEmpty)
        #expect(parent.log.contains { $0.hasPrefix("touchesBegan") })
        control.sendActions(for: .touchUpInside)
        #expect(log.events.isEmpty)
    }

    @Test func disablingWhileTrackingStopsWithoutSending() {
        let (_, control, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        control.isEnabled = false
        finger.lift()
        #expect(log.events == ["touchDown"])
        #expect(!control.isTracking)
    }

    @Test func aControlRemovedWhileTrackingSendsTouchCancelAndNoTap() {
        let (harness, control, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        control.removeFromSuperview()
        finger.move(to: CGPoint(x: 152, y: 120))
        finger.lift()
        #expect(log.events == ["touchDown", "cancel"])
        #expect(harness.traceLines(containing: "tracking cancelled: removed from its window").count == 1)
    }

    @Test func beginTrackingReturningFalseSendsNoTouchEvents() {
        final class Refusing: UIControl {
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
        }
        let harness = UIKitTestHarness()
        let control = Refusing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(control)
        let log = ControlEventLog()
        log.watch(control)
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        #expect(log.events.isEmpty)
    }

    @Test func actionsAreReplacedByIdentifierAndRemovedPerEvent() {
        let (_, control, log, _) = scene()
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
        let (_, control, _, _) = scene()
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

    @Test func eventMasksHaveUIKitsValues() {
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.allTouchEvents.contains(.touchCancel))
        #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
        #expect(UIControl.Event.allEditingEvents.contains(.editingChanged))
        #expect(UIControl.State.selected.rawValue == 4)
    }

    @Test func actionsAppearInTheTrace() {
        let (harness, _, _, screen) = scene()
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
}
