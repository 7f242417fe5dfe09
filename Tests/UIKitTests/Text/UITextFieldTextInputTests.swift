import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The UITextInput subset: positions, ranges, clamping of bad positions, and a large paste.
@MainActor
@Suite struct UITextFieldTextInputTests {
    let harness = UIKitTestHarness()

    func editingField(_ text: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.text = text
        harness.window.addSubview(field)
        field.becomeFirstResponder()
        return field
    }

    @Test func positionsCountUTF16UnitsAsOnIOS() {
        let field = editingField("a😀b")
        let end = field.endOfDocument
        #expect(field.offset(from: field.beginningOfDocument, to: end) == 4)
        #expect(field.position(from: end, offset: 1) == nil, "beyond the end is nil, as on iOS")
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        let afterA = field.position(from: field.beginningOfDocument, offset: 1)!
        #expect(field.compare(afterA, to: end) == .orderedAscending)
        #expect(field.compare(end, to: afterA) == .orderedDescending)
        #expect(field.text(in: field.textRange(from: end, to: afterA)!) == "😀b")
    }

    @Test func settingTheSelectionSelectsAndRoundsToClusters() {
        let field = editingField("a😀b")
        let start = field.position(from: field.beginningOfDocument, offset: 2)!  // inside the emoji
        field.selectedTextRange = field.textRange(from: start, to: field.endOfDocument)
        #expect(field.text(in: field.selectedTextRange!) == "😀b")
        #expect(harness.diagnostics.isEmpty, "inside a cluster is rounded, not misuse")
    }

    @Test func replaceGoesThroughTheDelegate() {
        let field = editingField("hello")
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        field.replace(field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 1)!)!,
                      withText: "J")
        #expect(field.text == "Jello")
        #expect(delegate.calls == ["change 0,1 \"J\""])
    }

    @Test func positionsOutsideTheTextAreClampedWithADiagnostic() {
        let long = editingField("a much longer text")
        let short = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        short.text = "abc"
        harness.window.addSubview(short)
        let far = long.endOfDocument
        short.selectedTextRange = short.textRange(from: short.beginningOfDocument, to: far)
        #expect(short.text(in: short.selectedTextRange!) == "abc")
        #expect(harness.diagnostics.contains { $0.contains("offset 18 outside the text (0…3); clamped to 3") })
        short.replace(long.textRange(from: long.beginningOfDocument, to: far)!, withText: "z")
        #expect(short.text == "z")
    }

    @Test func aPositionFromAnotherKindOfInputIsReportedNotTrapped() {
        final class ForeignPosition: UITextPosition {}
        let field = editingField("abc")
        #expect(field.offset(from: field.beginningOfDocument, to: ForeignPosition()) == 3)
        _ = field.caretRect(for: ForeignPosition())
        #expect(harness.diagnostics.contains { $0.contains("a position this field did not make") })
    }

    @Test func caretRectAndClosestPositionAgree() {
        let field = editingField("wide text here")
        let third = field.position(from: field.beginningOfDocument, offset: 3)!
        let caret = field.caretRect(for: third)
        #expect(caret.width == UITextField.caretWidth && caret.height > 10)
        let found = field.closestPosition(to: CGPoint(x: caret.midX, y: caret.midY))!
        #expect(field.offset(from: field.beginningOfDocument, to: found) == 3)
        let before = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 2)!)
        #expect(before.minX < caret.minX)
    }

    /// A paste of 100,000 characters is one edit: one layout, the caret at the end, the field still
    /// editable. (A layout per character would take minutes.)
    @Test func aHundredThousandCharacterPasteStaysUsable() {
        let field = editingField("")
        let events = recordEditingEvents(of: field)
        let paste = String(repeating: "abcdefghij", count: 10_000)
        field.insertText(paste)
        #expect(field.text?.utf16.count == 100_000)
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 100_000)
        #expect(events() == ["editingChanged"])
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(caret.maxX <= field.bounds.maxX + 1, "scrolled to keep the caret visible")
        field.deleteBackward()
        field.insertText("Z")
        #expect(field.text?.hasSuffix("iZ") == true)
    }

    /// The pasted field is drawn, typed into and drawn again: each frame lays the line out at most once.
    @Test func aHundredThousandCharacterFieldIsDrawnAndEdited() throws {
        let scene = try ControlDrawingScene(background: .white)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        scene.add(field)
        field.becomeFirstResponder()
        field.insertText(String(repeating: "█", count: 100_000))
        field.textColor = .red
        let caret = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
        expectPixel(scene.pixel(CGPoint(x: caret.minX - 3, y: caret.midY)), .blend(.red), "the last block, scrolled into view")
        KeyTyper(harness: scene.harness).press(KeyTyper.backspace)
        #expect(field.text?.count == 99_999)
        expectPixel(scene.pixel(CGPoint(x: caret.minX - 3, y: caret.midY)), .blend(.red), "still drawn after an edit")
    }
}
