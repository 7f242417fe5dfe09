/// One key of the on-screen keyboard: what it does when a finger lifts on it.
enum OnScreenKeyboardKey: Equatable, Sendable {
    /// Types its text: a letter (shifted while Shift or Caps Lock is on), a digit, a symbol, ".com".
    case text(String)
    /// Shift: one tap shifts the next letter; a double tap locks capitals (Caps Lock).
    case shift
    /// Deletes backward; held, it repeats on the framework clock at the hardware key-repeat rate.
    case backspace
    /// Switches to another page ("123", "#+=", "ABC").
    case page(OnScreenKeyboardPage)
    /// The space bar.
    case space
    /// Return, titled from the text input's `returnKeyType`.
    case returnKey

    /// How wide the key is, in letter-key widths (the space bar takes what its row leaves).
    var widthUnits: Double {
        switch self {
        case .text(let text): text.count > 1 ? 1.5 : 1
        case .shift, .backspace: 1.4
        case .page: 1.3
        case .space: 0
        case .returnKey: 2.2
        }
    }

    /// Whether a touch-down shows the enlarged pop-up above the key (character keys, as on iOS).
    var showsPopup: Bool {
        if case .text = self { return true }
        return false
    }

    /// Whether it is drawn in the darker grey of iOS's function keys.
    var isFunctionKey: Bool {
        switch self {
        case .text, .space: false
        case .shift, .backspace, .page, .returnKey: true
        }
    }
}

/// The pages of the on-screen keyboard.
enum OnScreenKeyboardPage: Equatable, Sendable {
    /// The letters of the layout in use.
    case letters
    /// Digits and common punctuation.
    case numbers
    /// Brackets, currency and other symbols.
    case symbols
    /// A keypad for `.numberPad`, `.decimalPad`, `.phonePad`.
    case pad
}
