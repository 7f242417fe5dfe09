import CoreGraphics

extension UITextView {
    /// Adds the two selection handles (hidden until a range is selected while editing). They are the
    /// scroll view's subviews, placed in content coordinates, so they scroll with the text.
    func installSelectionHandles() {
        selectionHandles.install(in: self) { [weak self] end, recognizer in
            self?.selectionHandleDragged(end, recognizer)
        }
    }

    /// Shows the handles at the ends of a selected range while editing (each at its end's line), hides
    /// them otherwise. Cheap when they are hidden and stay so.
    func updateSelectionHandles() {
        let selection = editor.selection
        guard isEditing, !selection.isEmpty else {
            if selectionHandles.areShown { selectionHandles.hide() }
            return
        }
        selectionHandles.place(start: caretRect(atOffset: selection.lowerBound),
                               end: caretRect(atOffset: selection.upperBound))
    }

    /// A handle's recognizer reported: its end of the selection follows the finger, offset by where the
    /// finger grabbed the handle (so the finger stays below the end's line, or above the start's, off the
    /// text), to the nearest grapheme-cluster boundary on the line under that point, never crossing the
    /// other end; the view scrolls the least amount that shows the moved end; the caret's blink pauses
    /// until the lift.
    func selectionHandleDragged(_ which: SelectionHandleView.End, _ recognizer: UIGestureRecognizer) {
        // The scroll view's own coordinates are its content's: the point follows the text as it scrolls.
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
            goalX = nil
            editor.select(anchor: moved.anchor, head: moved.head)
            caretMoved()
        case .ended, .cancelled:
            guard selectionHandles.isDragging else { return }
            selectionHandles.endDrag()
            let selection = editor.selection
            traceNote("text view \(traceName): \(recognizer.traceName) \(recognizer.state == .ended ? "moved" : "cancelled"): selection \(selection.lowerBound)..<\(selection.upperBound)")
            if isEditing { restartBlinking() }
        default:
            return
        }
    }
}
