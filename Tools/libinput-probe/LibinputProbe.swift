import ArgumentParser
import Foundation
import InputCore
import LibinputBackend

/// Test helper: opens devices through `LibinputSource`, prints one line per event, and stops after a
/// number of events or a time limit on the monotonic clock. The e2e tests run it inside an umockdev
/// testbed (umockdev works by `LD_PRELOAD`, so the libinput reader must be its own process).
@main
struct LibinputProbe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "libinput-probe",
        abstract: "Print the InputCore events libinput produces for some devices, one line per event.")

    @Argument(help: "Device nodes for libinput's path backend.")
    var nodes: [String] = []

    @Option(help: "Use libinput's udev backend on this seat instead of device nodes (follows hotplug).")
    var seat: String?

    @Option(name: .customLong("testbed-device"), help: "Emulate a device from PREFIX.umockdev/.ioctl/.udev/.events in an in-process umockdev testbed (repeatable).")
    var testbedDevices: [String] = []

    @Option(help: "Unplug this emulated node once it has reported --unplug-after-downs touch-downs (needs --seat).")
    var unplug: String?

    @Option(help: "Touch-downs to wait for before --unplug.")
    var unplugAfterDowns = 1

    @Option(help: "Stop after this many events.")
    var events = Int.max

    @Option(help: "Stop after printing a line that contains this text.")
    var until: String?

    @Option(help: "Stop after this many milliseconds (monotonic clock).")
    var timeoutMs = 3000

    @Option(help: "Screen size WIDTHxHEIGHT in points that absolute devices map onto.")
    var screen = "1000x1000"

    @Option(help: "Rotation of every absolute device relative to the screen, degrees clockwise (0, 90, 180, 270).")
    var rotation = 0

    @Option(help: "Ignore devices whose name contains this text (repeatable).")
    var ignore: [String] = []

    @Flag(help: "Also run every event through UIKit (a full-screen canvas with tap, pinch and pan recognizers) and print what reached views and recognizers, prefixed 'uikit '.")
    var uikit = false

    @Flag(help: "Print libinput's debug log to stderr.")
    var verbose = false

    @Flag(help: "After the run, print '#' lines with the median and p99 latency in µs: event time to drainEvents return, and drainEvents duration.")
    var latency = false

    mutating func run() throws {
        let size = screen.split(separator: "x").compactMap { Double($0) }
        guard size.count == 2, let rotation = ScreenRotation(rawValue: rotation) else {
            throw ValidationError("--screen wants WIDTHxHEIGHT and --rotation one of 0, 90, 180, 270")
        }
        let mapping = ScreenMapping(width: size[0], height: size[1], rotation: rotation)
        let verbose = verbose
        let configuration = LibinputConfiguration(
            screen: mapping,
            rules: ignore.map { LibinputDeviceRule(match: .nameContains($0), action: .ignore) },
            logHandler: { priority, line in
                if verbose || priority >= .error { FileHandle.standardError.write(Data("libinput: \(line)\n".utf8)) }
            },
            logPriority: verbose ? .debug : .error)

        var testbed: UMockdevTestbed?
        var emulated: [EmulatedDevice] = []
        if !testbedDevices.isEmpty {
            let bed = try UMockdevTestbed()
            for prefix in testbedDevices {
                let device = try EmulatedDevice(prefix: prefix)
                try device.install(in: bed)
                emulated.append(device)
            }
            testbed = bed
        }

        let source: LibinputSource
        do {
            source = try seat.map { try LibinputSource(seat: $0, configuration: configuration) }
                ?? LibinputSource(paths: nodes, configuration: configuration)
        } catch let error as LibinputBackendError {
            FileHandle.standardError.write(Data("libinput-probe: \(error)\n".utf8))
            throw ExitCode(1)
        }
        // Playback starts only now that libinput has opened the nodes (see UMockdevTestbed).
        if let testbed {
            let now = Self.monotonicMicroseconds()
            for device in emulated { try device.play(in: testbed, now: now) }
        }

        let scene: ProbeScene? = uikit ? MainActor.assumeIsolated { ProbeScene(width: size[0], height: size[1]) } : nil
        let deadline = Self.monotonicMicroseconds() + Int64(timeoutMs) * 1000
        var printed = 0, downs = 0, unplugged = false
        var latencies: [Int64] = [], dispatchCosts: [Int64] = []
        var poll = pollfd(fd: source.pollDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
        loop: while true {
            let woke = Self.monotonicMicroseconds()
            let batch = try source.drainEvents()
            let returned = Self.monotonicMicroseconds()
            if !batch.isEmpty { dispatchCosts.append(returned - woke) }
            for event in batch {
                let line = EventLine.format(event)
                print(line)
                if let scene { MainActor.assumeIsolated { scene.handle(event) } }
                printed += 1
                if case .touchFrame = event.payload { latencies.append(returned - event.time.microseconds) }
                if case .touchFrame(let frame) = event.payload, let unplug,
                    source.currentDevices.first(where: { $0.id == event.device })?.node == unplug {
                    downs += frame.changes.filter { $0.phase == .down }.count
                }
                if printed >= events { break loop }
                if let until, line.contains(until) { break loop }
            }
            if let unplug, !unplugged, downs >= unplugAfterDowns, let testbed,
                let device = emulated.first(where: { $0.node == unplug }) {
                testbed.remove(syspath: device.syspath)
                unplugged = true
            }
            let remaining = deadline - Self.monotonicMicroseconds()
            if remaining <= 0 { break }
            poll.revents = 0
            _ = Glibc.poll(&poll, 1, Int32(min(remaining / 1000 + 1, 1000)))
        }
        if let scene { MainActor.assumeIsolated { scene.finish() } }
        if latency {
            print(Self.latencySummary("event age at drain return (time_usec to drainEvents return)", latencies))
            print(Self.latencySummary("drainEvents duration per non-empty batch", dispatchCosts))
        }
        fflush(nil)
        withExtendedLifetime(testbed) {}
    }

    static func monotonicMicroseconds() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1000
    }

    static func latencySummary(_ label: String, _ values: [Int64]) -> String {
        guard !values.isEmpty else { return "# \(label): n=0" }
        let sorted = values.sorted()
        let p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
        return "# \(label): n=\(sorted.count) median=\(sorted[sorted.count / 2])us p99=\(p99)us max=\(sorted[sorted.count - 1])us"
    }
}
