import InputCore

/// Touch arbitration with a pen (palm rejection while writing): while a pen whose rule has
/// `pen.arbitration` is in proximity, touches on the same screen are suppressed, a touch already down is
/// cancelled, and new touches stay suppressed until ``PenSettings/arbitrationTimeoutMilliseconds`` after
/// the last pen left. A touch suppressed once stays suppressed until it lifts, even after the timeout
/// (the palm that rested while writing must not become a touch when the pen leaves), as libinput's
/// palm state does.
///
/// The panel is matched by **screen**: a pen and a touchscreen driving the same screen (by their rules'
/// `screen`, the main screen without one) are one panel. That is what a pen display with a separate touch
/// digitiser is, whatever the two devices' vendors; libinput additionally arbitrates pairs it knows (Wacom
/// pen and touch nodes of one device group) before events reach the backend (docs/decisions.md).
///
/// One value per screen, in one explicit state (as the other touch filters, issue 24 item 8).
struct PenArbitration {
    /// Where the arbitration of one screen is.
    enum State: Hashable {
        /// No pen near: touches pass.
        case idle
        /// These pens are in proximity: touches are suppressed.
        case penInProximity(Set<DeviceID>)
        /// The last pen left; touches stay suppressed until the deadline.
        case coolingDown(until: InputTime)
    }

    /// A touch contact on the screen, by device and contact id.
    struct Contact: Hashable {
        var device: DeviceID
        var contact: ContactID
    }

    /// The rule whose pen arbitrates this screen, for reports.
    let rule: String
    private(set) var state: State = .idle
    /// Touches delivered and not yet ended, with their last position (to cancel them where they were).
    private(set) var live: [Contact: InputPoint] = [:]
    /// Touches that landed while arbitrating (or were cancelled by it), dropped until they lift.
    private(set) var suppressed: Set<Contact> = []

    init(rule: String) {
        self.rule = rule
    }

    /// A pen came into proximity (or reported while in it): cancels every live touch on the screen, in one
    /// frame per touch device. Returns the cancellations to deliver, by device.
    mutating func penEntered(_ pen: DeviceID) -> [DeviceID: [ContactChange]] {
        switch state {
        case .penInProximity(var pens):
            guard !pens.contains(pen) else { return [:] }
            pens.insert(pen)
            state = .penInProximity(pens)
        case .idle, .coolingDown:
            state = .penInProximity([pen])
        }
        var cancels: [DeviceID: [ContactChange]] = [:]
        for (touch, position) in live.sorted(by: { ($0.key.device, $0.key.contact) < ($1.key.device, $1.key.contact) }) {
            cancels[touch.device, default: []].append(ContactChange(contact: touch.contact, phase: .cancel, position: position))
            suppressed.insert(touch)
        }
        live.removeAll()
        return cancels
    }

    /// A pen left proximity (or its device was removed): when it was the last, touches stay suppressed
    /// for `timeout` more milliseconds.
    mutating func penLeft(_ pen: DeviceID, at time: InputTime, timeout: Double) {
        guard case .penInProximity(var pens) = state, pens.remove(pen) != nil else { return }
        state = pens.isEmpty ? .coolingDown(until: time.advanced(bySeconds: timeout / 1000)) : .penInProximity(pens)
    }

    /// Whether new touches are suppressed at `time` (the cooling down ends on its own at its deadline).
    mutating func isArbitrating(at time: InputTime) -> Bool {
        switch state {
        case .idle: return false
        case .penInProximity: return true
        case .coolingDown(let until):
            if time < until { return true }
            state = .idle
            return false
        }
    }

    /// The changes of a touch frame that pass; the ones suppressed are returned apart, for reports.
    mutating func filter(
        _ changes: [ContactChange], device: DeviceID, at time: InputTime
    ) -> (passed: [ContactChange], suppressedLandings: [ContactChange]) {
        let arbitrating = isArbitrating(at: time)
        var passed: [ContactChange] = []
        var landings: [ContactChange] = []
        for change in changes {
            let key = Contact(device: device, contact: change.contact)
            if suppressed.contains(key) {
                if change.phase == .up || change.phase == .cancel { suppressed.remove(key) }
                continue
            }
            switch change.phase {
            case .down:
                if arbitrating {
                    suppressed.insert(key)
                    landings.append(change)
                    continue
                }
                live[key] = change.position
            case .move:
                live[key] = change.position
            case .up, .cancel:
                live[key] = nil
            }
            passed.append(change)
        }
        return (passed, landings)
    }

    /// A touch device went away: forget its contacts.
    mutating func touchDeviceRemoved(_ device: DeviceID) {
        live = live.filter { $0.key.device != device }
        suppressed = suppressed.filter { $0.device != device }
    }
}
