import CoreGraphics

extension UITextField {
    /// Adds the two selection handles (hidden until a range is selected while editing).
    func installSelectionHandles() {
        selectionHandles.install(in: self) { [weak self] end, recognizer in
            self?.selectionHandleDragged(end, recognizer)
        }
    }

    /// Shows the handles at the ends of a selected range while editing, each only while its end lies in
    /// the visible part of the text; hides them otherwise. Cheap when they are hidden and stay so.
    func updateSelectionHandles() {
        let selection = editor.selection
        guard isEditing, !selection.isEmpty, !drawnLine.isPlaceholder else {
            if selectionHandles.areShown { selectionHandles.hide() }
            return
        }
        // The text is clipped to its rectangle and a caret's width beyond (drawField): an end scrolled
        // past that has no handle, as on iOS.
        let visible = currentTextRect.insetBy(dx: -Self.caretWidth, dy: 0)
        func caret(_ offset: Int) -> CGRect? {
            let rect = caretRect(atOffset: offset)
            return rect.midX >= visible.minX && rect.midX <= visible.maxX ? rect : nil
        }
        selectionHandles.place(start: caret(selection.lowerBound), end: caret(selection.upperBound))
    }

    /// A handle's recognizer reported: its end of the selection follows the finger (offset by where the
    /// finger grabbed the handle) to the nearest grapheme-cluster boundary, never crossing the other end;
    /// the text scrolls the least amount that shows the moved end; the caret's blink pauses until the lift.
    func selectionHandleDragged(_ which: SelectionHandleView.End, _ recognizer: UIGestureRecognizer) {
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
            editor.select(anchor: moved.anchor, head: moved.head)
            caretMoved()
        case .ended, .cancelled:
            guard selectionHandles.isDragging else { return }
            selectionHandles.endDrag()
            let selection = editor.selection
            note("\(recognizer.traceName) \(recognizer.state == .ended ? "moved" : "cancelled"): selection \(selection.lowerBound)..<\(selection.upperBound)")
            if isEditing { restartBlinking() }
        default:
            return
        }
    }
}
