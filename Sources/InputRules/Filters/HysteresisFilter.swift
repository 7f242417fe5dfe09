import InputCore

/// Hysteresis (dejitter): a contact's moves within ``radiusPoints`` of the last position delivered are
/// suppressed, so a finger resting on a noisy panel is still; a move beyond the radius is delivered and
/// becomes the new anchor.
///
/// libinput applies the same idea to touchpads (evdev-mt-touchpad.c `tp_motion_hysteresis`, a margin of
/// 0.5 mm, enabled only on devices that jitter); touchscreens get none, which is why it is a rule here.
public struct HysteresisFilter: Hashable, Sendable {
    /// The radius in points. Default 2: above the 1–1.5 pt noise of a resting finger on the panels in
    /// Recordings/fixtures, well below UIKit's 10 pt tap movement allowance.
    public var radiusPoints: Double

    /// Creates the filter.
    public init(radiusPoints: Double = 2) { self.radiusPoints = radiusPoints }

    /// Hysteresis's state of a contact that is down.
    enum State {
        /// Every move so far was delivered.
        case following
        /// Moves within the radius are being held back: how many, the largest distance among them, and
        /// since when (summarised in one report when the contact moves out or ends).
        case suppressing(count: Int, largest: Double, since: InputTime)
    }
}

// Hysteresis's handlers: a move within the radius goes following → suppressing (or stays there and
// counts); a move beyond it, or the contact's end, reports what was suppressed and goes back to following.
extension DeviceTouchFilter {
    /// A live contact moved to `point`: returns whether the move is delivered (it then becomes the
    /// anchor), after reporting the moves it held back; a move within the radius is counted instead.
    mutating func followHysteresis(
        _ contact: inout DeliveredContact, to point: InputPoint, input: ContactID, time: InputTime, output: inout [FilteredInput]
    ) -> Bool {
        guard let hysteresis = rule.hysteresis else { return true }
        let distance = Self.distance(point, contact.last)
        guard distance < hysteresis.radiusPoints else {
            reportSuppressed(&contact, input: input, at: time, into: &output)
            return true
        }
        switch contact.hysteresis {
        case .following:
            contact.hysteresis = .suppressing(count: 1, largest: distance, since: time)
        case .suppressing(let count, let largest, let since):
            contact.hysteresis = .suppressing(count: count + 1, largest: max(largest, distance), since: since)
        }
        return false
    }

    /// Reports the moves held back since the contact was last delivered, if any, and goes back to following.
    mutating func reportSuppressed(_ contact: inout DeliveredContact, input: ContactID, at time: InputTime, into output: inout [FilteredInput]) {
        guard case .suppressing(let count, let largest, let since) = contact.hysteresis, let hysteresis = rule.hysteresis else { return }
        let span = Double(time.microseconds - since.microseconds) / 1000
        output.append(.report(report(time, .hysteresis, input,
            "\(count) moves within \(n(hysteresis.radiusPoints)) pt suppressed over \(n(span)) ms (largest \(n(largest)) pt)")))
        contact.hysteresis = .following
    }
}
