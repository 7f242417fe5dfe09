import Testing
import UIKitTesting

@MainActor
@Suite struct SwitchTests {
    func scene() -> (UIKitTestHarness, UISwitch, ControlEventLog, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        toggle.accessibilityIdentifier = "wifi"
        harness.window.addSubview(toggle)
        let log = ControlEventLog()
        log.watch(toggle, [.valueChanged, .primaryActionTriggered, .touchUpInside])
        return (harness, toggle, log, harness.touchscreen())
    }

    @Test func theSizeIsFixed() {
        let (_, toggle, _, _) = scene()
        #expect(toggle.frame == CGRect(x: 100, y: 100, width: 51, height: 31))
    }

    @Test func aTapToggles() {
        let (_, toggle, log, screen) = scene()
        screen.tap(at: CGPoint(x: 110, y: 115))
        #expect(toggle.isOn)
        // endTracking (where the value changes) runs before the control sends touchUpInside.
        #expect(log.events == ["valueChanged", "primary", "upInside"])
        screen.tap(at: CGPoint(x: 140, y: 115))
        #expect(!toggle.isOn)
    }

    @Test func aDragLeavesItOnTheSideTheFingerIsOn() {
        let (harness, toggle, log, screen) = scene()
        let finger = screen.down(at: CGPoint(x: 105, y: 115))
        finger.move(to: CGPoint(x: 145, y: 115), duration: 0.1)
        #expect(toggle.thumbPosition > 0.5)
        finger.lift()
        #expect(toggle.isOn)
        #expect(log.events.contains("valueChanged"))
        #expect(harness.traceLines(containing: "switch wifi: drag ends on the on side").count == 1)
        // Dragging on and back to off changes nothing.
        log.events.removeAll()
        let second = screen.down(at: CGPoint(x: 145, y: 115))
        second.move(to: CGPoint(x: 105, y: 115), duration: 0.1)
        second.move(to: CGPoint(x: 145, y: 115), duration: 0.1)
        second.lift()
        #expect(toggle.isOn)
        #expect(!log.events.contains("valueChanged"))
    }

    @Test func setOnSendsNothing() {
        let (_, toggle, log, _) = scene()
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        #expect(log.events.isEmpty)
    }

    @Test func aTapOnASwitchBeatsAnAncestorsTapAndPan() {
        let harness = UIKitTestHarness()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        harness.window.addSubview(row)
        let toggle = UISwitch(frame: CGRect(x: 300, y: 30, width: 0, height: 0))
        row.addSubview(toggle)
        var rowGestures = 0
        row.addGestureRecognizer(UITapGestureRecognizer { _ in rowGestures += 1 })
        row.addGestureRecognizer(UIPanGestureRecognizer { _ in rowGestures += 1 })
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 310, y: 45))
        #expect(toggle.isOn)
        screen.drag(from: CGPoint(x: 345, y: 45), to: CGPoint(x: 300, y: 45), duration: 0.1)
        #expect(!toggle.isOn)
        #expect(rowGestures == 0)
    }
}
