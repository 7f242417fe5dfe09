import CXkbcommon
import Foundation
import InputCore
import Testing
@testable import Keyboard

/// Invalid UTF-8 never comes out of the keyboard, whatever a keymap or compose table maps a key to.
struct KeyInputStringsTests {
    @Test func invalidUTF8IsRefused() {
        let invalid: [[UInt8]] = [[0xC3, 0x28], [0xFF], [0xE2, 0x82], [0xED, 0xA0, 0x80]]   // bad continuation, bad byte, truncated, surrogate
        for bytes in invalid {
            #expect(bytes.withUnsafeBufferPointer(KeyInputStrings.validatedUTF8) == nil, "\(bytes)")
        }
        #expect([0xC3, 0xA9].withUnsafeBufferPointer(KeyInputStrings.validatedUTF8) == "é")
    }

    @Test func aComposeFileInLatin1NeverTypesInvalidText() throws {
        // "é" written as the single Latin-1 byte 0xE9: not UTF-8. Either xkbcommon reports the line (and
        // the table is refused, naming the file), or it hands the bytes over and the guard drops them (the
        // sequence's keysym, eacute, types instead). Never the raw byte, never a replacement character.
        var bytes = Array("<dead_acute> <e> : \"".utf8)
        bytes += [0xE9]
        bytes += Array("\" eacute\n".utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString).Compose").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let compose: ComposeTable
        do {
            compose = try ComposeTable(contentsOfFile: path)
        } catch {
            #expect(error == .composeFileInvalid(path: path, messages: error.messages))
            return
        }
        let de = try KeyboardState(keymap: Keymap(names: KeymapNames(layout: "de")), compose: compose)
        _ = de.update(code: Key.equal, state: .pressed)
        _ = de.update(code: Key.equal, state: .released)
        let result = de.update(code: Key.e, state: .pressed).characters
        #expect(result == "é", "\(Array(result.utf8))")
    }

    @Test func specialKeysymsMapToUIKitStrings() {
        #expect(KeyInputStrings.string(for: xkb_keysym_t(XKB_KEY_KP_Left)) == "UIKeyInputLeftArrow")
        #expect(KeyInputStrings.string(for: xkb_keysym_t(XKB_KEY_F5)) == "UIKeyInputF5")
        #expect(KeyInputStrings.string(for: xkb_keysym_t(XKB_KEY_a)) == nil)
        #expect(KeyInputStrings.isKeypad(xkb_keysym_t(XKB_KEY_KP_5)))
        #expect(!KeyInputStrings.isKeypad(xkb_keysym_t(XKB_KEY_5)))
    }
}
