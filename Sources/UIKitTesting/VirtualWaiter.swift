import InputCore
import UIKit

/// An ``EventLoopWaiter`` on virtual time, for driving an `EventLoop` in tests without sleeping: each wait
/// moves its time to the deadline the loop asked for, or to the first scripted arrival before it (input
/// that "became readable"), and records what was asked.
///
/// ```swift
/// let waiter = VirtualWaiter(start: harness.now)
/// waiter.arrive(at: harness.now.advanced(bySeconds: 0.1)) { source.push([tap]) }
/// try EventLoop(application: harness.application, sources: [source], waiter: waiter).run { tapped }
/// ```
@MainActor
public final class VirtualWaiter: EventLoopWaiter, LiveTimeSource {
    private var current: InputTime
    private var arrivals: [(time: InputTime, action: () -> Void)] = []
    /// Every deadline the loop waited for, in order (`nil`: it asked to wait without a limit).
    public private(set) var waits: [InputTime?] = []
    /// The descriptors the loop asked to have watched.
    public private(set) var watched: [Int32] = []
    /// Whether the loop's wait ended at an arrival rather than at its deadline, per wait.
    public private(set) var endedByArrival: [Bool] = []

    /// Starts virtual time at `start`.
    public init(start: InputTime) { current = start }

    /// This waiter is also the loop's time.
    public var time: LiveTimeSource { self }

    /// The virtual time.
    public nonisolated func now() -> InputTime { MainActor.assumeIsolated { current } }

    /// Runs `action` (make a source's input available) when virtual time reaches `time`: a wait whose
    /// deadline is later ends there.
    public func arrive(at time: InputTime, _ action: @escaping () -> Void) {
        arrivals.append((time, action))
        arrivals.sort { $0.time < $1.time }
    }

    /// Records the descriptors; it watches all of them (readiness is what ``arrive(at:_:)`` scripts).
    public func begin(watching descriptors: [Int32]) -> Bool {
        watched = descriptors
        return true
    }

    /// Nothing to stop.
    public func end() {}

    /// Moves to the earlier of `deadline` and the next arrival (running it); `false` when there is neither.
    public func wait(until deadline: InputTime?) -> Bool {
        waits.append(deadline)
        if let arrival = arrivals.first, deadline.map({ arrival.time < $0 }) ?? true {
            arrivals.removeFirst()
            current = max(current, arrival.time)
            endedByArrival.append(true)
            arrival.action()
            return true
        }
        guard let deadline else { return false }
        current = max(current, deadline)
        endedByArrival.append(false)
        return true
    }
}
