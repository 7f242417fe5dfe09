import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The handle's recognizer: it begins at touch-down, follows one finger, ends at the lift, is cancelled
/// with its touch, and prevents the recognizers above it that have not yet recognized.
@MainActor
@Suite struct SelectionHandleGestureRecognizerTests {
    let harness = UIKitTestHarness()
    var screen: VirtualTouchscreen { harness.touchscreen() }

    func setUp() -> (view: UIView, recognizer: SelectionHandleGestureRecognizer, states: () -> [UIGestureRecognizer.State]) {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        harness.window.addSubview(view)
        let recognizer = SelectionHandleGestureRecognizer()
        recognizer.name = "selection handle end"
        final class Box { var states: [UIGestureRecognizer.State] = [] }
        let box = Box()
        recognizer.addAction { box.states.append($0.state) }
        view.addGestureRecognizer(recognizer)
        return (view, recognizer, { box.states })
    }

    @Test func itBeginsAtTouchDownFollowsAndEndsAtTheLift() {
        let (_, recognizer, states) = setUp()
        let finger = screen.down(at: CGPoint(x: 100, y: 100))
        #expect(states() == [.began], "no travel needed")
        finger.move(by: 5, 0)
        #expect(states().last == .changed)
        #expect(recognizer.location(in: nil).x == 105)
        finger.lift()
        #expect(states().last == .ended)
    }

    @Test func aCancelledTouchCancelsIt() {
        let (_, _, states) = setUp()
        let finger = screen.down(at: CGPoint(x: 100, y: 100))
        finger.cancel()
        #expect(states() == [.began, .cancelled])
    }

    @Test func aSecondFingerIsIgnored() {
        let (_, recognizer, states) = setUp()
        let first = screen.down(at: CGPoint(x: 80, y: 100))
        let second = screen.down(at: CGPoint(x: 120, y: 100))
        second.move(by: 10, 0)
        #expect(states() == [.began], "the second finger's move is not the drag")
        #expect(recognizer.numberOfTouches == 1)
        second.lift()
        #expect(states() == [.began])
        first.lift()
        #expect(states() == [.began, .ended])
    }

    @Test func itPreventsATapAndALongPressAboveIt() {
        let (view, _, states) = setUp()
        let parent = UIView(frame: harness.window.bounds)
        harness.window.addSubview(parent)
        parent.addSubview(view)
        var taps = 0, presses = 0
        parent.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        parent.addGestureRecognizer(UILongPressGestureRecognizer { _ in presses += 1 })
        screen.tap(at: CGPoint(x: 100, y: 100))
        let hold = screen.down(at: CGPoint(x: 100, y: 100))
        harness.advance(by: 1)
        hold.lift()
        #expect(taps == 0 && presses == 0)
        #expect(states() == [.began, .ended, .began, .ended])
        #expect(harness.traceLines(containing: "prevented by selection handle end").count >= 2)
    }
}
