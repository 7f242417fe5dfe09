import InputCore
import InputRules
import LibinputBackend
import Replay
import UIKit

/// libinput with the input rules applied, for a running app: each filter report goes on the trace just
/// before the event it came with and a device a rule matched is placed on the rule's screen before its
/// first event (``RuledSteps``, as a replay does); the filters' next timer is announced as the source's
/// deadline so the event loop wakes to release a held lift on time.
@MainActor
public final class RuledInputSource: @preconcurrency TimedInputSource {
    /// The libinput source read.
    public let source: LibinputSource
    private let application: UIApplication
    private var steps: RuledSteps

    /// Reads `source` for `application`.
    public init(source: LibinputSource, application: UIApplication) {
        self.source = source
        self.application = application
        steps = RuledSteps(application: application)
    }

    /// libinput's descriptor, which its own timers also make readable.
    public var pollDescriptor: Int32? { source.pollDescriptor }

    /// Now while steps wait to be handed over, else the filters' next timer.
    public var nextDeadline: InputTime? { steps.hasQueued ? application.clock.now : source.filterDeadline }

    /// Reads what the devices already sent (kept for the first drains); returns how many events there were.
    public func prime() throws -> Int {
        let read = try source.drainFiltered()
        steps.append(read)
        return read.count { if case .event = $0 { true } else { false } }
    }

    /// The events up to the next filter report (reports before them traced), reading libinput when
    /// nothing is queued.
    public func drainEvents() throws -> [InputEvent] {
        if !steps.hasQueued { steps.append(try source.drainFiltered()) }
        return steps.nextChunk(deviceRules: source.deviceRules)
    }
}
