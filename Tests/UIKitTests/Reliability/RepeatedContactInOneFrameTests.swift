import Testing
import UIKitTesting

/// A frame may carry more than one change of one contact: the evdev decoder emits a down and an up for a
/// finger that lands and lifts between two reports, and a recording can say anything. The view and its
/// recognizers must still see the touch begin before it moves or ends. Found by the dispatcher fuzzer
/// (`touchesMoved` reached a view that never got `touchesBegan`).
@MainActor
@Suite struct RepeatedContactInOneFrameTests {
    func scene() -> (UIKitTestHarness, RecordingView, UITapGestureRecognizer, DeviceID) {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        view.isMultipleTouchEnabled = true
        harness.window.addSubview(view)
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        return (harness, view, tap, harness.touchscreen().id)
    }

    func frame(_ changes: [(Int32, ContactPhase, Double)]) -> InputPayload {
        .touchFrame(TouchFrame(space: .screen, changes: changes.map {
            ContactChange(contact: ContactID($0.0), phase: $0.1, position: InputPoint(x: $0.2, y: 100))
        }))
    }

    @Test func downAndUpInOneFrameBeginBeforeTheyEnd() {
        let (harness, view, tap, device) = scene()
        var taps = 0
        tap.addAction { _ in taps += 1 }
        harness.send(frame([(0, .down, 50), (0, .up, 50)]), from: device)
        harness.advance(by: 1)
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1"])
        #expect(taps == 1)
        #expect(harness.application.activeTouchCountForTesting == 0)
    }

    @Test func aSecondDownInTheSameFrameMovesTheTouchAfterItBegan() {
        let (harness, view, _, device) = scene()
        harness.send(frame([(0, .down, 50), (0, .down, 60)]), from: device)
        harness.send(frame([(0, .up, 60)]), from: device)
        harness.advance(by: 1)
        #expect(view.log == ["touchesBegan t1", "touchesMoved t1", "touchesEnded t1"])
    }

    @Test func aContactThatLiftsAndLandsAgainInOneFrameIsTwoTouches() {
        let (harness, view, _, device) = scene()
        harness.send(frame([(0, .down, 50)]), from: device)
        harness.send(frame([(0, .up, 50), (0, .down, 300)]), from: device)
        harness.send(frame([(0, .up, 300)]), from: device)
        harness.advance(by: 1)
        #expect(view.log == ["touchesBegan t1", "touchesEnded t1", "touchesBegan t2", "touchesEnded t2"])
        #expect(harness.application.activeTouchCountForTesting == 0)
    }

    @Test func otherContactsInTheFrameAreDeliveredOnce() {
        let (harness, view, _, device) = scene()
        harness.send(frame([(0, .down, 50), (1, .down, 200), (0, .up, 50)]), from: device)
        harness.send(frame([(1, .up, 200)]), from: device)
        harness.advance(by: 1)
        #expect(view.log == ["touchesBegan t1,t2", "touchesEnded t1", "touchesEnded t2"])
    }
}
