extension UITextField {
    /// Performs `key`; `false` when the field does not handle it.
    func handleKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        if !flags.intersection([.control, .command]).isEmpty {
            guard key.charactersIgnoringModifiers.lowercased() == "a" else { return false }
            editor.select(0..<editor.utf16Count)
            caretMoved()
            return true
        }
        switch key.characters {
        case "\u{8}":
            deleteBackward()
        case "\u{7F}":
            let selection = editor.selection
            if !selection.isEmpty {
                userEdit(replacing: selection, with: "")
            } else if selection.upperBound < editor.utf16Count {
                userEdit(replacing: selection.lowerBound..<editor.boundary(after: selection.lowerBound), with: "")
            }
        case "\r", "\n":
            returnKeyPressed()
        case "\t":
            TextFocusOrder.moveFocus(from: self, backwards: extending)
        case "UIKeyInputLeftArrow":
            let selection = editor.selection
            let target = !extending && !selection.isEmpty ? selection.lowerBound : editor.boundary(before: editor.head)
            moveCaret(to: target, extending: extending)
        case "UIKeyInputRightArrow":
            let selection = editor.selection
            let target = !extending && !selection.isEmpty ? selection.upperBound : editor.boundary(after: editor.head)
            moveCaret(to: target, extending: extending)
        case "UIKeyInputUpArrow", "UIKeyInputHome", "UIKeyInputPageUp":
            moveCaret(to: 0, extending: extending)
        case "UIKeyInputDownArrow", "UIKeyInputEnd", "UIKeyInputPageDown":
            moveCaret(to: editor.utf16Count, extending: extending)
        default:
            guard Self.isTypedText(key.characters) else { return false }
            insertText(key.characters)
        }
        return true
    }

    /// Whether `characters` are text to insert: not empty, no control characters, not a named key.
    static func isTypedText(_ characters: String) -> Bool {
        guard !characters.isEmpty, !characters.hasPrefix("UIKeyInput") else { return false }
        return !characters.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Moves the caret (or the selection's moving end) and redraws.
    func moveCaret(to offset: Int, extending: Bool) {
        editor.moveHead(to: offset, extending: extending)
        caretMoved()
    }

    /// Return: when ``UITextFieldDelegate/textFieldShouldReturn(_:)`` allows the default, the field sends
    /// `editingDidEndOnExit`, and resigns first responder when an action listens for that event (iOS
    /// dismisses the keyboard only then).
    func returnKeyPressed() {
        if let delegate, !delegate.textFieldShouldReturn(self) {
            note("Return: textFieldShouldReturn returned false")
            return
        }
        let listened = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if listened { resignFirstResponder() }
    }
}
