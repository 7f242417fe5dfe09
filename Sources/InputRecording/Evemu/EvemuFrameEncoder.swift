import InputCore

/// Turns touch frames into protocol-B events: the inverse of the decoder's slot tracker.
struct EvemuFrameEncoder: Sendable {
    private let x: EvdevAbsInfo
    private let y: EvdevAbsInfo
    private let pressure: EvdevAbsInfo?
    private let hasToolType: Bool
    private let slotCount: Int
    /// Which contact each slot holds.
    private var slots: [ContactID?]
    /// The last values written per slot, so only changes are sent, as the kernel does.
    private var written: [[UInt16: Int32]]
    private var currentSlot = 0
    private var nextTrackingID: Int32 = 0
    private var touching = false
    private var legacyPosition: (x: Int32, y: Int32)?

    init(profile: EvdevDeviceProfile) {
        x = profile.absInfo[Evdev.ABS_MT_POSITION_X] ?? EvdevAbsInfo(minimum: 0, maximum: 32767)
        y = profile.absInfo[Evdev.ABS_MT_POSITION_Y] ?? EvdevAbsInfo(minimum: 0, maximum: 32767)
        pressure = profile.absInfo[Evdev.ABS_MT_PRESSURE]
        hasToolType = profile.absInfo[Evdev.ABS_MT_TOOL_TYPE] != nil
        slotCount = max(profile.slotCount ?? 1, 1)
        slots = Array(repeating: nil, count: slotCount)
        written = Array(repeating: [:], count: slotCount)
    }

    mutating func encode(_ frame: TouchFrame, at time: InputTime) -> (events: [EvdevRawEvent], droppedContacts: Int) {
        var events: [EvdevRawEvent] = []
        var dropped = 0
        var cancelled: [Int] = []
        func emit(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(EvdevRawEvent(time: time, type: type, code: code, value: value))
        }
        func select(_ slot: Int) {
            if slot != currentSlot {
                currentSlot = slot
                emit(Evdev.EV_ABS, Evdev.ABS_MT_SLOT, Int32(slot))
            }
        }
        func set(_ slot: Int, _ code: UInt16, _ value: Int32) {
            guard written[slot][code] != value else { return }
            select(slot)
            written[slot][code] = value
            emit(Evdev.EV_ABS, code, value)
        }
        func writePosition(_ change: ContactChange, slot: Int) {
            set(slot, Evdev.ABS_MT_POSITION_X, x.rawValue(normalized: change.position.x))
            set(slot, Evdev.ABS_MT_POSITION_Y, y.rawValue(normalized: change.position.y))
            if let pressure, let value = change.pressure {
                set(slot, Evdev.ABS_MT_PRESSURE, pressure.rawValue(fraction: value))
            }
        }
        for change in frame.changes {
            switch change.phase {
            case .down:
                guard slots.firstIndex(of: change.contact) == nil, let slot = slots.firstIndex(where: { $0 == nil }) else {
                    dropped += 1
                    continue
                }
                slots[slot] = change.contact
                select(slot)
                if hasToolType { set(slot, Evdev.ABS_MT_TOOL_TYPE, Evdev.MT_TOOL_FINGER) }
                emit(Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, nextTrackingID)
                written[slot][Evdev.ABS_MT_TRACKING_ID] = nextTrackingID
                nextTrackingID = (nextTrackingID + 1) & 0xffff
                writePosition(change, slot: slot)
            case .move:
                guard let slot = slots.firstIndex(of: change.contact) else { dropped += 1; continue }
                writePosition(change, slot: slot)
            case .up:
                guard let slot = slots.firstIndex(of: change.contact) else { dropped += 1; continue }
                select(slot)
                emit(Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, -1)
                written[slot][Evdev.ABS_MT_TRACKING_ID] = -1
                slots[slot] = nil
            case .cancel:
                guard let slot = slots.firstIndex(of: change.contact) else { dropped += 1; continue }
                if hasToolType {
                    set(slot, Evdev.ABS_MT_TOOL_TYPE, Evdev.MT_TOOL_PALM)
                    cancelled.append(slot)
                } else {
                    // Without a tool type a cancel can only be written as a lift.
                    select(slot)
                    emit(Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, -1)
                    written[slot][Evdev.ABS_MT_TRACKING_ID] = -1
                    slots[slot] = nil
                }
            }
        }
        // Legacy emulation: BTN_TOUCH while any contact is down, ABS_X/Y from the first one.
        let active = slots.indices.filter { slots[$0] != nil && !cancelled.contains($0) }
        if !active.isEmpty != touching {
            touching = !active.isEmpty
            emit(Evdev.EV_KEY, Evdev.BTN_TOUCH, touching ? 1 : 0)
        }
        if let first = active.first, let px = written[first][Evdev.ABS_MT_POSITION_X], let py = written[first][Evdev.ABS_MT_POSITION_Y] {
            if legacyPosition?.x != px { emit(Evdev.EV_ABS, Evdev.ABS_X, px) }
            if legacyPosition?.y != py { emit(Evdev.EV_ABS, Evdev.ABS_Y, py) }
            legacyPosition = (px, py)
        }
        if !events.isEmpty { emit(Evdev.EV_SYN, Evdev.SYN_REPORT, 0) }
        if !cancelled.isEmpty {
            // The palm frame must be seen on its own before the slot ends, so end it in a frame of its own.
            for slot in cancelled {
                select(slot)
                emit(Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, -1)
                written[slot][Evdev.ABS_MT_TRACKING_ID] = -1
                slots[slot] = nil
            }
            emit(Evdev.EV_SYN, Evdev.SYN_REPORT, 0)
        }
        return (events, dropped)
    }
}
