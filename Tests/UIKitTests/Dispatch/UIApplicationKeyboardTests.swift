import Foundation
import Testing
import UIKitTesting

/// Keys through the application's translator: UIKit fills `UIPress.key` from whatever translator is
/// installed, shows it every key change, and tells it when a keyboard goes away.
@MainActor
@Suite struct UIApplicationKeyboardTests {
    final class KeyView: UIView {
        var keys: [UIKey] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            keys += presses.compactMap(\.key)
        }
    }

    private func setUp() -> (UIKitTestHarness, KeyView, TestKeyTranslator) {
        let harness = UIKitTestHarness()
        let view = KeyView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        _ = view.becomeFirstResponder()
        let translator = TestKeyTranslator()
        harness.application.keyTranslator = translator
        return (harness, view, translator)
    }

    @Test func pressesCarryTheTranslatorsCharactersAndFlags() {
        let (harness, view, _) = setUp()
        let keyboard = harness.keyboard()
        keyboard.type(30)
        keyboard.press(42)
        keyboard.type(30)
        keyboard.release(42)
        #expect(view.keys == [
            UIKey(keyCode: 30, characters: "a", charactersIgnoringModifiers: "a"),
            UIKey(keyCode: 42, characters: "", modifierFlags: .shift),
            UIKey(keyCode: 30, characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift),
        ])
    }

    @Test func theTranslatorSeesReleasesButNotImpossibleRepeats() {
        let (harness, _, translator) = setUp()
        let keyboard = harness.keyboard()
        keyboard.press(30)
        keyboard.press(30)         // pressed twice without a release: ignored, not translated
        keyboard.release(30)
        keyboard.release(30)       // released but not pressed: ignored
        #expect(translator.calls == ["30 pressed", "30 released"])
    }

    @Test func aRemovedKeyboardIsReportedToTheTranslator() {
        let (harness, _, translator) = setUp()
        let keyboard = harness.keyboard()
        keyboard.press(42)
        keyboard.unplug()
        #expect(translator.calls == ["42 pressed", "removed"])
    }

    @Test func withoutATranslatorKeysCarryTheirCodesOnly() {
        let harness = UIKitTestHarness()
        let view = KeyView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        _ = view.becomeFirstResponder()
        #expect(harness.application.keyTranslator == nil)
        harness.keyboard().type(30)
        #expect(view.keys == [UIKey(keyCode: 30)])
    }

    @Test func modifierBitsAreUIKitsOwn() {
        let all: KeyModifiers = [.capsLock, .shift, .control, .alternate, .command, .numericPad]
        let flags = UIKey(keyCode: 1, translation: KeyTranslation(
            characters: "", charactersIgnoringModifiers: "", modifiers: all, repeats: false)).modifierFlags
        #expect(flags == [.alphaShift, .shift, .control, .alternate, .command, .numericPad])
    }

    private func notes(_ harness: UIKitTestHarness) -> [String] {
        harness.trace.entries.compactMap { if case .note(_, let message) = $0 { message } else { nil } }
    }

    @Test func theTraceSaysWhichKeyWentWhereAndHidesTypedText() {
        let (harness, view, _) = setUp()
        view.accessibilityIdentifier = "field"
        let keyboard = harness.keyboard()
        keyboard.press(TestKeyTranslator.shift)
        keyboard.type(TestKeyTranslator.a)
        keyboard.release(TestKeyTranslator.shift)
        keyboard.type(TestKeyTranslator.escape)
        #expect(notes(harness) == [
            "key 42 [shift] -> field",
            "key 30 typed 1 character (hidden) [shift] -> field",
            #"key 1 "\u{1B}" -> field"#,
        ])
    }

    @Test func typedTextIsShownWhenAsked() {
        let (harness, view, _) = setUp()
        view.accessibilityIdentifier = "field"
        harness.application.trace.showsTypedCharacters = true
        let keyboard = harness.keyboard()
        keyboard.type(TestKeyTranslator.a)
        keyboard.type(TestKeyTranslator.left)
        #expect(notes(harness) == [#"key 30 "a" -> field"#, #"key 105 "UIKeyInputLeftArrow" -> field"#])
    }

    @Test func untranslatedKeysGetNoNote() {
        let harness = UIKitTestHarness()
        harness.keyboard().type(30)
        #expect(notes(harness).isEmpty)
    }
}
