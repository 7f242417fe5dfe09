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

/// A 100 × 40 control "ctl" at (100, 100) in a fresh harness, every event watched.
@MainActor
func makeControlScene() -> (UIKitTestHarness, UIControl, ControlEventLog, VirtualTouchscreen) {
    let harness = UIKitTestHarness()
    let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    control.accessibilityIdentifier = "ctl"
    harness.window.addSubview(control)
    let log = ControlEventLog()
    log.watch(control)
    return (harness, control, log, harness.touchscreen())
}

@MainActor
@Suite struct ControlTests {
    @Test func aTapSendsTouchDownThenTouchUpInside() {
        let (harness, control, log, screen) = makeControlScene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
        #expect(control.state == .highlighted)
        harness.advance(by: 0.05)
        finger.lift()
        #expect(log.events == ["touchDown", "upInside"])
        #expect(!control.isTracking && !control.isHighlighted && control.state == .normal)
    }

    @Test func dragEventsFollowTheTrackingAreaNotTheBounds() {
        let (_, control, log, screen) = makeControlScene()
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
        let (harness, _, log, screen) = makeControlScene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        finger.move(to: CGPoint(x: 204, y: 120))
        finger.lift()
        #expect(log.events.last == "upInside")
        #expect(harness.traceLines(containing: "note control ctl: touchUpInside (lift 4.0 pt outside, within the 70 pt tracking margin)").count == 1)
    }

    @Test func aLiftFarAwayIsTouchUpOutside() {
        let (harness, _, log, screen) = makeControlScene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        finger.move(to: CGPoint(x: 300, y: 120))
        finger.lift()
        #expect(log.events.last == "upOutside")
        #expect(!log.events.contains("upInside"))
        #expect(harness.traceLines(containing: "touchUpOutside (lift 100.0 pt outside, beyond the 70 pt tracking margin)").count == 1)
    }

    @Test func theTrackingMarginIsAPropertyPerControl() {
        let (_, control, log, screen) = makeControlScene()
        control.trackingMargin = 10
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        finger.move(to: CGPoint(x: 215, y: 120))
        finger.lift()
        #expect(log.events.last == "upOutside")
        #expect(UIControl.defaultTrackingMargin == 70)
    }

    @Test func aSecondQuickTapSendsTouchDownRepeat() {
        let (harness, _, log, screen) = makeControlScene()
        screen.tap(at: CGPoint(x: 150, y: 120))
        harness.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.events == ["touchDown", "upInside", "touchDown", "touchDownRepeat", "upInside"])
    }

    @Test func aCancelledTouchSendsTouchCancel() {
        let (_, control, log, screen) = makeControlScene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        finger.cancel()
        #expect(log.events == ["touchDown", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test func aDisabledControlSendsNothingAndPassesTouchesUp() {
        let (harness, control, log, screen) = makeControlScene()
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
        let (_, control, log, screen) = makeControlScene()
        let finger = screen.down(at: CGPoint(x: 150, y: 120))
        control.isEnabled = false
        finger.lift()
        #expect(log.events == ["touchDown"])
        #expect(!control.isTracking)
    }

    @Test func aControlRemovedWhileTrackingSendsTouchCancelAndNoTap() {
        let (harness, control, log, screen) = makeControlScene()
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
}
