/// Linux evdev constants the decoders and importers use, spelled as the kernel spells them.
///
/// The kernel's spelling (`ABS_MT_SLOT`, not `absMTSlot`) is deliberate: it is what the kernel's
/// multitouch documentation, libinput's sources, `evemu-describe` and `libinput record` print, so code
/// that uses these reads directly against those sources. Values are from `<linux/input-event-codes.h>`.
/// `EvdevNames` has the complete name table (every key, switch, LED…); this namespace lists only the codes
/// the project's code refers to by name.
public enum Evdev {
    // MARK: Event types

    /// Synchronization events: frame boundaries and overflow notices.
    public static let EV_SYN: UInt16 = 0x00
    /// Keys and buttons.
    public static let EV_KEY: UInt16 = 0x01
    /// Relative axes (mouse motion, wheels).
    public static let EV_REL: UInt16 = 0x02
    /// Absolute axes (touch positions, pressure).
    public static let EV_ABS: UInt16 = 0x03
    /// Miscellaneous (scan codes, hardware timestamps).
    public static let EV_MSC: UInt16 = 0x04
    /// Switches (lid, tablet mode).
    public static let EV_SW: UInt16 = 0x05
    /// LEDs.
    public static let EV_LED: UInt16 = 0x11
    /// Sounds.
    public static let EV_SND: UInt16 = 0x12
    /// Autorepeat settings.
    public static let EV_REP: UInt16 = 0x14
    /// Force feedback.
    public static let EV_FF: UInt16 = 0x15
    /// Power button and suspend events.
    public static let EV_PWR: UInt16 = 0x16
    /// Force-feedback status.
    public static let EV_FF_STATUS: UInt16 = 0x17

    // MARK: Highest code of each type (`*_MAX`), for telling a kernel event from a corrupt one

    /// The highest `EV_SYN` code.
    public static let SYN_MAX: UInt16 = 0x0f
    /// The highest `EV_KEY` code.
    public static let KEY_MAX: UInt16 = 0x2ff
    /// The highest `EV_REL` code.
    public static let REL_MAX: UInt16 = 0x0f
    /// The highest `EV_ABS` code.
    public static let ABS_MAX: UInt16 = 0x3f
    /// The highest `EV_MSC` code.
    public static let MSC_MAX: UInt16 = 0x07
    /// The highest `EV_SW` code.
    public static let SW_MAX: UInt16 = 0x11
    /// The highest `EV_LED` code.
    public static let LED_MAX: UInt16 = 0x0f
    /// The highest `EV_SND` code.
    public static let SND_MAX: UInt16 = 0x07
    /// The highest `EV_REP` code.
    public static let REP_MAX: UInt16 = 0x01
    /// The highest `EV_FF` code.
    public static let FF_MAX: UInt16 = 0x7f
    /// The highest `EV_PWR` code (the kernel defines no codes; any is accepted).
    public static let PWR_MAX: UInt16 = 0xffff
    /// The highest `EV_FF_STATUS` code.
    public static let FF_STATUS_MAX: UInt16 = 0x01

    // MARK: EV_SYN codes

    /// Ends a frame: every event since the previous report describes one device sample.
    public static let SYN_REPORT: UInt16 = 0
    /// Unused configuration notice.
    public static let SYN_CONFIG: UInt16 = 1
    /// Protocol A: ends the data of one anonymous contact within a frame.
    public static let SYN_MT_REPORT: UInt16 = 2
    /// The kernel's buffer overflowed: events up to the next `SYN_REPORT` are incomplete.
    public static let SYN_DROPPED: UInt16 = 3

    // MARK: EV_ABS codes

    /// Single-touch (or legacy-emulated) X position.
    public static let ABS_X: UInt16 = 0x00
    /// Single-touch (or legacy-emulated) Y position.
    public static let ABS_Y: UInt16 = 0x01
    /// Single-touch pressure.
    public static let ABS_PRESSURE: UInt16 = 0x18
    /// Protocol B: selects the slot that following `ABS_MT_*` events describe.
    public static let ABS_MT_SLOT: UInt16 = 0x2f
    /// Major axis of the contact ellipse, in surface units.
    public static let ABS_MT_TOUCH_MAJOR: UInt16 = 0x30
    /// Minor axis of the contact ellipse, in surface units.
    public static let ABS_MT_TOUCH_MINOR: UInt16 = 0x31
    /// Major axis of the approaching tool's ellipse.
    public static let ABS_MT_WIDTH_MAJOR: UInt16 = 0x32
    /// Minor axis of the approaching tool's ellipse.
    public static let ABS_MT_WIDTH_MINOR: UInt16 = 0x33
    /// Ellipse orientation.
    public static let ABS_MT_ORIENTATION: UInt16 = 0x34
    /// Contact centre X.
    public static let ABS_MT_POSITION_X: UInt16 = 0x35
    /// Contact centre Y.
    public static let ABS_MT_POSITION_Y: UInt16 = 0x36
    /// Tool kind: `MT_TOOL_FINGER`, `MT_TOOL_PEN`, `MT_TOOL_PALM`.
    public static let ABS_MT_TOOL_TYPE: UInt16 = 0x37
    /// Groups contacts into blobs (rare).
    public static let ABS_MT_BLOB_ID: UInt16 = 0x38
    /// Contact identity: ≥ 0 starts a contact on the slot, -1 ends it.
    public static let ABS_MT_TRACKING_ID: UInt16 = 0x39
    /// Contact pressure.
    public static let ABS_MT_PRESSURE: UInt16 = 0x3a
    /// Hover distance.
    public static let ABS_MT_DISTANCE: UInt16 = 0x3b

    // MARK: ABS_MT_TOOL_TYPE values

    /// A finger.
    public static let MT_TOOL_FINGER: Int32 = 0x00
    /// A pen.
    public static let MT_TOOL_PEN: Int32 = 0x01
    /// A palm: the kernel (or firmware) says this contact is not intended input; libinput cancels it.
    public static let MT_TOOL_PALM: Int32 = 0x02

    // MARK: EV_KEY codes (keys)

    /// The Escape key.
    public static let KEY_ESC: UInt16 = 1
    /// The Q key.
    public static let KEY_Q: UInt16 = 16
    /// The A key.
    public static let KEY_A: UInt16 = 30

    // MARK: EV_KEY codes (buttons)

    /// First code of the button range (`BTN_MISC`); codes below it are keyboard keys.
    public static let BTN_MISC: UInt16 = 0x100
    /// Primary mouse button.
    public static let BTN_LEFT: UInt16 = 0x110
    /// Secondary mouse button.
    public static let BTN_RIGHT: UInt16 = 0x111
    /// Middle mouse button.
    public static let BTN_MIDDLE: UInt16 = 0x112
    /// Side mouse button.
    public static let BTN_SIDE: UInt16 = 0x113
    /// Extra mouse button.
    public static let BTN_EXTRA: UInt16 = 0x114
    /// Forward mouse button.
    public static let BTN_FORWARD: UInt16 = 0x115
    /// Back mouse button.
    public static let BTN_BACK: UInt16 = 0x116
    /// Task mouse button.
    public static let BTN_TASK: UInt16 = 0x117
    /// A pen is in proximity.
    public static let BTN_TOOL_PEN: UInt16 = 0x140
    /// One finger is on the surface (touchpads).
    public static let BTN_TOOL_FINGER: UInt16 = 0x145
    /// Five fingers are on the surface.
    public static let BTN_TOOL_QUINTTAP: UInt16 = 0x148
    /// Something touches the surface.
    public static let BTN_TOUCH: UInt16 = 0x14a
    /// Pen barrel button.
    public static let BTN_STYLUS: UInt16 = 0x14b
    /// Second pen barrel button.
    public static let BTN_STYLUS2: UInt16 = 0x14c
    /// Two fingers are on the surface.
    public static let BTN_TOOL_DOUBLETAP: UInt16 = 0x14d
    /// Three fingers are on the surface.
    public static let BTN_TOOL_TRIPLETAP: UInt16 = 0x14e
    /// Four fingers are on the surface.
    public static let BTN_TOOL_QUADTAP: UInt16 = 0x14f
    /// Last code of the gamepad/wheel button range libinput treats as buttons (`BTN_GEAR_UP`).
    public static let BTN_GEAR_UP: UInt16 = 0x151

    // MARK: EV_REL codes

    /// Horizontal relative motion.
    public static let REL_X: UInt16 = 0x00
    /// Vertical relative motion.
    public static let REL_Y: UInt16 = 0x01
    /// Horizontal wheel in detents; positive is right.
    public static let REL_HWHEEL: UInt16 = 0x06
    /// Vertical wheel in detents; positive is **up** (away from the user).
    public static let REL_WHEEL: UInt16 = 0x08
    /// Vertical wheel in 1/120ths of a detent; positive is up. Sent alongside `REL_WHEEL`.
    public static let REL_WHEEL_HI_RES: UInt16 = 0x0b
    /// Horizontal wheel in 1/120ths of a detent; positive is right. Sent alongside `REL_HWHEEL`.
    public static let REL_HWHEEL_HI_RES: UInt16 = 0x0c

    // MARK: EV_MSC codes

    /// Hardware scan code of the following key event.
    public static let MSC_SCAN: UInt16 = 0x04
    /// The device's own microsecond timestamp.
    public static let MSC_TIMESTAMP: UInt16 = 0x05

    // MARK: Input properties

    /// The device needs an on-screen pointer (touchpads, tablets used relatively).
    public static let INPUT_PROP_POINTER: UInt16 = 0x00
    /// Contacts are on the screen itself (touchscreens, screen tablets).
    public static let INPUT_PROP_DIRECT: UInt16 = 0x01
    /// The whole pad is a button (clickpads).
    public static let INPUT_PROP_BUTTONPAD: UInt16 = 0x02
    /// The device reports a bounding rectangle rather than true contacts.
    public static let INPUT_PROP_SEMI_MT: UInt16 = 0x03
}
