import InputCore

/// The modifier keys held, or locked, when a key went down.
///
/// The raw values are UIKit's, so flags written by code ported from iOS keep their meaning.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits.
    public let rawValue: Int
    /// Creates flags from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// An Alt (Option) key is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// A Super (Command) key is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key on a hardware keyboard.
///
/// `characters` are what the key types with the modifiers held (empty for a modifier key itself);
/// `charactersIgnoringModifiers` what it types without them. Keys that type no character carry UIKit's
/// input strings instead, as on iOS: `"\u{8}"` for Backspace, `"\r"` for Return, `"\t"` for Tab,
/// `"\u{1B}"` for Escape, and `UIKeyCommand`'s `"UIKeyInputLeftArrow"` … strings for arrows and
/// navigation keys.
public struct UIKey: Hashable, Sendable {
    /// The evdev key code (`KEY_A` = 30 …).
    public var keyCode: UInt32
    /// The characters the key produces with the modifiers held, when known.
    public var characters: String
    /// The characters the key produces without modifiers, when known.
    public var charactersIgnoringModifiers: String
    /// The modifier keys held or locked when the key went down.
    public var modifierFlags: UIKeyModifierFlags
    /// Creates a key.
    public init(
        keyCode: UInt32, characters: String = "", charactersIgnoringModifiers: String? = nil,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
    }
}

/// A physical key press, delivered to the first responder's `presses*` methods.
@MainActor
public final class UIPress: Hashable {
    /// The phase of a press.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began
        /// The key's value changed (unused for plain keys).
        case changed
        /// The key is held and did not change.
        case stationary
        /// The key went up.
        case ended
        /// The press was cancelled.
        case cancelled
    }

    /// The press's phase.
    public internal(set) var phase: Phase
    /// When the press last changed, in seconds of the framework clock.
    public internal(set) var timestamp: TimeInterval
    /// The key; `nil` for a press that is not a keyboard key (a tablet pad's button), as iOS's presses of
    /// remotes and controllers have none.
    public let key: UIKey?
    /// A Linux addition: the tablet pad button pressed, libinput's button number (from 0, in the order of
    /// the pad's evdev button codes); `nil` for keyboard keys (docs/pens.md, "Pad buttons").
    public let tabletPadButton: Int?
    /// A Linux addition: the mode of the pad's mode group when its button went down (0 for pads without
    /// modes; the mode LED shows it); `nil` for keyboard keys.
    public let tabletPadMode: Int?
    /// The responder the press is delivered to.
    public internal(set) weak var responder: UIResponder?

    init(phase: Phase, timestamp: TimeInterval, key: UIKey) {
        self.phase = phase
        self.timestamp = timestamp
        self.key = key
        tabletPadButton = nil
        tabletPadMode = nil
    }

    /// A tablet pad button's press.
    init(phase: Phase, timestamp: TimeInterval, tabletPadButton: Int, mode: Int) {
        self.phase = phase
        self.timestamp = timestamp
        key = nil
        self.tabletPadButton = tabletPadButton
        tabletPadMode = mode
    }

    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event carrying key presses.
@MainActor
public final class UIPressesEvent: UIEvent {
    /// The presses of this event.
    public internal(set) var allPresses: Set<UIPress> = []

    init(timestamp: TimeInterval) { super.init(type: .presses, timestamp: timestamp) }
}
