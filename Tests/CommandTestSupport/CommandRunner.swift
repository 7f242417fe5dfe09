import Foundation

/// Runs the package's own executables from tests and collects what they print.
///
/// Shared by the test targets that drive a built tool (the libinput probe, the `uikit` CLI), so each
/// runs a child process the same way: both pipes drained (a full pipe would block the child), a timeout
/// that only guards against a hung child, the exit status kept.
public enum CommandRunner {
    /// What a run printed, and how it ended.
    public struct Result: Sendable {
        /// Everything written to standard output.
        public var stdout: String
        /// Everything written to standard error.
        public var stderr: String
        /// The exit status.
        public var status: Int32
    }

    /// The path of an executable product built next to the running test bundle (SwiftPM puts test
    /// bundles and executables in one bin directory).
    public static func builtExecutable(named name: String) -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // On Linux the test runner is `<bin>/<Package>PackageTests.xctest`; on Darwin it sits inside
        // `<bin>/<Package>PackageTests.xctest/Contents/MacOS`.
        while directory.path != "/" && directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent(name).path
    }

    /// Runs `command` (the executable first), in `directory` when given, and waits for it.
    public static func run(
        _ command: [String], environment: [String: String]? = nil, directory: String? = nil, timeout: TimeInterval
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let errorData = PipeCollector(stderr.fileHandleForReading)
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(
            stdout: String(decoding: outputData, as: UTF8.self), stderr: String(decoding: errorData.finish(), as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Drains a pipe on another thread so stdout and stderr can both fill without deadlock.
    private final class PipeCollector: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)
        init(_ handle: FileHandle) {
            DispatchQueue.global().async {
                self.data = handle.readDataToEndOfFile()
                self.done.signal()
            }
        }
        func finish() -> Data {
            done.wait()
            return data
        }
    }
}
