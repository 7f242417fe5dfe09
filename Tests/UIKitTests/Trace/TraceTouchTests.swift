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

    /// Each delivered touch carries what the responder read: a finger is `direct` with no force and upright
    /// angles, a pen `pencil` with its force and tilt angles (the JSON trace prints them).
    @Test func deliveriesCarryEachTouchsTypeForceAndAngles() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.accessibilityIdentifier = "box"
        harness.window.addSubview(view)
        let finger = harness.touchscreen().down(at: CGPoint(x: 10, y: 10))
        finger.lift()
        let pen = harness.pen()
        pen.approach(at: CGPoint(x: 50, y: 50))
        pen.down(pressure: 0.5, tiltX: 45, tiltY: 0)
        pen.move(to: CGPoint(x: 60, y: 50), pressure: 1, tiltX: 0, tiltY: -45)
        pen.up()
        let deliveries: [TraceTouchProperties?] = harness.trace.entries.compactMap {
            guard case .delivery(_, "box", _, let touches) = $0 else { return nil }
            return touches.properties(at: 0)
        }
        let upright: CGFloat = CGFloat.pi / 2
        let diagonal: CGFloat = CGFloat.pi / 4
        let maximum: CGFloat = 25.0 / 6
        #expect(deliveries.count == 5)
        #expect(deliveries.prefix(2).allSatisfy { $0 == TraceTouchProperties(type: .direct, force: 0, altitudeAngle: upright, azimuthAngle: 0) })
        guard deliveries.count == 5, let began = deliveries[2], let moved = deliveries[3], let ended = deliveries[4] else { return }
        #expect(began.type == .pencil && abs(began.force - maximum / 2) < 1e-9)
        #expect(abs(began.altitudeAngle - diagonal) < 1e-9 && abs(began.azimuthAngle) < 1e-9)
        #expect(moved.type == .pencil && moved.force == maximum)
        #expect(abs(moved.altitudeAngle - diagonal) < 1e-9 && abs(moved.azimuthAngle + upright) < 1e-9)
        #expect(ended.type == .pencil)
        #expect(TraceTouches([.touch(1)]).properties(at: 0) == nil, "a hand-made list has no properties")
        #expect(TraceTouches([.touch(1)]).properties(at: 3) == nil)
    }
}
