import Testing
@testable import UIKit

/// Which keys each keyboard type and each xkb layout gets.
@MainActor
@Suite struct OnScreenKeyboardLayoutTests {
    /// The texts a page types, row by row (function keys by name).
    func rows(_ layout: OnScreenKeyboardLayout, _ page: OnScreenKeyboardPage) -> [String] {
        layout.rows(of: page).map { row in
            row.map { key in
                switch key {
                case .text(let text): text
                case .shift: "shift"
                case .backspace: "backspace"
                case .page: "page"
                case .space: "space"
                case .returnKey: "return"
                }
            }.joined(separator: " ")
        }
    }

    @Test func usLettersAreQWERTYWithShiftBackspaceSpaceAndReturn() {
        let layout = OnScreenKeyboardLayout(layoutName: "us", keyboardType: .default)
        #expect(layout.firstPage == .letters)
        #expect(rows(layout, .letters) == [
            "q w e r t y u i o p", "a s d f g h j k l", "shift z x c v b n m backspace", "page space return",
        ])
        #expect(rows(layout, .numbers).first == "1 2 3 4 5 6 7 8 9 0")
        #expect(rows(layout, .symbols).first == "[ ] { } # % ^ * + =")
    }

    @Test func germanIsQWERTZWithUmlautsAndEszett() {
        let layout = OnScreenKeyboardLayout(layoutName: "de", keyboardType: .default)
        #expect(rows(layout, .letters).prefix(3) == [
            "q w e r t z u i o p ü", "a s d f g h j k l ö ä", "shift y x c v b n m ß backspace",
        ])
        #expect(OnScreenKeyboardLayout.shifted("ü") == "Ü")
        #expect(OnScreenKeyboardLayout.shifted("ß") == "ß", "ß has no one-letter capital on iOS's German keyboard")
    }

    @Test func frenchIsAZERTYWithAccentedLetters() {
        let layout = OnScreenKeyboardLayout(layoutName: "fr", keyboardType: .default)
        #expect(rows(layout, .letters).prefix(3) == [
            "a z e r t y u i o p", "q s d f g h j k l m", "shift w x c v b n é è ç à backspace",
        ])
    }

    @Test func emailAndURLKeyboardsHaveTheirPunctuationInTheBottomRow() {
        #expect(rows(OnScreenKeyboardLayout(layoutName: "us", keyboardType: .emailAddress), .letters).last == "page space @ . return")
        #expect(rows(OnScreenKeyboardLayout(layoutName: "us", keyboardType: .URL), .letters).last == "page . / .com return")
        #expect(rows(OnScreenKeyboardLayout(layoutName: "us", keyboardType: .asciiCapable), .letters).last == "page space return")
    }

    @Test func thePadsHaveDigitsAndOnlyTheirOwnExtras() {
        let pin = OnScreenKeyboardLayout(layoutName: "us", keyboardType: .numberPad)
        #expect(pin.firstPage == .pad)
        #expect(rows(pin, .pad) == ["1 2 3", "4 5 6", "7 8 9", "0 backspace"])
        let decimal = OnScreenKeyboardLayout(layoutName: "de", keyboardType: .decimalPad, decimalSeparator: ",")
        #expect(rows(decimal, .pad).last == ", 0 backspace")
        let phone = OnScreenKeyboardLayout(layoutName: "us", keyboardType: .phonePad)
        #expect(rows(phone, .pad) == ["1 2 3", "4 5 6", "7 8 9", "* 0 #", "+ backspace"])
        #expect(OnScreenKeyboardLayout(layoutName: "us", keyboardType: .numbersAndPunctuation).firstPage == .numbers)
    }

    @Test func theLayoutComesFromTheKeymapsFirstLayoutAndUnknownOnesFallBackToUS() {
        #expect(OnScreenKeyboardLayout.layoutName(fromKeymapDescription: "evdev/pc105/de,us/nodeadkeys/") == "de")
        #expect(OnScreenKeyboardLayout.layoutName(fromKeymapDescription: "fr") == "fr")
        let unknown = OnScreenKeyboardLayout(layoutName: "ru", keyboardType: .default)
        #expect(unknown.layoutName == "us")
        #expect(rows(unknown, .letters).first == "q w e r t y u i o p")
    }
}
