import Foundation
import Testing
import UIKitTesting

/// Tab and Shift-Tab move focus between a window's text inputs in reading order.
@MainActor
@Suite struct TextFocusOrderTests {
    let harness = UIKitTestHarness()
    var keys: KeyTyper { KeyTyper(harness: harness) }

    func field(_ x: CGFloat, _ y: CGFloat, in parent: UIView? = nil) -> UITextField {
        let field = UITextField(frame: CGRect(x: x, y: y, width: 100, height: 30))
        (parent ?? harness.window).addSubview(field)
        return field
    }

    @Test func tabFollowsReadingOrderNotSubviewOrder() {
        // Added in scrambled order; a row's fields differ by 2 pt in their tops.
        let bottom = field(20, 200)
        let topRight = field(200, 22)
        let middle = field(20, 100)
        let topLeft = field(20, 20)
        topLeft.becomeFirstResponder()
        let all = [bottom, topRight, middle, topLeft]
        var order: [UITextField] = [topLeft]
        for _ in 0..<4 {
            keys.press("\t")
            order += all.filter(\.isFirstResponder)
        }
        #expect(order.map { ObjectIdentifier($0) } == [topLeft, topRight, middle, bottom, topLeft].map { ObjectIdentifier($0) })
    }

    @Test func shiftTabGoesBackAndWraps() {
        let first = field(20, 20)
        let second = field(20, 100)
        first.becomeFirstResponder()
        keys.press("\t", .shift)
        #expect(second.isFirstResponder)
        keys.press("\t", .shift)
        #expect(first.isFirstResponder)
    }

    @Test func nestedFieldsAreOrderedByWhereTheyAreOnScreen() {
        let panel = UIView(frame: CGRect(x: 0, y: 300, width: 400, height: 200))
        harness.window.addSubview(panel)
        let inPanel = field(20, 0, in: panel)    // at y 300 on screen
        let below = field(20, 250)
        below.becomeFirstResponder()
        keys.press("\t")
        #expect(inPanel.isFirstResponder)
    }

    @Test func hiddenDisabledAndRefusingFieldsAreSkipped() {
        let first = field(20, 20)
        let hidden = field(20, 60)
        hidden.isHidden = true
        let disabled = field(20, 100)
        disabled.isEnabled = false
        let refusing = field(20, 140)
        let delegate = RecordingTextFieldDelegate()
        delegate.shouldBegin = false
        refusing.delegate = delegate
        let last = field(20, 180)
        first.becomeFirstResponder()
        keys.press("\t")
        #expect(last.isFirstResponder)
        #expect(delegate.calls == ["shouldBegin"])
    }

    @Test func tabInTheOnlyFieldKeepsFocusAndTypesNothing() {
        let only = field(20, 20)
        only.becomeFirstResponder()
        keys.press("\t")
        #expect(only.isFirstResponder)
        #expect(only.text == "")
    }
}
