import Foundation

/// Reads a file line by line in fixed-size chunks, so memory stays constant whatever the file's size.
///
/// Lines end with `\n` (a preceding `\r` is dropped). The last line may lack its newline; `next()` says
/// so, because for the native format that usually means the writer was interrupted.
final class LineReader {
    /// One line without its terminator.
    struct Line {
        /// 1-based line number.
        var number: Int
        var bytes: ArraySlice<UInt8>
        /// False for a final line that ended at end of file without `\n`.
        var isTerminated: Bool
    }

    private let handle: FileHandle
    private let chunkSize: Int
    private let maximumLineBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var atEnd = false
    private var lineNumber = 0

    init(handle: FileHandle, chunkSize: Int = 64 * 1024, maximumLineBytes: Int) {
        self.handle = handle
        self.chunkSize = chunkSize
        self.maximumLineBytes = maximumLineBytes
    }

    /// The next line, or `nil` at end of file.
    ///
    /// - Throws: `LineReaderError` for read failures and lines longer than the limit.
    func next() throws(LineReaderError) -> Line? {
        while true {
            if let newline = newlineIndex(from: scanned) {
                lineNumber += 1
                var end = newline
                if end > start && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = Line(number: lineNumber, bytes: buffer[start..<end], isTerminated: true)
                start = newline + 1
                scanned = start
                return line
            }
            scanned = buffer.count
            if buffer.count - start > maximumLineBytes {
                throw .lineTooLong(line: lineNumber + 1, limit: maximumLineBytes)
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                lineNumber += 1
                let line = Line(number: lineNumber, bytes: buffer[start...], isTerminated: false)
                start = buffer.count
                return line
            }
            try refill()
        }
    }

    /// The index of the first `\n` at or after `start`, found with `memchr` (the generic search was a
    /// seventh of reading a recording once events were decoded straight from the bytes; callgrind).
    private func newlineIndex(from start: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard start < bytes.count, let base = bytes.baseAddress,
                  let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private func refill() throws(LineReaderError) {
        // Drop consumed bytes first so the buffer only ever holds the current line plus one chunk.
        if start > 0 {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        let chunk: Data?
        do {
            chunk = try handle.read(upToCount: chunkSize)
        } catch {
            throw .readFailed(String(describing: error))
        }
        guard let chunk, !chunk.isEmpty else {
            atEnd = true
            return
        }
        buffer.append(contentsOf: chunk)
    }
}

/// Why a line could not be read.
enum LineReaderError: Error {
    case readFailed(String)
    case lineTooLong(line: Int, limit: Int)
}
