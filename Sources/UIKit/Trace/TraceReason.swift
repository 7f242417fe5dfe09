/// Why a recognizer changed state, as a ``TraceEntry/gestureState(time:recognizer:from:to:reason:)`` entry
/// keeps it: typed, and rendered only when the entry is read.
///
/// The gesture environment's own reasons (a reset, waiting for other recognizers to fail) are cases of
/// their own; a recognizer's reason (``UIGestureRecognizer/setState(_:reason:)``, a subclass's words with
/// its numbers) is kept as given.
public enum TraceReason: Hashable, Sendable, CustomStringConvertible {
    /// No reason (a continuous recognizer's `changed`).
    case none
    /// A reason in the recognizer's (or the environment's) own words.
    case given(String)
    /// A framework recognizer's reason with its numbers, formatted when read.
    case gesture(GestureReason)
    /// A recognizer that waited tries again because `failed` (a recognizer's trace name) failed, after
    /// matching for `reason`: `moved 12.0 pt > hysteresis 10.0 pt; doubleTap failed`.
    indirect case afterFailure(TraceReason, failed: String)
    /// The recognizer matched (for `matched`, possibly empty) but must wait for `others` to fail first:
    /// `matched (moved 12.0 pt > hysteresis 10.0 pt); waiting for doubleTap, longPress to fail`.
    case waiting(matched: String, for: [String])
    /// The recognizer was reset after a terminal state.
    case reset
    /// The recognizer was removed from its view while it took part in a touch sequence.
    case removedFromView

    /// A reason in words; an empty string is ``none``.
    public init(_ text: String) { self = text.isEmpty ? .none : .given(text) }

    /// Whether the reason prints as nothing (the trace then leaves out the `: reason` part).
    public var isEmpty: Bool {
        switch self {
        case .none: true
        case .given(let text): text.isEmpty
        default: false
        }
    }

    /// The reason as the trace prints it.
    public var description: String {
        switch self {
        case .none: ""
        case .given(let text): text
        case .gesture(let reason): reason.description
        case .afterFailure(let reason, let failed):
            reason.isEmpty ? "\(failed) failed" : "\(reason); \(failed) failed"
        case .waiting(let matched, let others):
            "matched\(matched.isEmpty ? "" : " (\(matched))"); waiting for \(others.joined(separator: ", ")) to fail"
        case .reset: "reset"
        case .removedFromView: "removed from its view"
        }
    }
}
