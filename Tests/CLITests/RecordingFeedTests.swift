import CommandTestSupport
import Foundation
import Testing

/// `uikit live --feed` (Tools/uikit/RecordingFeed.swift): what it refuses before showing anything, and a
/// recording that turns out malformed part-way through a live run.
@Suite struct RecordingFeedTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/Recordings/corpus/"

    private func live(_ arguments: [String], environment: [String: String]? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run([CommandRunner.builtExecutable(named: "uikit"), "live"] + arguments, environment: environment, timeout: 60)
    }

    @Test func wrongUsesOfTheFeedOptionsAreRefusedWithTheirReason() throws {
        let scene = Self.corpus + "tap.scene.json", recording = Self.corpus + "tap.jsonl"
        let cases: [([String], String)] = [
            (["--scene", scene, "--feed", recording], "--feed needs --display or --frames"),
            (["--scene", scene, "--display", "window", "--feed-events", "10"], "--feed-events needs --feed"),
            (["--scene", scene, "--display", "window", "--feed", recording, "--feed-events", "0"], "--feed-events must be at least 1"),
            (["--scene", scene, "--display", "window", "--feed", recording, "--feed-rate", "0"], "--feed-rate must be a number of events per second"),
            (["--scene", scene, "--display", "window", "--feed", recording, "--feed-rate", "nan"], "--feed-rate must be a number of events per second"),
        ]
        for (arguments, message) in cases {
            let result = try live(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    @Test func aMissingOrEmptyRecordingIsAnErrorNamingTheFileBeforeAnythingIsShown() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-feed-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        // No DISPLAY: were the file read after the display was opened, the error would be the display's.
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let missing = try live(["--scene", Self.corpus + "tap.scene.json", "--display", "window", "--feed", work + "/none.jsonl"],
                               environment: environment)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains(work + "/none.jsonl") && missing.stderr.contains("no such file"), "\(missing.stderr)")
        // A header and no events: looping it would feed nothing for ever.
        let header = try String(contentsOfFile: Self.corpus + "tap.jsonl", encoding: .utf8).split(separator: "\n")[0]
        try (header + "\n").write(toFile: work + "/empty.jsonl", atomically: true, encoding: .utf8)
        let empty = try live(["--scene", Self.corpus + "tap.scene.json", "--display", "window", "--feed", work + "/empty.jsonl"],
                             environment: environment)
        #expect(empty.status == 1)
        #expect(empty.stderr.contains(work + "/empty.jsonl") && empty.stderr.contains("the recording has no events to feed"), "\(empty.stderr)")
    }
}

/// The same, live: a line that is malformed part-way through ends the session with an error naming the file
/// and line, not a crash, after the events before it were handled.
@Suite(.serialized, .enabled(if: XvfbServer.canStart, "Xvfb could not start (install xvfb, xdotool and x11-apps: Tools/scripts/install-deps.sh)"))
struct RecordingFeedWindowTests {
    @Test func aMalformedLinePartWayEndsTheSessionWithItsFileAndLine() throws {
        let server = try XvfbServer.start()
        defer { server.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-feed-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        var lines = try String(contentsOfFile: RecordingFeedTests.corpus + "tap.jsonl", encoding: .utf8).split(separator: "\n").map(String.init)
        lines.insert("{\"t\":1,\"device\":1,\"type\":\"touch\",", at: 3)
        try (lines.joined(separator: "\n") + "\n").write(toFile: work + "/broken.jsonl", atomically: true, encoding: .utf8)
        let live = try LiveProcess(
            arguments: ["live", "--display", "window", "--scene", RecordingFeedTests.corpus + "tap.scene.json",
                        "--feed", work + "/broken.jsonl", "--feed-events", "100"],
            display: server.display, directory: work)
        let result = try live.wait(timeout: 30)
        #expect(result.status == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(work + "/broken.jsonl:4"), "stderr: \(result.stderr)")
        // The events before the broken line reached the scene.
        #expect(result.stdout.contains("hit-test"), "stdout: \(result.stdout)")
    }
}
