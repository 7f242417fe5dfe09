/// Something odd the decoder met in its input and how it coped, for a person reading a replay's log.
///
/// Real devices and recordings contain kernel quirks and damage; the decoder never stops on them. It
/// keeps going with a documented fallback and records one of these.
public struct DecoderDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem, for filtering without matching message text.
    public enum Kind: String, Hashable, Sendable {
        /// A frame's timestamp was earlier than the previous frame's; it was clamped.
        case timeWentBackwards
        /// The kernel reported `SYN_DROPPED`; events were discarded and contacts cancelled.
        case eventsDropped
        /// A slot number outside the device's slot range; its data was ignored.
        case invalidSlot
        /// More simultaneous contacts than the device (or the seat) can track; the extra were ignored.
        case tooManyContacts
        /// A multitouch event arrived while the current slot was unknown (after `SYN_DROPPED`).
        case unknownSlot
        /// The same tracking id was started twice on a slot (a kernel bug libinput also ignores).
        case repeatedTrackingID
        /// A protocol-A contact without a position, or data after the last `SYN_MT_REPORT`.
        case malformedContact
        /// A key or button value other than 0, 1 or 2.
        case invalidValue
        /// An axis the device did not describe, or whose range is empty.
        case missingAxisInfo
        /// A frame with more events than the decoder buffers; the rest were ignored.
        case oversizedFrame
    }

    /// The time of the frame (or event) the problem was found in.
    public var time: InputTime
    /// The kind of problem.
    public var kind: Kind
    /// What was found and what the decoder did about it.
    public var message: String

    /// Creates a diagnostic.
    public init(time: InputTime, kind: Kind, message: String) {
        self.time = time
        self.kind = kind
        self.message = message
    }

    /// `1.250000: message`.
    public var description: String { "\(time): \(message)" }
}

/// Collects diagnostics up to a limit, so garbage input cannot grow memory without bound.
struct DiagnosticLog: Sendable {
    /// Most diagnostics kept; later ones are only counted.
    static let limit = 1000
    private(set) var entries: [DecoderDiagnostic] = []
    private(set) var suppressedCount = 0

    mutating func report(_ kind: DecoderDiagnostic.Kind, at time: InputTime, _ message: String) {
        guard entries.count < Self.limit else {
            suppressedCount += 1
            return
        }
        entries.append(DecoderDiagnostic(time: time, kind: kind, message: message))
    }

    mutating func take() -> [DecoderDiagnostic] {
        defer { entries.removeAll() }
        return entries
    }
}
