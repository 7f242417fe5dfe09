import Foundation
import InputCore
import Testing
@testable import Keyboard

/// Compose sequences: the locale's table (libx11-data) and tables of one's own; files that do not parse.
struct ComposeTableTests {
    private func tap(_ code: UInt32, _ state: KeyboardState) -> KeyTranslation {
        let down = state.update(code: code, state: .pressed)
        _ = state.update(code: code, state: .released)
        return down
    }

    @Test func deadAcuteThenEComposesEAcuteThroughTheLocalesTable() throws {
        let compose = try ComposeTable(locale: "en_US.UTF-8")
        let de = try KeyboardState(keymap: Keymap(names: KeymapNames(layout: "de")), compose: compose)
        let dead = tap(Key.equal, de)                // de: the key right of ß is dead_acute
        #expect(dead.characters == "")
        #expect(tap(Key.e, de).characters == "é")
        #expect(tap(Key.e, de).characters == "e")     // the sequence is over
    }

    @Test func aKeyOutsideTheSequenceCancelsIt() throws {
        let compose = try ComposeTable(locale: "en_US.UTF-8")
        let de = try KeyboardState(keymap: Keymap(names: KeymapNames(layout: "de")), compose: compose)
        _ = tap(Key.equal, de)
        // dead_acute then 'q' has no sequence: cancelled, nothing typed; the next key types again.
        #expect(tap(Key.q, de).characters == "")
        #expect(tap(Key.q, de).characters == "q")
    }

    @Test func deadKeyWithoutComposeTypesNothing() throws {
        let de = try KeyboardState(keymap: Keymap(names: KeymapNames(layout: "de")))
        #expect(tap(Key.equal, de).characters == "")
        #expect(tap(Key.e, de).characters == "e")
    }

    @Test func aTableFromTextComposesItsSequences() throws {
        let compose = try ComposeTable(text: """
            <dead_circumflex> <a> : "â" acircumflex
            <dead_circumflex> <dead_circumflex> : "^"
            """)
        let fr = try KeyboardState(keymap: Keymap(names: KeymapNames(layout: "fr")), compose: compose)
        #expect(tap(Key.leftBrace, fr).characters == "")   // fr: dead_circumflex
        #expect(tap(Key.q, fr).characters == "â")          // azerty: KEY_Q types a
    }

    @Test func aComposeFileThatDoesNotParseIsAnErrorNamingIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).Compose").path
        try "<dead_acute> <e> : \"é\" eacute\n<dead_acute> <a : \"á\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try ComposeTable(contentsOfFile: path)
        } throws: { error in
            guard case KeyboardError.composeFileInvalid(let named, let messages) = error else { return false }
            return named == path && !messages.isEmpty && "\(error)".contains(path)
        }
    }

    @Test func aMissingComposeFileIsAnErrorNamingIt() {
        #expect(throws: KeyboardError.composeFileInvalid(
            path: "/nonexistent/Compose", messages: ["cannot be opened (No such file or directory)"])) {
            _ = try ComposeTable(contentsOfFile: "/nonexistent/Compose")
        }
    }

    @Test func localeComesFromTheEnvironmentInPosixOrder() {
        #expect(ComposeTable.locale(environment: ["LANG": "de_DE.UTF-8", "LC_CTYPE": "fr_FR.UTF-8"]) == "fr_FR.UTF-8")
        #expect(ComposeTable.locale(environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "C.UTF-8"]) == "C.UTF-8")
        #expect(ComposeTable.locale(environment: ["LC_ALL": ""]) == "C")
    }
}
