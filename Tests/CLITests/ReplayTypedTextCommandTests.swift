import CommandTestSupport
import Foundation
import Testing

/// `uikit replay` of a recording with keys: the trace hides what was typed unless `--show-keycodes`, and
/// a bad `textField` value in the scene exits 1 naming the file, line and field.
@Suite struct ReplayTypedTextCommandTests {
    func uikit(_ arguments: [String]) throws -> CommandRunner.Result {
        let executable = CommandRunner.builtExecutable(named: "uikit")
        try #require(FileManager.default.isExecutableFile(atPath: executable), "uikit is not built at \(executable)")
        return try CommandRunner.run([executable] + arguments, directory: UIKitCommandTests.packageRoot, timeout: 60)
    }

    static let arguments = ["replay", "Recordings/corpus/text-field-keys.jsonl", "--scene", "Recordings/corpus/text-field-keys.scene.json"]

    @Test func typedTextIsHiddenUnlessShowKeycodes() throws {
        let hidden = try uikit(Self.arguments)
        #expect(hidden.status == 0)
        #expect(hidden.stdout.contains("note key 26 typed 1 character (hidden) -> name"))
        #expect(!hidden.stdout.contains("ü"))
        let shown = try uikit(Self.arguments + ["--show-keycodes"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains(#"note key 26 "ü" -> name"#))
    }

    @Test func aBadKeyboardTypeExitsOneNamingTheField() throws {
        let path = NSTemporaryDirectory() + "\(getpid())-bad-text.scene.json"
        try #"{"format": "uikit-scene", "version": 1, "windows": [{"subviews": [\#n{"name": "pin", "type": "textField", "frame": [0, 0, 9, 9], "keyboardType": "pin"}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try uikit(["replay", "Recordings/corpus/text-field-keys.jsonl", "--scene", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"\#(path):2: view "pin": field "keyboardType" is "pin" (expected one of "default""#))
    }
}
