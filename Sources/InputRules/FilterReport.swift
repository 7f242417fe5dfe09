import Foundation
import InputCore

/// Which filter acted.
public enum FilterKind: String, Hashable, Sendable, CaseIterable {
    /// ``DebounceFilter``.
    case debounce
    /// ``HysteresisFilter``.
    case hysteresis
    /// ``PalmFilter``.
    case palm
    /// ``WatchdogFilter``.
    case watchdog
    /// ``DeadZone``.
    case deadZone = "dead-zone"
    /// ``PenArbitration``: touches suppressed while a pen is in proximity.
    case pen
}

/// One thing a filter did to a contact, with the rule and the numbers, for the trace:
/// `filter dev1 debounce (rule "panel"): c0 lifted for 12.0 ms, landed 3.2 pt away (< 40.0 ms, < 30.0 pt): merged`.
public struct FilterReport: Hashable, Sendable, CustomStringConvertible {
    /// When it happened, on the event clock.
    public var time: InputTime
    /// The device.
    public var device: DeviceID
    /// The rule's name.
    public var rule: String
    /// The filter.
    public var filter: FilterKind
    /// The contact as the device reported it.
    public var contact: ContactID
    /// What happened and why, with the measured value and the threshold.
    public var detail: String

    /// Creates a report.
    public init(time: InputTime, device: DeviceID, rule: String, filter: FilterKind, contact: ContactID, detail: String) {
        self.time = time
        self.device = device
        self.rule = rule
        self.filter = filter
        self.contact = contact
        self.detail = detail
    }

    /// The line without time: `dev1 debounce (rule "panel"): c0 …`.
    public var description: String { "\(device) \(filter.rawValue) (rule \"\(rule)\"): \(contact) \(detail)" }

    /// One decimal, `-0.0` as `0.0`, as every trace number is printed.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(format: "%.1f", rounded == 0 ? 0 : rounded)
    }
}
