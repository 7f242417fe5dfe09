import Display
import Testing

@Suite struct DurationHistogramTests {
    @Test func percentilesAreNearestRankAndExactBelow256Microseconds() {
        var histogram = DurationHistogram()
        #expect(histogram.percentile(50) == nil)
        for value in Int64(1)...100 { histogram.record(value) }
        #expect(histogram.count == 100)
        #expect(histogram.percentile(50) == 50)
        #expect(histogram.percentile(99) == 99)
        #expect(histogram.percentile(100) == 100)
        #expect(histogram.percentile(0) == 1)
        var one = DurationHistogram()
        one.record(7)
        #expect(one.percentile(99) == 7)
    }

    @Test func largeValuesAreKnownWithinOnePart128AndTheExtremesExactly() {
        var histogram = DurationHistogram()
        let values: [Int64] = [300, 1_000, 16_666, 123_457, 9_876_543_210]
        for value in values { histogram.record(value) }
        #expect(histogram.minimum == 300)
        #expect(histogram.maximum == 9_876_543_210)
        for (rank, value) in values.enumerated() {
            let found = histogram.percentile(Double(rank + 1) * 20) ?? -1
            #expect(found <= value && Double(value - found) <= Double(value) / 128, "\(value) read as \(found)")
        }
        // Negative durations (a clock that stepped back) count as zero.
        histogram.record(-5)
        #expect(histogram.minimum == 0)
        #expect(histogram.percentile(1) == 0)
    }

    @Test func everyBucketStartsWhereThePreviousEnds() {
        // The bucket function and its inverse agree, and buckets are contiguous and increasing.
        var previous = -1
        let values = (0..<62).flatMap { shift in [0, 1, 3].map { (Int64(1) << shift) + $0 } }.sorted()
        for value in values {
            let bucket = DurationHistogram.bucket(of: value)
            #expect(bucket >= previous)
            #expect(DurationHistogram.lowestValue(ofBucket: bucket) <= value)
            #expect(DurationHistogram.bucket(of: DurationHistogram.lowestValue(ofBucket: bucket)) == bucket)
            previous = bucket
        }
        #expect(DurationHistogram.bucket(of: .max) < 256 + 56 * 128)
    }
}
