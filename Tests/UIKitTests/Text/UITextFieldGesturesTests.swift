import Foundation
import Testing
import UIKitTesting

/// Editing by touch: tap, double tap, long press and drag, the clear button, and a field inside a
/// scroll view.
@MainActor
@Suite struct UITextFieldGesturesTests {
    let harness = UIKitTestHarness()
    var screen: VirtualTouchscreen { harness.touchscreen() }

    func field(_ text: String, in parent: UIView? = nil) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        field.text = text
        (parent ?? harness.window).addSubview(field)
        return field
    }

    /// The screen point just right of the caret stop at `offset` (so the nearest stop is `offset`).
    func point(_ field: UITextField, atOffset offset: Int, nudge: CGFloat = 1) -> CGPoint {
        let caret = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!)
        return field.convert(CGPoint(x: caret.minX + nudge, y: caret.midY), to: nil)
    }

    func caretOffset(_ field: UITextField) -> Int {
        field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start)
    }

    @Test func aTapBeginsEditingAndPlacesTheCaretAtTheNearestClusterBoundary() {
        let field = field("abcdef")
        let target = point(field, atOffset: 3)
        screen.tap(at: target)
        #expect(field.isEditing)
        #expect(caretOffset(field) == 3)
        #expect(field.selectedTextRange!.isEmpty)
        harness.advance(by: 0.5)  // past the double-tap interval: a second tap is not a double tap
        screen.tap(at: point(field, atOffset: 1, nudge: -1))
        #expect(caretOffset(field) == 1)
    }

    @Test func aTapInsideAnEmojiGoesToOneOfItsEdges() {
        let field = field("a👨‍👩‍👧b")
        let start = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 1)!)
        let end = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 9)!)
        screen.tap(at: field.convert(CGPoint(x: start.minX + (end.minX - start.minX) * 0.7, y: start.midY), to: nil))
        #expect(caretOffset(field) == 9, "nearer the emoji's right edge")
    }

    @Test func aDoubleTapSelectsTheWord() {
        let field = field("hello world")
        screen.doubleTap(at: point(field, atOffset: 8))
        #expect(field.text(in: field.selectedTextRange!) == "world")
    }

    @Test func aLongPressThenDragMovesTheCaret() {
        let field = field("one two three")
        let finger = screen.down(at: point(field, atOffset: 1))
        harness.advance(by: 0.6)
        #expect(field.isEditing && caretOffset(field) == 1)
        finger.move(to: point(field, atOffset: 9), duration: 0.2)
        #expect(caretOffset(field) == 9)
        finger.lift()
        #expect(caretOffset(field) == 9 && field.selectedTextRange!.isEmpty)
    }

    @Test func theClearButtonClearsWhenTheDelegateAllows() {
        let field = field("secret")
        field.clearButtonMode = .always
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        let events = recordEditingEvents(of: field)
        let button = field.convert(field.clearButtonRect(forBounds: field.bounds), to: nil)
        delegate.shouldClear = false
        screen.tap(at: CGPoint(x: button.midX, y: button.midY))
        harness.advance(by: 0.5)
        #expect(field.text == "secret")
        delegate.shouldClear = true
        screen.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(field.text == "")
        #expect(field.isEditing)
        #expect(events() == ["editingDidBegin", "editingChanged"])
        #expect(!delegate.calls.contains { $0.hasPrefix("change") }, "clearing asks shouldClear, not shouldChange")
    }

    @Test func aDragThatStartsOnTheFieldScrollsTheEnclosingScrollView() {
        let scrollView = UIScrollView(frame: harness.window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 3000)
        harness.window.addSubview(scrollView)
        let field = field("scroll me", in: scrollView)
        field.frame.origin.y = 600
        let start = point(field, atOffset: 2)
        screen.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), duration: 0.3)
        harness.advance(by: 2)
        #expect(scrollView.contentOffset.y > 50)
        #expect(!field.isEditing, "a drag is not a tap")
        screen.tap(at: point(field, atOffset: 2))
        harness.advance(by: 0.5)
        #expect(field.isEditing, "a tap on the field in the scroll view still edits")
    }
}
