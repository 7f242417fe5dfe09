import Foundation
import Replay
import Testing

/// A batch summary's rows rendered apart (in the workers) and joined: the same summary as rendering it
/// whole, and a row survives the pipe whatever its text holds.
@MainActor
struct BatchSummaryRowTests {
    /// Results with every kind of field: none, many gestures, a failure, a divergence of several lines, and
    /// text that JSON escapes (quotes, slashes, control characters, non-ASCII).
    static var results: [BatchFileResult] {
        var ok = BatchFileResult(file: "/tmp/b/tap.jsonl", status: .ok)
        ok.events = 7
        ok.gestures = ["tap (ended)"]
        ok.golden = "match"
        var many = BatchFileResult(file: "/tmp/b/pan \"ü\".jsonl", status: .differs)
        many.gestures = ["pan (began)", "pan (ended)", "tap (ended)", "pinch (cancelled)"]
        many.warnings = ["a\tb\u{1}c", "rule \"x\" unknown"]
        many.filterDecisions = 12
        many.golden = "differs"
        many.divergence = "A and B first diverge at t = 1.0\n    [1.0] action pan (changed)\n  A [1.0] action pan (cancelled)"
        var failed = BatchFileResult(file: "/tmp/b/broken.jsonl", status: .failed)
        failed.failure = "/tmp/b/broken.jsonl:1: invalid JSON </script> \u{0} end"
        var skipped = BatchFileResult(file: "/tmp/b/notes.txt", status: .skipped)
        skipped.failure = "not a recording"
        return [failed, many, skipped, ok]
    }

    /// The summary encoded whole, as `uikit replay --batch` wrote it before rows were rendered apart.
    static func wholeJSON(_ results: [BatchFileResult]) throws -> String {
        struct Summary: Encodable {
            var files: [BatchFileResult]
            var totals: [String: Int]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Summary(files: results, totals: BatchReplay.totals(results))), as: UTF8.self)
    }

    @Test func joinedRowsAreTheSummaryEncodedWhole() throws {
        for results in [Self.results, [Self.results[3]], []] {
            let joined = BatchReplay.json(rows: results.map(BatchSummaryRow.init))
            let whole = try Self.wholeJSON(results)
            #expect(joined == whole, "\(results.count) files:\n\(joined)\n---\n\(whole)")
            #expect(BatchReplay.json(results) == joined)
        }
    }

    /// A row's object is written without the encoder: every ASCII character (each control character
    /// escaped as the encoder does), non-ASCII text, empty strings and arrays, optionals absent or present.
    @Test func aRowsObjectIsWhatTheEncoderWritesForEveryCharacter() throws {
        let ascii = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
        var all = BatchFileResult(file: "/tmp/b/" + ascii + ".jsonl", status: .differs)
        all.scene = "é\u{2028}😀\u{FEFF}/x"
        all.events = Int.max
        all.gestures = [ascii, "", "\u{7F}\u{80}"]
        all.warnings = [""]
        all.filterDecisions = -1
        all.golden = ""
        all.divergence = ascii + "\n" + ascii
        all.failure = "\\\"\u{1F}"
        var empty = BatchFileResult(file: "", status: .ok)
        empty.scene = ""
        let perCharacter = (0..<0x80).compactMap(Unicode.Scalar.init).map { scalar in
            var result = BatchFileResult(file: "a\(Character(scalar))b", status: .skipped)
            result.failure = String(Character(scalar))
            return result
        }
        for results in [[all], [empty], perCharacter, Self.results + [all, empty]] {
            let joined = BatchReplay.json(rows: results.map(BatchSummaryRow.init))
            #expect(joined == (try Self.wholeJSON(results)))
        }
    }

    @Test func theTablePadsColumnsAndListsFailuresAndDivergencesAfterTheTotals() {
        let table = BatchReplay.table(rows: Self.results.map(BatchSummaryRow.init))
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "file           status   golden   events  gestures                                  filters  warnings")
        #expect(lines[1] == "broken.jsonl   failed   none     0       -                                         0        0")
        #expect(lines[2] == "pan \"ü\".jsonl  differs  differs  0       pan (began), pan (ended), tap (ended) +1  12       2")
        #expect(lines[3] == "notes.txt      skipped  none     0       -                                         0        0")
        #expect(lines[4] == "tap.jsonl      ok       match    7       tap (ended)                               0        0")
        #expect(lines[5] == "# 4 files: 1 ok, 1 differ from their golden, 0 golden updated, 1 failed, 1 skipped")
        #expect(Array(lines[6...]) == [
            "# failed: /tmp/b/broken.jsonl:1: invalid JSON </script> \u{0} end",
            "# A and B first diverge at t = 1.0", "#     [1.0] action pan (changed)", "#   A [1.0] action pan (cancelled)",
            "# skipped: not a recording", "",
        ])
    }

    @Test func aRowSurvivesThePipeWhateverItsTextHolds() throws {
        var stream: [UInt8] = []
        let rows = Self.results.map(BatchSummaryRow.init)
        for row in rows { stream += row.encoded() }
        var decoded: [BatchSummaryRow] = []
        var rest = stream[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            let lengths = try #require(BatchSummaryRow.fieldLengths(header: String(decoding: rest[..<newline], as: UTF8.self)))
            let end = newline + 1 + lengths.reduce(0, +)
            decoded.append(try #require(BatchSummaryRow.decode(lengths: lengths, bytes: rest[(newline + 1)..<end])))
            rest = rest[end...]
        }
        #expect(decoded == rows)
    }

    @Test func whatIsNotARowIsRefused() {
        #expect(BatchSummaryRow.fieldLengths(header: "") == nil)
        #expect(BatchSummaryRow.fieldLengths(header: "row 1 2 3") == nil, "too few fields")
        #expect(BatchSummaryRow.fieldLengths(header: "row 1 2 3 4 5 6 7 8 9 10 x") == nil, "a count that is no number")
        #expect(BatchSummaryRow.fieldLengths(header: "row 1 2 3 4 5 6 7 8 9 10 -1") == nil)
        #expect(BatchSummaryRow.fieldLengths(header: "{\"file\": \"x\"} 1 2 3 4 5 6 7 8 9 10") == nil, "not a row's header")
        let lengths = [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        #expect(BatchSummaryRow.fieldLengths(header: "row 1 2 0 0 0 0 0 0 0 0 0") == lengths)
        #expect(BatchSummaryRow.decode(lengths: lengths, bytes: Array("aok".utf8)[...]) != nil)
        #expect(BatchSummaryRow.decode(lengths: lengths, bytes: Array("aokk".utf8)[...]) == nil, "more bytes than counted")
        #expect(BatchSummaryRow.decode(lengths: lengths, bytes: Array("axx".utf8)[...]) == nil, "no such status")
    }
}
