import CoreGraphics
import Foundation

extension UITextView {
    /// The selection; an empty range is the caret. Positions outside the text are clamped (with a
    /// diagnostic) and rounded down to a grapheme-cluster boundary.
    public var selectedTextRange: UITextRange? {
        get { TextOffsetRange(editor.selection) }
        set {
            guard let newValue else { return }
            let start = offset(of: newValue.start, "selectedTextRange start")
            let end = offset(of: newValue.end, "selectedTextRange end")
            editor.select(min(start, end)..<max(start, end))
            caretMoved()
        }
    }

    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    /// The position after the last character.
    public var endOfDocument: UITextPosition { TextOffsetPosition(editor.utf16Count) }

    /// The text in `range`, its ends rounded to grapheme-cluster boundaries.
    public func text(in range: UITextRange) -> String? {
        let bounds = clampedRange(range, "text(in:)")
        let text = editor.text
        let start = String.Index(utf16Offset: bounds.lowerBound, in: text)
        let end = String.Index(utf16Offset: bounds.upperBound, in: text)
        return String(text[start..<end])
    }

    /// Replaces the text in `range` with `text` as an edit by the user (the delegate may refuse it).
    public func replace(_ range: UITextRange, withText text: String) {
        userEdit(replacing: clampedRange(range, "replace(_:withText:)"), with: text)
    }

    /// A range between two positions, in document order.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let start = offset(of: fromPosition, "textRange(from:to:)")
        let end = offset(of: toPosition, "textRange(from:to:)")
        return TextOffsetRange(min(start, end)..<max(start, end))
    }

    /// The position `offset` UTF-16 units from `position`; `nil` outside the document, as on iOS.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let start = self.offset(of: position, "position(from:offset:)")
        let (target, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= editor.utf16Count else { return nil }
        return TextOffsetPosition(target)
    }

    /// How two positions are ordered.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(of: position, "compare(_:to:)")
        let b = offset(of: other, "compare(_:to:)")
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    /// The UTF-16 units from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        offset(of: toPosition, "offset(from:to:)") - offset(of: from, "offset(from:to:)")
    }

    /// The caret's rectangle at `position`, in the text view's coordinates (its content).
    public func caretRect(for position: UITextPosition) -> CGRect {
        caretRect(atOffset: editor.snapped(offset(of: position, "caretRect(for:)")))
    }

    /// The cluster boundary nearest to `point`.
    public func closestPosition(to point: CGPoint) -> UITextPosition? { TextOffsetPosition(offset(nearest: point)) }

    /// The offset a position stands for, clamped into the text; a position from elsewhere (another
    /// input's subclass, or out of range) is reported.
    func offset(of position: UITextPosition, _ caller: String) -> Int {
        guard let position = position as? TextOffsetPosition else {
            diagnose("\(caller): a position this text view did not make; the end of the text used instead")
            return editor.utf16Count
        }
        guard position.offset >= 0, position.offset <= editor.utf16Count else {
            let clamped = min(max(position.offset, 0), editor.utf16Count)
            diagnose("\(caller): offset \(position.offset) outside the text (0…\(editor.utf16Count)); clamped to \(clamped)")
            return clamped
        }
        return position.offset
    }

    private func clampedRange(_ range: UITextRange, _ caller: String) -> Range<Int> {
        let start = offset(of: range.start, caller)
        let end = offset(of: range.end, caller)
        return editor.snapped(min(start, end))..<editor.snapped(max(start, end))
    }
}
