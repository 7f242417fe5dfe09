import Foundation
import InputRecording
import InputRules
import UIKit

/// What replaying one recording of a batch (`uikit replay --batch DIR`) found.
public struct BatchFileResult: Codable, Sendable, Equatable {
    /// How the file fared.
    public enum Status: String, Codable, Sendable {
        /// Replayed; its trace equals its golden trace, or it has none.
        case ok
        /// Replayed, and its trace differs from the golden trace beside it.
        case differs
        /// Replayed, and its golden trace was written (`--update-golden`).
        case updated
        /// Could not be read or replayed (``failure`` says why, naming file and line).
        case failed
        /// Not a recording the tools read (listed so nothing is silently left out).
        case skipped
    }

    /// The recording's path.
    public var file: String
    /// How it fared.
    public var status: Status
    /// The scene it was replayed against.
    public var scene: String = ""
    /// Events replayed.
    public var events = 0
    /// The recognizers' and controls' actions other than `changed` (and drags), in order: `tap (ended)`.
    public var gestures: [String] = []
    /// Diagnostics of the replay and warnings about its input rules.
    public var warnings: [String] = []
    /// How many contacts the input filters changed, merged, dropped or cancelled.
    public var filterDecisions = 0
    /// `match`, `differs`, `none` (no golden beside it) or `updated`.
    public var golden = "none"
    /// Why it failed or was skipped.
    public var failure: String?
    /// Where its trace first diverges from the golden (``TraceComparison/text``).
    public var divergence: String?

    /// Creates a result.
    public init(file: String, status: Status) {
        self.file = file
        self.status = status
    }
}

/// Batch replays: which files of a folder are replayed, one file's replay with its golden trace, and
/// the summary as JSON and as a table. The CLI runs ``replay(file:scene:sceneName:rules:updateGolden:)``
/// in worker processes.
///
/// A recording `NAME.ext` has its golden trace at `NAME.trace`, and is replayed against `NAME.scene.json`
/// when that file sits beside it (the corpus's layout), else against the batch's scene.
@MainActor
public enum BatchReplay {
    /// Recording extensions a batch replays.
    public nonisolated static let recordingExtensions = ["jsonl", "yml", "yaml", "evemu", "events"]
    /// Companion files a batch neither replays nor lists: golden traces, scenes, evemu descriptions, notes.
    public nonisolated static let companionSuffixes = [".trace", ".json", ".desc", ".md", ".html"]

    /// The files of `folder` (not its subfolders), sorted: recordings to replay with their sizes in bytes
    /// (0 for one that cannot be looked at), and the other files as skipped results. Throws when the folder
    /// cannot be listed. Not isolated to the main actor: the closures it runs per name would each check the
    /// executor (a third of listing a folder of 3,000 files).
    public nonisolated static func files(in folder: String) throws -> (recordings: [String], sizes: [Int], skipped: [BatchFileResult]) {
        // Companions are left out before sorting (a corpus folder holds two or three per recording), and
        // only the others need a look at the disk; sorting the kept names gives the order sorting all gave.
        func isRecording(_ lowercased: String) -> Bool { recordingExtensions.contains(String(nameExtension(lowercased))) }
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { name in
            guard !name.hasPrefix(".") else { return false }
            let lower = name.lowercased()
            return isRecording(lower) || !companionSuffixes.contains(where: { lower.hasSuffix($0) })
        }.sorted()
        var recordings: [String] = [], sizes: [Int] = [], skipped: [BatchFileResult] = []
        for name in kept {
            let isRecording = isRecording(name.lowercased())
            let path = (folder as NSString).appendingPathComponent(name)
            // A dangling link is kept: its replay fails with "no such file", so it is listed, not lost.
            var status = stat()
            let found = stat(path, &status) == 0
            if found, status.st_mode & S_IFMT == S_IFDIR { continue }
            if isRecording {
                recordings.append(path)
                sizes.append(found ? Int(status.st_size) : 0)
            } else {
                var result = BatchFileResult(file: path, status: .skipped)
                result.failure = "not a recording (expected \(RecordingFiles.expectedTypes))"
                skipped.append(result)
            }
        }
        return (recordings, sizes, skipped)
    }

    /// The order in which a batch hands out its files, as indices of `sizes`: the largest first (ties in
    /// the listing's order), so that the workers, which take the next file when they are free, end close
    /// together instead of one replaying a long recording that came last while the others are idle.
    public nonisolated static func queueOrder(sizes: [Int]) -> [Int] {
        // Pairs of the size's complement (which orders sizes the other way round and, unlike negation, never
        // overflows) and the index, compared as pairs: no closure reading the array twice per comparison.
        sizes.enumerated().map { (~$0.element, $0.offset) }.sorted { $0 < $1 }.map(\.1)
    }

    /// The extension of a file name without slashes: what follows its last dot (`NSString.pathExtension` for
    /// such a name, without the path handling that was most of listing a folder of thousands of files).
    nonisolated static func nameExtension(_ name: String) -> Substring {
        // An ASCII name's characters are its bytes: the dot is found among the bytes, without grapheme
        // breaking (most of listing a large folder). Another name may hold a dot joined to a neighbouring
        // character, which is then not a dot, so it is searched by character.
        var contiguous = name
        let asciiDot: Int?? = contiguous.withUTF8 { bytes in
            bytes.contains { $0 >= 0x80 } ? .none : .some(bytes.lastIndex(of: UInt8(ascii: ".")))
        }
        if case let .some(dot) = asciiDot {
            guard let dot else { return "" }
            return name[name.utf8.index(name.utf8.startIndex, offsetBy: dot + 1)...]
        }
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return name[name.index(after: dot)...]
    }

    /// Where `recording`'s golden trace sits: `NAME.trace`.
    public static func goldenPath(for recording: String) -> String {
        ((recording as NSString).deletingPathExtension) + ".trace"
    }

    /// The scene file beside `recording` (`NAME.scene.json`), if there is one.
    public static func sceneBeside(_ recording: String) -> String? {
        let path = ((recording as NSString).deletingPathExtension) + ".scene.json"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Replays `file` against `scene` (or the scene beside it) on the virtual clock and compares its
    /// trace with the golden beside it; with `updateGolden`, writes the golden instead. Never throws:
    /// what goes wrong is the result's ``BatchFileResult/failure``.
    ///
    /// - Parameters:
    ///   - rules: `.some(nil)` replays without rules; `nil` uses the recording's, else the scene's.
    ///   - scenes: where the scenes beside recordings are read, so a worker that replays many recordings
    ///     of one scene parses it once; `nil` reads each.
    public static func replay(file: String, scene: SceneDescription, sceneName: String, rules: InputRuleSet?? = nil,
                              updateGolden: Bool = false, scenes: BatchSceneCache? = nil) -> BatchFileResult {
        var result = BatchFileResult(file: file, status: .failed)
        var scene = scene
        result.scene = sceneName
        if let beside = sceneBeside(file) {
            switch Result(catching: { () throws(SceneError) in
                if let scenes { return try scenes.scene(at: beside) }
                return try SceneReader.read(path: beside)
            }) {
            case .success(let loaded): scene = loaded
            case .failure(let error):
                result.failure = error.description
                return result
            }
            result.scene = beside
        }
        let golden = goldenPath(for: file)
        // The trace is compared with the golden as it is written (no entry kept, no text built while they
        // match); it is recorded whole only to write a golden.
        // An unreadable golden fails the file after its replay, as a trace that differs would.
        let expected: GoldenFile = updateGolden ? .absent : readGolden(golden)
        let recorder = updateGolden ? TraceRecorder() : nil
        var matcher: GoldenTraceMatcher?
        if case .read(let bytes) = expected { matcher = GoldenTraceMatcher(golden: bytes) }
        let tally = BatchTally()
        let summary: ReplayEngine.Summary
        do throws(RecordingImportError) {
            let source = try RecordingFiles.open(file)
            let chosen: InputRuleSet? = rules ?? (source.header.inputRules ?? scene.inputRules)
            if let message = chosen?.unknownScreenError(screens: ([scene.screen] + scene.additionalScreens).map(\.name)) {
                result.failure = message
                return result
            }
            let engine = try ReplayEngine(source: source, options: ReplayEngine.Options(rules: chosen))
            let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
            if let recorder { application.trace.addObserver(recorder) }
            if let matcher { application.trace.addObserver(matcher) }
            application.trace.addObserver(tally)
            let built = SceneBuilder.build(scene, in: application)
            summary = try engine.run(in: application)
            withExtendedLifetime(built) {}
        } catch {
            result.failure = error.description
            return result
        }
        result.events = summary.eventCount
        result.gestures = tally.gestures
        result.warnings = summary.ruleWarnings + tally.diagnostics
        result.filterDecisions = tally.filters
        result.status = .ok
        if let recorder {
            do {
                try InspectorPage.writeAtomically(Data(recorder.text.utf8), to: golden)
            } catch {
                result.status = .failed
                result.failure = error.description
                return result
            }
            result.golden = "updated"
            result.status = .updated
        } else if case .unreadable = expected {
            result.status = .failed
            result.failure = "\(golden): cannot read the golden trace"
        } else if let matcher, case .read(let bytes) = expected {
            // Most goldens match byte for byte: equal text needs no line-by-line comparison.
            if matcher.isExactMatch {
                result.golden = "match"
                return result
            }
            guard let goldenText = String(bytes: bytes, encoding: .utf8) else {
                result.status = .failed
                result.failure = "\(golden): cannot read the golden trace"
                return result
            }
            let comparison = TraceComparison.compare(goldenText, named: golden, with: matcher.text, named: "this replay")
            result.golden = comparison.isSame ? "match" : "differs"
            if !comparison.isSame {
                result.status = .differs
                result.divergence = comparison.text
            }
        }
        return result
    }

    private enum GoldenFile {
        case absent
        case read([UInt8])
        case unreadable
    }

    /// The golden trace's bytes: absent when no file is there, unreadable when one is and cannot be read.
    private static func readGolden(_ path: String) -> GoldenFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            return FileManager.default.fileExists(atPath: path) ? .unreadable : .absent
        }
        return .read([UInt8](data))
    }

    /// The summary as JSON: `{"files": [...], "totals": {...}}`, keys sorted.
    public static func json(_ results: [BatchFileResult]) -> String {
        json(rows: results.map(BatchSummaryRow.init))
    }

    /// The summary as JSON from rendered rows: the rows' objects joined in order, then the totals; the
    /// same text as encoding the whole summary at once (keys sorted, pretty-printed).
    public static func json(rows: [BatchSummaryRow]) -> String {
        // The totals' keys are words and their values numbers: written as the encoder writes them (keys
        // sorted, " : ", nested two spaces deeper), without an encoder, whose first use in a process was
        // most of this function's cost in a batch's parent (a conformance scan per type it looks at).
        let totals = totals(rows.map(\.status)).sorted { $0.key < $1.key }
            .map { "    \"\($0.key)\" : \($0.value)" }.joined(separator: ",\n")
        // The encoder writes an empty array as "[", a blank line, "]".
        let files = rows.map(\.json).joined(separator: ",\n")
        return "{\n  \"files\" : [\n" + files + "\n  ],\n  \"totals\" : {\n" + totals + "\n  }\n}"
    }

    /// Counts by status, and files in all.
    public static func totals(_ results: [BatchFileResult]) -> [String: Int] {
        totals(results.map(\.status))
    }

    /// Counts of `statuses` by status, and files in all.
    static func totals(_ statuses: [BatchFileResult.Status]) -> [String: Int] {
        var totals = ["files": statuses.count]
        for status in ["ok", "differs", "updated", "failed", "skipped"] { totals[status] = 0 }
        for status in statuses { totals[status.rawValue, default: 0] += 1 }
        return totals
    }

    /// The summary as a table, one row per file, then the totals and each failure and divergence in full.
    public static func table(_ results: [BatchFileResult]) -> String {
        table(rows: results.map(BatchSummaryRow.init))
    }

    /// The summary as a table from rendered rows (columns padded to the widest cell, in characters).
    public static func table(rows: [BatchSummaryRow]) -> String {
        let header = BatchSummaryRow.columns
        let cells = [header] + rows.map(\.cells)
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        var out = ""
        for row in cells {
            for (column, cell) in row.enumerated() {
                if column > 0 { out += "  " }
                out += cell
                if column < row.count - 1 { out += String(repeating: " ", count: widths[column] - cell.count) }
            }
            out += "\n"
        }
        let totals = totals(rows.map(\.status))
        out += "# \(totals["files"] ?? 0) files: \(totals["ok"] ?? 0) ok, \(totals["differs"] ?? 0) differ from their golden, "
            + "\(totals["updated"] ?? 0) golden updated, \(totals["failed"] ?? 0) failed, \(totals["skipped"] ?? 0) skipped\n"
        for row in rows { out += row.notes }
        return out
    }
}

/// Counts a replay's gestures, diagnostics and filter decisions for a batch summary.
@MainActor
final class BatchTally: TraceObserver {
    var gestures: [String] = []
    var diagnostics: [String] = []
    var filters = 0

    func record(_ entry: TraceEntry) {
        switch entry {
        case .action(_, let recognizer, let state) where state != .changed:
            gestures.append("\(recognizer) (\(state))")
        case .controlAction(_, let sender, let event) where TraceSummary.isDecision(entry):
            gestures.append("\(sender) (\(event))")
        case .diagnostic(_, let message):
            diagnostics.append(message)
        case .inputFilter:
            filters += 1
        default:
            break
        }
    }
}
