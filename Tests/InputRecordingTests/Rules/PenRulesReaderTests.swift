import InputCore
import InputRecording
import InputRules
import Testing

/// The rules file's `pen` section (docs/input-rules.md): read, written back, and bad settings named by line.
@Suite struct PenRulesReaderTests {
    func read(_ text: String) -> Result<InputRuleSet, InputRulesError> {
        Result { () throws(InputRulesError) in try InputRulesReader.parse(text, file: "rules.json") }
    }

    func rules(_ rule: String) -> String {
        "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n\(rule)]}"
    }

    @Test func readsEveryPenSettingAndWritesItBack() throws {
        let text = rules(#"""
            {"name": "cintiq", "match": {"name": "Pen"}, "screen": "side",
             "pen": {"arbitration": true, "arbitrationTimeoutMs": 150, "minimumPressure": 0.05,
                     "pressureCurve": [0, 0.25, 0.75, 1], "area": [0, 0, 1, 0.75]}},
            {"name": "defaults", "pen": true},
            {"name": "off", "pen": false}
            """#)
        let set = try read(text).get()
        let pen = try #require(set.rules[0].pen)
        #expect(pen.arbitration && pen.arbitrationTimeoutMilliseconds == 150 && pen.minimumPressure == 0.05)
        #expect(pen.pressureCurve == PressureCurve(0, 0.25, 0.75, 1))
        #expect(pen.area == TabletArea(x: 0, y: 0, width: 1, height: 0.75))
        #expect(set.rules[1].pen == PenSettings())
        #expect(set.rules[2].pen == nil)
        let again = try Result { () throws(InputRulesError) in
            try InputRulesReader.parse(InputRulesWriter.document(set), file: "header")
        }.get()
        #expect(again.rules.map(\.pen) == set.rules.map(\.pen))
        // A recorder keeps where the pen goes (its area) and records unfiltered pressure and touches.
        #expect(set.rules[0].placementOnly.pen == PenSettings(arbitration: false, area: pen.area))
    }

    @Test func keepAspectIsReadWrittenBackAndKeptByARecorder() throws {
        let set = try read(rules(#"{"name": "intuos", "pen": {"keepAspect": true}}"#)).get()
        #expect(set.rules[0].pen == PenSettings(keepAspect: true))
        let again = try Result { () throws(InputRulesError) in
            try InputRulesReader.parse(InputRulesWriter.document(set), file: "header")
        }.get()
        #expect(again.rules[0].pen == set.rules[0].pen)
        #expect(set.rules[0].placementOnly.pen == PenSettings(arbitration: false, keepAspect: true))
    }

    @Test(arguments: [
        (#"{"name": "a", "pen": {"arbitration": "yes"}}"#,
         #"rules.json:2: rule "a" pen: field "arbitration" is "yes" (expected true or false)"#),
        (#"{"name": "a", "pen": {"arbitrationTimeoutMs": -5}}"#,
         #"rules.json:2: rule "a" pen: field "arbitrationTimeoutMs" is -5 (expected milliseconds, 0…10000)"#),
        (#"{"name": "a", "pen": {"minimumPressure": 1}}"#,
         #"rules.json:2: rule "a" pen: field "minimumPressure" is 1 (expected a pressure fraction, 0…0.99)"#),
        (#"{"name": "a", "pen": {"pressureCurve": [0, 0.2, 1.5, 1]}}"#,
         #"rules.json:2: rule "a" pen: field "pressureCurve" is an array (expected [x1, y1, x2, y2], each 0…1 (a Bézier pressure curve))"#),
        (#"{"name": "a", "pen": {"pressureCurve": [0, 0.2, 1]}}"#,
         #"rules.json:2: rule "a" pen: field "pressureCurve" is an array (expected [x1, y1, x2, y2], each 0…1 (a Bézier pressure curve))"#),
        (#"{"name": "a", "pen": {"area": [0.5, 0, 0.75, 1]}}"#,
         #"rules.json:2: rule "a" pen: field "area" is an array (expected [x, y, width, height], fractions 0…1 of the tablet, inside it and not empty)"#),
        (#"{"name": "a", "pen": {"curve": [0, 0, 1, 1]}}"#,
         #"rules.json:2: unknown field "curve" in rule "a" pen (expected one of: arbitration, arbitrationTimeoutMs, minimumPressure, pressureCurve, area, keepAspect)"#),
        (#"{"name": "a", "pen": {"keepAspect": 1}}"#,
         #"rules.json:2: rule "a" pen: field "keepAspect" is 1 (expected true or false)"#),
        (#"{"name": "a", "pen": {"area": [0, 0, 1, 0.5], "keepAspect": true}}"#,
         #"rules.json:2: rule "a" pen: field "keepAspect" is true (expected false or absent when "area" is given (the area already shapes the tablet))"#),
        (#"{"name": "a", "pen": 1}"#,
         #"rules.json:2: rule "a": field "pen" is 1 (expected true or an object of settings)"#),
    ])
    func badPenSettingsNameTheLine(rule: String, message: String) {
        guard case .failure(let error) = read(rules(rule)) else {
            Issue.record("accepted: \(rule)")
            return
        }
        #expect(error.description == message)
    }
}
