import UIKitTesting

/// Keeps the last few hundred trace entries, so a soak failure can show what led to it without the
/// soak's memory growing with its length.
@MainActor
final class RecentTrace: TraceObserver {
    private var ring: [TraceEntry?]
    private var next = 0

    init(capacity: Int = 300) { ring = Array(repeating: nil, count: capacity) }

    func record(_ entry: TraceEntry) {
        ring[next] = entry
        next = (next + 1) % ring.count
    }

    /// The kept entries, oldest first, one per line.
    var text: String {
        (ring[next...] + ring[..<next]).compactMap { $0?.text }.joined(separator: "\n")
    }
}
