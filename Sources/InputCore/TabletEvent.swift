/// The kind of tool on a graphics tablet or pen display, as libinput names them
/// (`enum libinput_tablet_tool_type`; the kernel's `BTN_TOOL_*` codes).
public enum TabletToolType: String, Hashable, Sendable, Codable, CaseIterable {
    /// A pen's writing tip (`BTN_TOOL_PEN`).
    case pen
    /// A pen's eraser end or a separate eraser (`BTN_TOOL_RUBBER`).
    case eraser
    /// A brush (`BTN_TOOL_BRUSH`).
    case brush
    /// A pencil (`BTN_TOOL_PENCIL`).
    case pencil
    /// An airbrush, with a finger wheel reported as the slider (`BTN_TOOL_AIRBRUSH`).
    case airbrush
    /// A tablet mouse (puck) (`BTN_TOOL_MOUSE`).
    case mouse
    /// A lens cursor (`BTN_TOOL_LENS`).
    case lens
    /// A rotary totem on the surface.
    case totem
}

/// One physical tool, as libinput identifies it: its type, the serial number a tool with a chip reports
/// (`0` when it has none), and the vendor's tool id (`0` when unknown).
///
/// A tool is the same tool for as long as all three match; a serial that changes while the tool is down
/// means another tool (the receiver ends what the first one began).
public struct TabletTool: Hashable, Sendable, CustomStringConvertible {
    /// What kind of tool it is.
    public var type: TabletToolType
    /// The tool's unique serial number (`MSC_SERIAL`), or 0 when the tool reports none.
    public var serial: UInt64
    /// The vendor's tool id (`ABS_MISC`), or 0 when unknown.
    public var toolID: UInt64

    /// Creates a tool.
    public init(type: TabletToolType, serial: UInt64 = 0, toolID: UInt64 = 0) {
        self.type = type
        self.serial = serial
        self.toolID = toolID
    }

    /// `pen`, or `pen#1234` with a serial.
    public var description: String { serial == 0 ? type.rawValue : "\(type.rawValue)#\(serial)" }
}

/// What a tablet tool event says happened, as libinput's four tablet tool event types do.
public enum TabletToolPhase: Hashable, Sendable {
    /// The tool came into the tablet's detection range (`LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY`, in).
    case proximityIn
    /// The tool moved or changed an axis while in proximity (`LIBINPUT_EVENT_TABLET_TOOL_AXIS`).
    case axis
    /// The tip touched the surface (`LIBINPUT_EVENT_TABLET_TOOL_TIP`, down).
    case tipDown
    /// The tip left the surface (`LIBINPUT_EVENT_TABLET_TOOL_TIP`, up).
    case tipUp
    /// A button on the tool changed (`LIBINPUT_EVENT_TABLET_TOOL_BUTTON`), by its evdev code
    /// (`BTN_STYLUS` = 0x14b, `BTN_STYLUS2` = 0x14c, `BTN_STYLUS3` = 0x149).
    case button(code: UInt32, state: ButtonState)
    /// The tool left the detection range (`LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY`, out).
    case proximityOut

    /// The phase's name in recordings and traces: `proximityIn`, `axis`, `tipDown`, `tipUp`, `button`,
    /// `proximityOut`.
    public var name: String {
        switch self {
        case .proximityIn: "proximityIn"
        case .axis: "axis"
        case .tipDown: "tipDown"
        case .tipUp: "tipUp"
        case .button: "button"
        case .proximityOut: "proximityOut"
        }
    }
}

/// A tool's axes at one event. Every axis but the position is optional: a device reports only what it
/// has (a cheap tablet has no tilt, some have no pressure), and libinput reports what the device has.
///
/// The units are libinput's, normalised where libinput normalises: pressure and distance `0...1`, tilt
/// in degrees from the surface's normal, rotation in degrees clockwise from the tool's logical neutral
/// position, the slider `-1...1`. Values outside those ranges are passed on as read; the receiver clamps
/// them and says so (a recording or driver bug must not be hidden, and must not break anything).
public struct TabletAxes: Hashable, Sendable {
    /// The tool's position, in the event's coordinate space (normalised `0...1` of the tablet area, or
    /// screen points).
    public var position: InputPoint
    /// The tip's pressure, `0...1`; `nil` when the device has no pressure axis.
    public var pressure: Double?
    /// The tool's distance above the surface, `0...1` of the detectable range (0 touches); `nil` when the
    /// device has no distance axis.
    public var distance: Double?
    /// Tilt along the x axis in degrees, positive towards the right edge (libinput's tilt x); `nil`
    /// without tilt.
    public var tiltX: Double?
    /// Tilt along the y axis in degrees, positive towards the bottom edge (libinput's tilt y); `nil`
    /// without tilt.
    public var tiltY: Double?
    /// The tool's rotation about its own axis in degrees `0..<360`, clockwise; `nil` when not reported.
    public var rotation: Double?
    /// The slider (an airbrush's finger wheel), `-1...1`; `nil` when not reported.
    public var slider: Double?
    /// How far a tool's wheel (a tablet mouse's) turned in this event, in degrees; `nil` when not reported.
    public var wheelDelta: Double?

    /// Creates a set of axes.
    public init(
        position: InputPoint, pressure: Double? = nil, distance: Double? = nil, tiltX: Double? = nil,
        tiltY: Double? = nil, rotation: Double? = nil, slider: Double? = nil, wheelDelta: Double? = nil
    ) {
        self.position = position
        self.pressure = pressure
        self.distance = distance
        self.tiltX = tiltX
        self.tiltY = tiltY
        self.rotation = rotation
        self.slider = slider
        self.wheelDelta = wheelDelta
    }
}

/// One event of a tablet tool: a pen, an eraser, a tablet mouse.
///
/// Every event carries the tool and its current axes (libinput gives the axes with proximity, tip and
/// button events too), so a receiver never has to remember an axis from a previous event to act on one.
public struct TabletToolEvent: Hashable, Sendable {
    /// Which tool.
    public var tool: TabletTool
    /// What happened.
    public var phase: TabletToolPhase
    /// The space `axes.position` is in.
    public var space: TouchCoordinateSpace
    /// The tool's axes at this event.
    public var axes: TabletAxes

    /// Creates an event.
    public init(tool: TabletTool, phase: TabletToolPhase, space: TouchCoordinateSpace = .normalized, axes: TabletAxes) {
        self.tool = tool
        self.phase = phase
        self.space = space
        self.axes = axes
    }
}

/// Where a pad's ring or strip value came from (`enum libinput_tablet_pad_ring_axis_source`).
public enum TabletPadAxisSource: String, Hashable, Sendable, Codable {
    /// A finger on the ring or strip.
    case finger
    /// Anything else (the device does not say).
    case unknown
}

/// What a tablet pad reported: the buttons, touch rings and touch strips beside the drawing area
/// (`LIBINPUT_EVENT_TABLET_PAD_BUTTON`, `_RING`, `_STRIP`).
public enum TabletPadInput: Hashable, Sendable {
    /// A pad button, numbered from 0 as libinput numbers them (not an evdev code).
    case button(number: UInt32, state: ButtonState)
    /// A touch ring: the finger's position in degrees clockwise from the ring's top, `0..<360`, or `nil`
    /// when the finger left the ring (libinput reports -1).
    case ring(number: UInt32, degrees: Double?, source: TabletPadAxisSource)
    /// A touch strip: the finger's position `0...1` from the strip's top or left, or `nil` when the
    /// finger left the strip (libinput reports -1).
    case strip(number: UInt32, position: Double?, source: TabletPadAxisSource)
}

/// One pad event, with the pad's mode (pads have mode groups whose LED shows the current mode; a
/// button or ring may mean different things in each).
public struct TabletPadEvent: Hashable, Sendable {
    /// What changed.
    public var input: TabletPadInput
    /// The current mode of the input's mode group (0 for pads without modes).
    public var mode: UInt32

    /// Creates a pad event.
    public init(_ input: TabletPadInput, mode: UInt32 = 0) {
        self.input = input
        self.mode = mode
    }
}
