import Testing
import UIKitTesting

/// A presenter that keeps what it was given: copies of the frames (a frame borrows the screen, which the
/// next refresh draws into), and the frames themselves in `borrowed`.
@MainActor
final class CollectingPresenter: FramePresenter {
    var refreshes: [FrameLoop.Refresh] = []
    var frames: [ScreenFrame] = []
    var borrowed: [ScreenFrame] = []
    var failure: Error?
    func present(_ frame: ScreenFrame, for refresh: FrameLoop.Refresh) throws {
        if let failure { throw failure }
        refreshes.append(refresh)
        frames.append(frame.copied())
        borrowed.append(frame)
    }
}

/// Real time for tests: the framework clock plus however long "rendering" took.
@MainActor
final class ScriptedRealTime: LiveTimeSource {
    let clock: FrameworkClock
    var renderCost: Int64 = 0
    init(clock: FrameworkClock) { self.clock = clock }
    nonisolated func now() -> InputTime {
        MainActor.assumeIsolated { clock.now.advanced(byMicroseconds: renderCost) }
    }
}

@MainActor
@Suite struct FrameLoopTests {
    struct Failure: Error {}

    @Test func aRequestedRefreshRunsAtTheNextBoundaryInTheDocumentedOrder() {
        let harness = UIKitTestHarness()
        let loop = harness.application.frameLoop
        var steps: [String] = []
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { steps.append("layout") }
        harness.window.addSubview(view)
        harness.application.layoutPass()
        steps = []
        let presenter = CollectingPresenter()
        loop.presenter = presenter
        loop.updateConstraints = { steps.append("constraints") }
        loop.display = { steps.append("display") }
        loop.composite = { _ in steps.append("composite"); return ScreenFrame(width: 2, height: 2, filledWith: 0xFF00_0000) }
        let link = CADisplayLink { _ in steps.append("link") }
        link.add(to: .main, forMode: .common)
        loop.setNeedsRefresh()
        #expect(loop.nextRefreshTime == InputTime(microseconds: 16_666))
        harness.advance(by: 0.016)
        #expect(steps.isEmpty)
        view.setNeedsLayout()
        harness.advance(by: 0.001)
        #expect(steps == ["link", "constraints", "layout", "display", "composite"])
        #expect(presenter.refreshes == [FrameLoop.Refresh(number: 1, timestamp: InputTime(microseconds: 16_666),
                                                          targetTimestamp: InputTime(microseconds: 33_332))])
        link.invalidate()
    }

    @Test func severalRequestsBeforeARefreshMakeOneAndAnIdleScreenRefreshesNoMore() {
        let harness = UIKitTestHarness()
        let loop = harness.application.frameLoop
        var composites = 0
        loop.composite = { _ in composites += 1; return nil }
        loop.setNeedsRefresh()
        loop.setNeedsRefresh()
        harness.advance(by: 0.005)
        loop.setNeedsRefresh()
        harness.advance(by: 1)
        #expect(composites == 1)
        #expect(loop.statistics.refreshes == 1)
        #expect(harness.application.clock.nextDeadline == nil)
    }

    @Test func inputBetweenRefreshesIsDispatchedAtOnceAndShownAtTheNextRefresh() {
        let harness = UIKitTestHarness()
        let loop = harness.application.frameLoop
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        var shown: [(InputTime, Int)] = []
        loop.composite = { refresh in shown.append((refresh.timestamp, view.log.count)); return nil }
        let screen = harness.touchscreen()
        harness.advance(by: 0.020)
        let finger = screen.down(at: CGPoint(x: 10, y: 10))
        #expect(view.phases == ["touchesBegan"])          // dispatched as it came, before any refresh
        loop.setNeedsRefresh()                     // what the live loop does after handling input
        #expect(loop.nextRefreshTime == InputTime(microseconds: 33_332))
        harness.advance(by: 0.004)
        finger.move(to: CGPoint(x: 20, y: 20))    // a second sample before that refresh
        loop.setNeedsRefresh()
        harness.advance(by: 0.010)
        #expect(shown.count == 1)
        #expect(shown.first?.0 == InputTime(microseconds: 33_332))
        #expect(shown.first?.1 == 2)               // both samples are in the one frame
        finger.lift()
    }

    @Test func aLateFrameIsCountedAndTheLoopSkipsToTheNextBoundaryInsteadOfCatchingUp() {
        let harness = UIKitTestHarness()
        let loop = harness.application.frameLoop
        let presenter = CollectingPresenter()
        let realTime = ScriptedRealTime(clock: harness.application.clock)
        loop.presenter = presenter
        loop.presentationTime = realTime
        loop.composite = { _ in ScreenFrame(width: 1, height: 1, filledWith: 0) }
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        harness.advance(by: 0.017)                 // refresh 1 at 16.666 ms, on time
        realTime.renderCost = 40_000               // refresh 2 (33.332 ms) ends at 73.332 ms
        harness.advance(by: 0.017)
        realTime.renderCost = 0
        #expect(loop.statistics.framesLate == 1)
        #expect(loop.statistics.boundariesMissed == 2)   // 49.998 and 66.664 passed while it ran
        #expect(loop.nextRefreshTime == InputTime(microseconds: 83_330))
        harness.advance(by: 0.070)
        #expect(presenter.refreshes.map(\.timestamp.microseconds) == [16_666, 33_332, 83_330, 99_996])
        link.invalidate()
    }

    @Test func aPresenterErrorStopsRefreshesAndIsKept() {
        let harness = UIKitTestHarness()
        let loop = harness.application.frameLoop
        let presenter = CollectingPresenter()
        presenter.failure = Failure()
        loop.presenter = presenter
        loop.composite = { _ in ScreenFrame(width: 1, height: 1, filledWith: 0) }
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        harness.advance(by: 0.1)
        #expect(loop.presentError is Failure)
        #expect(loop.statistics.refreshes == 1)
        #expect(loop.nextRefreshTime == nil)
        link.invalidate()
    }

    @Test func theRefreshRateComesFromTheScreen() {
        let harness = UIKitTestHarness()
        harness.application.mainScreen.maximumFramesPerSecond = 120
        let loop = harness.application.frameLoop
        #expect(loop.refreshInterval == 8_333)
        #expect(loop.boundary(atOrAfter: InputTime(microseconds: 8_334)) == InputTime(microseconds: 16_666))
        #expect(loop.boundary(atOrAfter: InputTime(microseconds: 8_333)) == InputTime(microseconds: 8_333))
        harness.application.mainScreen.maximumFramesPerSecond = 0
        #expect(loop.framesPerSecond == 1)
    }
}

/// A view that reports each `layoutSubviews`.
@MainActor
final class LayoutCountingView: UIView {
    let onLayout: () -> Void
    init(frame: CGRect, onLayout: @escaping () -> Void) {
        self.onLayout = onLayout
        super.init(frame: frame)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout()
    }
}
