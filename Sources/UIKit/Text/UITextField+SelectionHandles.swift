import CoreGraphics

extension UITextField: SelectionHandleHost {
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

    /// A field keeps no goal column: nothing to forget.
    func selectionHandleWillMoveSelection() {}

    /// The field's trace line names it as its other notes do.
    func noteSelectionHandleDrag(_ outcome: String) {
        note(outcome)
    }
}
