import Testing
import UIKitTesting

@MainActor
@Suite struct CADisplayLinkTests {
    @MainActor final class Spinner {
        var steps: [TimeInterval] = []
        func step(_ link: CADisplayLink) { steps.append(link.timestamp) }
    }

    @Test func aLinkFiresAtEveryRefreshWithTheRefreshTimes() {
        let harness = UIKitTestHarness()
        var seen: [(TimeInterval, TimeInterval, TimeInterval)] = []
        let link = CADisplayLink { link in seen.append((link.timestamp, link.targetTimestamp, link.duration)) }
        link.add(to: .main, forMode: .common)
        harness.advance(by: 0.05)
        #expect(seen.map(\.0) == [0.016666, 0.033332, 0.049998])
        #expect(seen.map(\.1) == [0.033332, 0.049998, 0.066664])
        #expect(seen.allSatisfy { $0.2 == 0.016666 })
        link.invalidate()
        harness.advance(by: 0.05)
        #expect(seen.count == 3)
        #expect(harness.application.clock.nextDeadline == nil)
    }

    @Test func preferredFramesPerSecondFiresEveryNthRefreshAndTargetsThatFarAhead() {
        let harness = UIKitTestHarness()
        var times: [TimeInterval] = []
        var targets: [TimeInterval] = []
        let link = CADisplayLink { link in times.append(link.timestamp); targets.append(link.targetTimestamp) }
        link.preferredFramesPerSecond = 25         // 60 / 25 = 2.4: every other refresh
        link.add(to: .main, forMode: .common)
        harness.advance(by: 0.1)
        #expect(times == [0.016666, 0.04999800, 0.083330])
        #expect(targets == [0.049998, 0.083330, 0.116662])
        #expect(harness.application.frameLoop.statistics.refreshes == 3)   // no refresh in between
        link.invalidate()
    }

    @Test func aPausedLinkAsksForNoRefreshesAndResumesAtTheNextOne() {
        let harness = UIKitTestHarness()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        harness.advance(by: 0.02)
        link.isPaused = true
        harness.advance(by: 1)
        #expect(count == 1)
        #expect(harness.application.frameLoop.statistics.refreshes == 2)   // the one already scheduled
        link.isPaused = false
        harness.advance(by: 0.017)
        #expect(count == 2)
        link.invalidate()
    }

    @Test func theTargetActionFormKeepsItsTargetUntilInvalidated() {
        let harness = UIKitTestHarness()
        var spinner: Spinner? = Spinner()
        weak let watched = spinner
        let link = CADisplayLink(target: spinner!, action: Spinner.step)
        spinner = nil
        link.add(to: .main, forMode: .common)
        harness.advance(by: 0.02)
        #expect(watched?.steps == [0.016666])
        link.invalidate()
        #expect(watched == nil)
    }

    @Test func aLinkInvalidatedByAnEarlierCallbackInTheSameRefreshDoesNotFire() {
        let harness = UIKitTestHarness()
        var fired: [String] = []
        var second: CADisplayLink?
        let first = CADisplayLink { _ in fired.append("first"); second?.invalidate() }
        second = CADisplayLink { _ in fired.append("second") }
        first.add(to: .main, forMode: .common)
        second?.add(to: .main, forMode: .common)
        harness.advance(by: 0.02)
        #expect(fired == ["first"])
        first.invalidate()
        // Adding an invalidated link does nothing.
        second?.add(to: .main, forMode: .common)
        #expect(harness.application.frameLoop.displayLinks.isEmpty)
    }
}
