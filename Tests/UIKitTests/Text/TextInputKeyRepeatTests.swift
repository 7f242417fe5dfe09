import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A held key types again into the field or text view being edited, on the framework clock (600 ms, then
/// 25 a second), and stops at its release.
@MainActor
@Suite struct TextInputKeyRepeatTests {
    let harness = UIKitTestHarness()

    init() { harness.application.keyTranslator = TestKeyTranslator() }

    @Test func aHeldKeyRepeatsIntoATextField() {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let keyboard = harness.keyboard()
        keyboard.press(TestKeyTranslator.a)
        harness.advance(by: 0.599)
        #expect(field.text == "a")
        harness.advance(by: 0.001 + 0.04 * 2)        // the first repeat at 0.6 s, two more at 25 a second
        #expect(field.text == "aaaa")
        keyboard.release(TestKeyTranslator.a)
        harness.advance(by: 1)
        #expect(field.text == "aaaa")
    }

    @Test func aHeldKeyRepeatsIntoATextView() {
        let view = UITextView(frame: CGRect(x: 20, y: 40, width: 200, height: 120))
        harness.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let keyboard = harness.keyboard()
        keyboard.press(TestKeyTranslator.s)
        harness.advance(by: 0.6)
        keyboard.release(TestKeyTranslator.s)
        harness.advance(by: 1)
        #expect(view.text == "ss")
    }

    @Test func aFieldThatIsNotEditingTakesNoRepeat() {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        harness.window.addSubview(field)
        field.keyRepeated(UIPress(phase: .began, timestamp: 0, key: UIKey(keyCode: TestKeyTranslator.a, characters: "a")))
        #expect(field.text?.isEmpty ?? true)
    }
}
