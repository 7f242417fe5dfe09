import CMallocCounter
import Foundation
import InputCore
import InputRecording
import UIKit

/// Memory: heap bytes per `UIView` in a tree, and resident memory over a long replay (which must stay
/// flat: nothing may grow with the number of events).
@MainActor
enum MemorySuite {
    static func runViewSize(into sheet: ResultSheet) {
        let count = 100_000
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800))
        UIApplication.makeShared(screen: screen)
        let residentBefore = ProcessMemory.residentBytes()
        malloc_counter_set_enabled(1)
        let before = malloc_counter_read()
        let (root, shape) = ViewTree.balanced(count: count, fanOut: 10, size: CGSize(width: 1280, height: 800), kind: "balanced")
        let after = malloc_counter_read()
        malloc_counter_set_enabled(0)
        let residentAfter = ProcessMemory.residentBytes()
        let perView = Double(after.liveBytes - before.liveBytes) / Double(shape.viewCount)
        let allocationsPerView = Double(after.allocations - before.allocations) / Double(shape.viewCount)
        sheet.add(ResultRow(
            group: "memory", name: "heap per UIView",
            detail: "\(shape.summary); live heap bytes (usable block sizes) after building, over the view count; "
                + "\(format(allocationsPerView)) allocations per view; RSS grew \(format(Double(residentAfter - residentBefore) / Double(count))) bytes per view",
            unit: "bytes", value: perView))
        withExtendedLifetime(root) {}
    }

    /// Replays `eventCount` events of ``SyntheticSession`` against ``GestureScene`` through the native
    /// format: a writer thread encodes the endless session into a pipe and the main thread reads it back
    /// with `NativeRecordingReader` and hands every event to `UIApplication.handle(_:)`. Nothing is stored:
    /// the stream is generated as it is read. Samples RSS and heap in use every tenth of the run.
    static func runLongReplay(into sheet: ResultSheet, eventCount: Int) throws {
        let scene = GestureScene()
        let pipe = Pipe()
        let writerHandle = pipe.fileHandleForWriting
        let spots = scene.fingerSpots
        let writer = Thread {
            var session = SyntheticSession(scene: spots)
            do {
                let native = try NativeRecordingWriter(
                    handle: writerHandle, header: RecordingHeader(devices: [GestureScene.device], source: "benchmark"))
                for _ in 0..<eventCount { try native.write(session.next()) }
                try native.flush()
            } catch {
                FileHandle.standardError.write(Data("bench: writer failed: \(error)\n".utf8))
            }
            try? writerHandle.close()
        }
        writer.start()
        let reader = try NativeRecordingReader(handle: pipe.fileHandleForReading, path: "pipe")
        let interval = max(eventCount / 10, 1)
        var samples: [(events: Int, resident: Int, heap: Int)] = []
        var handled = 0
        let start = MonotonicClock.nanoseconds()
        while let event = try reader.next() {
            scene.application.handle(event)
            handled += 1
            if handled % interval == 0 {
                samples.append((handled, ProcessMemory.residentBytes(), ProcessMemory.heapInUseBytes()))
            }
        }
        let seconds = Double(MonotonicClock.nanoseconds() - start) / 1e9
        guard handled == eventCount, let first = samples.first, let last = samples.last else {
            throw BenchmarkError("long replay handled \(handled) of \(eventCount) events")
        }
        let mib = { (bytes: Int) in Double(bytes) / 1_048_576 }
        let residentMax = samples.map(\.resident).max() ?? last.resident
        let residentGrowth = last.resident - first.resident
        let heapGrowth = last.heap - first.heap
        // Flat: after the first tenth (caches and arrays reach their working size), RSS grows by less than
        // 1 MiB and the heap in use by less than 256 KiB over the remaining nine tenths.
        let flat = residentGrowth < 1 << 20 && heapGrowth < 256 << 10
        let trail = samples.map { "\(format(Double($0.events) / 1e6))M: \(format(mib($0.resident)))" }.joined(separator: ", ")
        sheet.add(ResultRow(
            group: "memory", name: "RSS over \(format(Double(eventCount) / 1e6))M-event native replay",
            detail: "RSS MiB by events handled: \(trail); RSS growth after the first tenth \(format(Double(residentGrowth) / 1024)) KiB, "
                + "heap in use \(format(mib(first.heap))) → \(format(mib(last.heap))) MiB (growth \(format(Double(heapGrowth) / 1024)) KiB); "
                + "max RSS \(format(mib(residentMax))) MiB; \(format(Double(handled) / seconds)) events/s with the writer on the other core",
            unit: "MiB (RSS at end)", value: mib(last.resident), samples: samples.count,
            target: "flat (growth < 1 MiB RSS, < 256 KiB heap)", met: flat))
        writer.cancel()
    }
}

/// A failure of the benchmark run itself (not of a target).
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
