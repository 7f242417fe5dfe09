import InputCore
import Testing

@Suite struct EvdevDecoderProtocolBTests {
    typealias F = Fixture

    @Test func twoContactsLandMoveAndLiftWithSlotsPersistingAcrossFrames() {
        let (_, events) = decodeAll(F.protocolB(), [
            F.frame(0, [F.id(10), F.x(100), F.y(50), F.slot(1), F.id(11), F.x(900), F.y(450)]),
            // No ABS_MT_SLOT: the current slot (1) persists from the previous frame.
            F.frame(10, [F.x(800)]),
            F.frame(20, [F.slot(0), F.y(100)]),
            F.frame(30, [F.id(-1), F.slot(1), F.id(-1)]),
        ])
        #expect(events.phaseSummary == ["c0 down, c1 down", "c1 move", "c0 move", "c0 up, c1 up"])
        let frames = events.touchFrames
        #expect(frames[0].space == .normalized)
        #expect(frames[0].changes[0].position == InputPoint(x: 0.1, y: 0.1))
        #expect(frames[0].changes[1].position == InputPoint(x: 0.9, y: 0.9))
        #expect(frames[1].changes[0].position == InputPoint(x: 0.8, y: 0.9))
        #expect(frames[3].changes[1].position == InputPoint(x: 0.8, y: 0.9), "up keeps the last position")
        #expect(events.map(\.time.microseconds) == [0, 10_000, 20_000, 30_000])
    }

    @Test func firstFrameWithoutSlotSelectionUsesSlotZero() {
        let (_, events) = decodeAll(F.protocolB(), [F.frame(0, [F.id(3), F.x(500), F.y(250)])])
        #expect(events.phaseSummary == ["c0 down"])
        #expect(events.touchFrames[0].changes[0].position == InputPoint(x: 0.5, y: 0.5))
    }

    @Test func trackingIDChangeOnASlotLiftsTheOldContactAndLandsANewOne() {
        let (_, events) = decodeAll(F.protocolB(), [
            F.frame(0, [F.id(1), F.x(100), F.y(100)]),
            F.frame(10, [F.id(2), F.x(700), F.y(300)]),
        ])
        #expect(events.phaseSummary == ["c0 down", "c0 up, c1 down"])
        let changes = events.touchFrames[1].changes
        #expect(changes[0].position == InputPoint(x: 0.1, y: 0.2), "old contact lifts where it was")
        #expect(changes[1].position == InputPoint(x: 0.7, y: 0.6))
    }

    @Test func downAndUpWithinOneFrameAreBothReported() {
        let (decoder, events) = decodeAll(F.protocolB(), [F.frame(0, [F.id(4), F.x(200), F.y(200), F.id(-1)])])
        #expect(events.phaseSummary == ["c0 down, c0 up"])
        #expect(decoder.activeContactCount == 0)
    }

    @Test func repeatedEndOnAnEmptySlotIsIgnoredSilently() {
        let (decoder, events) = decodeAll(F.protocolB(), [F.frame(0, [F.id(-1)]), F.frame(5, [F.id(-1)])])
        #expect(events.isEmpty)
        #expect(decoder.diagnostics.isEmpty)
    }

    @Test func repeatedStartOfTheSameTrackingIDIsReportedAndIgnored() {
        let (decoder, events) = decodeAll(F.protocolB(), [
            F.frame(0, [F.id(7), F.x(1), F.y(1)]), F.frame(5, [F.id(7), F.x(2)]),
        ])
        #expect(events.phaseSummary == ["c0 down", "c0 move"])
        #expect(decoder.diagnostics.map(\.kind) == [.repeatedTrackingID])
    }

    @Test func palmToolTypeCancelsTheContactAndSilencesItUntilItLifts() {
        let (decoder, events) = decodeAll(F.protocolB(toolType: true), [
            F.frame(0, [F.id(1), F.x(100), F.y(100)]),
            F.frame(10, [F.abs(Evdev.ABS_MT_TOOL_TYPE, Evdev.MT_TOOL_PALM), F.x(120)]),
            F.frame(20, [F.x(140)]),
            F.frame(30, [F.abs(Evdev.ABS_MT_TOOL_TYPE, Evdev.MT_TOOL_FINGER)]),
            F.frame(40, [F.id(-1)]),
            F.frame(50, [F.id(2), F.x(300), F.y(300)]),
        ])
        #expect(events.phaseSummary == ["c0 down", "c0 cancel", "c0 down"])
        #expect(decoder.activeContactCount == 1)
    }

    @Test func contactLandingAsPalmIsNeverReported() {
        let (_, events) = decodeAll(F.protocolB(toolType: true), [
            F.frame(0, [F.abs(Evdev.ABS_MT_TOOL_TYPE, Evdev.MT_TOOL_PALM), F.id(1), F.x(100), F.y(100)]),
            F.frame(10, [F.x(150)]),
            F.frame(20, [F.id(-1)]),
        ])
        #expect(events.isEmpty)
    }

    @Test func nonZeroMinimumIsSubtractedBeforeNormalising() {
        // Like litest's "touchscreen-invalid-range" device (X 1000...2500, Y 2000...4500), one unit
        // shorter so that `maximum − minimum + 1` is round: 1500 and 2500.
        let profile = F.protocolB(
            x: EvdevAbsInfo(minimum: 1000, maximum: 2499), y: EvdevAbsInfo(minimum: 2000, maximum: 4499))
        let (_, events) = decodeAll(profile, [F.frame(0, [F.id(1), F.x(1000), F.y(4499)]), F.frame(1, [F.x(1750)])])
        #expect(events.touchFrames[0].changes[0].position == InputPoint(x: 0, y: 2499.0 / 2500))
        #expect(events.touchFrames[1].changes[0].position == InputPoint(x: 0.5, y: 2499.0 / 2500))
    }

    @Test func pressureIsNormalisedAndEllipseNeedsAResolution() {
        var profile = F.protocolB()
        profile.absInfo[Evdev.ABS_MT_TOUCH_MAJOR] = EvdevAbsInfo(minimum: 0, maximum: 255)
        let (_, events) = decodeAll(profile, [F.frame(0, [
            F.id(1), F.x(1), F.y(1), F.abs(Evdev.ABS_MT_PRESSURE, 51), F.abs(Evdev.ABS_MT_TOUCH_MAJOR, 80),
        ])])
        let change = events.touchFrames[0].changes[0]
        #expect(change.pressure == 0.2)
        // No resolution on TOUCH_MAJOR: the X axis's 10 units/mm is used, as libinput does.
        #expect(change.majorRadiusMillimetres == 4)
        #expect(change.minorRadiusMillimetres == nil)
    }

    @Test func slotBeyondTheDeviceRangeIsIgnoredAndReported() {
        let (decoder, events) = decodeAll(F.protocolB(slots: 2), [
            F.frame(0, [F.id(1), F.x(1), F.y(1), F.slot(1), F.id(2), F.x(2), F.y(2), F.slot(2), F.id(3), F.x(3), F.y(3)]),
            F.frame(10, [F.x(5), F.slot(-4), F.x(9)]),
        ])
        #expect(events.phaseSummary == ["c0 down, c1 down"])
        #expect(decoder.diagnostics.map(\.kind) == [.invalidSlot, .invalidSlot])
        #expect(decoder.diagnostics[0].message.contains("slot 2 is outside the device's 2 slots"))
    }

    @Test func contactIDsReuseTheLowestFreeNumberButNotWithinOneFrame() {
        let (_, events) = decodeAll(F.protocolB(), [
            F.frame(0, [F.id(1), F.x(1), F.y(1), F.slot(1), F.id(2), F.x(2), F.y(2)]),
            F.frame(10, [F.slot(0), F.id(-1), F.slot(2), F.id(3), F.x(3), F.y(3)]),
            F.frame(20, [F.slot(3), F.id(4), F.x(4), F.y(4)]),
        ])
        #expect(events.phaseSummary == ["c0 down, c1 down", "c0 up, c2 down", "c0 down"])
    }
}
