import Glibc
import InputCore

/// How an ``EventLoop`` sleeps between turns: on descriptors with `poll(2)` (``PollWaiter``), in a window
/// system's own wait (the display's window), or not at all on a replay's virtual clock.
///
/// The loop tells the waiter once which descriptors to watch, then asks it at every turn to sleep until
/// the earliest deadline it knows of; the waiter's ``time`` is the clock those deadlines and the events'
/// timestamps are on.
@MainActor
public protocol EventLoopWaiter: AnyObject {
    /// The clock events are stamped on and deadlines are read against.
    var time: LiveTimeSource { get }
    /// Called once when the loop starts with every descriptor to watch (its sources' and its wake
    /// descriptors). Returns whether the waiter watches them all while it waits; when it cannot, the loop
    /// looks at them at least every ``EventLoop/pollingInterval``.
    func begin(watching descriptors: [Int32]) -> Bool
    /// Called once when the loop returns (a waiter stops what it started for ``begin(watching:)``).
    func end()
    /// Sleeps until a watched descriptor is readable, `deadline` passes (`nil`: no limit), or something
    /// the waiter watches itself happens (a window's events). Returns `false`, without waiting, when
    /// nothing could end the wait: the loop has nothing left to do.
    ///
    /// - Throws: ``EventLoopError`` when waiting fails for a reason other than a signal.
    func wait(until deadline: InputTime?) throws -> Bool
}

/// Why an ``EventLoop`` stopped with an error of its own.
public enum EventLoopError: Error, CustomStringConvertible, Equatable {
    /// `poll(2)` on these descriptors failed with this errno (other than EINTR).
    case pollFailed(descriptors: [Int32], errno: Int32)

    /// What failed, for a person.
    public var description: String {
        switch self {
        case .pollFailed(let descriptors, let errno):
            let names = descriptors.map(String.init).joined(separator: ", ")
            return "waiting for input on descriptors \(names) failed: \(String(cString: strerror(errno)))"
        }
    }
}

extension LiveTimeSource {
    /// Milliseconds from now until `deadline`, rounded up so it is due on waking, for `poll(2)`-style
    /// waits; -1 (no limit) for `nil`.
    public func milliseconds(until deadline: InputTime?) -> Int32 {
        guard let deadline else { return -1 }
        let micros = deadline.microseconds - now().microseconds
        return Int32(clamping: max(0, (micros + 999) / 1_000))
    }
}

/// Waits with `poll(2)` on the descriptors of the loop's sources (libinput's, which also carries
/// libinput's own timers) and its wake descriptors: the live loop of a program without a window (a
/// headless service, `uikit live` without a display). A signal ends the wait early (EINTR), so the loop
/// sees a signal's flag at once.
@MainActor
public final class PollWaiter: EventLoopWaiter {
    /// The clock the devices stamp their events with.
    public let time: LiveTimeSource
    private var polled: [pollfd] = []

    /// Creates a waiter reading `time` (by default `CLOCK_MONOTONIC`, libinput's clock).
    public init(time: LiveTimeSource = MonotonicTimeSource()) { self.time = time }

    /// Watches `descriptors` for reading; `poll(2)` watches any number.
    public func begin(watching descriptors: [Int32]) -> Bool {
        polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        return true
    }

    /// Forgets the descriptors.
    public func end() { polled = [] }

    /// Polls until a descriptor is readable or `deadline`; `false` with neither descriptors nor deadline.
    public func wait(until deadline: InputTime?) throws -> Bool {
        if polled.isEmpty, deadline == nil { return false }
        for index in polled.indices { polled[index].revents = 0 }
        let rc = poll(&polled, nfds_t(polled.count), time.milliseconds(until: deadline))
        if rc < 0, errno != EINTR { throw EventLoopError.pollFailed(descriptors: polled.map(\.fd), errno: errno) }
        return true
    }
}
