import CommandTestSupport
import Foundation
import Testing

/// The replay inspector's commands as a user runs them: `replay --html`, `--compare`, `--batch`, `diff`,
/// with their bad input (docs/reliability.md).
@Suite struct InspectorCommandTests {
    static let root = UIKitCommandTests.packageRoot
    static let corpus = root + "/Recordings/corpus"

    func uikit(_ arguments: [String]) throws -> CommandRunner.Result {
        let executable = CommandRunner.builtExecutable(named: "uikit")
        try #require(FileManager.default.isExecutableFile(atPath: executable), "uikit is not built at \(executable)")
        return try CommandRunner.run([executable] + arguments, directory: Self.root, timeout: 120)
    }

    func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func copy(_ names: [String], to folder: String) throws {
        for name in names {
            for suffix in [".jsonl", ".scene.json", ".trace"] {
                try FileManager.default.copyItem(atPath: "\(Self.corpus)/\(name)\(suffix)", toPath: "\(folder)/\(name)\(suffix)")
            }
        }
    }

    @Test func htmlWritesOneSelfContainedReportAndSaysWhere() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try uikit(["replay", Self.corpus + "/tap.jsonl", "--scene", Self.corpus + "/tap.scene.json", "--summary",
                                "--html", folder + "/tap.html"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("# wrote the replay inspector's report to \(folder)/tap.html"))
        let page = try String(contentsOfFile: folder + "/tap.html", encoding: .utf8)
        #expect(page.contains("inspector-frames") && page.contains("iVBORw0KGgo"), "PNG frames embedded")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["tap.html"])
    }

    @Test func aMalformedRecordingGivesFileAndLineAndLeavesNoReport() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lines = try String(contentsOfFile: Self.corpus + "/tap.jsonl", encoding: .utf8).split(separator: "\n")
        // A broken event half-way: the replay has started (and rendered frames) when it fails.
        let broken = lines.prefix(6).joined(separator: "\n") + "\n{\"t\": oops}\n" + lines.dropFirst(6).joined(separator: "\n")
        try broken.write(toFile: folder + "/broken.jsonl", atomically: true, encoding: .utf8)
        let result = try uikit(["replay", folder + "/broken.jsonl", "--scene", Self.corpus + "/tap.scene.json", "--html", folder + "/report.html"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(folder)/broken.jsonl:7:"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["broken.jsonl"], "no report, no temporary file")
    }

    @Test func compareWithTheGoldenPassesAndAChangedGoldenShowsTheDivergence() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = ["replay", Self.corpus + "/double-tap.jsonl", "--scene", Self.corpus + "/double-tap.scene.json", "--summary"]
        let same = try uikit(arguments + ["--compare", Self.corpus + "/double-tap.trace"])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.contains("the traces are the same"))

        let golden = try String(contentsOfFile: Self.corpus + "/double-tap.trace", encoding: .utf8)
            .replacingOccurrences(of: "doubleTap possible → ended: 2 taps of 1 touch", with: "doubleTap possible → failed: too slow")
        try golden.write(toFile: folder + "/old.trace", atomically: true, encoding: .utf8)
        let differs = try uikit(arguments + ["--compare", folder + "/old.trace", "--html", folder + "/report.html"])
        #expect(differs.status == 1)
        #expect(differs.stdout.contains("# \(folder)/old.trace and this replay first diverge at t = 0.740000"))
        #expect(differs.stdout.contains("#     [0.740000] gesture doubleTap possible → failed: too slow"))
        let page = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        #expect(page.contains(#""verdict":"diverged""#), "the comparison is a section of the report")

        let missing = try uikit(arguments + ["--compare", folder + "/none.trace"])
        #expect(missing.status == 1 && missing.stderr.contains("\(folder)/none.trace: cannot read the golden trace"))
    }

    @Test func diffExitCodesSayTheSameDivergedOrDifferentRecordings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tap = Self.corpus + "/tap.trace"
        let same = try uikit(["diff", tap, tap])
        #expect(same.status == 0 && same.stdout.contains("the traces are the same"))

        let changed = try String(contentsOfFile: tap, encoding: .utf8).replacingOccurrences(of: "action tap (ended)", with: "action tap (cancelled)")
        try changed.write(toFile: folder + "/new.trace", atomically: true, encoding: .utf8)
        let diverged = try uikit(["diff", tap, folder + "/new.trace"])
        #expect(diverged.status == 1)
        #expect(diverged.stdout.contains("B decided (and A did not):\n    ") && diverged.stdout.contains("action tap (cancelled)"))

        let other = try uikit(["diff", tap, Self.corpus + "/pan.trace"])
        #expect(other.status == 2)
        #expect(other.stderr.contains("are traces of different recordings"))
        #expect(other.stdout.isEmpty, "said at once, with no divergence listing")

        let unreadable = try uikit(["diff", tap, folder + "/none.trace"])
        #expect(unreadable.status == 2 && unreadable.stderr.contains("none.trace: cannot read the trace"))
    }

    @Test func batchReplaysAFolderListsBadFilesAndFailsOnADifferentGolden() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try copy(["tap", "pan", "double-tap", "long-press"], to: folder)
        try "{ not a recording\n".write(toFile: folder + "/broken.jsonl", atomically: true, encoding: .utf8)
        try "notes".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)

        let first = try uikit(["replay", "--batch", folder, "--jobs", "2", "--batch-json", folder + "/summary.json"])
        #expect(first.status == 1, "the broken file fails the batch")
        #expect(first.stdout.contains("# 6 files: 4 ok, 0 differ from their golden, 0 golden updated, 1 failed, 1 skipped"), "\(first.stdout)")
        #expect(first.stdout.contains("# failed: \(folder)/broken.jsonl:1:"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/summary.json"))) as? [String: Any]
        let files = json?["files"] as? [[String: Any]] ?? []
        #expect(files.map { ($0["file"] as? String).map { ($0 as NSString).lastPathComponent } ?? "" }
                == ["broken.jsonl", "double-tap.jsonl", "long-press.jsonl", "notes.txt", "pan.jsonl", "tap.jsonl"])
        #expect(files.first { ($0["file"] as? String)?.hasSuffix("tap.jsonl") == true && ($0["golden"] as? String) == "match" } != nil)

        // One job gives the same summary as two.
        try FileManager.default.removeItem(atPath: folder + "/broken.jsonl")
        try FileManager.default.removeItem(atPath: folder + "/summary.json")
        let one = try uikit(["replay", "--batch", folder, "--jobs", "1", "--format", "json"])
        let two = try uikit(["replay", "--batch", folder, "--jobs", "2", "--format", "json"])
        #expect(one.status == 0 && two.status == 0, "\(one.stdout)")
        #expect(one.stdout == two.stdout)

        // A golden that no longer matches fails the batch; --update-golden rewrites it.
        let golden = folder + "/pan.trace"
        let original = try String(contentsOfFile: golden, encoding: .utf8)
        try original.replacingOccurrences(of: "action pan (ended)", with: "action pan (cancelled)").write(toFile: golden, atomically: true, encoding: .utf8)
        let differs = try uikit(["replay", "--batch", folder])
        #expect(differs.status == 1)
        #expect(differs.stdout.contains("pan.jsonl         differs"), "\(differs.stdout)")
        let update = try uikit(["replay", "--batch", folder, "--update-golden"])
        #expect(update.status == 0)
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == original)
    }

    /// A worker as the batch starts it (read without the argument parser) and in another order (through
    /// the parser): it takes indices from its standard input and answers each with a start line and a row.
    @Test func aBatchWorkerTakesIndicesFromItsQueueInEitherSpelling() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try copy(["tap", "pan"], to: folder)
        let list = folder + "/list"
        try Data((folder + "/tap.jsonl\0" + folder + "/pan.jsonl\0").utf8).write(to: URL(fileURLWithPath: list))
        let executable = CommandRunner.builtExecutable(named: "uikit")
        // Index 1, then 0: 4 bytes each, little-endian.
        func worker(_ arguments: [String]) throws -> CommandRunner.Result {
            let command = "printf '\\001\\000\\000\\000\\000\\000\\000\\000' | \"$0\" \"$@\""
            return try CommandRunner.run(["/bin/sh", "-c", command, executable] + arguments, directory: Self.root, timeout: 60)
        }
        let asStarted = try worker(["replay", "--batch-worker", "--scene", "gestures", "--batch-list", list])
        let parsed = try worker(["replay", "--batch-list", list, "--scene", "gestures", "--batch-worker"])
        #expect(asStarted.status == 0 && asStarted.stderr.isEmpty, "\(asStarted.stderr)")
        #expect(asStarted.stdout.hasPrefix("start 1\nrow "), "\(asStarted.stdout.prefix(200))")
        #expect(asStarted.stdout.contains("\(folder)/pan.jsonlok") && asStarted.stdout.contains("start 0\nrow "))
        #expect(parsed.status == 0 && parsed.stdout == asStarted.stdout)

        let badList = try worker(["replay", "--batch-worker", "--scene", "gestures", "--batch-list", folder + "/none"])
        #expect(badList.status == 1 && badList.stderr.contains("none: cannot read the batch's list of files"), "\(badList.stderr)")
        let bothRules = try worker(["replay", "--batch-worker", "--scene", "gestures", "--rules", "x", "--no-rules", "--batch-list", list])
        #expect(bothRules.status == 64, "the parser's usage error, as for any other spelling")
    }

    /// A batch's common spelling (read without the argument parser) and others the parser reads give the
    /// same summaries, files and exit status; what the parser rejects is still its usage error.
    @Test func aBatchGivesTheSameSummaryInEitherSpelling() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try copy(["tap", "pan"], to: folder)
        let goldens = folder + "/goldens"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: false)
        try copy(["tap"], to: goldens)
        try FileManager.default.removeItem(atPath: goldens + "/tap.trace")
        let spellings: [[String]] = [
            ["replay", "--batch", folder, "--jobs", "2", "--format", "json", "--scene", "gestures", "--batch-json", folder + "/fast.json"],
            ["replay", "--format=json", "--batch=\(folder)", "--jobs=2", "--batch-json", folder + "/parsed.json"],
        ]
        let fast = try uikit(spellings[0]), parsed = try uikit(spellings[1])
        #expect(fast.status == 0 && fast.stderr.isEmpty, "\(fast.stderr)")
        #expect(fast.stdout.contains("\"ok\" : 2") && fast.stdout == parsed.stdout && parsed.status == 0, "\(parsed.stdout)")
        #expect(try String(contentsOfFile: folder + "/fast.json", encoding: .utf8) == String(contentsOfFile: folder + "/parsed.json", encoding: .utf8))
        let table = try uikit(["replay", "--batch", folder]), parsedTable = try uikit(["replay", "--summary", "--batch", folder])
        #expect(table.stdout.contains("# 2 files: 2 ok") && table.stdout == parsedTable.stdout, "\(table.stdout)")

        // Without the golden, --update-golden writes it, and --no-rules is passed on, in either spelling.
        let update = try uikit(["replay", "--batch", goldens, "--update-golden", "--no-rules", "--jobs", "1"])
        #expect(update.status == 0 && update.stdout.contains("1 golden updated"), "\(update.stdout)")
        #expect(FileManager.default.fileExists(atPath: goldens + "/tap.trace"))

        for rejected in [["--jobs", "0"], ["--jobs", "-1"], ["--format", "yaml"], ["--rules", "x", "--no-rules"]] {
            let run = try uikit(["replay", "--batch", folder] + rejected)
            #expect(run.status == 64, "\(rejected): \(run.status) \(run.stderr)")
        }
    }

    @Test func batchUsageErrors() throws {
        let withRecording = try uikit(["replay", Self.corpus + "/tap.jsonl", "--batch", Self.corpus])
        #expect(withRecording.status == 64)
        let noRecording = try uikit(["replay"])
        #expect(noRecording.status == 64 && noRecording.stderr.contains("missing the recording"))
        let missingFolder = try uikit(["replay", "--batch", "/nonexistent/folder"])
        #expect(missingFolder.status == 1 && missingFolder.stderr.contains("/nonexistent/folder: cannot list the folder"))
    }
}
