/// Identity searches and serial-order sorts for the dispatch hot paths, written without closures formed in
/// main-actor code.
///
/// Why: in Swift 6 mode a closure written inside a `@MainActor` function is isolated to the main actor,
/// and when it is passed to a standard-library algorithm (`contains(where:)`, `removeAll(where:)`,
/// `sorted(by:)`) the compiler checks the isolation dynamically (`swift_task_isCurrentExecutor`) on every
/// call of the closure: once per element searched, once per comparison. On a touch frame through eight
/// recognizers those checks were a fifth of all instructions (callgrind, docs/benchmarks.md). These
/// helpers live in nonisolated extensions, so their loops and comparators carry no check.
extension Array where Element: AnyObject {
    /// Whether the array holds `object` itself (`===`).
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }

    /// Removes every element that is one of `objects` (`===`), keeping the order of the rest.
    mutating func removeAllIdentical(toAnyOf objects: [Element]) {
        removeAll { element in objects.containsIdentical(element) }
    }

    /// Removes every occurrence of `object` itself (`===`), keeping the order of the rest.
    mutating func removeAllIdentical(to object: Element) {
        removeAll { $0 === object }
    }
}

extension Sequence where Element == UITouch {
    /// The touches in the order they began (their serial numbers).
    @MainActor func sortedBySerial() -> [UITouch] { sorted { $0.serial < $1.serial } }
}

extension Array where Element == UITouch {
    /// Whether a touch before `end` was hit-tested to `view` itself (`===`).
    @MainActor func hasView(_ view: UIView, before end: Int) -> Bool {
        for index in 0..<end where self[index].view === view { return true }
        return false
    }
}
