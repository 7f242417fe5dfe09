import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A text field's selection handles: shown for a range, hidden for a caret and when editing ends;
/// dragging either end, never crossing; scrolling sideways at the edge; the touch area outside the
/// field; winning over the field's own gestures and an enclosing scroll view's pan; the delegate, the
/// blink and the trace.
@MainActor
@Suite struct UITextFieldSelectionHandlesTests {
    let harness = UIKitTestHarness()
    var screen: VirtualTouchscreen { harness.touchscreen() }
    var keys: KeyTyper { KeyTyper(harness: harness) }

    func field(_ text: String, frame: CGRect = CGRect(x: 20, y: 100, width: 300, height: 40), in parent: UIView? = nil) -> UITextField {
        let field = UITextField(frame: frame)
        field.text = text
        (parent ?? harness.window).addSubview(field)
        field.layoutIfNeeded()
        return field
    }

    func select(_ field: UITextField, _ range: Range<Int>) {
        let start = field.position(from: field.beginningOfDocument, offset: range.lowerBound)!
        let end = field.position(from: field.beginningOfDocument, offset: range.upperBound)!
        field.selectedTextRange = field.textRange(from: start, to: end)
    }

    /// Drags `handle` from its knob so that its caret goes from offset `from` to offset `to`.
    func drag(_ handle: SelectionHandleView, of field: UITextField, from: Int, to: Int) {
        let grab = HandleGeometry.knobCentre(handle)
        let finger = screen.down(at: grab)
        finger.move(to: HandleGeometry.finger(grabbedAt: grab, caretFrom: field.caretRect(atOffset: from),
                                              to: field.caretRect(atOffset: to)), duration: 0.1)
        finger.lift()
    }

    @Test func aRangeShowsBothHandlesAndACaretShowsNone() {
        let field = field("hello world")
        field.becomeFirstResponder()
        #expect(!field.selectionHandles.areShown, "a caret has no handles")
        screen.doubleTap(at: field.convert(CGPoint(x: field.caretRect(atOffset: 8).midX, y: 20), to: nil))
        #expect(field.selectedOffsets == 6..<11)
        #expect(!field.selectionHandles.start.isHidden && !field.selectionHandles.end.isHidden)
        let startCaret = field.caretRect(atOffset: 6), endCaret = field.caretRect(atOffset: 11)
        #expect(abs(field.selectionHandles.start.frame.midX - startCaret.midX) <= 0.5)
        #expect(abs(field.selectionHandles.end.frame.midX - endCaret.midX) <= 0.5)
        #expect(field.selectionHandles.start.frame.minY < startCaret.minY, "the start's knob is above the line")
        #expect(field.selectionHandles.end.frame.maxY > endCaret.maxY, "the end's knob is below the line")
        keys.press(KeyTyper.right)
        #expect(!field.selectionHandles.areShown, "Right collapses the selection to a caret")
        keys.press(KeyTyper.left, .shift)
        #expect(field.selectionHandles.areShown, "Shift-Left selects a cluster")
        keys.press("a", .control)
        #expect(field.selectedOffsets == 0..<11 && field.selectionHandles.areShown, "select all")
        select(field, 2..<2)
        #expect(!field.selectionHandles.areShown)
        select(field, 1..<4)
        #expect(field.selectionHandles.areShown, "a range set in code while editing")
        field.resignFirstResponder()
        #expect(!field.selectionHandles.areShown, "hidden when editing ends")
    }

    @Test func aRangeSetWhileNotEditingShowsNoHandles() {
        let field = field("hello world")
        select(field, 0..<5)
        #expect(!field.selectionHandles.areShown)
    }

    @Test func draggingTheEndHandleMovesOnlyTheEnd() {
        let field = field("one two three four")
        field.becomeFirstResponder()
        select(field, 4..<7)
        drag(field.selectionHandles.end, of: field, from: 7, to: 13)
        #expect(field.selectedOffsets == 4..<13)
        #expect(field.text(in: field.selectedTextRange!) == "two three")
        #expect(abs(field.selectionHandles.end.frame.midX - field.caretRect(atOffset: 13).midX) <= 0.5, "the handle followed")
    }

    @Test func draggingTheStartHandleMovesOnlyTheStart() {
        let field = field("one two three four")
        field.becomeFirstResponder()
        select(field, 8..<13)
        drag(field.selectionHandles.start, of: field, from: 8, to: 4)
        #expect(field.selectedOffsets == 4..<13)
    }

    @Test func theEndGoesToTheNearestClusterBoundaryNeverInsideAnEmoji() {
        let field = field("ab👨‍👩‍👧cd")  // the family emoji is 8 UTF-16 units, one cluster: 2..<10
        field.becomeFirstResponder()
        select(field, 0..<1)
        let grab = HandleGeometry.knobCentre(field.selectionHandles.end)
        let finger = screen.down(at: grab)
        let emojiStart = field.caretRect(atOffset: 2), emojiEnd = field.caretRect(atOffset: 10)
        var inside = emojiStart
        inside.origin.x += (emojiEnd.minX - emojiStart.minX) * 0.7
        finger.move(to: HandleGeometry.finger(grabbedAt: grab, caretFrom: field.caretRect(atOffset: 1), to: inside), duration: 0.1)
        #expect(field.selectedOffsets == 0..<10, "nearer the emoji's end")
        finger.lift()
    }

    @Test func theHandlesCannotCrossOneClusterStaysSelected() {
        let field = field("x👍🏽 yz")  // 👍🏽 is one cluster of 4 UTF-16 units: 1..<5
        field.becomeFirstResponder()
        select(field, 1..<5)
        drag(field.selectionHandles.end, of: field, from: 5, to: 0)
        #expect(field.selectedOffsets == 1..<5, "the end stops one cluster after the start")
        select(field, 0..<7)
        drag(field.selectionHandles.start, of: field, from: 0, to: 7)
        #expect(field.selectedOffsets == 6..<7, "the start stops one cluster before the end")
    }

    @Test func draggingPastTheEdgeScrollsTheTextTheLeastThatShowsTheEnd() {
        let text = "alpha bravo charlie delta echo foxtrot golf hotel"
        let field = field(text, frame: CGRect(x: 20, y: 100, width: 120, height: 40))
        field.becomeFirstResponder()
        select(field, 0..<0)  // the caret at the start scrolls the text back
        select(field, 0..<5)
        #expect(field.scrollOffset == 0)
        let grab = HandleGeometry.knobCentre(field.selectionHandles.end)
        let finger = screen.down(at: grab)
        finger.move(to: CGPoint(x: field.convert(field.bounds, to: nil).maxX + 30, y: grab.y), duration: 0.1)
        let end = field.selectedOffsets.upperBound
        #expect(end > 5 && field.selectedOffsets.lowerBound == 0)
        #expect(field.scrollOffset > 0, "scrolled sideways")
        let caret = field.caretRect(atOffset: end)
        let area = field.currentTextRect
        #expect(caret.maxX <= area.maxX + 0.5 && caret.maxX >= area.maxX - UITextField.caretWidth - 0.5,
                "the least scroll: the end stands at the right edge")
        #expect(!field.selectionHandles.end.isHidden)
        #expect(field.selectionHandles.start.isHidden, "the start scrolled out of view has no handle")
        finger.move(by: 30, 0)
        #expect(field.selectedOffsets.upperBound > end, "a further move goes further")
        finger.lift()
        #expect(field.selectedOffsets.lowerBound == 0)
    }

    @Test func theTouchAreaIsLargerThanTheDrawingAndReachesOutsideTheField() {
        // A field as tall as its line: the end's knob hangs below it.
        let field = field("hello world", frame: CGRect(x: 20, y: 100, width: 300, height: 22))
        field.becomeFirstResponder()
        select(field, 0..<5)
        let handle = field.selectionHandles.end
        #expect(handle.hitArea.height >= SelectionHandleView.touchSize && handle.hitArea.width >= SelectionHandleView.touchSize)
        let below = CGPoint(x: handle.convert(handle.bounds, to: nil).midX + 15, y: field.convert(field.bounds, to: nil).maxY + 8)
        #expect(field.point(inside: field.convert(below, from: nil), with: nil))
        #expect(harness.window.hitTest(below, with: nil) === handle, "15 pt beside and 8 pt below the field")
        let finger = screen.down(at: below)
        finger.move(to: CGPoint(x: below.x + field.caretRect(atOffset: 11).midX - field.caretRect(atOffset: 5).midX, y: below.y),
                    duration: 0.1)
        finger.lift()
        #expect(field.selectedOffsets == 0..<11)
        select(field, 3..<3)
        #expect(!field.point(inside: field.convert(below, from: nil), with: nil), "no handles: the bounds alone")
    }

    @Test func aTapOnAHandleIsNotTheFieldsTap() {
        let field = field("hello world")
        field.becomeFirstResponder()
        select(field, 0..<5)
        harness.advance(by: 1)
        screen.tap(at: HandleGeometry.knobCentre(field.selectionHandles.end))
        harness.advance(by: 1)
        #expect(field.selectedOffsets == 0..<5, "the tap did not place the caret")
        let longPress = screen.down(at: HandleGeometry.knobCentre(field.selectionHandles.start))
        harness.advance(by: 0.8)
        longPress.lift()
        #expect(field.selectedOffsets == 0..<5, "nor did a long press")
    }

    @Test func insideAScrollViewTheHandleWinsOverThePanWithoutDelay() {
        let scrollView = UIScrollView(frame: harness.window.bounds)
        scrollView.contentSize = CGSize(width: 800, height: 3000)
        #expect(scrollView.delaysContentTouches)
        harness.window.addSubview(scrollView)
        let field = field("one two three four five", in: scrollView)
        field.becomeFirstResponder()
        select(field, 4..<7)
        let grab = HandleGeometry.knobCentre(field.selectionHandles.end)
        let finger = screen.down(at: grab)
        let target = HandleGeometry.finger(grabbedAt: grab, caretFrom: field.caretRect(atOffset: 7), to: field.caretRect(atOffset: 13))
        // Within the scroll view's content-touch delay the selection already follows.
        finger.move(to: CGPoint(x: target.x, y: target.y + 30), duration: 0.05)
        #expect(field.selectedOffsets == 4..<13)
        finger.move(to: CGPoint(x: target.x, y: target.y - 60), duration: 0.2)
        finger.lift()
        harness.advance(by: 1)
        #expect(scrollView.contentOffset == .zero, "the scroll view did not scroll")
        #expect(field.selectedOffsets == 4..<13)
        #expect(harness.traceLines(containing: "prevented by selection handle end").count >= 1)
    }

    @Test func theDelegateHearsEachChangeAndTheBlinkPausesWhileDragging() {
        let field = field("one two three four")
        let delegate = SelectionCountingFieldDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        select(field, 4..<7)
        let before = delegate.selectionChanges
        let grab = HandleGeometry.knobCentre(field.selectionHandles.end)
        let finger = screen.down(at: grab)
        #expect(field.blinkTimer == nil, "the blink is paused")
        finger.move(to: HandleGeometry.finger(grabbedAt: grab, caretFrom: field.caretRect(atOffset: 7), to: field.caretRect(atOffset: 13)),
                    duration: 0.1)
        let during = delegate.selections[before...]
        #expect(!during.isEmpty && during.last == 4..<13, "heard the changes, ending at 4..<13")
        #expect(during.allSatisfy { $0.lowerBound == 4 }, "the start stayed")
        #expect(eachDiffersFromTheLast(during), "one call per change, not per finger move")
        #expect(field.blinkTimer == nil, "still paused")
        harness.advance(by: 2)
        #expect(field.blinkTimer == nil)
        let count = delegate.selectionChanges
        finger.lift()
        #expect(field.blinkTimer != nil, "blinking again after the lift")
        #expect(delegate.selectionChanges == count, "the lift changes nothing")
    }

    @Test func theTraceNamesTheHandleAndTheRangeItProduced() {
        let field = field("one two three four")
        field.accessibilityIdentifier = "name"
        field.becomeFirstResponder()
        select(field, 4..<7)
        drag(field.selectionHandles.end, of: field, from: 7, to: 13)
        #expect(harness.traceLines(containing: "selection handle end moved: selection 4..<13").count == 1)
    }

    @Test func editingEndingMidDragStopsTheDrag() {
        let field = field("one two three four")
        field.becomeFirstResponder()
        select(field, 4..<7)
        let finger = screen.down(at: HandleGeometry.knobCentre(field.selectionHandles.end))
        field.resignFirstResponder()
        #expect(!field.selectionHandles.isDragging && !field.selectionHandles.areShown)
        finger.move(by: 40, 0)
        finger.lift()
        #expect(field.selectedOffsets == 7..<7, "the field's caret stays where editing ended")
    }
}
