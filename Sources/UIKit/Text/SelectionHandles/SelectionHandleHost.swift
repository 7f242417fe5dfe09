import CoreGraphics

/// A text input whose selection handles can be dragged: `UITextField` and `UITextView`. The drag's state
/// machine (``dragSelectionHandle(_:_:)``) is written once here; each input supplies its geometry (where a
/// caret stands, which offset lies nearest a point) and its own trace line.
@MainActor
protocol SelectionHandleHost: UIView {
    /// The text, its selection and its anchor.
    var editor: EditableText { get set }
    /// Whether the input is editing (handles show only then).
    var isEditing: Bool { get }
    /// The input's two handles and the drag in progress.
    var selectionHandles: SelectionHandles { get }
    /// The caret's rectangle at a UTF-16 offset, in the input's coordinates.
    func caretRect(atOffset utf16Offset: Int) -> CGRect
    /// The grapheme-cluster boundary nearest `point` (in the input's coordinates), as a UTF-16 offset.
    func offset(nearest point: CGPoint) -> Int
    /// Stops the caret's blink (a handle is held).
    func stopBlinking()
    /// Starts the caret's blink again (the handle was let go).
    func restartBlinking()
    /// Redraws and scrolls for a changed selection, and tells the delegate.
    func caretMoved()
    /// A drag step is about to change the selection (a text view forgets the column Up and Down keep).
    func selectionHandleWillMoveSelection()
    /// Writes the outcome of a drag to the trace, e.g. "selection handle end moved: selection 4..<13".
    func noteSelectionHandleDrag(_ outcome: String)
}

extension SelectionHandleHost {
    /// Adds the two selection handles (hidden until a range is selected while editing). In a text view
    /// they are the scroll view's subviews, placed in content coordinates, so they scroll with the text.
    func installSelectionHandles() {
        selectionHandles.install(in: self) { [weak self] end, recognizer in
            self?.dragSelectionHandle(end, recognizer)
        }
    }

    /// A handle's recognizer reported: its end of the selection follows the finger (offset by where the
    /// finger grabbed the handle, so the finger stays off the text) to the nearest grapheme-cluster
    /// boundary, never crossing the other end; the input scrolls the least amount that shows the moved end
    /// (``caretMoved()``); the caret's blink pauses until the lift.
    func dragSelectionHandle(_ which: SelectionHandleView.End, _ recognizer: UIGestureRecognizer) {
        let finger = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            guard isEditing, !editor.selection.isEmpty else { return }
            let selection = editor.selection
            let caret = caretRect(atOffset: which == .start ? selection.lowerBound : selection.upperBound)
            selectionHandles.beginDrag(which, finger: finger, caretCentre: CGPoint(x: caret.midX, y: caret.midY))
            stopBlinking()
        case .changed:
            guard isEditing, selectionHandles.isDragging, !editor.selection.isEmpty else { return }
            let target = offset(nearest: selectionHandles.target(forFinger: finger))
            let moved = SelectionHandles.moved(which, of: editor.selection, to: target, in: editor)
            guard moved.anchor != editor.anchor || moved.head != editor.head else { return }
            selectionHandleWillMoveSelection()
            editor.select(anchor: moved.anchor, head: moved.head)
            caretMoved()
        case .ended, .cancelled:
            guard selectionHandles.isDragging else { return }
            selectionHandles.endDrag()
            let selection = editor.selection
            noteSelectionHandleDrag("\(recognizer.traceName) \(recognizer.state == .ended ? "moved" : "cancelled"): selection \(selection.lowerBound)..<\(selection.upperBound)")
            if isEditing { restartBlinking() }
        default:
            return
        }
    }
}
