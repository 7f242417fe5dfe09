/// A key combination a responder handles as a command: Command-F to search, Escape to dismiss, the arrows
/// to move a selection.
///
/// Responders list their commands in ``UIResponder/keyCommands``. When a key goes down UIKit looks for a
/// matching command from the first responder up the responder chain *before* delivering the press; a
/// command that matches and has a target (``UIResponder/target(forAction:withSender:)`` from the first
/// responder) is performed and the press is not delivered to `pressesBegan`, as on iOS. A held key that
/// repeats performs its command again at each repeat (docs/keyboard.md).
@MainActor
open class UIKeyCommand {
    /// The key's characters to match: a character (`"f"`, `"?"`) or one of the input constants
    /// (``inputLeftArrow``, ``inputEscape`` …).
    public let input: String?
    /// The modifiers that must be held (Shift, Control, Option, Command; Caps Lock and the keypad flag are
    /// ignored when matching).
    public let modifierFlags: UIKeyModifierFlags
    /// The action sent through the responder chain.
    public let action: Selector?
    /// The command's name, shown where commands are listed.
    open var title: String
    /// A more descriptive name for the discoverability list, when it differs from ``title``.
    open var discoverabilityTitle: String?
    /// Whether the command wins over what the system does with the key in a text input (typing, moving
    /// the caret, deleting). Default `false`: in a text input, plain typing keys type.
    open var wantsPriorityOverSystemBehavior = false
    /// A value the action can read to tell commands sharing an action apart.
    public let propertyList: (any Sendable)?

    /// A command titled `title` performing `action` for `input` with `modifierFlags` held.
    public init(
        title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: (any Sendable)? = nil, discoverabilityTitle: String? = nil
    ) {
        self.title = title
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// A command without a title (UIKit's original initializer).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// The name the command is listed under: ``discoverabilityTitle`` when set, else ``title``.
    public var listedTitle: String { discoverabilityTitle ?? title }

    // MARK: Input strings (UIKit's values)

    /// The Up Arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key (its press's characters are `"\u{1B}"`; both match).
    public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key.
    public static let inputDelete = "UIKeyInputDelete"
    /// F1.
    public static let f1 = "UIKeyInputF1"
    /// F2.
    public static let f2 = "UIKeyInputF2"
    /// F3.
    public static let f3 = "UIKeyInputF3"
    /// F4.
    public static let f4 = "UIKeyInputF4"
    /// F5.
    public static let f5 = "UIKeyInputF5"
    /// F6.
    public static let f6 = "UIKeyInputF6"
    /// F7.
    public static let f7 = "UIKeyInputF7"
    /// F8.
    public static let f8 = "UIKeyInputF8"
    /// F9.
    public static let f9 = "UIKeyInputF9"
    /// F10.
    public static let f10 = "UIKeyInputF10"
    /// F11.
    public static let f11 = "UIKeyInputF11"
    /// F12.
    public static let f12 = "UIKeyInputF12"

    // MARK: Matching

    /// The modifiers that decide a match.
    static let matchedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether `key` going down triggers this command: the same Shift/Control/Option/Command, and
    /// ``input`` equal to the key's characters or its characters ignoring modifiers (letters in either
    /// case, so `"f"` with Command-Shift matches the key typing `"F"`).
    public func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        guard modifierFlags.intersection(Self.matchedModifiers) == key.modifierFlags.intersection(Self.matchedModifiers) else {
            return false
        }
        let wanted = Self.normalized(input)
        for candidate in [key.charactersIgnoringModifiers, key.characters] where !candidate.isEmpty {
            let found = Self.normalized(candidate)
            if found == wanted || found.lowercased() == wanted.lowercased() { return true }
        }
        return false
    }

    /// Escape's character and its input constant are the same key.
    private static func normalized(_ text: String) -> String { text == "\u{1B}" ? inputEscape : text }
}
