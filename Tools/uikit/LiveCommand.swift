import ArgumentParser
import Foundation
import InputCore
import InputRules
import LibinputBackend
import Replay
import UIKit
import UIKitRuntime

/// `uikit live`: drives a scene (the built-in gesture scene by default) from live devices through libinput and prints the
/// trace as it happens. Timers run on the monotonic clock libinput stamps its events with.
struct LiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Drive a scene from live input devices and print the trace; with --display, show it.",
        discussion: """
            With --display the scene is shown (a window, full screen, or a bare console through KMS) and input \
            comes from the window system, or from libinput (--input), with the input rules (--rules) on every \
            display; the runtime `@main` apps use runs it (docs/runtime.md). Closing the window, Ctrl-C or SIGTERM ends \
            it cleanly. See docs/display.md.

            Exit codes: 0 success; 1 bad scene, no display (the message names DISPLAY, WAYLAND_DISPLAY and the \
            KMS device), SDL missing, or no readable device; 64 wrong usage.
            """)

    @OptionGroup var selection: DeviceSelection

    @Option(help: SceneOption.help)
    var scene = "gestures"

    @Option(help: "Override the scene's screen width in points.")
    var width: Double?

    @Option(help: "Override the scene's screen height in points.")
    var height: Double?

    @Option(help: "Stop after this many seconds (default: run until interrupted).")
    var duration: Double?

    @Option(help: "Input rules (docs/input-rules.md): device screens and touch filters; default: the scene's inputRules.")
    var rules: String?

    @Flag(help: "Print, per device every 5 s on standard error, the kernel-timestamp-to-delivery latency of touch frames (p50/p99/max), and warn when processing lags more than 20 ms as libinput does.")
    var latency = false

    @OptionGroup var show: DisplayOptions

    @Option(help: "While showing, also record every event to this native recording (.jsonl, mode 0600).")
    var record: String?

    @Option(help: "While showing, also feed this recording's events (any format `replay` reads) into the session beside the window's input, restamped at --feed-rate and looped until --feed-events; for soak runs (docs/reliability.md). Progress and CPU time go to standard error.")
    var feed: String?

    @Option(help: "Events to feed in all, looping the --feed recording (default: one pass).")
    var feedEvents: Int?

    @Option(help: "Events per second fed by --feed.")
    var feedRate: Double = 10_000

    @Flag(help: "Do not print the trace (long runs).")
    var quiet = false

    func validate() throws {
        if feed != nil, !show.isShowing { throw ValidationError("--feed needs --display or --frames") }
        if feed == nil, feedEvents != nil { throw ValidationError("--feed-events needs --feed") }
        if let feedEvents, feedEvents < 1 { throw ValidationError("--feed-events must be at least 1") }
        if !(feedRate > 0 && feedRate <= 1_000_000) { throw ValidationError("--feed-rate must be a number of events per second, > 0 and <= 1000000") }
        if let duration, !(duration > 0 && duration.isFinite) { throw ValidationError("--duration must be a number > 0") }
        if let record, !record.lowercased().hasSuffix(".jsonl") {
            throw ValidationError("the recording is written in the native format: its name must end in .jsonl")
        }
        if record != nil, !show.isShowing { throw ValidationError("--record needs --display or --frames (or use `uikit record`)") }
        if show.isShowing, latency {
            throw ValidationError("--latency is not supported with --display or --frames (--stats gives the display's latency)")
        }
    }

    func run() throws {
        var description = try SceneOption.load(scene)
        if let width { description.screen.width = width }
        if let height { description.screen.height = height }
        let ruleSet = try RulesOption.resolve(file: rules, scene: description.inputRules)
        try RulesOption.check(ruleSet, screens: ([description.screen] + description.additionalScreens).map(\.name))
        if show.isShowing {
            try MainActor.assumeIsolated {
                var onScreen = SceneOnScreen(scene: description, options: show.launchOptions(selection: selection, record: record),
                                             rules: ruleSet, duration: duration)
                onScreen.printsTrace = !quiet
                if let feed {
                    do { onScreen.feed = try RecordingFeed(path: feed, total: feedEvents, rate: feedRate) } catch { throw CLIError("\(error)") }
                }
                try onScreen.run()
            }
            return
        }
        let mapping = ScreenMapping(width: description.screen.width, height: description.screen.height)
        let source = try selection.open(screen: mapping, rules: ruleSet, screens: LiveLoop.screens(of: description))
        try MainActor.assumeIsolated {
            try LiveLoop(source: source, selection: selection, scene: description, duration: duration,
                         latency: latency ? LiveLatency() : nil).run()
        }
    }
}

/// The live session: builds the scene on the monotonic clock, checks that some device is readable, then
/// runs the one event loop (`EventLoop`, waiting with poll(2) on libinput's descriptor) until `--duration`
/// has passed, with the input rules applied by `RuledInputSource` as on a display.
@MainActor
struct LiveLoop {
    let source: LibinputSource
    let selection: DeviceSelection
    let scene: SceneDescription
    let duration: Double?
    let latency: LiveLatency?

    final class Printer: TraceObserver {
        func record(_ entry: TraceEntry) {
            print(entry.text)
            fflush(nil)
        }
    }

    /// The scene's screens by name, as input rules refer to them.
    nonisolated static func screens(of scene: SceneDescription) -> [String: ScreenMapping] {
        var screens: [String: ScreenMapping] = [:]
        for screen in [scene.screen] + scene.additionalScreens where screens[screen.name] == nil {
            screens[screen.name] = ScreenMapping(width: screen.width, height: screen.height, scale: screen.scale, rotation: screen.rotation)
        }
        return screens
    }

    func run() throws {
        let time = MonotonicTimeSource()
        let start = time.now()
        let application = SceneBuilder.makeApplication(for: scene, start: start)
        application.trace.addObserver(Printer())
        let built = SceneBuilder.build(scene, in: application)
        defer { withExtendedLifetime(built) {} }
        let ruled = RuledInputSource(source: source, application: application)
        guard try ruled.prime() > 0 || !source.currentDevices.isEmpty else {
            throw CLIError(selection.noDevicesMessage(failures: source.openFailures))
        }
        for warning in source.unmatchedRuleWarnings { printError(warning) }
        let loop = EventLoop(application: application, sources: [ruled], waiter: PollWaiter(time: time))
        // No screen: the trace is the events' and timers' only, as a replay's is.
        loop.drivesRefreshes = false
        if let latency {
            loop.onEvent = { event in
                latency.delivered(event)
                latency.reportIfDue()
            }
        }
        let end = duration.map { start.advanced(bySeconds: $0) }
        try loop.run(deadline: end) { end.map { time.now() >= $0 } ?? false }
        latency?.reportIfDue(force: true)
    }
}
