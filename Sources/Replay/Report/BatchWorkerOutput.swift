/// What one batch worker process wrote to its output file, read once the worker has exited.
///
/// A worker takes files from a queue it shares with the others, so nobody hands it files and nobody reads
/// its answers while it works: before replaying a file it writes a start line `start INDEX` (the file's
/// place in the batch's list), after it the file's row (``BatchSummaryRow/encoded()``). A worker that dies
/// leaves a start line without its row: that file, and only that one, failed with it. Whatever follows what
/// is neither a start line nor a whole row of the file started is not trusted.
public struct BatchWorkerOutput: Sendable, Equatable {
    /// The rows written, by the index of their file in the batch's list.
    public var rows: [Int: BatchSummaryRow] = [:]
    /// The file started last and not answered, when the output ends without its row (the worker died
    /// replaying it) or breaks off in what is not a row.
    public var unfinished: Int?
    /// Whether the output holds what is not a start line or a whole row of the file started (a worker
    /// that answers so is treated as one that died).
    public var isMalformed = false

    /// The first word of a start line.
    static let startWord = "start"

    /// A start line's first word and space, as bytes (made once: the parent reads a line per file).
    private static let startPrefix = Array((startWord + " ").utf8)

    /// The line a worker writes before replaying the file at `index` of the batch's list.
    public static func startLine(index: Int) -> [UInt8] {
        Array("\(startWord) \(index)\n".utf8)
    }

    /// Reads `bytes`, a worker's whole output, for a batch whose list is `files`.
    public init(parsing bytes: [UInt8], files: [String]) {
        var position = 0
        var started: Int?
        while position < bytes.count {
            guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else {
                isMalformed = true
                break
            }
            let line = bytes[position..<newline]
            position = newline + 1
            if let index = Self.startIndex(line) {
                guard started == nil, index < files.count, rows[index] == nil else {
                    isMalformed = true
                    break
                }
                started = index
                continue
            }
            guard let index = started, let lengths = BatchSummaryRow.fieldLengths(header: line),
                  case let end = position + lengths.reduce(0, +), end <= bytes.count,
                  let row = BatchSummaryRow.decode(lengths: lengths, bytes: bytes[position..<end]), row.file == files[index]
            else {
                isMalformed = true
                break
            }
            rows[index] = row
            started = nil
            position = end
        }
        unfinished = started
    }

    /// The index a start line names, or `nil` when `line` is not a start line.
    private static func startIndex(_ line: ArraySlice<UInt8>) -> Int? {
        let prefix = startPrefix
        guard line.starts(with: prefix), line.count > prefix.count, line.count <= prefix.count + 18 else { return nil }
        var value = 0
        for byte in line.dropFirst(prefix.count) {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
