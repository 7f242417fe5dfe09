import Foundation

/// How a batch starts one worker process: a `fork()` of this process that runs the worker loop directly
/// when that is safe, else `posix_spawn` of this program as `uikit replay --batch-worker`.
///
/// A forked worker pays no start: no `exec`, no dynamic linking, no protocol-conformance scans, no second
/// reading of the scene; that start was most of a batch's fixed cost (docs/benchmarks.md, "Session 40").
/// `fork()` copies only the calling thread, so it is safe only while this process has no other thread (one
/// could hold a lock — malloc's, the runtime's — that the child then never sees released): the pool forks
/// only after checking, at that moment, that `/proc/self/task` lists one thread, and the child never
/// returns into the caller (it ends with `_exit`, which runs no `atexit` handler and flushes no stdio buffer
/// of the parent's; those were flushed before the fork). Otherwise, or with `UIKIT_BATCH_EXEC=1` in the
/// environment, the worker is this program started again (docs/decisions.md, "Batch workers by fork").
enum BatchWorkerStart {
    /// The environment variable that makes every batch start its workers by `exec`, as a parent with other
    /// threads does (to compare the two starts, and to test the one the CLI would otherwise never take).
    static let execVariable = "UIKIT_BATCH_EXEC"

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether workers may be forked now: this process has exactly one thread and the environment does not
    /// ask for `exec`.
    static var mayFork: Bool {
        if let value = getenv(execVariable), String(cString: value) == "1" { return false }
        return threadCount() == 1
    }

    /// The number of threads of this process (`/proc/self/task`'s entries), or `nil` when it cannot be read.
    static func threadCount() -> Int? {
        guard let directory = opendir("/proc/self/task") else { return nil }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            // Every entry but "." and "..", which start with a dot; thread ids never do.
            if entry.pointee.d_name.0 != UInt8(ascii: ".") { count += 1 }
        }
        return count
    }

    /// Forks a worker whose standard input is `input` (the queue's read end) and standard output `output`,
    /// closing `closeInChild` (the queue's write end, which the child would otherwise hold open, so that no
    /// worker ever saw the queue end) and running `work` in the child, whose result is its exit status.
    static func fork(input: Int32, output: Int32, closeInChild: Int32, work: () -> Int32) -> Result<pid_t, Failure> {
        // Whatever this process buffered would otherwise be written twice: by it and by the child.
        fflush(nil)
        let pid = Glibc.fork()
        guard pid == 0 else {
            return pid > 0 ? .success(pid) : .failure(Failure(description: "fork: \(String(cString: strerror(errno)))"))
        }
        close(closeInChild)
        guard dup2(input, 0) == 0, dup2(output, 1) == 1 else { _exit(1) }
        if input != 0 { close(input) }
        if output != 1 { close(output) }
        let status = work()
        fflush(nil)
        _exit(status)
    }

    /// Starts `executable` with `arguments` (`arguments[0]` the program's name), its standard input `input`
    /// and standard output `output`.
    static func spawn(executable: String, arguments: [String], input: Int32, output: Int32) -> Result<pid_t, Failure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard status == 0 else { return .failure(Failure(description: "\(executable): \(String(cString: strerror(status)))")) }
        return .success(pid)
    }
}
