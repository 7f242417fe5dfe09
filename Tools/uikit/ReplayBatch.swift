import ArgumentParser
import Foundation
import InputRules
import Replay

/// `uikit replay --batch DIR`: replays every recording of a folder in `--jobs` worker processes (each a
/// `uikit replay --batch-worker`), then prints the summary table (or JSON) and exits 1 when a trace
/// differs from its golden or a file failed.
@MainActor
struct BatchRun {
    let options: ReplayCommand
    let folder: String

    func run() throws {
        // The scene and rules are checked once here, so a bad one is one error, not one per file.
        _ = try SceneOption.load(options.scene)
        if let rules = options.rules { _ = try RulesOption.load(rules) }
        let listing: (recordings: [String], skipped: [BatchFileResult])
        do {
            listing = try BatchReplay.files(in: folder)
        } catch {
            throw CLIError("\(folder): cannot list the folder: \(error.localizedDescription)")
        }
        var arguments = ["replay", "--batch-worker", "--scene", options.scene]
        if let rules = options.rules { arguments += ["--rules", rules] }
        if options.noRules { arguments.append("--no-rules") }
        if options.inspector.updateGolden { arguments.append("--update-golden") }
        let pool = BatchWorkerPool(executable: BatchWorkerPool.currentExecutable, arguments: arguments, files: listing.recordings)
        let rows = Self.merge(pool.run(jobs: options.inspector.jobs), listing.skipped.map(BatchSummaryRow.init))
        let json = options.format == .json || options.inspector.batchJson != nil ? BatchReplay.json(rows: rows) + "\n" : ""
        if let path = options.inspector.batchJson {
            try CLIError.reporting { () throws(InspectorError) in
                try InspectorPage.writeAtomically(Data(json.utf8), to: path)
            }
        }
        let output = BufferedOutput()
        output.write(options.format == .json ? json : BatchReplay.table(rows: rows))
        output.flush()
        if rows.contains(where: { $0.status == .failed || $0.status == .differs }) { throw ExitCode(1) }
    }

    /// Two lists sorted by file merged into one: the recordings' rows (in the listing's order) and the
    /// skipped files'.
    static func merge(_ a: [BatchSummaryRow], _ b: [BatchSummaryRow]) -> [BatchSummaryRow] {
        var merged: [BatchSummaryRow] = []
        merged.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].file < b[j].file) {
                merged.append(a[i])
                i += 1
            } else {
                merged.append(b[j])
                j += 1
            }
        }
        return merged
    }
}

/// `uikit replay --batch-worker`: replays the recordings named on standard input, one path a line, and
/// answers each with its rendered summary row (``BatchSummaryRow/encoded()``), so the parent only joins
/// rows. The batch's scene is loaded once, and each scene beside a recording once per distinct text.
@MainActor
struct BatchWorker {
    let options: ReplayCommand

    func run() throws {
        let scene = try SceneOption.load(options.scene)
        let rules: InputRuleSet?? = options.noRules ? .some(nil) : try options.rules.map { try RulesOption.load($0) }
        let scenes = BatchSceneCache()
        let input = PipeReader(fileDescriptor: 0)
        while let path = input.readLine() {
            guard !path.isEmpty else { continue }
            let result = BatchReplay.replay(file: path, scene: scene, sceneName: options.scene, rules: rules,
                                            updateGolden: options.inspector.updateGolden, scenes: scenes)
            // One write a row: a worker that dies later has not lost the rows it finished.
            guard PipeReader.writeAll(BatchSummaryRow(result).encoded(), to: 1) else { throw ExitCode(1) }
        }
    }
}

/// Hands files to worker processes (the next file to whichever worker answers first, so a few long
/// recordings do not leave the other workers idle), two at a time: a worker finds its next file waiting
/// when it answers, instead of idling until this process is scheduled to read the answer and send another
/// (with as many workers as cores, that wait is on a busy core). A worker that dies fails the file it was
/// replaying; the file waiting behind it goes back to the queue, and a new worker is started.
final class BatchWorkerPool: @unchecked Sendable {
    private let executable: String
    private let arguments: [String]
    private let files: [String]
    private let lock = NSLock()
    private var next = 0
    /// Indices of files sent to a worker that died before starting them.
    private var returned: [Int] = []
    /// Each recording's row, by its index in `files`.
    private var rows: [BatchSummaryRow?]
    /// Files handed to a worker before its first answer.
    static let depth = 2

    init(executable: String, arguments: [String], files: [String]) {
        self.executable = executable
        self.arguments = arguments
        self.files = files
        rows = Array(repeating: nil, count: files.count)
    }

    /// This program's path, to start workers.
    static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs `jobs` workers until every file has a row; the rows in the files' order.
    func run(jobs: Int) -> [BatchSummaryRow] {
        let workers = max(1, min(jobs, files.count))
        guard !files.isEmpty else { return [] }
        // A worker that dies closes its pipe: writing to it must be an error to handle, not a signal that
        // ends this process.
        signal(SIGPIPE, SIG_IGN)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in work() }
        return rows.enumerated().map { index, row in
            row ?? BatchSummaryRow(Self.failure(files[index], "no worker replayed it"))
        }
    }

    private static func failure(_ file: String, _ why: String) -> BatchFileResult {
        var failed = BatchFileResult(file: file, status: .failed)
        failed.failure = "\(file): \(why)"
        return failed
    }

    /// The index of the next file to replay.
    private func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if !returned.isEmpty { return returned.removeFirst() }
        guard next < files.count else { return nil }
        next += 1
        return next - 1
    }

    private func giveBack(_ indices: some Collection<Int>) {
        lock.lock()
        returned.append(contentsOf: indices)
        lock.unlock()
    }

    private func store(_ row: BatchSummaryRow, at index: Int) {
        lock.lock()
        rows[index] = row
        lock.unlock()
    }

    private func work() {
        var worker: Worker?
        /// Indices of the files sent to `worker` and not answered yet, oldest first: the first is being replayed.
        var sent: [Int] = []
        while true {
            while sent.count < Self.depth, let index = take() {
                if worker == nil {
                    do {
                        worker = try Worker(executable: executable, arguments: arguments)
                    } catch {
                        store(BatchSummaryRow(Self.failure(files[index], "cannot start a worker process: \(error)")), at: index)
                        continue
                    }
                }
                sent.append(index)
                if worker?.send(files[index]) != true { break }
            }
            guard let current = worker, let index = sent.first else { break }
            if let row = current.receive(), row.file == files[index] {
                store(row, at: index)
                sent.removeFirst()
            } else {
                let status = current.stop()
                store(BatchSummaryRow(Self.failure(files[index], "the replay's worker process ended (\(status)) without a result")), at: index)
                giveBack(sent.dropFirst())
                sent.removeAll()
                worker = nil
            }
        }
        worker?.finish()
    }

    /// One worker process and its pipes.
    private final class Worker {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        let reader: PipeReader

        init(executable: String, arguments: [String]) throws {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardInput = input
            process.standardOutput = output
            reader = PipeReader(fileDescriptor: output.fileHandleForReading.fileDescriptor)
            try process.run()
        }

        /// Sends `file`; `false` when the worker is gone.
        func send(_ file: String) -> Bool {
            PipeReader.writeAll(Array((file + "\n").utf8), to: input.fileHandleForWriting.fileDescriptor)
        }

        /// The row of the oldest file sent; `nil` when the worker died (or answered what is not a row).
        func receive() -> BatchSummaryRow? {
            guard let header = reader.readLineBytes(), let lengths = BatchSummaryRow.fieldLengths(header: header),
                  let bytes = reader.read(count: lengths.reduce(0, +))
            else { return nil }
            return BatchSummaryRow.decode(lengths: lengths, bytes: bytes)
        }

        /// Closes its input and waits until it has exited: its output ends when it exits, and Foundation
        /// reaps it within a millisecond. (Not `waitUntilExit` alone, which on Linux polls every 50 ms: that
        /// was a fixed delay at the end of every batch, a tenth of a short one's time.)
        func finish() {
            try? input.fileHandleForWriting.close()
            while reader.readLineBytes() != nil {}
            // Reaped before this process ends, so its CPU time counts as this process's children's.
            for _ in 0..<1_000 where process.isRunning { usleep(1_000) }
            if process.isRunning { process.waitUntilExit() }
        }

        /// Closes its input and waits for it; its exit, as words.
        func stop() -> String {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationReason == .uncaughtSignal ? "signal \(process.terminationStatus)" : "status \(process.terminationStatus)"
        }
    }
}
