import Testing
import UIKitTesting

@MainActor
@Suite struct FrameworkClockTests {
    @Test func timersFireAtTheirDeadlinesInOrderWithTheClockSetToEach() {
        let clock = FrameworkClock()
        var fired: [String] = []
        clock.schedule(at: InputTime(seconds: 0.3), label: "late") { fired.append("late at \(clock.now)") }
        clock.schedule(at: InputTime(seconds: 0.1), label: "early") { fired.append("early at \(clock.now)") }
        clock.advance(to: InputTime(seconds: 0.2))
        #expect(fired == ["early at 0.100000"])
        #expect(clock.now == InputTime(seconds: 0.2))
        clock.advance(to: InputTime(seconds: 1))
        #expect(fired == ["early at 0.100000", "late at 0.300000"])
    }

    @Test func equalDeadlinesFireInSchedulingOrder() {
        let clock = FrameworkClock()
        var fired: [Int] = []
        for index in 0..<5 { clock.schedule(at: InputTime(seconds: 1), label: "t\(index)") { fired.append(index) } }
        clock.advance(to: InputTime(seconds: 1))
        #expect(fired == [0, 1, 2, 3, 4])
    }

    @Test func theClockNeverRunsBackwards() {
        let clock = FrameworkClock(start: InputTime(seconds: 2))
        #expect(!clock.advance(to: InputTime(seconds: 1)))
        #expect(clock.now == InputTime(seconds: 2))
    }

    @Test func aDeadlineInThePastFiresAtTheNextAdvanceAtTheCurrentTime() {
        let clock = FrameworkClock(start: InputTime(seconds: 5))
        var firedAt: InputTime?
        clock.schedule(at: InputTime(seconds: 1), label: "past") { firedAt = clock.now }
        #expect(firedAt == nil)
        clock.fireDueTimers()
        #expect(firedAt == InputTime(seconds: 5))
    }

    @Test func cancelledTimersDoNotFireAndPendingTimersNameWhatIsLeft() {
        let clock = FrameworkClock()
        var fired: [String] = []
        let cancelled = clock.schedule(after: 0.5, label: "cancelled") { fired.append("cancelled") }
        clock.schedule(after: 0.35, label: "tap interval") { fired.append("kept") }
        clock.cancel(cancelled)
        #expect(clock.pendingTimers == ["0.350000 tap interval"])
        #expect(clock.nextDeadline == InputTime(seconds: 0.35))
        clock.advance(to: InputTime(seconds: 1))
        #expect(fired == ["kept"])
        #expect(clock.pendingTimers.isEmpty)
    }

    @Test func recognizerTimersAreNamedAfterTheRecognizerAndCancelledAtReset() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        let double = UITapGestureRecognizer()
        double.name = "doubleTap"
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        #expect(harness.application.clock.pendingTimers == ["0.400000 doubleTap maximumIntervalBetweenTaps"])
        harness.advance(by: 1)
        #expect(harness.application.clock.pendingTimers.isEmpty)
    }
}
