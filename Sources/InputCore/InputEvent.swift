/// A pointer button, by its Linux evdev code (`BTN_LEFT` = 0x110 …).
public struct PointerButton: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The evdev key code.
    public var code: UInt32
    /// Creates a button from its evdev code.
    public init(code: UInt32) { self.code = code }
    /// `BTN_LEFT`, the primary button.
    public static let left = PointerButton(code: 0x110)
    /// `BTN_RIGHT`, the secondary button.
    public static let right = PointerButton(code: 0x111)
    /// `BTN_MIDDLE`.
    public static let middle = PointerButton(code: 0x112)
    public var description: String {
        switch code {
        case 0x110: "left"
        case 0x111: "right"
        case 0x112: "middle"
        default: "button\(code)"
        }
    }
}

/// Pressed or released, for buttons and keys.
public enum ButtonState: String, Hashable, Sendable, Codable {
    /// The button or key went down.
    case pressed
    /// The button or key went up.
    case released
}

/// Where a scroll came from; pan recognizers filter on it (`allowedScrollTypesMask`).
public enum ScrollSource: String, Hashable, Sendable, Codable {
    /// A mouse wheel: discrete detents, with `v120` values.
    case wheel
    /// Fingers on a touchpad: continuous, ends with a zero-delta event.
    case finger
    /// A continuous source such as button scrolling on a trackpoint.
    case continuous
}

/// One scroll update.
public struct ScrollInput: Hashable, Sendable {
    /// Where it came from.
    public var source: ScrollSource
    /// Horizontal scroll distance in points (positive moves content's viewport right, as libinput reports).
    public var deltaX: Double
    /// Vertical scroll distance in points (positive is down, as libinput reports).
    public var deltaY: Double
    /// Horizontal wheel movement in 1/120ths of a detent (wheel only; 0 otherwise).
    public var v120X: Double
    /// Vertical wheel movement in 1/120ths of a detent (wheel only; 0 otherwise).
    public var v120Y: Double
    /// True for the zero-delta event that ends a finger or continuous scroll sequence.
    public var isStop: Bool { source != .wheel && deltaX == 0 && deltaY == 0 }

    /// Creates a scroll update.
    public init(source: ScrollSource, deltaX: Double, deltaY: Double, v120X: Double = 0, v120Y: Double = 0) {
        self.source = source
        self.deltaX = deltaX
        self.deltaY = deltaY
        self.v120X = v120X
        self.v120Y = v120Y
    }
}

/// The kind of touchpad gesture libinput recognised.
public enum TouchpadGestureKind: String, Hashable, Sendable, Codable {
    /// Several fingers moving together.
    case swipe
    /// Two or more fingers spreading, closing or rotating.
    case pinch
    /// Fingers resting on the pad without moving.
    case hold
}

/// The phase of a touchpad gesture.
public enum TouchpadGesturePhase: String, Hashable, Sendable, Codable {
    /// The gesture started.
    case begin
    /// The gesture changed.
    case update
    /// The gesture ended normally.
    case end
    /// The gesture was cancelled (e.g. another finger landed).
    case cancel
}

/// One touchpad gesture update.
public struct TouchpadGesture: Hashable, Sendable {
    /// Swipe, pinch or hold.
    public var kind: TouchpadGestureKind
    /// Begin, update, end or cancel.
    public var phase: TouchpadGesturePhase
    /// How many fingers take part.
    public var fingerCount: Int
    /// Movement of the fingers' centre since the last update, in points.
    public var deltaX: Double
    /// Movement of the fingers' centre since the last update, in points.
    public var deltaY: Double
    /// Pinch only: the absolute scale relative to the start (1.0 at begin).
    public var scale: Double
    /// Pinch only: rotation since the last update, in degrees clockwise (libinput's unit).
    public var angleDeltaDegrees: Double

    /// Creates a gesture update.
    public init(
        kind: TouchpadGestureKind, phase: TouchpadGesturePhase, fingerCount: Int,
        deltaX: Double = 0, deltaY: Double = 0, scale: Double = 1, angleDeltaDegrees: Double = 0
    ) {
        self.kind = kind
        self.phase = phase
        self.fingerCount = fingerCount
        self.deltaX = deltaX
        self.deltaY = deltaY
        self.scale = scale
        self.angleDeltaDegrees = angleDeltaDegrees
    }
}

/// What an input event says.
public enum InputPayload: Hashable, Sendable {
    /// A device appeared. Always precedes the device's other events.
    case deviceAdded(DeviceDescription)
    /// The device disappeared. Its contacts still down are cancelled by the receiver.
    case deviceRemoved
    /// One atomic frame of touch contact changes.
    case touchFrame(TouchFrame)
    /// Relative pointer motion in points (libinput's accelerated deltas).
    case pointerMotion(deltaX: Double, deltaY: Double)
    /// Absolute pointer position, normalised to `0...1` of the device (or screen for screen-sized devices).
    case pointerMotionAbsolute(InputPoint)
    /// A pointer button changed.
    case pointerButton(PointerButton, ButtonState)
    /// Scroll from a wheel, fingers or a continuous source.
    case scroll(ScrollInput)
    /// A key changed, by its evdev code (`KEY_A` = 30 …).
    case key(code: UInt32, state: ButtonState)
    /// A touchpad gesture update.
    case touchpadGesture(TouchpadGesture)
    /// A tablet tool (pen, eraser, tablet mouse) came near, moved, touched, lifted, pressed a button or left.
    case tabletTool(TabletToolEvent)
    /// A tablet pad's button, ring or strip changed.
    case tabletPad(TabletPadEvent)
}

/// One event from any input source: hardware, a recording, or a test.
///
/// Every source produces these and they all enter UIKit through the same entry point
/// (`UIApplication.handle(_:)`), so a test exercises the code that runs on a device.
public struct InputEvent: Hashable, Sendable {
    /// When the device sampled it.
    public var time: InputTime
    /// Which device it came from.
    public var device: DeviceID
    /// What happened.
    public var payload: InputPayload

    /// Creates an event.
    public init(time: InputTime, device: DeviceID, payload: InputPayload) {
        self.time = time
        self.device = device
        self.payload = payload
    }
}

/// A source of input events that the run loop can wait on: the libinput backend, a replay.
public protocol InputEventSource: AnyObject {
    /// A file descriptor that becomes readable when events are waiting, or `nil` if the source is only
    /// drained when asked.
    var pollDescriptor: Int32? { get }
    /// Returns every event available now, in order, without blocking.
    func drainEvents() throws -> [InputEvent]
}

/// A source with timers of its own (input filters holding a lift, a watchdog): a run loop waits no longer
/// than ``nextDeadline`` and then drains it, which releases what is due, the way libinput keeps its timers
/// behind one descriptor. No empty framework timer is needed to wake the loop.
public protocol TimedInputSource: InputEventSource {
    /// When the source next has something to release without new input, if ever.
    var nextDeadline: InputTime? { get }
}
