import Foundation
import InputCore
import Testing
@testable import Keyboard

/// Choosing keymaps: names from the environment and the system, unknown names with close suggestions.
struct KeymapTests {
    @Test func anUnknownLayoutIsNamedWithCloseNames() {
        #expect {
            _ = try Keymap(names: KeymapNames(layout: "frr"))
        } throws: { error in
            guard case KeyboardError.unknownLayout(let name, let suggestions) = error else { return false }
            return name == "frr" && suggestions.first == "fr" && "\(error)".contains("'frr'") && "\(error)".contains("fr")
        }
    }

    @Test func aWildLayoutNameGetsNoMisleadingGuesses() {
        #expect(throws: KeyboardError.unknownLayout("qqqqqqqqqqqqqq", suggestions: [])) {
            _ = try Keymap(names: KeymapNames(layout: "qqqqqqqqqqqqqq"))
        }
    }

    @Test func anUnknownVariantIsNamedWithTheLayoutsCloseVariants() {
        #expect {
            _ = try Keymap(names: KeymapNames(layout: "de", variant: "nodeadkey"))
        } throws: { error in
            guard case KeyboardError.unknownVariant("nodeadkey", "de", let suggestions) = error else { return false }
            return suggestions.first == "nodeadkeys"
        }
    }

    @Test func theSecondLayoutOfAListIsCheckedToo() {
        #expect {
            _ = try Keymap(names: KeymapNames(layout: "us,dee"))
        } throws: { error in
            guard case KeyboardError.unknownLayout("dee", let suggestions) = error else { return false }
            return suggestions.contains("de")
        }
    }

    @Test func anUnreadableLayoutListIsAnErrorNamingIt() {
        #expect(throws: KeyboardError.self) { _ = try LayoutCatalog(path: "/nonexistent/evdev.lst") }
        #expect(throws: KeyboardError.layoutListUnreadable(path: "x.lst", reason: "has no '! layout' section")) {
            _ = try LayoutCatalog(text: "! model\n  pc105 Generic\n", path: "x.lst")
        }
    }

    @Test func catalogParsesLayoutsAndVariants() throws {
        let catalog = try LayoutCatalog(text: """
            ! layout
              us              English (US)
              de              German
            ! variant
              intl            us: English (US, intl., with dead keys)
              nodeadkeys      de: German (no dead keys)
            """, path: "t.lst")
        #expect(catalog.layouts["de"] == "German")
        #expect(catalog.variants["de"] == ["nodeadkeys"])
        #expect(throws: Never.self) { try catalog.validate(KeymapNames(layout: "us,de", variant: "intl,nodeadkeys")) }
        #expect(throws: KeyboardError.unknownVariant("intl", layout: "de", suggestions: [])) {
            try catalog.validate(KeymapNames(layout: "de", variant: "intl"))
        }
    }

    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        func distance(_ a: String, _ b: String) -> Int {
            LayoutCatalog.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("", "abc") == 3)
        #expect(distance("fr", "fr") == 0)
        // "bg" is two substitutions from "gb", "ge" one: nearest first.
        #expect(LayoutCatalog.closest(to: "gb", among: ["us", "bg", "ge", "gb"], limit: 2) == ["gb", "ge"])
    }

    @Test func environmentNamesWinAsAWhole() {
        let names = KeymapNames.systemDefault(
            environment: ["XKB_DEFAULT_LAYOUT": "de", "XKB_DEFAULT_VARIANT": "nodeadkeys", "XKB_DEFAULT_OPTIONS": "ctrl:nocaps"],
            systemConfiguration: "/nonexistent")
        #expect(names == KeymapNames(layout: "de", variant: "nodeadkeys", options: "ctrl:nocaps"))
    }

    @Test func theSystemsKeyboardFileIsTheFallback() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard-\(UUID().uuidString)").path
        try "# comment\nXKBMODEL=\"pc105\"\nXKBLAYOUT=\"fr\"\nXKBVARIANT=\"\"\nXKBOPTIONS='compose:ralt'\nBACKSPACE=\"guess\"\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let names = KeymapNames.systemDefault(environment: [:], systemConfiguration: path)
        #expect(names == KeymapNames(model: "pc105", layout: "fr", options: "compose:ralt"))
        #expect(KeymapNames.systemDefault(environment: [:], systemConfiguration: "/nonexistent") == KeymapNames())
    }

    @Test func namesRoundTripThroughTheirDescription() {
        let names = KeymapNames(rules: "evdev", model: "pc105", layout: "us,de", variant: ",nodeadkeys", options: "grp:alt_shift_toggle")
        #expect(KeymapNames(describing: names.description) == names)
        #expect(KeymapNames(describing: "us") == nil)
    }

    @Test func emptyNamesCompileXkbcommonsDefault() throws {
        let keymap = try Keymap(names: KeymapNames())
        #expect(keymap.layoutNames == ["English (US)"])
    }
}
