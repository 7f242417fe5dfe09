import Testing
import UIKitTesting

/// A device unplugged while it drives hover, a scroll or a touchpad pinch ends that gesture, as touches of
/// a removed device are cancelled. Found by the dispatcher fuzzer: the recognizer stayed `began` forever.
@MainActor
@Suite struct PointerDeviceRemovalTests {
    func scene(_ recognizer: UIGestureRecognizer) -> UIKitTestHarness {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        view.accessibilityIdentifier = "canvas"
        harness.window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        return harness
    }

    @Test func hoverEndsWhenTheMouseIsUnplugged() {
        let hover = UIHoverGestureRecognizer()
        let harness = scene(hover)
        let mouse = harness.mouse()
        mouse.move(by: 5, 5)
        #expect(hover.state == .began)
        mouse.unplug()
        #expect(hover.state == .possible)
        #expect(harness.traceLines(containing: "began → ended: pointer exited").count == 1)
    }

    @Test func hoverDrivenByAnotherDeviceSurvivesAnUnplug() {
        let hover = UIHoverGestureRecognizer()
        let harness = scene(hover)
        let mouse = harness.mouse()
        let other = harness.mouse(name: "Second Mouse")
        other.move(by: 3, 3)
        other.move(by: 3, 3)
        mouse.unplug()
        #expect(hover.state == .changed)
    }

    @Test func touchpadScrollInProgressIsCancelledWhenTheTouchpadIsUnplugged() {
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        let harness = scene(pan)
        let touchpad = harness.touchpad()
        harness.send(.scroll(ScrollInput(source: .finger, deltaX: 0, deltaY: 12)), from: touchpad.id)
        #expect(pan.state == .began)
        touchpad.unplug()
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
        #expect(harness.traceLines(containing: "began → cancelled: device dev1 was removed").count == 1)
    }

    @Test func touchpadPinchInProgressIsCancelledWhenTheTouchpadIsUnplugged() {
        let pinch = UIPinchGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pinch.addAction { states.append($0.state) }
        let harness = scene(pinch)
        let touchpad = harness.touchpad()
        harness.send(.touchpadGesture(TouchpadGesture(kind: .pinch, phase: .begin, fingerCount: 2)), from: touchpad.id)
        harness.send(.touchpadGesture(TouchpadGesture(kind: .pinch, phase: .update, fingerCount: 2, scale: 1.5)), from: touchpad.id)
        #expect(pinch.state == .began || pinch.state == .changed)
        touchpad.unplug()
        #expect(states.last == .cancelled)
        #expect(pinch.state == .possible)
    }
}

/// A hovered view that leaves its window still sees the pointer exit (found by the soak: the hover
/// recognizer stayed `changed` for good, and kept the view alive).
@MainActor
@Suite struct HoveredViewRemovalTests {
    @Test func hoverOfAViewRemovedFromItsWindowEndsWhenThePointerMovesOn() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let hover = UIHoverGestureRecognizer()
        view.addGestureRecognizer(hover)
        harness.window.addSubview(view)
        let mouse = harness.mouse()
        mouse.move(by: 5, 5)
        mouse.move(by: 5, 5)
        #expect(hover.state == .changed)
        view.removeFromSuperview()
        mouse.move(by: 5, 5)
        #expect(hover.state == .possible)
        #expect(harness.traceLines(containing: "changed → ended: pointer exited").count == 1)
    }

    @Test func hoverOfAViewRemovedFromItsWindowEndsWhenTheMouseIsUnplugged() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let hover = UIHoverGestureRecognizer()
        view.addGestureRecognizer(hover)
        harness.window.addSubview(view)
        let mouse = harness.mouse()
        mouse.move(by: 5, 5)
        view.removeFromSuperview()
        mouse.unplug()
        #expect(hover.state == .possible)
    }
}

/// A hover that matched while waiting for another recognizer to fail, and whose pointer left before that
/// recognizer failed, must not begin afterwards (found by the 10-million-frame soak, seed 2026: it began
/// with no exit to come and stayed `began`).
@MainActor
@Suite struct HoverWaitingForFailureTests {
    @Test func aHoverWhosePointerLeftWhileWaitingFailsInsteadOfBeginningLater() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let tap = UITapGestureRecognizer()
        let hover = UIHoverGestureRecognizer()
        hover.require(toFail: tap)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(hover)
        harness.window.addSubview(view)
        let finger = harness.touchscreen().down(at: CGPoint(x: 50, y: 50))
        let mouse = harness.mouse()
        mouse.move(to: CGPoint(x: 100, y: 100))
        #expect(hover.state == .possible)
        #expect(harness.traceLines(containing: "waiting for").count == 1)
        mouse.move(to: CGPoint(x: 300, y: 600))
        harness.advance(by: 1)
        finger.lift()
        harness.advance(by: 1)
        #expect(hover.state == .possible)
        #expect(harness.traceLines(containing: "pointer exited while waiting to begin").count == 1)
        #expect(harness.traceLines(containing: "possible → began").isEmpty)
    }
}

