import Replay
import Testing

/// A batch worker's output file read after it exited: the rows it finished by file, and the one file it
/// had started when it died or broke off, whatever it wrote after that.
@MainActor
struct BatchWorkerOutputTests {
    static let files = ["/b/a.jsonl", "/b/b.jsonl", "/b/c.jsonl", "/b/d.jsonl"]

    static func row(_ index: Int) -> BatchSummaryRow {
        var result = BatchFileResult(file: files[index], status: .ok)
        result.events = index * 10
        result.gestures = ["tap (ended)"]
        return BatchSummaryRow(result)
    }

    /// Start lines and rows for `indices`, in that order.
    static func answered(_ indices: [Int]) -> [UInt8] {
        indices.flatMap { BatchWorkerOutput.startLine(index: $0) + row($0).encoded() }
    }

    @Test func rowsAreKeptByTheirFilesIndex() {
        let read = BatchWorkerOutput(parsing: Self.answered([2, 0, 3]), files: Self.files)
        #expect(read.rows == [2: Self.row(2), 0: Self.row(0), 3: Self.row(3)])
        #expect(read.unfinished == nil && !read.isMalformed)
        #expect(BatchWorkerOutput(parsing: [], files: Self.files) == BatchWorkerOutput(parsing: [], files: []), "no output, nothing started")
    }

    @Test func aWorkerThatDiedNamesTheFileItHadStarted() {
        let died = BatchWorkerOutput(parsing: Self.answered([1]) + BatchWorkerOutput.startLine(index: 3), files: Self.files)
        #expect(died.rows == [1: Self.row(1)])
        #expect(died.unfinished == 3 && !died.isMalformed)

        // Died while writing the row: the part written is not a row.
        let row = Self.row(2).encoded()
        let cut = BatchWorkerOutput(parsing: BatchWorkerOutput.startLine(index: 2) + row.prefix(row.count - 1), files: Self.files)
        #expect(cut.rows.isEmpty && cut.unfinished == 2 && cut.isMalformed)
        let cutInHeader = BatchWorkerOutput(parsing: BatchWorkerOutput.startLine(index: 2) + Array("row 1 2".utf8), files: Self.files)
        #expect(cutInHeader.unfinished == 2 && cutInHeader.isMalformed)
    }

    @Test func whatIsNotAStartLineOrTheStartedFilesRowEndsTheReading() {
        let start0 = BatchWorkerOutput.startLine(index: 0)
        // Another file's row than the one started.
        let other = BatchWorkerOutput(parsing: start0 + Self.row(1).encoded() + Self.answered([2]), files: Self.files)
        #expect(other.rows.isEmpty && other.unfinished == 0 && other.isMalformed)
        // A row before any start line, a start line past the list, two starts in a row, a file answered twice.
        #expect(BatchWorkerOutput(parsing: Self.row(0).encoded(), files: Self.files).isMalformed)
        let past = BatchWorkerOutput(parsing: Self.answered([1]) + BatchWorkerOutput.startLine(index: 4), files: Self.files)
        #expect(past.rows == [1: Self.row(1)] && past.unfinished == nil && past.isMalformed)
        let twice = BatchWorkerOutput(parsing: start0 + BatchWorkerOutput.startLine(index: 1), files: Self.files)
        #expect(twice.unfinished == 0 && twice.isMalformed)
        #expect(BatchWorkerOutput(parsing: Self.answered([1, 1]), files: Self.files).isMalformed)
        // Text that is neither, and start lines that are not numbers.
        for junk in ["hello\n", "start\n", "start x1\n", "start -1\n", "start 1 2\n", "start 99999999999999999999\n"] {
            let read = BatchWorkerOutput(parsing: Self.answered([3]) + Array(junk.utf8), files: Self.files)
            #expect(read.rows == [3: Self.row(3)] && read.unfinished == nil && read.isMalformed, "\(junk)")
        }
    }
}
