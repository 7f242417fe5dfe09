/// The views a list keeps for reuse, by reuse identifier: how a table view (and later a collection view)
/// keeps "cells alive ≈ rows visible + 1" whatever the number of rows.
///
/// A registration says how to make a view for an identifier; ``dequeue(_:)`` hands back a view that left
/// the screen (its `prepareForReuse` is the owner's business) or makes a new one. Views are queued in
/// ``enqueue(_:as:)`` when their row scrolls out. Not tied to rows, sections or cells, so any list view can
/// keep its cells, headers and footers in one.
@MainActor
struct ReusableViewPool<View: AnyObject> {
    private var makers: [String: () -> View] = [:]
    private var queues: [String: [View]] = [:]
    /// How many views the pool made since it was created: the measure of real reuse.
    private(set) var createdCount = 0

    /// Registers how to make a view for `identifier` (replacing an earlier registration), or removes the
    /// registration when `make` is `nil`. Views already queued under it are dropped, as on iOS.
    mutating func register(_ identifier: String, make: (() -> View)?) {
        makers[identifier] = make
        queues[identifier] = nil
    }

    /// Whether `identifier` has a registration.
    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// The registered identifiers, sorted (for diagnostics).
    var registeredIdentifiers: [String] { makers.keys.sorted() }

    /// A queued view for `identifier` (`reused` true), else a new one from its registration; `nil` when
    /// unregistered and nothing is queued.
    mutating func dequeue(_ identifier: String) -> (view: View, reused: Bool)? {
        if let view = queues[identifier]?.popLast() { return (view, true) }
        guard let make = makers[identifier] else { return nil }
        createdCount += 1
        return (make(), false)
    }

    /// Keeps `view` for a later ``dequeue(_:)`` under `identifier`.
    mutating func enqueue(_ view: View, as identifier: String) {
        queues[identifier, default: []].append(view)
    }

    /// How many views wait under `identifier`.
    func queuedCount(_ identifier: String) -> Int { queues[identifier]?.count ?? 0 }

    /// Every queued view, for owners that drop them (a reload that changes registrations).
    var allQueued: [View] { queues.values.flatMap { $0 } }
}
