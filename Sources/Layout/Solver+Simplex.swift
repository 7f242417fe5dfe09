// Adding and removing constraints, and the primal and dual simplex steps (the paper's section 3; Kiwi's
// solver follows the same plan). Ties are broken by the lowest symbol id, Bland's rule, so degenerate
// pivots never cycle.
extension Solver {
    /// Builds the constraint's row, makes one of its symbols basic, and re-optimizes. On failure nothing
    /// changed (apart from symbol ids that may have been used and freed).
    mutating func install(_ record: inout ConstraintRecord, at index: Int) throws {
        record.definition = Definition()
        if record.priority.isRequired, record.relation == .equal,
            let (variable, coefficient) = definableVariable(record.terms)
        {
            define(&record, at: index, variable: variable, coefficient: coefficient)
            return
        }
        let slot = allocateRow(constant: record.constant)
        beginExpansion()
        for term in record.terms where !nearZero(term.coefficient) { accumulate(term.variable.id, term.coefficient) }
        finishExpansion(into: slot)
        let level = record.priority.isRequired ? -1 : objective.level(for: record.priority)
        switch record.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0  ⇔  expression + slack = 0;  expression ≥ 0  ⇔  expression − slack = 0.
            let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
            record.marker = newSymbol(.slack)
            record.markerCoefficient = sign
            addCell(slot, record.marker, sign)
            if level >= 0 {
                record.other = newSymbol(.error)
                addCell(slot, record.other, -sign)
                objective.add(record.other, level: level, 1)
            }
        case .equal:
            if level >= 0 {
                // expression = errorPlus − errorMinus.
                record.marker = newSymbol(.error)
                record.other = newSymbol(.error)
                record.markerCoefficient = -1
                addCell(slot, record.marker, -1)
                addCell(slot, record.other, 1)
                objective.add(record.marker, level: level, 1)
                objective.add(record.other, level: level, 1)
            } else {
                record.marker = newSymbol(.dummy)
                record.markerCoefficient = 1
                addCell(slot, record.marker, 1)
            }
        }
        if rows[slot].constant < 0 { negate(slot) }

        if let subject = chooseSubject(slot, record) {
            solve(slot, for: subject)
            installRow(slot, basic: subject)
        } else if rows[slot].cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Redundant with the required equalities already present: fine if it agrees with them.
            guard nearZero(rows[slot].constant) else {
                freeRow(slot)
                releaseSymbol(record.marker)
                throw SolverError.unsatisfiable
            }
            solve(slot, for: record.marker)
            installRow(slot, basic: record.marker)
        } else if !addWithArtificialVariable(slot) {
            releaseSymbol(record.marker)
            releaseSymbol(record.other)
            optimizeObjective()
            throw SolverError.unsatisfiable
        }
        optimizeObjective()
    }

    /// Takes a constraint out of the tableau and re-optimizes.
    mutating func uninstall(_ record: ConstraintRecord) {
        if record.definition.variable >= 0, !undefine(record) { return }
        if !record.priority.isRequired, let level = objective.existingLevel(for: record.priority) {
            for error in [record.marker, record.other] where error >= 0 && kinds[Int(error)] == .error {
                let basicSlot = rowOf[Int(error)]
                if basicSlot >= 0 {
                    let row = rows[Int(basicSlot)]
                    for cell in row.cells { objective.add(cell.symbol, level: level, -cell.coefficient) }
                } else {
                    objective.add(error, level: level, -1)
                }
            }
        }
        let marker = record.marker
        let basicSlot = rowOf[Int(marker)]
        if basicSlot >= 0 {
            freeRow(Int(basicSlot))
        } else if let slot = markerLeavingRow(marker) {
            let leaving = rows[slot].basic
            rowOf[Int(leaving)] = -1
            rows[slot].basic = Row.auxiliary
            solve(slot, leaving: leaving, entering: marker)
            substitute(marker, by: slot)
            freeRow(slot)
        }
        optimizeObjective()
        releaseSymbol(marker)
        releaseSymbol(record.other)
    }

    /// The row to pivot a constraint's marker into before dropping it: the restricted row that leaves
    /// the fewest infeasibilities, else any row that holds it (the paper's section 3.3, as Kiwi).
    func markerLeavingRow(_ marker: Int32) -> Int? {
        var bestNegative = Double.greatestFiniteMagnitude, bestPositive = Double.greatestFiniteMagnitude
        var first: Int?, second: Int?, third: Int?
        for target in columns[Int(marker)] {
            let slot = Int(target)
            let basic = rows[slot].basic
            guard basic >= 0 else { continue }
            let coefficient = rows[slot].coefficient(of: marker)
            if kinds[Int(basic)] == .external {
                if third == nil || basic < rows[third!].basic { third = slot }
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < bestNegative || (ratio == bestNegative && basic < rows[first!].basic) {
                    bestNegative = ratio; first = slot
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if ratio < bestPositive || (ratio == bestPositive && basic < rows[second!].basic) {
                    bestPositive = ratio; second = slot
                }
            }
        }
        return first ?? second ?? third
    }

    /// The symbol to make basic in a new row: the external variable that appears in the fewest other
    /// rows (a fresh one needs no substitution at all), else a restricted marker with a negative
    /// coefficient.
    func chooseSubject(_ slot: Int, _ record: ConstraintRecord) -> Int32? {
        var best: Int32?
        var bestUses = Int.max
        for cell in rows[slot].cells where kinds[Int(cell.symbol)] == .external {
            let uses = columns[Int(cell.symbol)].count
            if uses < bestUses || (uses == bestUses && cell.symbol < best!) { best = cell.symbol; bestUses = uses }
        }
        if let best { return best }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if kind == .slack || kind == .error, rows[slot].coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    mutating func negate(_ slot: Int) {
        rows[slot].constant = -rows[slot].constant
        for i in rows[slot].cells.indices { rows[slot].cells[i].coefficient = -rows[slot].cells[i].coefficient }
    }

    /// Phase one for a row with no usable subject: add an artificial variable, minimize it, and succeed if
    /// it reaches zero (the row is then satisfiable).
    mutating func addWithArtificialVariable(_ slot: Int) -> Bool {
        let artificial = newSymbol(.slack)
        // The artificial objective is a copy of the row, kept in the tableau as an auxiliary row so every
        // substitution updates it.
        let objectiveSlot = allocateRow(constant: rows[slot].constant)
        for cell in rows[slot].cells { addCell(objectiveSlot, cell.symbol, cell.coefficient) }
        rows[slot].basic = artificial
        rowOf[Int(artificial)] = Int32(slot)

        optimize(auxiliary: objectiveSlot)
        let success = nearZero(rows[objectiveSlot].constant)
        freeRow(objectiveSlot)

        let artificialSlot = rowOf[Int(artificial)]
        if artificialSlot >= 0 {
            let rowSlot = Int(artificialSlot)
            // The artificial variable never re-enters once it left (its objective coefficient is +1), so
            // while it is basic its row was never a pivot row: the other rows are combinations of the
            // rows that were there before, and dropping this one takes the constraint out cleanly.
            guard success, !rows[rowSlot].cells.isEmpty else {
                freeRow(rowSlot)
                releaseSymbol(artificial)
                return success
            }
            guard let entering = rows[rowSlot].cells.first(where: {
                kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error
            })?.symbol else {
                freeRow(rowSlot)
                releaseSymbol(artificial)
                return false
            }
            pivot(rowSlot, entering: entering)
        }
        // The artificial variable is zero (nonbasic) now: drop it from every row and the objective.
        for target in columns[Int(artificial)] { _ = takeCell(Int(target), artificial) }
        columns[Int(artificial)].removeAll()
        objective.remove(artificial)
        releaseSymbol(artificial)
        return success
    }

    /// Primal simplex on an auxiliary (scalar) objective row.
    mutating func optimize(auxiliary objectiveSlot: Int) {
        while true {
            var entering: Int32 = -1
            for cell in rows[objectiveSlot].cells
            where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy
                && (entering < 0 || cell.symbol < entering)
            {
                entering = cell.symbol
            }
            guard entering >= 0, let slot = leavingRow(entering) else { return }
            pivot(slot, entering: entering)
        }
    }

    /// Primal simplex on the lexicographic objective.
    mutating func optimizeObjective() {
        while !objective.touched.isEmpty {
            // The lowest-id negative member (Bland's rule); only changed members can be negative. The
            // others found non-negative, and dummies (which never enter), leave the list.
            var entering: Int32 = -1
            var index = 0
            while index < objective.touched.count {
                let symbol = objective.touched[index]
                objectiveEntriesScanned &+= 1
                let member = Int(objective.position[Int(symbol)])
                guard member >= 0, kinds[Int(symbol)] != .dummy, objective.isNegative(member: member) else {
                    objective.isTouched[Int(symbol)] = false
                    objective.touched.swapAt(index, objective.touched.count - 1)
                    objective.touched.removeLast()
                    continue
                }
                if entering < 0 || symbol < entering { entering = symbol }
                index += 1
            }
            // No leaving row means the objective is unbounded, which errors (≥ 0) cannot be.
            guard entering >= 0, let slot = leavingRow(entering) else { return }
            pivot(slot, entering: entering)
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio).
    func leavingRow(_ entering: Int32) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Int32.max
        for target in columns[Int(entering)] {
            let slot = Int(target)
            let basic = rows[slot].basic
            guard basic >= 0, kinds[Int(basic)] != .external else { continue }
            let coefficient = rows[slot].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot; bestRatio = ratio; bestBasic = basic
            }
        }
        return best
    }

    /// Pushes a constraint's constant change through the tableau: the marker `m` with coefficient `k` in
    /// the original row `c + k·m + … = 0` absorbs a change `Δc` as `m' = m − Δc / k`.
    mutating func shiftMarker(of record: ConstraintRecord, by change: Double) {
        let shift = change / record.markerCoefficient
        let marker = record.marker
        let basicSlot = rowOf[Int(marker)]
        if basicSlot >= 0 {
            rows[Int(basicSlot)].constant -= shift
            if rows[Int(basicSlot)].constant < 0 { infeasible.append(marker) }
            return
        }
        for target in columns[Int(marker)] {
            let slot = Int(target)
            let coefficient = rows[slot].coefficient(of: marker)
            rows[slot].constant += coefficient * shift
            let basic = rows[slot].basic
            if basic >= 0, kinds[Int(basic)] != .external, rows[slot].constant < 0 { infeasible.append(basic) }
        }
    }

    /// Dual simplex: restores feasibility after constant changes while keeping the objective optimal.
    /// Returns false when a row cannot be repaired (required constraints conflict).
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            let slot = Int(rowOf[Int(leaving)])
            guard slot >= 0, rows[slot].constant < 0, !nearZero(rows[slot].constant) else { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for cell in rows[slot].cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
                if entering < 0
                    || objective.ratio(cell.symbol, cell.coefficient, isLessThan: entering, enteringCoefficient)
                    || (!objective.ratio(entering, enteringCoefficient, isLessThan: cell.symbol, cell.coefficient)
                        && cell.symbol < entering)
                {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else {
                infeasible.removeAll()
                return false
            }
            pivot(slot, entering: entering)
        }
        return true
    }
}
