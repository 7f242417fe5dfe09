import InputCore

/// Stuck-contact watchdog: when a device that reports continuously while touched (protocol-A panels
/// re-send every contact each sample) sends nothing for ``timeoutMilliseconds`` while contacts are down,
/// those contacts are cancelled.
///
/// Only for such devices: a protocol-B panel sends nothing while a finger rests perfectly still, and
/// through libinput an unchanged sample produces no event either, so give it a timeout above the
/// longest stillness a real finger shows (real fingers jitter by a unit or more every few samples).
public struct WatchdogFilter: Hashable, Sendable {
    /// Silence after which contacts are cancelled, in milliseconds. Default 250: 25 samples at 100 Hz,
    /// long enough for any live panel to have reported again, short enough that a stuck button does not
    /// stay pressed noticeably.
    public var timeoutMilliseconds: Double

    /// Creates the filter.
    public init(timeoutMilliseconds: Double = 250) { self.timeoutMilliseconds = timeoutMilliseconds }
}

// The watchdog's handlers. It is armed while some contact is live, from the device's last frame; when it
// fires, every live contact is cancelled and goes to ``DeviceContactState/timedOut``. A timed-out contact
// the device reports again is a new touch; its lift is dropped (a protocol-A panel cannot say whether the
// finger stayed).
extension DeviceTouchFilter {
    /// When the watchdog fires: the device's last frame plus the timeout, while contacts are live.
    var watchdogDeadline: InputTime? {
        guard let watchdog = rule.watchdog, let lastFrame, contacts.values.contains(where: { if case .live = $0 { true } else { false } })
        else { return nil }
        return lastFrame.advanced(byMicroseconds: Self.micros(watchdog.timeoutMilliseconds))
    }

    /// Cancels every live contact if the watchdog is due at `deadline`.
    mutating func fireWatchdog(at deadline: InputTime, changes: inout [ContactChange], output: inout [FilteredInput]) {
        guard let due = watchdogDeadline, due == deadline, let watchdog = rule.watchdog, let lastFrame else { return }
        let silence = Double(deadline.microseconds - lastFrame.microseconds) / 1000
        let live = contacts.compactMap { input, state in if case .live(let out) = state { (input, out) } else { nil } }
        for (input, out) in live.sorted(by: { $0.1 < $1.1 }) {
            contacts[input] = nil
            guard case .down(let contact) = delivered.removeValue(forKey: out) else { continue }
            changes.append(ContactChange(contact: out, phase: .cancel, position: contact.lastRaw))
            contacts[input] = .timedOut
            output.append(.report(report(deadline, .watchdog, input,
                "not reported for \(n(silence)) ms (timeout \(n(watchdog.timeoutMilliseconds)) ms): cancelled")))
        }
    }

    /// A contact the watchdog cancelled: reported again (moved or landed) it is a new touch; its lift or
    /// cancel is dropped, as its touch already ended downstream.
    mutating func handleTimedOut(
        _ change: ContactChange, at point: InputPoint, time: InputTime, result: inout FrameOutput, output: inout [FilteredInput]
    ) {
        contacts[change.contact] = nil
        switch change.phase {
        case .move:
            output.append(.report(report(time, .watchdog, change.contact, "reported again after its cancel: a new touch")))
            var landed = change
            landed.phase = .down
            land(landed, at: point, time: time, result: &result, output: &output)
        case .down:
            land(change, at: point, time: time, result: &result, output: &output)
        case .up, .cancel:
            break
        }
    }
}
