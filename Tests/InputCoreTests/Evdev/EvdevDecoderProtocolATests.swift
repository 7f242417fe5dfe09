import InputCore
import Testing

@Suite struct EvdevDecoderProtocolATests {
    typealias F = Fixture

    @Test func contactsAreMatchedToTheNearestPreviousContact() {
        let (_, events) = decodeAll(F.protocolA(), [
            F.frame(0, [F.x(1000), F.y(1000), F.mtReport, F.x(30000), F.y(30000), F.mtReport]),
            // Reported in the opposite order: matching by distance keeps identities.
            F.frame(10, [F.x(29000), F.y(30000), F.mtReport, F.x(1100), F.y(1000), F.mtReport]),
        ])
        #expect(events.phaseSummary == ["c0 down, c1 down", "c0 move, c1 move"])
        let moves = events.touchFrames[1].changes
        #expect(moves[0].position.x == 1100.0 / 32768)
        #expect(moves[1].position.x == 29000.0 / 32768)
    }

    @Test func contactMissingFromAFrameIsLiftedAndANewOneLands() {
        let (_, events) = decodeAll(F.protocolA(), [
            F.frame(0, [F.x(1000), F.y(1000), F.mtReport, F.x(30000), F.y(30000), F.mtReport]),
            F.frame(10, [F.x(30000), F.y(30000), F.mtReport]),
            F.frame(20, [F.x(30000), F.y(30000), F.mtReport, F.x(5000), F.y(5000), F.mtReport]),
        ])
        #expect(events.phaseSummary == ["c0 down, c1 down", "c0 up", "c0 down"])
    }

    @Test func emptyFrameLiftsEveryContact() {
        let (decoder, events) = decodeAll(F.protocolA(), [
            F.frame(0, [F.x(1000), F.y(1000), F.mtReport, F.x(30000), F.y(30000), F.mtReport]),
            F.frame(10, [F.mtReport]),
        ])
        #expect(events.phaseSummary == ["c0 down, c1 down", "c0 up, c1 up"])
        #expect(decoder.activeContactCount == 0)
    }

    @Test func frameWithoutContactDataLeavesContactsDown() {
        let (decoder, events) = decodeAll(F.protocolA(), [
            F.frame(0, [F.x(1000), F.y(1000), F.mtReport]),
            F.frame(10, [(Evdev.EV_MSC, Evdev.MSC_TIMESTAMP, 10_000)]),
        ])
        #expect(events.phaseSummary == ["c0 down"])
        #expect(decoder.activeContactCount == 1)
    }

    @Test func touchReleaseWithoutAnEmptyReportLiftsEveryContact() {
        let (_, events) = decodeAll(F.protocolA(), [
            F.frame(0, [F.x(1000), F.y(1000), F.mtReport, F.key(Evdev.BTN_TOUCH, 1)]),
            F.frame(10, [F.key(Evdev.BTN_TOUCH, 0)]),
        ])
        #expect(events.phaseSummary == ["c0 down", "c0 up"])
    }

    @Test func trackingIDsWinOverDistanceWhenEveryContactHasOne() {
        let (_, events) = decodeAll(F.protocolA(), [
            F.frame(0, [F.id(5), F.x(1000), F.y(1000), F.mtReport, F.id(6), F.x(2000), F.y(1000), F.mtReport]),
            // The contacts crossed: nearest distance would swap them, the ids do not.
            F.frame(10, [F.id(6), F.x(1100), F.y(1000), F.mtReport, F.id(5), F.x(1900), F.y(1000), F.mtReport]),
        ])
        let moves = events.touchFrames[1].changes
        #expect(moves.map(\.contact) == [ContactID(0), ContactID(1)])
        #expect(moves[0].position.x == 1900.0 / 32768)
    }

    @Test func palmCancelsTheMatchedContact() {
        let (_, events) = decodeAll(F.protocolA(), [
            F.frame(0, [F.x(1000), F.y(1000), F.mtReport]),
            F.frame(10, [F.x(1000), F.y(1000), F.abs(Evdev.ABS_MT_TOOL_TYPE, Evdev.MT_TOOL_PALM), F.mtReport]),
            F.frame(20, [F.x(1000), F.y(1000), F.abs(Evdev.ABS_MT_TOOL_TYPE, Evdev.MT_TOOL_PALM), F.mtReport]),
            F.frame(30, [F.mtReport]),
        ])
        #expect(events.phaseSummary == ["c0 down", "c0 cancel"])
    }

    @Test func moreContactsThanTheLimitAreIgnoredAndReported() {
        var values: [(UInt16, UInt16, Int32)] = []
        for index in 0..<40 { values += [F.x(Int32(index * 100)), F.y(0), F.mtReport] }
        let (decoder, events) = decodeAll(F.protocolA(), [F.frame(0, values)])
        #expect(events.touchFrames[0].changes.count == 32)
        #expect(decoder.diagnostics.map(\.kind) == [.tooManyContacts])
    }

    @Test func contactWithoutPositionAndTrailingDataAreReported() {
        let (decoder, events) = decodeAll(F.protocolA(), [
            F.frame(0, [F.x(5), F.mtReport, F.x(100), F.y(100)]),
        ])
        #expect(events.phaseSummary == ["c0 down"])
        #expect(decoder.diagnostics.map(\.kind) == [.malformedContact, .malformedContact])
    }
}
