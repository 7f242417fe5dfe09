import Glibc
import InputCore

/// A surface the picture is shown on that can lose its picture or be closed (a window): the
/// ``EventLoop`` presents again when it asks, and stops when it was closed.
@MainActor
public protocol DisplaySurface: AnyObject {
    /// The surface lost its picture (exposed, resized) and needs it presented again.
    var needsRedraw: Bool { get }
    /// The surface was closed (the window's close button, the window system's quit).
    var closeRequested: Bool { get }
    /// Clears ``needsRedraw`` once the loop asked for the refresh that presents again.
    func redrawRequested()
}

/// The one loop that owns the framework clock's timeline, for live input, a window and a replay alike.
///
/// Each turn it drains every source in order and hands each event to `UIApplication.handle(_:)` (then to
/// ``onEvent``); advances the framework clock to the waiter's time, so due timers fire (gesture timers, key
/// repeat, animations, and the frame loop's refreshes, which run the frame in ``FrameLoop``'s one order);
/// asks for a refresh when input was handled, a timer fired or the surface lost its picture
/// (``drivesRefreshes``); then asks the ``EventLoopWaiter`` to sleep until the earliest deadline: the next
/// framework timer, a ``TimedInputSource``'s ``TimedInputSource/nextDeadline`` (an input filter holding a
/// lift, a replay's next event) or the `deadline` given to ``run(deadline:until:)``, unless a descriptor
/// becomes readable first. Nothing pending: no deadline, so an idle loop does not wake at all.
///
/// Sources keep their own timers and announce them, as libinput keeps every timer behind one timerfd and
/// swift-nio's event loop owns readiness and scheduled tasks together: no empty framework timer is ever
/// scheduled only to wake the loop.
@MainActor
public final class EventLoop {
    /// Why ``run(deadline:until:)`` returned.
    public enum StopReason: String, Sendable {
        /// The ``surface`` was closed.
        case windowClosed
        /// `shouldStop` returned true.
        case requested
        /// Nothing could wake the loop again: no readable descriptor, no deadline (a replay's end).
        case exhausted
    }

    /// The application driven.
    public let application: UIApplication
    /// The sources, drained in this order every turn.
    public let sources: [InputEventSource]
    /// What the loop sleeps with.
    public let waiter: EventLoopWaiter
    /// The window, when there is one: one of the sources or only read for its close and redraw requests.
    public var surface: DisplaySurface?
    /// Called with every event after it was handled (a recording writes it here). Errors end the loop.
    public var onEvent: ((InputEvent) throws -> Void)?
    /// Descriptors that only wake the loop (a signal handler's wake-up pipe): watched with the sources',
    /// and emptied at every turn, so `shouldStop` is asked when they are written, not on a schedule.
    public var wakeDescriptors: [Int32] = []
    /// Whether the loop asks the frame loop for a refresh when input was handled, a timer fired or the
    /// surface needs its picture, and for the first picture when it starts: on a screen, yes; a headless
    /// run or a replay leaves refreshes to what drawing asks for, so its trace is that of the events only.
    public var drivesRefreshes = true
    /// The longest wait while some source can only be looked at (no descriptor, no deadline, not the
    /// surface) or the waiter cannot watch every descriptor: 20 ms.
    public static let pollingInterval: Int64 = 20_000

    /// The sources with deadlines of their own, found once (a replay asks for deadlines at every event).
    private let timedSources: [TimedInputSource]

    /// Creates a loop over `sources`, sleeping with `waiter`.
    public init(application: UIApplication, sources: [InputEventSource], waiter: EventLoopWaiter) {
        self.application = application
        self.sources = sources
        self.waiter = waiter
        timedSources = sources.compactMap { $0 as? TimedInputSource }
    }

    /// Runs turns until the surface is closed, `shouldStop` returns true, or nothing can wake the loop
    /// again. `shouldStop` is asked after every turn, so what it reads must change only with one of the
    /// things that end a wait (an event, a timer, a wake descriptor, or the time of `deadline`, which the
    /// loop sleeps no longer than). Errors from a source, ``onEvent``, the presenter or the waiter end the
    /// loop and are rethrown.
    @discardableResult
    public func run(deadline: InputTime? = nil, until shouldStop: () -> Bool = { false }) throws -> StopReason {
        let watchesAll = waiter.begin(watching: sources.compactMap(\.pollDescriptor) + wakeDescriptors)
        defer { waiter.end() }
        let surface = surface
        let onlyLookedAt = sources.contains { source in
            source.pollDescriptor == nil && !(source is TimedInputSource) && source !== surface
        }
        let polling = onlyLookedAt || !watchesAll
        if drivesRefreshes { application.frameLoop.setNeedsRefresh() }   // the first picture
        while true {
            try turn()
            if let error = application.frameLoop.presentError { throw error }
            if surface?.closeRequested == true { return .windowClosed }
            if shouldStop() { return .requested }
            var due = nextDeadline(before: deadline)
            if polling {
                let step = waiter.time.now().advanced(byMicroseconds: Self.pollingInterval)
                due = min(due ?? step, step)
            }
            if try !waiter.wait(until: due) { return .exhausted }
        }
    }

    /// The earliest of the next framework timer, the sources' deadlines and `deadline`.
    public func nextDeadline(before deadline: InputTime? = nil) -> InputTime? {
        // Written without temporary arrays: a replay asks once per event.
        var due = Self.earlier(application.clock.nextDeadline, deadline)
        for timed in timedSources { due = Self.earlier(due, timed.nextDeadline) }
        return due
    }

    /// The earlier of two optional times; `nil` only when both are.
    static func earlier(_ first: InputTime?, _ second: InputTime?) -> InputTime? {
        guard let first else { return second }
        guard let second else { return first }
        return min(first, second)
    }

    /// One turn: drain, handle, advance the clock, ask for a refresh.
    private func turn() throws {
        emptyWakeDescriptors()
        let clock = application.clock
        let frameLoop = application.frameLoop
        // Refreshes are timers too; only other timers count as something that changed.
        let otherTimersBefore = clock.firedTimerCount - frameLoop.statistics.refreshes
        var handledInput = false
        for source in sources {
            for event in try source.drainEvents() {
                application.handle(event)
                handledInput = true
                try onEvent?(event)
            }
        }
        let now = waiter.time.now()
        if now > clock.now {
            application.advance(to: now)
        } else if let next = clock.nextDeadline, next <= clock.now {
            // A timer due at the current instant (a zero delay) fires now, not at the next event.
            clock.fireDueTimers()
        }
        guard drivesRefreshes else { return }
        let timersFired = clock.firedTimerCount - frameLoop.statistics.refreshes != otherTimersBefore
        let redraw = surface?.needsRedraw == true
        if redraw { frameLoop.setNeedsPresent() }
        if handledInput || timersFired || redraw {
            frameLoop.setNeedsRefresh()
            surface?.redrawRequested()
        }
    }

    /// Reads what was written to the wake descriptors (they are non-blocking), so they do not stay readable.
    private func emptyWakeDescriptors() {
        guard !wakeDescriptors.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            for descriptor in wakeDescriptors {
                while read(descriptor, buffer.baseAddress, buffer.count) > 0 {}
            }
        }
    }
}
