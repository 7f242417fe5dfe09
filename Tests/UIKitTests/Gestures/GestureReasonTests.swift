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
}
