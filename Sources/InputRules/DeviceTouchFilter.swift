import InputCore

/// The touch filters of one device's rule, applied frame by frame: dead zones and palm size on landing,
/// palm size and hysteresis on moves, debounce on lifts, and the watchdog on silence.
///
/// Every contact is in exactly one state, held in one table per side, and each change is handled by the
/// handler of its contact's state (as libinput's `evdev-debounce.c` has one handler per debounce state):
/// - the device's side (``DeviceContactState``, by the device's contact id): ``DeviceContactState/live(_:)``,
///   ``DeviceContactState/dropped(_:)`` (palm, dead zone), ``DeviceContactState/timedOut`` (watchdog), or
///   unknown (absent);
/// - the downstream side (``DeliveredContactState``, by the id delivered): ``DeliveredContactState/down(_:)``
///   with its hysteresis state, or ``DeliveredContactState/liftHeld(_:)`` (debounce).
///
/// Each filter's rules live in its own file under `Filters/` (the settings, their state, their handlers);
/// this file only routes.
///
/// Timers (a held lift's end, the watchdog) run on event time: ``nextDeadline`` says when the next one
/// is due and ``fire(upTo:space:into:)`` releases what is due, stamped with its deadline, so a replay gives
/// the same result as the live session it was recorded from.
///
/// Contact identities: a landing merged into a held lift continues the lifted contact's identity, so the
/// device's contact ids are translated; an id still in use downstream is never handed out twice.
struct DeviceTouchFilter {
    let rule: InputRule
    let device: DeviceID
    /// The device's screen, to measure normalised positions in points and place dead zones.
    let mapping: ScreenMapping

    /// The device's contacts this filter has seen land and not yet seen lift, by the device's id.
    var contacts: [ContactID: DeviceContactState] = [:]
    /// The contacts delivered downstream and not yet ended there, by the delivered id.
    var delivered: [ContactID: DeliveredContactState] = [:]
    /// When the device last sent a frame (the watchdog measures silence from it).
    var lastFrame: InputTime?

    init(rule: InputRule, device: DeviceID, mapping: ScreenMapping) {
        self.rule = rule
        self.device = device
        self.mapping = mapping
    }

    // MARK: Timers

    /// The next instant a held lift is released or the watchdog fires.
    var nextDeadline: InputTime? {
        [heldLifts.map(\.deadline).min(), watchdogDeadline].compactMap { $0 }.min()
    }

    /// Releases everything due at or before `time`, in deadline order: one frame per instant.
    mutating func fire(upTo time: InputTime, space: TouchCoordinateSpace, into output: inout [FilteredInput]) {
        while let deadline = nextDeadline, deadline <= time {
            var changes: [ContactChange] = []
            fireWatchdog(at: deadline, changes: &changes, output: &output)
            releaseHeldLifts(dueAt: deadline, changes: &changes)
            if !changes.isEmpty {
                output.append(.event(InputEvent(time: deadline, device: device, payload: .touchFrame(TouchFrame(space: space, changes: changes)))))
            }
        }
    }

    // MARK: Frames

    /// The work of one frame: changes to deliver, and held lifts released before them.
    struct FrameOutput {
        var changes: [ContactChange] = []
        /// Held lifts a landing showed to be real: delivered in a frame of their own, before `changes`.
        var released: [ContactChange] = []
        /// Frames delivered before `released` and `changes`: when a landing releases a lift held in this
        /// same frame (a contact that landed and lifted within one report), the frame is cut there, so
        /// that contact's landing is delivered before its lift.
        var completed: [[ContactChange]] = []

        /// Held lifts ended by a landing. They go first, in a frame of their own, unless one of them
        /// already has a change in this frame: then what came so far is delivered, then the lifts.
        mutating func release(_ lifts: [ContactChange]) {
            guard !lifts.isEmpty else { return }
            let ids = Set(lifts.map(\.contact))
            guard changes.contains(where: { ids.contains($0.contact) }) else {
                released += lifts
                return
            }
            completed += [released, changes, lifts].filter { !$0.isEmpty }
            released = []
            changes = []
        }

        /// The frames to deliver, in order.
        var frames: [[ContactChange]] { (completed + [released, changes]).filter { !$0.isEmpty } }
    }

    /// Filters one frame from the device (due timers must have fired already). Appends the reports and
    /// the frames to deliver (usually one; a held lift whose id is needed again is released first).
    mutating func filter(_ frame: TouchFrame, at time: InputTime, into output: inout [FilteredInput]) {
        lastFrame = time
        var result = FrameOutput()
        for change in frame.changes {
            let point = frame.space == .screen ? change.position : mapping.map(normalized: change.position)
            switch contacts[change.contact] {
            case nil: handleUnknown(change, at: point, time: time, result: &result, output: &output)
            case .live(let out): handleLive(change, delivered: out, at: point, time: time, result: &result, output: &output)
            case .dropped: handleDropped(change, at: point, time: time, result: &result, output: &output)
            case .timedOut: handleTimedOut(change, at: point, time: time, result: &result, output: &output)
            }
        }
        for changes in result.frames {
            output.append(.event(InputEvent(time: time, device: device, payload: .touchFrame(TouchFrame(space: frame.space, changes: changes)))))
        }
    }

    /// A contact this filter has not seen land: a landing is judged; anything else is not this filter's
    /// to judge (it passes unchanged).
    private mutating func handleUnknown(
        _ change: ContactChange, at point: InputPoint, time: InputTime, result: inout FrameOutput, output: inout [FilteredInput]
    ) {
        if change.phase == .down {
            land(change, at: point, time: time, result: &result, output: &output)
        } else {
            result.changes.append(change)
        }
    }

    /// A contact delivered and down: a repeated landing counts as a move; palm size may cancel it,
    /// hysteresis may hold its move; a lift may be held by debounce.
    private mutating func handleLive(
        _ change: ContactChange, delivered out: ContactID, at point: InputPoint, time: InputTime,
        result: inout FrameOutput, output: inout [FilteredInput]
    ) {
        switch change.phase {
        case .down, .move:
            if cancelGrownPalm(change, delivered: out, time: time, result: &result, output: &output) { return }
            guard case .down(var contact) = delivered[out] else { return }
            guard followHysteresis(&contact, to: point, input: change.contact, time: time, output: &output) else {
                delivered[out] = .down(contact)
                return
            }
            contact.last = point
            contact.lastRaw = change.position
            delivered[out] = .down(contact)
            var moved = change
            moved.contact = out
            moved.phase = .move
            result.changes.append(moved)
        case .up, .cancel:
            contacts[change.contact] = nil
            guard case .down(var contact) = delivered[out] else { return }
            reportSuppressed(&contact, input: change.contact, at: time, into: &output)
            // With hysteresis the view last saw the anchor, so the touch ends there, not a jitter away.
            let position = rule.hysteresis != nil ? contact.lastRaw : change.position
            if change.phase == .up, holdLift(delivered: out, input: change.contact, raw: position, point: contact.last, time: time) {
                return
            }
            delivered[out] = nil
            result.changes.append(ContactChange(contact: out, phase: change.phase, position: position,
                                                majorRadiusMillimetres: change.majorRadiusMillimetres,
                                                minorRadiusMillimetres: change.minorRadiusMillimetres, pressure: change.pressure))
        }
    }

    /// A contact dropped by palm size or a dead zone: nothing of it is delivered until it lifts; a new
    /// landing on its id is a new contact.
    private mutating func handleDropped(
        _ change: ContactChange, at point: InputPoint, time: InputTime, result: inout FrameOutput, output: inout [FilteredInput]
    ) {
        switch change.phase {
        case .down:
            contacts[change.contact] = nil
            land(change, at: point, time: time, result: &result, output: &output)
        case .move:
            break
        case .up, .cancel:
            contacts[change.contact] = nil
        }
    }

    /// A contact landing: dead zones and palm size may drop it, debounce may merge it into a held lift;
    /// otherwise it lands under its own id (another one if that is still in use downstream).
    mutating func land(
        _ change: ContactChange, at point: InputPoint, time: InputTime, result: inout FrameOutput, output: inout [FilteredInput]
    ) {
        if dropInDeadZone(change, at: point, time: time, output: &output) { return }
        if dropPalmOnLanding(change, time: time, output: &output) { return }
        if continueHeldLift(change, at: point, time: time, result: &result, output: &output) { return }
        var out = change.contact
        if delivered[out] != nil { out = freeContactID() }
        contacts[change.contact] = .live(out)
        delivered[out] = .down(DeliveredContact(last: point, lastRaw: change.position))
        var landed = change
        landed.contact = out
        result.changes.append(landed)
    }

    /// Ends the lifts debounce still holds (the device went away) as lifts, and forgets every contact;
    /// contacts still down are the device removal's to cancel downstream.
    mutating func removeAll(at time: InputTime, space: TouchCoordinateSpace, into output: inout [FilteredInput]) {
        var changes: [ContactChange] = []
        releaseAllHeldLifts(into: &changes)
        if !changes.isEmpty {
            output.append(.event(InputEvent(time: time, device: device, payload: .touchFrame(TouchFrame(space: space, changes: changes)))))
        }
        contacts.removeAll()
        delivered.removeAll()
    }

    // MARK: Helpers

    /// The lowest id not used downstream (down or held).
    private func freeContactID() -> ContactID {
        var candidate: Int32 = 0
        while delivered[ContactID(candidate)] != nil { candidate += 1 }
        return ContactID(candidate)
    }

    func report(_ time: InputTime, _ filter: FilterKind, _ contact: ContactID, _ detail: String) -> FilterReport {
        FilterReport(time: time, device: device, rule: rule.name, filter: filter, contact: contact, detail: detail)
    }

    func n(_ value: Double) -> String { FilterReport.number(value) }

    static func distance(_ a: InputPoint, _ b: InputPoint) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

    static func micros(_ milliseconds: Double) -> Int64 { Int64((milliseconds * 1000).rounded()) }
}

/// What the filter knows of one of the device's contacts (by the device's id). A contact the filter has
/// no entry for is unknown: it has not landed since the filter began, or it lifted.
enum DeviceContactState: Hashable {
    /// Delivered downstream under this id (the device's own, or another while that one is still in use
    /// there, or a held lift's it continues), and down.
    case live(ContactID)
    /// Dropped until it lifts, by this filter (``FilterKind/palm`` or ``FilterKind/deadZone``).
    case dropped(FilterKind)
    /// Cancelled by the watchdog: reported again, it is a new touch; its lift is dropped.
    case timedOut
}

/// What downstream has of one contact (by the delivered id), from its landing until its end is delivered.
enum DeliveredContactState {
    /// Down: where it was delivered last, and hysteresis's state.
    case down(DeliveredContact)
    /// Lifted by the device, the lift held back by debounce until its deadline or a landing nearby.
    case liftHeld(DebounceFilter.HeldLift)
}

/// A contact down downstream.
struct DeliveredContact {
    /// Where it was delivered last, in points (hysteresis measures from it) and in the frame's space.
    var last: InputPoint
    var lastRaw: InputPoint
    /// Whether hysteresis is holding back moves near `last`.
    var hysteresis: HysteresisFilter.State = .following
}
