import InputCore
import InputRecording
import InputRules
import Testing

/// The rule field `countsAsKeyboard` (docs/input-rules.md): read, written back, kept by a recorder's
/// placement-only rules, and a bad value named by its line.
@Suite struct KeyboardRulesReaderTests {
    func read(_ text: String) -> Result<InputRuleSet, InputRulesError> {
        Result { () throws(InputRulesError) in try InputRulesReader.parse(text, file: "rules.json") }
    }

    func rules(_ rule: String) -> String {
        "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n\(rule)]}"
    }

    @Test func readsWritesBackAndKeepsCountsAsKeyboard() throws {
        let set = try read(rules(#"""
            {"name": "scanner", "match": {"name": "Barcode"}, "countsAsKeyboard": false},
            {"name": "keypad", "countsAsKeyboard": true},
            {"name": "panel", "hysteresis": true}
            """#)).get()
        #expect(set.rules.map(\.countsAsKeyboard) == [false, true, nil])
        let again = try Result { () throws(InputRulesError) in
            try InputRulesReader.parse(InputRulesWriter.document(set), file: "header")
        }.get()
        #expect(again.rules.map(\.countsAsKeyboard) == [false, true, nil])
        #expect(set.rules[0].placementOnly.countsAsKeyboard == false)
    }

    @Test func aValueThatIsNotABoolIsAnErrorNamingTheLine() {
        let result = read(rules(#"{"name": "scanner", "countsAsKeyboard": "no"}"#))
        #expect(result.failureDescription
            == #"rules.json:2: rule "scanner": field "countsAsKeyboard" is "no" (expected true or false (whether the device counts as a keyboard for the on-screen keyboard))"#)
    }
}

private extension Result where Failure == InputRulesError {
    var failureDescription: String? {
        if case .failure(let error) = self { return error.description }
        return nil
    }
}
