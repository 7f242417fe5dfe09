// Required equalities kept out of the simplex tableau as definitions of a fresh variable.
//
// In Cassowary's solved form every row that absorbed a required equality carries that equality's dummy
// marker, so in a chain (`left[i] = left[i-1] + width[i-1] + 8`) the i-th view's row carries i markers and
// the tableau is quadratic in the chain's length. A required equality that mentions a *fresh* variable
// (one no row, no other definition and no edit constraint refers to) is instead kept as a definition of
// that variable, `x := (−Σ a·y − c − marker) / a_x`, in terms of the variables as written (which may
// themselves be defined). The definitions form a DAG whose edges only point to older definitions (a
// fresh variable has no dependents when it is defined, and a variable with dependents never becomes
// defined), so a chain is one definition per link, each of constant size.
//
// The simplex sees only the other constraints; when one of them mentions a defined variable, its row
// gets the definition's expansion — marker included, so `setConstant(_:of:)` on a definition is the same
// marker shift as on any required equality, and removal can pivot on the marker. Values and ambiguity of
// defined variables are evaluated from the definitions, memoized per solver state.
import Synchronization

/// What the solver remembers about a definition; lives in the constraint's ``ConstraintRecord``.
struct Definition: Sendable {
    /// The defined (fresh at the time) variable, or -1 for a constraint that went into the tableau.
    var variable: Int32 = -1
    /// The defined variable's total coefficient in the constraint's expression (not near zero).
    var coefficient: Double = 1
    /// Creation order: a definition refers only to variables defined by lower sequence numbers.
    var sequence: Int = 0
    /// `variable = constant + Σ cells` without the marker (zero): what a value is computed from.
    var cells: [Cell] = []
    var constant: Double = 0
}

/// The memoized values and ambiguity of defined variables for one solver state. A solver replaces (or,
/// when it is the only owner, resets) its memo on every change, so a memo always describes one state;
/// copies of a solver share it only while they are in the same state. The lock makes concurrent reads of
/// one solver (a value type that is `Sendable`) safe.
final class DerivedMemo: Sendable {
    struct State {
        var stamp: UInt32 = 1
        /// Every defined variable's value (indexed by symbol id), valid when `valuesStamp == stamp`.
        var values: [Double] = []
        var valuesStamp: UInt32 = 0
        /// Per symbol: the stamp when `free[symbol]` was computed.
        var freeStamp: [UInt32] = []
        /// The parameters an ambiguity check counts (external parameters and slacks that can grow for
        /// free) in the variable's expansion, with their coefficients.
        var free: [[Cell]] = []
    }

    let state = Mutex(State())

    /// Forgets everything (only when no copy of the solver shares the memo).
    func reset() {
        state.withLock { state in
            state.stamp &+= 1
            if state.stamp == 0 {
                state = State()
            }
        }
    }
}

extension Solver {
    // MARK: Choosing and keeping definitions

    /// A variable no row, definition or edit constraint refers to and that is not defined itself.
    @inline(__always) func isFresh(_ symbol: Int32) -> Bool {
        let index = Int(symbol)
        return kinds[index] == .external && rowOf[index] < 0 && columns[index].isEmpty
            && definitionOf[index] < 0 && dependents[index] == 0 && edits[index] == nil
    }

    /// The variable a required equality can define: the fresh variable with the lowest id whose total
    /// coefficient is not zero (the lowest id, as the tableau's subject choice breaks ties).
    func definableVariable(_ terms: [Term]) -> (Int32, Double)? {
        guard keepsDefinitions else { return nil }
        var best: (Int32, Double)?
        for term in terms where !nearZero(term.coefficient) && isFresh(term.variable.id) {
            let symbol = term.variable.id
            if let best, best.0 <= symbol { continue }
            var total = 0.0
            for other in terms where other.variable.id == symbol { total += other.coefficient }
            if !nearZero(total) { best = (symbol, total) }
        }
        return best
    }

    /// Keeps a required equality as the definition of `variable` (fresh), without touching the tableau.
    mutating func define(_ record: inout ConstraintRecord, at index: Int, variable: Int32, coefficient: Double) {
        record.marker = newSymbol(.dummy)
        record.markerCoefficient = 1
        definitionSequence += 1
        record.definition = Definition(variable: variable, coefficient: coefficient, sequence: definitionSequence)
        record.definition.constant = -record.constant / coefficient
        for term in record.terms where term.variable.id != variable {
            record.definition.cells.append(Cell(symbol: term.variable.id, coefficient: -term.coefficient / coefficient))
        }
        definitionOf[Int(variable)] = Int32(index)
        liveDefinitions += 1
        // Entries of removed definitions are dropped once they are half the list.
        if definitionOrder.count >= 64 && definitionOrder.count > 2 * liveDefinitions {
            definitionOrder.removeAll { entry in
                let record = Int(definitionOf[Int(entry.symbol)])
                return record < 0 || constraints[record].definition.sequence != entry.sequence
            }
        }
        definitionOrder.append(DefinitionEntry(sequence: definitionSequence, symbol: variable))
        for term in record.terms where term.variable.id != variable { dependents[Int(term.variable.id)] += 1 }
    }

    /// Takes a definition out. If no tableau row depends on it (its marker's column is empty), the variable
    /// simply becomes free; otherwise the definition is first turned into an ordinary tableau row with the
    /// variable basic, and the caller removes it as any required equality (by pivoting on the marker).
    /// Returns whether that is needed.
    mutating func undefine(_ record: ConstraintRecord) -> Bool {
        let variable = record.definition.variable
        definitionOf[Int(variable)] = -1
        liveDefinitions -= 1
        for term in record.terms where term.variable.id != variable { dependents[Int(term.variable.id)] -= 1 }
        guard !columns[Int(record.marker)].isEmpty else {
            releaseSymbol(record.marker)
            return false
        }
        // `Σ a·y + c + marker = 0` with every other variable expanded; `variable` is a plain (fresh to the
        // tableau) variable now, so it can be basic without substituting anything.
        let slot = allocateRow(constant: 0)
        beginExpansion()
        expansionConstant = record.constant
        for term in record.terms { accumulate(term.variable.id, term.coefficient) }
        accumulate(record.marker, 1)
        finishExpansion(into: slot)
        solve(slot, for: variable)
        installRow(slot, basic: variable)
        return true
    }

    // MARK: Building rows through definitions

    /// Starts a row expansion in the scratch accumulator.
    mutating func beginExpansion() {
        expansionConstant = 0
        expansionTouched.removeAll(keepingCapacity: true)
        expansionHeap.removeAll(keepingCapacity: true)
        while expansionCoefficient.count < kinds.count {
            expansionCoefficient.append(0)
            expansionQueued.append(false)
        }
    }

    /// Adds `coefficient × symbol` to the expansion: a basic symbol adds its row, a defined variable is
    /// queued to be expanded once with its accumulated coefficient.
    mutating func accumulate(_ symbol: Int32, _ coefficient: Double) {
        let index = Int(symbol)
        if definitionOf[index] >= 0 {
            if !expansionQueued[index] {
                expansionQueued[index] = true
                let sequence = constraints[Int(definitionOf[index])].definition.sequence
                pushExpansion(sequence, symbol)
            }
            expansionCoefficient[index] += coefficient
            return
        }
        let basicSlot = rowOf[index]
        if basicSlot >= 0 {
            expansionConstant += rows[Int(basicSlot)].constant * coefficient
            for cell in rows[Int(basicSlot)].cells { add(cell.symbol, cell.coefficient * coefficient) }
        } else {
            add(symbol, coefficient)
        }
    }

    @inline(__always) private mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let index = Int(symbol)
        if expansionCoefficient[index] == 0 { expansionTouched.append(symbol) }
        expansionCoefficient[index] += coefficient
        // A sum that returns to exactly zero is re-listed next time; finishing skips duplicates.
    }

    /// Expands the queued definitions, newest first (a definition refers only to older ones, so each is
    /// expanded once, with every coefficient it receives), and writes the row into `slot`.
    mutating func finishExpansion(into slot: Int) {
        while let symbol = popExpansion() {
            let index = Int(symbol)
            let scale = expansionCoefficient[index]
            expansionCoefficient[index] = 0
            expansionQueued[index] = false
            guard scale != 0 else { continue }
            let record = constraints[Int(definitionOf[index])]
            // variable = −(Σ other terms + constant + marker) / coefficient
            let factor = -scale / record.definition.coefficient
            expansionConstant += record.constant * factor
            add(record.marker, factor)
            for term in record.terms where term.variable.id != symbol {
                accumulate(term.variable.id, term.coefficient * factor)
            }
        }
        expansionTouched.sort()
        var cells: [Cell] = []
        cells.reserveCapacity(expansionTouched.count)
        var previous: Int32 = -1
        for symbol in expansionTouched where symbol != previous {
            previous = symbol
            let coefficient = expansionCoefficient[Int(symbol)]
            expansionCoefficient[Int(symbol)] = 0
            if !nearZero(coefficient) {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
                columns[Int(symbol)].append(Int32(slot))
            }
        }
        rows[slot].constant += expansionConstant
        rows[slot].cells = cells
    }

    // A binary max-heap of (sequence, symbol) for the defined variables waiting to be expanded.
    private mutating func pushExpansion(_ sequence: Int, _ symbol: Int32) {
        expansionHeap.append(DefinitionEntry(sequence: sequence, symbol: symbol))
        var child = expansionHeap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard expansionHeap[parent].sequence < expansionHeap[child].sequence else { break }
            expansionHeap.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func popExpansion() -> Int32? {
        guard let top = expansionHeap.first else { return nil }
        let last = expansionHeap.removeLast()
        if !expansionHeap.isEmpty {
            expansionHeap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var largest = parent
                if left < expansionHeap.count, expansionHeap[left].sequence > expansionHeap[largest].sequence {
                    largest = left
                }
                if right < expansionHeap.count, expansionHeap[right].sequence > expansionHeap[largest].sequence {
                    largest = right
                }
                if largest == parent { break }
                expansionHeap.swapAt(parent, largest)
                parent = largest
            }
        }
        return top.symbol
    }

    /// The cells of every tableau row: what a solved form that grows quadratically (one marker per
    /// upstream constraint in each row) shows first. Tests count it, not time.
    var tableauCellCount: Int { rows.reduce(0) { $0 + ($1.basic == Row.unused ? 0 : $1.cells.count) } }

    /// The constraints kept as definitions rather than tableau rows.
    var definitionCount: Int { definitionOf.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }

    // MARK: Values and ambiguity of defined variables

    /// Makes the memo describe the current state: called by every public change.
    mutating func invalidateDerived() {
        if isKnownUniquelyReferenced(&derived) {
            derived.reset()
        } else {
            derived = DerivedMemo()
        }
    }

    /// The value of a defined variable. The first read after a change evaluates every definition, oldest
    /// first (a definition refers only to older ones, so its operands are known by then): one tight pass
    /// is cheaper than evaluating on demand (a recursive, memoized evaluation cost twice the instructions
    /// per read in `layout-bench constant`, whose every change invalidates every value), and a layout is
    /// read whole after a solve.
    func definedValue(_ symbol: Int32) -> Double {
        derived.state.withLock { memo in
            if memo.valuesStamp != memo.stamp { evaluateDefinitions(&memo) }
            return memo.values[Int(symbol)]
        }
    }

    private func evaluateDefinitions(_ memo: inout DerivedMemo.State) {
        if memo.values.count < kinds.count {
            memo.values.append(contentsOf: repeatElement(0, count: kinds.count - memo.values.count))
        }
        memo.values.withUnsafeMutableBufferPointer { values in
            for entry in definitionOrder {
                let record = Int(definitionOf[Int(entry.symbol)])
                guard record >= 0, constraints[record].definition.sequence == entry.sequence else { continue }
                var value = constraints[record].definition.constant
                for cell in constraints[record].definition.cells {
                    let other = Int(cell.symbol)
                    if definitionOf[other] >= 0 {
                        value += cell.coefficient * values[other]
                    } else {
                        let slot = rowOf[other]
                        if slot >= 0 { value += cell.coefficient * rows[Int(slot)].constant }
                    }
                }
                values[Int(entry.symbol)] = value
            }
        }
        memo.valuesStamp = memo.stamp
    }

    /// The free parameters (external parameters, slacks that can grow for free) a defined variable
    /// depends on, with their coefficients; empty when its value is determined. Exact: a dependence that
    /// cancels (a width defined as the difference of two edges that float together) does not count.
    func definedFreeParameters(_ symbol: Int32) -> [Cell] {
        derived.state.withLock { memo in
            grow(&memo)
            var stack: [Int32] = [symbol]
            while let top = stack.last {
                let index = Int(top)
                if memo.freeStamp[index] == memo.stamp {
                    stack.removeLast()
                    continue
                }
                let record = constraints[Int(definitionOf[index])]
                var ready = true
                for term in record.terms where term.variable.id != top {
                    let other = Int(term.variable.id)
                    if definitionOf[other] >= 0 && memo.freeStamp[other] != memo.stamp {
                        stack.append(term.variable.id)
                        ready = false
                    }
                }
                guard ready else { continue }
                var sum: [Int32: Double] = [:]
                let factor = -1 / record.definition.coefficient
                for term in record.terms where term.variable.id != top {
                    let other = Int(term.variable.id)
                    let parameters =
                        definitionOf[other] >= 0 ? memo.free[other] : leafFreeParameters(term.variable.id)
                    for cell in parameters {
                        sum[cell.symbol, default: 0] += cell.coefficient * term.coefficient * factor
                    }
                }
                // Usually empty (a determined layout): no allocation then.
                memo.free[index] = sum.isEmpty ? [] : sum.filter { !nearZero($0.value) }
                    .map { Cell(symbol: $0.key, coefficient: $0.value) }
                memo.freeStamp[index] = memo.stamp
                stack.removeLast()
            }
            return memo.free[Int(symbol)]
        }
    }

    /// The free parameters of a variable the tableau holds (basic or a parameter itself).
    func leafFreeParameters(_ symbol: Int32) -> [Cell] {
        let slot = rowOf[Int(symbol)]
        guard slot >= 0 else { return [Cell(symbol: symbol, coefficient: 1)] }
        return rows[Int(slot)].cells.filter { isFreeParameter($0.symbol) }
    }

    private func grow(_ memo: inout DerivedMemo.State) {
        let count = kinds.count
        guard memo.freeStamp.count < count else { return }
        let missing = count - memo.freeStamp.count
        memo.freeStamp.append(contentsOf: repeatElement(0, count: missing))
        memo.free.append(contentsOf: repeatElement([], count: missing))
    }
}

/// A defined variable and its definition's sequence number: an entry of the expansion heap, and of the
/// creation-ordered list values are evaluated in (where an entry whose variable is no longer defined by
/// that sequence number is skipped).
struct DefinitionEntry: Sendable {
    var sequence: Int
    var symbol: Int32
}
