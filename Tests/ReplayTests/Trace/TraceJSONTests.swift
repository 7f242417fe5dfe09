import Replay
import Testing
import UIKitTesting

/// The JSON form of trace entries: one object per entry, fixed key order, exact microseconds.
struct TraceJSONTests {
    @Test func everyKindOfEntryHasItsFields() {
        let t = InputTime(microseconds: 120_000)
        #expect(TraceJSON.line(.gestureState(time: t, recognizer: "tap", from: .possible, to: .failed, reason: .given("moved \"far\"")))
            == #"{"t":120000,"kind":"gesture","recognizer":"tap","from":"possible","to":"failed","reason":"moved \"far\""}"#)
        #expect(TraceJSON.line(.hitTest(time: t, touch: .touch(1), point: CGPoint(x: 10.25, y: 3), window: "window", view: nil))
            == #"{"t":120000,"kind":"hitTest","touch":"t1","x":10.3,"y":3,"window":"window","view":null}"#)
        #expect(TraceJSON.line(.delivery(time: t, responder: "box", phase: .touchesBegan, touches: [.touch(1), .touch(2)]))
            == #"{"t":120000,"kind":"delivery","responder":"box","phase":"touchesBegan","touches":["t1","t2"]}"#)
        #expect(TraceJSON.line(.action(time: t, recognizer: "pan", state: .began))
            == #"{"t":120000,"kind":"action","recognizer":"pan","state":"began"}"#)
        #expect(TraceJSON.line(.input(time: t, device: DeviceID(2), payload: .deviceRemoved))
            == #"{"t":120000,"kind":"input","device":2,"summary":"removed"}"#)
        #expect(TraceJSON.line(.gestureRemoved(time: t, recognizer: "pan"))
            == #"{"t":120000,"kind":"gesture","recognizer":"pan","from":"participating","to":"removed","reason":"removed from its view"}"#)
        #expect(TraceJSON.line(.gestureState(time: t, recognizer: "pan", from: .possible, to: .possible, reason: .waiting(matched: "", for: ["a", "b"])))
            == #"{"t":120000,"kind":"gesture","recognizer":"pan","from":"possible","to":"possible","reason":"matched; waiting for a, b to fail"}"#)
        #expect(TraceJSON.line(.diagnostic(time: t, message: "x")) == #"{"t":120000,"kind":"diagnostic","message":"x"}"#)
        #expect(TraceJSON.line(.inputFilter(time: t, device: DeviceID(1), message: "dev1 palm (rule \"kiosk\"): c0 never reported"))
            == #"{"t":120000,"kind":"filter","device":1,"message":"dev1 palm (rule \"kiosk\"): c0 never reported"}"#)
    }

    /// A delivery of touches lists each touch's type, force and angles beside `touches` (an added key: the
    /// earlier keys are unchanged); presses and hand-made entries have none.
    @Test func touchDeliveriesCarryTypeForceAndAnglesPerTouch() {
        let t = InputTime(microseconds: 120_000)
        let pencil = TraceTouchProperties(type: .pencil, force: 1.75, altitudeAngle: 1.0471975, azimuthAngle: -0.31)
        let finger = TraceTouchProperties(type: .direct, force: 0, altitudeAngle: CGFloat.pi / 2, azimuthAngle: 0)
        #expect(TraceJSON.line(.delivery(time: t, responder: "box", phase: .touchesMoved, touches: TraceTouches([(.touch(3), pencil), (.touch(4), finger)])))
            == #"{"t":120000,"kind":"delivery","responder":"box","phase":"touchesMoved","touches":["t3","t4"],"touchProperties":["#
            + #"{"touch":"t3","type":"pencil","force":1.75,"altitudeAngle":1.047,"azimuthAngle":-0.31},"#
            + #"{"touch":"t4","type":"direct","force":0,"altitudeAngle":1.571,"azimuthAngle":0}]}"#)
        #expect(TraceJSON.line(.delivery(time: t, responder: "field", phase: .pressesBegan, touches: [.key(30)]))
            == #"{"t":120000,"kind":"delivery","responder":"field","phase":"pressesBegan","touches":["key30"]}"#)
    }
}
