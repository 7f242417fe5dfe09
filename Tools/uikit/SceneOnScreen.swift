import Foundation
import InputCore
import InputRules
import Replay
import UIKit
import UIKitRuntime

/// A scene on a screen, for `live` and `record` with `--display` or `--frames`: the scene file builds the
/// application and its first windows; the runtime (``UIKitRuntime/RuntimeSession``) shows it, feeds it
/// input with the rules, records it, until the window closes, Ctrl-C, SIGTERM or `--duration`.
@MainActor
struct SceneOnScreen {
    let scene: SceneDescription
    let options: LaunchOptions
    /// The rules in effect (`--rules`, else the scene's).
    let rules: InputRuleSet?
    let duration: Double?
    var showKeyCodes = false
    /// Print the trace as it happens.
    var printsTrace = true
    /// `--feed`: a recording fed into the session beside the window's input.
    var feed: RecordingFeed?

    final class Printer: TraceObserver {
        func record(_ entry: TraceEntry) {
            print(entry.text)
            fflush(nil)
        }
    }

    func run() throws {
        let clock = MonotonicTimeSource()
        let start = clock.now()
        let application = SceneBuilder.makeApplication(for: scene, start: start)
        if printsTrace { application.trace.addObserver(Printer()) }
        let built = SceneBuilder.build(scene, in: application)
        defer { withExtendedLifetime(built) {} }
        let session = RuntimeSession(options: options, rules: rules)
        session.title = "uikit — \(scene.windows.first?.root.name ?? "scene")"
        session.showKeyCodes = showKeyCodes
        if let feed {
            feed.clockFloor = { application.clock.now }
            session.additionalSources = [feed]
        }
        let end = duration.map { start.advanced(bySeconds: $0) }
        let reason: RuntimeSession.StopReason
        do {
            try session.attach(application)
            reason = try session.run(deadline: end) { end.map { clock.now() >= $0 } == true }
        } catch {
            try? session.finish()
            throw CLIError("\(error)")
        }
        let statistics = options.stats ? session.statistics() : nil
        do { try session.finish() } catch { throw CLIError("\(error)") }
        if let recording = session.recording {
            printError("recorded \(recording.eventCount) events to \(recording.path) (stopped: \(reason == .windowClosed ? "window closed" : "requested"))")
        }
        if let statistics { printError(statistics) }
    }
}
