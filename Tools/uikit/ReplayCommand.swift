import ArgumentParser
import Foundation
import InputCore
import InputRecording
import UIKit

/// `uikit replay RECORDING`: replays a recording against a scene on the virtual clock and prints the
/// trace: every input frame, hit test, delivery, recognizer state change (with its reason) and action.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recording against a scene and print what every view and recognizer did, and why.")

    @Argument(help: "The recording: .jsonl (native), .yml/.yaml (libinput record), .evemu or .events (evemu).")
    var recording: String

    @Option(help: "The scene: a built-in scene name (\(BuiltInScene.names.joined(separator: ", "))).")
    var scene = "gestures"

    @Option(help: "Screen width in points.")
    var width: Double = 1024

    @Option(help: "Screen height in points.")
    var height: Double = 768

    @Flag(help: "Print only actions and recognizer state changes, not every input frame and delivery.")
    var summary = false

    func run() throws {
        let output = try MainActor.assumeIsolated { try ReplayRun(options: self).run() }
        print(output, terminator: "")
    }
}

/// One replay: loads the recording, builds the scene, feeds every event through
/// `UIApplication.handle(_:)`, lets timers run out, and renders the trace.
@MainActor
struct ReplayRun {
    let options: ReplayCommand

    func run() throws -> String {
        try BuiltInScene.validate(options.scene)
        guard options.width > 0, options.height > 0, options.width.isFinite, options.height.isFinite else {
            throw ValidationError("--width and --height must be positive")
        }
        let recording: Recording
        do {
            recording = try RecordingLoader.load(options.recording)
        } catch let error as RecordingLoader.LoadError {
            throw CLIError(error.description)
        }
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: options.width, height: options.height))
        let start = recording.events.first?.time ?? .zero
        let application = UIApplication.makeShared(screen: screen, start: start)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        _ = BuiltInScene.buildGestures(in: application)
        for event in recording.events { application.handle(event) }
        // Let pending timers (multi-tap intervals, long presses, wheel-scroll ends) run out.
        application.advance(by: 1)
        var lines = trace.entries
        if options.summary {
            // Decisions only: state changes (but not the stream of changed → changed), actions other than
            // changed, and diagnostics. The closing summary still counts every action.
            lines = lines.filter {
                switch $0 {
                case .action(_, _, let state): return state != "changed"
                case .gestureState(_, _, let from, let to, _): return !(from == "changed" && to == "changed")
                case .diagnostic: return true
                default: return false
                }
            }
        }
        var text = "# replay \(options.recording) against scene \"\(options.scene)\" (\(recording.events.count) events)\n"
        text += lines.map { $0.text + "\n" }.joined()
        text += Summary.actions(in: trace.entries)
        return text
    }
}

/// The closing summary: how many times each recognizer acted, by state.
enum Summary {
    static func actions(in entries: [TraceEntry]) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for entry in entries {
            guard case .action(_, let recognizer, let state) = entry else { continue }
            let key = "\(recognizer) \(state)"
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        guard !order.isEmpty else { return "# summary: no recognizer acted\n" }
        return "# summary: " + order.map { "\($0) ×\(counts[$0] ?? 0)" }.joined(separator: ", ") + "\n"
    }
}

/// An error the CLI prints as is, exiting with status 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
