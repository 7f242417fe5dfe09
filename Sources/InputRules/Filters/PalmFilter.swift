import InputCore

/// Palm rejection by size: a contact whose major axis exceeds ``maximumMajorAxisMillimetres`` is never
/// reported when it is that large on landing, and is cancelled when it grows that large later.
///
/// Only sources that report contact size can use it (evdev `ABS_MT_TOUCH_MAJOR` through the project's
/// decoder, native recordings); libinput 1.22 does not expose touchscreen contact sizes and cancels
/// `MT_TOOL_PALM` contacts itself.
public struct PalmFilter: Hashable, Sendable {
    /// The largest major axis a finger may have, in millimetres. Default 30: an adult fingertip's
    /// contact is 8–20 mm, a palm or cheek 40 mm and more.
    public var maximumMajorAxisMillimetres: Double

    /// Creates the filter.
    public init(maximumMajorAxisMillimetres: Double = 30) {
        self.maximumMajorAxisMillimetres = maximumMajorAxisMillimetres
    }

    /// The palm test, the one place it is written: the contact's major axis (mm) when it is too large for
    /// a finger, `nil` for a finger or a contact without a size.
    func palmAxis(_ change: ContactChange) -> Double? {
        guard let radius = change.majorRadiusMillimetres else { return nil }
        let axis = radius * 2
        return axis > maximumMajorAxisMillimetres ? axis : nil
    }
}

// Palm's handlers. A palm has no state of its own: a contact found to be one goes to
// ``DeviceContactState/dropped(_:)`` until it lifts, from unknown (on landing) or from live (cancelled).
extension DeviceTouchFilter {
    /// A landing that is a palm is dropped, never reported downstream. Returns whether it was.
    mutating func dropPalmOnLanding(_ change: ContactChange, time: InputTime, output: inout [FilteredInput]) -> Bool {
        guard let palm = rule.palm, let axis = palm.palmAxis(change) else { return false }
        contacts[change.contact] = .dropped(.palm)
        output.append(.report(report(time, .palm, change.contact,
            "major axis \(n(axis)) mm > \(n(palm.maximumMajorAxisMillimetres)) mm: never reported")))
        return true
    }

    /// A live contact that grew into a palm is cancelled where it was delivered last, and dropped until it
    /// lifts. Returns whether it was.
    mutating func cancelGrownPalm(
        _ change: ContactChange, delivered out: ContactID, time: InputTime, result: inout FrameOutput, output: inout [FilteredInput]
    ) -> Bool {
        guard let palm = rule.palm, let axis = palm.palmAxis(change) else { return false }
        contacts[change.contact] = .dropped(.palm)
        var last = change.position
        if case .down(let contact) = delivered.removeValue(forKey: out) { last = contact.lastRaw }
        result.changes.append(ContactChange(contact: out, phase: .cancel, position: last))
        output.append(.report(report(time, .palm, change.contact,
            "major axis \(n(axis)) mm > \(n(palm.maximumMajorAxisMillimetres)) mm: cancelled")))
        return true
    }
}
