import Foundation
import Replay
import Testing

/// Batch replays of a folder: goldens compared and rewritten, unreadable files listed and the rest replayed.
@MainActor
struct BatchReplayTests {
    static let corpus = ReplayTestSupport.packageRoot + "/Recordings/corpus"

    /// A temporary folder with copies of corpus recordings, their scenes and goldens.
    static func folder(_ names: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in names {
            for suffix in [".jsonl", ".scene.json", ".trace"] {
                try FileManager.default.copyItem(atPath: "\(corpus)/\(name)\(suffix)", toPath: "\(folder)/\(name)\(suffix)")
            }
        }
        return folder
    }

    static func gestures() throws -> SceneDescription {
        try #require(try Result(catching: { () throws(SceneError) in try BuiltInScenes.scene(named: "gestures") }).get())
    }

    @Test func aCorpusRecordingMatchesItsGoldenWithTheSceneBesideIt() throws {
        let folder = try Self.folder(["double-tap"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = BatchReplay.replay(file: "\(folder)/double-tap.jsonl", scene: try Self.gestures(), sceneName: "gestures")
        #expect(result.status == .ok && result.golden == "match", "\(result.failure ?? result.divergence ?? "")")
        #expect(result.scene == "\(folder)/double-tap.scene.json")
        #expect(result.gestures == ["doubleTap (ended)", "singleTap (ended)"])
        #expect(result.events == 7)
    }

    @Test func aChangedGoldenDiffersAndUpdateGoldenRewritesIt() throws {
        let folder = try Self.folder(["tap"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = "\(folder)/tap.trace"
        let original = try String(contentsOfFile: golden, encoding: .utf8)
        try original.replacingOccurrences(of: "action tap (ended)", with: "action tap (cancelled)").write(toFile: golden, atomically: true, encoding: .utf8)
        let differs = BatchReplay.replay(file: "\(folder)/tap.jsonl", scene: try Self.gestures(), sceneName: "gestures")
        #expect(differs.status == .differs && differs.golden == "differs")
        #expect(differs.divergence?.contains("action tap (cancelled)") == true)
        let updated = BatchReplay.replay(file: "\(folder)/tap.jsonl", scene: try Self.gestures(), sceneName: "gestures", updateGolden: true)
        #expect(updated.status == .updated)
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == original)
    }

    @Test func unreadableFilesAreListedAndTheRestReplayed() throws {
        let folder = try Self.folder(["tap"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "{\"format\": \"uikit-recording\"\nnot json\n".write(toFile: "\(folder)/broken.jsonl", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/gone.jsonl", withDestinationPath: "\(folder)/nowhere.jsonl")
        try "notes".write(toFile: "\(folder)/notes.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: "\(folder)/sub", withIntermediateDirectories: false)
        // Extensions by the last dot, in any case; a name with no dot or a recording's extension inside is not one.
        for name in ["Field.V2.EVEMU", "log.jsonl.txt", "jsonl"] {
            try "x".write(toFile: "\(folder)/\(name)", atomically: true, encoding: .utf8)
        }
        let listing = try BatchReplay.files(in: folder)
        #expect(listing.recordings.map { ($0 as NSString).lastPathComponent } == ["Field.V2.EVEMU", "broken.jsonl", "gone.jsonl", "tap.jsonl"])
        #expect(listing.skipped.map { ($0.file as NSString).lastPathComponent } == ["jsonl", "log.jsonl.txt", "notes.txt"])
        for name in ["Field.V2.EVEMU", "log.jsonl.txt", "jsonl"] { try FileManager.default.removeItem(atPath: "\(folder)/\(name)") }
        let kept = try BatchReplay.files(in: folder)
        let results = try kept.recordings.map { BatchReplay.replay(file: $0, scene: try Self.gestures(), sceneName: "gestures") }
        #expect(results.map(\.status) == [.failed, .failed, .ok])
        #expect(results[0].failure?.hasPrefix("\(folder)/broken.jsonl:1:") == true, "\(results[0].failure ?? "")")
        #expect(results[1].failure?.contains("gone.jsonl: no such file") == true, "\(results[1].failure ?? "")")
        let table = BatchReplay.table(results + kept.skipped)
        #expect(table.contains("# 4 files: 1 ok, 0 differ from their golden, 0 golden updated, 2 failed, 1 skipped"))
        let json = try JSONSerialization.jsonObject(with: Data(BatchReplay.json(results).utf8)) as? [String: Any]
        #expect((json?["totals"] as? [String: Int])?["failed"] == 2)
    }
}
