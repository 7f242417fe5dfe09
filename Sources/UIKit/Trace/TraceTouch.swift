import InputCore

/// A touch (or key) as the trace identifies it: its identity, not its printed name, so that a delivery
/// entry costs no string building. ``description`` is the name the trace prints.
public enum TraceTouch: Hashable, Sendable, CustomStringConvertible {
    /// A touch, by its application-wide sequence number: printed `t3`.
    case touch(Int)
    /// A contact that never became a touch (it hit no window): printed `dev1.c0`.
    case contact(DeviceID, ContactID)
    /// A key in a `presses*` delivery, by its key code: printed `key30`.
    case key(UInt32)
    /// A tablet pad button in a `presses*` delivery, by its libinput number (``UIPress/tabletPadButton``):
    /// printed `pad3`.
    case padButton(Int)

    /// The name the trace prints.
    public var description: String {
        switch self {
        case .touch(let serial): "t\(serial)"
        case .contact(let device, let contact): "\(device).\(contact)"
        case .key(let code): "key\(code)"
        case .padButton(let number): "pad\(number)"
        }
    }
}

extension UITouch {
    /// The touch's identity in trace entries (``traceName`` is its printed form).
    var traceIdentity: TraceTouch { .touch(serial) }
}

extension UIPress {
    /// The press's identity in trace entries: its pad button, or its key's code (0 for a press with neither).
    var traceIdentity: TraceTouch {
        if let tabletPadButton { return .padButton(tabletPadButton) }
        return .key(key?.keyCode ?? 0)
    }
}

/// What UIKit reported for one touch when it was delivered: its type, ``UITouch/force``,
/// ``UITouch/altitudeAngle`` and ``UITouch/azimuthAngle(in:)`` in the window's coordinates. The JSON trace
/// prints it beside each touch of a delivery (`"type":"pencil","force":1.75,…`); the text trace does not
/// (its pencil notes say the same for pens).
public struct TraceTouchProperties: Hashable, Sendable {
    /// The touch's ``UITouch/type``.
    public var type: UITouch.TouchType
    /// ``UITouch/force``: 0 for a finger on a device without pressure.
    public var force: CGFloat
    /// ``UITouch/altitudeAngle``: `π/2` for every touch that is not a tilted pencil.
    public var altitudeAngle: CGFloat
    /// ``UITouch/azimuthAngle(in:)`` in the window's coordinates: 0 for every touch that is not a tilted pencil.
    public var azimuthAngle: CGFloat

    /// The properties given.
    public init(type: UITouch.TouchType, force: CGFloat, altitudeAngle: CGFloat, azimuthAngle: CGFloat) {
        self.type = type
        self.force = force
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
    }

    /// `touch`'s properties now. Reading a pencil's angles resolves its tilt (two tangents): this runs only
    /// while the trace is on.
    @MainActor init(_ touch: UITouch) {
        self.init(type: touch.type, force: touch.force, altitudeAngle: touch.altitudeAngle, azimuthAngle: touch.windowAzimuth)
    }
}

/// The touches of one delivery entry, in delivery order, each with its ``TraceTouchProperties`` when it
/// was a touch (not a key). The first is stored inline, so the common one-touch delivery allocates nothing.
///
/// Equality compares the properties too: two deliveries of the same touches with different forces differ.
public struct TraceTouches: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private var head: TraceTouch?
    private var tail: [TraceTouch] = []
    private var headProperties: TraceTouchProperties?
    /// Empty, or one per touch of `tail`.
    private var tailProperties: [TraceTouchProperties] = []

    /// The touches in `list`, in order, without properties.
    public init<S: Sequence>(_ list: S) where S.Element == TraceTouch {
        for touch in list {
            if head == nil { head = touch } else { tail.append(touch) }
        }
    }

    /// The touches listed, without properties.
    public init(arrayLiteral elements: TraceTouch...) { self.init(elements) }

    /// The touches of `list` with their properties, in order.
    public init(_ list: [(TraceTouch, TraceTouchProperties)]) {
        guard let first = list.first else { return }
        head = first.0
        headProperties = first.1
        for (touch, properties) in list.dropFirst() {
            tail.append(touch)
            tailProperties.append(properties)
        }
    }

    /// The identities and properties of `touches`, in order (allocates only for two touches or more).
    @MainActor init(_ touches: [UITouch]) {
        guard let first = touches.first else { return }
        head = first.traceIdentity
        headProperties = TraceTouchProperties(first)
        if touches.count > 1 {
            tail.reserveCapacity(touches.count - 1)
            tailProperties.reserveCapacity(touches.count - 1)
            for touch in touches.dropFirst() {
                tail.append(touch.traceIdentity)
                tailProperties.append(TraceTouchProperties(touch))
            }
        }
    }

    /// The first position, 0.
    public var startIndex: Int { 0 }
    /// One past the last touch: the number of touches.
    public var endIndex: Int { head == nil ? 0 : tail.count + 1 }
    /// The touch at `position`, in delivery order.
    public subscript(position: Int) -> TraceTouch {
        if position == 0, let head { return head }
        // Out of range (including 0 when empty) traps here, as an array's subscript does.
        return tail[position - 1]
    }

    /// The properties of the touch at `position`, or `nil` for a key, or when the entry was built without
    /// them (a hand-made entry).
    public func properties(at position: Int) -> TraceTouchProperties? {
        if position == 0 { return headProperties }
        return tailProperties.indices.contains(position - 1) ? tailProperties[position - 1] : nil
    }

    /// The names, comma-separated, as a delivery entry prints them: `t1,t2`.
    public var text: String { map(\.description).joined(separator: ",") }
}
