import InputCore

/// Collects libinput's per-contact touch events until `TOUCH_FRAME`, and tracks which contacts are
/// down so a vanished device's touches can be cancelled exactly once.
///
/// libinput sends `TOUCH_DOWN`/`MOTION`/`UP`/`CANCEL` per seat slot and then one `TOUCH_FRAME` per
/// evdev `SYN_REPORT` that changed anything (libinput.h, "TOUCH_FRAME"; evdev-fallback.c). UIKit wants
/// one atomic update per sample, so changes are buffered per device and released together.
///
/// Removal: libinput itself cancels active touches (`TOUCH_CANCEL` + `TOUCH_FRAME`) before
/// `DEVICE_REMOVED` when it removes a device (evdev.c `evdev_device_remove` → `evdev_device_suspend`
/// → fallback `cancel_touches`). A backend cannot rely on that for every path (other dispatchers,
/// future versions), so `removeDevice` cancels whatever is still down; contacts libinput already
/// cancelled are no longer down, so nothing is cancelled twice.
public struct TouchFrameAccumulator: Sendable {
    private struct DeviceState: Sendable {
        var pending: [ContactChange] = []
        /// The contacts down and their last positions, in touch-down order (so cancellations come out in
        /// a stable order). A short array: a panel has at most a few dozen contacts, usually one or two,
        /// and scanning it costs less per event than hashing into a dictionary (the latency path).
        var down: [(contact: ContactID, position: InputPoint)] = []

        func index(of contact: ContactID) -> Int? { down.firstIndex { $0.contact == contact } }
    }

    private var devices: [DeviceID: DeviceState] = [:]
    /// The coordinate space of every frame this accumulator produces.
    public let space: TouchCoordinateSpace

    /// Creates an empty accumulator producing frames in `space`.
    public init(space: TouchCoordinateSpace) { self.space = space }

    /// A contact touched down. A repeated down for a contact already down is treated as a move (libinput
    /// logs such kernel bugs and ignores them; a backend must not start a second touch).
    /// `majorRadiusMillimetres`: the contact's size, when the backend knows it (the palm filter).
    public mutating func down(
        _ contact: ContactID, at position: InputPoint, device: DeviceID, majorRadiusMillimetres: Double? = nil
    ) {
        // Each change mutates the device's state in place (`devices[…, default:]`'s modify accessor):
        // copying it out and back would copy its arrays on every event, since the dictionary still shares them.
        Self.update(&devices[device, default: DeviceState()]) { state in
            if let index = state.index(of: contact) {
                state.down[index].position = position
                state.pending.append(ContactChange(
                    contact: contact, phase: .move, position: position, majorRadiusMillimetres: majorRadiusMillimetres))
            } else {
                state.down.append((contact, position))
                state.pending.append(ContactChange(
                    contact: contact, phase: .down, position: position, majorRadiusMillimetres: majorRadiusMillimetres))
            }
        }
    }

    /// A contact that is down moved. Motion for a contact that is not down is dropped.
    /// `majorRadiusMillimetres`: the contact's size, when the backend knows it (the palm filter).
    public mutating func move(
        _ contact: ContactID, to position: InputPoint, device: DeviceID, majorRadiusMillimetres: Double? = nil
    ) {
        // One hashed access (an unknown device gets an empty state, whose lookup then finds nothing).
        Self.update(&devices[device, default: DeviceState()]) { state in
            guard let index = state.index(of: contact) else { return }
            state.down[index].position = position
            state.pending.append(ContactChange(
                contact: contact, phase: .move, position: position, majorRadiusMillimetres: majorRadiusMillimetres))
        }
    }

    /// A contact lifted, at its last known position. Ignored when the contact is not down.
    public mutating func up(_ contact: ContactID, device: DeviceID) {
        end(contact, phase: .up, device: device)
    }

    /// libinput cancelled a contact (`TOUCH_CANCEL`: palm, suspend, removal). Ignored when not down.
    public mutating func cancel(_ contact: ContactID, device: DeviceID) {
        end(contact, phase: .cancel, device: device)
    }

    private mutating func end(_ contact: ContactID, phase: ContactPhase, device: DeviceID) {
        Self.update(&devices[device, default: DeviceState()]) { state in
            guard let index = state.index(of: contact) else { return }
            let last = state.down.remove(at: index).position
            state.pending.append(ContactChange(contact: contact, phase: phase, position: last))
        }
    }

    /// `TOUCH_FRAME`: the buffered changes as one frame, or `nil` when nothing changed.
    public mutating func frame(device: DeviceID) -> TouchFrame? {
        var frame: TouchFrame?
        Self.update(&devices[device, default: DeviceState()]) { state in
            guard !state.pending.isEmpty else { return }
            // The buffer moves into the frame (swapped out, not copied and cleared).
            var changes: [ContactChange] = []
            swap(&changes, &state.pending)
            frame = TouchFrame(space: space, changes: changes)
        }
        return frame
    }

    private static func update(_ state: inout DeviceState, _ body: (inout DeviceState) -> Void) { body(&state) }

    /// The device went away: one last frame with any buffered changes followed by a cancel for every
    /// contact still down, or `nil` when there is nothing to report. Forgets the device.
    public mutating func removeDevice(_ device: DeviceID) -> TouchFrame? {
        guard let state = devices.removeValue(forKey: device) else { return nil }
        var changes = state.pending
        for (contact, last) in state.down {
            changes.append(ContactChange(contact: contact, phase: .cancel, position: last))
        }
        return changes.isEmpty ? nil : TouchFrame(space: space, changes: changes)
    }

    /// The contacts currently down on a device, in touch-down order.
    public func activeContacts(device: DeviceID) -> [ContactID] {
        devices[device]?.down.map(\.contact) ?? []
    }
}
