import Glibc

/// A tablet pad's buttons, touch rings and touch strips from its evdev events, decoded as libinput's pad
/// backend decodes them (evdev-tablet-pad.c), into `tabletPad` events.
///
/// - Buttons: the codes of ``Evdev/tabletPadButtonCodes`` the device has are numbered 0, 1, … in that
///   order (libinput's numbering without libwacom, the kernel's `wacom_report_numbered_buttons` order).
///   Other keys are ignored: `BTN_STYLUS`, which the Wacom kernel driver sets on pads only to mark them as
///   tablets, and the `KEY_*` pad keys libinput reports as `TABLET_PAD_KEY` (not in the model). A kernel
///   key repeat (value 2) and a press of a held button change nothing.
/// - Rings: `ABS_WHEEL` (ring 0) and `ABS_THROTTLE` (ring 1), in degrees clockwise from the top:
///   `(value − minimum) / (span + 1)` turned a quarter back (Wacom's 0 is the ring's left), as libinput.
/// - Strips: `ABS_RX` (strip 0) and `ABS_RY` (strip 1): the kernel shifts a bit left per position, so the
///   position is `log2(value) / log2(maximum)`; 0 is the finger leaving.
/// - `ABS_MISC`: the Wacom driver sends 15 when a finger lands on a button, ring or strip and 0 when it
///   leaves, with the ring's reset to 0 in the same frame: a ring or strip change in a frame whose
///   `ABS_MISC` goes to 0 is the finger leaving (position `nil`, libinput's -1). `MSC_SERIAL` (the pad's
///   serial, -1 on Wacom pads) carries nothing libinput reports.
///
/// Each `SYN_REPORT` gives the frame's ring and strip events, then released buttons, then pressed ones, each
/// in code order (libinput's flush order). The mode is always 0: without libwacom libinput gives a pad one
/// mode group with one mode.
struct EvdevTabletPadTracker: Sendable {
    /// libinput's button number of each pad button code the device has.
    private let buttonNumbers: [UInt16: UInt32]
    private let ring0: EvdevAbsInfo?
    private let ring1: EvdevAbsInfo?
    private let strip0: EvdevAbsInfo?
    private let strip1: EvdevAbsInfo?

    /// Buttons held, by number.
    private var held: Set<UInt32> = []
    // What the current frame changed.
    private var buttonChanges: [(code: UInt16, down: Bool)] = []
    private var axisValues: [(code: UInt16, value: Int32)] = []
    private var miscValue: Int32?

    init(profile: EvdevDeviceProfile) {
        var numbers: [UInt16: UInt32] = [:]
        for code in Evdev.tabletPadButtonCodes where profile.supports(type: Evdev.EV_KEY, code: code) {
            numbers[code] = UInt32(numbers.count)
        }
        buttonNumbers = numbers
        func axis(_ code: UInt16) -> EvdevAbsInfo? {
            guard profile.supports(type: Evdev.EV_ABS, code: code), let info = profile.absInfo[code], info.hasUsableRange
            else { return nil }
            return info
        }
        ring0 = axis(Evdev.ABS_WHEEL)
        ring1 = axis(Evdev.ABS_THROTTLE)
        strip0 = axis(Evdev.ABS_RX)
        strip1 = axis(Evdev.ABS_RY)
    }

    /// The number of pad buttons the device has.
    var buttonCount: Int { buttonNumbers.count }

    /// Takes one event of the frame; returns `false` for events a pad does not report (the decoder gives
    /// those to its other parts).
    mutating func handle(_ event: EvdevRawEvent) -> Bool {
        switch event.type {
        case Evdev.EV_KEY:
            // Every key of a pad is the pad's: unnumbered ones are ignored here, never read as a pointer button.
            if event.value != 2, buttonNumbers[event.code] != nil { buttonChanges.append((event.code, event.value != 0)) }
            return true
        case Evdev.EV_ABS:
            switch event.code {
            case Evdev.ABS_WHEEL, Evdev.ABS_THROTTLE, Evdev.ABS_RX, Evdev.ABS_RY:
                axisValues.append((event.code, event.value))
            case Evdev.ABS_MISC:
                miscValue = event.value
            default:
                break  // ABS_X/Y on pads are placeholders (0…1) the kernel never moves.
            }
            return true
        case Evdev.EV_MSC:
            return true
        default:
            return false
        }
    }

    /// The frame's pad events, in libinput's order.
    mutating func endFrame() -> [TabletPadEvent] {
        defer {
            buttonChanges.removeAll(keepingCapacity: true)
            axisValues.removeAll(keepingCapacity: true)
            miscValue = nil
        }
        var events: [TabletPadEvent] = []
        let fingerLeft = miscValue == 0
        // The last value of each axis in the frame, in the order ring 0, ring 1, strip 0, strip 1.
        func last(_ code: UInt16) -> Int32? { axisValues.last { $0.code == code }?.value }
        if let info = ring0, let value = last(Evdev.ABS_WHEEL) {
            events.append(TabletPadEvent(.ring(number: 0, degrees: fingerLeft ? nil : Self.ringDegrees(value, info), source: .finger)))
        }
        if let info = ring1, let value = last(Evdev.ABS_THROTTLE) {
            events.append(TabletPadEvent(.ring(number: 1, degrees: fingerLeft ? nil : Self.ringDegrees(value, info), source: .finger)))
        }
        if let info = strip0, let value = last(Evdev.ABS_RX) {
            events.append(TabletPadEvent(.strip(number: 0, position: fingerLeft ? nil : Self.stripPosition(value, info), source: .finger)))
        }
        if let info = strip1, let value = last(Evdev.ABS_RY) {
            events.append(TabletPadEvent(.strip(number: 1, position: fingerLeft ? nil : Self.stripPosition(value, info), source: .finger)))
        }
        var released: [(UInt16, UInt32)] = []
        var pressed: [(UInt16, UInt32)] = []
        var final: [UInt16: Bool] = [:]
        for change in buttonChanges { final[change.code] = change.down }
        for (code, down) in final {
            guard let number = buttonNumbers[code] else { continue }
            if down, !held.contains(number) { pressed.append((code, number)) }
            if !down, held.contains(number) { released.append((code, number)) }
        }
        for (_, number) in released.sorted(by: { $0.0 < $1.0 }) {
            held.remove(number)
            events.append(TabletPadEvent(.button(number: number, state: .released)))
        }
        for (_, number) in pressed.sorted(by: { $0.0 < $1.0 }) {
            held.insert(number)
            events.append(TabletPadEvent(.button(number: number, state: .pressed)))
        }
        return events
    }

    /// After `SYN_DROPPED` the buttons' state is unknown: every held button is released (no press stays
    /// stuck; a button still held sends nothing until it is pressed again).
    mutating func releaseAll() -> [TabletPadEvent] {
        defer { held.removeAll() }
        return held.sorted().map { TabletPadEvent(.button(number: $0, state: .released)) }
    }

    /// A ring's raw value in degrees clockwise from the top, `0..<360`.
    static func ringDegrees(_ value: Int32, _ info: EvdevAbsInfo) -> Double {
        var turn = info.normalized(min(max(value, info.minimum), info.maximum)) - 0.25
        if turn < 0 { turn += 1 }
        return turn * 360
    }

    /// A strip's raw value (one bit per position) as `0...1`, or `nil` for 0 (the finger left).
    static func stripPosition(_ value: Int32, _ info: EvdevAbsInfo) -> Double? {
        guard value > 0, info.maximum > 1 else { return nil }
        let position = log2(Double(value)) / log2(Double(info.maximum))
        return min(max(position, 0), 1)
    }
}
