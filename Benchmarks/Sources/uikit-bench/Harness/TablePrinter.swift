import Glibc

/// Prints result rows as a fixed-width table on standard output, one line per row as it arrives.
final class TablePrinter {
    private var printedGroup: String?

    private static let columns: [(String, Int)] = [
        ("measurement", 44), ("median", 12), ("p99", 12), ("value", 14), ("unit", 18), ("target", 0),
    ]

    func printHeader() {
        line(Self.columns.map(\.0))
        line(Self.columns.map { String(repeating: "-", count: max($0.1 - 1, 6)) })
    }

    func print(_ row: ResultRow) {
        if printedGroup != row.group {
            printedGroup = row.group
            Swift.print("[\(row.group)]")
        }
        var verdict = row.target ?? ""
        if let met = row.met { verdict = (met ? "met: " : "MISSED: ") + verdict }
        line([
            row.name, row.median.map(format) ?? "", row.p99.map(format) ?? "", row.value.map(format) ?? "",
            row.unit, verdict,
        ])
        if !row.detail.isEmpty { Swift.print("    \(row.detail)") }
        fflush(nil)
    }

    private func line(_ cells: [String]) {
        var text = ""
        for (cell, column) in zip(cells, Self.columns) {
            text += column.1 == 0 ? cell : pad(cell, column.1)
        }
        Swift.print(text)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
