import Testing
import UIKitTesting

/// `Sources/UIKit/Gestures/UIGestureRecognizerDelegate.swift`: each delegate question, and the defaults
/// of a delegate that answers none.
@MainActor
@Suite struct UIGestureRecognizerDelegateTests {
    /// Answers each question as configured; `nil` keeps the default.
    private final class Delegate: UIGestureRecognizerDelegate {
        var shouldBegin: Bool?
        var shouldReceive: Bool?
        var simultaneous: Bool?
        var requireFailureOf: UIGestureRecognizer?

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin ?? true }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            shouldReceive ?? true
        }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { simultaneous ?? false }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { otherGestureRecognizer === requireFailureOf }
    }

    /// A delegate that implements nothing: UIKit's defaults.
    private final class Silent: UIGestureRecognizerDelegate {}

    private func scene() -> (UIKitTestHarness, UIView, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        return (harness, view, harness.touchscreen())
    }

    @Test func shouldBeginFalseFailsTheRecognizer() {
        let (_, view, screen) = scene()
        let tap = UITapGestureRecognizer()
        var fired = 0
        tap.addAction { _ in fired += 1 }
        let delegate = Delegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 0)
    }

    @Test func shouldReceiveFalseHidesTheTouch() {
        let (_, view, screen) = scene()
        let tap = UITapGestureRecognizer()
        var touchesSeen = -1
        tap.addAction { touchesSeen = $0.numberOfTouches }
        let delegate = Delegate()
        delegate.shouldReceive = false
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(touchesSeen == -1)
        #expect(tap.state == .possible)
    }

    @Test func simultaneousRecognitionLetsBothRecognizeAndTheDefaultDoesNot() {
        for allow in [false, true] {
            let (_, view, screen) = scene()
            let first = UIPanGestureRecognizer()
            let second = UIPanGestureRecognizer()
            var recognized: [String] = []
            first.addAction { if $0.state == .began { recognized.append("first") } }
            second.addAction { if $0.state == .began { recognized.append("second") } }
            let delegate = Delegate()
            delegate.simultaneous = allow
            first.delegate = delegate
            view.addGestureRecognizer(first)
            view.addGestureRecognizer(second)
            let finger = screen.down(at: CGPoint(x: 50, y: 50))
            finger.move(to: CGPoint(x: 100, y: 50))
            finger.lift()
            #expect(recognized.count == (allow ? 2 : 1))
        }
    }

    @Test func shouldRequireFailureOfMakesTheRecognizerWait() {
        let (harness, view, screen) = scene()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        var fired: [String] = []
        single.addAction { _ in fired.append("single") }
        double.addAction { _ in fired.append("double") }
        let delegate = Delegate()
        delegate.requireFailureOf = double
        single.delegate = delegate
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired.isEmpty)
        harness.advance(by: 1)
        #expect(fired == ["single"])
    }

    @Test func aDelegateAnsweringNothingKeepsUIKitsDefaults() {
        let (_, view, screen) = scene()
        let tap = UITapGestureRecognizer()
        var fired = 0
        tap.addAction { _ in fired += 1 }
        let silent = Silent()
        tap.delegate = silent
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(fired == 1)
    }
}
