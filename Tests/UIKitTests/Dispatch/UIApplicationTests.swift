import Testing
import UIKitTesting

/// The application: the clock only moves forward, work queued for the next turn runs after the current
/// one, and diagnostics are never silent.
@MainActor
@Suite struct UIApplicationTests {
    @Test func ignoringInteractionEventsDropsNewTouches() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        harness.application.beginIgnoringInteractionEvents()
        harness.touchscreen().tap(at: CGPoint(x: 10, y: 10))
        harness.application.endIgnoringInteractionEvents()
        #expect(view.log.isEmpty)
        #expect(!harness.application.isIgnoringInteractionEvents)
    }

    @Test func advancingTheClockBackwardsIsRefused() {
        let harness = UIKitTestHarness()
        harness.advance(by: 2)
        harness.application.advance(to: InputTime(seconds: 1))
        harness.advance(by: -1)
        #expect(harness.now == InputTime(seconds: 2))
        #expect(harness.traceLines(containing: "refused").count == 2)
    }

    @Test func workQueuedForTheNextTurnRunsAfterTheCurrentEventInOrder() {
        let harness = UIKitTestHarness()
        var log: [String] = []
        let view = ClosureTouchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) {
            log.append("began")
            harness.application.performOnNextTurn { log.append("first") }
            harness.application.performOnNextTurn { log.append("second") }
            log.append("began returns")
        }
        harness.window.addSubview(view)
        let finger = harness.touchscreen().down(at: CGPoint(x: 10, y: 10))
        #expect(log == ["began", "began returns", "first", "second"])
        finger.lift()
    }

    @Test func withoutATraceDiagnosticsGoToTheSink() {
        let harness = UIKitTestHarness()
        var sunk: [String] = []
        harness.application.diagnosticSink = { sunk.append($0) }
        harness.application.reportDiagnostic("traced")
        harness.application.trace.removeObserver(harness.trace)
        harness.application.reportDiagnostic("not traced")
        #expect(sunk == ["not traced"])
        #expect(harness.trace.entries.count == 1)
    }

    @Test func windowsAreOrderedByLevelThenByWhenTheyWereShown() {
        let harness = UIKitTestHarness()
        let alert = UIWindow(screen: harness.application.mainScreen)
        alert.windowLevel = .alert
        alert.isHidden = false
        let later = UIWindow(screen: harness.application.mainScreen)
        later.isHidden = false
        #expect(harness.application.windows.map { $0 === alert } == [false, false, true])
        #expect(harness.application.windows[1] === later)
        #expect(harness.application.windows[0] === harness.window)
    }

    /// Many windows of mixed levels, shown out of order, one let go: the order is by level then by when
    /// each was shown, the gone window is skipped, and a touch lands in the frontmost window under it.
    @Test func manyWindowsAreOrderedAndTheFrontmostIsHitTested() {
        let harness = UIKitTestHarness()
        let screen = harness.application.mainScreen
        let levels: [UIWindow.Level] = [.alert, .normal, .statusBar, .normal, .alert, .statusBar, .normal]
        var shown: [(window: UIWindow, recorder: RecordingView)] = []
        for level in levels {
            let window = UIWindow(screen: screen)
            window.windowLevel = level
            let recorder = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(recorder)
            window.isHidden = false
            shown.append((window, recorder))
        }
        do {
            let gone = UIWindow(screen: screen)
            gone.windowLevel = .alert
        }
        let order = harness.application.windows
        // Normal windows (the harness's first), then status bars, then alerts, each in the order shown.
        let expected = [harness.window] + [1, 3, 6, 2, 5, 0, 4].map { shown[$0].window }
        #expect(order.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        harness.touchscreen().down(at: CGPoint(x: 10, y: 10)).lift()
        #expect(shown[4].recorder.log == ["touchesBegan t1", "touchesEnded t1"], "the alert shown last is in front")
        #expect(shown[0].recorder.log.isEmpty)
    }
}

/// A view that runs a closure when a touch begins on it.
@MainActor
final class ClosureTouchView: UIView {
    let onBegan: () -> Void
    init(frame: CGRect, onBegan: @escaping () -> Void) {
        self.onBegan = onBegan
        super.init(frame: frame)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan() }
}
