import Foundation

/// One file's part of a batch summary, rendered where the file was replayed: its object in the JSON
/// summary and its cells and notes in the table. A batch's worker processes render their rows, so the
/// process that gathers them only joins rows in order (``BatchReplay/json(rows:)``,
/// ``BatchReplay/table(rows:)``) and its own work stays a small fraction of the batch's.
public struct BatchSummaryRow: Sendable, Equatable {
    /// The recording's path (the summary's order).
    public var file: String
    /// How it fared.
    public var status: BatchFileResult.Status
    /// Its object in the JSON summary's `files` array, indented as it stands there (four spaces).
    public var json: String
    /// Its table cells, in ``BatchSummaryRow/columns`` order.
    public var cells: [String]
    /// The table's lines about it after the totals (its failure, its divergence), each `# …\n`; often "".
    public var notes: String

    /// The table's columns.
    public static let columns = ["file", "status", "golden", "events", "gestures", "filters", "warnings"]

    /// Renders `result`.
    public init(_ result: BatchFileResult) {
        file = result.file
        status = result.status
        json = BatchRowJSON.object(result, indent: "    ")
        let gestures = result.gestures.isEmpty ? "-" : result.gestures.count > 3
            ? result.gestures.prefix(3).joined(separator: ", ") + " +\(result.gestures.count - 3)"
            : result.gestures.joined(separator: ", ")
        cells = [(result.file as NSString).lastPathComponent, result.status.rawValue, result.golden, String(result.events),
                 gestures, String(result.filterDecisions), String(result.warnings.count)]
        var notes = ""
        if let failure = result.failure { notes += "# \(result.status.rawValue): \(failure)\n" }
        if let divergence = result.divergence {
            notes += divergence.split(separator: "\n").map { "# \($0)\n" }.joined()
        }
        self.notes = notes
    }

    // MARK: - On a pipe

    /// The first word of a row's header on a pipe.
    static let marker = "row"
    /// The header's first word and space, as bytes (made once: the parent reads a header per file).
    private static let headerPrefix = Array((marker + " ").utf8)

    /// The row as a worker sends it: a header line `row N1 N2 …` with the byte counts of its fields, then
    /// the fields' bytes. Counted, not escaped: a failure's text may hold any byte.
    public func encoded() -> [UInt8] {
        let fields = [file, status.rawValue, json] + cells + [notes]
        var bytes = Array(([Self.marker] + fields.map { String($0.utf8.count) }).joined(separator: " ").utf8)
        bytes.append(UInt8(ascii: "\n"))
        for field in fields { bytes.append(contentsOf: field.utf8) }
        return bytes
    }

    /// The byte counts a header line announces, or `nil` when `header` is not a row's header.
    public static func fieldLengths(header: String) -> [Int]? {
        fieldLengths(header: Array(header.utf8)[...])
    }

    /// The byte counts a header line (its bytes, without the newline) announces, or `nil` when it is not a
    /// row's header. Read byte by byte: the process gathering a batch reads one header a file.
    public static func fieldLengths(header: ArraySlice<UInt8>) -> [Int]? {
        let prefix = headerPrefix
        guard header.starts(with: prefix) else { return nil }
        var lengths: [Int] = []
        lengths.reserveCapacity(4 + columns.count)
        var value = -1
        for byte in header.dropFirst(prefix.count) {
            if byte == UInt8(ascii: " ") {
                guard value >= 0 else { return nil }
                lengths.append(value)
                value = -1
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                value = max(value, 0) * 10 + Int(byte - UInt8(ascii: "0"))
                guard value <= 1 << 30 else { return nil }
            } else {
                return nil
            }
        }
        guard value >= 0 else { return nil }
        lengths.append(value)
        return lengths.count == 4 + columns.count ? lengths : nil
    }

    /// The row whose fields, measured by `lengths` (from ``fieldLengths(header:)``), are `bytes`; `nil` when
    /// they do not fit.
    public static func decode(lengths: [Int], bytes: ArraySlice<UInt8>) -> BatchSummaryRow? {
        guard lengths.count == 4 + columns.count, lengths.reduce(0, +) == bytes.count else { return nil }
        var fields: [String] = []
        var start = bytes.startIndex
        for length in lengths {
            fields.append(String(decoding: bytes[start..<start + length], as: UTF8.self))
            start += length
        }
        guard let status = BatchFileResult.Status(rawValue: fields[1]) else { return nil }
        return BatchSummaryRow(file: fields[0], status: status, json: fields[2], cells: Array(fields[3..<3 + columns.count]),
                               notes: fields[3 + columns.count])
    }

    private init(file: String, status: BatchFileResult.Status, json: String, cells: [String], notes: String) {
        self.file = file
        self.status = status
        self.json = json
        self.cells = cells
        self.notes = notes
    }
}
