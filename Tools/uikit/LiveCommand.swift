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

/// The live run loop: poll libinput's descriptor with a timeout that ends at the next framework timer,
/// drain and dispatch everything readable, then advance the clock to now so timers fire on time.
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

    static func monotonicNow() -> InputTime {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return InputTime(microseconds: Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1000)
    }

    func run() throws {
        let start = Self.monotonicNow()
        let application = UIApplication.makeShared(
            screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height)), start: start)
        application.trace.addObserver(Printer())
        _ = BuiltInScene.buildGestures(in: application)
        let initial = try source.drainEvents()
        guard !initial.isEmpty || !source.currentDevices.isEmpty else {
            throw CLIError("no input devices readable: check that /dev/input/event* exist and that you are in the input group (or run under a seat manager)")
        }
        for event in initial { application.handle(event) }
        let end = duration.map { start.advanced(bySeconds: $0) }
        var descriptor = pollfd(fd: source.pollDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
        while true {
            let now = Self.monotonicNow()
            if let end, now >= end { break }
            var deadline = application.clock.nextDeadline ?? now.advanced(bySeconds: 1)
            if let end { deadline = min(deadline, end) }
            let waitMilliseconds = max(0, (deadline.microseconds - now.microseconds + 999) / 1000)
            descriptor.revents = 0
            _ = Glibc.poll(&descriptor, 1, Int32(min(waitMilliseconds, 1000)))
            for event in try source.drainEvents() { application.handle(event) }
            let after = Self.monotonicNow()
            if after > application.clock.now { application.advance(to: after) }
        }
    }
}
