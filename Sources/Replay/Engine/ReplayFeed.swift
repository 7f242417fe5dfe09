import InputCore
import InputRecording
import InputRules
import UIKit

/// A recording as a source of the ``EventLoop``: its next event (or the input rules' next timer, a lift
/// held by debounce) is the source's deadline, and a drain at that time gives what is due, one recording
/// instant or filter release at a time, so the loop fires the framework's timers between them in order.
///
/// It also decides where pacing starts: the first event that is not a `deviceAdded`, or the seek.
@MainActor
final class ReplayFeed: @preconcurrency TimedInputSource {
    private let source: ReplaySource
    private let time: LiveTimeSource
    private var filters: InputRuleEngine?
    private var steps: RuledSteps
    private let seek: InputTime?
    /// The next event of the recording, not yet read by the rules.
    private(set) var pending: InputEvent?
    /// Recording time from which the pacer waits; `nil` until the first paced event is next.
    private(set) var pacedFrom: InputTime?
    /// A malformed event read after the one just drained: thrown at the next drain, once the events before
    /// it have been handled, so the trace shows what led up to it.
    private var readFailure: RecordingImportError?

    init(source: ReplaySource, first: InputEvent?, time: LiveTimeSource, filters: InputRuleEngine?,
         seek: InputTime?, application: UIApplication) {
        self.source = source
        self.time = time
        self.filters = filters
        self.seek = seek
        steps = RuledSteps(application: application)
        pending = first
        decidePacing()
    }

    var pollDescriptor: Int32? { nil }

    /// Queued steps now; else the earlier of the rules' next timer and the next event.
    var nextDeadline: InputTime? {
        if steps.hasQueued || readFailure != nil { return time.now() }
        guard let held = filters?.nextDeadline else { return pending?.time }
        guard let next = pending?.time else { return held }
        return min(held, next)
    }

    /// Whether nothing is left: no event, no queued step, no timer of the rules.
    var isFinished: Bool { pending == nil && !steps.hasQueued && readFailure == nil && filters?.nextDeadline == nil }

    /// Warnings about rules that matched none of the recording's devices.
    var ruleWarnings: [String] { filters?.unmatchedRuleWarnings ?? [] }

    /// The rules' timer due at or before the next event goes first, then the event, each once its time came.
    func drainEvents() throws -> [InputEvent] {
        if !steps.hasQueued {
            if let readFailure { throw readFailure }
            let now = time.now()
            if let deadline = filters?.nextDeadline, deadline <= now, deadline <= pending?.time ?? deadline {
                steps.append(filters?.advance(to: deadline) ?? [])
            } else if let event = pending, event.time <= now {
                steps.append(filters?.process(event) ?? [.event(event)])
                do {
                    pending = try source.nextEvent()
                } catch {
                    pending = nil
                    readFailure = error
                }
                decidePacing()
            }
        }
        return steps.nextChunk(deviceRules: filters?.deviceRules ?? [:])
    }

    /// Leading idle time (device announcements, or everything before the seek) is not waited for.
    private func decidePacing() {
        guard pacedFrom == nil, let event = pending else { return }
        if let seek {
            if event.time >= seek { pacedFrom = seek }
        } else if case .deviceAdded = event.payload {
            return
        } else {
            pacedFrom = event.time
        }
    }
}

/// The replay's waiter: no descriptors, no real waiting of its own. Each wait steps virtual time to the
/// deadline the loop asked for, after the ``ReplayPacer`` (real time for `--speed`, none on the virtual
/// clock) let that instant come; it is also the loop's time source.
@MainActor
final class ReplayWaiter: EventLoopWaiter, LiveTimeSource {
    private let pacer: ReplayPacer
    private let clock: FrameworkClock
    /// Only read and written on the main actor; unchecked so ``now()`` (a nonisolated requirement of
    /// `LiveTimeSource`) needs no executor check at every event.
    private nonisolated(unsafe) var current: InputTime
    /// Where paced waits start (the feed's decision).
    var pacedFrom: () -> InputTime?
    /// The next instant the feed has something at: a wait for a framework timer before it is a timer stop.
    var feedDeadline: () -> InputTime?
    /// Framework timer instants stepped to on their own.
    private(set) var timerStops = 0

    init(pacer: ReplayPacer, clock: FrameworkClock) {
        self.pacer = pacer
        self.clock = clock
        current = clock.now
        pacedFrom = { nil }
        feedDeadline = { nil }
    }

    var time: LiveTimeSource { self }

    nonisolated func now() -> InputTime { current }

    func begin(watching descriptors: [Int32]) -> Bool { descriptors.isEmpty }

    func end() {}

    /// Steps to `deadline` once the pacer lets it come; `false` (the replay is over) without one.
    func wait(until deadline: InputTime?) -> Bool {
        guard let deadline else { return false }
        if let timer = clock.nextDeadline, timer == deadline, feedDeadline().map({ timer < $0 }) ?? true { timerStops += 1 }
        if let from = pacedFrom(), deadline >= from { pacer.wait(until: max(deadline, clock.now)) }
        current = max(current, deadline)
        return true
    }
}
