/// Durations in microseconds counted in fixed buckets, so that a display loop can measure every frame of a
/// kiosk that runs for months in constant memory (an array of every figure grows by megabytes a day).
///
/// Buckets are exact below 256 µs; above, each power of two is split into 128 buckets, so a value is known to
/// within 1/128 (0.8 %) — finer than a percentile of frame times needs. The counts are made on the first
/// value (34 KB), so a loop that never measures pays nothing.
public struct DurationHistogram: Sendable, Equatable {
    /// Below this every microsecond has its own bucket.
    private static let exactLimit: Int64 = 256
    /// Buckets per power of two above ``exactLimit`` (the resolution there).
    private static let subBuckets: Int64 = 128
    /// Enough for any `Int64` microseconds (the top power is 2⁶²).
    private static let bucketCount = Int(exactLimit) + 56 * Int(subBuckets)

    private var counts: [UInt32] = []
    /// How many durations were recorded.
    public private(set) var count = 0
    /// The smallest and largest durations recorded (exact), or `nil` before the first.
    public private(set) var minimum: Int64?
    public private(set) var maximum: Int64?

    /// An empty histogram.
    public init() {}

    /// Counts one duration (negative ones, a clock that stepped back, count as 0).
    public mutating func record(_ microseconds: Int64) {
        let value = max(0, microseconds)
        if counts.isEmpty { counts = Array(repeating: 0, count: Self.bucketCount) }
        let index = Self.bucket(of: value)
        // A bucket that would overflow (4 billion frames in one bucket: 2 years at 60 Hz) stays full.
        if counts[index] < UInt32.max { counts[index] += 1 }
        count += 1
        minimum = min(minimum ?? value, value)
        maximum = max(maximum ?? value, value)
    }

    /// The `p`-th percentile (0…100) by the nearest-rank method: the lowest value of the bucket holding the
    /// rank, clamped to the exact minimum and maximum; `nil` when empty.
    public func percentile(_ p: Double) -> Int64? {
        guard count > 0, let minimum, let maximum else { return nil }
        let rank = min(max(Int((p / 100 * Double(count)).rounded(.up)), 1), count)
        var seen = 0
        for (index, bucketCount) in counts.enumerated() where bucketCount > 0 {
            seen += Int(bucketCount)
            if seen >= rank { return min(max(Self.lowestValue(ofBucket: index), minimum), maximum) }
        }
        return maximum
    }

    /// The bucket of a non-negative value.
    package static func bucket(of value: Int64) -> Int {
        if value < exactLimit { return Int(value) }
        // Keep the value's top 8 bits: the leading one (2⁷ = subBuckets) and 7 bits below it.
        let shift = Int64(64 - value.leadingZeroBitCount) - 8
        let mantissa = (value >> shift) - subBuckets   // 0..<128
        return Int(exactLimit + (shift - 1) * subBuckets + mantissa)
    }

    /// The smallest value that falls in bucket `index`.
    package static func lowestValue(ofBucket index: Int) -> Int64 {
        let index = Int64(index)
        if index < exactLimit { return index }
        let shift = (index - exactLimit) / subBuckets + 1
        let mantissa = (index - exactLimit) % subBuckets + subBuckets
        return mantissa << shift
    }
}
