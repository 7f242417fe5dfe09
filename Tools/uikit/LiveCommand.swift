import ArgumentParser
import Foundation
import InputCore
import LibinputBackend
import UIKit

/// `uikit live`: drives the built-in gesture scene from live devices through libinput and prints the
/// trace as it happens. Timers run on the monotonic clock libinput stamps its events with.
struct LiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Drive the built-in gesture scene from live input devices and print the trace.")

    @Option(help: "The udev seat to read.")
    var seat = "seat0"

    @Argument(help: "Device nodes to open instead of the seat (e.g. /dev/input/event5).")
    var nodes: [String] = []

    @Option(help: "The scene: a built-in scene name (\(BuiltInScene.names.joined(separator: ", "))).")
    var scene = "gestures"

    @Option(help: "Screen width in points.")
    var width: Double = 1024

    @Option(help: "Screen height in points.")
    var height: Double = 768

    @Option(help: "Stop after this many seconds (default: run until interrupted).")
    var duration: Double?

    func run() throws {
        try BuiltInScene.validate(scene)
        let mapping = ScreenMapping(width: width, height: height)
        let configuration = LibinputConfiguration(screen: mapping)
        let source: LibinputSource
        do {
            source = nodes.isEmpty
                ? try LibinputSource(seat: seat, configuration: configuration)
                : try LibinputSource(paths: nodes, configuration: configuration)
        } catch {
            throw CLIError("\(error)")
        }
        try MainActor.assumeIsolated { try LiveLoop(source: source, width: width, height: height, duration: duration).run() }
    }
}

/// The live session: builds the scene on the monotonic clock, checks that some device is readable, then
/// hands libinput to `UIApplication.run(source:time:until:)` until `--duration` has passed.
@MainActor
struct LiveLoop {
    let source: LibinputSource
    let width: Double
    let height: Double
    let duration: Double?

    final class Printer: TraceObserver {
        func record(_ entry: TraceEntry) {
            print(entry.text)
            fflush(nil)
        }
    }

    func run() throws {
        let start = MonotonicTimeSource().now()
        let application = UIApplication.makeShared(
            screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height)), start: start)
        application.trace.addObserver(Printer())
        _ = BuiltInScene.buildGestures(in: application)
        let initial = try source.drainEvents()
        guard !initial.isEmpty || !source.currentDevices.isEmpty else {
            throw CLIError("no input devices readable: check that /dev/input/event* exist and that you are in the input group (or run under a seat manager)")
        }
        for event in initial { application.handle(event) }
        let time = MonotonicTimeSource()
        let end = duration.map { start.advanced(bySeconds: $0) }
        try application.run(source: source, time: time) { end.map { time.now() >= $0 } ?? false }
    }
}
