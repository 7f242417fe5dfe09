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
        let results = (pool.run(jobs: options.inspector.jobs) + listing.skipped).sorted { $0.file < $1.file }
        if let path = options.inspector.batchJson {
            try CLIError.reporting { () throws(InspectorError) in
                try InspectorPage.writeAtomically(Data((BatchReplay.json(results) + "\n").utf8), to: path)
            }
        }
        let output = BufferedOutput()
        output.write(options.format == .json ? BatchReplay.json(results) + "\n" : BatchReplay.table(results))
        output.flush()
        if results.contains(where: { $0.status == .failed || $0.status == .differs }) { throw ExitCode(1) }
    }
}

/// `uikit replay --batch-worker`: replays the recordings named on standard input, one path a line, and
/// answers each with one line of JSON (a ``BatchFileResult``). The scene is loaded once.
@MainActor
struct BatchWorker {
    let options: ReplayCommand

    func run() throws {
        let scene = try SceneOption.load(options.scene)
        let rules: InputRuleSet?? = options.noRules ? .some(nil) : try options.rules.map { try RulesOption.load($0) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let input = LineReader(fileDescriptor: 0)
        while let path = input.readLine() {
            guard !path.isEmpty else { continue }
            let result = BatchReplay.replay(file: path, scene: scene, sceneName: options.scene, rules: rules,
                                            updateGolden: options.inspector.updateGolden)
            var line = (try? encoder.encode(result)) ?? Data()
            line.append(UInt8(ascii: "\n"))
            FileHandle.standardOutput.write(line)
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
    /// Files sent to a worker that died before starting them.
    private var returned: [String] = []
    private var results: [BatchFileResult] = []
    /// Files handed to a worker before its first answer.
    static let depth = 2

    init(executable: String, arguments: [String], files: [String]) {
        self.executable = executable
        self.arguments = arguments
        self.files = files
    }

    /// This program's path, to start workers.
    static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs `jobs` workers until every file has a result.
    func run(jobs: Int) -> [BatchFileResult] {
        let workers = max(1, min(jobs, files.count))
        guard !files.isEmpty else { return [] }
        // A worker that dies closes its pipe: writing to it must be an error to handle, not a signal that
        // ends this process.
        signal(SIGPIPE, SIG_IGN)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in work() }
        return results
    }

    private func take() -> String? {
        lock.lock()
        defer { lock.unlock() }
        if !returned.isEmpty { return returned.removeFirst() }
        guard next < files.count else { return nil }
        next += 1
        return files[next - 1]
    }

    private func giveBack(_ files: some Collection<String>) {
        lock.lock()
        returned.append(contentsOf: files)
        lock.unlock()
    }

    private func store(_ result: BatchFileResult) {
        lock.lock()
        results.append(result)
        lock.unlock()
    }

    private func work() {
        var worker: Worker?
        /// Files sent to `worker` and not answered yet, oldest first: the first is being replayed.
        var sent: [String] = []
        while true {
            while sent.count < Self.depth, let file = take() {
                if worker == nil {
                    do {
                        worker = try Worker(executable: executable, arguments: arguments)
                    } catch {
                        var failed = BatchFileResult(file: file, status: .failed)
                        failed.failure = "\(file): cannot start a worker process: \(error)"
                        store(failed)
                        continue
                    }
                }
                sent.append(file)
                if worker?.send(file) != true { break }
            }
            guard let current = worker, let file = sent.first else { break }
            if let result = current.receive() {
                store(result)
                sent.removeFirst()
            } else {
                let status = current.stop()
                var failed = BatchFileResult(file: file, status: .failed)
                failed.failure = "\(file): the replay's worker process ended (\(status)) without a result"
                store(failed)
                giveBack(sent.dropFirst())
                sent.removeAll()
                worker = nil
            }
        }
        _ = worker?.stop()
    }

    /// One worker process and its pipes.
    private final class Worker {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        let reader: LineReader
        let decoder = JSONDecoder()

        init(executable: String, arguments: [String]) throws {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardInput = input
            process.standardOutput = output
            reader = LineReader(fileDescriptor: output.fileHandleForReading.fileDescriptor)
            try process.run()
        }

        /// Sends `file`; `false` when the worker is gone.
        func send(_ file: String) -> Bool {
            let line = Data((file + "\n").utf8)
            let written = line.withUnsafeBytes { buffer in
                Foundation.write(input.fileHandleForWriting.fileDescriptor, buffer.baseAddress, buffer.count)
            }
            return written == line.count
        }

        /// The result of the oldest file sent; `nil` when the worker died.
        func receive() -> BatchFileResult? {
            guard let answer = reader.readLine() else { return nil }
            return try? decoder.decode(BatchFileResult.self, from: Data(answer.utf8))
        }

        /// Closes its input and waits for it; its exit, as words.
        func stop() -> String {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationReason == .uncaughtSignal ? "signal \(process.terminationStatus)" : "status \(process.terminationStatus)"
        }
    }
}

/// Reads lines from a file descriptor (a pipe), without Foundation's buffering surprises.
final class LineReader {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    init(fileDescriptor: Int32) { fd = fileDescriptor }

    /// The next line without its newline; `nil` at the end (a last line without newline is returned).
    func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}
