import InputCore
import Testing

@Suite struct EvdevDecoderPointerTests {
    typealias F = Fixture

    @Test func relativeMotionIsSummedPerFrameWithButtonsAfterIt() {
        let (_, events) = decodeAll(F.mouse(hiRes: false), [
            F.frame(0, [F.rel(Evdev.REL_X, 3), F.rel(Evdev.REL_X, 2), F.rel(Evdev.REL_Y, -4), F.key(Evdev.BTN_LEFT, 1)]),
            F.frame(8, [F.key(Evdev.BTN_LEFT, 2), F.key(Evdev.BTN_LEFT, 0)]),
        ])
        #expect(events.map(\.payload) == [
            .pointerMotion(deltaX: 5, deltaY: -4), .pointerButton(.left, .pressed), .pointerButton(.left, .released),
        ])
    }

    @Test func wheelUpIsNegativeLikeLibinputWithFifteenPointsPerDetent() {
        let (_, events) = decodeAll(F.mouse(hiRes: false), [F.frame(0, [F.rel(Evdev.REL_WHEEL, 1), F.rel(Evdev.REL_HWHEEL, -2)])])
        #expect(events.map(\.payload) == [
            .scroll(ScrollInput(source: .wheel, deltaX: -30, deltaY: -15, v120X: -240, v120Y: -120)),
        ])
    }

    @Test func highResolutionWheelIsPreferredAndTheLowResolutionCopyIgnored() {
        let (_, events) = decodeAll(F.mouse(hiRes: true), [
            F.frame(0, [F.rel(Evdev.REL_WHEEL_HI_RES, -60)]),
            F.frame(5, [F.rel(Evdev.REL_WHEEL_HI_RES, -60), F.rel(Evdev.REL_WHEEL, -1)]),
        ])
        #expect(events.map(\.payload) == [
            .scroll(ScrollInput(source: .wheel, deltaX: 0, deltaY: 7.5, v120X: 0, v120Y: 60)),
            .scroll(ScrollInput(source: .wheel, deltaX: 0, deltaY: 7.5, v120X: 0, v120Y: 60)),
        ])
    }

    @Test func keyboardKeysAreKeysAndAutorepeatIsDropped() {
        let keyboard = EvdevDeviceProfile(name: "kbd", codes: [Evdev.EV_KEY: [30, 42]])
        let (decoder, events) = decodeAll(keyboard, [
            F.frame(0, [F.key(30, 1)]), F.frame(10, [F.key(30, 2)]), F.frame(20, [F.key(30, 0), F.key(42, 7)]),
        ])
        #expect(events.map(\.payload) == [.key(code: 30, state: .pressed), .key(code: 30, state: .released)])
        #expect(decoder.diagnostics.map(\.kind) == [.invalidValue])
        #expect(keyboard.capabilities == .keyboard)
    }

    @Test func absolutePointerReportsNormalisedPositions() {
        let axis = EvdevAbsInfo(minimum: 0, maximum: 99)  // normalised by 100
        let tablet = EvdevDeviceProfile(
            name: "QEMU tablet", codes: [Evdev.EV_ABS: [Evdev.ABS_X, Evdev.ABS_Y], Evdev.EV_KEY: [Evdev.BTN_LEFT]],
            absInfo: [Evdev.ABS_X: axis, Evdev.ABS_Y: axis])
        let (_, events) = decodeAll(tablet, [F.frame(0, [F.abs(Evdev.ABS_X, 25), F.abs(Evdev.ABS_Y, 50)])])
        #expect(events.map(\.payload) == [.pointerMotionAbsolute(InputPoint(x: 0.25, y: 0.5))])
    }
}
