/// USB HID keyboard usages (usage page 0x07, what SDL's scancodes 0…231 are) to evdev key codes.
///
/// The mapping is the Linux kernel's (`hid_keyboard` in `drivers/hid/hid-input.c`): a fact of the
/// platform, so a key from a window system reaches the keymap as the same code libinput would give.
/// Usages the kernel leaves unmapped give `nil`.
public enum HIDKeyboardUsage {
    /// The evdev key code of keyboard usage `usage`, or `nil` when Linux maps none.
    public static func evdevCode(_ usage: UInt32) -> UInt32? {
        guard usage < UInt32(table.count) else { return nil }
        let code = table[Int(usage)]
        return code == 0 ? nil : UInt32(code)
    }

    /// Indexed by usage; 0 is "no key". Rows of 16 usages.
    private static let table: [UInt16] = [
        0, 0, 0, 0, 30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38,                        // 0x00: a…l
        50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44, 2, 3,                       // 0x10: m…z, 1, 2
        4, 5, 6, 7, 8, 9, 10, 11, 28, 1, 14, 15, 57, 12, 13, 26,                            // 0x20: 3…0, Return, Esc, BS, Tab, Space, - = [
        27, 43, 43, 39, 40, 41, 51, 52, 53, 58, 59, 60, 61, 62, 63, 64,                     // 0x30: ] \ #(non-US) ; ' ` , . / Caps F1…F7
        65, 66, 67, 68, 87, 88, 99, 70, 119, 110, 102, 104, 111, 107, 109, 106,             // 0x40: F8…F12, PrtSc, ScrLk, Pause, Ins, Home, PgUp, Del, End, PgDn, Right
        105, 108, 103, 69, 98, 55, 74, 78, 96, 79, 80, 81, 75, 76, 77, 71,                  // 0x50: Left, Down, Up, NumLk, KP / * - + Enter 1…7
        72, 73, 82, 83, 86, 127, 116, 117, 183, 184, 185, 186, 187, 188, 189, 190,          // 0x60: KP 8 9 0 ., 102nd, Compose, Power, KP =, F13…F20
        191, 192, 193, 194, 134, 138, 130, 132, 128, 129, 131, 137, 133, 135, 136, 113,     // 0x70: F21…F24, Open, Help, Props, Front, Stop, Again, Undo, Cut, Copy, Paste, Find, Mute
        115, 114, 0, 0, 0, 121, 0, 89, 93, 124, 92, 94, 95, 0, 0, 0,                        // 0x80: VolUp, VolDown, KP comma, Ro, Katakana/Hiragana, Yen, Henkan, Muhenkan, KP JP comma
        122, 123, 90, 91, 85, 0, 0, 0, 0, 0, 0, 0, 111, 0, 0, 0,                            // 0x90: Hangeul, Hanja, Katakana, Hiragana, Zenkaku/Hankaku, Clear → Delete
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,                                     // 0xA0
        0, 0, 0, 0, 0, 0, 179, 180, 0, 0, 0, 0, 0, 0, 0, 0,                                 // 0xB0: KP ( )
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,                                     // 0xC0
        0, 0, 0, 0, 0, 0, 0, 0, 111, 0, 0, 0, 0, 0, 0, 0,                                   // 0xD0: KP Clear → Delete
        29, 42, 56, 125, 97, 54, 100, 126, 164, 166, 165, 163, 161, 115, 114, 113,          // 0xE0: modifiers, media (kernel's extension)
        150, 158, 159, 128, 136, 177, 178, 176, 142, 152, 173, 140, 0, 0, 0, 0,             // 0xF0: WWW, Back, Forward, Stop, Find, ScrollUp/Down, Edit, Sleep, Coffee, Refresh, Calc
    ]
}
