/// The objective to minimize: `Σ priority-weighted errors`, kept as one component per optional priority
/// in use (most significant first), compared lexicographically.
///
/// Only symbols with a non-zero coefficient are members; each member owns `levelCount` consecutive
/// doubles in `vectors`. A layout with only required constraints has no members at all, so its
/// optimizations cost nothing.
struct Objective: Sendable {
    /// The priorities of the components, descending.
    var priorities: [Priority] = []
    var members: [Int32] = []
    var vectors: [Double] = []
    /// The member index of each symbol, or -1; indexed by symbol id.
    var position: [Int32] = []
    /// The members changed since the optimization last saw them. Every other member is known to be
    /// non-negative (the optimum holds for it), so choosing the entering symbol scans only these rather
    /// than the whole objective, which grows with the layout: a scan of every member after every added
    /// constraint made a row of labels with hugging priorities quadratic.
    var touched: [Int32] = []
    var isTouched: [Bool] = []

    var levelCount: Int { priorities.count }

    /// The component of `priority`, made if missing (components are never removed: few priorities are
    /// ever used, and keeping them keeps every member's vector stable).
    mutating func level(for priority: Priority) -> Int {
        if let found = priorities.firstIndex(of: priority) { return found }
        let level = priorities.firstIndex(where: { $0 < priority }) ?? priorities.count
        let oldCount = levelCount
        priorities.insert(priority, at: level)
        var widened: [Double] = []
        widened.reserveCapacity(members.count * levelCount)
        for member in members.indices {
            let start = member * oldCount
            widened.append(contentsOf: vectors[start..<start + level])
            widened.append(0)
            widened.append(contentsOf: vectors[start + level..<start + oldCount])
        }
        vectors = widened
        return level
    }

    func existingLevel(for priority: Priority) -> Int? { priorities.firstIndex(of: priority) }

    mutating func growSymbols(to count: Int) {
        while position.count < count {
            position.append(-1)
            isTouched.append(false)
        }
    }

    @inline(__always) func isMember(_ symbol: Int32) -> Bool { position[Int(symbol)] >= 0 }

    /// Adds `amount` to one component of `symbol`'s coefficient.
    mutating func add(_ symbol: Int32, level: Int, _ amount: Double) {
        let member = ensureMember(symbol)
        vectors[member * levelCount + level] += amount
        touch(symbol)
        dropIfZero(symbol, member)
    }

    /// Adds `scale × vector` to `symbol`'s coefficient.
    mutating func add(_ symbol: Int32, _ vector: [Double], scale: Double) {
        let member = ensureMember(symbol)
        let start = member * levelCount
        for level in 0..<levelCount { vectors[start + level] += vector[level] * scale }
        touch(symbol)
        dropIfZero(symbol, member)
    }

    /// Copies `symbol`'s coefficient into `vector` (zeros if not a member).
    func coefficient(of symbol: Int32, into vector: inout [Double]) {
        vector.removeAll(keepingCapacity: true)
        let member = Int(position[Int(symbol)])
        if member < 0 {
            for _ in 0..<levelCount { vector.append(0) }
        } else {
            let start = member * levelCount
            vector.append(contentsOf: vectors[start..<start + levelCount])
        }
    }

    /// Removes `symbol` (its coefficient becomes zero).
    mutating func remove(_ symbol: Int32) {
        let member = Int(position[Int(symbol)])
        if member >= 0 { removeMember(symbol, member) }
    }

    @inline(__always) private mutating func touch(_ symbol: Int32) {
        if !isTouched[Int(symbol)] {
            isTouched[Int(symbol)] = true
            touched.append(symbol)
        }
    }

    /// Whether the coefficient of the member is lexicographically negative.
    func isNegative(member: Int) -> Bool {
        let start = member * levelCount
        for level in 0..<levelCount {
            let value = vectors[start + level]
            if value < -epsilon { return true }
            if value > epsilon { return false }
        }
        return false
    }

    /// Compares `coefficient(a) / divisorA` with `coefficient(b) / divisorB` lexicographically.
    func ratio(_ a: Int32, _ divisorA: Double, isLessThan b: Int32, _ divisorB: Double) -> Bool {
        let memberA = Int(position[Int(a)]), memberB = Int(position[Int(b)])
        for level in 0..<levelCount {
            let valueA = memberA < 0 ? 0 : vectors[memberA * levelCount + level] / divisorA
            let valueB = memberB < 0 ? 0 : vectors[memberB * levelCount + level] / divisorB
            if valueA < valueB - epsilon { return true }
            if valueA > valueB + epsilon { return false }
        }
        return false
    }

    private mutating func ensureMember(_ symbol: Int32) -> Int {
        let existing = Int(position[Int(symbol)])
        if existing >= 0 { return existing }
        members.append(symbol)
        for _ in 0..<levelCount { vectors.append(0) }
        position[Int(symbol)] = Int32(members.count - 1)
        return members.count - 1
    }

    private mutating func dropIfZero(_ symbol: Int32, _ member: Int) {
        let start = member * levelCount
        for level in 0..<levelCount where !nearZero(vectors[start + level]) { return }
        removeMember(symbol, member)
    }

    private mutating func removeMember(_ symbol: Int32, _ member: Int) {
        let last = members.count - 1
        let count = levelCount
        if member != last {
            let moved = members[last]
            members[member] = moved
            position[Int(moved)] = Int32(member)
            for level in 0..<count { vectors[member * count + level] = vectors[last * count + level] }
        }
        members.removeLast()
        vectors.removeLast(count)
        position[Int(symbol)] = -1
    }
}
