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
}
