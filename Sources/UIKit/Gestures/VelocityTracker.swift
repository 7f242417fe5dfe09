/// Estimates how fast a point moves, in points per second per axis, from timed position samples.
///
/// The estimate is a least-squares fit of a second-degree polynomial to each axis over the recent samples
/// (Android's and Flutter's `LSQ2` strategy, `gestures.md` §2–3), evaluated at the newest sample:
/// - only samples within ``horizon`` of the newest one take part, at most ``maximumSampleCount`` of them;
/// - a gap longer than ``assumeStoppedInterval`` between two samples means the point stopped there, so
///   older samples are left out; asked at a time more than ``assumeStoppedInterval`` after the newest
///   sample, the point has stopped and the velocity is zero;
/// - with fewer than ``minimumSampleCountForFit`` samples (or samples too close in time to fit), the
///   estimate is the simple difference between the oldest and newest usable samples; a single sample gives
///   zero.
///
/// Samples must arrive in time order; a sample older than the newest is dropped, and a sample at the same
/// time as the newest replaces it.
///
/// Differences from iOS: iOS does not document how `UIPanGestureRecognizer` computes velocity. This is the
/// estimator Flutter and Android use by default; Flutter's iOS-specific weighted estimator is not provided.
public struct VelocityTracker: Sendable {
    /// One position at one time.
    public struct Sample: Sendable, Equatable {
        /// Where the point was.
        public var position: CGPoint
        /// When, in seconds.
        public var time: TimeInterval

        /// Creates a sample.
        public init(position: CGPoint, time: TimeInterval) {
            self.position = position
            self.time = time
        }
    }

    /// How far back from the newest sample samples count, in seconds (inclusive). Default 0.1 s, Flutter's
    /// `_horizonMilliseconds` and Android's `HORIZON` (`gestures.md` §2).
    public var horizon: TimeInterval = 0.1
    /// The most samples kept and fitted. Default 20, Flutter's and Android's history size (§2).
    public var maximumSampleCount: Int = 20 {
        didSet { resizeRing() }
    }
    /// A gap between samples longer than this, in seconds, means the point stopped. Default 0.04 s:
    /// Flutter's `kAssumePointerMoveStoppedMilliseconds` and Android's `ASSUME_POINTER_STOPPED_TIME` (§2–3).
    public var assumeStoppedInterval: TimeInterval = 0.04
    /// The fewest samples the quadratic fit needs; with fewer, the estimate is a simple difference. Default 3
    /// (a second-degree polynomial has three coefficients; Flutter's `_minSampleSize`).
    public var minimumSampleCountForFit: Int = 3

    /// The samples kept, oldest first.
    public var samples: [Sample] {
        var result: [Sample] = []
        result.reserveCapacity(ring.count)
        for index in 0..<ring.count { result.append(sample(at: index)) }
        return result
    }

    /// The samples in a ring: the buffer grows to ``maximumSampleCount`` (its capacity reserved at the
    /// first sample), then each new sample overwrites the oldest. Every touch feeds a tracker at each of
    /// its changes, so recording a sample must neither allocate nor shift the others (removing the oldest
    /// from the front of an array moved nineteen samples per move; docs/benchmarks.md).
    private var ring: [Sample] = []
    /// Where the oldest sample is in ``ring`` once it is full; 0 while it fills.
    private var oldest = 0

    /// The `index`-th sample kept, oldest first.
    @inline(__always)
    private func sample(at index: Int) -> Sample {
        let slot = oldest + index
        return ring[slot < ring.count ? slot : slot - ring.count]
    }

    /// Where the newest sample is in ``ring``.
    private var newestSlot: Int { oldest == 0 ? ring.count - 1 : oldest - 1 }

    /// Creates an empty tracker.
    public init() {}

    /// Records where the point is at `time` (seconds).
    public mutating func addPosition(_ position: CGPoint, at time: TimeInterval) {
        guard position.x.isFinite, position.y.isFinite, time.isFinite else { return }
        let new = Sample(position: position, time: time)
        if !ring.isEmpty {
            let newest = newestSlot
            if time < ring[newest].time { return }
            if time == ring[newest].time {
                ring[newest] = new
                return
            }
        }
        let limit = max(maximumSampleCount, 1)
        if ring.count < limit {
            if ring.capacity < limit { ring.reserveCapacity(limit) }
            ring.append(new)
        } else {
            ring[oldest] = new
            oldest = oldest + 1 == ring.count ? 0 : oldest + 1
        }
    }

    /// Forgets every sample.
    public mutating func reset() {
        ring.removeAll(keepingCapacity: true)
        oldest = 0
    }

    /// The velocity in points per second at the newest sample. With `time` (seconds), a point whose newest
    /// sample is more than ``assumeStoppedInterval`` older than `time` has stopped: the velocity is zero.
    public func velocity(at time: TimeInterval? = nil) -> CGVector {
        guard !ring.isEmpty else { return .zero }
        let newest = ring[newestSlot]
        if let time, time - newest.time > assumeStoppedInterval + Self.timeTolerance { return .zero }
        let window = recentSamples()
        guard window.count >= 2, let oldest = window.first else { return .zero }
        if window.count >= max(minimumSampleCountForFit, 3), let fitted = fittedVelocity(window) {
            return fitted
        }
        let elapsed = newest.time - oldest.time
        guard elapsed > 0 else { return .zero }
        return CGVector(
            dx: (newest.position.x - oldest.position.x) / CGFloat(elapsed),
            dy: (newest.position.y - oldest.position.y) / CGFloat(elapsed))
    }

    // MARK: The estimate

    /// Times are microsecond-rounded seconds; comparisons allow for the rounding of their differences, so a
    /// sample exactly `horizon` old counts.
    private static let timeTolerance: TimeInterval = 1e-9

    /// The samples that describe the current motion, oldest first: within the horizon of the newest and
    /// without a stop between them.
    private func recentSamples() -> [Sample] {
        guard !ring.isEmpty else { return [] }
        let newest = ring[newestSlot]
        var result: [Sample] = [newest]
        var later = newest
        var index = ring.count - 2
        while index >= 0 {
            let sample = sample(at: index)
            let age = newest.time - sample.time
            let gap = later.time - sample.time
            if age > horizon + Self.timeTolerance || gap > assumeStoppedInterval + Self.timeTolerance { break }
            result.append(sample)
            later = sample
            index -= 1
        }
        return result.reversed()
    }

    /// Fits `x(t) = c0 + c1·t + c2·t²` per axis with `t` measured back from the newest sample and scaled to
    /// the window's duration, so the normal equations are well conditioned whatever the sampling rate; the
    /// velocity is `c1` rescaled. `nil` when the samples are too close in time to fit.
    private func fittedVelocity(_ window: [Sample]) -> CGVector? {
        guard let newest = window.last, let oldest = window.first else { return nil }
        let duration = newest.time - oldest.time
        guard duration > 0 else { return nil }
        let times = window.map { ($0.time - newest.time) / duration }
        guard let dx = Self.quadraticSlope(times: times, values: window.map { Double($0.position.x - newest.position.x) }),
              let dy = Self.quadraticSlope(times: times, values: window.map { Double($0.position.y - newest.position.y) })
        else { return nil }
        return CGVector(dx: CGFloat(dx / duration), dy: CGFloat(dy / duration))
    }

    /// The linear coefficient of the least-squares quadratic through `(times[i], values[i])`, solved from
    /// the normal equations by Gaussian elimination with partial pivoting.
    private static func quadraticSlope(times: [Double], values: [Double]) -> Double? {
        var powerSums = [Double](repeating: 0, count: 5)
        var valueSums = [Double](repeating: 0, count: 3)
        for (t, v) in zip(times, values) {
            var power = 1.0
            for k in 0..<5 {
                powerSums[k] += power
                if k < 3 { valueSums[k] += v * power }
                power *= t
            }
        }
        var matrix: [[Double]] = (0..<3).map { row in (0..<3).map { column in powerSums[row + column] } + [valueSums[row]] }
        let scale = powerSums.map(abs).max() ?? 1
        for column in 0..<3 {
            guard let pivot = (column..<3).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  abs(matrix[pivot][column]) > 1e-10 * scale
            else { return nil }
            matrix.swapAt(column, pivot)
            for row in 0..<3 where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                for k in column..<4 { matrix[row][k] -= factor * matrix[column][k] }
            }
        }
        let slope = matrix[1][3] / matrix[1][1]
        return slope.isFinite ? slope : nil
    }

    /// ``maximumSampleCount`` changed: the newest samples that fit are kept, oldest first.
    private mutating func resizeRing() {
        let limit = max(maximumSampleCount, 1)
        let kept = Array(samples.suffix(limit))
        ring = []
        ring.reserveCapacity(limit)
        ring.append(contentsOf: kept)
        oldest = 0
    }
}
