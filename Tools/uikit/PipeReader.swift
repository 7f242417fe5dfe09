import Foundation

/// Reads lines and counted bytes from a file descriptor (a batch worker's pipe), without Foundation's
/// buffering surprises; the bytes read are dropped in blocks, so a line costs the same however much
/// follows it in the buffer.
final class PipeReader {
    private let fd: Int32
    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start.
    private var start = 0
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    init(fileDescriptor: Int32) { fd = fileDescriptor }

    /// The next line without its newline; `nil` at the end (a last line without newline is returned).
    func readLine() -> String? {
        readLineBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The next line's bytes without its newline; `nil` at the end (a last line without newline is returned).
    func readLineBytes() -> ArraySlice<UInt8>? {
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<newline]
                consume(upTo: newline + 1)
                return line
            }
            searched = buffer.count
            if !fill() {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                consume(upTo: buffer.count)
                return line
            }
        }
    }

    /// The next `count` bytes; `nil` when the input ends before them.
    func read(count: Int) -> ArraySlice<UInt8>? {
        while buffer.count - start < count {
            if !fill() { return nil }
        }
        let bytes = buffer[start..<start + count]
        consume(upTo: start + count)
        return bytes
    }

    /// Appends what the descriptor has to the buffer; `false` at its end or on an error.
    private func fill() -> Bool {
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
    }

    private func consume(upTo end: Int) {
        start = end
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start >= 64 * 1024 {
            buffer.removeSubrange(..<start)
            start = 0
        }
    }

    /// Writes all of `bytes` to `fd`, retrying short writes; `false` when it cannot (a closed pipe).
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
