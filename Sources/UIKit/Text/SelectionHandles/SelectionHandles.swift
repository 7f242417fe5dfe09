import CoreGraphics

/// The two selection handles of a text input and the drag in progress: shown while a range is selected,
/// placed at the range's ends, dragged one at a time.
///
/// The input owns it, tells it where the ends are after every change of selection, layout or scrolling
/// (``place(start:end:)``, ``hide()``), asks it whether a point falls on a handle (so the input's
/// `point(inside:with:)` reaches the handles' touch areas outside its bounds), and does the drag itself
/// when a handle's recognizer reports (``drag``).
@MainActor
final class SelectionHandles {
    /// The handle at the selection's start.
    let start = SelectionHandleView(end: .start)
    /// The handle at the selection's end.
    let end = SelectionHandleView(end: .end)

    /// A drag in progress: which end, and how far the dragged end's caret centre lay from the finger at
    /// touch-down. The finger's point plus that offset is where the end goes, so the handle does not jump
    /// to the finger and the finger stays off the text it selects (below the end, above the start).
    private(set) var drag: (end: SelectionHandleView.End, grab: CGVector)?

    /// Whether a handle is being dragged.
    var isDragging: Bool { drag != nil }

    /// Whether the handles show (a range is selected while editing).
    var areShown: Bool { !start.isHidden || !end.isHidden }

    /// Adds the handles to `input` (front-most) with one recognizer each, named `"selection handle
    /// start"` and `"selection handle end"` for the trace; `dragged` hears each recognizer's state changes.
    func install(in input: UIView, dragged: @escaping @MainActor (SelectionHandleView.End, UIGestureRecognizer) -> Void) {
        start.partner = end
        end.partner = start
        for handle in [start, end] {
            let recognizer = SelectionHandleGestureRecognizer()
            recognizer.name = handle.end == .start ? "selection handle start" : "selection handle end"
            let which = handle.end
            recognizer.addAction { recognizer in dragged(which, recognizer) }
            handle.addGestureRecognizer(recognizer)
            input.addSubview(handle)
        }
    }

    /// Moves the handles to the carets at the selection's ends (rectangles in the input's coordinates);
    /// `nil` hides that handle (its end is scrolled out of the text's visible area).
    func place(start startCaret: CGRect?, end endCaret: CGRect?) {
        Self.place(start, at: startCaret)
        Self.place(end, at: endCaret)
    }

    /// Hides both handles (a caret, or editing ended).
    func hide() {
        place(start: nil, end: nil)
    }

    /// Whether `point` (in `input`'s coordinates) falls in a shown handle's touch area.
    func touchAreasContain(_ point: CGPoint, in input: UIView) -> Bool {
        start.touchAreaContains(point, from: input) || end.touchAreaContains(point, from: input)
    }

    /// A handle's drag began: the finger at `finger` grabbed the end whose caret centre is `caretCentre`.
    func beginDrag(_ which: SelectionHandleView.End, finger: CGPoint, caretCentre: CGPoint) {
        drag = (which, CGVector(dx: caretCentre.x - finger.x, dy: caretCentre.y - finger.y))
    }

    /// Where the dragged end goes for a finger at `finger`: the finger plus the offset taken at touch-down.
    func target(forFinger finger: CGPoint) -> CGPoint {
        guard let drag else { return finger }
        return CGPoint(x: finger.x + drag.grab.dx, y: finger.y + drag.grab.dy)
    }

    /// The drag ended (the finger lifted, or the touch was cancelled).
    func endDrag() {
        drag = nil
    }

    /// The selection after moving `which` end of `selection` to `offset` in `text`, never crossing the
    /// other end: at least one grapheme cluster stays selected, as on iOS. The moved end is the head.
    static func moved(_ which: SelectionHandleView.End, of selection: Range<Int>, to offset: Int,
                      in text: EditableText) -> (anchor: Int, head: Int) {
        switch which {
        case .start:
            return (selection.upperBound, min(text.snapped(offset), text.boundary(before: selection.upperBound)))
        case .end:
            return (selection.lowerBound, max(text.snapped(offset), text.boundary(after: selection.lowerBound)))
        }
    }

    private static func place(_ handle: SelectionHandleView, at caret: CGRect?) {
        guard let caret else {
            if !handle.isHidden { handle.isHidden = true }
            return
        }
        let frame = SelectionHandleView.frame(end: handle.end, caret: caret)
        if handle.frame != frame { handle.frame = frame }
        if handle.isHidden { handle.isHidden = false }
    }
}
