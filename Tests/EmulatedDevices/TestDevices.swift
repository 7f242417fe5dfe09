import InputCore

/// The emulated devices of the e2e tests, modelled on libinput's own test devices (test/litest-device-*.c)
/// but written from scratch with round numbers so expected positions are easy to check by hand.
public enum TestDevices {
    /// Protocol-B multitouch touchscreen: 10 slots, 4096×4096 units at 16 units/mm
    /// (libinput reports (max − min) / resolution = 255.9 mm).
    public static let multitouchScreen = EmulatedDeviceSpec(
        name: "Emulated MT Touchscreen", eventNumber: 40, udevProperties: ["ID_INPUT_TOUCHSCREEN=1"],
        keys: [Evdev.BTN_TOUCH],
        absoluteAxes: [
            Evdev.ABS_X: (0, 4095, 16), Evdev.ABS_Y: (0, 4095, 16), Evdev.ABS_MT_SLOT: (0, 9, 0),
            Evdev.ABS_MT_POSITION_X: (0, 4095, 16), Evdev.ABS_MT_POSITION_Y: (0, 4095, 16),
            Evdev.ABS_MT_TRACKING_ID: (0, 65535, 0),
        ],
        properties: [Evdev.INPUT_PROP_DIRECT])

    /// A second protocol-B touchscreen like ``multitouchScreen`` with another name and vendor, for two
    /// panels on two screens.
    public static let secondMultitouchScreen = EmulatedDeviceSpec(
        name: "Emulated Second Touchscreen", eventNumber: 46, udevProperties: ["ID_INPUT_TOUCHSCREEN=1"],
        id: (3, 0x0eef, 0x0001), keys: [Evdev.BTN_TOUCH],
        absoluteAxes: [
            Evdev.ABS_X: (0, 4095, 16), Evdev.ABS_Y: (0, 4095, 16), Evdev.ABS_MT_SLOT: (0, 9, 0),
            Evdev.ABS_MT_POSITION_X: (0, 4095, 16), Evdev.ABS_MT_POSITION_Y: (0, 4095, 16),
            Evdev.ABS_MT_TRACKING_ID: (0, 65535, 0),
        ],
        properties: [Evdev.INPUT_PROP_DIRECT])

    /// Single-touch touchscreen (ABS_X/Y + BTN_TOUCH only): 1024×768 units at 4 units/mm.
    public static let singleTouchScreen = EmulatedDeviceSpec(
        name: "Emulated Single Touch Screen", eventNumber: 41, udevProperties: ["ID_INPUT_TOUCHSCREEN=1"],
        keys: [Evdev.BTN_TOUCH], absoluteAxes: [Evdev.ABS_X: (0, 1023, 4), Evdev.ABS_Y: (0, 767, 4)],
        properties: [Evdev.INPUT_PROP_DIRECT])

    /// Protocol-A touchscreen (ABS_MT_POSITION_* without ABS_MT_SLOT; libinput reads it through mtdev),
    /// 0…32767 with no resolution, like libinput's "Protocol A touch screen" test device.
    public static let protocolAScreen = EmulatedDeviceSpec(
        name: "Emulated Protocol A Screen", eventNumber: 42, udevProperties: ["ID_INPUT_TOUCHSCREEN=1"],
        keys: [Evdev.BTN_TOUCH],
        absoluteAxes: [
            Evdev.ABS_X: (0, 32767, 0), Evdev.ABS_Y: (0, 32767, 0),
            Evdev.ABS_MT_POSITION_X: (0, 32767, 0), Evdev.ABS_MT_POSITION_Y: (0, 32767, 0),
        ],
        properties: [Evdev.INPUT_PROP_DIRECT])

    /// Three-button mouse with a (low-resolution) wheel.
    public static let wheelMouse = EmulatedDeviceSpec(
        name: "Emulated Wheel Mouse", eventNumber: 43, udevProperties: ["ID_INPUT_MOUSE=1"],
        keys: [Evdev.BTN_LEFT, Evdev.BTN_RIGHT, Evdev.BTN_MIDDLE], relativeAxes: [Evdev.REL_X, Evdev.REL_Y, Evdev.REL_WHEEL])

    /// Two-slot clickpad: 1200×800 units at 12 units/mm (100×66.7 mm).
    public static let touchpad = EmulatedDeviceSpec(
        name: "Emulated Touchpad", eventNumber: 44, udevProperties: ["ID_INPUT_TOUCHPAD=1"],
        keys: [Evdev.BTN_LEFT, Evdev.BTN_TOOL_FINGER, Evdev.BTN_TOUCH, Evdev.BTN_TOOL_DOUBLETAP],
        absoluteAxes: [
            Evdev.ABS_X: (0, 1200, 12), Evdev.ABS_Y: (0, 800, 12), Evdev.ABS_MT_SLOT: (0, 1, 0),
            Evdev.ABS_MT_POSITION_X: (0, 1200, 12), Evdev.ABS_MT_POSITION_Y: (0, 800, 12),
            Evdev.ABS_MT_TRACKING_ID: (0, 65535, 0),
        ],
        properties: [Evdev.INPUT_PROP_POINTER, Evdev.INPUT_PROP_BUTTONPAD])

    /// A pen tablet with the axes of a Wacom Intuos4 6x9 pen (Recordings/fixtures/pens/Wacom Intuos4 6x9
    /// Pen.desc: X 0…44704 and Y 0…27940 at 200 units/mm, pressure 0…2047, distance 0…63, tilt −64…63 at
    /// 57 units/rad, the tool id in ABS_MISC, MSC_SERIAL), Wacom's vendor and product ids, tagged as udev
    /// tags a tablet: for the pen latency benchmark (`--emulate pen-tablet --emulate-drag N`).
    public static let penTablet: EmulatedDeviceSpec = {
        var spec = EmulatedDeviceSpec(
            name: "Emulated Pen Tablet", eventNumber: 48, udevProperties: ["ID_INPUT_TABLET=1"], id: (3, 0x056a, 0x00b9),
            keys: [Evdev.BTN_TOOL_PEN, Evdev.BTN_TOOL_RUBBER, Evdev.BTN_TOUCH, Evdev.BTN_STYLUS, Evdev.BTN_STYLUS2],
            absoluteAxes: [
                Evdev.ABS_X: (0, 44704, 200), Evdev.ABS_Y: (0, 27940, 200), Evdev.ABS_PRESSURE: (0, 2047, 0),
                Evdev.ABS_DISTANCE: (0, 63, 0), Evdev.ABS_TILT_X: (-64, 63, 57), Evdev.ABS_TILT_Y: (-64, 63, 57),
                Evdev.ABS_MISC: (0, 0, 0),
            ])
        spec.miscEvents = [Evdev.MSC_SERIAL]
        return spec
    }()

    /// Keyboard with the keys KEY_ESC…KEY_F12 (1…88), enough for libinput's keyboard capability.
    public static let keyboard = EmulatedDeviceSpec(
        name: "Emulated Keyboard", eventNumber: 45, udevProperties: ["ID_INPUT_KEY=1", "ID_INPUT_KEYBOARD=1"],
        keys: Array(1...88))
}

extension TestDevices {
    /// The devices by the names `libinput-probe --emulate` accepts.
    public static let byName: [(name: String, spec: EmulatedDeviceSpec)] = [
        ("multitouch-screen", multitouchScreen), ("single-touch-screen", singleTouchScreen),
        ("protocol-a-screen", protocolAScreen), ("wheel-mouse", wheelMouse), ("touchpad", touchpad),
        ("keyboard", keyboard), ("pen-tablet", penTablet),
    ]
}
