import ArgumentParser
import Foundation
import InputCore
import InputRecording
import InputRules
import Replay
import UIKit

extension TraceWriter.Format: ExpressibleByArgument {}

/// `uikit replay RECORDING --scene SCENE`: replays a recording against a scene and prints the trace:
/// every input frame, hit test, delivery, recognizer state change (with its reason) and action.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recording against a scene and print what every view and recognizer did, and why.",
        discussion: """
            Replays on the virtual clock, as fast as possible and deterministically; --speed paces it in real \
            time instead (the trace is the same). Leading idle time is skipped.

            --html writes the replay inspector's page (docs/inspector.md): one self-contained HTML file with the \
            screen at every moment, a lane per touch and recognizer, the trace, the view tree and hit-test paths. \
            --compare GOLDEN compares the trace with a golden trace (exit 1 when they differ). --batch DIR replays \
            every recording of a folder in --jobs processes against their golden traces (NAME.trace).

            Exit codes: 0 success; 1 bad input (malformed or missing recording or scene, unwritable --svg or --html \
            file; the message names file and line), a trace that differs from its golden, or a batch file that \
            failed; 64 wrong usage.
            """)

    @Argument(help: "The recording: .jsonl (native), .yml/.yaml (libinput record), .evemu or .events (evemu).")
    var recording: String?

    @Option(help: SceneOption.help)
    var scene = "gestures"

    @Option(help: "The trace format: text (one line per entry) or json (one JSON object per line).")
    var format: TraceWriter.Format = .text

    @Flag(help: "Print only decisions (state changes, actions other than changed, diagnostics).")
    var summary = false

    @Option(help: "Also draw the views, each touch's path and where each gesture began, changed and ended, as SVG.")
    var svg: String?

    @Option(help: "Also write the screen as PNG frames (frame-00000.png …) into this folder, with fingers, trails and state changes drawn over it.")
    var frames: String?

    @Option(help: "Frames per second of recording time for --frames.")
    var fps: Double = 30

    @Option(help: "Pace the replay in real time at this speed (1 = as recorded, 2 = twice as fast).")
    var speed: Double?

    @Option(help: "Override the scene's screen width in points.")
    var width: Double?

    @Option(help: "Override the scene's screen height in points.")
    var height: Double?

    @Option(help: "Input rules (docs/input-rules.md) to replay with, instead of those the recording or the scene carries.")
    var rules: String?

    @Flag(help: "Replay without input rules, even if the recording or the scene carries some.")
    var noRules = false

    @Flag(help: "Show the text each key typed in the trace instead of hiding it (as `uikit record --show-keycodes` keeps key codes).")
    var showKeycodes = false

    @OptionGroup var inspector: InspectorOptions

    func validate() throws {
        try inspector.validate(recording: recording, speed: speed, svg: svg, frames: frames)
        if rules != nil && noRules { throw ValidationError("--rules and --no-rules exclude each other") }
        if let speed, !(speed > 0 && speed.isFinite) { throw ValidationError("--speed must be a number > 0") }
        if !(fps > 0 && fps <= 1000) { throw ValidationError("--fps must be a number > 0 and at most 1000") }
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value > 0 && value.isFinite) { throw ValidationError("\(name) must be a number > 0") }
        }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            if inspector.batchWorker {
                let arguments = BatchWorkerArguments(scene: scene, rules: rules, noRules: noRules, updateGolden: inspector.updateGolden,
                                                     list: inspector.batchList)
                return try BatchWorker(arguments: arguments).run()
            }
            if let folder = inspector.batch { return try BatchRun(options: BatchRunArguments(self, folder: folder)).run() }
            try ReplayRun(options: self).run()
        }
    }
}

/// One replay: opens the recording (streaming when native), builds the scene, runs the engine with the
/// trace written as it happens, then the closing summary and the SVG.
@MainActor
struct ReplayRun {
    let options: ReplayCommand

    func run() throws {
        guard let recording = options.recording else { throw ValidationError("a recording is required") }
        var scene = try SceneOption.load(options.scene)
        if let width = options.width { scene.screen.width = width }
        if let height = options.height { scene.screen.height = height }
        let output = BufferedOutput(flushesEveryLine: options.speed != nil)
        defer { output.flush() }
        let pacer: ReplayPacer = options.speed.map { RealTimePacer(speed: $0) } ?? UnpacedReplay()
        let source = try CLIError.reporting { () throws(RecordingImportError) in try RecordingFiles.open(recording) }
        let rules = try RulesOption.resolve(file: options.rules, disabled: options.noRules,
                                            recording: source.header.inputRules, scene: scene.inputRules)
        try RulesOption.check(rules, screens: ([scene.screen] + scene.additionalScreens).map(\.name))
        let engine = try CLIError.reporting { () throws(RecordingImportError) in
            try ReplayEngine(source: source, pacer: pacer, options: ReplayEngine.Options(rules: rules, showsTypedCharacters: options.showKeycodes))
        }
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        if options.format == .text {
            output.write("# replay \(recording) against scene \"\(options.scene)\"\n")
            if let rules { output.write("# input rules: \(rules.rules.count) from \(rules.source ?? "the recording")\n") }
        }
        let tally = ActionTally()
        application.trace.addObserver(TraceWriter(format: options.format, decisionsOnly: options.summary) { output.write($0) })
        application.trace.addObserver(tally)
        let built = SceneBuilder.build(scene, in: application)
        let drawing = ReplayDrawing()
        if options.svg != nil {
            drawing.useColors(of: built)
            drawing.attach(to: built, engine: engine, application: application)
        }
        let frames = try options.frames.map { try FrameFolder.makeFrames(in: $0, application: application, fps: options.fps) }
        frames?.attach(to: engine)
        let report = try options.inspector.html.map { _ in try options.inspector.makeRecorder(application: application, rules: rules) }
        report?.attach(to: engine)
        let golden = try options.inspector.goldenTrace()
        let compared = golden.map { _ in TraceRecorder() }
        if let compared { application.trace.addObserver(compared) }
        let result = try CLIError.reporting { () throws(RecordingImportError) in try engine.run(in: application) }
        if let frames, let folder = options.frames {
            frames.finish(at: result.endTime)
            if let failure = frames.failure { throw CLIError("\(folder): \(failure)") }
            if options.format == .text { output.write("# wrote \(frames.frameCount) frames to \(folder)\n") }
        }
        for warning in result.ruleWarnings { printError(warning) }
        switch options.format {
        case .text:
            output.write("# replayed \(result.eventCount) events\n")
            output.write(tally.summaryLine)
        case .json:
            output.write(#"{"kind":"summary","events":\#(result.eventCount)}"# + "\n")
        }
        if let path = options.svg {
            do {
                try drawing.svg.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw CLIError("\(path): cannot write the SVG drawing: \(error.localizedDescription)")
            }
        }
        var comparison: TraceComparison?
        if let golden, let compared {
            comparison = TraceComparison.compare(golden.text, named: golden.path, with: compared.text, named: "this replay")
        }
        if let report, let path = options.inspector.html {
            let omissions = try options.inspector.writeReport(report, result: result, recording: recording, scene: options.scene,
                                                              comparison: comparison, to: path)
            if options.format == .text {
                output.write("# wrote the replay inspector's report to \(path)\n")
                if let omissions { output.write("# the report's limits left out \(omissions) (counted on the page)\n") }
            }
        }
        if let comparison {
            output.write(comparison.text.split(separator: "\n").map { "# \($0)\n" }.joined())
            output.flush()
            if !comparison.isSame { throw ExitCode(1) }
        }
    }
}

/// An error the CLI prints as is, exiting with status 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }

    /// Runs `body`, turning its typed error (which already names file and line) into a `CLIError`.
    /// (`Result(catching:)` rather than `catch let … as`, which crashes Swift 6.3 around typed throws.)
    static func reporting<T, E: Error & CustomStringConvertible>(_ body: () throws(E) -> T) throws(CLIError) -> T {
        switch Result(catching: body) {
        case .success(let value): return value
        case .failure(let error): throw CLIError(error.description)
        }
    }
}
