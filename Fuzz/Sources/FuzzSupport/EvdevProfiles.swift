import InputCore

/// The kinds of device the evdev fuzzer pretends to be: one of each decoding path in `EvdevDecoder`.
public enum FuzzEvdevProfiles {
    /// Every profile, chosen by the input's first byte.
    public static let all: [EvdevDeviceProfile] = [
        protocolB(slots: 10, direct: true), protocolB(slots: 2, direct: false), protocolA(), singleTouch(),
        mouse(), absolutePointer(), degenerate(),
    ]

    static func protocolB(slots: Int32, direct: Bool) -> EvdevDeviceProfile {
        let x = EvdevAbsInfo(minimum: 0, maximum: 4095, resolution: 16)
        let y = EvdevAbsInfo(minimum: 0, maximum: 2047, resolution: 16)
        let abs: [UInt16: EvdevAbsInfo] = [
            Evdev.ABS_X: x, Evdev.ABS_Y: y, Evdev.ABS_MT_POSITION_X: x, Evdev.ABS_MT_POSITION_Y: y,
            Evdev.ABS_MT_SLOT: EvdevAbsInfo(minimum: 0, maximum: slots - 1),
            Evdev.ABS_MT_TRACKING_ID: EvdevAbsInfo(minimum: 0, maximum: 65535),
            Evdev.ABS_MT_PRESSURE: EvdevAbsInfo(minimum: 0, maximum: 255),
            Evdev.ABS_MT_TOUCH_MAJOR: EvdevAbsInfo(minimum: 0, maximum: 255),
            Evdev.ABS_MT_TOOL_TYPE: EvdevAbsInfo(minimum: 0, maximum: 2),
        ]
        return EvdevDeviceProfile(
            name: "fuzz protocol B", codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH, Evdev.BTN_LEFT], Evdev.EV_ABS: Set(abs.keys)],
            absInfo: abs, properties: direct ? [Evdev.INPUT_PROP_DIRECT] : [Evdev.INPUT_PROP_POINTER])
    }

    static func protocolA() -> EvdevDeviceProfile {
        let axis = EvdevAbsInfo(minimum: 0, maximum: 32767)
        let abs: [UInt16: EvdevAbsInfo] = [
            Evdev.ABS_X: axis, Evdev.ABS_Y: axis, Evdev.ABS_MT_POSITION_X: axis, Evdev.ABS_MT_POSITION_Y: axis,
            Evdev.ABS_MT_TOOL_TYPE: EvdevAbsInfo(minimum: 0, maximum: 2),
        ]
        return EvdevDeviceProfile(
            name: "fuzz protocol A", codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH], Evdev.EV_ABS: Set(abs.keys)],
            absInfo: abs, properties: [Evdev.INPUT_PROP_DIRECT])
    }

    static func singleTouch() -> EvdevDeviceProfile {
        let abs: [UInt16: EvdevAbsInfo] = [
            Evdev.ABS_X: EvdevAbsInfo(minimum: 10000, maximum: 20000),
            Evdev.ABS_Y: EvdevAbsInfo(minimum: -2000, maximum: 2000),
        ]
        return EvdevDeviceProfile(
            name: "fuzz single touch", codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH], Evdev.EV_ABS: Set(abs.keys)],
            absInfo: abs, properties: [Evdev.INPUT_PROP_DIRECT])
    }

    static func mouse() -> EvdevDeviceProfile {
        EvdevDeviceProfile(
            name: "fuzz mouse",
            codes: [
                Evdev.EV_REL: [
                    Evdev.REL_X, Evdev.REL_Y, Evdev.REL_WHEEL, Evdev.REL_HWHEEL, Evdev.REL_WHEEL_HI_RES,
                    Evdev.REL_HWHEEL_HI_RES,
                ],
                Evdev.EV_KEY: [Evdev.BTN_LEFT, Evdev.BTN_RIGHT, Evdev.BTN_MIDDLE],
            ])
    }

    static func absolutePointer() -> EvdevDeviceProfile {
        let axis = EvdevAbsInfo(minimum: 0, maximum: 65535)
        return EvdevDeviceProfile(
            name: "fuzz tablet", codes: [Evdev.EV_KEY: [Evdev.BTN_LEFT], Evdev.EV_ABS: [Evdev.ABS_X, Evdev.ABS_Y]],
            absInfo: [Evdev.ABS_X: axis, Evdev.ABS_Y: axis])
    }

    /// Axes with no usable range and a slot range far larger than the decoder allocates: what a corrupt
    /// description gives.
    static func degenerate() -> EvdevDeviceProfile {
        let flat = EvdevAbsInfo(minimum: 5, maximum: 5)
        let abs: [UInt16: EvdevAbsInfo] = [
            Evdev.ABS_X: flat, Evdev.ABS_Y: EvdevAbsInfo(minimum: 100, maximum: -100),
            Evdev.ABS_MT_POSITION_X: flat, Evdev.ABS_MT_POSITION_Y: EvdevAbsInfo(minimum: .min, maximum: .max),
            Evdev.ABS_MT_SLOT: EvdevAbsInfo(minimum: -3, maximum: .max),
            Evdev.ABS_MT_TRACKING_ID: EvdevAbsInfo(minimum: 0, maximum: 65535),
        ]
        return EvdevDeviceProfile(
            name: "fuzz degenerate", codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH], Evdev.EV_ABS: Set(abs.keys)],
            absInfo: abs, properties: [Evdev.INPUT_PROP_DIRECT, Evdev.INPUT_PROP_SEMI_MT])
    }
}
