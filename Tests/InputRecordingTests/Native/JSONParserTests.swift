import InputRecording
import Testing

/// `Sources/InputRecording/Native/JSONParser.swift`, through its public face `JSONDocument`: strings with
/// and without escapes read the same, and string errors name the right column.
struct JSONParserTests {
    private func string(_ json: String) throws -> String? {
        guard case .string(let text) = try JSONDocument.parse(json).get().value else { return nil }
        return text
    }

    @Test func plainStringsKeepTheirUTF8() throws {
        #expect(try string(#""touchFrame""#) == "touchFrame")
        #expect(try string(#""""#) == "")
        #expect(try string("\"Écran tactile 👆\"") == "Écran tactile 👆")
    }

    @Test func escapesAnywhereInAStringAreDecoded() throws {
        #expect(try string(#""a\"b""#) == "a\"b")
        #expect(try string(#""\\start""#) == "\\start")
        #expect(try string(#""tab\tand \u00e9 and \ud83d\udc46 end""#) == "tab\tand é and 👆 end")
        #expect(try string(#""slash \/ done""#) == "slash / done")
    }

    @Test func stringsInsideObjectsAndArrays() throws {
        let node = try JSONDocument.parse(#"{"type":"touchFrame","changes":["down","a\nb"]}"#).get()
        guard case .object(let members) = node.value, members.count == 2,
              case .array(let items) = members[1].value.value
        else { Issue.record("unexpected shape: \(node)"); return }
        #expect(members.map(\.key) == ["type", "changes"])
        #expect(members[0].value.value == .string("touchFrame"))
        #expect(items.map(\.value) == [.string("down"), .string("a\nb")])
    }

    @Test func stringErrorsNameTheirColumn() {
        #expect(JSONDocument.parse(#"["abc"#) == .failure(JSONDocumentError(line: 1, detail: "unterminated string at column 6")))
        #expect(JSONDocument.parse("[\"ab\u{01}c\"]") == .failure(
            JSONDocumentError(line: 1, detail: "control character in string (escape it) at column 6")))
        #expect(JSONDocument.parse(#"["a\qb"]"#) == .failure(JSONDocumentError(line: 1, detail: "invalid escape in string at column 6")))
    }

    /// RFC 8259 text is UTF-8: a malformed sequence in a string (here a lone continuation byte, a
    /// truncated two-byte sequence, an overlong encoding and an encoded surrogate) is an error naming the
    /// byte and its column, on both the plain and the escaped path, never a silent U+FFFD.
    @Test func invalidUTF8InAStringIsAnErrorNamingTheByteAndColumn() {
        func parse(_ prefix: String, _ bad: [UInt8], _ suffix: String) -> Result<JSONNode, JSONDocumentError> {
            JSONDocument.parse(Array(prefix.utf8) + bad + Array(suffix.utf8))
        }
        #expect(parse("[\"ab", [0x80], "c\"]") == .failure(
            JSONDocumentError(line: 1, detail: "invalid UTF-8 in string: byte 0x80 at column 5 (JSON text must be UTF-8)")))
        #expect(parse("{\n \"é\": \"x", [0xC3], "\"}") == .failure(
            JSONDocumentError(line: 2, detail: "invalid UTF-8 in string: byte 0xC3 at column 10 (JSON text must be UTF-8)")))
        #expect(parse("[\"", [0xC0, 0xAF], "\"]") == .failure(
            JSONDocumentError(line: 1, detail: "invalid UTF-8 in string: byte 0xC0 at column 3 (JSON text must be UTF-8)")))
        #expect(parse("[\"", [0xED, 0xA0, 0x80], "\"]") == .failure(
            JSONDocumentError(line: 1, detail: "invalid UTF-8 in string: byte 0xED at column 3 (JSON text must be UTF-8)")))
        // After an escape (the general path), and in a field name.
        #expect(parse("[\"a\\nb", [0xFF], "\"]") == .failure(
            JSONDocumentError(line: 1, detail: "invalid UTF-8 in string: byte 0xFF at column 7 (JSON text must be UTF-8)")))
        #expect(parse("{\"", [0xFE], "\": 1}") == .failure(
            JSONDocumentError(line: 1, detail: "invalid UTF-8 in string: byte 0xFE at column 3 (JSON text must be UTF-8)")))
        // Outside a string any byte above 0x7F was already a syntax error.
        #expect(parse("[", [0xC3, 0xA9], "]") == .failure(
            JSONDocumentError(line: 1, detail: "unexpected character (expected a value) at column 2")))
    }

    @Test func aLoneSurrogateEscapeIsAnError() throws {
        let message = "(expected a high surrogate \\uD800–\\uDBFF followed by a low one \\uDC00–\\uDFFF) at column 4"
        #expect(JSONDocument.parse(#"["a\ud83d"]"#) == .failure(
            JSONDocumentError(line: 1, detail: "lone UTF-16 surrogate \\uD83D in string " + message)))
        #expect(JSONDocument.parse(#"["a\udc46b"]"#) == .failure(
            JSONDocumentError(line: 1, detail: "lone UTF-16 surrogate \\uDC46 in string " + message)))
        #expect(JSONDocument.parse(#"["a\ud83d\u0041"]"#) == .failure(
            JSONDocumentError(line: 1, detail: "lone UTF-16 surrogate \\uD83D in string " + message)))
        // A pair is one scalar.
        #expect(try string(#""\ud83d\udc46""#) == "👆")
    }
}
