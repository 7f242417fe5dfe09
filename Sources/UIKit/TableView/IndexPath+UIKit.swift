extension IndexPath {
    /// An index path of a table view row: `[section, row]`, as UIKit's extension builds it.
    public init(row: Int, section: Int) { self.init(pair: section, row) }
    /// An index path of a collection view item: `[section, item]`.
    public init(item: Int, section: Int) { self.init(pair: section, item) }

    /// `[first, second]` without a heap allocation: `IndexPath(indexes: [a, b])` allocates its array
    /// argument (once per index path: the two allocations of every table scroll frame, which asks for its
    /// first row and the row after its last; docs/benchmarks.md, "Session 33"), while one index and an
    /// appended one are kept inline.
    private init(pair first: Int, _ second: Int) {
        self.init(index: first)
        append(second)
    }

    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(pair: newValue, 0) } }
    }
    /// The row in its section: the second index (0 for a path shorter than two).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(pair: section, newValue) } }
    }
    /// The item in its section (a collection view's name for ``row``).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
