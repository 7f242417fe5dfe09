import Foundation
import Testing
import UIKitTesting

/// A key press as the first responder sees it: one object from key down to key up, its phase and
/// timestamp on the framework clock, its key, and the responder it was given to when the key went down.
@MainActor
@Suite struct UIPressTests {
    final class PressRecordingView: UIView {
        var seen: [(press: UIPress, phase: UIPress.Phase, timestamp: TimeInterval, event: UIPressesEvent?)] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { record(presses, event) }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { record(presses, event) }
        private func record(_ presses: Set<UIPress>, _ event: UIPressesEvent?) {
            for press in presses { seen.append((press, press.phase, press.timestamp, event)) }
        }
    }

    @Test func aPressIsOneObjectFromKeyDownToKeyUpWithItsPhaseAndTime() throws {
        let harness = UIKitTestHarness()
        let field = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let keyboard = harness.keyboard()
        let start = harness.application.clock.now.seconds
        keyboard.press(30)
        harness.advance(by: 0.25)
        keyboard.release(30)
        try #require(field.seen.count == 2)
        let (down, up) = (field.seen[0], field.seen[1])
        #expect(down.press === up.press)
        #expect(down.phase == .began && up.phase == .ended)
        #expect(abs(up.timestamp - down.timestamp - 0.25) < 1e-6)
        #expect(down.timestamp >= start)
        #expect(down.press.key == UIKey(keyCode: 30))
        #expect(down.press.responder === field)
        #expect(down.event?.type == .presses)
        #expect(down.event?.allPresses == [down.press])
    }

    @Test func theKeyUpGoesWhereTheKeyDownWentEvenIfTheFirstResponderChanged() throws {
        let harness = UIKitTestHarness()
        let first = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = PressRecordingView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        harness.window.addSubview(first)
        harness.window.addSubview(second)
        #expect(first.becomeFirstResponder())
        let keyboard = harness.keyboard()
        keyboard.press(31)
        #expect(second.becomeFirstResponder())
        keyboard.release(31)
        keyboard.type(32)
        #expect(first.seen.map(\.phase) == [.began, .ended])
        #expect(second.seen.map { $0.press.key?.keyCode } == [32, 32])
        #expect(first.seen[0].press != second.seen[0].press)
    }
}
