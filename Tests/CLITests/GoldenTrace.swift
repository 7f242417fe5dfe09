import Foundation
import Testing

/// A trace an example app wrote with `--trace`, compared with its golden file beside the recording.
/// `UPDATE_REFERENCES=1` rewrites the golden file from this run first (read the diff before committing).
enum GoldenTrace {
    /// Records an issue naming the first differing line when the trace at `path` differs from `golden`;
    /// returns the golden text, for checks of the decisions it must contain.
    @discardableResult
    static func expectMatches(traceAt path: String, golden: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let written = try String(contentsOfFile: path, encoding: .utf8)
        if ProcessInfo.processInfo.environment["UPDATE_REFERENCES"] == "1" {
            try written.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: golden, encoding: .utf8)
        let firstDifference = zip(written.split(separator: "\n"), expected.split(separator: "\n")).enumerated().first { $1.0 != $1.1 }
        #expect(written == expected,
                "the trace differs from \(golden)\(firstDifference.map { " at line \($0.offset + 1): \($0.element.0) ≠ \($0.element.1)" } ?? " in length")",
                sourceLocation: sourceLocation)
        return expected
    }
}
