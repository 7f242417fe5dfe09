import Foundation
import InputCore
import InputRecording
import InputRules
import Testing

@Suite struct InputRulesReaderTests {
    static let file = """
        {
          "format": "uikit-input-rules",
          "version": 1,
          "rules": [
            {
              "name": "left panel",
              "match": {"name": "eGalax", "vendor": "0eef", "product": 1, "udev": {"ID_INPUT_TOUCHSCREEN": "1"}, "seat": "seat0"},
              "screen": "left",
              "rotation": 90,
              "calibration": [1, 0, 0.02, 0, 1, -0.01],
              "debounce": {"windowMs": 45},
              "hysteresis": true,
              "palm": {"maxMajorAxisMm": 25},
              "watchdog": {"timeoutMs": 300},
              "deadZones": [{"left": 12, "right": 12}, {"rect": [0, 0, 80, 40]}]
            },
            {"name": "everything else", "palm": false}
          ]
        }
        """

    func read(_ text: String) -> Result<InputRuleSet, InputRulesError> {
        Result { () throws(InputRulesError) in try InputRulesReader.parse(text, file: "rules.json") }
    }

    @Test func readsEveryFieldWithDefaultsForOmittedSettings() throws {
        let rules = try read(Self.file).get()
        #expect(rules.rules.count == 2)
        let left = rules.rules[0]
        #expect(left.origin == "rules.json:5")
        #expect(left.match == DeviceMatch(nameContains: "eGalax", vendorID: 0x0eef, productID: 1,
                                          udevProperties: ["ID_INPUT_TOUCHSCREEN": "1"], seat: "seat0"))
        #expect(left.screen == "left")
        #expect(left.rotation == .degrees90)
        #expect(left.calibration == CalibrationMatrix([1, 0, 0.02, 0, 1, -0.01]))
        #expect(left.debounce == DebounceFilter(windowMilliseconds: 45, distancePoints: 30))
        #expect(left.hysteresis == HysteresisFilter())
        #expect(left.palm == PalmFilter(maximumMajorAxisMillimetres: 25))
        #expect(left.watchdog == WatchdogFilter(timeoutMilliseconds: 300))
        #expect(left.deadZones == [.edges(top: 0, left: 12, bottom: 0, right: 12), .rectangle(x: 0, y: 0, width: 80, height: 40)])
        #expect(rules.rules[1] == InputRule(name: "everything else", origin: "rules.json:17"))
    }

    @Test func theWriterWritesWhatTheReaderReads() throws {
        let rules = try read(Self.file).get()
        let again = try Result { () throws(InputRulesError) in
            try InputRulesReader.parse(InputRulesWriter.document(rules), file: "header")
        }.get()
        // Origins name where a rule was read; everything else survives.
        #expect(again.rules.map { InputRule(name: $0.name, match: $0.match, screen: $0.screen, rotation: $0.rotation,
                                            calibration: $0.calibration, debounce: $0.debounce, hysteresis: $0.hysteresis,
                                            palm: $0.palm, watchdog: $0.watchdog, deadZones: $0.deadZones) }
                == rules.rules.map { var rule = $0; rule.origin = nil; rule.screenOrigin = nil; return rule })
    }

    @Test(arguments: [
        (#"{"format": "uikit-input-rules", "version": 1, "rules": [{"name": "a", "rotation": 45}]}"#,
         #"rules.json:1: rule "a": field "rotation" is 45 (expected one of: 0, 90, 180, 270)"#),
        ("{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n{\"name\": \"a\",\n \"debounce\": {\"window\": 40}}]}",
         #"rules.json:3: unknown field "window" in rule "a" debounce (expected one of: windowMs, distancePt)"#),
        ("{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n{\"name\": \"a\"},\n{\"name\": \"a\"}]}",
         #"rules.json:3: two rules are named "a" (names must be unique: the trace names rules)"#),
        (#"{"format": "uikit-input-rules", "version": 1, "rules": [{"match": {"vendor": "xyz"}}]}"#,
         #"rules.json:1: rule "rule1" match: field "vendor" is "xyz" (expected a number 0…65535 or a hexadecimal string such as "0eef")"#),
        (#"{"format": "uikit-input-rules", "version": 2, "rules": []}"#,
         #"rules.json:1: the rules: field "version" must be 1 (the version this tool reads)"#),
        ("{\"format\": \"uikit-input-rules\",\n \"version\": 1, \"rules\": [}",
         "rules.json:2: invalid JSON: unexpected character (expected a value) at column 26"),
        (#"{"format": "uikit-input-rules", "version": 1, "rules": [{"name": "a", "calibration": [1, 0, 0]}]}"#,
         #"rules.json:1: rule "a": field "calibration" is an array (expected six finite numbers a b c d e f (libinput's calibration matrix))"#),
        // Every typed read goes through JSONFields; the rules' own policy (non-empty strings, ranges) stays.
        (#"{"format": "uikit-input-rules", "version": 1, "rules": [{"name": ""}]}"#,
         #"rules.json:1: rule 1: field "name" is "" (expected a non-empty string)"#),
        (#"{"format": "uikit-input-rules", "version": 1, "rules": [{"name": "a", "screen": 2}]}"#,
         #"rules.json:1: rule "a": field "screen" is 2 (expected a non-empty string)"#),
        (#"{"format": "uikit-input-rules", "version": 1, "rules": [{"match": {"product": 70000}}]}"#,
         #"rules.json:1: rule "rule1" match: field "product" is 70000 (expected a number 0…65535 or a hexadecimal string such as "0eef")"#),
        (#"{"format": "uikit-input-rules", "version": 1, "rules": [{"match": {"vendor": -1}}]}"#,
         #"rules.json:1: rule "rule1" match: field "vendor" is -1 (expected a number 0…65535 or a hexadecimal string such as "0eef")"#),
        (#"{"format": "uikit-input-rules", "version": 1, "rules": [{"name": "a", "debounce": {"windowMs": 0}}]}"#,
         #"rules.json:1: rule "a" debounce: field "windowMs" is 0 (expected milliseconds, 1…1000)"#),
        (#"{"format": "uikit-input-rules", "version": 1, "rules": [{"name": "a", "palm": 3}]}"#,
         #"rules.json:1: rule "a": field "palm" is 3 (expected true or an object of settings)"#),
        (#"{"format": "uikit-input-rules", "version": 1, "rules": [{"name": "a", "deadZones": {}}]}"#,
         #"rules.json:1: rule "a": field "deadZones" is an object (expected an array of dead zones)"#),
        (#"{"format": "uikit-input-rules", "version": 1, "rules": [7]}"#,
         #"rules.json:1: rule 1 is 7 (expected a JSON object)"#),
        ("{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [{\"name\": \"a\",\n \"name\": \"b\"}]}",
         #"rules.json:2: field "name" appears twice in rule "a""#),
    ])
    func malformedRulesNameTheFileAndLine(text: String, message: String) {
        guard case .failure(let error) = read(text) else {
            Issue.record("accepted: \(text)")
            return
        }
        #expect(error.description == message)
    }

    /// The reader is strict RFC 8259: a rule name with a byte that is not UTF-8 is an error naming the
    /// line and column, not a name with U+FFFD in it that matches nothing.
    @Test func invalidUTF8IsAnErrorNotAReplacementCharacter() {
        let bytes = Array(#"{"format": "uikit-input-rules", "version": 1,"#.utf8) + [0x0A]
            + Array(#" "rules": [{"name": "pan"#.utf8) + [0xE9] + Array(#"l"}]}"#.utf8)
        let result = Result { () throws(InputRulesError) in try InputRulesReader.parse(bytes, file: "rules.json") }
        guard case .failure(let error) = result else {
            Issue.record("accepted invalid UTF-8")
            return
        }
        #expect(error.description == "rules.json:2: invalid JSON: invalid UTF-8 in string: byte 0xE9 at column 25 (JSON text must be UTF-8)")
    }

    /// `null` is not a value in a rules file, as in a scene: `"debounce": null` could mean off or the
    /// defaults, so the reader asks for the field to be left out (docs/decisions.md).
    @Test func aNullFieldIsAnErrorNamingTheFieldsLine() {
        func message(_ text: String) -> String? {
            guard case .failure(let error) = read(text) else { return nil }
            return error.description
        }
        let head = #"{"format": "uikit-input-rules", "version": 1, "rules": ["#
        #expect(message(head + "\n" + #"{"name": "a",\#n "screen": null}]}"#)
            == #"rules.json:3: rule "a": field "screen" is null (expected a value; leave the field out for its default)"#)
        #expect(message(head + #"{"name": "a", "debounce": {"windowMs": null}}]}"#)
            == #"rules.json:1: rule "a" debounce: field "windowMs" is null (expected a value; leave the field out for its default)"#)
        #expect(message(head + #"{"name": "a", "match": {"vendor": null}}]}"#)
            == #"rules.json:1: rule "a" match: field "vendor" is null (expected a value; leave the field out for its default)"#)
        #expect(message(#"{"format": "uikit-input-rules", "version": 1, "rules": null}"#)
            == #"rules.json:1: the rules: field "rules" is null (expected a value; leave the field out for its default)"#)
    }

    /// The unknown-screen error points at the `screen` field's line, not the rule's first.
    @Test func anUnknownScreenIsReportedAtTheScreenFieldsLine() throws {
        let rules = try read("""
            {"format": "uikit-input-rules", "version": 1, "rules": [
              {"name": "main", "match": {"name": "x"}},
              {
                "name": "panel",
                "match": {"name": "eGalax"},
                "screen": "left"
              }
            ]}
            """).get()
        #expect(rules.unknownScreenError(screens: ["screen0", "right"])
            == #"rules.json:6: rule "panel": screen "left" does not exist (screens: "screen0", "right")"#)
        #expect(rules.unknownScreenError(screens: ["screen0", "left"]) == nil)
        // A rule made in code has no lines: the message starts with the rule.
        let inCode = InputRuleSet(rules: [InputRule(name: "p", screen: "nope")], source: "code")
        #expect(inCode.unknownScreenError(screens: ["screen0"]) == #"rule "p": screen "nope" does not exist (screens: "screen0")"#)
    }

    @Test func resolvedDevicesSurviveTheRoundTripAndMustNameARule() throws {
        var rules = try read(Self.file).get()
        let resolved: [DeviceID: String?] = [DeviceID(1): "left panel", DeviceID(3): nil]
        rules.resolvedDevices = resolved
        let text = InputRulesWriter.document(rules)
        #expect(text.hasSuffix(#","resolvedDevices":{"1":"left panel","3":null}}"#))
        let again = try read(text).get()
        #expect(again.resolvedDevices == rules.resolvedDevices)
        let bad = #"{"format": "uikit-input-rules", "version": 1, "rules": [{"name": "a"}], "resolvedDevices": {"1": "b"}}"#
        guard case .failure(let error) = read(bad) else {
            Issue.record("accepted a resolution to an unknown rule")
            return
        }
        #expect(error.description == #"rules.json:1: resolvedDevices: device 1 is given "b" (expected the name of one of the rules, or null)"#)
    }

    @Test func aRecordingCarriesItsRulesInItsHeader() throws {
        let rules = try read(Self.file).get()
        let device = DeviceDescription(id: DeviceID(1), name: "eGalax", capabilities: .touch, touchSurface: .direct)
        let path = NSTemporaryDirectory() + "rules-header-\(getpid()).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try NativeRecordingWriter.write(Recording(header: RecordingHeader(devices: [device], inputRules: rules), events: []), to: path)
        let read = try Result { () throws(RecordingImportError) in try NativeRecordingReader.read(path: path) }.get()
        #expect(read.header.inputRules?.rules.map(\.name) == ["left panel", "everything else"])
        #expect(read.header.inputRules?.rules.first?.debounce == rules.rules.first?.debounce)
    }

    @Test func badRulesInARecordingHeaderNameTheRecordingsLine() throws {
        let path = NSTemporaryDirectory() + "bad-rules-header-\(getpid()).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let header = #"{"format":"uikit-recording","version":1,"devices":[],"inputRules":{"format":"uikit-input-rules","version":1,"rules":[{"name":"a","rotation":7}]}}"#
        try (header + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = Result { () throws(RecordingImportError) in try NativeRecordingReader.read(path: path) }
        guard case .failure(let error) = result else {
            Issue.record("accepted a header with a bad rule")
            return
        }
        #expect(error.description == "\(path):1: header inputRules: rule \"a\": field \"rotation\" is 7 (expected one of: 0, 90, 180, 270)")
    }

    /// Reading is linear in the number of rules: 30,000 rules read and a duplicate name at the very end
    /// is still found. The name check scanned every earlier rule, which made this minutes of work (8,000
    /// rules took 4–5 s in debug, 100,000 did not finish in 11 minutes; issue 24).
    @Test func readingIsLinearInTheNumberOfRules() {
        let count = 30_000
        var text = #"{"format": "uikit-input-rules", "version": 1, "rules": ["# + "\n"
        text.reserveCapacity(count * 20)
        for index in 0..<count {
            text += index == count - 1 ? #"{"name": "r0"}"# + "\n" : #"{"name": "r\#(index)"},"# + "\n"
        }
        text += "]}"
        guard case .failure(let duplicate) = read(text) else {
            Issue.record("a repeated name was accepted")
            return
        }
        #expect(duplicate.description == #"rules.json:\#(count + 1): two rules are named "r0" (names must be unique: the trace names rules)"#)
    }

    /// More rules than the limit is one clear error, before any rule is read.
    @Test func theNumberOfRulesIsLimited() {
        let count = InputRulesReader.maximumRuleCount + 1
        let text = #"{"format": "uikit-input-rules", "version": 1, "rules": ["#
            + Array(repeating: "{}", count: count).joined(separator: ",") + "]}"
        guard case .failure(let tooMany) = read(text) else {
            Issue.record("more rules than the limit were accepted")
            return
        }
        #expect(tooMany.description == "rules.json:1: \(count) rules (expected at most \(count - 1))")
    }

    @Test func aFileLargerThanTheLimitIsRefusedBeforeReading() throws {
        let folder = try TestPaths.scratchFolder()
        let path = folder.appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(InputRulesReader.maximumFileBytes + 1))  // sparse: no disk used
        try handle.close()
        do {
            _ = try InputRulesReader.read(path: path)
            Issue.record("a file over the limit was read")
        } catch {
            #expect(error.description == "\(path): the file is \(InputRulesReader.maximumFileBytes + 1) bytes (expected at most \(InputRulesReader.maximumFileBytes): is it a rules file?)")
        }
    }
}
