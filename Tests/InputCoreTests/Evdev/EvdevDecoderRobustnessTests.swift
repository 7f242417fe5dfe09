import InputCore
import Testing

@Suite struct EvdevDecoderRobustnessTests {
    typealias F = Fixture

    @Test func synDroppedDiscardsUntilTheNextReportThenCancelsActiveContacts() {
        var decoder = EvdevDecoder(profile: F.protocolB(), device: F.device)
        var events = decoder.decode(F.frame(0, [F.id(1), F.x(100), F.y(100), F.slot(1), F.id(2), F.x(200), F.y(200)]))
        events += decoder.decode(EvdevRawEvent(microseconds: 5000, type: Evdev.EV_ABS, code: Evdev.ABS_MT_POSITION_X, value: 999))
        events += decoder.decode(EvdevRawEvent(microseconds: 6000, type: Evdev.EV_SYN, code: Evdev.SYN_DROPPED, value: 0))
        #expect(decoder.isDiscardingAfterDrop)
        events += decoder.decode(F.frame(7, [F.slot(0), F.id(-1)]))
        #expect(!decoder.isDiscardingAfterDrop)
        // Slot 1's finger is still down but its state is unknown: silent until it lifts.
        events += decoder.decode(F.frame(8, [F.slot(1), F.x(300)]))
        events += decoder.decode(F.frame(9, [F.id(-1)]))
        events += decoder.decode(F.frame(10, [F.slot(0), F.id(3), F.x(400), F.y(400)]))
        #expect(events.phaseSummary == ["c0 down, c1 down", "c0 cancel, c1 cancel", "c0 down"])
        #expect(events.touchFrames[1].changes[0].position == InputPoint(x: 0.1, y: 0.2), "partial frame was discarded")
        #expect(decoder.diagnostics.map(\.kind) == [.eventsDropped])
    }

    @Test func afterSynDroppedMultitouchDataIsIgnoredUntilASlotIsSelected() {
        var decoder = EvdevDecoder(profile: F.protocolB(), device: F.device)
        _ = decoder.decode(F.frame(0, [F.id(1), F.x(100), F.y(100)]))
        _ = decoder.decode(EvdevRawEvent(microseconds: 1000, type: Evdev.EV_SYN, code: Evdev.SYN_DROPPED, value: 0))
        _ = decoder.decode(F.frame(2, []))
        let events = decoder.decode(F.frame(3, [F.id(5), F.x(1), F.y(1)]))
        #expect(events.isEmpty)
        #expect(decoder.diagnostics.map(\.kind) == [.eventsDropped, .unknownSlot])
    }

    @Test func protocolAContactsLandAgainAfterSynDropped() {
        var decoder = EvdevDecoder(profile: F.protocolA(), device: F.device)
        var events = decoder.decode(F.frame(0, [F.x(1000), F.y(1000), F.mtReport]))
        events += decoder.decode(EvdevRawEvent(microseconds: 1000, type: Evdev.EV_SYN, code: Evdev.SYN_DROPPED, value: 0))
        events += decoder.decode(F.frame(2, []))
        events += decoder.decode(F.frame(3, [F.x(1000), F.y(1000), F.mtReport]))
        #expect(events.phaseSummary == ["c0 down", "c0 cancel", "c0 down"])
    }

    @Test func timeGoingBackwardsIsReportedAndClamped() {
        let (decoder, events) = decodeAll(F.protocolB(), [
            F.frame(100, [F.id(1), F.x(1), F.y(1)]), F.frame(50, [F.x(2)]), F.frame(120, [F.x(3)]),
        ])
        #expect(events.map(\.time.microseconds) == [100_000, 100_000, 120_000])
        #expect(decoder.diagnostics.map(\.kind) == [.timeWentBackwards])
    }

    @Test func resolutionZeroGivesNoPhysicalSizeButStillNormalises() {
        let profile = F.protocolB(
            x: EvdevAbsInfo(minimum: 0, maximum: 4095), y: EvdevAbsInfo(minimum: 0, maximum: 4095))
        #expect(profile.physicalSize == nil)
        let (_, events) = decodeAll(profile, [F.frame(0, [F.id(1), F.x(2048), F.y(1024)])])
        #expect(events.touchFrames[0].changes[0].position == InputPoint(x: 0.5, y: 0.25))
    }

    @Test func emptyAxisRangeIsReportedInsteadOfDividingByZero() {
        let profile = F.protocolB(x: EvdevAbsInfo(minimum: 5, maximum: 5))
        let (decoder, events) = decodeAll(profile, [F.frame(0, [F.id(1), F.x(5), F.y(250)])])
        #expect(events.touchFrames[0].changes[0].position == InputPoint(x: 0, y: 0.5))
        #expect(decoder.diagnostics.map(\.kind) == [.missingAxisInfo])
        #expect(profile.problems.contains { $0.contains("ABS_MT_POSITION_X has an empty range 5...5") })
    }

    @Test func arbitraryGarbageNeverCrashesAndNeverLeavesTimeOrIDsInconsistent() {
        // A deterministic pseudo-random stream over every type, code and extreme value.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let values: [Int32] = [-1, 0, 1, 2, 3, 4, 5, 100, -100_000, .max, .min, 65535]
        let codes: [UInt16] = [0, 1, 2, 3, 0x2f, 0x30, 0x35, 0x36, 0x37, 0x39, 0x3a, 0x14a, 0x110, 8, 0x0b, 0xffff]
        for profile in [F.protocolB(toolType: true), F.protocolA(), F.singleTouch(), F.mouse(hiRes: true)] {
            var decoder = EvdevDecoder(profile: profile, device: F.device)
            var lastTime = Int64.min
            for _ in 0..<20_000 {
                let random = next()
                let type = UInt16([0, 0, 1, 2, 3, 3, 3, 4, 0x1e][Int(random % 9)])
                let event = EvdevRawEvent(
                    microseconds: Int64(random >> 40) - 1000, type: type, code: codes[Int((random >> 8) % 16)],
                    value: values[Int((random >> 16) % 12)])
                for produced in decoder.decode(event) {
                    #expect(produced.time.microseconds >= lastTime)
                    lastTime = produced.time.microseconds
                    if case .touchFrame(let frame) = produced.payload {
                        #expect(Set(frame.changes.filter { $0.phase == .down }.map(\.contact)).count
                            == frame.changes.filter { $0.phase == .down }.count)
                    }
                }
            }
            #expect(decoder.activeContactCount >= 0)
            #expect(decoder.diagnostics.count <= 1000)
        }
    }

    @Test func streamWithoutReportsIsBoundedAndReported() {
        var decoder = EvdevDecoder(
            profile: F.protocolB(), device: F.device, options: .init(maximumEventsPerFrame: 10))
        for index in 0..<50 {
            _ = decoder.decode(EvdevRawEvent(microseconds: Int64(index), type: Evdev.EV_ABS, code: Evdev.ABS_MT_POSITION_X, value: 1))
        }
        #expect(decoder.diagnostics.map(\.kind) == [.oversizedFrame])
    }
}
