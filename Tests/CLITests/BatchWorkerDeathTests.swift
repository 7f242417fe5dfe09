import CommandTestSupport
import Foundation
import Testing

/// A batch whose worker dies mid-file (docs/inspector.md, "Batch replays"): that file fails with the way the
/// worker ended, every other file is still replayed, with workers forked (the CLI's usual start) and started
/// by `exec` (`UIKIT_BATCH_EXEC=1`, the start of a parent that has other threads).
///
/// The worker is made to stop on a named pipe among the recordings: opening it blocks until a writer comes,
/// so when this test's own blocking open for writing returns, a worker is inside that file's replay; the
/// test finds it among the batch's children by its open files, checks how it was started, and kills it.
@Suite struct BatchWorkerDeathTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var jobs: Int
        var exec: Bool
        var testDescription: String { "--jobs \(jobs), workers \(exec ? "by exec" : "forked")" }
    }

    @Test(arguments: [Case(jobs: 1, exec: false), Case(jobs: 2, exec: false), Case(jobs: 2, exec: true)])
    func aKilledWorkerFailsOnlyTheFileItHadStarted(_ run: Case) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("batch-death-\(UUID().uuidString)").path
        let folder = root + "/batch"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let corpus = UIKitCommandTests.packageRoot + "/Recordings/corpus"
        let replayed = ["tap", "pan", "double-tap"]
        for name in replayed {
            for suffix in [".jsonl", ".scene.json", ".trace"] {
                try FileManager.default.copyItem(atPath: "\(corpus)/\(name)\(suffix)", toPath: "\(folder)/\(name)\(suffix)")
            }
        }
        let stuck = folder + "/stuck.jsonl"
        try #require(mkfifo(stuck, 0o600) == 0, "mkfifo: \(String(cString: strerror(errno)))")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandRunner.builtExecutable(named: "uikit"))
        process.arguments = ["replay", "--batch", folder, "--jobs", "\(run.jobs)", "--format", "json", "--scene", "gestures"]
        var environment = ProcessInfo.processInfo.environment
        environment["UIKIT_BATCH_EXEC"] = run.exec ? "1" : nil
        process.environment = environment
        let stdoutPath = root + "/stdout", stderrPath = root + "/stderr"
        try #require(FileManager.default.createFile(atPath: stdoutPath, contents: nil))
        try #require(FileManager.default.createFile(atPath: stderrPath, contents: nil))
        process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        // Should the batch end without opening the pipe, this open for reading lets the test's blocking open
        // for writing return instead of waiting forever; the checks below then fail.
        process.terminationHandler = { _ in
            let reader = open(stuck, O_RDONLY | O_NONBLOCK)
            if reader >= 0 { close(reader) }
        }
        try process.run()
        let writer = open(stuck, O_WRONLY)
        try #require(writer >= 0, "open \(stuck): \(String(cString: strerror(errno)))")
        let worker = Self.children(of: process.processIdentifier).first { Self.hasOpen(stuck, process: $0) }
        if let worker {
            let arguments = Self.commandLine(of: worker)
            #expect(arguments.contains("--batch-worker") == run.exec, "the worker's command line: \(arguments)")
            kill(worker, SIGKILL)
        }
        close(writer)
        process.waitUntilExit()
        try #require(worker != nil, "no worker of the batch had \(stuck) open")

        let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 1, "the killed worker's file fails the batch; stderr: \(stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stdoutPath))) as? [String: Any]
        let files = summary?["files"] as? [[String: Any]] ?? []
        let byName = Dictionary(uniqueKeysWithValues: files.map { ((($0["file"] as? String ?? "") as NSString).lastPathComponent, $0) })
        #expect(byName.keys.sorted() == ["double-tap.jsonl", "pan.jsonl", "stuck.jsonl", "tap.jsonl"])
        for name in replayed {
            #expect(byName["\(name).jsonl"]?["status"] as? String == "ok", "\(name): \(byName["\(name).jsonl"] ?? [:])")
        }
        #expect(byName["stuck.jsonl"]?["status"] as? String == "failed")
        #expect(byName["stuck.jsonl"]?["failure"] as? String == "\(stuck): the replay's worker process ended (signal 9) without a result")
    }

    /// The processes whose parent is `pid`.
    static func children(of pid: Int32) -> [Int32] {
        let listed = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return listed.split(separator: " ").compactMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Whether `process` has `path` open.
    static func hasOpen(_ path: String, process: Int32) -> Bool {
        let descriptors = "/proc/\(process)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
        return names.contains { (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\($0)")) == path }
    }

    /// The arguments `process` was started with.
    static func commandLine(of process: Int32) -> [String] {
        let bytes = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(process)/cmdline"))) ?? Data()
        return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
}
