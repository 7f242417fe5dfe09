import Foundation
import Testing
import UIKitTesting

/// The number formats of the reasons recognizers give the trace: points with one decimal, seconds with
/// three, so every reason reads alike.
@MainActor
@Suite struct GestureReasonTests {
    @Test func distancesHaveOneDecimalAndDurationsThree() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: harness.window.bounds)
        harness.window.addSubview(view)
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.25
        view.addGestureRecognizer(press)
        let screen = harness.touchscreen()
        let finger = screen.down(at: CGPoint(x: 100, y: 100))
        harness.advance(by: 0.1)
        finger.lift()
        #expect(harness.traceLines(containing: "lifted before minimumPressDuration 0.250 s").count == 1)
        let moving = screen.down(at: CGPoint(x: 100, y: 100))
        moving.move(to: CGPoint(x: 100, y: 112.34))
        #expect(harness.traceLines(containing: "moved 12.3 pt > allowableMovement 10.0 pt").count == 1)
        moving.lift()
    }

    @Test func typedReasonsPrintTheWordsTheTraceAlwaysPrinted() {
        #expect(GestureReason.movedBeyondAllowableMovement(distance: 14.24, allowed: 10).description
            == "moved 14.2 pt > allowableMovement 10.0 pt")
        #expect(GestureReason.panMoved(distance: 12, hysteresis: 10, touches: 1).description
            == "moved 12.0 pt > hysteresis 10.0 pt with 1 touch")
        #expect(GestureReason.panMoved(distance: 12, hysteresis: 10, touches: 2).description
            == "moved 12.0 pt > hysteresis 10.0 pt with 2 touches")
        #expect(GestureReason.panEndedWithinHysteresis(distance: 3, hysteresis: 10).description
            == "touches ended after moving 3.0 pt ≤ hysteresis 10.0 pt")
        #expect(GestureReason.held(minimumPressDuration: 0.5).description == "held 0.500 s")
        #expect(TraceReason.afterFailure(.gesture(.held(minimumPressDuration: 0.5)), failed: "tap").description
            == "held 0.500 s; tap failed")
        #expect(TraceReason.afterFailure(.none, failed: "tap").description == "tap failed")
        #expect(GestureReason.spanChanged(change: 12, minimumSpanChange: 8).description
            == "span changed 12.0 pt > minimumSpanChange 8.0 pt")
        #expect(GestureReason.pinchEnded(touchpad: false, scale: 1.25).description == "touches lifted at scale 1.250")
        #expect(GestureReason.rotationEnded(touchpad: true, rotation: .pi / 4).description
            == "touchpad pinch ended at rotation 45.0° (0.785 rad)")
    }
}
