import InputCore

/// Checks the contract every touch source promises UIKit: per device, a contact goes `down`, then any
/// number of `move`s, then one `up` or `cancel`; positions are finite; time never runs backwards. One
/// frame may carry several changes of one contact, in order (a finger that lands and lifts between two
/// reports; `EvdevSlotTracker` documents it). A
/// fuzzer calls ``check(_:)`` on everything a decoder produced and traps on a broken promise, so libFuzzer
/// reports it as a crash with the input that caused it.
public struct ContactSequenceCheck {
    private var down: [DeviceID: Set<ContactID>] = [:]
    private var lastTime: InputTime?

    /// Starts with no contact down.
    public init() {}

    /// Checks one event; returns a description of the first broken promise, or `nil`.
    public mutating func check(_ event: InputEvent) -> String? {
        if let lastTime, event.time < lastTime {
            return "time ran backwards: \(event.time) after \(lastTime)"
        }
        lastTime = event.time
        guard case .touchFrame(let frame) = event.payload else {
            if case .deviceRemoved = event.payload, let active = down[event.device], !active.isEmpty {
                return "\(event.device) removed with contacts \(active.sorted()) still down"
            }
            return nil
        }
        var active = down[event.device, default: []]
        for change in frame.changes {
            guard change.position.isFinite else { return "\(change.contact) has a non-finite position" }
            switch change.phase {
            case .down:
                guard active.insert(change.contact).inserted else { return "\(change.contact) down while down" }
            case .move:
                guard active.contains(change.contact) else { return "\(change.contact) moves while up" }
            case .up, .cancel:
                guard active.remove(change.contact) != nil else { return "\(change.contact) ends while up" }
            }
        }
        down[event.device] = active
        return nil
    }

    /// Checks every event; traps with the first broken promise and the event's index.
    public mutating func require(_ events: [InputEvent], source: String) {
        for (index, event) in events.enumerated() {
            if let problem = check(event) {
                fatalError("\(source): event \(index) (\(event)): \(problem)")
            }
        }
    }
}
