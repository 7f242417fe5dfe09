import InputCore
import Testing

/// `Sources/InputCore/Evdev/EvdevTabletPadTracker.swift` through `EvdevDecoder`: a tablet pad's buttons,
/// rings and strips become `tabletPad` events numbered and normalised as libinput's pad backend does.
@Suite struct EvdevTabletPadTrackerTests {
    typealias F = Fixture

    /// A pad like the Wacom Intuos4's pad node (BTN_0…BTN_8, BTN_STYLUS as the tablet marker, the ring on
    /// ABS_WHEEL 0…71, placeholder ABS_X/Y 0…1, ABS_MISC), plus two strips on ABS_RX/RY (0…4096, one bit
    /// per position as the Intuos3's) and a BTN_BASE button after the numbered ones.
    static func pad() -> EvdevDeviceProfile {
        let abs: [UInt16: EvdevAbsInfo] = [
            Evdev.ABS_X: EvdevAbsInfo(minimum: 0, maximum: 1), Evdev.ABS_Y: EvdevAbsInfo(minimum: 0, maximum: 1),
            Evdev.ABS_WHEEL: EvdevAbsInfo(minimum: 0, maximum: 71),
            Evdev.ABS_RX: EvdevAbsInfo(minimum: 0, maximum: 4096), Evdev.ABS_RY: EvdevAbsInfo(minimum: 0, maximum: 4096),
            Evdev.ABS_MISC: EvdevAbsInfo(minimum: 0, maximum: 0),
        ]
        let buttons: Set<UInt16> = Set((0..<9).map { Evdev.BTN_0 + $0 }).union([Evdev.BTN_BASE, Evdev.BTN_STYLUS])
        return EvdevDeviceProfile(
            name: "Test Pad", codes: [Evdev.EV_KEY: buttons, Evdev.EV_ABS: Set(abs.keys), Evdev.EV_MSC: [Evdev.MSC_SERIAL]],
            absInfo: abs)
    }

    static func pads(_ events: [InputEvent]) -> [TabletPadInput] {
        events.compactMap { if case .tabletPad(let pad) = $0.payload { pad.input } else { nil } }
    }

    static let serial: (UInt16, UInt16, Int32) = (Evdev.EV_MSC, Evdev.MSC_SERIAL, -1)

    @Test func aPadIsATabletPadNotAPointerNorATool() {
        let profile = Self.pad()
        #expect(profile.isTabletPad)
        #expect(!profile.isTabletTool)
        #expect(!profile.isAbsolutePointer)
        #expect(profile.capabilities == .tabletPad)
        #expect(profile.deviceDescription(id: DeviceID(1)).touchSurface == nil)
        // Without BTN_STYLUS or a pen key it is not a tablet, so not a pad (udev's rule).
        var plain = profile
        plain.codes[Evdev.EV_KEY]?.remove(Evdev.BTN_STYLUS)
        #expect(!plain.isTabletPad)
        // A combined pen-and-pad node stays a tablet tool.
        var combined = profile
        combined.codes[Evdev.EV_KEY]?.insert(Evdev.BTN_TOOL_PEN)
        #expect(combined.isTabletTool && !combined.isTabletPad)
    }

    @Test func buttonsAreNumberedInLibinputsOrderAndReleasedBeforePressed() {
        let (_, events) = decodeAll(Self.pad(), [
            F.frame(0, [F.key(Evdev.BTN_0 + 1, 1), F.abs(Evdev.ABS_MISC, 15), Self.serial]),
            F.frame(10, [F.key(Evdev.BTN_0 + 1, 2), Self.serial]),  // kernel key repeat: nothing
            F.frame(20, [F.key(Evdev.BTN_0 + 1, 0), F.key(Evdev.BTN_BASE, 1), F.key(Evdev.BTN_STYLUS, 1), Self.serial]),
            F.frame(30, [F.key(Evdev.BTN_BASE, 0), F.abs(Evdev.ABS_MISC, 0), Self.serial]),
            F.frame(40, [F.key(Evdev.BTN_0 + 8, 0), Self.serial]),  // released without a press: nothing
        ])
        #expect(Self.pads(events) == [
            .button(number: 1, state: .pressed),
            .button(number: 1, state: .released), .button(number: 9, state: .pressed),
            .button(number: 9, state: .released),
        ])
        #expect(events.allSatisfy { if case .tabletPad(let pad) = $0.payload { pad.mode == 0 } else { false } },
                "BTN_STYLUS and ABS_X/Y on a pad are neither pointer buttons nor motion")
    }

    @Test func ringsAreDegreesFromTheTopAndTheFingerLeavingIsNil() {
        // (A value outside the range is clamped into it.)
        let (_, events) = decodeAll(Self.pad(), [
            F.frame(0, [F.abs(Evdev.ABS_WHEEL, 18), F.abs(Evdev.ABS_MISC, 15), Self.serial]),
            F.frame(10, [F.abs(Evdev.ABS_WHEEL, 0), Self.serial]),
            F.frame(20, [F.abs(Evdev.ABS_WHEEL, 54), Self.serial]),
            F.frame(30, [F.abs(Evdev.ABS_WHEEL, 0), F.abs(Evdev.ABS_MISC, 0), Self.serial]),
            F.frame(40, [F.abs(Evdev.ABS_WHEEL, 500), F.abs(Evdev.ABS_MISC, 15), Self.serial]),  // beyond 71: clamped
        ])
        // Wacom's 0 is the ring's left: a quarter turn back; 72 positions.
        let last: Double = (71.0 / 72 - 0.25) * 360
        #expect(Self.pads(events) == [
            .ring(number: 0, degrees: 0, source: .finger), .ring(number: 0, degrees: 270, source: .finger),
            .ring(number: 0, degrees: 180, source: .finger), .ring(number: 0, degrees: nil, source: .finger),
            .ring(number: 0, degrees: last, source: .finger),
        ])
    }

    @Test func stripsAreTheBitPositionAndZeroIsTheFingerLeaving() {
        let (_, events) = decodeAll(Self.pad(), [
            F.frame(0, [F.abs(Evdev.ABS_RX, 1), F.abs(Evdev.ABS_MISC, 15)]),
            F.frame(10, [F.abs(Evdev.ABS_RX, 64)]),
            F.frame(20, [F.abs(Evdev.ABS_RY, 4096)]),
            F.frame(30, [F.abs(Evdev.ABS_RX, 0), F.abs(Evdev.ABS_MISC, 0)]),
            F.frame(40, [F.abs(Evdev.ABS_RY, 0)]),
        ])
        let half: Double = 0.5
        #expect(Self.pads(events) == [
            .strip(number: 0, position: 0, source: .finger), .strip(number: 0, position: half, source: .finger),
            .strip(number: 1, position: 1, source: .finger), .strip(number: 0, position: nil, source: .finger),
            .strip(number: 1, position: nil, source: .finger),
        ])
    }

    @Test func aDroppedBufferReleasesHeldButtons() {
        var decoder = EvdevDecoder(profile: Self.pad(), device: F.device)
        _ = decoder.decode(F.frame(0, [F.key(Evdev.BTN_0, 1), F.key(Evdev.BTN_0 + 2, 1)]))
        var events = decoder.decode([EvdevRawEvent(time: InputTime(microseconds: 5_000), type: Evdev.EV_SYN, code: Evdev.SYN_DROPPED, value: 0)])
        events += decoder.decode(F.frame(10, []))
        #expect(Self.pads(events) == [.button(number: 0, state: .released), .button(number: 2, state: .released)])
        // The next press of the same button is a press again, not a duplicate.
        #expect(Self.pads(decoder.decode(F.frame(20, [F.key(Evdev.BTN_0, 1)]))) == [.button(number: 0, state: .pressed)])
    }
}
