import Foundation

/// The object that decides and hears about a text view's editing. Every method is optional (defaults
/// below), as on iOS; the order is `textViewShouldBeginEditing` → `textViewDidBeginEditing` while it
/// takes focus, `textViewShouldEndEditing` → `textViewDidEndEditing` while it loses it. A text view is a
/// scroll view, and its delegate is its scroll view's ``UIScrollView/delegate``, as on iOS: set a
/// `UITextViewDelegate` there and it receives both kinds of callback.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the view may become first responder. Default `true`.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The view became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the view may resign first responder. Default `true`.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The view resigned first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the characters in `range` (UTF-16 units) may be replaced by `text` (empty for a deletion;
    /// `"\n"` for Return). Return `false` to refuse the edit. Default `true`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection or caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
