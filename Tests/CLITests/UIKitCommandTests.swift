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
        #expect(result.stdout.contains("# The replay inspector's report (open it in a browser): .build/demo/two-views.html"))
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

    static let corpus = packageRoot + "/Recordings/corpus"

    func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)").path
    }

    @Test func replayAgainstASceneFileWritesJSONAndAnSVG() throws {
        let svg = temporary("tap.svg")
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let result = try uikit("replay", Self.corpus + "/tap.jsonl", "--scene", Self.corpus + "/tap.scene.json", "--format", "json", "--svg", svg)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
        #expect(lines.contains(#"{"t":560000,"kind":"action","recognizer":"tap","state":"ended"}"#))
        #expect(lines.last == #"{"kind":"summary","events":17}"#)
        let drawing = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(drawing.hasPrefix("<svg") && drawing.contains(#"data-recognizer="tap""#))
    }

    @Test func sceneWithACycleExitsOneWithFileAndLine() throws {
        let scene = temporary("cycle.json")
        defer { try? FileManager.default.removeItem(atPath: scene) }
        try """
            {"format": "uikit-scene", "version": 1, "windows": [{"recognizers": [
              {"type": "tap", "name": "a", "requireToFail": ["b"]},
              {"type": "tap", "name": "b", "requireToFail": ["a"]}
            ]}]}
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        let result = try uikit("replay", Self.corpus + "/tap.jsonl", "--scene", scene)
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"\#(scene):3: requireToFail cycle: "a" waits for "b" waits for "a""#))
    }

    @Test func truncatedRecordingExitsOneWithFileAndLine() throws {
        let path = temporary("cut.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = try String(contentsOfFile: Self.corpus + "/tap.jsonl", encoding: .utf8)
        try String(text.dropLast(20)).write(toFile: path, atomically: true, encoding: .utf8)
        let result = try uikit("replay", path, "--scene", Self.corpus + "/tap.scene.json")
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(path):18: truncated last line"))
    }

    @Test func convertToEvemuAndBackReplaysToTheSameActions() throws {
        let evemu = temporary("pinch.evemu")
        let native = temporary("pinch.jsonl")
        defer {
            try? FileManager.default.removeItem(atPath: evemu)
            try? FileManager.default.removeItem(atPath: native)
        }
        let toEvemu = try uikit("convert", Self.corpus + "/pinch.jsonl", evemu)
        #expect(toEvemu.status == 0, "stderr: \(toEvemu.stderr)")
        let back = try uikit("convert", evemu, native)
        #expect(back.status == 0, "stderr: \(back.stderr)")
        let replay = try uikit("replay", native, "--scene", Self.corpus + "/pinch.scene.json", "--summary")
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("action pinch (began)") && replay.stdout.contains("action pinch (ended)"))
        let fromYAML = try uikit("convert", Self.packageRoot + "/Recordings/fixtures/libinput-record-touchscreen-and-mouse.yml", temporary("x.jsonl"))
        #expect(fromYAML.status == 0, "stderr: \(fromYAML.stderr)")
    }

    @Test func convertWithoutAKnownOutputTypeIsAUsageError() throws {
        let result = try uikit("convert", Self.corpus + "/tap.jsonl", "out.txt")
        #expect(result.status == 64)
        #expect(result.stderr.contains("expected a name ending in .jsonl, .evemu or .events"))
    }

    @Test func everyCommandHasHelpWithExitCodes() throws {
        for command in ["replay", "record", "convert", "live", "demo"] {
            let result = try uikit(command, "--help")
            #expect(result.status == 0)
            #expect(result.stdout.contains("Exit codes: 0 success; 1"), "\(command) --help")
        }
        #expect(try uikit("record", "--help").stdout.contains("0600"))
    }
}
