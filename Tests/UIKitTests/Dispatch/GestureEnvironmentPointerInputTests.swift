import Testing
import UIKitTesting

/// Scroll and hover input from a pointer, routed to the recognizers under the cursor.
@MainActor
@Suite struct GestureEnvironmentPointerInputTests {
    @Test func wheelScrollGoesToThePanUnderTheCursorAfterThePreviousOneEnded() {
        let harness = UIKitTestHarness()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        harness.window.addSubview(left)
        harness.window.addSubview(right)
        var calls: [String] = []
        let leftPan = UIPanGestureRecognizer { r in calls.append("left \(r.state)") }
        leftPan.allowedScrollTypesMask = .all
        let rightPan = UIPanGestureRecognizer { r in calls.append("right \(r.state)") }
        rightPan.allowedScrollTypesMask = .all
        left.addGestureRecognizer(leftPan)
        right.addGestureRecognizer(rightPan)
        let mouse = harness.mouse()
        mouse.move(to: CGPoint(x: 100, y: 100))
        mouse.wheel(detents: 1)
        harness.advance(by: 0.5)
        mouse.move(to: CGPoint(x: 300, y: 100))
        mouse.wheel(detents: 1)
        harness.advance(by: 0.5)
        #expect(calls.first == "left began")
        #expect(calls.contains("right began"))
    }

    @Test func movingFromOneHoveredViewToItsNeighbourEndsTheFirstBeforeTheSecondBegins() {
        let harness = UIKitTestHarness()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        harness.window.addSubview(left)
        harness.window.addSubview(right)
        var calls: [String] = []
        left.addGestureRecognizer(UIHoverGestureRecognizer { r in calls.append("left \(r.state)") })
        right.addGestureRecognizer(UIHoverGestureRecognizer { r in calls.append("right \(r.state)") })
        let mouse = harness.mouse()
        mouse.move(to: CGPoint(x: 100, y: 100))
        mouse.move(to: CGPoint(x: 300, y: 100))
        #expect(calls == ["left began", "left ended", "right began"])
    }
}
