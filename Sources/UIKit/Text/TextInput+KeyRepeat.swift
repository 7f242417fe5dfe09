/// A held key repeats into a text field or a text view as if it were typed again: iOS repeats keys inside
/// its text system, not by delivering presses again (InputRouter+KeyRepeat.swift). Being a
/// ``KeyRepeatReceiving`` also lets plain typing keys reach an editing input before key commands that do not
/// ask for priority (``UIKeyCommand/wantsPriorityOverSystemBehavior``).
extension UITextField: KeyRepeatReceiving {
    func keyRepeated(_ press: UIPress) {
        guard isEditing, let key = press.key else { return }
        _ = handleKey(key)
    }
}

extension UITextView: KeyRepeatReceiving {
    func keyRepeated(_ press: UIPress) {
        guard isEditing, let key = press.key else { return }
        _ = handleKey(key)
    }
}
