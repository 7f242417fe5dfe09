import Testing
import UIKitTesting

/// `advance(by:)` with an interval the microsecond clock cannot hold is refused and reported, never a
/// trap. Found by the dispatcher fuzzer (`advance(by: 1e300)` crashed converting to Int64).
@MainActor
@Suite struct ClockRangeTests {
    @Test func anAdvanceBeyondTheClocksRangeIsRefusedAndReported() {
        let harness = UIKitTestHarness()
        harness.advance(by: 1)
        harness.advance(by: 1e300)
        harness.advance(by: 9.3e12)
        #expect(harness.now == InputTime(seconds: 1))
        #expect(harness.traceLines(containing: "beyond the clock's range").count == 2)
    }

    @Test func aLargeButRepresentableAdvanceStillRuns() {
        let harness = UIKitTestHarness()
        harness.advance(by: 1e9)
        #expect(harness.now == InputTime(seconds: 1e9))
    }
}
