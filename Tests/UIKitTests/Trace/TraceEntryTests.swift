import Testing
import UIKitTesting

/// Typed trace entries print the same lines the trace always printed; the text is made only when read.
@MainActor
@Suite struct TraceEntryTests {
    let t = InputTime(microseconds: 120_000)

    @Test func typedEntriesPrintTheirTextForm() {
        #expect(TraceEntry.delivery(time: t, responder: "box", phase: .touchesMoved, touches: [.touch(1), .touch(12)]).text
            == "[0.120000] deliver touchesMoved → box t1,t12")
        #expect(TraceEntry.delivery(time: t, responder: "field", phase: .pressesBegan, touches: [.key(30)]).text
            == "[0.120000] deliver pressesBegan → field key30")
        #expect(TraceEntry.hitTest(time: t, touch: .contact(DeviceID(1), ContactID(0)), point: CGPoint(x: 3, y: -0.01),
                                   window: "screen", view: nil).text
            == "[0.120000] hit-test dev1.c0 at (3.0, 0.0) in screen → nothing")
        #expect(TraceEntry.gestureState(time: t, recognizer: "pan", from: .changed, to: .changed, reason: .none).text
            == "[0.120000] gesture pan changed → changed")
        #expect(TraceEntry.gestureState(time: t, recognizer: "tap", from: .possible, to: .possible,
                                        reason: .waiting(matched: "1 tap", for: ["doubleTap", "longPress"])).text
            == "[0.120000] gesture tap possible → possible: matched (1 tap); waiting for doubleTap, longPress to fail")
        #expect(TraceEntry.gestureState(time: t, recognizer: "tap", from: .ended, to: .possible, reason: .reset).text
            == "[0.120000] gesture tap ended → possible: reset")
        #expect(TraceEntry.gestureRemoved(time: t, recognizer: "pan").text
            == "[0.120000] gesture pan participating → removed: removed from its view")
        #expect(TraceEntry.action(time: t, recognizer: "pan", state: .began).text == "[0.120000] action pan (began)")
        #expect(TraceEntry.input(time: t, device: DeviceID(2), payload: .deviceRemoved).text == "[0.120000] input dev2 removed")
    }
}
