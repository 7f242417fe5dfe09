import Testing
import UIKitTesting

/// The touch-down rules: tap count, exclusive and multiple touch.
@MainActor
@Suite struct TouchDispatcherAdmissionTests {
    @Test func secondFingerOnNonMultitouchViewIsNotDelivered() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let screen = harness.touchscreen()
        let first = screen.down(at: CGPoint(x: 10, y: 10))
        let second = screen.down(at: CGPoint(x: 50, y: 50))
        second.move(by: 10, 0)
        second.lift()
        first.lift()
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
        #expect(!harness.traceLines(containing: "t2 not delivered to").isEmpty)
    }

    @Test func exclusiveViewTrackingBlocksNewTouchesOnOtherViews() {
        let harness = UIKitTestHarness()
        let exclusive = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = RecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        harness.window.addSubview(exclusive)
        harness.window.addSubview(other)
        let screen = harness.touchscreen()
        let onExclusive = screen.down(at: CGPoint(x: 50, y: 50))
        let onOther = screen.down(at: CGPoint(x: 250, y: 50))
        onOther.lift()
        onExclusive.lift()
        #expect(exclusive.log == ["touchesBegan t1", "touchesEnded t1"])
        #expect(other.log.isEmpty)
        // Once the exclusive view's touch ended, the other view receives touches again.
        screen.tap(at: CGPoint(x: 250, y: 50))
        #expect(other.log == ["touchesBegan t3", "touchesEnded t3"])
    }

    @Test func exclusiveViewGetsNoTouchWhileAnotherViewTracks() {
        let harness = UIKitTestHarness()
        let exclusive = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = RecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        harness.window.addSubview(exclusive)
        harness.window.addSubview(other)
        let screen = harness.touchscreen()
        let onOther = screen.down(at: CGPoint(x: 250, y: 50))
        let onExclusive = screen.down(at: CGPoint(x: 50, y: 50))
        onExclusive.lift()
        onOther.lift()
        #expect(exclusive.log.isEmpty)
        #expect(other.log == ["touchesBegan t1", "touchesEnded t1"])
    }

    @Test func exclusiveMultitouchViewReceivesItsOwnSecondTouch() {
        let harness = UIKitTestHarness()
        let exclusive = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        exclusive.isMultipleTouchEnabled = true
        harness.window.addSubview(exclusive)
        let screen = harness.touchscreen()
        let first = screen.down(at: CGPoint(x: 10, y: 10))
        let second = screen.down(at: CGPoint(x: 60, y: 60))
        screen.frame {
            first.lift()
            second.lift()
        }
        #expect(exclusive.log == ["touchesBegan t1", "touchesBegan t2", "touchesEnded t1,t2"])
    }

    @Test func tapCountCountsConsecutiveTapsCloseInTimeAndPlace() {
        let harness = UIKitTestHarness()
        let view = TapCountView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(view)
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 55, y: 50))
        harness.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 50, y: 52))
        harness.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 200, y: 200))
        #expect(view.tapCounts == [1, 2, 3, 1, 1])
    }
}
