import Glibc
import Testing
import UIKitTesting

/// Time that stays where the test puts it.
private struct FixedTime: LiveTimeSource {
    var time: InputTime
    func now() -> InputTime { time }
}

@MainActor
@Suite struct EventLoopWaiterTests {
    @Test func millisecondsUntilADeadlineAreRoundedUpAndNoDeadlineIsNoLimit() {
        let time = FixedTime(time: InputTime(microseconds: 1_000_000))
        #expect(time.milliseconds(until: nil) == -1)
        #expect(time.milliseconds(until: InputTime(microseconds: 1_030_100)) == 31)
        #expect(time.milliseconds(until: InputTime(microseconds: 1_020_000)) == 20)
        #expect(time.milliseconds(until: InputTime(microseconds: 900_000)) == 0, "a deadline passed is due at once")
    }

    @Test func pollWaiterEndsAtAReadableDescriptorAndHasNothingToWaitForWithoutOne() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { fds.forEach { _ = close($0) } }
        let waiter = PollWaiter()
        #expect(waiter.begin(watching: []))
        #expect(try waiter.wait(until: nil) == false, "no descriptor and no deadline: nothing could end the wait")
        #expect(waiter.begin(watching: [fds[0]]))
        var byte: UInt8 = 1
        #expect(write(fds[1], &byte, 1) == 1)
        // Readable already: returns at once although the deadline is an hour away.
        #expect(try waiter.wait(until: waiter.time.now().advanced(bySeconds: 3_600)))
        waiter.end()
        #expect(try waiter.wait(until: nil) == false)
    }

    @Test func aPollFailureNamesTheDescriptorsAndTheReason() {
        let description = EventLoopError.pollFailed(descriptors: [3, 4], errno: EINVAL).description
        #expect(description == "waiting for input on descriptors 3, 4 failed: Invalid argument")
    }
}
