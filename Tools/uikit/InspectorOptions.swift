import ArgumentParser
import Foundation
import InputRules
import Replay
import UIKit

/// `uikit replay`'s options for the replay inspector (docs/inspector.md): the HTML report, the comparison
/// with a golden trace, and batch replays.
struct InspectorOptions: ParsableArguments {
    @Option(help: "Also write the replay inspector's page: one self-contained HTML file (frames, lanes, trace, view tree).")
    var html: String?

    @Option(help: "Frames per second of recording time sampled for --html (long recordings are thinned to 3,000 frames).")
    var htmlFps: Double = 10

    @Option(help: "Compare the trace with this golden trace: the first divergence and what each side decided (exit 1 when they differ).")
    var compare: String?

    @Option(help: "Replay every recording in this folder (its NAME.scene.json, else --scene) and compare each with its golden NAME.trace.")
    var batch: String?

    @Option(help: "Worker processes for --batch.")
    var jobs: Int = 1

    @Flag(help: "With --batch: write each recording's golden trace (NAME.trace) instead of comparing.")
    var updateGolden = false

    @Option(help: "With --batch: also write the summary as JSON to this file.")
    var batchJson: String?

    /// Internal: a --batch worker process (takes indices into --batch-list from standard input, writes rows).
    @Flag(help: .hidden)
    var batchWorker = false

    /// Internal: a --batch worker's list of the batch's files, separated by NUL bytes.
    @Option(help: .hidden)
    var batchList: String?

    func validate(recording: String?, speed: Double?, svg: String?, frames: String?) throws {
        if batch != nil || batchWorker {
            if recording != nil { throw ValidationError("--batch replays a folder: give no recording") }
            if html != nil || compare != nil || speed != nil || svg != nil || frames != nil {
                throw ValidationError("--batch cannot be combined with --html, --compare, --speed, --svg or --frames")
            }
        } else {
            if recording == nil { throw ValidationError("missing the recording (or --batch DIR)") }
            if updateGolden || batchJson != nil { throw ValidationError("--update-golden and --batch-json go with --batch") }
        }
        if !(jobs >= 1 && jobs <= 64) { throw ValidationError("--jobs must be between 1 and 64") }
        if !(htmlFps > 0 && htmlFps <= 120) { throw ValidationError("--html-fps must be a number > 0 and at most 120") }
    }

    @MainActor
    func makeRecorder(application: UIApplication, rules: InputRuleSet?) throws -> InspectorRecorder {
        do {
            let recorder = try InspectorRecorder(application: application, limits: .init(framesPerSecond: htmlFps))
            recorder.useRules(rules)
            return recorder
        } catch {
            throw CLIError("\(html ?? ""): cannot render the screen: \(error)")
        }
    }

    /// The `--compare` golden trace and its path, read before the replay so a missing file fails at once.
    func goldenTrace() throws -> (path: String, text: String)? {
        guard let compare else { return nil }
        guard let golden = try? String(contentsOfFile: compare, encoding: .utf8) else {
            throw CLIError("\(compare): cannot read the golden trace")
        }
        return (compare, golden)
    }

    /// Writes the report; returns what its limits left out, in words, or `nil` (``InspectorData/omissions``).
    @MainActor
    func writeReport(_ recorder: InspectorRecorder, result: ReplayEngine.Summary, recording: String, scene: String,
                     comparison: TraceComparison?, to path: String) throws -> String? {
        var data = recorder.finish(result, recording: (recording as NSString).lastPathComponent, scene: scene)
        if let failure = recorder.frameFailure { throw CLIError("\(path): \(failure)") }
        data.comparison = comparison
        try CLIError.reporting { () throws(InspectorError) in try InspectorPage.write(data, frames: recorder.frameImages, to: path) }
        return data.omissions
    }
}
