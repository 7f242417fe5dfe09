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

    /// The name the trace prints.
    public var description: String {
        switch self {
        case .touch(let serial): "t\(serial)"
        case .contact(let device, let contact): "\(device).\(contact)"
        case .key(let code): "key\(code)"
        }
    }
}

extension UITouch {
    /// The touch's identity in trace entries (``traceName`` is its printed form).
    var traceIdentity: TraceTouch { .touch(serial) }
}

/// The touches of one delivery entry, in delivery order. The first is stored inline, so the common
/// one-touch delivery allocates nothing.
public struct TraceTouches: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private var head: TraceTouch?
    private var tail: [TraceTouch] = []

    /// The touches in `list`, in order.
    public init<S: Sequence>(_ list: S) where S.Element == TraceTouch {
        for touch in list {
            if head == nil { head = touch } else { tail.append(touch) }
        }
    }

    /// The touches listed.
    public init(arrayLiteral elements: TraceTouch...) { self.init(elements) }

    /// The identities of `touches`, in order (one allocation only for two touches or more).
    @MainActor init(_ touches: [UITouch]) {
        guard let first = touches.first else { return }
        head = first.traceIdentity
        if touches.count > 1 {
            tail.reserveCapacity(touches.count - 1)
            for touch in touches.dropFirst() { tail.append(touch.traceIdentity) }
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

    /// The names, comma-separated, as a delivery entry prints them: `t1,t2`.
    public var text: String { map(\.description).joined(separator: ",") }
}
