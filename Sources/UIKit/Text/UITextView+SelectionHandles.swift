import CoreGraphics

extension UITextView: SelectionHandleHost {
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

    /// A handle moved the selection: Up and Down start again from the new end's column.
    func selectionHandleWillMoveSelection() {
        goalX = nil
    }

    /// The view's trace line names it as its other notes do.
    func noteSelectionHandleDrag(_ outcome: String) {
        traceNote("text view \(traceName): \(outcome)")
    }
}
