/// Hides what was typed in a recording, as `libinput record` does by default: every key of the main
/// typing block and the keypad is written as `KEY_A`, so a recording attached to a bug report cannot leak
/// a password. Escape, Tab, Enter and Left Ctrl stay, because gestures and shortcuts need them and they
/// reveal no text. (libinput's `tools/libinput-record.c`, "obfuscate_keycode"; `--show-keycodes` there and
/// in `uikit record` turns this off.)
public enum KeyCodeObfuscation {
    /// `KEY_A`, what hidden keys become.
    public static let replacement: UInt32 = 30

    /// The code to write for `code`.
    public static func obfuscated(_ code: UInt32) -> UInt32 {
        isHidden(code) ? replacement : code
    }

    /// Whether `code` is hidden: `KEY_ESC` (1) < code < `KEY_CAPSLOCK` (58), or `KEY_KP7` (71) ...
    /// `KEY_KPDOT` (83), except `KEY_TAB` (15), `KEY_ENTER` (28) and `KEY_LEFTCTRL` (29).
    public static func isHidden(_ code: UInt32) -> Bool {
        if [15, 28, 29].contains(code) { return false }
        return (code > 1 && code < 58) || (71...83).contains(code)
    }
}
