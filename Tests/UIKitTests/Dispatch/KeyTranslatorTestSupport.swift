import UIKitTesting

/// A small US-like translator for UIKit's tests (the real one, module Keyboard, has its own tests):
/// a few letters, Escape, Left Arrow, Shift, Control and Super, with modifier state.
final class TestKeyTranslator: KeyTranslator {
    static let shift: UInt32 = 42, control: UInt32 = 29, superKey: UInt32 = 125
    static let a: UInt32 = 30, s: UInt32 = 31, f: UInt32 = 33, escape: UInt32 = 1, left: UInt32 = 105
    private static let characters: [UInt32: String] = [
        a: "a", s: "s", f: "f", escape: "\u{1B}", left: "UIKeyInputLeftArrow",
    ]
    private var held: KeyModifiers = []
    private(set) var calls: [String] = []

    func translate(code: UInt32, state: ButtonState, device: DeviceID) -> KeyTranslation {
        calls.append("\(code) \(state.rawValue)")
        let flag: KeyModifiers? = switch code {
        case Self.shift: .shift
        case Self.control: .control
        case Self.superKey: .command
        default: nil
        }
        if let flag {
            if state == .pressed { held.insert(flag) } else { held.remove(flag) }
            return KeyTranslation(characters: "", charactersIgnoringModifiers: "", modifiers: held.union(flag), repeats: false)
        }
        let base = Self.characters[code] ?? ""
        let typed = held.contains(.shift) ? base.uppercased() : base
        return KeyTranslation(characters: typed, charactersIgnoringModifiers: base, modifiers: held, repeats: true)
    }

    func deviceRemoved(_ device: DeviceID) {
        calls.append("removed")
        held = []
    }

    var keymapDescription: String { "test" }
}
