import Keyboard

/// The keymaps and the compose table replays type through, compiled once a process.
///
/// A batch worker replays many recordings in one process; each recording's first key would otherwise compile
/// its keymap (and parse xkb-data's layout list and the en_US compose table) again, about 15 ms each time.
/// Compiled keymaps and compose tables are immutable (each translator keeps its own ``KeyboardState``), so
/// replays share them. A keymap that fails is not kept: the next recording naming it reports the same error.
@MainActor
enum ReplayKeymaps {
    private static var keymaps: [KeymapNames: Keymap] = [:]
    /// The compose table, `nil` inside when the locale has none (then nothing composes, as before).
    private static var compose: ComposeTable??

    /// A translator through the keymap for `names`, composing as en_US.UTF-8 does: the replay never reads
    /// the machine's locale, so a recording types the same characters everywhere.
    static func translator(for names: KeymapNames) throws(KeyboardError) -> XkbKeyTranslator {
        let keymap: Keymap
        if let kept = keymaps[names] {
            keymap = kept
        } else {
            keymap = try Keymap(names: names)
            keymaps[names] = keymap
        }
        return try XkbKeyTranslator(keymap: keymap, compose: composeTable())
    }

    private static func composeTable() -> ComposeTable? {
        if let compose { return compose }
        let table = try? ComposeTable(locale: "en_US.UTF-8")
        compose = .some(table)
        return table
    }
}
