import Testing
import UIKitTesting

/// `Sources/UIKit/Events/UITouch.swift`: what a view sees of a touch.
@MainActor
@Suite struct UITouchTests {
    /// Keeps the touches a view received, with their location at the time.
    private final class TouchLog: UIView {
        var seen: [(phase: UITouch.Phase, location: CGPoint, previous: CGPoint, tapCount: Int, timestamp: TimeInterval)] = []
        private func record(_ touches: Set<UITouch>) {
            for touch in touches {
                seen.append((touch.phase, touch.location(in: self), touch.previousLocation(in: self), touch.tapCount, touch.timestamp))
            }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    }

    @Test func locationsAreInTheAskingViewsCoordinatesAndPreviousLocationTrailsByOneMove() {
        let harness = UIKitTestHarness()
        let view = TouchLog(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        harness.window.addSubview(view)
        let finger = harness.touchscreen().down(at: CGPoint(x: 150, y: 250))
        harness.advance(by: 0.01)
        finger.move(to: CGPoint(x: 160, y: 255))
        finger.lift()
        #expect(view.seen.map(\.phase) == [.began, .moved, .ended])
        #expect(view.seen[0].location == CGPoint(x: 50, y: 50))
        #expect(view.seen[1].location == CGPoint(x: 60, y: 55))
        #expect(view.seen[1].previous == CGPoint(x: 50, y: 50))
        #expect(view.seen[1].timestamp > view.seen[0].timestamp)
    }

    @Test func aQuickSecondTapNearTheFirstCountsTwo() {
        let harness = UIKitTestHarness()
        let view = TouchLog(frame: harness.window.bounds)
        harness.window.addSubview(view)
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 55, y: 52))
        #expect(view.seen.filter { $0.phase == .began }.map(\.tapCount) == [1, 2])
        harness.advance(by: 1)
        screen.tap(at: CGPoint(x: 55, y: 52))
        #expect(view.seen.filter { $0.phase == .began }.map(\.tapCount) == [1, 2, 1])
    }
}
