import Testing
import UIKitTesting

/// A touch handler or an action that disables a recognizer makes the application settle (release held
/// touches) in the middle of delivering a frame. Found by the soak: the frame's touches were then
/// delivered twice (`touchesBegan` twice for one touch, an action after reset).
@MainActor
@Suite struct ReentrantSettleTests {
    final class DisablingView: RecordingView {
        var victim: UIGestureRecognizer?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            victim?.isEnabled = false
        }
    }

    @Test func disablingARecognizerFromTouchesBeganDeliversEachPhaseOnce() {
        let harness = UIKitTestHarness()
        let view = DisablingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.isMultipleTouchEnabled = true
        let other = RecordingView(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
        let press = UILongPressGestureRecognizer()
        other.addGestureRecognizer(press)
        view.victim = press
        harness.window.addSubview(view)
        harness.window.addSubview(other)
        let screen = harness.touchscreen()
        let held = screen.down(at: CGPoint(x: 300, y: 50))
        screen.frame {
            _ = screen.down(at: CGPoint(x: 50, y: 50))
            held.move(by: 2, 0)
        }
        #expect(view.log == ["touchesBegan t2"])
        #expect(other.log == ["touchesBegan t1", "touchesMoved t1"])
    }

    @Test func disablingARecognizerFromAnActionSendsNoSecondAction() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .changed { recognizer.isEnabled = false }
        }
        view.addGestureRecognizer(pan)
        harness.window.addSubview(view)
        harness.touchscreen().drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
        #expect(states == [.began, .changed, .cancelled])
        #expect(pan.state == .possible)
    }
}

/// The same, from a view's handler while the recognizer is mid-gesture: the cancelled action is sent
/// before the reset, so its target reads `cancelled` (found by the soak, seed 12).
@MainActor
@Suite struct DisabledFromAViewHandlerTests {
    final class DisablingView: RecordingView {
        var victim: UIGestureRecognizer?
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesMoved(touches, with: event)
            if victim?.state == .changed { victim?.isEnabled = false }
        }
    }

    @Test func aPanDisabledFromTouchesMovedSendsCancelledWithItsState() {
        let harness = UIKitTestHarness()
        let panned = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let other = DisablingView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        panned.addGestureRecognizer(pan)
        other.victim = pan
        harness.window.addSubview(panned)
        harness.window.addSubview(other)
        let screen = harness.touchscreen()
        let dragging = screen.down(at: CGPoint(x: 50, y: 50))
        let resting = screen.down(at: CGPoint(x: 300, y: 50))
        dragging.move(to: CGPoint(x: 50, y: 150), duration: 0.1)
        screen.frame {
            dragging.move(by: 0, 10)
            resting.move(by: 1, 0)
        }
        #expect(states.last == .cancelled)
        #expect(states.filter { $0 == .possible }.isEmpty)
        #expect(pan.state == .possible)
    }
}
