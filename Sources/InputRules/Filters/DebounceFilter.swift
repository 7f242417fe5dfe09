import InputCore

/// Debounce: a lift followed within ``windowMilliseconds`` by a landing within ``distancePoints`` of where
/// the finger lifted is the same touch continuing. Views see no ended/began and recognizers no lift.
///
/// The price is latency on every real lift: a lift is held for the window before it is delivered (at
/// the window's end, on the event clock), because until then it may still be a bounce.
public struct DebounceFilter: Hashable, Sendable {
    /// How long a lift is held, in milliseconds. Default 40: noisy resistive and cheap capacitive panels
    /// bounce for a few milliseconds mid-drag, and 35–50 ms of debounce is what embedded toolkits' users
    /// found effective (issue 18); libinput's own button debounce uses 25 ms (evdev-debounce.c), which
    /// is too short for panels that lose a finger for two or three 100 Hz samples.
    public var windowMilliseconds: Double
    /// How far from the lift the new landing may be, in points. Default 30: a finger moving at a brisk
    /// drag speed (≈ 0.75 pt/ms) covers about that much during a 40 ms gap.
    public var distancePoints: Double

    /// Creates the filter.
    public init(windowMilliseconds: Double = 40, distancePoints: Double = 30) {
        self.windowMilliseconds = windowMilliseconds
        self.distancePoints = distancePoints
    }

    /// A lift held back: the state ``DeliveredContactState/liftHeld(_:)`` of a delivered contact.
    struct HeldLift {
        /// The id delivered, and the device's id of the contact that lifted.
        var output: ContactID
        var input: ContactID
        /// Where the lift is delivered (frame space) and where landings are measured from (points).
        var raw: InputPoint
        var point: InputPoint
        var time: InputTime
        var deadline: InputTime
    }
}

// Debounce's handlers. A delivered contact goes down → liftHeld on a lift (``holdLift``); from liftHeld it
// goes back to down when a landing is near (``continueHeldLift``), or ends when its deadline passes
// (``releaseHeldLifts(dueAt:changes:)``), when a landing is far (one finger cannot be in two places), or
// when the device goes away.
extension DeviceTouchFilter {
    /// The lifts held, by delivered id.
    var heldLifts: [DebounceFilter.HeldLift] {
        delivered.values.compactMap { if case .liftHeld(let lift) = $0 { lift } else { nil } }.sorted { $0.output < $1.output }
    }

    /// A live contact lifted: with debounce, the lift is held for the window and `true` is returned.
    mutating func holdLift(delivered out: ContactID, input: ContactID, raw: InputPoint, point: InputPoint, time: InputTime) -> Bool {
        guard let debounce = rule.debounce else { return false }
        delivered[out] = .liftHeld(DebounceFilter.HeldLift(
            output: out, input: input, raw: raw, point: point, time: time,
            deadline: time.advanced(byMicroseconds: Self.micros(debounce.windowMilliseconds))))
        return true
    }

    /// A landing within the distance of a held lift (the nearest one) continues it: its lift is never
    /// delivered and the landing is a move of the same touch. A landing too far from every held lift means
    /// those lifts were real: they end now, before the landing, so a view that is not multi-touch never
    /// sees two touches down for the length of the window (issue 24, item 5); this also frees the id when
    /// the device reuses a held lift's id for the new contact. Returns whether the landing was merged.
    mutating func continueHeldLift(
        _ change: ContactChange, at point: InputPoint, time: InputTime, result: inout FrameOutput, output: inout [FilteredInput]
    ) -> Bool {
        guard let debounce = rule.debounce else { return false }
        let lifts = heldLifts
        let nearest = lifts.map { (lift: $0, distance: Self.distance(point, $0.point)) }
            .filter { $0.distance < debounce.distancePoints }
            .min { $0.distance < $1.distance }
        if let (lift, distance) = nearest {
            contacts[change.contact] = .live(lift.output)
            delivered[lift.output] = .down(DeliveredContact(last: point, lastRaw: change.position))
            var moved = change
            moved.contact = lift.output
            moved.phase = .move
            result.changes.append(moved)
            let gap = Double(time.microseconds - lift.time.microseconds) / 1000
            output.append(.report(report(time, .debounce, change.contact,
                "lifted for \(n(gap)) ms, landed \(n(distance)) pt away (< \(n(debounce.windowMilliseconds)) ms, < \(n(debounce.distancePoints)) pt): merged into \(lift.output)")))
            return true
        }
        result.release(lifts.map { ContactChange(contact: $0.output, phase: .up, position: $0.raw) })
        for lift in lifts {
            delivered[lift.output] = nil
            let gap = Double(time.microseconds - lift.time.microseconds) / 1000
            output.append(.report(report(time, .debounce, lift.input,
                "lift held \(n(gap)) ms released: \(change.contact) landed \(n(Self.distance(point, lift.point))) pt away (≥ \(n(debounce.distancePoints)) pt), a new touch")))
        }
        return false
    }

    /// The window of the lifts due at `deadline` ended without a landing: they are delivered.
    mutating func releaseHeldLifts(dueAt deadline: InputTime, changes: inout [ContactChange]) {
        for lift in heldLifts where lift.deadline == deadline {
            delivered[lift.output] = nil
            changes.append(ContactChange(contact: lift.output, phase: .up, position: lift.raw))
        }
    }

    /// Every held lift is delivered now (the device went away).
    mutating func releaseAllHeldLifts(into changes: inout [ContactChange]) {
        for lift in heldLifts {
            delivered[lift.output] = nil
            changes.append(ContactChange(contact: lift.output, phase: .up, position: lift.raw))
        }
    }
}
