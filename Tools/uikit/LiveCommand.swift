import ArgumentParser
import Foundation
import InputCore
import InputRules
import LibinputBackend
import Replay
import UIKit

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
/// hands libinput to `UIApplication.run(source:time:until:)` until `--duration` has passed.
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

    /// Puts a filter report on the shared application's trace.
    static func traceReport(_ report: FilterReport) {
        UIApplication.shared.trace.emit(.inputFilter(time: report.time, device: report.device, message: report.description))
    }

    func run() throws {
        let start = MonotonicTimeSource().now()
        let application = SceneBuilder.makeApplication(for: scene, start: start)
        application.trace.addObserver(Printer())
        let built = SceneBuilder.build(scene, in: application)
        defer { withExtendedLifetime(built) {} }
        let wakeups = FilterWakeups(source: source, application: application, latency: latency)
        _ = try wakeups.drainEvents()  // handles what the devices already sent
        guard wakeups.drained > 0 || !source.currentDevices.isEmpty else {
            throw CLIError(selection.noDevicesMessage(failures: source.openFailures))
        }
        for warning in source.unmatchedRuleWarnings { printError(warning) }
        let time = MonotonicTimeSource()
        let end = duration.map { start.advanced(bySeconds: $0) }
        try application.run(source: wakeups, time: time) {
            end.map { time.now() >= $0 } ?? false
        }
        latency?.reportIfDue(force: true)
    }
}

/// The live session's source: drains libinput and handles each event itself, with the input rules'
/// reports on the trace just before the event they came with, devices placed on their rule's screens,
/// and (with `--latency`) each touch frame timed. The filters' next timer (a lift held by debounce, the
/// watchdog) is its ``nextDeadline``: the run loop wakes then and drains it, which releases what is due.
@MainActor
final class FilterWakeups: @preconcurrency TimedInputSource {
    let source: LibinputSource
    let application: UIApplication
    /// With `--latency`, each touch frame's delivery is timed.
    let latency: LiveLatency?

    init(source: LibinputSource, application: UIApplication, latency: LiveLatency? = nil) {
        self.source = source
        self.application = application
        self.latency = latency
    }

    var pollDescriptor: Int32? { source.pollDescriptor }

    var nextDeadline: InputTime? { source.filterDeadline }

    /// Drains the source and handles its events here, each filter report put on the trace just before
    /// the event it came with (so the run loop is handed none).
    func drainEvents() throws -> [InputEvent] {
        var events: [InputEvent] = []
        for step in try source.drainFiltered() {
            switch step {
            case .event(let event):
                events.append(event)
                handle(event)
            case .report(let report):
                LiveLoop.traceReport(report)
            }
        }
        latency?.reportIfDue()
        drained += events.count
        return []
    }

    /// Events drained so far (the initial drain's count tells whether any device answered).
    private(set) var drained = 0

    private func handle(_ event: InputEvent) {
        // A device an input rule matched drives the rule's screen: its touches only reach that screen's
        // windows (libinput already mapped and turned its positions). Placed before its first event.
        if case .deviceAdded = event.payload, let rule = source.deviceRules[event.device] {
            let screen = rule.screen.flatMap(application.screen(named:)) ?? application.mainScreen
            application.place(event.device, on: screen, rotation: rule.rotation ?? .degrees0, calibration: rule.calibration ?? .identity)
        }
        if let latency { latency.handle(event, in: application) } else { application.handle(event) }
    }
}
