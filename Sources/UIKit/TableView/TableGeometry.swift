/// Where everything in a table view sits, top to bottom: the table header, then per section a header, its
/// rows and a footer, then the table footer. Rows are an ``ExtentList`` per section, so finding the row at
/// an offset and moving every row below a re-measured one are O(log n).
struct TableGeometry {
    /// How a section's row heights are decided.
    enum RowSizing: Equatable {
        /// Heights are final (a fixed ``UITableView/rowHeight`` or the delegate's heights).
        case fixed
        /// Every row is measured when it is first shown (its height until then is an estimate).
        case all
        /// Only the flagged rows are measured (the delegate returned `automaticDimension` for them).
        case some([Bool])
    }

    struct Section {
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var rows: ExtentList
        var sizing: RowSizing = .fixed
        /// Which rows have been measured (self-sizing sections only; made on first measurement).
        var measured: [Bool]?
        /// The y of the header's top.
        var origin: CGFloat = 0

        var height: CGFloat { headerHeight + rows.total + footerHeight }
        var rowsOrigin: CGFloat { origin + headerHeight }

        func needsMeasuring(_ row: Int) -> Bool {
            switch sizing {
            case .fixed: return false
            case .all: return !(measured?[row] ?? false)
            case .some(let flags): return flags[row] && !(measured?[row] ?? false)
            }
        }

        mutating func markMeasured(_ row: Int) {
            if measured == nil { measured = Array(repeating: false, count: rows.count) }
            measured?[row] = true
        }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []
    /// Bumped whenever a height or an origin changes, so the layout knows whether frames need updating.
    private(set) var version = 0

    var contentHeight: CGFloat {
        (sections.last.map { $0.origin + $0.height } ?? tableHeaderHeight) + tableFooterHeight
    }

    /// Recomputes the sections' origins from `index` on.
    mutating func updateOrigins(from index: Int = 0) {
        var y = index == 0 ? tableHeaderHeight : sections[index - 1].origin + sections[index - 1].height
        for i in index..<sections.count {
            sections[i].origin = y
            y += sections[i].height
        }
        version &+= 1
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sections.count
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rows.count
    }

    func rectForRow(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
        let section = sections[indexPath.section]
        return CGRect(x: 0, y: section.rowsOrigin + section.rows.offset(of: indexPath.row), width: width,
                      height: section.rows.length(at: indexPath.row))
    }

    func rectForSection(_ index: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sections[index].origin, width: width, height: sections[index].height)
    }

    func rectForHeader(_ index: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sections[index].origin, width: width, height: sections[index].headerHeight)
    }

    func rectForFooter(_ index: Int, width: CGFloat) -> CGRect {
        let section = sections[index]
        return CGRect(x: 0, y: section.rowsOrigin + section.rows.total, width: width, height: section.footerHeight)
    }

    /// The section whose header, rows or footer cover `y` (clamped to the sections), or `nil` for none.
    func section(at y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0
        var high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].origin <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The row covering `y`, or `nil` when `y` is on no row (a header, a footer, outside the content).
    func row(at y: CGFloat) -> IndexPath? {
        guard let s = section(at: y) else { return nil }
        let section = sections[s]
        let local = y - section.rowsOrigin
        guard local >= 0, local < section.rows.total, let row = section.rows.index(containing: local) else { return nil }
        return IndexPath(row: row, section: s)
    }

    /// The first row whose bottom is below `y`, searching forward from `y`'s section; `nil` when no row is.
    func firstRow(endingAfter y: CGFloat) -> IndexPath? {
        guard var s = section(at: y) else { return nil }
        while s < sections.count {
            let section = sections[s]
            if section.rows.count > 0 {
                let local = y - section.rowsOrigin
                if local < section.rows.total {
                    let row = local < 0 ? 0 : section.rows.index(containing: local) ?? 0
                    return IndexPath(row: row, section: s)
                }
            }
            s += 1
        }
        return nil
    }

    /// The row after `indexPath`, across sections; `nil` after the last.
    func row(after indexPath: IndexPath) -> IndexPath? {
        var s = indexPath.section
        var r = indexPath.row + 1
        while s < sections.count {
            if r < sections[s].rows.count { return IndexPath(row: r, section: s) }
            s += 1
            r = 0
        }
        return nil
    }

    /// Gives a row its measured height; returns the change.
    mutating func setMeasuredHeight(_ height: CGFloat, for indexPath: IndexPath) -> CGFloat {
        let s = indexPath.section
        let old = sections[s].rows.length(at: indexPath.row)
        sections[s].markMeasured(indexPath.row)
        guard height != old else { return 0 }
        sections[s].rows.setLength(height, at: indexPath.row)
        updateOrigins(from: s + 1 < sections.count ? s + 1 : s)
        return height - old
    }

    var totalRows: Int { sections.reduce(0) { $0 + $1.rows.count } }
}
