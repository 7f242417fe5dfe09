extension Evdev {
    // MARK: Tablet tools (linux/input-event-codes.h)

    /// An eraser (a pen's eraser end) is in proximity.
    public static let BTN_TOOL_RUBBER: UInt16 = 0x141
    /// A brush is in proximity.
    public static let BTN_TOOL_BRUSH: UInt16 = 0x142
    /// A pencil is in proximity.
    public static let BTN_TOOL_PENCIL: UInt16 = 0x143
    /// An airbrush is in proximity.
    public static let BTN_TOOL_AIRBRUSH: UInt16 = 0x144
    /// A tablet mouse (puck) is in proximity.
    public static let BTN_TOOL_MOUSE: UInt16 = 0x146
    /// A lens cursor is in proximity.
    public static let BTN_TOOL_LENS: UInt16 = 0x147
    /// Third pen barrel button.
    public static let BTN_STYLUS3: UInt16 = 0x149
    /// A tool's height above the surface.
    public static let ABS_DISTANCE: UInt16 = 0x19
    /// A tool's tilt along the x axis.
    public static let ABS_TILT_X: UInt16 = 0x1a
    /// A tool's tilt along the y axis.
    public static let ABS_TILT_Y: UInt16 = 0x1b
    /// The vendor's tool id (Wacom).
    public static let ABS_MISC: UInt16 = 0x28
    /// A tool's serial number.
    public static let MSC_SERIAL: UInt16 = 0x00

    /// The tool keys and the tool types libinput gives them.
    public static let tabletToolKeys: [(UInt16, TabletToolType)] = [
        (BTN_TOOL_PEN, .pen), (BTN_TOOL_RUBBER, .eraser), (BTN_TOOL_BRUSH, .brush), (BTN_TOOL_PENCIL, .pencil),
        (BTN_TOOL_AIRBRUSH, .airbrush), (BTN_TOOL_MOUSE, .mouse), (BTN_TOOL_LENS, .lens),
    ]
}
