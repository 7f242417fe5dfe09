import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Key repeat on the framework clock: after the delay, at the interval, only for keys the keymap says
/// repeat, into a text input or a key command, never as repeated presses.
@MainActor
@Suite struct InputRouterKeyRepeatTests {
    /// A text input as the router sees one: it takes repeats.
    final class TextInputView: UIView, KeyRepeatReceiving {
        var typed: [String] = []
        var began = 0
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            began += presses.count
            typed += presses.compactMap { $0.key?.characters }
        }
        func keyRepeated(_ press: UIPress) { typed.append(press.key?.characters ?? "") }
    }

    private func setUp() -> (UIKitTestHarness, TextInputView, VirtualKeyboard) {
        let harness = UIKitTestHarness()
        harness.application.keyTranslator = TestKeyTranslator()
        let view = TextInputView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        _ = view.becomeFirstResponder()
        return (harness, view, harness.keyboard())
    }

    @Test func aHeldKeyRepeatsAfterTheDelayAtTheInterval() {
        let (harness, view, keyboard) = setUp()
        keyboard.press(TestKeyTranslator.a)
        harness.advance(by: 0.599)
        #expect(view.typed == ["a"])
        harness.advance(by: 0.001)                      // 0.6 s: the first repeat
        #expect(view.typed == ["a", "a"])
        harness.advance(by: 0.4)                        // ten more at 25 per second
        #expect(view.typed.count == 12)
        keyboard.release(TestKeyTranslator.a)
        harness.advance(by: 2)
        #expect(view.typed.count == 12)
        #expect(view.began == 1)                        // repeats are not presses
    }

    @Test func modifierKeysDoNotRepeat() {
        let (harness, view, keyboard) = setUp()
        keyboard.press(TestKeyTranslator.shift)
        harness.advance(by: 2)
        #expect(view.typed == [""])
        #expect(!harness.trace.text.contains("repeat"))
    }

    @Test func pressingAnotherKeyMovesTheRepeatToIt() {
        let (harness, view, keyboard) = setUp()
        keyboard.press(TestKeyTranslator.a)
        harness.advance(by: 0.3)
        keyboard.press(TestKeyTranslator.s)
        harness.advance(by: 0.6)
        #expect(view.typed == ["a", "s", "s"])
        // Releasing the key that no longer repeats changes nothing.
        keyboard.release(TestKeyTranslator.a)
        harness.advance(by: 0.04)
        #expect(view.typed == ["a", "s", "s", "s"])
    }

    @Test func pressingAModifierKeepsTheRepeatGoing() {
        let (harness, view, keyboard) = setUp()
        keyboard.press(TestKeyTranslator.a)
        harness.advance(by: 0.6)
        keyboard.press(TestKeyTranslator.shift)
        harness.advance(by: 0.08)
        // The repeat types what the key-down typed: "a", not "A".
        #expect(view.typed == ["a", "a", "", "a", "a"])
    }

    @Test func unpluggingTheKeyboardStopsTheRepeat() {
        let (harness, view, keyboard) = setUp()
        keyboard.press(TestKeyTranslator.a)
        harness.advance(by: 0.6)
        keyboard.unplug()
        harness.advance(by: 1)
        #expect(view.typed == ["a", "a"])
    }

    @Test func delayAndIntervalAreSettable() {
        let (harness, view, keyboard) = setUp()
        harness.application.keyRepeatDelay = 0.25
        harness.application.keyRepeatInterval = 0.1
        keyboard.press(TestKeyTranslator.a)
        harness.advance(by: 0.55)                         // repeats at 0.25, 0.35, 0.45, 0.55
        #expect(view.typed.count == 5)
        harness.application.keyRepeatDelay = .infinity   // off, for the next press
        keyboard.release(TestKeyTranslator.a)
        keyboard.press(TestKeyTranslator.a)
        harness.advance(by: 5)
        #expect(view.typed.count == 6)
    }

    @Test func withoutATranslatorNothingRepeats() {
        let harness = UIKitTestHarness()
        let view = TextInputView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        _ = view.becomeFirstResponder()
        harness.keyboard().press(30)
        harness.advance(by: 2)
        #expect(view.typed == [""])
    }

    @Test func aPressToAPlainResponderDoesNotRepeat() {
        let harness = UIKitTestHarness()
        harness.application.keyTranslator = TestKeyTranslator()
        harness.keyboard().press(TestKeyTranslator.a)       // no first responder: the key window takes it
        harness.advance(by: 2)
        #expect(harness.trace.text.contains("key 30 repeat"))     // the key repeats…
        let presses = harness.trace.entries.filter {
            if case .delivery(_, _, .pressesBegan, _) = $0 { true } else { false }
        }
        #expect(presses.count == 1)                                // …but is never delivered again as a press
    }

    @Test func aKeyCommandRepeatsWithItsKey() {
        let harness = UIKitTestHarness()
        harness.application.keyTranslator = TestKeyTranslator()
        final class ListView: UIView {
            var moves = 0
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: "previous:")] }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == "previous:" }
            override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
                moves += 1
                return true
            }
        }
        let list = ListView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(list)
        _ = list.becomeFirstResponder()
        let keyboard = harness.keyboard()
        keyboard.press(TestKeyTranslator.left)
        harness.advance(by: 0.68)                         // down, then repeats at 0.6, 0.64, 0.68
        keyboard.release(TestKeyTranslator.left)
        harness.advance(by: 1)
        #expect(list.moves == 4)
    }

    @Test func plainTypingInATextInputBeatsAKeyCommandWithoutPriority() {
        let (_, view, keyboard) = setUp()
        final class Container: UIView {
            var performed = 0
            let command = UIKeyCommand(input: "a", modifierFlags: [], action: "archive:")
            override var keyCommands: [UIKeyCommand]? { [command] }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }
            override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
                performed += 1
                return true
            }
        }
        let container = Container(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.superview?.addSubview(container)
        container.addSubview(view)
        _ = view.becomeFirstResponder()
        keyboard.type(TestKeyTranslator.a)
        #expect(view.typed == ["a"])
        #expect(container.performed == 0)
        container.command.wantsPriorityOverSystemBehavior = true
        keyboard.type(TestKeyTranslator.a)
        #expect(view.typed == ["a"])
        #expect(container.performed == 1)
    }
}
