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

    @Test func aRuleThatMatchesNoDeviceIsAWarning() throws {
        let rules = try temporary("unmatched.rules.json", "{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [\n  {\"name\": \"left\", \"match\": {\"name\": \"no such panel\"}, \"hysteresis\": true}\n]}\n")
        defer { try? FileManager.default.removeItem(atPath: rules) }
        let result = try uikit(["replay", Self.recording, "--scene", "Recordings/corpus/tap.scene.json", "--rules", rules])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("\(rules):2: warning: rule \"left\" matches no device"))
    }
}
