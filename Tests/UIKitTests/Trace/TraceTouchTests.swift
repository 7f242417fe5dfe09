import Testing
import UIKitTesting

/// How a trace line names a touch, a raw contact or a key, and a list of them.
@MainActor
@Suite struct TraceTouchTests {
    @Test func eachKindOfTouchHasItsOwnShortName() {
        #expect(TraceTouch.touch(7).description == "t7")
        #expect(TraceTouch.contact(DeviceID(2), ContactID(3)).description == "dev2.c3")
        #expect(TraceTouch.key(30).description == "key30")
    }

    @Test func touchListsKeepTheirOrder() {
        let list = TraceTouches([.touch(3), .touch(1), .touch(2)])
        #expect(Array(list) == [.touch(3), .touch(1), .touch(2)])
        #expect(TraceTouches([]).isEmpty)
        #expect(list.text == "t3,t1,t2")
    }

    @Test func aDeliveredTouchIsNamedByItsSerialInTheTrace() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "box"
        harness.window.addSubview(view)
        let screen = harness.touchscreen()
        let first = screen.down(at: CGPoint(x: 10, y: 10))
        first.lift()
        let second = screen.down(at: CGPoint(x: 20, y: 20))
        second.lift()
        let delivered = harness.traceLines(containing: "deliver touchesBegan → box")
        #expect(delivered.compactMap { $0.split(separator: " ").last.map(String.init) } == ["t1", "t2"])
    }
}
