import InputRecording
import Testing

/// The one field reader of the JSON formats (recordings and scenes): each mismatch names the object, the
/// field, what was found and what was expected, on the line it is on.
struct JSONFieldsTests {
    private func fields(_ json: String, context: String = "view \"card\"") throws -> JSONFields {
        try JSONFields(try JSONDocument.parse(json).get(), context: context)
    }

    private func member(_ fields: JSONFields, _ key: String) throws -> JSONNode { try #require(fields.member(key)).value }

    @Test func typedValuesAreRead() throws {
        let object = try fields(#"{"a": 1, "b": 2.5, "s": "x", "on": true, "list": [1], "phase": "move"}"#)
        #expect(try object.integer(member(object, "a"), key: "a") == 1)
        #expect(try object.number(member(object, "b"), key: "b") == 2.5)
        #expect(try object.number(member(object, "a"), key: "a") == 1)
        #expect(try object.string(member(object, "s"), key: "s") == "x")
        #expect(try object.bool(member(object, "on"), key: "on"))
        #expect(try object.array(member(object, "list"), key: "list").count == 1)
        #expect(try object.choice(member(object, "phase"), key: "phase", what: "phase", from: [("down", 0), ("move", 1)]) == 1)
    }

    @Test func mismatchesNameTheFieldAndItsLine() throws {
        let object = try fields("{\n\"alpha\": \"high\",\n\"count\": 1.5,\n\"id\": 70000,\n\"phase\": \"hover\"\n}")
        #expect(throws: JSONFieldError(line: 2, message: #"view "card": field "alpha" is "high" (expected a number from 0 to 1)"#)) {
            try object.number(member(object, "alpha"), key: "alpha", minimum: 0, maximum: 1, expected: "a number from 0 to 1")
        }
        #expect(throws: JSONFieldError(line: 3, message: #"view "card": field "count" is 1.5 (expected a whole number)"#)) {
            try object.integer(member(object, "count"), key: "count")
        }
        #expect(throws: JSONFieldError(line: 4, message: #"view "card": field "id" is 70000, out of range (expected a small id)"#)) {
            try object.integer(member(object, "id"), key: "id", as: UInt16.self, expected: "a small id")
        }
        #expect(throws: JSONFieldError(line: 5, message: #"view "card": unknown phase "hover" (expected one of: down, move)"#)) {
            try object.choice(member(object, "phase"), key: "phase", what: "phase", from: [("down", 0), ("move", 1)])
        }
        #expect(object.missing("width", expected: "a number").message == #"view "card": missing field "width" (expected a number)"#)
    }

    @Test func integralNumbersAreWholeNumbersOnlyWhenAsked() throws {
        let object = try fields(#"{"t": 1.0e6}"#)
        #expect(try object.integer(member(object, "t"), key: "t", integralNumbers: true) == 1_000_000)
        #expect(throws: JSONFieldError.self) { try object.integer(member(object, "t"), key: "t") }
    }

    @Test func unknownAndRepeatedKeysAreRejected() throws {
        let object = try fields("{\"a\": 1,\n\"b\": 2,\n\"a\": 3}")
        #expect(throws: JSONFieldError(line: 2, message: #"unknown field "b" in view "card" (expected one of: a)"#)) {
            try object.checkKeys(allowed: ["a"])
        }
        #expect(throws: JSONFieldError(line: 3, message: #"field "a" appears twice in view "card""#)) {
            try object.checkKeys(allowed: ["a", "b"])
        }
        #expect(throws: JSONFieldError(line: 1, message: "window is an array (expected a JSON object)")) {
            try JSONFields(try JSONDocument.parse("[]").get(), context: "window")
        }
    }
}
