import CXkbcommon
import InputCore

/// One keyboard's (or seat's) live state under a ``Keymap``: held modifiers, locks, the active layout, and
/// a compose sequence in progress.
///
/// ``update(code:state:)`` takes every key change, presses and releases, and says what it means:
/// - `characters` come from the state *before* the key is applied (as typing does), through the
///   compose table when one is set: a dead key or a sequence in progress types `""`, its last key the
///   composed text, a cancelled sequence `""`;
/// - `charactersIgnoringModifiers` are the key's first level in the active layout, whatever is held;
/// - `modifiers` are those in effect *with* the key: pressing Shift reports `.shift`, releasing it still
///   does (the state before the release), as iOS reports a modifier key's own flag.
public final class KeyboardState {
    /// The keymap.
    public let keymap: Keymap
    /// The compose table, if any.
    public let compose: ComposeTable?
    private let state: OpaquePointer
    private let composeState: OpaquePointer?
    private let modifierIndices: [(xkb_mod_index_t, KeyModifiers)]
    /// A scratch buffer for UTF-8 from xkbcommon, kept so a key press allocates no buffer.
    private var scratch = [UInt8](repeating: 0, count: 64)

    /// A fresh state (nothing held, no locks, first layout) for `keymap`, composing through `compose`.
    public init(keymap: Keymap, compose: ComposeTable? = nil) throws(KeyboardError) {
        guard let state = xkb_state_new(keymap.pointer) else {
            throw .keymapCompilationFailed(keymap.names, messages: ["xkbcommon could not create a keyboard state"])
        }
        self.keymap = keymap
        self.compose = compose
        self.state = state
        self.composeState = compose.flatMap { xkb_compose_state_new($0.pointer, XKB_COMPOSE_STATE_NO_FLAGS) }
        let named: [(String, KeyModifiers)] = [
            ("Shift", .shift), ("Lock", .capsLock), ("Control", .control), ("Mod1", .alternate), ("Mod4", .command),
        ]
        modifierIndices = named.compactMap { name, flag in
            let index = xkb_keymap_mod_get_index(keymap.pointer, name)
            return index == XKB_MOD_INVALID ? nil : (index, flag)
        }
    }

    deinit {
        if let composeState { xkb_compose_state_unref(composeState) }
        xkb_state_unref(state)
    }

    /// The modifiers in effect now (held, latched or locked).
    public var modifiers: KeyModifiers {
        var flags: KeyModifiers = []
        for (index, flag) in modifierIndices
        where xkb_state_mod_index_is_active(state, index, XKB_STATE_MODS_EFFECTIVE) > 0 {
            flags.insert(flag)
        }
        return flags
    }

    /// Applies the key with evdev code `code` going `state` and returns what it means (see the type).
    public func update(code: UInt32, state buttonState: ButtonState) -> KeyTranslation {
        let key = code + Keymap.evdevOffset
        let keysym = xkb_state_key_get_one_sym(state, key)
        let layout = xkb_state_key_get_layout(state, key)
        let baseSym = baseKeysym(key: key, layout: layout)
        let ignoring = baseSym.map(text(forKeysym:)) ?? ""
        let characters: String
        if buttonState == .pressed, let composed = composeStep(keysym) {
            characters = composed
        } else {
            characters = KeyInputStrings.string(for: keysym) ?? utf8(key: key)
        }
        var flags: KeyModifiers
        switch buttonState {
        case .pressed:
            xkb_state_update_key(state, key, XKB_KEY_DOWN)
            flags = modifiers
        case .released:
            flags = modifiers
            xkb_state_update_key(state, key, XKB_KEY_UP)
        }
        if KeyInputStrings.isKeypad(keysym) || baseSym.map(KeyInputStrings.isKeypad) == true { flags.insert(.numericPad) }
        return KeyTranslation(
            characters: characters, charactersIgnoringModifiers: ignoring, modifiers: flags,
            repeats: keymap.repeats(code: code))
    }

    /// Forgets a compose sequence in progress (focus moved, the keyboard went away).
    public func resetCompose() {
        if let composeState { xkb_compose_state_reset(composeState) }
    }

    // MARK: Helpers

    /// The key's keysym on level 1 of `layout`, if it has one.
    private func baseKeysym(key: xkb_keycode_t, layout: xkb_layout_index_t) -> xkb_keysym_t? {
        guard layout != XKB_LAYOUT_INVALID else { return nil }
        var syms: UnsafePointer<xkb_keysym_t>?
        let count = xkb_keymap_key_get_syms_by_level(keymap.pointer, key, layout, 0, &syms)
        guard count > 0, let syms else { return nil }
        return syms[0]
    }

    /// Feeds `keysym` to the compose state: the text to type when composing decided it (`""` while a
    /// sequence is in progress or was cancelled), `nil` when compose has nothing to say about the key.
    private func composeStep(_ keysym: xkb_keysym_t) -> String? {
        guard let composeState else { return nil }
        guard xkb_compose_state_feed(composeState, keysym) == XKB_COMPOSE_FEED_ACCEPTED else { return nil }
        switch xkb_compose_state_get_status(composeState) {
        case XKB_COMPOSE_COMPOSING:
            return ""
        case XKB_COMPOSE_COMPOSED:
            let needed = scratch.withUnsafeMutableBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { xkb_compose_state_get_utf8(composeState, $0.baseAddress, $0.count) }
            }
            var composed = decodeScratch(count: Int(needed)) ?? ""
            if composed.isEmpty {
                // A sequence may give only a keysym (no string): type that keysym's text.
                composed = text(forKeysym: xkb_compose_state_get_one_sym(composeState))
            }
            xkb_compose_state_reset(composeState)
            return composed
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(composeState)
            return ""
        default:
            return nil
        }
    }

    /// The key's UTF-8 in the current state (Control's transformation included), guarded.
    private func utf8(key: xkb_keycode_t) -> String {
        let needed = scratch.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { xkb_state_key_get_utf8(state, key, $0.baseAddress, $0.count) }
        }
        return decodeScratch(count: Int(needed)) ?? ""
    }

    /// The text of one keysym: UIKit's string for a non-printing key, else its UTF-8, guarded.
    private func text(forKeysym keysym: xkb_keysym_t) -> String {
        if let special = KeyInputStrings.string(for: keysym) { return special }
        let needed = scratch.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { xkb_keysym_to_utf8(keysym, $0.baseAddress, $0.count) }
        }
        // xkb_keysym_to_utf8 counts the terminating NUL; the others do not.
        return decodeScratch(count: max(Int(needed) - 1, 0)) ?? ""
    }

    /// The first `count` bytes of the scratch buffer as text; `nil` when xkbcommon reported an error or
    /// truncation (a count outside the buffer) or the bytes are not valid UTF-8.
    private func decodeScratch(count: Int) -> String? {
        guard count > 0, count < scratch.count else { return nil }
        return scratch.withUnsafeBufferPointer { KeyInputStrings.validatedUTF8(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }
}
