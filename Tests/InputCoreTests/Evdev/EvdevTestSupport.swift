import InputCore

/// Short builders for decoder tests: profiles of typical devices and frames of raw events.
enum Fixture {
    static let device = DeviceID(1)

    /// A protocol-B touchscreen: X 0...999, Y 0...499 (or the given ranges), `slots` slots. Positions
    /// normalise by 1000 and 500 (`maximum − minimum + 1`, as libinput divides).
    static func protocolB(
        slots: Int = 5, x: EvdevAbsInfo = EvdevAbsInfo(minimum: 0, maximum: 999, resolution: 10),
        y: EvdevAbsInfo = EvdevAbsInfo(minimum: 0, maximum: 499, resolution: 10), toolType: Bool = false,
        direct: Bool = true
    ) -> EvdevDeviceProfile {
        var abs: [UInt16: EvdevAbsInfo] = [
            Evdev.ABS_X: x, Evdev.ABS_Y: y, Evdev.ABS_MT_POSITION_X: x, Evdev.ABS_MT_POSITION_Y: y,
            Evdev.ABS_MT_SLOT: EvdevAbsInfo(minimum: 0, maximum: Int32(slots - 1)),
            Evdev.ABS_MT_TRACKING_ID: EvdevAbsInfo(minimum: 0, maximum: 65535),
            Evdev.ABS_MT_PRESSURE: EvdevAbsInfo(minimum: 0, maximum: 255),
        ]
        if toolType { abs[Evdev.ABS_MT_TOOL_TYPE] = EvdevAbsInfo(minimum: 0, maximum: 2) }
        return EvdevDeviceProfile(
            name: "Test B", codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH], Evdev.EV_ABS: Set(abs.keys)], absInfo: abs,
            properties: direct ? [Evdev.INPUT_PROP_DIRECT] : [])
    }

    /// A protocol-A touchscreen, 0...32767 on both axes (normalised by 32768), no slots.
    static func protocolA() -> EvdevDeviceProfile {
        let axis = EvdevAbsInfo(minimum: 0, maximum: 32767)
        let abs: [UInt16: EvdevAbsInfo] = [
            Evdev.ABS_X: axis, Evdev.ABS_Y: axis, Evdev.ABS_MT_POSITION_X: axis, Evdev.ABS_MT_POSITION_Y: axis,
            Evdev.ABS_MT_TOOL_TYPE: EvdevAbsInfo(minimum: 0, maximum: 2),
        ]
        return EvdevDeviceProfile(
            name: "Test A", codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH], Evdev.EV_ABS: Set(abs.keys)], absInfo: abs)
    }

    /// A single-touch screen like litest's "generic-singletouch": X 10000...20000, Y -2000...2000.
    static func singleTouch() -> EvdevDeviceProfile {
        let abs: [UInt16: EvdevAbsInfo] = [
            Evdev.ABS_X: EvdevAbsInfo(minimum: 10000, maximum: 20000),
            Evdev.ABS_Y: EvdevAbsInfo(minimum: -2000, maximum: 2000),
        ]
        return EvdevDeviceProfile(
            name: "Test ST", codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH], Evdev.EV_ABS: Set(abs.keys)], absInfo: abs)
    }

    /// A wheel mouse; `hiRes` adds the high-resolution wheel codes.
    static func mouse(hiRes: Bool) -> EvdevDeviceProfile {
        var rel: Set<UInt16> = [Evdev.REL_X, Evdev.REL_Y, Evdev.REL_WHEEL, Evdev.REL_HWHEEL]
        if hiRes { rel.formUnion([Evdev.REL_WHEEL_HI_RES, Evdev.REL_HWHEEL_HI_RES]) }
        return EvdevDeviceProfile(
            name: "Test mouse",
            codes: [Evdev.EV_REL: rel, Evdev.EV_KEY: [Evdev.BTN_LEFT, Evdev.BTN_RIGHT, Evdev.BTN_MIDDLE]])
    }

    /// The events of one frame at `ms` milliseconds, ended by `SYN_REPORT`.
    static func frame(_ ms: Int64, _ values: [(UInt16, UInt16, Int32)]) -> [EvdevRawEvent] {
        let time = ms * 1000
        return values.map { EvdevRawEvent(microseconds: time, type: $0.0, code: $0.1, value: $0.2) }
            + [EvdevRawEvent(microseconds: time, type: Evdev.EV_SYN, code: Evdev.SYN_REPORT, value: 0)]
    }

    static func abs(_ code: UInt16, _ value: Int32) -> (UInt16, UInt16, Int32) { (Evdev.EV_ABS, code, value) }
    static func key(_ code: UInt16, _ value: Int32) -> (UInt16, UInt16, Int32) { (Evdev.EV_KEY, code, value) }
    static func rel(_ code: UInt16, _ value: Int32) -> (UInt16, UInt16, Int32) { (Evdev.EV_REL, code, value) }
    static let mtReport: (UInt16, UInt16, Int32) = (Evdev.EV_SYN, Evdev.SYN_MT_REPORT, 0)

    static func slot(_ n: Int32) -> (UInt16, UInt16, Int32) { abs(Evdev.ABS_MT_SLOT, n) }
    static func id(_ n: Int32) -> (UInt16, UInt16, Int32) { abs(Evdev.ABS_MT_TRACKING_ID, n) }
    static func x(_ n: Int32) -> (UInt16, UInt16, Int32) { abs(Evdev.ABS_MT_POSITION_X, n) }
    static func y(_ n: Int32) -> (UInt16, UInt16, Int32) { abs(Evdev.ABS_MT_POSITION_Y, n) }
}

extension Array where Element == InputEvent {
    /// The touch frames, in order.
    var touchFrames: [TouchFrame] {
        compactMap { if case .touchFrame(let frame) = $0.payload { frame } else { nil } }
    }

    /// Each touch frame as `"c0 down, c1 move"` for compact assertions.
    var phaseSummary: [String] {
        touchFrames.map { $0.changes.map { "\($0.contact) \($0.phase.rawValue)" }.joined(separator: ", ") }
    }
}

/// Feeds frames to a fresh decoder and returns it with everything it produced.
func decodeAll(_ profile: EvdevDeviceProfile, _ frames: [[EvdevRawEvent]]) -> (EvdevDecoder, [InputEvent]) {
    var decoder = EvdevDecoder(profile: profile, device: Fixture.device)
    let events = decoder.decode(frames.flatMap { $0 })
    return (decoder, events)
}
