// Row and column bookkeeping: every change to a row's cells keeps the symbols' columns in step.
extension Solver {
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if let reused = freeSymbols.popLast() {
            kinds[Int(reused)] = kind
            return reused
        }
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append(Column())
        edits.append(nil)
        definitionOf.append(-1)
        dependents.append(0)
        objective.growSymbols(to: kinds.count)
        return id
    }

    /// Frees a marker symbol once nothing in the tableau refers to it.
    mutating func releaseSymbol(_ symbol: Int32) {
        guard symbol >= 0, kinds[Int(symbol)] != .external, kinds[Int(symbol)] != .free,
            rowOf[Int(symbol)] < 0, columns[Int(symbol)].isEmpty, !objective.isMember(symbol)
        else { return }
        kinds[Int(symbol)] = .free
        freeSymbols.append(symbol)
    }

    mutating func allocateRow(constant: Double) -> Int {
        if let slot = freeRows.popLast() {
            rows[Int(slot)].constant = constant
            rows[Int(slot)].basic = Row.auxiliary
            return Int(slot)
        }
        rows.append(Row(constant: constant, cells: [], basic: Row.auxiliary))
        return rows.count - 1
    }

    /// Empties a row slot, removing it from its symbols' columns.
    mutating func freeRow(_ slot: Int) {
        for cell in rows[slot].cells { removeFromColumn(cell.symbol, slot) }
        rows[slot].cells.removeAll(keepingCapacity: true)
        let basic = rows[slot].basic
        if basic >= 0, rowOf[Int(basic)] == Int32(slot) { rowOf[Int(basic)] = -1 }
        rows[slot].basic = Row.unused
        freeRows.append(Int32(slot))
    }

    @inline(__always) mutating func removeFromColumn(_ symbol: Int32, _ slot: Int) {
        columns[Int(symbol)].remove(Int32(slot))
    }

    /// `row[slot] += coefficient × symbol`.
    @inline(__always) mutating func addCell(_ slot: Int, _ symbol: Int32, _ coefficient: Double) {
        let (index, found) = rows[slot].search(symbol)
        if found {
            let sum = rows[slot].cells[index].coefficient + coefficient
            if nearZero(sum) {
                rows[slot].cells.remove(at: index)
                removeFromColumn(symbol, slot)
            } else {
                rows[slot].cells[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            rows[slot].cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            columns[Int(symbol)].append(Int32(slot))
        }
    }

    /// `row[slot] += scale × source` (constant and cells), by a merge of the two sorted rows into a
    /// reused buffer; `source` is a copy, so it may be any row.
    mutating func addRow(_ slot: Int, _ source: Row, scale: Double) {
        rows[slot].constant += source.constant * scale
        let added = source.cells
        if added.count <= 2 {
            for cell in added { addCell(slot, cell.symbol, cell.coefficient * scale) }
            return
        }
        // Merge into a local array (cheaper to append to than a row inside `rows`), then trade buffers.
        var merged: [Cell] = []
        swap(&merged, &mergeBuffer)
        var old: [Cell] = []
        swap(&old, &rows[slot].cells)
        merged.reserveCapacity(old.count + added.count)
        let target = Int32(slot)
        old.withUnsafeBufferPointer { old in
            added.withUnsafeBufferPointer { added in
                var i = 0, j = 0
                let oldCount = old.count, addedCount = added.count
                while i < oldCount || j < addedCount {
                    if j == addedCount || (i < oldCount && old[i].symbol < added[j].symbol) {
                        merged.append(old[i])
                        i += 1
                    } else if i == oldCount || added[j].symbol < old[i].symbol {
                        let coefficient = added[j].coefficient * scale
                        if !nearZero(coefficient) {
                            merged.append(Cell(symbol: added[j].symbol, coefficient: coefficient))
                            columns[Int(added[j].symbol)].append(target)
                        }
                        j += 1
                    } else {
                        let sum = old[i].coefficient + added[j].coefficient * scale
                        if nearZero(sum) {
                            removeFromColumn(old[i].symbol, slot)
                        } else {
                            merged.append(Cell(symbol: old[i].symbol, coefficient: sum))
                        }
                        i += 1
                        j += 1
                    }
                }
            }
        }
        swap(&merged, &rows[slot].cells)
        old.removeAll(keepingCapacity: true)
        swap(&old, &mergeBuffer)
    }

    /// Removes `symbol`'s cell from a row without touching its column; returns its coefficient.
    @inline(__always) mutating func takeCell(_ slot: Int, _ symbol: Int32) -> Double {
        let (index, found) = rows[slot].search(symbol)
        guard found else { return 0 }
        return rows[slot].cells.remove(at: index).coefficient
    }

    /// Solves `0 = constant + Σ cells` for `symbol`: the row becomes `symbol = …`.
    mutating func solve(_ slot: Int, for symbol: Int32) {
        let coefficient = takeCell(slot, symbol)
        removeFromColumn(symbol, slot)
        let scale = -1 / coefficient
        rows[slot].constant *= scale
        for i in rows[slot].cells.indices { rows[slot].cells[i].coefficient *= scale }
    }

    /// Turns `leaving = …` into `entering = …`.
    mutating func solve(_ slot: Int, leaving: Int32, entering: Int32) {
        addCell(slot, leaving, -1)
        solve(slot, for: entering)
    }

    /// Replaces `symbol` by row `slot`'s expression in every row and in the objective.
    mutating func substitute(_ symbol: Int32, by slot: Int) {
        let source = rows[slot]
        var column = Column()
        swap(&column, &columns[Int(symbol)])
        for target in column {
            let row = Int(target)
            let coefficient = takeCell(row, symbol)
            addRow(row, source, scale: coefficient)
            let basic = rows[row].basic
            if basic >= 0, kinds[Int(basic)] != .external, rows[row].constant < 0 { infeasible.append(basic) }
        }
        column.removeAll()
        swap(&column, &columns[Int(symbol)])
        if objective.isMember(symbol) {
            objective.coefficient(of: symbol, into: &objectiveScratch)
            objective.remove(symbol)
            for cell in source.cells { objective.add(cell.symbol, objectiveScratch, scale: cell.coefficient) }
        }
    }

    /// Makes `entering` basic in place of the basic symbol of row `slot`.
    mutating func pivot(_ slot: Int, entering: Int32) {
        let leaving = rows[slot].basic
        rowOf[Int(leaving)] = -1
        rows[slot].basic = Row.auxiliary
        solve(slot, leaving: leaving, entering: entering)
        substitute(entering, by: slot)
        rows[slot].basic = entering
        rowOf[Int(entering)] = Int32(slot)
    }

    /// Makes `symbol` basic in row `slot` (the row has had `symbol` solved out) after substituting it.
    mutating func installRow(_ slot: Int, basic symbol: Int32) {
        substitute(symbol, by: slot)
        rows[slot].basic = symbol
        rowOf[Int(symbol)] = Int32(slot)
    }
}
