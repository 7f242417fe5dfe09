import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A text view's selection handles: shown for a range, dragged along and across lines with the finger
/// kept off the text, never crossing, scrolling vertically at the edge, the touch area outside the view,
/// the delegate, the blink and the trace.
@MainActor
@Suite struct UITextViewSelectionHandlesTests {
    let harness = UIKitTestHarness()
    var screen: VirtualTouchscreen { harness.touchscreen() }
    var keys: KeyTyper { KeyTyper(harness: harness) }
    static let lines = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa"

    func textView(_ text: String = Self.lines, height: CGFloat = 300) -> UITextView {
        let view = UITextView(frame: CGRect(x: 20, y: 40, width: 200, height: height))
        view.text = text
        harness.window.addSubview(view)
        view.layoutIfNeeded()
        return view
    }

    func select(_ view: UITextView, _ range: Range<Int>) {
        let start = view.position(from: view.beginningOfDocument, offset: range.lowerBound)!
        let end = view.position(from: view.beginningOfDocument, offset: range.upperBound)!
        view.selectedTextRange = view.textRange(from: start, to: end)
    }

    func line(_ view: UITextView, at offset: Int) -> Int {
        view.block.stops[view.block.boundaryIndex(atOrBeforeUTF16: offset)].line
    }

    /// The offset of the first cluster boundary on `line`.
    func lineStart(_ view: UITextView, _ line: Int) -> Int {
        view.block.utf16Boundaries[view.block.stops.firstIndex { $0.line == line }!]
    }

    @Test func aRangeShowsHandlesAtItsEndsLinesACaretNone() {
        let view = textView()
        #expect(view.block.lines.count >= 3)
        view.becomeFirstResponder()
        #expect(!view.selectionHandles.areShown)
        let third = lineStart(view, 2)
        select(view, 6..<(third + 3))
        let startCaret = view.caretRect(atOffset: 6), endCaret = view.caretRect(atOffset: third + 3)
        #expect(abs(view.selectionHandles.start.frame.midX - startCaret.midX) <= 0.5)
        #expect(abs(view.selectionHandles.end.frame.minY - endCaret.minY) <= 0.5, "the end's bar spans its line")
        #expect(view.selectionHandles.start.frame.maxY >= startCaret.maxY - 0.5 && view.selectionHandles.start.frame.minY < startCaret.minY)
        keys.press(KeyTyper.left)
        #expect(!view.selectionHandles.areShown)
        screen.doubleTap(at: view.convert(CGPoint(x: view.caretRect(atOffset: 8).midX, y: view.caretRect(atOffset: 8).midY), to: nil))
        #expect(view.selectedOffsets == 6..<11 && view.selectionHandles.areShown, "a double tap on a word")
        view.resignFirstResponder()
        #expect(!view.selectionHandles.areShown)
    }

    @Test func draggingTheEndHandleDownALineKeepsTheFingerBelowTheText() {
        let view = textView()
        view.becomeFirstResponder()
        select(view, 0..<5)
        let second = lineStart(view, 1)
        let target = second + 3
        let grab = HandleGeometry.knobCentre(view.selectionHandles.end)
        let endCaret = view.caretRect(atOffset: 5)
        #expect(grab.y > view.convert(endCaret, to: nil).maxY, "the knob (and the finger on it) is below the end's line")
        let finger = screen.down(at: grab)
        finger.move(to: HandleGeometry.finger(grabbedAt: grab, caretFrom: endCaret, to: view.caretRect(atOffset: target)), duration: 0.1)
        finger.lift()
        #expect(view.selectedOffsets == 0..<target)
        #expect(line(view, at: view.selectedOffsets.upperBound) == 1)
    }

    @Test func draggingTheStartHandleUpALine() {
        let view = textView()
        view.becomeFirstResponder()
        let second = lineStart(view, 1)
        select(view, (second + 2)..<(second + 5))
        let grab = HandleGeometry.knobCentre(view.selectionHandles.start)
        let finger = screen.down(at: grab)
        finger.move(to: HandleGeometry.finger(grabbedAt: grab, caretFrom: view.caretRect(atOffset: second + 2),
                                              to: view.caretRect(atOffset: 6)), duration: 0.1)
        finger.lift()
        #expect(view.selectedOffsets == 6..<(second + 5))
    }

    @Test func theHandlesCannotCross() {
        let view = textView("ab cd")
        view.becomeFirstResponder()
        select(view, 3..<5)
        let grab = HandleGeometry.knobCentre(view.selectionHandles.end)
        let finger = screen.down(at: grab)
        finger.move(by: -150, 0)
        finger.lift()
        #expect(view.selectedOffsets == 3..<4, "one cluster stays selected")
    }

    @Test func draggingPastTheBottomScrollsTheLeastThatShowsTheEnd() {
        let view = textView(Self.lines + " " + Self.lines + " " + Self.lines, height: 80)
        view.becomeFirstResponder()
        select(view, 0..<5)
        view.setContentOffset(.zero, animated: false)
        let grab = HandleGeometry.knobCentre(view.selectionHandles.end)
        let finger = screen.down(at: grab)
        finger.move(to: CGPoint(x: grab.x, y: view.convert(view.bounds, to: nil).maxY + 20), duration: 0.1)
        #expect(view.contentOffset.y > 0, "scrolled down")
        let end = view.caretRect(atOffset: view.selectedOffsets.upperBound)
        #expect(end.maxY <= view.bounds.maxY + 0.5 && end.maxY >= view.bounds.maxY - end.height, "the end's line at the bottom edge")
        let offsetAfterFirst = view.contentOffset.y
        finger.move(by: 0, 10)
        #expect(view.contentOffset.y > offsetAfterFirst, "further down, further on")
        finger.lift()
        #expect(view.selectedOffsets.lowerBound == 0)
    }

    @Test func theTouchAreaReachesAboveTheView() {
        let view = textView()
        view.becomeFirstResponder()
        select(view, 0..<5)
        let handle = view.selectionHandles.start
        let above = CGPoint(x: handle.convert(handle.bounds, to: nil).midX, y: view.convert(view.bounds, to: nil).minY - 6)
        #expect(view.point(inside: view.convert(above, from: nil), with: nil))
        #expect(harness.window.hitTest(above, with: nil) === handle)
    }

    @Test func aHandleScrolledOutOfSightTakesNoTouch() {
        let view = textView(Self.lines + " " + Self.lines + " " + Self.lines, height: 80)
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        harness.window.insertSubview(cover, belowSubview: view)
        view.becomeFirstResponder()
        select(view, 0..<5)
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        let handle = view.selectionHandles.start
        #expect(!handle.isHidden && !handle.isOnScreen, "scrolled 100 pt up, above the view's top")
        // Where its touch area now stands: above the view, on the view behind.
        let area = handle.convert(handle.hitArea, to: nil)
        let point = CGPoint(x: area.midX, y: max(area.maxY - 2, 1))
        #expect(point.y < view.convert(view.bounds, to: nil).minY)
        #expect(!view.point(inside: view.convert(point, from: nil), with: nil))
        #expect(harness.window.hitTest(point, with: nil) === cover)
        view.setContentOffset(.zero, animated: false)
        #expect(handle.isOnScreen)
    }

    @Test func theViewsPanDoesNotScrollWhileAHandleIsDragged() {
        let view = textView(Self.lines + " " + Self.lines + " " + Self.lines, height: 120)
        view.becomeFirstResponder()
        select(view, 6..<11)
        view.setContentOffset(.zero, animated: false)
        let grab = HandleGeometry.knobCentre(view.selectionHandles.end)
        let finger = screen.down(at: grab)
        finger.move(by: 0, 20)
        finger.move(by: 0, -20)
        finger.lift()
        harness.advance(by: 1)
        #expect(view.contentOffset == .zero)
        #expect(view.selectedOffsets.lowerBound == 6)
    }

    @Test func theDelegateHearsTheChangeTheBlinkPausesAndTheTraceExplains() {
        let view = textView()
        let delegate = SelectionCountingViewDelegate()
        view.delegate = delegate
        view.accessibilityIdentifier = "notes"
        view.becomeFirstResponder()
        select(view, 0..<5)
        let before = delegate.selectionChanges
        let grab = HandleGeometry.knobCentre(view.selectionHandles.end)
        let finger = screen.down(at: grab)
        #expect(view.blinkTimer == nil)
        finger.move(to: HandleGeometry.finger(grabbedAt: grab, caretFrom: view.caretRect(atOffset: 5), to: view.caretRect(atOffset: 11)),
                    duration: 0.1)
        let during = delegate.selections[before...]
        #expect(!during.isEmpty && during.last == 0..<11 && eachDiffersFromTheLast(during))
        harness.advance(by: 2)
        #expect(view.blinkTimer == nil)
        finger.lift()
        #expect(view.blinkTimer != nil)
        #expect(harness.traceLines(containing: "text view notes: selection handle end moved: selection 0..<11").count == 1)
    }
}
