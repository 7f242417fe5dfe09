import Foundation

/// The object that decides and hears about a text field's editing: whether it may begin and end, whether
/// a change is allowed, what Return and the clear button do.
///
/// Every method is optional (defaults below), as on iOS. Order while a field takes focus:
/// `textFieldShouldBeginEditing` → `textFieldDidBeginEditing` → `editingDidBegin`; while it loses it:
/// `textFieldShouldEndEditing` → `textFieldDidEndEditing` → `editingDidEnd`.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may become first responder. Default `true`.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may resign first responder. Default `true`.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` (UTF-16 units of the current text) may be replaced by `string`
    /// (empty for a deletion). Return `false` to refuse the edit; the field then stays unchanged.
    /// Default `true`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection or caret moved, or the text changed by editing.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field. Default `true`.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed. Return `true` for the field's default (sending `editingDidEndOnExit`, which
    /// ends editing). Default `true`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
