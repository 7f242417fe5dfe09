import InputCore

/// The framework's one clock, and the timers scheduled on it.
///
/// Input advances it: live input with libinput's monotonic timestamps, replays and tests explicitly.
/// Timers (multi-tap interval, long press, delayed touch delivery, animation completion) fire when the
/// clock passes their deadline, in deadline order, with the clock set to each deadline as it fires, so a
/// replay produces the same trace every time. The clock never runs backwards.
@MainActor
public final class FrameworkClock {
    /// A scheduled timer's handle, for cancelling it.
    public struct TimerID: Hashable, Sendable {
        let value: UInt64
    }

    private struct Timer {
        let id: TimerID
        let deadline: InputTime
        let label: String
        let action: @MainActor () -> Void
    }

    /// The current time.
    @exclusivity(unchecked) public private(set) var now: InputTime
    /// Timers ordered by (deadline, scheduling order). Few timers are live at once (a handful per
    /// recognizer), so a sorted array beats a heap here.
    @exclusivity(unchecked) private var timers: [Timer] = []
    @exclusivity(unchecked) private var nextID: UInt64 = 0

    /// How many timers have fired since the clock was made: a live loop compares it across a turn to know
    /// whether something may have changed on screen without input.
    @exclusivity(unchecked) public private(set) var firedTimerCount = 0

    /// Called after each timer fires, so the application can resolve gestures and lay out.
    var afterTimerFired: (@MainActor () -> Void)?

    /// Creates a clock starting at `start`.
    public init(start: InputTime = .zero) { self.now = start }

    /// The earliest pending deadline, if any.
    public var nextDeadline: InputTime? { timers.first?.deadline }

    /// The pending timers in firing order, as `deadline label` (`0.350000 tap maximumIntervalBetweenTaps`):
    /// what a test or a debugging session reads to see what the framework is waiting for.
    public var pendingTimers: [String] { timers.map { "\($0.deadline) \($0.label)" } }

    /// Schedules `action` at `deadline` (or now, if the deadline has passed: it fires at the next advance).
    @discardableResult
    public func schedule(at deadline: InputTime, label: String, _ action: @escaping @MainActor () -> Void) -> TimerID {
        nextID += 1
        let timer = Timer(id: TimerID(value: nextID), deadline: max(deadline, now), label: label, action: action)
        // Insert after every timer with the same or an earlier deadline: equal deadlines fire in
        // scheduling order.
        let index = timers.firstIndex { $0.deadline > timer.deadline } ?? timers.count
        timers.insert(timer, at: index)
        return timer.id
    }

    /// Schedules `action` after `interval` seconds.
    @discardableResult
    public func schedule(after interval: TimeInterval, label: String, _ action: @escaping @MainActor () -> Void) -> TimerID {
        schedule(at: now.advanced(bySeconds: interval), label: label, action)
    }

    /// Cancels a timer; cancelling a timer that already fired does nothing.
    public func cancel(_ id: TimerID) { timers.removeAll { $0.id == id } }

    /// Advances to `time`, firing every timer due on the way. A `time` earlier than ``now`` fires nothing and
    /// leaves the clock where it is; the return value says so.
    @discardableResult
    public func advance(to time: InputTime) -> Bool {
        guard time >= now else { return false }
        while let first = timers.first, first.deadline <= time {
            timers.removeFirst()
            now = first.deadline
            firedTimerCount += 1
            first.action()
            afterTimerFired?()
        }
        now = time
        return true
    }

    /// Fires timers that are due now (deadline ≤ ``now``), e.g. zero-delay completions.
    public func fireDueTimers() { advance(to: now) }
}
