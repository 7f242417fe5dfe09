import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Editing a text field from the keyboard: the first responder, the delegate, control events.
@MainActor
@Suite struct UITextFieldTests {
    let harness = UIKitTestHarness()
    var keys: KeyTyper { KeyTyper(harness: harness) }

    func field(x: CGFloat = 20, y: CGFloat = 20, text: String? = nil) -> UITextField {
        let field = UITextField(frame: CGRect(x: x, y: y, width: 200, height: 34))
        field.text = text
        harness.window.addSubview(field)
        return field
    }

    @Test func aFieldOutsideAWindowCannotBecomeFirstResponder() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(!field.becomeFirstResponder())
        #expect(!field.isEditing)
    }

    @Test func aDisabledFieldCannotBecomeFirstResponder() {
        let field = field()
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
    }

    @Test func beginningAndEndingEditingFollowIOSsOrder() {
        let field = field()
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        let events = recordEditingEvents(of: field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
        #expect(events() == ["editingDidBegin", "editingDidEnd"])
    }

    @Test func theDelegateCanRefuseToBeginOrToEnd() {
        let field = field()
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        delegate.shouldBegin = false
        #expect(!field.becomeFirstResponder())
        #expect(!field.isEditing)
        delegate.shouldBegin = true
        #expect(field.becomeFirstResponder())
        delegate.shouldEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isEditing && field.isFirstResponder)
    }

    @Test func theOldFirstResponderResignsFirstAndMayRefuse() {
        let first = field(y: 20)
        let second = field(y: 80)
        let delegate = RecordingTextFieldDelegate()
        first.delegate = delegate
        #expect(first.becomeFirstResponder())
        delegate.shouldEnd = false
        #expect(!second.becomeFirstResponder(), "the first field refused to resign")
        #expect(first.isFirstResponder && !second.isEditing)
        delegate.shouldEnd = true
        #expect(second.becomeFirstResponder())
        #expect(!first.isEditing && second.isEditing)
        #expect(delegate.calls.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test func leavingTheWindowOrAForcedEndEditingEndsTheSessionOnce() {
        let field = field()
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        harness.window.endEditing(true)
        #expect(!field.isEditing)
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(!field.isEditing)
        #expect(delegate.calls.filter { $0 == "didEnd" }.count == 2)
        #expect(harness.application.clock.pendingTimers.allSatisfy { !$0.contains("caret blink") }, "no blink left behind: \(harness.application.clock.pendingTimers)")
    }

    @Test func typedCharactersInsertAndSendEditingChanged() {
        let field = field()
        let events = recordEditingEvents(of: field)
        field.becomeFirstResponder()
        keys.type("Hi é!")
        #expect(field.text == "Hi é!")
        #expect(events() == ["editingDidBegin"] + Array(repeating: "editingChanged", count: 5))
    }

    @Test func keysAreIgnoredWhenNotEditing() {
        let field = field(text: "abc")
        keys.type("x")
        #expect(field.text == "abc")
    }

    @Test func settingTextInCodeSendsNoEventsAndAskNoDelegate() {
        let field = field()
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        let events = recordEditingEvents(of: field)
        field.text = "set"
        #expect(events().isEmpty && delegate.calls.isEmpty)
        field.text = nil
        #expect(field.text == "", "an empty field's text is the empty string, as on iOS")
    }

    @Test func backspaceDeletesOneGraphemeCluster() {
        let field = field(text: "ae\u{301}👨‍👩‍👧")
        field.becomeFirstResponder()
        keys.press(KeyTyper.backspace)
        #expect(field.text == "ae\u{301}")
        keys.press(KeyTyper.backspace)
        #expect(field.text == "a")
        keys.press(KeyTyper.backspace)
        keys.press(KeyTyper.backspace)
        #expect(field.text == "")
    }

    @Test func shouldChangeCharactersGetsUTF16RangesAndIsRespected() {
        let field = field(text: "12")
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        // Digits only, at most 4: a PIN field.
        delegate.allowChange = { range, string in
            string.allSatisfy(\.isNumber) && (field.text ?? "").utf16.count - range.length + string.utf16.count <= 4
        }
        let events = recordEditingEvents(of: field)
        field.becomeFirstResponder()
        keys.type("3x45")
        #expect(field.text == "1234")
        keys.press(KeyTyper.backspace)
        #expect(field.text == "123")
        #expect(delegate.calls.contains("change 2,0 \"3\""))
        #expect(delegate.calls.contains("change 3,1 \"\""))
        #expect(events().filter { $0 == "editingChanged" }.count == 3, "refused edits send nothing")
    }

    @Test func arrowsMoveByClusterAndShiftSelects() {
        let field = field(text: "ab🇫🇷c")
        field.becomeFirstResponder()
        keys.press(KeyTyper.left)
        keys.press(KeyTyper.left)
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 2)
        keys.press(KeyTyper.right, .shift)
        let selection = field.selectedTextRange!
        #expect(field.text(in: selection) == "🇫🇷")
        keys.type("X")
        #expect(field.text == "abXc")
        keys.press(KeyTyper.up)
        keys.press(KeyTyper.down, .shift)
        #expect(field.text(in: field.selectedTextRange!) == "abXc")
        keys.press(KeyTyper.left)
        #expect(field.selectedTextRange!.isEmpty)
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 0,
                "Left collapses a selection to its start")
    }

    @Test func controlASelectsAll() {
        let field = field(text: "select me")
        field.becomeFirstResponder()
        keys.press("\u{1}", .control, ignoringModifiers: "a")
        #expect(field.text(in: field.selectedTextRange!) == "select me")
        keys.press(KeyTyper.backspace)
        #expect(field.text == "")
    }

    @Test func returnAsksTheDelegateAndEndsEditingOnlyWhenSomeoneListensForExit() {
        let field = field(text: "x")
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        let events = recordEditingEvents(of: field, includingExit: false)
        field.becomeFirstResponder()
        keys.press("\r")
        #expect(field.isEditing, "nobody listens for editingDidEndOnExit: the keyboard stays, as on iOS")
        field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
        delegate.shouldReturn = false
        keys.press("\r")
        #expect(field.isEditing, "the delegate declined the default")
        delegate.shouldReturn = true
        keys.press("\r")
        #expect(!field.isEditing)
        #expect(delegate.calls.filter { $0 == "shouldReturn" }.count == 3)
        #expect(events() == ["editingDidBegin", "editingDidEnd"])
        #expect(field.text == "x", "Return inserts nothing in a single-line field")
    }

    @Test func unhandledKeysClimbTheResponderChain() {
        final class KeyCatcher: UIView {
            var seen: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                seen += presses.compactMap { $0.key?.characters }
            }
        }
        let container = KeyCatcher(frame: harness.window.bounds)
        harness.window.addSubview(container)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        container.addSubview(field)
        field.becomeFirstResponder()
        keys.press("\u{1B}")
        keys.press("s", .command)
        keys.type("a")
        #expect(container.seen == ["\u{1B}", "s"])
        #expect(field.text == "a")
    }

    @Test func theCaretBlinksOnTheFrameworkClockAndStaysSolidWhileTyping() {
        let field = field()
        field.becomeFirstResponder()
        #expect(field.caretIsOn)
        harness.advance(by: UITextField.caretBlinkInterval + 0.01)
        #expect(!field.caretIsOn)
        harness.advance(by: UITextField.caretBlinkInterval)
        #expect(field.caretIsOn)
        harness.advance(by: UITextField.caretBlinkInterval * 0.9)
        keys.type("a")
        harness.advance(by: UITextField.caretBlinkInterval * 0.9)
        #expect(field.caretIsOn, "typing restarts the solid half")
        field.resignFirstResponder()
        #expect(harness.application.clock.pendingTimers.allSatisfy { !$0.contains("caret blink") })
    }

    /// The blink's action is made once and reused by every restart: typing leaves exactly one blink
    /// pending, it still toggles the caret, and a field that goes away leaves no timer that keeps it.
    @Test func typingKeepsOneBlinkPendingAndItStillBlinks() {
        var field: UITextField? = field()
        weak let weakField = field
        field?.becomeFirstResponder()
        for _ in 0..<5 { keys.type("ab") }
        #expect(harness.application.clock.pendingTimers.filter { $0.contains("caret blink") }.count == 1)
        harness.advance(by: UITextField.caretBlinkInterval + 0.01)
        #expect(field?.caretIsOn == false)
        keys.type("c")
        #expect(field?.caretIsOn == true, "an edit shows the caret solid again")
        harness.advance(by: UITextField.caretBlinkInterval + 0.01)
        #expect(field?.caretIsOn == false, "the reused action blinks after the restart")
        #expect(harness.application.clock.pendingTimers.filter { $0.contains("caret blink") }.count == 1)
        field?.removeFromSuperview()
        field = nil
        #expect(weakField == nil, "the blink action holds the field weakly")
        harness.advance(by: UITextField.caretBlinkInterval * 3)
    }

    /// A single press takes the path without a sorted copy; its end stays with the field when the field
    /// handled it, and goes up the chain when it did not (so a key the field ignores still reaches it).
    @Test func aSinglePressEndsWhereItBegan() {
        final class Container: UIView {
            var began: [String] = []
            var ended: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                began += presses.compactMap { $0.key?.characters }
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                ended += presses.compactMap { $0.key?.characters }
            }
        }
        let container = Container(frame: harness.window.bounds)
        harness.window.addSubview(container)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        container.addSubview(field)
        field.becomeFirstResponder()
        keys.type("x")
        keys.press("\u{1B}")
        keys.type("y")
        #expect(field.text == "xy")
        #expect(container.began == ["\u{1B}"] && container.ended == ["\u{1B}"], "\(container.began) \(container.ended)")
        #expect(field.handledPresses.isEmpty, "no handled press is kept after its end")
    }

    @Test func traitsAndInputViewsAreStored() {
        let field = field()
        field.keyboardType = .numberPad
        field.returnKeyType = .done
        field.autocapitalizationType = .none
        let pad = UIView()
        field.inputView = pad
        #expect(field.keyboardType == .numberPad && field.returnKeyType == .done && field.autocapitalizationType == .none)
        #expect(field.inputView === pad && field.inputAccessoryView == nil)
    }
}
