import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A recording text-view delegate.
@MainActor
final class RecordingTextViewDelegate: UITextViewDelegate {
    var calls: [String] = []
    var allowChange: (NSRange, String) -> Bool = { _, _ in true }
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { calls.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("change \(range.location),\(range.length) \(text.debugDescription)")
        return allowChange(range, text)
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
}

/// Multi-line editing: wrapping, line movement, scrolling to the caret, the delegate.
@MainActor
@Suite struct UITextViewTests {
    let harness = UIKitTestHarness()
    var keys: KeyTyper { KeyTyper(harness: harness) }

    func textView(_ text: String = "", height: CGFloat = 120) -> UITextView {
        let view = UITextView(frame: CGRect(x: 20, y: 40, width: 200, height: height))
        view.text = text
        harness.window.addSubview(view)
        view.layoutIfNeeded()
        return view
    }

    func caret(_ view: UITextView) -> Int { view.offset(from: view.beginningOfDocument, to: view.selectedTextRange!.start) }

    func line(_ view: UITextView, at offset: Int) -> Int {
        let block = view.block
        return block.stops[block.boundaryIndex(atOrBeforeUTF16: offset)].line
    }

    @Test func longTextWrapsAtTheViewsWidthAndSizesTheContent() {
        let view = textView(String(repeating: "word ", count: 40))
        #expect(view.block.lines.count > 3)
        #expect(view.block.stops.allSatisfy { $0.x <= view.wrapWidth + 0.5 })
        #expect(view.contentSize.height >= view.block.height + 16)
        #expect(view.contentSize.width == 200)
    }

    @Test func returnInsertsANewlineAndTypingGoesOnTheNextLine() {
        let view = textView()
        let delegate = RecordingTextViewDelegate()
        view.delegate = delegate
        view.becomeFirstResponder()
        keys.type("ab")
        keys.press("\r")
        keys.type("c")
        #expect(view.text == "ab\nc")
        #expect(line(view, at: 2) == 0 && line(view, at: 3) == 1)
        #expect(view.caretRect(for: view.endOfDocument).minY > view.caretRect(for: view.beginningOfDocument).minY)
        #expect(delegate.calls.contains("change 2,0 \"\\n\""))
        #expect(delegate.calls.filter { $0 == "didChange" }.count == 4)
    }

    @Test func upAndDownMoveByLinesKeepingTheColumn() {
        let view = textView("abcdef\nab\nabcdef")
        view.becomeFirstResponder()
        view.selectedTextRange = view.textRange(from: view.position(from: view.beginningOfDocument, offset: 5)!,
                                                to: view.position(from: view.beginningOfDocument, offset: 5)!)
        keys.press(KeyTyper.down)
        #expect(caret(view) == 9, "the short line's end")
        keys.press(KeyTyper.down)
        #expect(caret(view) == 15, "back to column 5 on the long line")
        keys.press(KeyTyper.down)
        #expect(caret(view) == 16, "Down on the last line goes to the end")
        keys.press(KeyTyper.up, .shift)
        #expect(view.text(in: view.selectedTextRange!) == "\nabcdef", "up to the short line's end, extending")
        keys.press(KeyTyper.up)
        keys.press(KeyTyper.up)
        keys.press(KeyTyper.up)
        #expect(caret(view) == 0, "Up on the first line goes to the start")
    }

    @Test func typingPastTheBottomScrollsToKeepTheCaretVisible() {
        let view = textView(height: 80)
        view.becomeFirstResponder()
        for _ in 0..<10 {
            keys.type("line")
            keys.press("\r")
        }
        let caretRect = view.caretRect(for: view.endOfDocument)
        #expect(view.contentOffset.y > 0)
        #expect(caretRect.minY >= view.contentOffset.y && caretRect.maxY <= view.contentOffset.y + view.bounds.height)
    }

    @Test func aTapPlacesTheCaretOnTheTappedLine() {
        let view = textView("first line\nsecond line")
        let target = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 14)!)
        harness.touchscreen().tap(at: view.convert(CGPoint(x: target.minX + 1, y: target.midY), to: nil))
        #expect(view.isEditing)
        #expect(caret(view) == 14)
    }

    @Test func aDragScrollsTheTextViewInsteadOfEditing() {
        let view = textView(String(repeating: "many words here ", count: 60), height: 100)
        let screen = harness.touchscreen()
        screen.drag(from: CGPoint(x: 100, y: 120), to: CGPoint(x: 100, y: 60), duration: 0.3)
        harness.advance(by: 2)
        #expect(view.contentOffset.y > 20)
        #expect(!view.isEditing)
    }

    @Test func theDelegateCanRefuseAnEditAndEndsEditingInOrder() {
        let view = textView("abc")
        let delegate = RecordingTextViewDelegate()
        delegate.allowChange = { _, text in text != "x" }
        view.delegate = delegate
        view.becomeFirstResponder()
        keys.type("xy")
        #expect(view.text == "abcy")
        view.removeFromSuperview()
        #expect(!view.isEditing)
        #expect(delegate.calls.first == "shouldBegin" && delegate.calls.last == "didEnd")
        #expect(harness.application.clock.pendingTimers.allSatisfy { !$0.contains("caret blink") })
    }

    @Test func aNonEditableViewDoesNotBecomeFirstResponder() {
        let view = textView("read only")
        view.isEditable = false
        #expect(!view.becomeFirstResponder())
        harness.touchscreen().tap(at: CGPoint(x: 60, y: 60))
        #expect(!view.isEditing)
    }

    @Test func homeAndEndGoToTheLinesEnds() {
        let view = textView("one\ntwo three")
        view.becomeFirstResponder()
        keys.press("UIKeyInputHome")
        #expect(caret(view) == 4)
        keys.press("UIKeyInputEnd")
        #expect(caret(view) == 13)
        keys.press(KeyTyper.up)
        keys.press("UIKeyInputEnd")
        #expect(caret(view) == 3, "before the newline")
    }

    @Test func tabInsertsATab() {
        let view = textView()
        view.becomeFirstResponder()
        keys.press("\t")
        #expect(view.text == "\t")
    }

    /// A 100,000-character paste (1,000 lines) is one edit and one layout; the caret ends at the end,
    /// scrolled into view.
    @Test func aHundredThousandCharacterPasteIsOneEdit() {
        let view = textView(height: 100)
        let delegate = RecordingTextViewDelegate()
        view.delegate = delegate
        view.becomeFirstResponder()
        view.insertText(String(repeating: String(repeating: "x", count: 99) + "\n", count: 1_000))
        #expect(view.text.utf16.count == 100_000)
        #expect(caret(view) == 100_000)
        #expect(delegate.calls.filter { $0 == "didChange" }.count == 1)
        let caretRect = view.caretRect(for: view.endOfDocument)
        #expect(caretRect.maxY <= view.contentOffset.y + view.bounds.height && caretRect.minY >= view.contentOffset.y)
        keys.press(KeyTyper.backspace)
        #expect(view.text.utf16.count == 99_999)
    }
}
