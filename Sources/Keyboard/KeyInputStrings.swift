import CXkbcommon

/// UIKit's strings for keys that type no character (or whose character iOS spells differently):
/// `UIKeyCommand.inputLeftArrow` is `"UIKeyInputLeftArrow"`, Backspace types `"\u{8}"`, and so on.
/// Keypad navigation keys (Num Lock off) give the same strings as the main block's.
enum KeyInputStrings {
    /// The string for `keysym`, or `nil` when the key's own UTF-8 is the answer.
    static func string(for keysym: xkb_keysym_t) -> String? {
        switch Int32(bitPattern: keysym) {
        case XKB_KEY_BackSpace: "\u{8}"
        case XKB_KEY_Tab, XKB_KEY_ISO_Left_Tab, XKB_KEY_KP_Tab: "\t"
        case XKB_KEY_Return, XKB_KEY_KP_Enter: "\r"
        case XKB_KEY_Escape: "\u{1B}"
        case XKB_KEY_Left, XKB_KEY_KP_Left: "UIKeyInputLeftArrow"
        case XKB_KEY_Right, XKB_KEY_KP_Right: "UIKeyInputRightArrow"
        case XKB_KEY_Up, XKB_KEY_KP_Up: "UIKeyInputUpArrow"
        case XKB_KEY_Down, XKB_KEY_KP_Down: "UIKeyInputDownArrow"
        case XKB_KEY_Page_Up, XKB_KEY_KP_Page_Up: "UIKeyInputPageUp"
        case XKB_KEY_Page_Down, XKB_KEY_KP_Page_Down: "UIKeyInputPageDown"
        case XKB_KEY_Home, XKB_KEY_KP_Home: "UIKeyInputHome"
        case XKB_KEY_End, XKB_KEY_KP_End: "UIKeyInputEnd"
        case XKB_KEY_Delete, XKB_KEY_KP_Delete: "UIKeyInputDelete"
        case XKB_KEY_F1...XKB_KEY_F12: "UIKeyInputF\(Int32(bitPattern: keysym) - XKB_KEY_F1 + 1)"
        default: nil
        }
    }

    /// Whether `keysym` is on the numeric keypad (`KP_*`, Num Lock on or off).
    static func isKeypad(_ keysym: xkb_keysym_t) -> Bool {
        (UInt32(XKB_KEY_KP_Space)...UInt32(XKB_KEY_KP_Equal)).contains(keysym)
    }

    /// The text of `count` bytes xkbcommon wrote, or `nil` when they are not valid UTF-8: a keymap or
    /// compose file can map a key to anything, and invalid text must never reach a responder.
    static func validatedUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        String(validating: bytes, as: UTF8.self)
    }
}
