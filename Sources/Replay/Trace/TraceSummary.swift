import UIKit

/// The decisions-only view of a trace (`uikit replay --summary`) and the closing count of actions.
public enum TraceSummary {
    /// Whether `entry` is a decision worth showing in a summary: state changes (but not the stream of
    /// changed → changed), actions other than `changed` (and a control's drag events), notes and diagnostics.
    public static func isDecision(_ entry: TraceEntry) -> Bool {
        switch entry {
        case .action(_, _, let state): state != .changed
        // A control's drag events come with every move, like a recognizer's `changed`.
        case .controlAction(_, _, let event): event != "touchDragInside" && event != "touchDragOutside"
        case .gestureState(_, _, let from, let to, _): !(from == .changed && to == .changed)
        case .gestureRemoved: true
        case .diagnostic, .inputFilter: true
        // Notes explain decisions of controls and scroll views ("touchesShouldCancel(in: buy) returned
        // false") and presentations.
        case .note: true
        default: false
        }
    }
}

/// Counts every recognizer's actions by state, and every control's events and scroll view's callbacks, in the order
/// they first happened:
/// `# summary: singleTap ended ×1, pan began ×1, pan changed ×78, pan ended ×1`.
@MainActor
public final class ActionTally: TraceObserver {
    private var counts: [String: Int] = [:]
    private var order: [String] = []

    /// Creates an empty tally.
    public init() {}

    /// Counts `entry` if it is an action.
    public func record(_ entry: TraceEntry) {
        let key: String
        switch entry {
        case .action(_, let recognizer, let state): key = "\(recognizer) \(state)"
        case .controlAction(_, let sender, let event): key = "\(sender) \(event)"
        default: return
        }
        if counts[key] == nil { order.append(key) }
        counts[key, default: 0] += 1
    }

    /// How many times `recognizer` acted in `state`.
    public func count(_ recognizer: String, _ state: String) -> Int { counts["\(recognizer) \(state)"] ?? 0 }

    /// The closing line, with its newline.
    public var summaryLine: String {
        guard !order.isEmpty else { return "# summary: no recognizer acted\n" }
        return "# summary: " + order.map { "\($0) ×\(counts[$0] ?? 0)" }.joined(separator: ", ") + "\n"
    }
}

/// Writes each trace entry as it happens (text or JSON Lines), so a long replay prints in constant memory.
@MainActor
public final class TraceWriter: TraceObserver {
    /// The output form.
    public enum Format: String, CaseIterable, Sendable {
        /// One line per entry: `[0.120000] gesture pan possible → began: …`.
        case text
        /// One JSON object per entry (``TraceJSON``).
        case json
    }

    private let format: Format
    private let decisionsOnly: Bool
    private let write: (String) -> Void

    /// Writes entries in `format` through `write` (one call per line, newline included); with
    /// `decisionsOnly`, only ``TraceSummary/isDecision(_:)`` entries.
    public init(format: Format, decisionsOnly: Bool = false, write: @escaping (String) -> Void) {
        self.format = format
        self.decisionsOnly = decisionsOnly
        self.write = write
    }

    /// Writes `entry` if it passes the filter.
    public func record(_ entry: TraceEntry) {
        guard !decisionsOnly || TraceSummary.isDecision(entry) else { return }
        switch format {
        case .text: write(entry.text + "\n")
        case .json: write(TraceJSON.line(entry) + "\n")
        }
    }
}
