import Foundation

/// The keys of the on-screen keyboard for one xkb layout and one `UIKeyboardType`, page by page.
///
/// Letter rows follow the xkb layout in use (its first layout name, e.g. `de` from `"evdev/pc105/de//"`):
/// `us` and the other English ones QWERTY, `de` QWERTZ with ü ö ä ß, `fr` AZERTY with é è ç à. The
/// keyboard type chooses the bottom row (`.emailAddress` adds @ and ., `.URL` . / .com and no space bar)
/// or a keypad (`.numberPad` and `.asciiCapableNumberPad` digits only, the PIN pad; `.decimalPad` with the
/// locale's decimal separator; `.phonePad` with * # +). iOS's numbers and symbols pages are shared by all.
struct OnScreenKeyboardLayout: Equatable {
    /// The xkb layout the letters were taken from (`us` when it fell back).
    let layoutName: String
    /// The keyboard type the rows were made for.
    let keyboardType: UIKeyboardType
    /// The page shown first: letters, or the keypad, or numbers for `.numbersAndPunctuation`.
    let firstPage: OnScreenKeyboardPage
    private let letters: [[OnScreenKeyboardKey]]
    private let numbers: [[OnScreenKeyboardKey]]
    private let symbols: [[OnScreenKeyboardKey]]
    private let pad: [[OnScreenKeyboardKey]]

    /// The rows of `page`, top to bottom.
    func rows(of page: OnScreenKeyboardPage) -> [[OnScreenKeyboardKey]] {
        switch page {
        case .letters: letters
        case .numbers: numbers
        case .symbols: symbols
        case .pad: pad
        }
    }

    /// The xkb layouts with letter rows of their own; every other name falls back to `us`.
    static let letterRows: [String: [String]] = [
        "us": ["qwertyuiop", "asdfghjkl", "zxcvbnm"],
        "gb": ["qwertyuiop", "asdfghjkl", "zxcvbnm"],
        "de": ["qwertzuiopü", "asdfghjklöä", "yxcvbnmß"],
        "fr": ["azertyuiop", "qsdfghjklm", "wxcvbnéèçà"],
    ]

    /// The fallback layout: en-US.
    static let fallbackLayoutName = "us"

    /// The first layout of an xkb keymap description (`"evdev/pc105/de,us/nodeadkeys/"` gives `de`), or the
    /// description itself when it is a bare layout name.
    static func layoutName(fromKeymapDescription description: String) -> String {
        let parts = description.split(separator: "/", omittingEmptySubsequences: false)
        let layouts = parts.count >= 3 ? parts[2] : Substring(description)
        return String(layouts.split(separator: ",").first ?? "").trimmingCharacters(in: .whitespaces)
    }

    /// Whether `name` has letter rows of its own (otherwise ``init(layoutName:keyboardType:decimalSeparator:)``
    /// falls back to `us`).
    static func hasLetters(for name: String) -> Bool { letterRows[name] != nil }

    /// The keys for the xkb layout `layoutName` (falling back to `us`) and `keyboardType`.
    /// `decimalSeparator` is the `.decimalPad`'s key (the locale's; "." when the locale has none).
    init(layoutName: String, keyboardType: UIKeyboardType, decimalSeparator: String = Locale.current.decimalSeparator ?? ".") {
        let name = Self.letterRows[layoutName] == nil ? Self.fallbackLayoutName : layoutName
        self.layoutName = name
        self.keyboardType = keyboardType
        let rows = Self.letterRows[name] ?? []
        func texts(_ row: String) -> [OnScreenKeyboardKey] { row.map { .text(String($0)) } }

        let bottom: [OnScreenKeyboardKey]
        switch keyboardType {
        case .emailAddress: bottom = [.page(.numbers), .space, .text("@"), .text("."), .returnKey]
        case .URL: bottom = [.page(.numbers), .text("."), .text("/"), .text(".com"), .returnKey]
        default: bottom = [.page(.numbers), .space, .returnKey]
        }
        var letterPage = rows.prefix(2).map(texts)
        letterPage.append([.shift] + texts(rows.count > 2 ? rows[2] : "") + [.backspace])
        letterPage.append(bottom)
        letters = letterPage

        let back: [OnScreenKeyboardKey] = [.page(.letters)] + bottom.dropFirst()
        numbers = [
            texts("1234567890"), texts("-/:;()$&@\""),
            [.page(.symbols)] + texts(".,?!'") + [.backspace], back,
        ]
        symbols = [
            texts("[]{}#%^*+="), texts("_\\|~<>€£¥•"),
            [.page(.numbers)] + texts(".,?!'") + [.backspace], back,
        ]

        switch keyboardType {
        case .numberPad, .asciiCapableNumberPad:
            pad = [texts("123"), texts("456"), texts("789"), [.text("0"), .backspace]]
        case .decimalPad:
            pad = [texts("123"), texts("456"), texts("789"), [.text(decimalSeparator), .text("0"), .backspace]]
        case .phonePad:
            pad = [texts("123"), texts("456"), texts("789"), texts("*0#"), [.text("+"), .backspace]]
        default:
            pad = []
        }
        switch keyboardType {
        case .numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad: firstPage = .pad
        case .numbersAndPunctuation: firstPage = .numbers
        default: firstPage = .letters
        }
    }

    /// `text` as a letter key types it with Shift or Caps Lock on: upper case when that is one
    /// character (ß stays ß, as iOS's German keyboard types it).
    static func shifted(_ text: String) -> String {
        let upper = text.uppercased()
        return upper.count == text.count ? upper : text
    }
}
