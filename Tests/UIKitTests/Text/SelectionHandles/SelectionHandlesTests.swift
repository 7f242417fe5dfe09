import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The pair of handles: moving an end without crossing (by grapheme cluster), placing and hiding, the
/// touch areas, the grab offset of a drag.
@MainActor
@Suite struct SelectionHandlesTests {
    func text(_ string: String) -> EditableText {
        var text = EditableText()
        text.setText(string)
        return text
    }

    @Test func theMovedEndBecomesTheHeadAndTheOtherStays() {
        let text = text("one two three")
        #expect(SelectionHandles.moved(.end, of: 4..<7, to: 13, in: text) == (anchor: 4, head: 13))
        #expect(SelectionHandles.moved(.start, of: 4..<7, to: 0, in: text) == (anchor: 7, head: 0))
    }

    @Test func theEndsNeverCrossAndKeepOneCluster() {
        let text = text("a🇫🇷b")  // the flag is one cluster of 4 UTF-16 units: 1..<5
        #expect(SelectionHandles.moved(.end, of: 1..<6, to: 0, in: text) == (anchor: 1, head: 5), "the flag stays")
        #expect(SelectionHandles.moved(.start, of: 0..<5, to: 6, in: text) == (anchor: 5, head: 1), "the flag stays")
        #expect(SelectionHandles.moved(.end, of: 0..<1, to: 3, in: text) == (anchor: 0, head: 1), "inside the flag: rounded down, then kept past the start")
        #expect(SelectionHandles.moved(.end, of: 0..<1, to: 99, in: text) == (anchor: 0, head: 6), "clamped to the text")
    }

    @Test func placingShowsAndMovesTheHandlesAndHidingHidesThem() {
        let handles = SelectionHandles()
        let input = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        handles.install(in: input) { _, _ in }
        #expect(!handles.areShown && input.subviews.count == 2)
        handles.place(start: CGRect(x: 10, y: 10, width: 2, height: 20), end: CGRect(x: 50, y: 10, width: 2, height: 20))
        #expect(handles.areShown)
        #expect(handles.start.frame == CGRect(x: 6, y: 0, width: 10, height: 30))
        #expect(handles.end.frame == CGRect(x: 46, y: 10, width: 10, height: 30))
        handles.place(start: nil, end: CGRect(x: 60, y: 10, width: 2, height: 20))
        #expect(handles.start.isHidden && !handles.end.isHidden)
        handles.hide()
        #expect(!handles.areShown)
        #expect(handles.start.gestureRecognizers?.first?.name == "selection handle start")
        #expect(handles.end.gestureRecognizers?.first?.name == "selection handle end")
    }

    @Test func theTouchAreasCountOnlyWhileShown() {
        let handles = SelectionHandles()
        let input = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        handles.install(in: input) { _, _ in }
        let belowTheEnd = CGPoint(x: 70, y: 45)
        #expect(!handles.touchAreasContain(belowTheEnd, in: input))
        handles.place(start: CGRect(x: 10, y: 10, width: 2, height: 20), end: CGRect(x: 50, y: 10, width: 2, height: 20))
        #expect(handles.touchAreasContain(belowTheEnd, in: input), "5 pt below the end's knob, 19 pt beside its bar")
        #expect(!handles.touchAreasContain(CGPoint(x: 120, y: 20), in: input))
    }

    @Test func aDragKeepsTheOffsetFromTheFingerToTheCaret() {
        let handles = SelectionHandles()
        #expect(!handles.isDragging)
        handles.beginDrag(.end, finger: CGPoint(x: 100, y: 60), caretCentre: CGPoint(x: 98, y: 40))
        #expect(handles.isDragging)
        #expect(handles.target(forFinger: CGPoint(x: 130, y: 90)) == CGPoint(x: 128, y: 70))
        handles.endDrag()
        #expect(!handles.isDragging)
    }
}
