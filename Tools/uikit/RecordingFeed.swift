import Foundation
import Glibc
import InputCore
import InputRecording
import Replay
import UIKit

/// `uikit live --feed`: a recording's events fed into a live session alongside the window's own input, at a
/// fixed rate and looped, so one process can take a million events in minutes ("24 hours in one process",
/// docs/reliability.md). Each event is restamped on the monotonic clock, `1 / rate` seconds after the one
/// before, so a live run keeps its order and gives every pair of events a real, positive interval (a
/// velocity never divides by zero); gestures simply happen faster than recorded. When the loop falls behind
/// the schedule, the late events are spread over the time since the application's clock last moved rather
/// than stamped in its past.
///
/// The file is read again for every pass (a native recording streams line by line, so memory stays flat
/// however long the run). A device the recording adds is added once: later passes skip its `deviceAdded`
/// while it is still present. Every `total / 20` events it prints a progress line on standard error with
/// the process's CPU time, which the soak reads to see whether the cost per event drifts.
@MainActor
final class RecordingFeed: @preconcurrency TimedInputSource {
    /// The recording file.
    let path: String
    /// Events to feed in all (passes repeat until then).
    let total: Int
    /// Microseconds between two fed events.
    let interval: Int64
    /// At most this many events per drain, so a loop that fell behind still presents frames as it catches up.
    static let batchLimit = 256

    private var source: ReplaySource
    private var fed = 0
    private var passes = 1
    private var present: Set<DeviceID> = []
    private var next: InputEvent?
    private var start: InputTime?
    private let clock = MonotonicTimeSource()
    private let reportEvery: Int
    /// The time of the last event handed over.
    private var lastStamp = InputTime.zero
    /// The application's clock: no event is stamped before what the application has already seen (when the
    /// loop falls behind the schedule, the late events are spread over the time since then instead).
    var clockFloor: () -> InputTime = { .zero }

    /// Opens `path` (any format `uikit replay` reads) and reads its first event.
    ///
    /// - Throws: `RecordingImportError` naming the file (and line) for a missing or malformed recording, or
    ///   one with no events.
    init(path: String, total: Int?, rate: Double) throws(RecordingImportError) {
        self.path = path
        source = try RecordingFiles.open(path)
        next = try source.nextEvent()
        guard next != nil else { throw RecordingImportError(file: path, message: "the recording has no events to feed") }
        self.total = total ?? Int.max
        interval = max(1, Int64((1_000_000 / rate).rounded()))
        reportEvery = total.map { max(1, $0 / 20) } ?? 10_000
    }

    /// Whether every event has been fed.
    var isDone: Bool { fed >= total || next == nil }

    /// A malformed line met while reading ahead: thrown by the next drain, after the events before it were
    /// handed over (so the trace shows what led up to it).
    private var failure: RecordingImportError?

    /// The next event's moment on the monotonic clock, so the run loop wakes for it (at once for a failure).
    var nextDeadline: InputTime? {
        if failure != nil { return start ?? clock.now() }
        guard !isDone else { return nil }
        return (start ?? clock.now()).advanced(byMicroseconds: Int64(fed) * interval)
    }

    /// No descriptor: the loop wakes at ``nextDeadline``.
    var pollDescriptor: Int32? { nil }

    /// The events whose moment has come (at most ``batchLimit``), restamped.
    func drainEvents() throws -> [InputEvent] {
        if let failure { throw failure }
        guard !isDone else { return [] }
        let now = clock.now()
        let start = self.start ?? now
        self.start = start
        var events: [InputEvent] = []
        var dues: [InputTime] = []
        while !isDone, events.count < Self.batchLimit {
            let due = start.advanced(byMicroseconds: Int64(fed) * interval)
            guard due <= now, let event = next else { break }
            do { next = try following() } catch {
                failure = error
                next = nil
            }
            switch event.payload {
            case .deviceAdded:
                // Added once: a later pass's announcement of a device still present is not news.
                guard present.insert(event.device).inserted else { continue }
            case .deviceRemoved: present.remove(event.device)
            default: break
            }
            dues.append(due)
            events.append(event)
            fed += 1
            if fed % reportEvery == 0 || isDone { report() }
        }
        stamp(&events, due: dues, now: now)
        return events
    }

    /// Each event at its moment on the schedule, but never before the application's clock or the event
    /// before it: a loop that fell behind gets its late events spread evenly up to now (positive intervals,
    /// none "before the clock").
    private func stamp(_ events: inout [InputEvent], due: [InputTime], now: InputTime) {
        let floor = max(lastStamp, clockFloor())
        let span = max(0, now.microseconds - floor.microseconds)
        for index in events.indices {
            let spread = floor.advanced(byMicroseconds: span * Int64(index + 1) / Int64(events.count))
            events[index].time = max(due[index], spread)
        }
        if let last = events.last { lastStamp = last.time }
    }

    /// The event after the current one: the file's next, or the first of a new pass.
    private func following() throws(RecordingImportError) -> InputEvent? {
        if let event = try source.nextEvent() { return event }
        guard fed + 1 < total else { return nil }
        source = try RecordingFiles.open(path)
        passes += 1
        return try source.nextEvent()
    }

    /// `uikit live: fed N events (P passes); cpu S s` on standard error.
    private func report() {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let line = "uikit live: fed \(fed) events (\(passes) passes); cpu \(String(format: "%.3f", cpu)) s"
            + (isDone && failure == nil ? "; feed done" : "") + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
