import CommandTestSupport
import Foundation
import Testing

/// `--rules` on the command line: malformed rules are `file:line:` errors with exit status 1, and a rule
/// that matches no device is a warning.
@Suite struct InputRulesCommandTests {
    func uikit(_ arguments: [String]) throws -> CommandRunner.Result {
        let executable = CommandRunner.builtExecutable(named: "uikit")
        try #require(FileManager.default.isExecutableFile(atPath: executable), "uikit is not built at \(executable)")
        return try CommandRunner.run([executable] + arguments, directory: UIKitCommandTests.packageRoot, timeout: 60)
    }

    func temporary(_ name: String, _ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "\(getpid())-\(name)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let recording = UIKitCommandTests.packageRoot + "/Recordings/corpus/tap.jsonl"

    @Test func malformedRulesExitOneNamingFileAndLine() throws {
        let rules = try temporary("bad.rules.json", "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n  {\"name\": \"panel\", \"debounce\": {\"windowMs\": -3}}\n]}\n")
        defer { try? FileManager.default.removeItem(atPath: rules) }
        let result = try uikit(["replay", Self.recording, "--scene", "Recordings/corpus/tap.scene.json", "--rules", rules])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(rules):2: rule \"panel\" debounce: field \"windowMs\" is -3 (expected milliseconds, 1…1000)"))
    }

    /// The catalogue's bad rules files (docs/reliability.md, "Input rules files"): each a `file:line:` error
    /// on standard error and exit status 1. `%@` stands for the file's path.
    @Test(arguments: [
        ("malformed", "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n  {\"name\": \"panel\", \"debounce\": {\"windowMs\": 40,}}\n]}\n",
         "%@:2: invalid JSON: expected a field name in quotes at column 49"),
        ("unknown-filter", "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n  {\"name\": \"panel\",\n   \"smoothing\": true}\n]}\n",
         "%@:3: unknown field \"smoothing\" in rule \"panel\" (expected one of: name, match, screen, rotation, calibration, debounce, hysteresis, palm, watchdog, deadZones, pen, countsAsKeyboard)"),
        ("negative", "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n  {\"name\": \"panel\",\n   \"palm\": {\"maxMajorAxisMm\": -30}}\n]}\n",
         "%@:3: rule \"panel\" palm: field \"maxMajorAxisMm\" is -30 (expected millimetres, 1…1000)"),
        ("negative-zone", "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n  {\"name\": \"panel\", \"deadZones\": [{\"left\": -5}]}\n]}\n",
         "%@:2: rule \"panel\" dead zone 1: field \"left\" is -5 (expected points from the edge, ≥ 0)"),
        ("nan", "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n  {\"name\": \"panel\",\n   \"hysteresis\": {\"radiusPt\": NaN}}\n]}\n",
         "%@:3: invalid JSON: unexpected character (expected a value) at column 31"),
        ("infinite", "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n  {\"name\": \"panel\", \"watchdog\": {\"timeoutMs\": 1e999}}\n]}\n",
         "%@:2: invalid JSON: number out of range at column 52"),
        ("no-such-screen", "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n  {\"name\": \"panel\",\n   \"screen\": \"left\"}\n]}\n",
         // The line of the `screen` field, not the rule's first (issue 24).
         "%@:3: rule \"panel\": screen \"left\" does not exist (screens: \"screen0\")"),
    ])
    func badRulesFilesExitOneWithFileAndLine(name: String, text: String, message: String) throws {
        let rules = try temporary("\(name).rules.json", text)
        defer { try? FileManager.default.removeItem(atPath: rules) }
        let result = try uikit(["replay", Self.recording, "--scene", "Recordings/corpus/tap.scene.json", "--rules", rules])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: " + message.replacingOccurrences(of: "%@", with: rules) + "\n")
    }

    @Test func aRuleThatMatchesNoDeviceIsAWarning() throws {
        let rules = try temporary("unmatched.rules.json", "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n  {\"name\": \"left\", \"match\": {\"name\": \"no such panel\"}, \"hysteresis\": true}\n]}\n")
        defer { try? FileManager.default.removeItem(atPath: rules) }
        let result = try uikit(["replay", Self.recording, "--scene", "Recordings/corpus/tap.scene.json", "--rules", rules])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("\(rules):2: warning: rule \"left\" matches no device"))
    }

    @Test func rulesAreReadAndCheckedWithADisplayInsteadOfRefused() throws {
        let rules = try temporary("display.rules.json", "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n  {\"name\": \"left\", \"match\": {\"name\": \"panel\"}, \"screen\": \"left\"}\n]}\n")
        defer { try? FileManager.default.removeItem(atPath: rules) }
        for command in [["live", "--display", "window", "--scene", "gestures"], ["record", "out.jsonl", "--display", "kms", "--scene", "gestures"]] {
            let result = try uikit(command + ["--rules", rules])
            // Checked against the scene's screens before any display opens: the file's error, not a usage error.
            #expect(result.status == 1)
            #expect(result.stderr.contains("\(rules):2: rule \"left\": screen \"left\" does not exist"), "stderr: \(result.stderr)")
        }
    }
}
