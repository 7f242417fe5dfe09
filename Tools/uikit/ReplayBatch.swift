import ArgumentParser
import Foundation
import InputRules
import Replay

/// `uikit replay --batch DIR`: replays every recording of a folder in `--jobs` worker processes (each a fork
/// of this one, or a `uikit replay --batch-worker`; ``BatchWorkerPool``), then prints the summary table (or
/// JSON) and exits 1 when a trace differs from its golden or a file failed.
@MainActor
struct BatchRun {
    let options: BatchRunArguments

    func run() throws {
        // The scene and rules are checked once here, so a bad one is one error, not one per file.
        // A forked worker uses them as they are.
        let scene = try SceneOption.load(options.scene)
        let rules: InputRuleSet?? = options.noRules ? .some(nil) : try options.rules.map { try RulesOption.load($0) }
        let listing: (recordings: [String], sizes: [Int], skipped: [BatchFileResult])
        do {
            listing = try BatchReplay.files(in: options.folder)
        } catch {
            throw CLIError("\(options.folder): cannot list the folder: \(error.localizedDescription)")
        }
        let worker = BatchWorkerArguments(scene: options.scene, rules: options.rules, noRules: options.noRules,
                                          updateGolden: options.updateGolden)
        let files = listing.recordings
        let pool = BatchWorkerPool(executable: BatchWorkerPool.currentExecutable, arguments: worker.arguments, files: files,
                                   order: BatchReplay.queueOrder(sizes: listing.sizes)) {
            BatchWorker.forked(files: files, scene: scene, sceneName: worker.scene, rules: rules, updateGolden: worker.updateGolden)
        }
        let rows = Self.merge(try pool.run(jobs: options.jobs), listing.skipped.map(BatchSummaryRow.init))
        let json = options.format == .json || options.batchJson != nil ? BatchReplay.json(rows: rows) + "\n" : ""
        if let path = options.batchJson {
            try CLIError.reporting { () throws(InspectorError) in
                try InspectorPage.writeAtomically(Data(json.utf8), to: path)
            }
        }
        let output = BufferedOutput()
        output.write(options.format == .json ? json : BatchReplay.table(rows: rows))
        output.flush()
        if rows.contains(where: { $0.status == .failed || $0.status == .differs }) { throw ExitCode(1) }
    }

    /// Two lists sorted by file merged into one: the recordings' rows (in the listing's order) and the
    /// skipped files'.
    static func merge(_ a: [BatchSummaryRow], _ b: [BatchSummaryRow]) -> [BatchSummaryRow] {
        var merged: [BatchSummaryRow] = []
        merged.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].file < b[j].file) {
                merged.append(a[i])
                i += 1
            } else {
                merged.append(b[j])
                j += 1
            }
        }
        return merged
    }
}
