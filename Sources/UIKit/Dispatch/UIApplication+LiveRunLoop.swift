import Glibc
import InputCore

/// Where a live run loop reads the current time.
///
/// Live input is stamped with `CLOCK_MONOTONIC` (libinput's clock), so the loop must advance the
/// framework clock from the same clock for timers (a long press, a double tap's interval) to fire at
/// the right moment between events. Tests substitute a scripted time source; replays never use one.
public protocol LiveTimeSource {
    /// The current time on the clock the source's events are stamped with.
    func now() -> InputTime
}

/// `CLOCK_MONOTONIC` in microseconds: the clock libinput stamps its events with.
public struct MonotonicTimeSource: LiveTimeSource {
    /// Creates the time source.
    public init() {}

    /// Reads `CLOCK_MONOTONIC`.
    public func now() -> InputTime { InputTime.monotonicNow() }
}

/// Why `UIApplication.run(source:time:until:)` stopped with an error.
public enum LiveRunLoopError: Error, CustomStringConvertible, Equatable {
    /// `poll(2)` on the source's descriptor failed with this errno (other than EINTR).
    case pollFailed(descriptor: Int32, errno: Int32)

    /// What failed, for a person.
    public var description: String {
        switch self {
        case .pollFailed(let descriptor, let errno):
            return "waiting for input on descriptor \(descriptor) failed: \(String(cString: strerror(errno)))"
        }
    }
}

extension UIApplication {
    /// Runs live input until `shouldStop` returns true: waits until the source's descriptor is readable,
    /// the next framework timer is due or (a ``TimedInputSource``) the source's own deadline comes,
    /// whichever comes first; hands every waiting event to
    /// `handle(_:)` in order; then advances the framework clock to `time.now()` so timers fire on time.
    ///
    /// The wait never outlasts the next timer, and draining never blocks, so a busy device cannot starve
    /// timers and a quiet one cannot delay them. `shouldStop` is checked after each turn (so an action
    /// or a callback can end the loop). A source without a descriptor is drained until it comes back
    /// empty, then the loop waits for the next timer, and returns when there is none. Errors from the source end the loop
    /// and are rethrown.
    ///
    /// Use it from the main thread of a program that reads devices, such as a kiosk:
    /// `try UIApplication.shared.run(source: try LibinputSource(seat: "seat0", configuration: …))`.
    public func run(
        source: InputEventSource, time: LiveTimeSource = MonotonicTimeSource(), until shouldStop: () -> Bool = { false }
    ) throws {
        var descriptor = source.pollDescriptor.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while !shouldStop() {
            let events = try source.drainEvents()
            for event in events { handle(event) }
            let now = time.now()
            if now > clock.now { advance(to: now) }
            if shouldStop() { return }
            let sourceDeadline = (source as? TimedInputSource)?.nextDeadline
            guard var waiting = descriptor else {
                guard events.isEmpty else { continue }
                if clock.nextDeadline == nil, sourceDeadline == nil { return }
                // Nothing to wait on but the next timer: poll(2) without descriptors is a plain wait.
                _ = poll(nil, 0, waitMilliseconds(from: time.now(), sourceDeadline: sourceDeadline))
                continue
            }
            waiting.revents = 0
            let rc = poll(&waiting, 1, waitMilliseconds(from: time.now(), sourceDeadline: sourceDeadline))
            if rc < 0 && errno != EINTR { throw LiveRunLoopError.pollFailed(descriptor: waiting.fd, errno: errno) }
            descriptor = waiting
        }
    }

    /// Milliseconds until the next framework timer or the source's own deadline
    /// (``TimedInputSource/nextDeadline``) is due (rounded up, so it is due on waking), at most one
    /// second so `shouldStop` is consulted regularly; -1 (wait for input only) is never used for the
    /// same reason.
    package func waitMilliseconds(from now: InputTime, sourceDeadline: InputTime? = nil) -> Int32 {
        guard let deadline = [clock.nextDeadline, sourceDeadline].compactMap({ $0 }).min() else { return 1_000 }
        let micros = deadline.microseconds - now.microseconds
        return Int32(max(0, min(1_000, (micros + 999) / 1_000)))
    }
}
