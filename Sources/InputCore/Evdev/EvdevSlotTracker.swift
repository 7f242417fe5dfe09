/// Multitouch protocol B: per-slot state that persists across frames.
///
/// `ABS_MT_SLOT` selects a slot; following `ABS_MT_*` values update it; `ABS_MT_TRACKING_ID` ≥ 0 starts a
/// contact and -1 ends it. Values are applied as they arrive and turned into contact changes at
/// `SYN_REPORT`, comparing each touched slot with its state at the start of the frame, so a frame can
/// carry a down and an up for one slot, or a tracking-id change (the old contact lifts, a new one lands).
struct EvdevSlotTracker: Sendable {
    private struct Slot: Sendable {
        var trackingID: Int32 = -1
        /// The contact UIKit sees; `nil` while the slot is empty or silenced.
        var contact: ContactID?
        var sample = EvdevContactSample()
        var toolType: Int32 = Evdev.MT_TOOL_FINGER
        /// The slot's contact is not reported until its tracking id changes: it is a palm, it did not
        /// fit, or its state was lost to `SYN_DROPPED`.
        var isSilenced = false
    }

    private var slots: [Slot]
    /// The slot `ABS_MT_*` values apply to; starts at 0 because a recording's first frame may omit
    /// `ABS_MT_SLOT` (the kernel only sends it when it changes). `nil` when unknown or invalid.
    private var currentSlot: Int? = 0
    /// The out-of-range slot last selected, so its data is dropped without reporting every value.
    private var invalidSlot: Int32?
    /// Each slot touched this frame, as it was when the frame started.
    private var frameStart: [Int: Slot] = [:]
    /// Tracking ids written to each slot this frame, in order.
    private var trackingWrites: [Int: [Int32]] = [:]
    private var reportedUnknownSlot = false

    init(slotCount: Int) {
        slots = Array(repeating: Slot(), count: max(slotCount, 1))
    }

    /// Contacts currently reported to UIKit.
    var activeContactCount: Int { slots.count(where: { $0.contact != nil }) }

    mutating func handle(_ event: EvdevRawEvent, log: inout DiagnosticLog) {
        if event.code == Evdev.ABS_MT_SLOT {
            if event.value >= 0 && Int(event.value) < slots.count {
                currentSlot = Int(event.value)
                invalidSlot = nil
            } else {
                currentSlot = nil
                if invalidSlot != event.value {
                    log.report(
                        .invalidSlot, at: event.time,
                        "slot \(event.value) is outside the device's \(slots.count) slots "
                            + "(0...\(slots.count - 1)); its contact is ignored")
                }
                invalidSlot = event.value
            }
            return
        }
        guard let index = currentSlot else {
            if invalidSlot == nil && !reportedUnknownSlot {
                reportedUnknownSlot = true
                log.report(
                    .unknownSlot, at: event.time,
                    "\(EvdevNames.describe(type: event.type, code: event.code)) before any ABS_MT_SLOT since "
                        + "SYN_DROPPED; ignored until the device selects a slot")
            }
            return
        }
        if frameStart[index] == nil { frameStart[index] = slots[index] }
        switch event.code {
        case Evdev.ABS_MT_TRACKING_ID:
            // Any negative id ends the contact; the kernel only ever sends -1.
            let id = max(event.value, -1)
            slots[index].trackingID = id
            trackingWrites[index, default: []].append(id)
        case Evdev.ABS_MT_TOOL_TYPE:
            slots[index].toolType = event.value
        default:
            _ = slots[index].sample.apply(code: event.code, value: event.value, multitouch: true)
        }
    }

    /// Turns the frame's slot updates into contact changes, in slot order.
    mutating func endFrame(
        at time: InputTime, scale: EvdevContactScale, ids: inout ContactIDAllocator, log: inout DiagnosticLog
    ) -> [ContactChange] {
        var changes: [ContactChange] = []
        for index in frameStart.keys.sorted() {
            guard let start = frameStart[index] else { continue }
            var slot = slots[index]
            var contact = start.contact
            var silenced = start.isSilenced
            var current = start.trackingID
            var lastSample = start.sample
            var landedThisFrame = false
            for id in trackingWrites[index] ?? [] {
                if id == current {
                    if id >= 0 {
                        log.report(
                            .repeatedTrackingID, at: time,
                            "slot \(index) started tracking id \(id) twice (kernel bug); the repeat is ignored")
                    }
                    continue
                }
                if current >= 0, let ending = contact {
                    changes.append(scale.change(lastSample, contact: ending, phase: .up))
                    ids.release(ending)
                }
                contact = nil
                silenced = false
                if id >= 0 {
                    if slot.toolType == Evdev.MT_TOOL_PALM {
                        // A contact that lands as a palm never reaches UIKit, as in libinput.
                        silenced = true
                    } else {
                        let landing = ids.allocate()
                        contact = landing
                        landedThisFrame = true
                        changes.append(scale.change(slot.sample, contact: landing, phase: .down))
                    }
                    lastSample = slot.sample
                }
                current = id
            }
            if let active = contact {
                if slot.toolType == Evdev.MT_TOOL_PALM {
                    changes.append(scale.change(slot.sample, contact: active, phase: .cancel))
                    ids.release(active)
                    contact = nil
                    silenced = true
                } else if !landedThisFrame && slot.sample != start.sample {
                    changes.append(scale.change(slot.sample, contact: active, phase: .move))
                }
            }
            slot.contact = contact
            slot.isSilenced = silenced
            slot.trackingID = current
            slots[index] = slot
        }
        frameStart.removeAll(keepingCapacity: true)
        trackingWrites.removeAll(keepingCapacity: true)
        reportedUnknownSlot = false
        return changes
    }

    /// Forgets a partial frame and cancels every reported contact: after `SYN_DROPPED` the slots' state
    /// is unknown. Slots stay silenced until their tracking id changes, and the current slot is unknown
    /// until the device sends `ABS_MT_SLOT`, because the dropped events may have changed either.
    mutating func cancelAll(scale: EvdevContactScale, ids: inout ContactIDAllocator) -> [ContactChange] {
        // Undo the partial frame's writes: they were incomplete.
        for (index, start) in frameStart { slots[index] = start }
        frameStart.removeAll()
        trackingWrites.removeAll()
        var changes: [ContactChange] = []
        for index in slots.indices {
            if let active = slots[index].contact {
                changes.append(scale.change(slots[index].sample, contact: active, phase: .cancel))
                ids.release(active)
                slots[index].contact = nil
            }
            if slots[index].trackingID >= 0 { slots[index].isSilenced = true }
        }
        currentSlot = nil
        invalidSlot = nil
        reportedUnknownSlot = false
        return changes
    }
}
