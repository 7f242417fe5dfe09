import Foundation

/// A file written in large blocks: the inspector's page arrives in many small pieces (a chunk of trace
/// lines, one frame's base64), and writing each with its own system call would cost more than making it.
final class BufferedFile {
    /// A failed open or write, with the system's reason.
    struct Failure: Error {
        /// `strerror`'s words.
        var reason: String
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var isClosed = false
    /// Bytes gathered before a write.
    static let blockSize = 1 << 20

    /// Creates (or truncates) the file at `path`, readable by all as `Data.write` makes it.
    init(path: String) throws {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        buffer.reserveCapacity(Self.blockSize)
    }

    deinit { if !isClosed { Foundation.close(descriptor) } }

    /// Appends `data`.
    func write(_ data: Data) throws {
        if buffer.count + data.count > Self.blockSize { try flush() }
        if data.count >= Self.blockSize {
            try data.withUnsafeBytes { try writeAll($0) }
        } else {
            buffer.append(contentsOf: data)
        }
    }

    /// Writes what is buffered and closes the file.
    func close() throws {
        guard !isClosed else { return }
        isClosed = true
        var failure: (any Error)?
        do { try flush() } catch { failure = error }
        if Foundation.close(descriptor) != 0, failure == nil { failure = Failure(reason: String(cString: strerror(errno))) }
        if let failure { throw failure }
    }

    private func flush() throws {
        try buffer.withUnsafeBytes { try writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Foundation.write(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: String(cString: strerror(errno)))
            }
            next += written
            left -= written
        }
    }
}
