/// One batch of row and section updates, as UIKit reads it: deletions (rows and sections) and the sources of
/// moves name index paths *before* the batch, insertions and the destinations of moves name index paths
/// *after* it, whatever order the calls came in.
///
/// ``mapping(oldRows:newSectionCount:)`` turns a batch into where every old row goes (or that it went), the
/// part a collection view can share: nothing in it knows about cells or heights.
struct TableBatchUpdate {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reloadedRows: [IndexPath] = []
    /// Sections whose rows are all made again (indexes before the batch); a reloaded section may come back
    /// with another number of rows.
    var reloadedSections = IndexSet()
    /// Sections moved whole, from their index before the batch to their index after it; their rows go with
    /// them (`moveSection(_:toSection:)`).
    var movedSections: [(from: Int, to: Int)] = []

    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && insertedRows.isEmpty && deletedRows.isEmpty
            && moves.isEmpty && reloadedRows.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }

    /// The updates, for diagnostics and the trace: `insert [0, 3]; delete [0, 1]; move [0, 0] → [0, 4]`.
    var summary: String {
        var parts: [String] = []
        if !insertedSections.isEmpty { parts.append("insert sections \(Array(insertedSections))") }
        if !deletedSections.isEmpty { parts.append("delete sections \(Array(deletedSections))") }
        if !insertedRows.isEmpty { parts.append("insert \(insertedRows.sorted().map { "\($0)" }.joined(separator: ", "))") }
        if !deletedRows.isEmpty { parts.append("delete \(deletedRows.sorted().map { "\($0)" }.joined(separator: ", "))") }
        if !reloadedSections.isEmpty { parts.append("reload sections \(Array(reloadedSections))") }
        if !reloadedRows.isEmpty { parts.append("reload \(reloadedRows.sorted().map { "\($0)" }.joined(separator: ", "))") }
        for move in movedSections { parts.append("move section \(move.from) → \(move.to)") }
        for move in moves { parts.append("move \(move.from) → \(move.to)") }
        return parts.isEmpty ? "none" : parts.joined(separator: "; ")
    }

    /// Where old rows go.
    struct Mapping {
        /// Old section → new section, `nil` when deleted.
        var sections: [Int?]
        /// Per old section, old row → new index path, `nil` when deleted (or its section was).
        var rows: [[IndexPath?]]

        func newIndexPath(for old: IndexPath) -> IndexPath? {
            guard old.count == 2, old.section >= 0, old.section < rows.count,
                  old.row >= 0, old.row < rows[old.section].count else { return nil }
            return rows[old.section][old.row]
        }
    }

    /// A problem with the batch itself, in UIKit's words.
    enum Problem: Error {
        case invalid(String)
    }

    /// Checks the batch against the counts before (`oldRows`) and after (`newRows`) and maps every old row.
    /// Throws UIKit's diagnostic when an index is out of range or a section's count does not add up.
    func mapping(oldRows: [Int], newRows: [Int]) throws -> Mapping {
        let oldSectionCount = oldRows.count
        let newSectionCount = newRows.count
        for section in deletedSections where section >= oldSectionCount {
            throw Problem.invalid("attempt to delete section \(section), but there are only \(oldSectionCount) sections before the update")
        }
        for section in reloadedSections where section >= oldSectionCount {
            throw Problem.invalid("attempt to reload section \(section), but there are only \(oldSectionCount) sections before the update")
        }
        for section in insertedSections where section >= newSectionCount {
            throw Problem.invalid("attempt to insert section \(section) but there are only \(newSectionCount) sections after the update")
        }
        let expectedSections = oldSectionCount - deletedSections.count + insertedSections.count
        guard expectedSections == newSectionCount else {
            throw Problem.invalid(
                "invalid number of sections. The number of sections contained in the table view after the update (\(newSectionCount)) must be equal to the number of sections contained in the table view before the update (\(oldSectionCount)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)")
        }
        // Moved sections go where they were sent; the other old sections that survive fill the new slots not
        // taken by inserted or moved sections, in order.
        var sectionMap = [Int?](repeating: nil, count: oldSectionCount)
        let movedTo = try checkedSectionMoves(oldSectionCount: oldSectionCount, newSectionCount: newSectionCount)
        for move in movedSections { sectionMap[move.from] = move.to }
        var newSlot = 0
        for old in 0..<oldSectionCount where !deletedSections.contains(old) && sectionMap[old] == nil {
            while insertedSections.contains(newSlot) || movedTo.contains(newSlot) { newSlot += 1 }
            sectionMap[old] = newSlot
            newSlot += 1
        }
        // A reloaded row names its place before the batch and keeps its place among the rows that stay: its old
        // cell leaves and a new one is made where the row lands, so it counts as neither an insertion nor a
        // deletion of its section.
        for path in deletedRows + reloadedRows {
            guard path.count == 2, path.section >= 0, path.section < oldSectionCount else {
                throw Problem.invalid("attempt to delete row \(path.row) from section \(path.section), but there are only \(oldSectionCount) sections before the update")
            }
            guard path.row >= 0, path.row < oldRows[path.section] else {
                throw Problem.invalid("attempt to delete row \(path.row) from section \(path.section) which only contains \(oldRows[path.section]) rows before the update")
            }
        }
        for path in insertedRows {
            guard path.count == 2, path.section >= 0, path.section < newSectionCount else {
                throw Problem.invalid("attempt to insert row \(path.row) into section \(path.section), but there are only \(newSectionCount) sections after the update")
            }
            guard path.row >= 0, path.row < newRows[path.section] else {
                throw Problem.invalid("attempt to insert row \(path.row) into section \(path.section), but there are only \(newRows[path.section]) rows in section \(path.section) after the update")
            }
        }
        for move in moves {
            guard move.from.count == 2, move.from.section >= 0, move.from.section < oldSectionCount,
                  move.from.row >= 0, move.from.row < oldRows[move.from.section] else {
                throw Problem.invalid("attempt to move row \(move.from), which does not exist before the update")
            }
            guard move.to.count == 2, move.to.section >= 0, move.to.section < newSectionCount,
                  move.to.row >= 0, move.to.row < newRows[move.to.section] else {
                throw Problem.invalid("attempt to move row \(move.from) to \(move.to), which does not exist after the update")
            }
        }
        // Count check per surviving section, in UIKit's words; each list is counted once (a diffable apply
        // of thousands of rows makes long lists).
        var insertedIn = [Int](repeating: 0, count: newSectionCount)
        for path in insertedRows { insertedIn[path.section] += 1 }
        var deletedFrom = [Int](repeating: 0, count: oldSectionCount)
        for path in deletedRows { deletedFrom[path.section] += 1 }
        var movedIn = [Int](repeating: 0, count: newSectionCount)
        var movedOut = [Int](repeating: 0, count: oldSectionCount)
        for move in moves where sectionMap[move.from.section] != move.to.section {
            movedIn[move.to.section] += 1
            movedOut[move.from.section] += 1
        }
        for old in 0..<oldSectionCount where !reloadedSections.contains(old) {
            guard let new = sectionMap[old] else { continue }
            let expected = oldRows[old] + insertedIn[new] - deletedFrom[old] + movedIn[new] - movedOut[old]
            if expected != newRows[new] {
                throw Problem.invalid(
                    "invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(newRows[new])) must be equal to the number of rows contained in that section before the update (\(oldRows[old])), plus or minus the number of rows inserted or deleted from that section (\(insertedIn[new]) inserted, \(deletedFrom[old]) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn[new]) moved in, \(movedOut[old]) moved out)")
            }
        }
        // Rows: moved rows go where they were sent; the others (reloaded ones too) fill the free slots of their
        // new section in order; then a reloaded row's old cell is let go.
        var rowMap: [[IndexPath?]] = oldRows.map { [IndexPath?](repeating: nil, count: $0) }
        var taken: [Set<Int>] = newRows.map { _ in [] }
        for path in insertedRows { taken[path.section].insert(path.row) }
        var movedFrom = Set<IndexPath>()
        for move in moves {
            rowMap[move.from.section][move.from.row] = move.to
            taken[move.to.section].insert(move.to.row)
            movedFrom.insert(move.from)
        }
        let deleted = Set(deletedRows)
        for old in 0..<oldSectionCount {
            guard let new = sectionMap[old] else { continue }
            var slot = 0
            for row in 0..<oldRows[old] {
                let path = IndexPath(row: row, section: old)
                if deleted.contains(path) || movedFrom.contains(path) { continue }
                while taken[new].contains(slot) { slot += 1 }
                rowMap[old][row] = IndexPath(row: slot, section: new)
                slot += 1
            }
        }
        for path in reloadedRows { rowMap[path.section][path.row] = nil }
        for section in reloadedSections { rowMap[section] = [IndexPath?](repeating: nil, count: oldRows[section]) }
        return Mapping(sections: sectionMap, rows: rowMap)
    }
}

extension TableBatchUpdate {
    /// Checks the section moves (each names a section before the batch that is neither deleted nor reloaded
    /// nor moved twice, and a section after it that is neither inserted nor another move's destination) and
    /// answers their destinations.
    fileprivate func checkedSectionMoves(oldSectionCount: Int, newSectionCount: Int) throws -> IndexSet {
        var sources = IndexSet()
        var destinations = IndexSet()
        for move in movedSections {
            guard move.from >= 0, move.from < oldSectionCount else {
                throw Problem.invalid("attempt to move section \(move.from), but there are only \(oldSectionCount) sections before the update")
            }
            guard move.to >= 0, move.to < newSectionCount else {
                throw Problem.invalid("attempt to move section \(move.from) to section \(move.to), but there are only \(newSectionCount) sections after the update")
            }
            if deletedSections.contains(move.from) || reloadedSections.contains(move.from) {
                throw Problem.invalid("attempt to move section \(move.from) which is also \(deletedSections.contains(move.from) ? "deleted" : "reloaded") in the same update")
            }
            if insertedSections.contains(move.to) {
                throw Problem.invalid("attempt to move section \(move.from) to section \(move.to), which is also inserted in the same update")
            }
            // `contains` first: IndexSet's `insert` does not say reliably whether the index was new.
            guard !sources.contains(move.from) else {
                throw Problem.invalid("attempt to move section \(move.from) more than once in the same update")
            }
            sources.insert(move.from)
            guard !destinations.contains(move.to) else {
                throw Problem.invalid("attempt to move section \(move.from) to section \(move.to), the destination of another section move in the same update")
            }
            destinations.insert(move.to)
        }
        return destinations
    }
}

extension Array {
    /// The element at `index`, or `nil` outside the array.
    subscript(safe index: Int) -> Element? { index >= 0 && index < count ? self[index] : nil }
}
