/// One tableau cell: `coefficient × symbol`.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ cells` (or, while it is being built, `0 = constant + Σ cells`).
///
/// The cells are sorted by symbol id: a lookup is a binary search and adding one row to another is a
/// merge, linear in both. Most layout rows hold a handful of cells, but a chain of views gives rows with
/// one cell per constraint upstream (the markers of required equalities), where an unsorted row made
/// every substitution quadratic.
struct Row {
    var constant: Double = 0
    var cells: [Cell] = []
    /// The basic symbol, or one of the markers below.
    var basic: Int32 = Row.unused

    /// A free slot.
    static let unused: Int32 = -1
    /// A row under construction or the artificial objective: never a candidate to leave the basis.
    static let auxiliary: Int32 = -2

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always) func search(_ symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let value = cells[middle].symbol
            if value == symbol { return (middle, true) }
            if value < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    @inline(__always) func coefficient(of symbol: Int32) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }
}

/// What a symbol stands for, which decides how the simplex steps may use it.
enum SymbolKind: UInt8 {
    /// A variable of the caller: unrestricted in sign.
    case external
    /// A slack of an inequality (≥ 0).
    case slack
    /// An error of an optional constraint (≥ 0, weighted in the objective).
    case error
    /// The marker of a required equality: must stay 0, never enters the basis.
    case dummy
    /// A freed id, waiting for reuse.
    case free
}

/// Values closer to zero than this are zero: the cell is dropped, the constant counts as satisfied
/// (Kiwi uses the same 1e-8).
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }
