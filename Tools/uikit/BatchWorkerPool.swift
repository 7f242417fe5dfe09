import Foundation
import Replay

/// Runs a batch's worker processes until every file has a row.
///
/// The parent does nothing per file while the workers run, so that with as many workers as cores it takes
/// no core time from them: the files' indices wait on one pipe that every worker reads (each takes the
/// next with a read of exactly one 4-byte index, which a pipe hands out whole and to one reader), so the
/// next file goes to whichever worker is free first and a few long recordings do not leave the others idle;
/// each worker writes its start lines and rows to its own output file (``BatchWorkerOutput``). The parent
/// sleeps in `waitpid` meanwhile, and reads a worker's output as soon as that worker has exited, while the
/// others still replay (the first to finish leaves a core free for it).
///
/// A worker is a fork of this process running `forkedWorker` when this process has no other thread, else
/// this program started again (`uikit replay --batch-worker`; ``BatchWorkerStart``). A worker that dies
/// fails the file it had started; the others carry on. Files nobody started (all the workers of a round
/// died) go to a new round of workers; a round that replays nothing ends the batch, failing the files left.
@MainActor
final class BatchWorkerPool {
    private let executable: String
    private let arguments: [String]
    private let files: [String]
    private let order: [Int]
    private let forkedWorker: (() -> Int32)?

    /// Workers are handed the indices of `files` in `order` (``BatchReplay/queueOrder(sizes:)``; the files'
    /// order when `nil`). A forked worker runs `forkedWorker` (reading the queue on standard input, writing
    /// its output on standard output; its result is the worker's exit status); a started one runs
    /// `executable` with `arguments` followed by `--batch-list LIST`.
    init(executable: String, arguments: [String], files: [String], order: [Int]? = nil, forkedWorker: (() -> Int32)? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.files = files
        self.forkedWorker = forkedWorker
        self.order = order.flatMap { $0.sorted() == Array(files.indices) ? $0 : nil } ?? Array(files.indices)
    }

    /// This program's path, to start workers.
    static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs up to `jobs` workers at a time until every file has a row; the rows in the files' order. Throws
    /// when the batch's temporary files cannot be written.
    func run(jobs: Int) throws(CLIError) -> [BatchSummaryRow] {
        guard !files.isEmpty else { return [] }
        // A worker that dies closes its end of the queue: writing to it must be an error to handle, not a
        // signal that ends this process.
        signal(SIGPIPE, SIG_IGN)
        let folder = try Self.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let list = folder + "/files"
        // NUL-separated: a file name may hold a newline, never a NUL.
        var listBytes: [UInt8] = []
        for file in files { listBytes += Array(file.utf8) + [0] }
        guard FileManager.default.createFile(atPath: list, contents: Data(listBytes)) else {
            throw CLIError("\(list): cannot write the batch's list of files")
        }
        var rows = [BatchSummaryRow?](repeating: nil, count: files.count)
        var pending = order
        var round = 0
        while !pending.isEmpty {
            round += 1
            let outcome = runRound(pending, workers: min(jobs, pending.count), list: list, outputs: "\(folder)/round-\(round)")
            var replayedAny = false
            for (index, row) in outcome.rows where rows[index] == nil {
                rows[index] = row
                replayedAny = true
            }
            pending.removeAll { rows[$0] != nil }
            if !replayedAny {
                for index in pending { rows[index] = BatchSummaryRow(Self.failure(files[index], outcome.whyNothing)) }
                break
            }
        }
        return rows.enumerated().map { index, row in
            row ?? BatchSummaryRow(Self.failure(files[index], "no worker replayed it"))
        }
    }

    private struct RoundOutcome {
        /// Rows written, and failures of files whose worker died.
        var rows: [(Int, BatchSummaryRow)] = []
        /// Why the round replayed nothing, if it did not.
        var whyNothing = "no worker replayed it"
    }

    /// Starts `workers` workers on a queue of `indices` and waits until all have exited.
    private func runRound(_ indices: [Int], workers: Int, list: String, outputs: String) -> RoundOutcome {
        var outcome = RoundOutcome()
        guard let queue = Self.pipe() else {
            outcome.whyNothing = "cannot start a worker process: no pipe (\(String(cString: strerror(errno))))"
            return outcome
        }
        var started: [pid_t: String] = [:]
        var spawnFailure: String?
        for worker in 0..<workers {
            let output = "\(outputs)-worker-\(worker)"
            switch start(queue: queue, output: output, list: list) {
            case .success(let pid): started[pid] = output
            case .failure(let why): spawnFailure = why.description
            }
        }
        close(queue.read)
        // Every index at once; in writes of at most PIPE_BUF bytes (whole indices), each of which the pipe
        // takes whole. A queue longer than the pipe holds is written as the workers drain it.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(indices.count * 4)
        for index in indices {
            let value = UInt32(truncatingIfNeeded: index)
            bytes += [UInt8(value & 0xff), UInt8(value >> 8 & 0xff), UInt8(value >> 16 & 0xff), UInt8(value >> 24)]
        }
        var offset = 0
        while offset < bytes.count && !started.isEmpty {
            let end = min(bytes.count, offset + 4096)
            guard FileDescriptorIO.writeAll(bytes[offset..<end], to: queue.write) else { break }  // every worker has gone
            offset = end
        }
        close(queue.write)
        var endings: [String] = []
        var running = started
        // Each worker's output as soon as it has exited, in whatever order they end.
        while let (pid, ending) = Self.waitForAny(of: running) {
            let output = running.removeValue(forKey: pid) ?? ""
            endings.append(ending)
            let written = FileManager.default.contents(atPath: output).map { [UInt8]($0) } ?? []
            let read = BatchWorkerOutput(parsing: written, files: files)
            outcome.rows += read.rows.map { ($0.key, $0.value) }
            if let index = read.unfinished {
                let why = read.isMalformed ? "the replay's worker process answered what is not a summary row (it ended with \(ending))"
                    : "the replay's worker process ended (\(ending)) without a result"
                outcome.rows.append((index, BatchSummaryRow(Self.failure(files[index], why))))
            }
        }
        if let spawnFailure, started.isEmpty {
            outcome.whyNothing = "cannot start a worker process: \(spawnFailure)"
        } else if !endings.isEmpty {
            outcome.whyNothing = "no worker replayed it (the workers ended with \(Set(endings).sorted().joined(separator: ", ")))"
        }
        return outcome
    }

    /// Starts one worker reading `queue` on standard input and writing to a new file `output`: forked when
    /// this process may fork now, else this program started again.
    private func start(queue: (read: Int32, write: Int32), output: String, list: String) -> Result<pid_t, BatchWorkerStart.Failure> {
        let outputFile = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard outputFile >= 0 else { return .failure(.init(description: "\(output): \(String(cString: strerror(errno)))")) }
        defer { close(outputFile) }
        if let forkedWorker, BatchWorkerStart.mayFork {
            return BatchWorkerStart.fork(input: queue.read, output: outputFile, closeInChild: queue.write, work: forkedWorker)
        }
        return BatchWorkerStart.spawn(executable: executable, arguments: [executable] + arguments + ["--batch-list", list],
                                      input: queue.read, output: outputFile)
    }

    /// Waits until one of `workers` has exited: its id and how it ended, as words; `nil` when none is left.
    ///
    /// `waitpid(-1)` returns whichever exits first. This process starts no other child during a batch, so a
    /// child that is not a worker is only reaped and passed over; when waiting fails (no child left to
    /// wait for, which cannot happen while a worker runs), each worker left ends as that error says.
    private static func waitForAny(of workers: [pid_t: String]) -> (pid_t, String)? {
        guard let first = workers.keys.first else { return nil }
        var status: Int32 = 0
        while true {
            let pid = waitpid(-1, &status, 0)
            if pid < 0 {
                if errno == EINTR { continue }
                return (first, "unknown status: \(String(cString: strerror(errno)))")
            }
            guard workers[pid] != nil else { continue }
            // WIFEXITED / WTERMSIG, which Swift does not import.
            return (pid, status & 0x7f == 0 ? "status \(status >> 8 & 0xff)" : "signal \(status & 0x7f)")
        }
    }

    /// A pipe whose ends are not inherited by started processes (the workers get the read end as their
    /// standard input only), so the workers see the queue end when this process closes its write end.
    private static func pipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    private static func makeTemporaryFolder() throws(CLIError) -> String {
        let temporary = (NSTemporaryDirectory() as NSString).standardizingPath
        var template = Array((temporary + "/uikit-batch.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CLIError("\(temporary): cannot create the batch's temporary folder: \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }

    private static func failure(_ file: String, _ why: String) -> BatchFileResult {
        var failed = BatchFileResult(file: file, status: .failed)
        failed.failure = "\(file): \(why)"
        return failed
    }
}

/// Whole reads and writes on file descriptors (a batch's queue, a worker's output), retrying what the
/// system cuts short.
enum FileDescriptorIO {
    /// Writes all of `bytes` to `fd`; `false` when it cannot (a closed pipe, a full disk).
    static func writeAll(_ bytes: some Collection<UInt8>, to fd: Int32) -> Bool {
        let bytes = Array(bytes)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// The next 4-byte little-endian index of a batch's queue from `fd`, or `nil` at its end.
    static func readIndex(from fd: Int32) -> Int? {
        var record: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        var have = 0
        while have < 4 {
            let count = withUnsafeMutableBytes(of: &record) { Foundation.read(fd, $0.baseAddress! + have, 4 - have) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            have += count
        }
        return Int(record.0) | Int(record.1) << 8 | Int(record.2) << 16 | Int(record.3) << 24
    }
}
