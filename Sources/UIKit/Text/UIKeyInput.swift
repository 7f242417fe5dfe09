/// A responder that takes typed text: the minimum a view needs to receive characters from a keyboard.
///
/// A hardware key that types characters reaches the first responder's `pressesBegan`; a text input turns
/// it into ``insertText(_:)`` (Backspace into ``deleteBackward()``), as UIKit's text views do.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the input holds any text.
    var hasText: Bool { get }
    /// Inserts `text` at the caret, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the grapheme cluster before the caret.
    func deleteBackward()
}
