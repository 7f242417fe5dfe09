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
        abstract: "Drive a scene from live input devices and print the trace.",
        discussion: "Exit codes: 0 success; 1 bad scene or no readable device; 64 wrong usage.")

    @OptionGroup var selection: DeviceSelection

    @Option(help: SceneOption.help)
    var scene = "gestures"

    @Option(help: "Override the scene's screen width in points.")
    var width: Double?

    @Option(help: "Override the scene's screen height in points.")
    var height: Double?

    @Option(help: "Stop after this many seconds (default: run until interrupted).")
    var duration: Double?

    func run() throws {
        var description = try SceneOption.load(scene)
        if let width { description.screen.width = width }
        if let height { description.screen.height = height }
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
