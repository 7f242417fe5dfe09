/// The row slots a symbol appears in. Most symbols appear in one or two rows, so those two live inline
/// and only longer columns allocate: a layout of 10,000 views has about 100,000 symbols, and one heap
/// array each made the solver's memory (and its growth with the number of views) dominated by them.
struct Column: Sequence {
    private var first: Int32 = -1
    private var second: Int32 = -1
    private var rest: [Int32] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    @inline(__always) subscript(index: Int) -> Int32 {
        get {
            switch index {
            case 0: first
            case 1: second
            default: rest[index - 2]
            }
        }
        set {
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            default: rest[index - 2] = newValue
            }
        }
    }

    @inline(__always) mutating func append(_ slot: Int32) {
        switch count {
        case 0: first = slot
        case 1: second = slot
        default: rest.append(slot)
        }
        count += 1
    }

    /// Removes one occurrence of `slot` (the last element takes its place).
    @inline(__always) mutating func remove(_ slot: Int32) {
        for index in 0..<count where self[index] == slot {
            self[index] = self[count - 1]
            if count > 2 { rest.removeLast() }
            count -= 1
            return
        }
    }

    mutating func removeAll() {
        rest.removeAll(keepingCapacity: true)
        count = 0
    }

    struct Iterator: IteratorProtocol {
        let column: Column
        var index = 0
        mutating func next() -> Int32? {
            guard index < column.count else { return nil }
            defer { index += 1 }
            return column[index]
        }
    }

    func makeIterator() -> Iterator { Iterator(column: self) }
}
