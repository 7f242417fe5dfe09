import Testing
@testable import UIKit
import UIKitTesting

/// A view that keeps, weakly, each touch it is handed, as framework code does (a control's tracked touch).
@MainActor
final class TouchNotingView: UIView {
    final class WeakTouch {
        weak var touch: UITouch?
        init(_ touch: UITouch) { self.touch = touch }
    }

    var seen: [WeakTouch] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { seen.append(WeakTouch(touch)) }
    }
}

/// The touches event's list between cycles, and each touch its own object for good.
@MainActor
@Suite struct TouchDispatcherEventTouchesTests {
    func scene() -> (UIKitTestHarness, TouchNotingView, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let view = TouchNotingView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        harness.window.addSubview(view)
        return (harness, view, harness.touchscreen())
    }

    /// Between cycles the touches event lists what is still in progress: a lifted touch is not listed.
    @Test func theEventDropsFinishedTouchesAfterTheCycle() {
        let (harness, _, screen) = scene()
        let staying = screen.down(at: CGPoint(x: 20, y: 20))
        let lifting = screen.down(at: CGPoint(x: 250, y: 20))
        lifting.lift()
        let event = harness.application.touchDispatcherEventForTesting
        #expect(event.allTouches?.map(\.traceName) == ["t1"])
        staying.lift()
        #expect(event.allTouches?.isEmpty == true)
    }

    /// A finished touch is let go of, never handed out as a later touch: a weak reference to it ends, and
    /// the next touch is another object (the framework's weak references and identities of touches rely on
    /// it; reusing finished touches once made a tap that closed swipe actions swallow the next tap too).
    @Test func aFinishedTouchNeverComesBackAsAnotherTouch() {
        let (_, view, screen) = scene()
        screen.tap(at: CGPoint(x: 20, y: 20))
        screen.tap(at: CGPoint(x: 250, y: 20))
        #expect(view.seen.count == 2)
        #expect(view.seen.allSatisfy { $0.touch == nil }, "nothing holds a finished touch")
        let finger = screen.down(at: CGPoint(x: 100, y: 20))
        #expect(view.seen.count == 3 && view.seen[2].touch != nil)
        #expect(view.seen[0].touch == nil && view.seen[1].touch == nil, "the new touch is a new object")
        finger.lift()
    }
}
