import Foundation

/// Latency samples in microseconds and their order statistics, for `--latency` and `--latency-json`.
struct LatencyStatistics {
    private(set) var samples: [Int64] = []

    mutating func add(_ microseconds: Int64) { samples.append(microseconds) }

    /// The value at quantile `q` (0…1) by the nearest-rank method; nil without samples.
    func quantile(_ q: Double) -> Int64? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = max(1, Int((Double(sorted.count) * q).rounded(.up)))
        return sorted[min(sorted.count, rank) - 1]
    }

    /// `# label: n=… median=…us p99=…us max=…us`.
    func summary(_ label: String) -> String {
        guard let median = quantile(0.5), let p99 = quantile(0.99), let max = quantile(1) else { return "# \(label): n=0" }
        return "# \(label): n=\(samples.count) median=\(median)us p99=\(p99)us max=\(max)us"
    }
}
