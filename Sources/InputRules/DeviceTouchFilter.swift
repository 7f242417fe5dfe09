import InputCore

/// The touch filters of one device's rule, applied frame by frame: dead zones and palm size on landing,
/// palm size and hysteresis on moves, debounce on lifts, and the watchdog on silence.
///
/// Timers (a held lift's end, the watchdog) run on event time: ``nextDeadline`` says when the next one
/// is due and ``fire(upTo:)`` releases what is due, stamped with its deadline, so a replay gives the same
/// result as the live session it was recorded from.
///
/// Contact identities: a landing merged into a held lift continues the lifted contact's identity, so the
/// device's contact ids are translated; an id still in use downstream is never handed out twice.
struct DeviceTouchFilter {
    let rule: InputRule
    let device: DeviceID
    /// The device's screen, to measure normalised positions in points and place dead zones.
    let mapping: ScreenMapping

    /// A contact delivered downstream and not yet ended there.
    private struct Delivered {
        /// Where hysteresis measures from (points), and the position delivered last (frame space).
        var anchor: InputPoint
        var anchorRaw: InputPoint
        /// Moves suppressed since the anchor, and the largest distance among them.
        var suppressed = 0
        var largestSuppressed = 0.0
        var suppressedSince: InputTime?
    }

    /// A lift held back by debounce.
    private struct HeldLift {
        var output: ContactID
        var input: ContactID
        var raw: InputPoint
        var point: InputPoint
        var time: InputTime
        var deadline: InputTime
    }

    private var delivered: [ContactID: Delivered] = [:]
    /// Device contact → downstream contact, for contacts that are down.
    private var alias: [ContactID: ContactID] = [:]
    /// Device contacts being dropped until they lift (palm, dead zone).
    private var rejected: Set<ContactID> = []
    /// Device contacts the watchdog cancelled: if the device reports one again, it is a new touch there
    /// (a protocol-A panel cannot say whether the finger stayed), and its lift is dropped if it never does.
    private var timedOut: Set<ContactID> = []
    private var held: [HeldLift] = []
    /// When the device last sent a frame.
    private var lastFrame: InputTime?

    init(rule: InputRule, device: DeviceID, mapping: ScreenMapping) {
        self.rule = rule
        self.device = device
        self.mapping = mapping
    }

    // MARK: Timers

    /// The next instant a held lift is released or the watchdog fires.
    var nextDeadline: InputTime? {
        let lift = held.map(\.deadline).min()
        return [lift, watchdogDeadline].compactMap { $0 }.min()
    }

    private var watchdogDeadline: InputTime? {
        guard let watchdog = rule.watchdog, let lastFrame, hasLiveContacts else { return nil }
        return lastFrame.advanced(byMicroseconds: Self.micros(watchdog.timeoutMilliseconds))
    }

    /// Contacts delivered and still down (not merely held lifts).
    private var hasLiveContacts: Bool { !alias.isEmpty }

    /// Releases everything due at or before `time`, in deadline order: one frame per instant.
    mutating func fire(upTo time: InputTime, space: TouchCoordinateSpace, into output: inout [FilteredInput]) {
        while let deadline = nextDeadline, deadline <= time {
            var changes: [ContactChange] = []
            if let dueWatchdog = watchdogDeadline, dueWatchdog == deadline, let watchdog = rule.watchdog, let lastFrame {
                let silence = Double(deadline.microseconds - lastFrame.microseconds) / 1000
                for (input, out) in alias.sorted(by: { $0.value < $1.value }) {
                    guard let contact = delivered.removeValue(forKey: out) else { continue }
                    changes.append(ContactChange(contact: out, phase: .cancel, position: contact.anchorRaw))
                    timedOut.insert(input)
                    output.append(.report(report(deadline, .watchdog, input,
                        "not reported for \(n(silence)) ms (timeout \(n(watchdog.timeoutMilliseconds)) ms): cancelled")))
                }
                alias.removeAll()
            }
            for lift in held.filter({ $0.deadline == deadline }).sorted(by: { $0.output < $1.output }) {
                delivered[lift.output] = nil
                changes.append(ContactChange(contact: lift.output, phase: .up, position: lift.raw))
            }
            held.removeAll { $0.deadline == deadline }
            if !changes.isEmpty {
                output.append(.event(InputEvent(time: deadline, device: device, payload: .touchFrame(TouchFrame(space: space, changes: changes)))))
            }
        }
    }

    // MARK: Frames

    /// Filters one frame from the device (due timers must have fired already). Appends the reports and
    /// the frames to deliver (usually one; a held lift whose id is needed again is released first).
    mutating func filter(_ frame: TouchFrame, at time: InputTime, into output: inout [FilteredInput]) {
        lastFrame = time
        var changes: [ContactChange] = []
        var released: [ContactChange] = []
        for change in frame.changes {
            let input = change.contact
            let point = frame.space == .screen ? change.position : mapping.map(normalized: change.position)
            switch change.phase {
            case .move where timedOut.contains(input):
                timedOut.remove(input)
                var landed = change
                landed.phase = .down
                output.append(.report(report(time, .watchdog, input, "reported again after its cancel: a new touch")))
                land(landed, at: point, time: time, changes: &changes, released: &released, output: &output)
            case .down where alias[input] != nil, .move:
                guard !rejected.contains(input) else { continue }
                guard let out = alias[input] else {
                    changes.append(change)  // not a contact this filter saw land: not its to judge
                    continue
                }
                if let palm = rule.palm, let axis = majorAxis(change), axis > palm.maximumMajorAxisMillimetres {
                    rejected.insert(input)
                    alias[input] = nil
                    let last = delivered.removeValue(forKey: out)?.anchorRaw ?? change.position
                    changes.append(ContactChange(contact: out, phase: .cancel, position: last))
                    output.append(.report(report(time, .palm, input,
                        "major axis \(n(axis)) mm > \(n(palm.maximumMajorAxisMillimetres)) mm: cancelled")))
                    continue
                }
                guard var contact = delivered[out] else { continue }
                if let hysteresis = rule.hysteresis {
                    let distance = Self.distance(point, contact.anchor)
                    if distance < hysteresis.radiusPoints {
                        contact.suppressed += 1
                        contact.largestSuppressed = max(contact.largestSuppressed, distance)
                        if contact.suppressedSince == nil { contact.suppressedSince = time }
                        delivered[out] = contact
                        continue
                    }
                    reportSuppressed(&contact, input: input, at: time, into: &output)
                }
                contact.anchor = point
                contact.anchorRaw = change.position
                delivered[out] = contact
                var moved = change
                moved.contact = out
                moved.phase = .move
                changes.append(moved)
            case .down:
                rejected.remove(input)  // a new landing on an id whose earlier contact was dropped
                timedOut.remove(input)
                land(change, at: point, time: time, changes: &changes, released: &released, output: &output)
            case .up, .cancel:
                if rejected.remove(input) != nil || timedOut.remove(input) != nil { continue }
                guard let out = alias.removeValue(forKey: input) else {
                    changes.append(change)
                    continue
                }
                guard var contact = delivered[out] else { continue }
                reportSuppressed(&contact, input: input, at: time, into: &output)
                // With hysteresis the view last saw the anchor, so the touch ends there, not a jitter away.
                let position = rule.hysteresis != nil ? contact.anchorRaw : change.position
                if change.phase == .up, let debounce = rule.debounce {
                    delivered[out] = contact
                    held.append(HeldLift(output: out, input: input, raw: position, point: contact.anchor, time: time,
                                         deadline: time.advanced(byMicroseconds: Self.micros(debounce.windowMilliseconds))))
                    continue
                }
                delivered[out] = nil
                changes.append(ContactChange(contact: out, phase: change.phase, position: position,
                                             majorRadiusMillimetres: change.majorRadiusMillimetres,
                                             minorRadiusMillimetres: change.minorRadiusMillimetres, pressure: change.pressure))
            }
        }
        for changesOfFrame in [released, changes] where !changesOfFrame.isEmpty {
            output.append(.event(InputEvent(time: time, device: device, payload: .touchFrame(TouchFrame(space: frame.space, changes: changesOfFrame)))))
        }
    }

    /// A contact landing: dead zones and palm size may drop it, debounce may merge it into a held lift;
    /// otherwise it lands under its own id (another one if that is still in use downstream).
    private mutating func land(
        _ change: ContactChange, at point: InputPoint, time: InputTime, changes: inout [ContactChange],
        released: inout [ContactChange], output: inout [FilteredInput]
    ) {
        let input = change.contact
        if let zone = rule.deadZones.first(where: { $0.contains(x: point.x, y: point.y, width: mapping.width, height: mapping.height) }) {
            rejected.insert(input)
            output.append(.report(report(time, .deadZone, input,
                "landed at (\(n(point.x)), \(n(point.y))) in \(zone): ignored")))
            return
        }
        if let palm = rule.palm, let axis = majorAxis(change), axis > palm.maximumMajorAxisMillimetres {
            rejected.insert(input)
            output.append(.report(report(time, .palm, input,
                "major axis \(n(axis)) mm > \(n(palm.maximumMajorAxisMillimetres)) mm: never reported")))
            return
        }
        if let debounce = rule.debounce, let index = nearestHeldLift(to: point, within: debounce.distancePoints) {
            let lift = held.remove(at: index)
            alias[input] = lift.output
            let gap = Double(time.microseconds - lift.time.microseconds) / 1000
            let distance = Self.distance(point, lift.point)
            delivered[lift.output] = Delivered(anchor: point, anchorRaw: change.position)
            var moved = change
            moved.contact = lift.output
            moved.phase = .move
            changes.append(moved)
            output.append(.report(report(time, .debounce, input,
                "lifted for \(n(gap)) ms, landed \(n(distance)) pt away (< \(n(debounce.windowMilliseconds)) ms, < \(n(debounce.distancePoints)) pt): merged into \(lift.output)")))
            return
        }
        // A landing too far from every held lift to continue one means those lifts were real (one finger
        // cannot be in two places): they end now, before the landing, so a view that is not multi-touch
        // never sees two touches down for the length of the window (issue 24, item 5). This also frees the
        // id when the device reuses a held lift's id for the new contact.
        if let debounce = rule.debounce {
            for lift in held.sorted(by: { $0.output < $1.output }) {
                delivered[lift.output] = nil
                released.append(ContactChange(contact: lift.output, phase: .up, position: lift.raw))
                let gap = Double(time.microseconds - lift.time.microseconds) / 1000
                output.append(.report(report(time, .debounce, lift.input,
                    "lift held \(n(gap)) ms released: \(input) landed \(n(Self.distance(point, lift.point))) pt away (≥ \(n(debounce.distancePoints)) pt), a new touch")))
            }
            held.removeAll()
        }
        var out = input
        if delivered[out] != nil { out = freeContactID() }
        alias[input] = out
        delivered[out] = Delivered(anchor: point, anchorRaw: change.position)
        var landed = change
        landed.contact = out
        changes.append(landed)
    }

    /// Cancels everything still down or held (the device went away); held lifts end as lifts.
    mutating func removeAll(at time: InputTime, space: TouchCoordinateSpace, into output: inout [FilteredInput]) {
        var changes: [ContactChange] = []
        for lift in held.sorted(by: { $0.output < $1.output }) {
            changes.append(ContactChange(contact: lift.output, phase: .up, position: lift.raw))
            delivered[lift.output] = nil
        }
        held.removeAll()
        if !changes.isEmpty {
            output.append(.event(InputEvent(time: time, device: device, payload: .touchFrame(TouchFrame(space: space, changes: changes)))))
        }
        alias.removeAll()
        rejected.removeAll()
        delivered.removeAll()
    }

    // MARK: Helpers

    private mutating func reportSuppressed(_ contact: inout Delivered, input: ContactID, at time: InputTime, into output: inout [FilteredInput]) {
        guard contact.suppressed > 0, let hysteresis = rule.hysteresis, let since = contact.suppressedSince else { return }
        let span = Double(time.microseconds - since.microseconds) / 1000
        output.append(.report(report(time, .hysteresis, input,
            "\(contact.suppressed) moves within \(n(hysteresis.radiusPoints)) pt suppressed over \(n(span)) ms (largest \(n(contact.largestSuppressed)) pt)")))
        contact.suppressed = 0
        contact.largestSuppressed = 0
        contact.suppressedSince = nil
    }

    private func nearestHeldLift(to point: InputPoint, within limit: Double) -> Int? {
        var best: (index: Int, distance: Double)?
        for (index, lift) in held.enumerated() {
            let distance = Self.distance(point, lift.point)
            if distance < limit, distance < best?.distance ?? .infinity { best = (index, distance) }
        }
        return best?.index
    }

    /// The lowest id not used downstream (delivered or held).
    private func freeContactID() -> ContactID {
        var candidate: Int32 = 0
        while delivered[ContactID(candidate)] != nil || held.contains(where: { $0.output.rawValue == candidate }) { candidate += 1 }
        return ContactID(candidate)
    }

    private func majorAxis(_ change: ContactChange) -> Double? { change.majorRadiusMillimetres.map { $0 * 2 } }

    private func report(_ time: InputTime, _ filter: FilterKind, _ contact: ContactID, _ detail: String) -> FilterReport {
        FilterReport(time: time, device: device, rule: rule.name, filter: filter, contact: contact, detail: detail)
    }

    private func n(_ value: Double) -> String { FilterReport.number(value) }

    static func distance(_ a: InputPoint, _ b: InputPoint) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

    static func micros(_ milliseconds: Double) -> Int64 { Int64((milliseconds * 1000).rounded()) }
}
