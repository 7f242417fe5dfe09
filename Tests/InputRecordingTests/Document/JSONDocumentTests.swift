import InputRecording
import Testing

/// Multi-line JSON documents: every value knows its line, errors give line and column.
struct JSONDocumentTests {
    @Test func valuesAndKeysCarryTheirLines() throws {
        let node = try JSONDocument.parse("{\n  \"a\": 1,\n  \"b\": [\n    true,\n    \"x\"\n  ]\n}").get()
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(node.line == 1)
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members.map(\.line) == [2, 3])
        #expect(members[0].value == JSONNode(.integer(1), line: 2))
        guard case .array(let items) = members[1].value.value else { Issue.record("not an array"); return }
        #expect(items == [JSONNode(.bool(true), line: 4), JSONNode(.string("x"), line: 5)])
    }

    @Test func repeatedKeysAreKeptInOrder() throws {
        let node = try JSONDocument.parse(#"{"a": 1, "a": 2.5}"#).get()
        #expect(node.value == .object([
            JSONMember(key: "a", line: 1, value: JSONNode(.integer(1), line: 1)),
            JSONMember(key: "a", line: 1, value: JSONNode(.number(2.5), line: 1)),
        ]))
    }

    @Test func errorsGiveLineAndColumn() {
        #expect(JSONDocument.parse("{\n  \"a\": 1\n  \"b\": 2\n}") == .failure(
            JSONDocumentError(line: 3, detail: "expected ',' or '}' in object at column 3")))
        #expect(JSONDocument.parse("[1,\n 2,\n") == .failure(
            JSONDocumentError(line: 3, detail: "unexpected end of line (expected a value) at column 1")))
    }
}
