extension UITextView {
    /// Performs `key` while editing; `false` when the view does not handle it.
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
            insertText("\n")
        case "\t":
            insertText("\t")
        case "UIKeyInputLeftArrow":
            let selection = editor.selection
            move(to: !extending && !selection.isEmpty ? selection.lowerBound : editor.boundary(before: editor.head), extending: extending)
        case "UIKeyInputRightArrow":
            let selection = editor.selection
            move(to: !extending && !selection.isEmpty ? selection.upperBound : editor.boundary(after: editor.head), extending: extending)
        case "UIKeyInputUpArrow":
            moveVertically(by: -1, extending: extending)
        case "UIKeyInputDownArrow":
            moveVertically(by: 1, extending: extending)
        case "UIKeyInputHome":
            moveToLineEdge(end: false, extending: extending)
        case "UIKeyInputEnd":
            moveToLineEdge(end: true, extending: extending)
        default:
            guard UITextField.isTypedText(key.characters) else { return false }
            insertText(key.characters)
        }
        return true
    }

    /// Moves the caret (or the selection's moving end); forgets the column kept by Up and Down.
    func move(to offset: Int, extending: Bool) {
        goalX = nil
        editor.moveHead(to: offset, extending: extending)
        caretMoved()
    }

    /// Up or Down: to the stop nearest the kept column on the line above or below; from the first line Up
    /// goes to the start, from the last Down to the end, as iOS does.
    func moveVertically(by lines: Int, extending: Bool) {
        let block = self.block
        let stop = block.stops[block.boundaryIndex(atOrBeforeUTF16: editor.head)]
        let column = goalX ?? stop.x
        let target = stop.line + lines
        let offset: Int
        if target < 0 {
            offset = 0
        } else if target >= block.lines.count {
            offset = editor.utf16Count
        } else {
            offset = block.utf16Boundaries[block.boundary(onLine: target, nearestX: column)]
        }
        editor.moveHead(to: offset, extending: extending)
        caretMoved()
        goalX = column
    }

    /// Home or End: the first or last stop of the caret's line.
    func moveToLineEdge(end: Bool, extending: Bool) {
        let block = self.block
        let line = block.stops[block.boundaryIndex(atOrBeforeUTF16: editor.head)].line
        // Far beyond any line, but finite enough that distances to it still differ.
        let x: CGFloat = end ? 1e9 : -1e9
        var index = block.boundary(onLine: line, nearestX: x)
        // The last stop of a line ending in a newline is before the newline; a wrapped line's end is the
        // next line's first stop, which belongs to the next line, so the nearest stop is the right one.
        index = min(index, block.utf16Boundaries.count - 1)
        move(to: block.utf16Boundaries[index], extending: extending)
    }
}
