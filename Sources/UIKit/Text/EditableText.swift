/// The text of an editor and its selection, edited by grapheme cluster.
///
/// Offsets are UTF-16 code units (iOS's `NSRange` unit), and every offset the editor keeps lies on a
/// grapheme-cluster boundary: an offset from outside is clamped into the text and rounded down to the
/// boundary at or before it, so `"é"` written as `e` + U+0301, an emoji with modifiers or a flag is
/// always inserted, stepped over and deleted whole.
///
/// The selection has an anchor (where it started) and a head (the end that moves when Shift-arrow
/// extends it), as a hardware keyboard selection does on iOS.
struct EditableText {
    /// The text.
    private(set) var text: String = ""
    /// The fixed end of the selection.
    private(set) var anchor = 0
    /// The moving end of the selection (the caret when the selection is empty).
    private(set) var head = 0

    /// The length of the text in UTF-16 code units.
    private(set) var utf16Count = 0

    /// The selection in document order.
    var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// Replaces the whole text, with the caret at its end.
    mutating func setText(_ newText: String) {
        text = newText
        utf16Count = newText.utf16.count
        anchor = utf16Count
        head = utf16Count
    }

    /// Replaces `range` (clamped and rounded to cluster boundaries) with `string`; the caret goes after
    /// the inserted text.
    mutating func replace(_ range: Range<Int>, with string: String) {
        let lower = snapped(range.lowerBound)
        let upper = max(snapped(range.upperBound), lower)
        let start = index(at: lower)
        let end = index(at: upper)
        text.replaceSubrange(start..<end, with: string)
        utf16Count = text.utf16.count
        // Inserting combining marks can merge with the cluster before them; the caret still goes after
        // everything inserted, on a boundary.
        let caret = snapped(lower + string.utf16.count, roundingUp: true)
        anchor = caret
        head = caret
    }

    /// Selects `range` (clamped and rounded to boundaries); `head` is its upper end.
    mutating func select(_ range: Range<Int>) {
        anchor = snapped(range.lowerBound)
        head = max(snapped(range.upperBound), anchor)
    }

    /// Selects from `anchor` to `head` (each clamped and rounded to a boundary), keeping which end moves:
    /// a dragged selection handle is the head, so the text scrolls to show it.
    mutating func select(anchor newAnchor: Int, head newHead: Int) {
        anchor = snapped(newAnchor)
        head = snapped(newHead)
    }

    /// Moves the head to `offset`; with `extending`, the anchor stays (Shift held).
    mutating func moveHead(to offset: Int, extending: Bool) {
        head = snapped(offset)
        if !extending { anchor = head }
    }

    /// The boundary before `offset` (0 at the start).
    func boundary(before offset: Int) -> Int {
        let snappedOffset = snapped(offset)
        guard snappedOffset > 0 else { return 0 }
        let previous = text.index(before: index(at: snappedOffset))
        return previous.utf16Offset(in: text)
    }

    /// The boundary after `offset` (the end at the end).
    func boundary(after offset: Int) -> Int {
        let snappedOffset = snapped(offset)
        guard snappedOffset < utf16Count else { return utf16Count }
        return text.index(after: index(at: snappedOffset)).utf16Offset(in: text)
    }

    /// The word around `offset`: the run of letters and digits (or of other non-space characters, or of
    /// spaces) that the character after the offset belongs to, as a double tap selects on iOS.
    func wordRange(at offset: Int) -> Range<Int> {
        guard !text.isEmpty else { return 0..<0 }
        var position = index(at: snapped(offset))
        if position == text.endIndex { position = text.index(before: position) }
        let kind = Self.kind(of: text[position])
        var start = position
        while start > text.startIndex {
            let before = text.index(before: start)
            guard Self.kind(of: text[before]) == kind else { break }
            start = before
        }
        var end = text.index(after: position)
        while end < text.endIndex, Self.kind(of: text[end]) == kind { end = text.index(after: end) }
        return start.utf16Offset(in: text)..<end.utf16Offset(in: text)
    }

    /// `offset` clamped into the text and moved to a cluster boundary: down, or up with `roundingUp`.
    func snapped(_ offset: Int, roundingUp: Bool = false) -> Int {
        let clamped = min(max(offset, 0), utf16Count)
        let raw = String.Index(utf16Offset: clamped, in: text)
        if raw.samePosition(in: text) != nil { return clamped }
        // String's character operations round an index inside a cluster down to the cluster's start.
        let down = text.index(before: text.index(after: raw))
        let result = roundingUp ? text.index(after: down) : down
        return result.utf16Offset(in: text)
    }

    /// Whether `offset` lies inside the text and on a cluster boundary.
    func isBoundary(_ offset: Int) -> Bool { offset >= 0 && offset <= utf16Count && snapped(offset) == offset }

    private func index(at offset: Int) -> String.Index { String.Index(utf16Offset: offset, in: text) }

    private enum Kind { case word, space, other }

    private static func kind(of character: Character) -> Kind {
        if character.isLetter || character.isNumber || character == "_" { return .word }
        if character.isWhitespace { return .space }
        return .other
    }
}
