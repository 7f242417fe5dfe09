import Foundation

/// A place in a text input's document, between two characters.
///
/// Opaque, as on iOS: make positions with the input's own methods (``UITextInput/beginningOfDocument``,
/// ``UITextInput/position(from:offset:)``…) and pass them back to the input that made them. The inputs
/// in this module count offsets in UTF-16 code units, like `NSRange` and iOS's text views.
@MainActor
open class UITextPosition {
    /// Creates a position; subclasses give it meaning.
    public init() {}
}

/// A range of a text input's document, from ``start`` to ``end``.
@MainActor
open class UITextRange {
    /// Creates a range; subclasses give it its ends.
    public init() {}
    /// The start of the range. The base class has none; a subclass overrides it.
    open var start: UITextPosition { UITextPosition() }
    /// The end of the range. The base class has none; a subclass overrides it.
    open var end: UITextPosition { UITextPosition() }
    /// Whether the range holds no characters.
    open var isEmpty: Bool { true }
}

/// A position that is an offset, in UTF-16 code units, into a text input's document.
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
}

/// A range between two offset positions, in document order.
final class TextOffsetRange: UITextRange {
    let range: Range<Int>
    init(_ range: Range<Int>) {
        self.range = range
        super.init()
    }
    override var start: UITextPosition { TextOffsetPosition(range.lowerBound) }
    override var end: UITextPosition { TextOffsetPosition(range.upperBound) }
    override var isEmpty: Bool { range.isEmpty }
}

/// A text input a program can read and edit through positions and ranges: the selection, the caret's
/// rectangle, the position under a point.
///
/// A useful subset of iOS's `UITextInput`. Left out: marked text (input-method composition), writing
/// direction, geometry of multi-line ranges (`selectionRects(for:)`), tokenizers and the input delegate
/// (docs/text-entry.md). Offsets are UTF-16 code units, as on iOS. A position that lies outside the
/// document, or that another input made, is clamped into this document and reported as a diagnostic;
/// it never traps.
@MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection; an empty range is the caret. Setting it moves the caret or selects.
    var selectedTextRange: UITextRange? { get set }
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// A range between two positions (in either order).
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 units from `position`, or `nil` when that lies outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The UTF-16 units from one position to another (negative when `to` comes first).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The caret's rectangle at `position`, in the input's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The position nearest to `point` (in the input's coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
}
