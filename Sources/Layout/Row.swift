/// One tableau cell: `coefficient × symbol`.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ cells` (or, while it is being built, `0 = constant + Σ cells`).
///
/// Layout rows are short (a handful of cells), so the cells are an unsorted array searched linearly:
/// cheaper than a sorted or hashed map at these sizes and free of per-cell allocations.
struct Row {
    var constant: Double = 0
    var cells: [Cell] = []
    /// The basic symbol, or one of the markers below.
    var basic: Int32 = Row.unused

    /// A free slot.
    static let unused: Int32 = -1
    /// A row under construction or the artificial objective: never a candidate to leave the basis.
    static let auxiliary: Int32 = -2

    func index(of symbol: Int32) -> Int? {
        for i in cells.indices where cells[i].symbol == symbol { return i }
        return nil
    }

    func coefficient(of symbol: Int32) -> Double {
        for cell in cells where cell.symbol == symbol { return cell.coefficient }
        return 0
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
