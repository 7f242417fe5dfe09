import CoreGraphics

/// The line a field draws and the map from its text's offsets to the line's caret stops.
struct DrawnLine {
    /// The laid-out line: the text, its bullets, or the placeholder.
    let line: TextLine
    /// Whether the line is the placeholder (the field is empty).
    let isPlaceholder: Bool
    /// The UTF-16 offset, in the field's real text, of each caret stop of ``line``. Secure entry draws
    /// one bullet per cluster, so the stops are the real text's cluster boundaries, not the bullets'.
    let boundaries: [Int]

    /// The caret stop at or before `utf16Offset`.
    func stop(atOrBefore utf16Offset: Int) -> Int {
        var low = 0
        var high = boundaries.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if boundaries[middle] <= utf16Offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The x of the caret before the text at `utf16Offset`, from the line's start.
    func caretX(at utf16Offset: Int) -> CGFloat {
        guard !isPlaceholder else { return 0 }
        return line.caretOffsets[stop(atOrBefore: utf16Offset)]
    }
}

extension UITextField {
    /// Space between the border and the text, per border style: 7 pt for a rounded rectangle (iOS's
    /// text rectangle starts 7 pt in), 2 pt for a line or bezel, none without a border.
    static func textInset(for style: BorderStyle) -> CGFloat {
        switch style {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// The clear button's diameter, as iOS draws it.
    static let clearButtonSize: CGFloat = 19

    /// Whether the clear button shows now: there is text and ``clearButtonMode`` allows it.
    var showsClearButton: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The rectangle text is drawn in now.
    var currentTextRect: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    /// The line drawn now, laid out once per change of text or style (only the chunks an edit touched).
    var drawnLine: DrawnLine {
        if let cachedLine { return cachedLine }
        let font = self.font ?? .systemFont(ofSize: UIFont.systemFontSize)
        let made: DrawnLine
        if editor.text.isEmpty {
            let style = font.textStyle(color: Self.placeholderColor)
            made = DrawnLine(line: TextLine(placeholder ?? "", style: style), isPlaceholder: true, boundaries: [0])
        } else if isSecureTextEntry {
            var boundaries = [0]
            var offset = 0
            for character in editor.text {
                offset += character.utf16.count
                boundaries.append(offset)
            }
            let bullets = String(repeating: Self.secureBullet, count: boundaries.count - 1)
            made = DrawnLine(line: TextLine(bullets, style: font.textStyle(color: textColor ?? .black)),
                             isPlaceholder: false, boundaries: boundaries)
        } else {
            // The line before this edit is laid out again in its own storage (only the chunk the edit
            // touched is shaped), or, when something else still holds it, lends a new line the chunks the
            // edit left alone (TextLine.relayOut). Moved out of the field first, so that the field's
            // variable is its only reference.
            let style = font.textStyle(color: textColor ?? .black)
            let line: TextLine
            if var previous = previousTextLine {
                previousTextLine = nil
                TextLine.relayOut(&previous, to: editor.text, style: style)
                line = previous
            } else {
                line = TextLine(editor.text, style: style)
            }
            made = DrawnLine(line: line, isPlaceholder: false, boundaries: line.utf16Boundaries)
            previousTextLine = line
        }
        cachedLine = made
        return made
    }

    /// Where the line's start is drawn, in the field's coordinates: aligned when it fits the text
    /// rectangle, otherwise scrolled by ``scrollOffset``; centred vertically.
    var lineOrigin: CGPoint {
        let area = currentTextRect
        let line = drawnLine.line
        let room = area.width - line.size.width
        var x = area.minX - scrollOffset
        if room > 0 {
            switch textAlignment {
            case .center: x = area.minX + room / 2
            case .right: x = area.minX + room
            default: x = area.minX
            }
        }
        return CGPoint(x: x, y: area.midY - line.size.height / 2)
    }

    /// The part of the field the text, its selection and its caret are drawn in: the text rectangle (and
    /// the caret's width beyond it) at the line's height, plus a point of antialiasing above and below.
    var textBox: CGRect {
        let area = currentTextRect
        let height = drawnLine.line.size.height
        return CGRect(x: area.minX - Self.caretWidth, y: area.midY - height / 2 - 1,
                      width: area.width + 2 * Self.caretWidth, height: height + 2).intersection(bounds)
    }

    /// Scrolls the text sideways so the caret (the selection's moving end) lies inside the text
    /// rectangle, scrolling as little as possible, as iOS does.
    func scrollCaretIntoView() {
        let area = currentTextRect
        let line = drawnLine
        let overflow = line.line.size.width + Self.caretWidth - area.width
        guard overflow > 0 else {
            scrollOffset = 0
            return
        }
        let caret = line.caretX(at: editor.head)
        if caret - scrollOffset > area.width - Self.caretWidth { scrollOffset = caret - area.width + Self.caretWidth }
        if caret < scrollOffset { scrollOffset = caret }
        scrollOffset = min(max(scrollOffset, 0), overflow)
    }

    /// The caret's rectangle before the text at `utf16Offset`, in the field's coordinates.
    func caretRect(atOffset utf16Offset: Int) -> CGRect {
        let origin = lineOrigin
        let line = drawnLine
        return CGRect(x: origin.x + line.caretX(at: utf16Offset), y: origin.y, width: Self.caretWidth,
                      height: line.line.size.height)
    }

    /// The text offset of the cluster boundary nearest to `point` (field coordinates).
    func offset(nearest point: CGPoint) -> Int {
        let line = drawnLine
        guard !line.isPlaceholder else { return 0 }
        let stop = line.line.boundary(nearestTo: point.x - lineOrigin.x)
        return line.boundaries[min(stop, line.boundaries.count - 1)]
    }
}
