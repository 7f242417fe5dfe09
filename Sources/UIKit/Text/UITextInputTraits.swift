/// The kind of keyboard a text input asks for. Stored for the on-screen keyboard, which chooses its
/// layout from it; a hardware keyboard types whatever its keys say, as on iOS.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the current input method.
    case `default`
    /// Standard ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// Entering URLs.
    case URL
    /// Digits only (a number pad).
    case numberPad
    /// Entering telephone numbers.
    case phonePad
    /// A name and a phone number.
    case namePhonePad
    /// Entering email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// Twitter text entry.
    case twitter
    /// Web search terms and URLs.
    case webSearch
    /// A number pad that outputs only ASCII digits.
    case asciiCapableNumberPad
}

/// The title of the Return key on the on-screen keyboard. Stored; the hardware Return key always returns.
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// When the on-screen keyboard turns Shift on by itself. Stored for the on-screen keyboard; hardware
/// keys are not changed, as on iOS.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// At the start of each word.
    case words
    /// At the start of each sentence.
    case sentences
    /// For every character.
    case allCharacters
}

/// How a text input wants the keyboard to behave.
///
/// Differences from iOS: only the traits an on-screen keyboard and secure entry need; no autocorrection,
/// spell checking, smart quotes or content types (docs/text-entry.md).
@MainActor
public protocol UITextInputTraits: AnyObject {
    /// The keyboard the input asks for.
    var keyboardType: UIKeyboardType { get set }
    /// The Return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// When the keyboard shifts by itself.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether the text is hidden (drawn as bullets) and cannot be copied.
    var isSecureTextEntry: Bool { get set }
}
