import InputCore

/// A key on a hardware keyboard.
///
/// Linux reports keys by evdev code; there is no keymap here, so `characters` are left empty unless a
/// source provides them.
public struct UIKey: Hashable, Sendable {
    /// The evdev key code (`KEY_A` = 30 …).
    public var keyCode: UInt32
    /// The characters the key produces, when known.
    public var characters: String
    /// Creates a key.
    public init(keyCode: UInt32, characters: String = "") { self.keyCode = keyCode; self.characters = characters }
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
    /// The key.
    public let key: UIKey?
    /// The responder the press is delivered to.
    public internal(set) weak var responder: UIResponder?

    init(phase: Phase, timestamp: TimeInterval, key: UIKey) {
        self.phase = phase
        self.timestamp = timestamp
        self.key = key
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
