/// One kernel input event (`struct input_event`), as read from a device node or a recording.
///
/// Values are kept exactly as the kernel reports them; turning them into contacts, motion and keys is
/// `EvdevDecoder`'s job.
public struct EvdevRawEvent: Hashable, Sendable, CustomStringConvertible {
    /// When the kernel stamped the event, in microseconds (the recording's clock, rebased or not).
    public var time: InputTime
    /// The event type (`EV_ABS` …).
    public var type: UInt16
    /// The event code within its type (`ABS_MT_SLOT` …).
    public var code: UInt16
    /// The value; its meaning depends on type and code.
    public var value: Int32

    /// Creates an event.
    public init(time: InputTime, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// Creates an event stamped with a microsecond count.
    public init(microseconds: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.init(time: InputTime(microseconds: microseconds), type: type, code: code, value: value)
    }

    /// Whether this is the `SYN_REPORT` that ends a frame.
    public var isReport: Bool { type == Evdev.EV_SYN && code == Evdev.SYN_REPORT }

    /// Renders like `libinput record`'s comments: `0.012000 EV_ABS / ABS_MT_SLOT 1`.
    public var description: String { "\(time) \(EvdevNames.describe(type: type, code: code)) \(value)" }
}
