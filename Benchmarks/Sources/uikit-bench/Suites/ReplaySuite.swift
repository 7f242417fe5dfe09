import Foundation
import InputCore
import InputRecording
import Replay
import UIKit

/// Replay throughput in input events per second: a synthetic session (``SyntheticSession``) written in
/// the native format, as evemu and as `libinput record` YAML, then read back with the InputRecording
/// readers and fed to `UIApplication.handle(_:)` against ``GestureScene``. Each figure is the median of
/// several runs; the "p99" column holds the slowest run.
@MainActor
enum ReplaySuite {
    static func run(into sheet: ResultSheet, options: BenchmarkOptions) throws {
        let spots = GestureScene().fingerSpots
        let count = options.replayEvents ?? (options.quick ? 20_000 : 50_000)
        let events = SyntheticSession.events(count: count, scene: spots)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let contacts = events.reduce(0) { sum, event in
            if case .touchFrame(let frame) = event.payload { return sum + frame.changes.count }
            return sum
        }
        let mix = "\(count) events (\(contacts) contact changes): drags of 1 and 10 fingers, pinches, taps at 240 Hz"

        // Dispatch alone, from memory: the floor under every format.
        try throughput(into: sheet, name: "in memory: dispatch only", detail: "\(mix); GestureScene", runs: options.runs) {
            let scene = GestureScene()
            return { for event in events { scene.application.handle(event) }; return events.count }
        }

        // Native JSON Lines.
        let nativePath = folder.appendingPathComponent("session.jsonl").path
        try NativeRecordingWriter.write(
            Recording(header: RecordingHeader(devices: [GestureScene.device], source: "benchmark"), events: events), to: nativePath)
        let nativeBytes = (try? FileManager.default.attributesOfItem(atPath: nativePath)[.size] as? Int) ?? 0
        let nativeDetail = "\(mix); \(format(Double(nativeBytes) / 1_048_576)) MiB file"
        try throughput(into: sheet, name: "native: read only", detail: nativeDetail, runs: options.runs) {
            { () throws -> Int in
                let reader = try NativeRecordingReader(path: nativePath)
                var read = 0
                while try reader.next() != nil { read += 1 }
                return read
            }
        }
        try throughput(into: sheet, name: "native: read + dispatch", detail: nativeDetail + "; GestureScene",
                   runs: options.runs, target: 1_000_000) {
            let scene = GestureScene()
            return { () throws -> Int in
                let reader = try NativeRecordingReader(path: nativePath)
                var read = 0
                while let event = try reader.next() {
                    scene.application.handle(event)
                    read += 1
                }
                return read
            }
        }

        // Issue 13's target: the same, with the trace on (an observer that counts entries, as in the
        // touch-frame rows): at least 250,000 events/s.
        try throughput(into: sheet, name: "native: read + dispatch, trace on", detail: nativeDetail + "; GestureScene; counting trace observer",
                   runs: options.runs, target: 250_000) {
            let scene = GestureScene()
            scene.application.trace.addObserver(CountingTraceObserver())
            return { () throws -> Int in
                let reader = try NativeRecordingReader(path: nativePath)
                var read = 0
                while let event = try reader.next() {
                    scene.application.handle(event)
                    read += 1
                }
                return read
            }
        }

        // The same file through the Replay module's engine (what `uikit replay` runs), unpaced.
        try throughput(into: sheet, name: "native: Replay engine", detail: nativeDetail + "; GestureScene; RecordingFiles.open + ReplayEngine.run",
                       runs: options.runs) {
            let scene = GestureScene()
            return { () throws -> Int in
                let engine = try ReplayEngine(source: try RecordingFiles.open(nativePath))
                return try engine.run(in: scene.application).eventCount
            }
        }

        // evemu: one file, description then events, as evemu-record writes it.
        let exporter = EvemuExporter(description: GestureScene.device)
        let evemuPath = folder.appendingPathComponent("session.evemu").path
        try exporter.writeSingleFile(events, to: evemuPath)
        let rawCount = exporter.export(events).rawEvents.count
        let evemuDetail = "\(mix); \(rawCount) evdev events; events/s counts decoded input events"
        try throughput(into: sheet, name: "evemu: import only", detail: evemuDetail, runs: options.runs) {
            { () throws -> Int in try EvemuImporter.importFile(at: evemuPath).recording.events.count }
        }
        try throughput(into: sheet, name: "evemu: import + dispatch", detail: evemuDetail + "; GestureScene", runs: options.runs) {
            let scene = GestureScene()
            return { () throws -> Int in
                let recording = try EvemuImporter.importFile(at: evemuPath).recording
                for event in recording.events { scene.application.handle(event) }
                return recording.events.count
            }
        }

        // libinput record YAML: parsed by Yams, so a smaller file keeps the run short.
        let yamlEvents = Array(events.prefix(count / 4))
        let yamlRaw = exporter.export(yamlEvents).rawEvents
        let yamlPath = folder.appendingPathComponent("session.yml").path
        try Data(LibinputRecordText.make(profile: exporter.profile, events: yamlRaw).utf8).write(to: URL(fileURLWithPath: yamlPath))
        let yamlDetail = "first \(yamlEvents.count) events of the session; \(yamlRaw.count) evdev events; events/s counts decoded input events"
        try throughput(into: sheet, name: "libinput record: import only", detail: yamlDetail, runs: options.runs) {
            { () throws -> Int in try LibinputRecordImporter.importFile(at: yamlPath).recording.events.count }
        }
        try throughput(into: sheet, name: "libinput record: import + dispatch", detail: yamlDetail + "; GestureScene", runs: options.runs) {
            let scene = GestureScene()
            return { () throws -> Int in
                let recording = try LibinputRecordImporter.importFile(at: yamlPath).recording
                for event in recording.events { scene.application.handle(event) }
                return recording.events.count
            }
        }
    }

    /// Runs `prepare` (untimed: builds the scene) and then its returned work `runs` times, each on a fresh
    /// preparation; reports events per second.
    private static func throughput(
        into sheet: ResultSheet, name: String, detail: String, runs: Int, target: Double? = nil,
        _ prepare: () throws -> () throws -> Int
    ) throws {
        var rates: [Double] = []
        for _ in 0..<runs {
            let work = try prepare()
            let start = MonotonicClock.nanoseconds()
            let handled = try work()
            let seconds = Double(MonotonicClock.nanoseconds() - start) / 1e9
            rates.append(Double(handled) / seconds)
        }
        let distribution = Distribution(rates)
        sheet.add(ResultRow(
            group: "replay", name: name, detail: detail, unit: "events/s", median: distribution.median,
            p99: distribution.minimum, samples: runs,
            target: target.map { "≥ \(format($0)) events/s" }, met: target.map { distribution.median >= $0 }))
    }
}
