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
