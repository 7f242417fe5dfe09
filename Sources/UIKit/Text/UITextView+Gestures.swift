import CoreGraphics

extension UITextView {
    /// Installs the editing gestures, as ``UITextField`` does: a tap places the caret at the nearest
    /// cluster boundary (beginning editing), a double tap selects the word, a long press places the caret
    /// and moves it with the finger. They fail when the finger travels, so a drag scrolls the text view.
    func installEditingGestures() {
        let tap = UITapGestureRecognizer { [weak self] recognizer in
            self?.editingTap(at: recognizer.location(in: self))
        }
        tap.name = "text view tap"
        let doubleTap = UITapGestureRecognizer { [weak self] recognizer in
            self?.editingDoubleTap(at: recognizer.location(in: self))
        }
        doubleTap.numberOfTapsRequired = 2
        doubleTap.name = "text view double tap"
        let longPress = UILongPressGestureRecognizer { [weak self] recognizer in
            self?.editingLongPress(recognizer)
        }
        longPress.name = "text view long press"
        for recognizer in [tap, doubleTap, longPress] { addGestureRecognizer(recognizer) }
    }

    private func editingTap(at point: CGPoint) {
        if !isEditing { guard becomeFirstResponder() else { return } }
        move(to: offset(nearest: point), extending: false)
    }

    private func editingDoubleTap(at point: CGPoint) {
        if !isEditing { guard becomeFirstResponder() else { return } }
        goalX = nil
        editor.select(editor.wordRange(at: offset(nearest: point)))
        caretMoved()
    }

    private func editingLongPress(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            if !isEditing { guard becomeFirstResponder() else { return } }
            move(to: offset(nearest: recognizer.location(in: self)), extending: false)
        case .changed:
            guard isEditing else { return }
            move(to: offset(nearest: recognizer.location(in: self)), extending: false)
        default:
            return
        }
    }
}
