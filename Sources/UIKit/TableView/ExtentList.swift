/// The lengths of a run of items laid end to end (the heights of a section's rows), with the offset of
/// any item and the item at any offset in O(log n).
///
/// Starts uniform (every item `uniform` long: O(1) memory and work, so a reload of 100,000 fixed-height
/// rows costs nothing per row); the first item given its own length turns it into a Fenwick tree of
/// lengths (one O(n) build), after which a length changes in O(log n) — a self-sizing row measured as it
/// scrolls in moves every row below it without touching them.
struct ExtentList {
    /// How many items.
    private(set) var count: Int
    /// The length of an item nobody has measured.
    private(set) var uniform: CGFloat
    /// Each item's length, once one differs from ``uniform``.
    private var lengths: [CGFloat]?
    /// Fenwick tree over ``lengths`` (1-based: `tree[i]` sums the `i & -i` items ending at `i`).
    private var tree: [CGFloat] = []

    init(count: Int, uniform: CGFloat) {
        self.count = max(count, 0)
        self.uniform = uniform
    }

    /// A list whose items have the given lengths.
    init(lengths: [CGFloat], uniform: CGFloat) {
        self.count = lengths.count
        self.uniform = uniform
        self.lengths = lengths
        buildTree()
    }

    /// Whether every item is ``uniform`` long (no item was given its own length).
    var isUniform: Bool { lengths == nil }

    /// The length of item `index`.
    func length(at index: Int) -> CGFloat { lengths?[index] ?? uniform }

    /// The sum of the lengths of the items before `index` (0...count).
    func offset(of index: Int) -> CGFloat {
        guard lengths != nil else { return CGFloat(index) * uniform }
        var sum: CGFloat = 0
        var i = index
        while i > 0 {
            sum += tree[i]
            i &= i - 1
        }
        return sum
    }

    /// The total length.
    var total: CGFloat { offset(of: count) }

    /// The item that covers `position` (measured from the start of the first), clamped to the items;
    /// `nil` when there are none. An item covers `[offset, offset + length)`.
    func index(containing position: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        guard lengths != nil else {
            guard uniform > 0 else { return 0 }
            return min(max(Int((position / uniform).rounded(.down)), 0), count - 1)
        }
        // Binary lifting: the largest prefix whose sum is ≤ position.
        var index = 0
        var remaining = position
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = index + step
            if next <= count, tree[next] <= remaining {
                index = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(index, count - 1)
    }

    /// Gives item `index` its own length.
    mutating func setLength(_ length: CGFloat, at index: Int) {
        guard index >= 0, index < count else { return }
        if lengths == nil {
            guard length != uniform else { return }
            lengths = Array(repeating: uniform, count: count)
            buildTree()
        }
        let delta = length - (lengths?[index] ?? uniform)
        guard delta != 0 else { return }
        lengths?[index] = length
        var i = index + 1
        while i <= count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// Inserts an item of `length` before `index`.
    mutating func insert(_ length: CGFloat, at index: Int) {
        var all = lengths ?? Array(repeating: uniform, count: count)
        all.insert(length, at: min(max(index, 0), all.count))
        self = ExtentList(lengths: all, uniform: uniform)
    }

    /// Removes item `index`.
    mutating func remove(at index: Int) {
        guard index >= 0, index < count else { return }
        if lengths == nil {
            count -= 1
            return
        }
        var all = lengths ?? []
        all.remove(at: index)
        self = ExtentList(lengths: all, uniform: uniform)
    }

    private mutating func buildTree() {
        guard let lengths else { return }
        tree = Array(repeating: 0, count: lengths.count + 1)
        for (i, length) in lengths.enumerated() { tree[i + 1] = length }
        var i = 1
        while i <= lengths.count {
            let parent = i + (i & -i)
            if parent <= lengths.count { tree[parent] += tree[i] }
            i += 1
        }
    }
}
