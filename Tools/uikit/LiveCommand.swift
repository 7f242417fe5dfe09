import ArgumentParser
import Foundation
import InputCore
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
            comes from the window system, or from libinput (--input). Closing the window, Ctrl-C or SIGTERM ends \
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

    @OptionGroup var show: DisplayOptions

    @Option(help: "While showing, also record every event to this native recording (.jsonl, mode 0600).")
    var record: String?

    func validate() throws {
        if let duration, !(duration > 0 && duration.isFinite) { throw ValidationError("--duration must be a number > 0") }
        if let record, !record.lowercased().hasSuffix(".jsonl") {
            throw ValidationError("the recording is written in the native format: its name must end in .jsonl")
        }
        if record != nil, !show.isShowing { throw ValidationError("--record needs --display or --frames (or use `uikit record`)") }
    }

    func run() throws {
        var description = try SceneOption.load(scene)
        if let width { description.screen.width = width }
        if let height { description.screen.height = height }
        if show.isShowing {
            let session = DisplaySession(scene: description, options: show, selection: selection, duration: duration,
                                         recordingPath: record)
            try MainActor.assumeIsolated { try session.run() }
            return
        }
        let mapping = ScreenMapping(width: description.screen.width, height: description.screen.height)
        let source = try selection.open(screen: mapping)
        try MainActor.assumeIsolated {
            try LiveLoop(source: source, selection: selection, scene: description, duration: duration).run()
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

    final class Printer: TraceObserver {
        func record(_ entry: TraceEntry) {
            print(entry.text)
            fflush(nil)
        }
    }

    func run() throws {
        let start = MonotonicTimeSource().now()
        let application = SceneBuilder.makeApplication(for: scene, start: start)
        application.trace.addObserver(Printer())
        let built = SceneBuilder.build(scene, in: application)
        defer { withExtendedLifetime(built) {} }
        let initial = try source.drainEvents()
        guard !initial.isEmpty || !source.currentDevices.isEmpty else {
            throw CLIError(selection.noDevicesMessage(failures: source.openFailures))
        }
        for event in initial { application.handle(event) }
        let time = MonotonicTimeSource()
        let end = duration.map { start.advanced(bySeconds: $0) }
        try application.run(source: source, time: time) { end.map { time.now() >= $0 } ?? false }
    }
}
