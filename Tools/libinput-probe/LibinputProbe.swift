import ArgumentParser
import EmulatedDevices
import Foundation
import InputCore
import InputRecording
import InputRules
import LibinputBackend

/// Test and benchmark helper: opens devices through `LibinputSource`, prints one line per event, and
/// stops after a number of events or a time limit on the monotonic clock. The e2e tests run it inside an
/// umockdev testbed (umockdev works by `LD_PRELOAD`, so the libinput reader must be its own process);
/// `Tools/scripts/libinput-latency.sh` runs it to measure libinput-to-view latency.
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

    @Option(help: "Emulate one of the project's test devices (\(TestDevices.byName.map(\.name).joined(separator: ", "))) in the testbed (repeatable).")
    var emulate: [String] = []

    @Option(name: .customLong("emulate-drag"), help: "Play a one-finger drag of this many motion frames on emulated multitouch screens (a pen drag on an emulated pen tablet).")
    var emulateDragFrames: Int?

    @Option(name: .customLong("emulate-rate"), help: "Frame rate of --emulate-drag in Hz (rounded to whole milliseconds).")
    var emulateRate = 240

    @Option(name: .customLong("write-emulated-devices"), help: "Only write the --emulate devices' fixture files (PREFIX.umockdev/.ioctl/.udev/.events) into this folder and print their prefixes (for the latency floor client).")
    var writeEmulatedDevicesTo: String?

    @Option(help: "Plug the emulated devices in this many milliseconds after libinput started, instead of before (needs --seat).")
    var hotplugAfterMs: Int?

    @Option(help: "Unplug this emulated node once it has reported --unplug-after-downs touch-downs (needs --seat).")
    var unplug: String?

    @Option(help: "Touch-downs to wait for before --unplug.")
    var unplugAfterDowns = 1

    @Option(help: "Suspend libinput after this many touch-downs, then resume it once the suspension's events are drained.")
    var suspendAfterDowns: Int?

    @Flag(help: "Read through the framework's event loop (EventLoop waiting with poll(2)), stopped by a stop condition or at --timeout-ms.")
    var runLoop = false

    @Option(help: "Stop after this many events.")
    var events = Int.max

    @Option(help: "Stop after printing a line that contains this text.")
    var until: String?

    @Option(help: "Stop after this many milliseconds (monotonic clock); a safety net, runs normally end with --events or --until.")
    var timeoutMs = 10000

    @Option(help: "Screen size WIDTHxHEIGHT in points that absolute devices map onto.")
    var screen = "1000x1000"

    @Option(help: "Rotation of every absolute device relative to the screen, degrees clockwise (0, 90, 180, 270).")
    var rotation = 0

    @Option(help: "Ignore devices whose name contains this text (repeatable).")
    var ignore: [String] = []

    @Option(help: "Input rules file (docs/input-rules.md): devices are placed and filtered by it; what filters do is printed as 'filter …' lines.")
    var rules: String?

    @Option(name: .customLong("named-screen"), help: "A screen input rules may name, NAME=WIDTHxHEIGHT (repeatable).")
    var namedScreens: [String] = []

    @Flag(help: "Also run every event through UIKit (a full-screen canvas with tap, pinch and pan recognizers) and print what reached views and recognizers, prefixed 'uikit '.")
    var uikit = false

    @Flag(help: "Print libinput's debug log to stderr.")
    var verbose = false

    @Flag(help: "Do not print event lines or UIKit lines (for latency runs).")
    var quiet = false

    @Flag(help: "After the run, print '#' lines with latency medians and 99th percentiles in µs (see ProbeSession).")
    var latency = false

    @Flag(help: "After the run, print the latency figures as one JSON object on its own line.")
    var latencyJSON = false

    @Flag(name: .customLong("latency-cpu"), help: "Also measure the thread's CPU time during each UIKit dispatch (uikit_dispatch_cpu_*: the part of the dispatch's wall time the thread was on a CPU). Two clock_gettime calls per sample inside the dispatch's window: for diagnosis, not for the latency row.")
    var latencyCPU = false

    mutating func validate() throws {
        if hotplugAfterMs != nil, seat == nil { throw ValidationError("--hotplug-after-ms needs --seat: the path backend has no hotplug") }
        if unplug != nil, seat == nil { throw ValidationError("--unplug needs --seat: the path backend does not notice unplugging") }
        for name in emulate where !TestDevices.byName.contains(where: { $0.name == name }) {
            throw ValidationError("unknown --emulate device \"\(name)\" (expected one of: \(TestDevices.byName.map(\.name).joined(separator: ", ")))")
        }
    }

    mutating func run() throws {
        let size = screen.split(separator: "x").compactMap { Double($0) }
        guard size.count == 2, let rotation = ScreenRotation(rawValue: rotation) else {
            throw ValidationError("--screen wants WIDTHxHEIGHT and --rotation one of 0, 90, 180, 270")
        }
        let mapping = ScreenMapping(width: size[0], height: size[1], rotation: rotation)
        let verbose = verbose
        var configuration = LibinputConfiguration(
            screen: mapping,
            rules: ignore.map { LibinputDeviceRule(match: .nameContains($0), action: .ignore) },
            logHandler: { priority, line in
                if verbose || priority >= .error { FileHandle.standardError.write(Data("libinput: \(line)\n".utf8)) }
            },
            logPriority: verbose ? .debug : .error)
        if let rules {
            switch Result(catching: { () throws(InputRulesError) in try InputRulesReader.read(path: rules) }) {
            case .success(let set): configuration.inputRules = set
            case .failure(let error):
                FileHandle.standardError.write(Data("libinput-probe: \(error)\n".utf8))
                throw ExitCode(1)
            }
            for entry in namedScreens {
                let parts = entry.split(separator: "=")
                let size = parts.last?.split(separator: "x").compactMap { Double($0) } ?? []
                guard parts.count == 2, size.count == 2 else { throw ValidationError("--named-screen wants NAME=WIDTHxHEIGHT") }
                configuration.screens[String(parts[0])] = ScreenMapping(width: size[0], height: size[1])
            }
        }

        if let folder = writeEmulatedDevicesTo {
            for prefix in try writeEmulatedDevices(into: folder).prefixes { print(prefix) }
            return
        }
        let generated = try writeEmulatedDevices()
        defer { if let directory = generated.directory { try? FileManager.default.removeItem(atPath: directory) } }
        let emulation = try Emulation.make(prefixes: testbedDevices + generated.prefixes)
        if hotplugAfterMs == nil { try emulation?.install() }

        let source: LibinputSource
        do {
            source = try seat.map { try LibinputSource(seat: $0, configuration: configuration) }
                ?? LibinputSource(paths: nodes, configuration: configuration)
        } catch let error as LibinputBackendError {
            FileHandle.standardError.write(Data("libinput-probe: \(error)\n".utf8))
            throw ExitCode(1)
        }
        // Playback starts only now that libinput has opened the nodes (see UMockdevTestbed).
        if hotplugAfterMs == nil { try emulation?.play() }

        // The whole run is on the main actor, as an app's is (`--run-loop` reads through its event loop); the
        // source and the emulation are handed over to it.
        let deadline = InputTime.monotonicNow().microseconds + Int64(timeoutMs) * 1000
        try MainActor.assumeIsolated {
            let scene: ProbeScene? = uikit ? ProbeScene(width: size[0], height: size[1], printsTrace: !quiet) : nil
            let session = ProbeSession(source: source, emulation: emulation, scene: scene, options: self, deadline: deadline)
            if runLoop { try session.runEventLoop() } else { try session.runPolling() }
            scene?.finish()
            session.printLatency()
            session.reportDeadline(timeoutMs: timeoutMs)
            fflush(nil)
            withExtendedLifetime(emulation) {}
        }
    }

    /// Writes the `--emulate` devices' fixture files into a fresh directory; returns it and the prefixes.
    private func writeEmulatedDevices(into folder: String? = nil) throws -> (directory: String?, prefixes: [String]) {
        guard !emulate.isEmpty else { return (nil, []) }
        let directory = folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("libinput-probe-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let prefixes: [String] = try emulate.compactMap { name in
            guard let spec = TestDevices.byName.first(where: { $0.name == name })?.spec else { return nil }
            let prefix = directory + "/event\(spec.eventNumber)"
            try spec.write(prefix: prefix)
            if let frames = emulateDragFrames, spec.absoluteAxes[Evdev.ABS_MT_SLOT] != nil {
                try EmulatedScripts.drag(frames: frames, rate: emulateRate).text
                    .write(toFile: prefix + ".events", atomically: true, encoding: .utf8)
            } else if let frames = emulateDragFrames, spec.keys.contains(Evdev.BTN_TOOL_PEN) {
                try EmulatedScripts.penDrag(frames: frames, rate: emulateRate).text
                    .write(toFile: prefix + ".events", atomically: true, encoding: .utf8)
            }
            return prefix
        }
        return (directory, prefixes)
    }
}
