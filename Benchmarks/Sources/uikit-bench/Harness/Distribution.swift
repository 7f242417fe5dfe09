/// Order statistics of a set of samples: the figures every timing row reports.
struct Distribution {
    /// The samples, sorted ascending.
    let sorted: [Double]

    init(_ samples: [Double]) { sorted = samples.sorted() }

    var count: Int { sorted.count }
    var median: Double { quantile(0.5) }
    var p99: Double { quantile(0.99) }
    var minimum: Double { sorted.first ?? .nan }
    var maximum: Double { sorted.last ?? .nan }
    var mean: Double { sorted.isEmpty ? .nan : sorted.reduce(0, +) / Double(sorted.count) }

    /// The `q` quantile by the nearest-rank method: an observed sample, never an interpolation, so a p99
    /// is a time that really happened.
    func quantile(_ q: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((q * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }
}
