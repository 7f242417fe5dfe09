import InputCore
import Testing

@Suite struct EvdevDecoderSingleTouchTests {
    typealias F = Fixture

    @Test func touchDownMoveAndUpUseContactZeroAndTheAxisMinimum() {
        let (_, events) = decodeAll(F.singleTouch(), [
            F.frame(0, [F.abs(Evdev.ABS_X, 15000), F.abs(Evdev.ABS_Y, 0), F.key(Evdev.BTN_TOUCH, 1)]),
            F.frame(10, [F.abs(Evdev.ABS_X, 20000)]),
            F.frame(20, [F.abs(Evdev.ABS_Y, -2000)]),
            F.frame(30, [F.key(Evdev.BTN_TOUCH, 0)]),
        ])
        #expect(events.phaseSummary == ["c0 down", "c0 move", "c0 move", "c0 up"])
        let positions = events.touchFrames.map { $0.changes[0].position }
        // Divided by `maximum − minimum + 1` (10001 and 4001), as libinput does: the maximum stays below 1.
        let x = 5000.0 / 10001, xMax = 10000.0 / 10001, y = 2000.0 / 4001
        #expect(positions == [
            InputPoint(x: x, y: y), InputPoint(x: xMax, y: y), InputPoint(x: xMax, y: 0), InputPoint(x: xMax, y: 0),
        ])
    }

    @Test func positionChangesWhileNotTouchingAreNotReported() {
        let (_, events) = decodeAll(F.singleTouch(), [F.frame(0, [F.abs(Evdev.ABS_X, 12000)])])
        #expect(events.isEmpty)
    }
}
