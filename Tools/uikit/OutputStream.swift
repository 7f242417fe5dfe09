import Foundation

/// Standard output with a buffer, so a long trace is not written one system call per line; `live`
/// flushes after every line so the trace appears as it happens.
final class BufferedOutput {
    private var buffer: [UInt8] = []
    private let flushesEveryLine: Bool

    init(flushesEveryLine: Bool = false) { self.flushesEveryLine = flushesEveryLine }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if flushesEveryLine || buffer.count >= 64 * 1024 { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}

/// Writes a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
