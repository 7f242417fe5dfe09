/// Multitouch protocol A: anonymous contacts, all re-sent every frame.
///
/// Each contact's values end with `SYN_MT_REPORT`; the frame ends with `SYN_REPORT`; a frame whose only
/// content is a bare `SYN_MT_REPORT` means no contacts. The kernel gives no identities, so contacts are
/// matched to the previous frame's: by `ABS_MT_TRACKING_ID` when every contact on both sides carries one,
/// otherwise greedily by nearest distance in normalised coordinates (closest pair first, ties broken by
/// order), which is what mtdev does for libinput in spirit. There is no distance limit: a finger that
/// lifts while another lands elsewhere in the same frame reads as one long move, a trade-off every
/// protocol-A consumer makes. Unmatched old contacts lift; unmatched new ones land.
struct EvdevAnonymousContactTracker: Sendable {
    private struct Tracked: Sendable {
        /// `nil` for a palm, which is tracked (so it does not land again) but never reported.
        var contact: ContactID?
        var sample: EvdevContactSample
        var trackingID: Int32?
    }

    private struct Incoming: Sendable {
        var sample = EvdevContactSample()
        var hasX = false
        var hasY = false
        var hasData = false
        var trackingID: Int32?
        var toolType: Int32 = Evdev.MT_TOOL_FINGER
    }

    private var tracked: [Tracked] = []
    private var current = Incoming()
    private var incoming: [Incoming] = []
    /// Whether this frame said anything about contacts (a `SYN_MT_REPORT` or `ABS_MT_*` data). Frames
    /// that only carry keys or timestamps leave the contacts as they were.
    private var frameDescribesContacts = false
    /// `BTN_TOUCH 0` seen this frame: some devices end a touch with it instead of an empty report.
    private var touchReleased = false
    private var reportedOverflow = false
    private let maximumContacts: Int

    init(maximumContacts: Int) { self.maximumContacts = max(maximumContacts, 1) }

    var activeContactCount: Int { tracked.count(where: { $0.contact != nil }) }

    mutating func handle(_ event: EvdevRawEvent, log: inout DiagnosticLog) {
        switch (event.type, event.code) {
        case (Evdev.EV_SYN, Evdev.SYN_MT_REPORT):
            frameDescribesContacts = true
            finishContact(at: event.time, log: &log)
        case (Evdev.EV_KEY, Evdev.BTN_TOUCH):
            if event.value == 0 { touchReleased = true }
        case (Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID):
            current.trackingID = event.value
            current.hasData = true
            frameDescribesContacts = true
        case (Evdev.EV_ABS, Evdev.ABS_MT_TOOL_TYPE):
            current.toolType = event.value
            current.hasData = true
            frameDescribesContacts = true
        case (Evdev.EV_ABS, _):
            guard current.sample.apply(code: event.code, value: event.value, multitouch: true) else { return }
            if event.code == Evdev.ABS_MT_POSITION_X { current.hasX = true }
            if event.code == Evdev.ABS_MT_POSITION_Y { current.hasY = true }
            current.hasData = true
            frameDescribesContacts = true
        default:
            break
        }
    }

    private mutating func finishContact(at time: InputTime, log: inout DiagnosticLog) {
        defer { current = Incoming() }
        guard current.hasData else { return }
        guard current.hasX && current.hasY else {
            log.report(.malformedContact, at: time, "protocol-A contact without ABS_MT_POSITION_X/Y; ignored")
            return
        }
        guard incoming.count < maximumContacts else {
            if !reportedOverflow {
                reportedOverflow = true
                log.report(
                    .tooManyContacts, at: time,
                    "more than \(maximumContacts) contacts in one frame; the extra are ignored")
            }
            return
        }
        incoming.append(current)
    }

    mutating func endFrame(
        at time: InputTime, scale: EvdevContactScale, ids: inout ContactIDAllocator, log: inout DiagnosticLog
    ) -> [ContactChange] {
        if current.hasData {
            log.report(.malformedContact, at: time, "contact data after the last SYN_MT_REPORT; taken as a contact")
            finishContact(at: time, log: &log)
        }
        defer {
            incoming.removeAll(keepingCapacity: true)
            frameDescribesContacts = false
            touchReleased = false
            reportedOverflow = false
        }
        if !frameDescribesContacts && !touchReleased { return [] }
        if !frameDescribesContacts { incoming.removeAll() }
        let pairs = match(scale: scale)
        var changes: [ContactChange] = []
        var next: [Tracked] = []
        var matchedOld = Set<Int>()
        var matchedNew = Set<Int>()
        for (old, new) in pairs {
            matchedOld.insert(old)
            matchedNew.insert(new)
            var item = tracked[old]
            let arriving = incoming[new]
            if let active = item.contact {
                if arriving.toolType == Evdev.MT_TOOL_PALM {
                    changes.append(scale.change(arriving.sample, contact: active, phase: .cancel))
                    ids.release(active)
                    item.contact = nil
                } else if arriving.sample != item.sample {
                    changes.append(scale.change(arriving.sample, contact: active, phase: .move))
                }
            }
            item.sample = arriving.sample
            item.trackingID = arriving.trackingID
            next.append(item)
        }
        for (index, item) in tracked.enumerated() where !matchedOld.contains(index) {
            guard let active = item.contact else { continue }
            changes.append(scale.change(item.sample, contact: active, phase: .up))
            ids.release(active)
        }
        for (index, arriving) in incoming.enumerated() where !matchedNew.contains(index) {
            var contact: ContactID?
            if arriving.toolType != Evdev.MT_TOOL_PALM {
                let landing = ids.allocate()
                contact = landing
                changes.append(scale.change(arriving.sample, contact: landing, phase: .down))
            }
            next.append(Tracked(contact: contact, sample: arriving.sample, trackingID: arriving.trackingID))
        }
        tracked = next
        return changes
    }

    /// Pairs of (old index, new index).
    private func match(scale: EvdevContactScale) -> [(Int, Int)] {
        if tracked.isEmpty || incoming.isEmpty { return [] }
        let allIdentified = tracked.allSatisfy { $0.trackingID != nil } && incoming.allSatisfy { $0.trackingID != nil }
        if allIdentified {
            var result: [(Int, Int)] = []
            var used = Set<Int>()
            for (old, item) in tracked.enumerated() {
                if let new = incoming.indices.first(where: { !used.contains($0) && incoming[$0].trackingID == item.trackingID }) {
                    used.insert(new)
                    result.append((old, new))
                }
            }
            return result
        }
        var candidates: [(distance: Double, old: Int, new: Int)] = []
        for (old, item) in tracked.enumerated() {
            for (new, arriving) in incoming.enumerated() {
                candidates.append((scale.distanceSquared(item.sample, arriving.sample), old, new))
            }
        }
        candidates.sort { ($0.distance, $0.old, $0.new) < ($1.distance, $1.old, $1.new) }
        var result: [(Int, Int)] = []
        var usedOld = Set<Int>()
        var usedNew = Set<Int>()
        for candidate in candidates where !usedOld.contains(candidate.old) && !usedNew.contains(candidate.new) {
            usedOld.insert(candidate.old)
            usedNew.insert(candidate.new)
            result.append((candidate.old, candidate.new))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// Cancels every reported contact and forgets the partial frame (after `SYN_DROPPED`). Protocol A
    /// re-sends all contacts every frame, so the next complete frame lands the survivors again.
    mutating func cancelAll(scale: EvdevContactScale, ids: inout ContactIDAllocator) -> [ContactChange] {
        var changes: [ContactChange] = []
        for item in tracked {
            guard let active = item.contact else { continue }
            changes.append(scale.change(item.sample, contact: active, phase: .cancel))
            ids.release(active)
        }
        tracked.removeAll()
        incoming.removeAll()
        current = Incoming()
        frameDescribesContacts = false
        touchReleased = false
        return changes
    }
}
