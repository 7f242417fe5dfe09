/// The modifier keys held or locked when a key changed, as a keymap reports them.
///
/// The bits are UIKit's `UIKeyModifierFlags` raw values, so UIKit converts without a table.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The flags' bits.
    public let rawValue: Int
    /// Creates modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let capsLock = KeyModifiers(rawValue: 1 << 16)
    /// A Shift key is held.
    public static let shift = KeyModifiers(rawValue: 1 << 17)
    /// A Control key is held.
    public static let control = KeyModifiers(rawValue: 1 << 18)
    /// An Alt key is held.
    public static let alternate = KeyModifiers(rawValue: 1 << 19)
    /// A Super (logo) key is held: UIKit's Command.
    public static let command = KeyModifiers(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = KeyModifiers(rawValue: 1 << 21)
}

/// What a key change means under a keymap: the text it types and the modifiers in effect.
///
/// Strings follow UIKit's conventions for keys that type no character: `"\u{8}"` Backspace, `"\r"`
/// Return, `"\t"` Tab, `"\u{1B}"` Escape, `"UIKeyInputLeftArrow"` and the other `UIKeyCommand` input
/// strings for arrows, navigation and function keys; a modifier key or a dead key types `""`.
public struct KeyTranslation: Hashable, Sendable {
    /// What the key types with the modifiers in effect (a finished compose sequence's text).
    public var characters: String
    /// What the key types on its first shift level, ignoring every modifier.
    public var charactersIgnoringModifiers: String
    /// The modifiers held or locked.
    public var modifiers: KeyModifiers
    /// Whether the keymap says the key repeats while held.
    public var repeats: Bool

    /// Creates a translation.
    public init(characters: String, charactersIgnoringModifiers: String, modifiers: KeyModifiers, repeats: Bool) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifiers = modifiers
        self.repeats = repeats
    }
}

/// Turns key codes into text through a keymap and its modifier state.
///
/// UIKit holds one (`UIApplication.keyTranslator`) without knowing how it works; the runtime and the
/// replay engine install the xkbcommon one (module `Keyboard`). Every key change of every keyboard goes
/// through ``translate(code:state:device:)``, releases too, so locks and held modifiers stay right.
public protocol KeyTranslator: AnyObject {
    /// Updates the state for `code` (an evdev key code) going `state` on `device` and says what it
    /// means. A press's translation uses the state before the key is applied to it, as typing does.
    func translate(code: UInt32, state: ButtonState, device: DeviceID) -> KeyTranslation
    /// The device is gone: keys it still held are released from the modifier state.
    func deviceRemoved(_ device: DeviceID)
    /// The keymap's names, for traces and recordings (`"evdev/pc105/us//"`).
    var keymapDescription: String { get }
}
