import CommandTestSupport
import Foundation
import Testing

/// The `uikit` command as a user runs it: output, errors and exit codes (0 success, 1 bad input,
/// 64 wrong usage).
@Suite struct UIKitCommandTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let demoFolder = packageRoot + "/Recordings/demo"

    func uikit(_ arguments: String...) throws -> CommandRunner.Result {
        let executable = CommandRunner.builtExecutable(named: "uikit")
        try #require(FileManager.default.isExecutableFile(atPath: executable), "uikit is not built at \(executable)")
        return try CommandRunner.run([executable] + arguments, directory: Self.packageRoot, timeout: 60)
    }

    @Test func replayOfARealTwoFingerTapRecognizesTheTwoFingerTap() throws {
        let result = try uikit("replay", Self.demoFolder + "/Wacom Bamboo 16FG 4x5 Finger double-tap.events", "--summary")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("gesture twoFingerTap possible → ended: 1 tap of 2 touches"))
        #expect(result.stdout.hasSuffix("# summary: twoFingerTap ended ×1\n"))
    }

    @Test func fullReplayPrintsInputHitTestsAndDeliveries() throws {
        let result = try uikit("replay", Self.demoFolder + "/Wacom Bamboo 16FG 4x5 Finger double-tap.events")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("input dev1 added \"Wacom Bamboo 16FG 4x5 Finger\""))
        #expect(result.stdout.contains("hit-test t1 at"))
        #expect(result.stdout.contains("deliver touchesBegan → canvas t1,t2"))
    }

    @Test func replayIsDeterministic() throws {
        let path = Self.demoFolder + "/Wacom Bamboo 16FG 4x5 Finger single-center-scroll.events"
        let first = try uikit("replay", path)
        let second = try uikit("replay", path)
        #expect(first.status == 0 && !first.stdout.isEmpty)
        #expect(first.stdout == second.stdout)
    }

    @Test func demoReplaysTheBundledRecordings() throws {
        let result = try uikit("demo")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let summaries = result.stdout.split(separator: "\n").filter { $0.hasPrefix("# summary:") }
        #expect(summaries == [
            "# summary: twoFingerTap ended ×1",
            "# summary: pan began ×1, pan changed ×78, pan ended ×1",
            "# summary: pan began ×1, pan changed ×387, pan ended ×1",
            "# summary: leftPan began ×1, rightPan began ×1, leftPan changed ×44, rightPan changed ×44, leftPan ended ×1, rightPan ended ×1, leftTap ended ×1, rightTap ended ×1",
        ])
        #expect(result.stdout.contains("# SVG drawing of the views, touch paths and gestures: .build/demo/two-views.svg"))
    }

    @Test func missingRecordingExitsOneAndNamesTheFile() throws {
        let result = try uikit("replay", "/nonexistent/recording.jsonl")
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent/recording.jsonl: no such file"))
    }

    @Test func malformedRecordingExitsOneWithFileAndLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).jsonl").path
        try "garbage\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try uikit("replay", path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(path):1: invalid JSON"))
    }

    @Test func unknownRecordingTypeExitsOne() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).txt").path
        try "hello\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try uikit("replay", path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("unknown recording type"))
    }

    @Test func unknownSceneExitsOneAndNamesTheBuiltInScenes() throws {
        let result = try uikit("replay", Self.demoFolder + "/Wacom Bamboo 16FG 4x5 Finger double-tap.events", "--scene", "nope")
        #expect(result.status == 1)
        #expect(result.stderr.contains("nope: no such scene file, and not a built-in scene (built-in: gestures)"))
    }
}
