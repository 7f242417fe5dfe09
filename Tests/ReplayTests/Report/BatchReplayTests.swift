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
        // Sizes in bytes, 0 for the dangling link; handed out largest first.
        let tapSize = try #require(try FileManager.default.attributesOfItem(atPath: "\(folder)/tap.jsonl")[.size] as? Int)
        #expect(listing.sizes == [1, 38, 0, tapSize])
        #expect(BatchReplay.queueOrder(sizes: listing.sizes) == [3, 1, 0, 2])
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

    /// The streamed comparison keeps the whole-text one's verdicts: a golden that differs only in comments
    /// matches, one that is not UTF-8 or not a file fails after the replay (its events still counted).
    @Test func goldensThatAreNotByteForByteTheTraceAreJudgedAsBefore() throws {
        let folder = try Self.folder(["double-tap"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = "\(folder)/double-tap.trace", file = "\(folder)/double-tap.jsonl"
        let original = try Data(contentsOf: URL(fileURLWithPath: golden))
        try (Data("# recorded on the kiosk\n".utf8) + original).write(to: URL(fileURLWithPath: golden))
        let commented = BatchReplay.replay(file: file, scene: try Self.gestures(), sceneName: "gestures")
        #expect(commented.status == .ok && commented.golden == "match", "\(commented.divergence ?? "")")
        var bytes = [UInt8](original)
        bytes[bytes.count - 3] = 0xff
        try Data(bytes).write(to: URL(fileURLWithPath: golden))
        let invalid = BatchReplay.replay(file: file, scene: try Self.gestures(), sceneName: "gestures")
        #expect(invalid.status == .failed && invalid.failure == "\(golden): cannot read the golden trace")
        #expect(invalid.events == 7 && invalid.gestures == ["doubleTap (ended)", "singleTap (ended)"])
        try FileManager.default.removeItem(atPath: golden)
        try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: false)
        let folderGolden = BatchReplay.replay(file: file, scene: try Self.gestures(), sceneName: "gestures")
        #expect(folderGolden.status == .failed && folderGolden.failure == "\(golden): cannot read the golden trace")
        try FileManager.default.removeItem(atPath: golden)
        let none = BatchReplay.replay(file: file, scene: try Self.gestures(), sceneName: "gestures")
        #expect(none.status == .ok && none.golden == "none")
    }

    /// The queue hands out the largest recordings first, equal sizes in the listing's order: every index once.
    @Test func theQueueOrderIsLargestFirstAndStable() {
        #expect(BatchReplay.queueOrder(sizes: []) == [])
        #expect(BatchReplay.queueOrder(sizes: [5, 9, 5, 0, 9, 7]) == [1, 4, 5, 0, 2, 3])
        let sizes = (0..<1000).map { ($0 * 7919) % 257 }
        let order = BatchReplay.queueOrder(sizes: sizes)
        #expect(order.sorted() == Array(sizes.indices))
        #expect(zip(order, order.dropFirst()).allSatisfy { sizes[$0] > sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) })
    }

    /// The listing: recordings by extension in any case, companions and hidden files left out, the rest
    /// skipped, each list sorted as names sort; a dot joined to the character before it (U+0600 prepends
    /// itself to what follows) is no extension's dot.
    @Test func theListingSortsRecordingsAndSkipsTheRest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let names = ["b.jsonl", "a.JSONL", "c.trace", "d.scene.json", "notes.txt", "\u{E9}.jsonl", "x\u{600}.jsonl", ".hidden.jsonl",
                     "z.tar.evemu", "e.desc", "noextension"]
        for name in names { try Data().write(to: URL(fileURLWithPath: folder + "/" + name)) }
        try FileManager.default.createDirectory(atPath: folder + "/sub.jsonl", withIntermediateDirectories: false)
        let listing = try BatchReplay.files(in: folder)
        #expect(listing.recordings == ["a.JSONL", "b.jsonl", "z.tar.evemu", "\u{E9}.jsonl"].map { folder + "/" + $0 })
        #expect(listing.sizes == [0, 0, 0, 0])
        #expect(listing.skipped.map(\.file) == ["noextension", "notes.txt", "x\u{600}.jsonl"].map { folder + "/" + $0 })
        #expect(listing.skipped.allSatisfy { $0.status == .skipped })
    }
}
