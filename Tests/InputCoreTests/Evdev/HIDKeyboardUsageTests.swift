import InputCore
import Testing

/// USB HID keyboard usages land on the evdev keys the kernel gives them, checked by the keys' names.
@Suite struct HIDKeyboardUsageTests {
    private func name(_ usage: UInt32) -> String? {
        HIDKeyboardUsage.evdevCode(usage).flatMap { EvdevNames.codeName(type: Evdev.EV_KEY, code: UInt16($0)) }
    }

    @Test func everyBlockOfTheKeyboardMaps() {
        let expected: [(UInt32, String)] = [
            (0x04, "KEY_A"), (0x1D, "KEY_Z"), (0x1E, "KEY_1"), (0x27, "KEY_0"), (0x28, "KEY_ENTER"), (0x29, "KEY_ESC"),
            (0x2A, "KEY_BACKSPACE"), (0x2B, "KEY_TAB"), (0x2C, "KEY_SPACE"), (0x2D, "KEY_MINUS"), (0x2E, "KEY_EQUAL"),
            (0x2F, "KEY_LEFTBRACE"), (0x30, "KEY_RIGHTBRACE"), (0x31, "KEY_BACKSLASH"), (0x32, "KEY_BACKSLASH"),
            (0x33, "KEY_SEMICOLON"), (0x34, "KEY_APOSTROPHE"), (0x35, "KEY_GRAVE"), (0x36, "KEY_COMMA"), (0x37, "KEY_DOT"),
            (0x38, "KEY_SLASH"), (0x39, "KEY_CAPSLOCK"), (0x3A, "KEY_F1"), (0x45, "KEY_F12"), (0x46, "KEY_SYSRQ"),
            (0x47, "KEY_SCROLLLOCK"), (0x48, "KEY_PAUSE"), (0x49, "KEY_INSERT"), (0x4A, "KEY_HOME"), (0x4B, "KEY_PAGEUP"),
            (0x4C, "KEY_DELETE"), (0x4D, "KEY_END"), (0x4E, "KEY_PAGEDOWN"), (0x4F, "KEY_RIGHT"), (0x50, "KEY_LEFT"),
            (0x51, "KEY_DOWN"), (0x52, "KEY_UP"), (0x53, "KEY_NUMLOCK"), (0x54, "KEY_KPSLASH"), (0x55, "KEY_KPASTERISK"),
            (0x56, "KEY_KPMINUS"), (0x57, "KEY_KPPLUS"), (0x58, "KEY_KPENTER"), (0x59, "KEY_KP1"), (0x61, "KEY_KP9"),
            (0x62, "KEY_KP0"), (0x63, "KEY_KPDOT"), (0x64, "KEY_102ND"), (0x65, "KEY_COMPOSE"), (0x67, "KEY_KPEQUAL"),
            (0x68, "KEY_F13"), (0x73, "KEY_F24"), (0x7F, "KEY_MUTE"), (0x80, "KEY_VOLUMEUP"), (0x81, "KEY_VOLUMEDOWN"),
            (0x87, "KEY_RO"), (0x89, "KEY_YEN"), (0x90, "KEY_HANGEUL"), (0x91, "KEY_HANJA"),
            (0xE0, "KEY_LEFTCTRL"), (0xE1, "KEY_LEFTSHIFT"), (0xE2, "KEY_LEFTALT"), (0xE3, "KEY_LEFTMETA"),
            (0xE4, "KEY_RIGHTCTRL"), (0xE5, "KEY_RIGHTSHIFT"), (0xE6, "KEY_RIGHTALT"), (0xE7, "KEY_RIGHTMETA"),
        ]
        for (usage, key) in expected {
            #expect(name(usage) == key, "usage 0x\(String(usage, radix: 16))")
        }
    }

    @Test func unmappedAndOutOfRangeUsagesGiveNothing() {
        for usage: UInt32 in [0, 1, 2, 3, 0x82, 0xA0, 0xFF, 0x100, 100_000] {
            #expect(HIDKeyboardUsage.evdevCode(usage) == nil, "usage \(usage)")
        }
    }

    @Test func allLettersAndDigitsAreDistinctKeys() {
        let codes = (0x04...0x27).compactMap { HIDKeyboardUsage.evdevCode(UInt32($0)) }
        #expect(codes.count == 36)
        #expect(Set(codes).count == 36)
    }
}
