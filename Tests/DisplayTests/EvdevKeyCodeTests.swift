import Testing
@testable import Display

/// SDL's scancodes reach the keymap as evdev codes: the HID block and SDL's own media keys.
@Suite struct EvdevKeyCodeTests {
    @Test func hidScancodesUseTheKernelsTable() {
        #expect(EvdevKeyCode.fromSDL(scancode: 4) == 30)        // SDL_SCANCODE_A → KEY_A
        #expect(EvdevKeyCode.fromSDL(scancode: 45) == 12)       // MINUS (German ß) → KEY_MINUS
        #expect(EvdevKeyCode.fromSDL(scancode: 100) == 86)      // NONUSBACKSLASH (< > on ISO keyboards) → KEY_102ND
        #expect(EvdevKeyCode.fromSDL(scancode: 225) == 42)      // LSHIFT → KEY_LEFTSHIFT
        #expect(EvdevKeyCode.fromSDL(scancode: 230) == 100)     // RALT (AltGr) → KEY_RIGHTALT
        #expect(EvdevKeyCode.fromSDL(scancode: 89) == 79)       // KP_1 → KEY_KP1
    }

    @Test func sdlsOwnKeysMapToTheirEvdevCodes() {
        #expect(EvdevKeyCode.fromSDL(scancode: 258) == 163)     // AUDIONEXT → KEY_NEXTSONG
        #expect(EvdevKeyCode.fromSDL(scancode: 261) == 164)     // AUDIOPLAY → KEY_PLAYPAUSE
        #expect(EvdevKeyCode.fromSDL(scancode: 286) == 208)     // AUDIOFASTFORWARD → KEY_FASTFORWARD
    }

    @Test func scancodesWithoutAKeyGiveNothing() {
        for scancode: UInt32 in [0, 232, 256, 257, 287, 511, .max] {
            #expect(EvdevKeyCode.fromSDL(scancode: scancode) == nil, "scancode \(scancode)")
        }
    }
}
