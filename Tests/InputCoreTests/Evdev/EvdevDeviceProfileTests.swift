import InputCore
import Testing

@Suite struct EvdevDeviceProfileTests {
    @Test func protocolIsBWithSlotsAWithoutAndSingleTouchWithOnlyAbsXY() {
        #expect(Fixture.protocolB().touchProtocol == .protocolB)
        #expect(Fixture.protocolB(slots: 10).slotCount == 10)
        #expect(Fixture.protocolA().touchProtocol == .protocolA)
        #expect(Fixture.protocolA().slotCount == nil)
        #expect(Fixture.singleTouch().touchProtocol == .singleTouch)
        #expect(Fixture.singleTouch().slotCount == 1)
        #expect(Fixture.mouse(hiRes: false).touchProtocol == nil)
    }

    @Test func directnessFollowsPropertiesThenUdevHeuristics() {
        #expect(Fixture.protocolB(direct: true).isDirect)
        var pointer = Fixture.protocolB(direct: false)
        pointer.properties = [Evdev.INPUT_PROP_POINTER]
        #expect(!pointer.isDirect)
        var legacyTouchpad = Fixture.protocolB(direct: false)
        legacyTouchpad.codes[Evdev.EV_KEY, default: []].insert(Evdev.BTN_TOOL_FINGER)
        #expect(legacyTouchpad.touchSurfaceDecision.kind == .indirect)
        let legacyScreen = Fixture.protocolB(direct: false)
        #expect(legacyScreen.touchSurfaceDecision.kind == .direct)
        #expect(legacyScreen.touchSurfaceDecision.reason.contains("BTN_TOUCH"))
    }

    @Test func physicalSizeComesFromResolutionAndIsUnknownWithoutOne() {
        // `(maximum − minimum) / resolution`, as libinput's `evdev_device_get_size` measures.
        let profile = Fixture.protocolB(
            x: EvdevAbsInfo(minimum: 0, maximum: 1000, resolution: 10), y: EvdevAbsInfo(minimum: 0, maximum: 500, resolution: 10))
        #expect(profile.physicalSize == PhysicalSize(widthMillimetres: 100, heightMillimetres: 50))
        let description = profile.deviceDescription(id: DeviceID(4), node: "/dev/input/event4")
        #expect(description.capabilities == .touch)
        #expect(description.touchSurface == .direct)
        #expect(description.maximumContacts == 5)
        #expect(description.physicalSize?.widthMillimetres == 100)
        #expect(Fixture.protocolA().physicalSize == nil)
    }

    @Test func hugeSlotRangeIsCappedAndReported() {
        var profile = Fixture.protocolB()
        profile.absInfo[Evdev.ABS_MT_SLOT] = EvdevAbsInfo(minimum: 0, maximum: .max)
        #expect(profile.slotCount == EvdevDeviceProfile.maximumSlotCount)
        #expect(profile.problems.count == 1)
    }

    @Test func mouseCapabilitiesIncludeScroll() {
        #expect(Fixture.mouse(hiRes: true).capabilities == [.pointer, .scroll])
    }
}
