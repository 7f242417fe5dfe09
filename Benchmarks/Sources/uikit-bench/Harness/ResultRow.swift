/// One line of the results table and one object in the JSON output.
struct ResultRow: Codable {
    /// The measurement family: `hit-test`, `touch-frame`, `allocations`, `replay`, `latency`, `memory`.
    var group: String
    /// What was measured, e.g. `balanced 10000 views`.
    var name: String
    /// The shape of the input: tree depth and fan-out, event counts, what the figure includes.
    var detail: String
    /// The unit of `median`, `p99` and `value`: `µs`, `events/s`, `allocations/frame`, `bytes`, `MiB`.
    var unit: String
    /// Median over the samples (timings and throughputs).
    var median: Double?
    /// 99th percentile over the samples (timings), or the slowest run (throughputs, where lower is worse).
    var p99: Double?
    /// A single figure (counts, memory).
    var value: Double?
    /// How many samples the median and p99 come from.
    var samples: Int?
    /// The target from issue 8, in words, when there is one.
    var target: String?
    /// Whether the target was met on this run.
    var met: Bool?
}

/// Collects rows as the suites run and prints each one as it completes, so a long run shows progress.
@MainActor
final class ResultSheet {
    private(set) var rows: [ResultRow] = []
    private let table: TablePrinter

    init(table: TablePrinter) { self.table = table }

    func add(_ row: ResultRow) {
        rows.append(row)
        table.print(row)
    }

    /// A timing row from a distribution of nanoseconds, reported in microseconds.
    func addTiming(
        group: String, name: String, detail: String, _ distribution: Distribution,
        medianTargetMicroseconds: Double? = nil, p99TargetMicroseconds: Double? = nil
    ) {
        let median = distribution.median / 1000
        let p99 = distribution.p99 / 1000
        var target: String?
        var met: Bool?
        if let medianTarget = medianTargetMicroseconds {
            target = "median ≤ \(format(medianTarget)) µs"
            met = median <= medianTarget
        }
        if let p99Target = p99TargetMicroseconds {
            target = (target.map { $0 + ", " } ?? "") + "p99 ≤ \(format(p99Target)) µs"
            met = (met ?? true) && p99 <= p99Target
        }
        add(ResultRow(group: group, name: name, detail: detail, unit: "µs", median: median, p99: p99,
                      samples: distribution.count, target: target, met: met))
    }
}

/// Numbers for people: three significant decimals for small figures, thousands separators for large ones.
func format(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    let magnitude = abs(value)
    if magnitude >= 10_000 { return groupThousands(Int(value.rounded())) }
    if magnitude >= 100 { return String(Int(value.rounded())) }
    if magnitude >= 10 { return trimmed(value, decimals: 1) }
    if magnitude >= 1 { return trimmed(value, decimals: 2) }
    return trimmed(value, decimals: 3)
}

private func trimmed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let fraction = text[text.index(after: dot)...]
        if fraction.count < decimals { text += String(repeating: "0", count: decimals - fraction.count) }
    }
    return text
}

private func groupThousands(_ value: Int) -> String {
    let digits = String(abs(value))
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
        let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
        groups.insert(digits[start..<end], at: 0)
        end = start
    }
    return (value < 0 ? "-" : "") + groups.joined(separator: ",")
}
