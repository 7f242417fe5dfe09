import CoreGraphics

extension UITextField {
    /// Installs the editing gestures, as iOS's text interaction does: a tap places the caret at the
    /// nearest cluster boundary (beginning editing, or pressing the clear button); a double tap selects
    /// the word; a long press places the caret and moves it with the finger until the lift.
    ///
    /// The tap does not wait for the double tap to fail: the first tap already places the caret, as on
    /// iOS. All three fail when the finger travels, so a drag that starts on the field still scrolls an
    /// enclosing scroll view.
    func installEditingGestures() {
        let tap = UITapGestureRecognizer { [weak self] recognizer in
            self?.editingTap(at: recognizer.location(in: self))
        }
        tap.name = "text field tap"
        let doubleTap = UITapGestureRecognizer { [weak self] recognizer in
            self?.editingDoubleTap(at: recognizer.location(in: self))
        }
        doubleTap.numberOfTapsRequired = 2
        doubleTap.name = "text field double tap"
        let longPress = UILongPressGestureRecognizer { [weak self] recognizer in
            self?.editingLongPress(recognizer)
        }
        longPress.name = "text field long press"
        for recognizer in [tap, doubleTap, longPress] {
            addGestureRecognizer(recognizer)
            editingGestures.append(recognizer)
        }
    }

    private func editingTap(at point: CGPoint) {
        guard isEnabled else { return }
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            clearByButton()
            return
        }
        if !isEditing { guard becomeFirstResponder() else { return } }
        moveCaret(to: offset(nearest: point), extending: false)
    }

    private func editingDoubleTap(at point: CGPoint) {
        guard isEnabled else { return }
        if !isEditing { guard becomeFirstResponder() else { return } }
        editor.select(editor.wordRange(at: offset(nearest: point)))
        caretMoved()
    }

    private func editingLongPress(_ recognizer: UIGestureRecognizer) {
        guard isEnabled else { return }
        switch recognizer.state {
        case .began:
            if !isEditing { guard becomeFirstResponder() else { return } }
            moveCaret(to: offset(nearest: recognizer.location(in: self)), extending: false)
        case .changed:
            guard isEditing else { return }
            moveCaret(to: offset(nearest: recognizer.location(in: self)), extending: false)
        default:
            return
        }
    }
}
