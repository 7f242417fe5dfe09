import InputCore
import Testing

/// `Sources/InputCore/Evdev/EvdevTabletTracker.swift` through `EvdevDecoder`: a pen device's evdev events
/// become tablet tool events in libinput's order, with axes normalised as libinput normalises them.
@Suite struct EvdevTabletTrackerTests {
    typealias F = Fixture

    /// A pen tablet like the Wacom Intuos4's pen node: X 0...44703, Y 0...27999, pressure 0...2047,
    /// distance 0...63, tilt 0...127 without resolution, pen and eraser, two barrel buttons.
    static func pen(direct: Bool = false) -> EvdevDeviceProfile {
        let abs: [UInt16: EvdevAbsInfo] = [
            Evdev.ABS_X: EvdevAbsInfo(minimum: 0, maximum: 44703, resolution: 200),
            Evdev.ABS_Y: EvdevAbsInfo(minimum: 0, maximum: 27999, resolution: 200),
            Evdev.ABS_PRESSURE: EvdevAbsInfo(minimum: 0, maximum: 2047),
            Evdev.ABS_DISTANCE: EvdevAbsInfo(minimum: 0, maximum: 63),
            Evdev.ABS_TILT_X: EvdevAbsInfo(minimum: 0, maximum: 127),
            Evdev.ABS_TILT_Y: EvdevAbsInfo(minimum: 0, maximum: 127),
            Evdev.ABS_MISC: EvdevAbsInfo(minimum: 0, maximum: 0),
        ]
        return EvdevDeviceProfile(
            name: "Test Pen",
            codes: [
                Evdev.EV_KEY: [Evdev.BTN_TOOL_PEN, Evdev.BTN_TOOL_RUBBER, Evdev.BTN_TOUCH, Evdev.BTN_STYLUS, Evdev.BTN_STYLUS2],
                Evdev.EV_ABS: Set(abs.keys), Evdev.EV_MSC: [Evdev.MSC_SERIAL],
            ],
            absInfo: abs, properties: direct ? [Evdev.INPUT_PROP_DIRECT] : [])
    }

    static func serial(_ value: Int32) -> (UInt16, UInt16, Int32) { (Evdev.EV_MSC, Evdev.MSC_SERIAL, value) }

    static func tools(_ events: [InputEvent]) -> [TabletToolEvent] {
        events.compactMap { if case .tabletTool(let tool) = $0.payload { tool } else { nil } }
    }

    @Test func aPenDeviceIsATabletToolNotATouchscreen() {
        let profile = Self.pen()
        #expect(profile.isTabletTool)
        #expect(profile.touchProtocol == nil)
        #expect(!profile.isAbsolutePointer)
        let description = profile.deviceDescription(id: DeviceID(1))
        #expect(description.capabilities == .tabletTool)
        #expect(description.touchSurface == .indirect)
        #expect(Self.pen(direct: true).deviceDescription(id: DeviceID(1)).touchSurface == .direct)
        let width: Double = 44703.0 / 200
        #expect(description.physicalSize?.widthMillimetres == width)
    }

    @Test func aStrokeIsProximityTipAxesTipUpAndProximityOut() {
        let (_, events) = decodeAll(Self.pen(), [
            F.frame(0, [F.abs(Evdev.ABS_X, 22352), F.abs(Evdev.ABS_Y, 14000), F.abs(Evdev.ABS_DISTANCE, 63),
                        F.abs(Evdev.ABS_TILT_X, 64), F.abs(Evdev.ABS_TILT_Y, 127), F.abs(Evdev.ABS_MISC, 2050),
                        F.key(Evdev.BTN_TOOL_PEN, 1), Self.serial(-1719661677)]),
            F.frame(8, [F.abs(Evdev.ABS_DISTANCE, 10), Self.serial(-1719661677)]),
            F.frame(16, [F.abs(Evdev.ABS_PRESSURE, 1024), F.abs(Evdev.ABS_DISTANCE, 0), F.key(Evdev.BTN_TOUCH, 1)]),
            F.frame(24, [F.abs(Evdev.ABS_PRESSURE, 2047), F.key(Evdev.BTN_STYLUS, 1)]),
            F.frame(32, [F.abs(Evdev.ABS_PRESSURE, 0), F.key(Evdev.BTN_TOUCH, 0), F.key(Evdev.BTN_STYLUS, 0)]),
            F.frame(40, [F.abs(Evdev.ABS_MISC, 0), F.key(Evdev.BTN_TOOL_PEN, 0)]),
        ])
        let tools = Self.tools(events)
        #expect(tools.map(\.phase.name) == ["proximityIn", "axis", "tipDown", "axis", "button", "axis", "button", "tipUp", "proximityOut"])
        // MSC_SERIAL is a signed 32-bit value from the kernel; libinput reads it unsigned.
        #expect(tools.allSatisfy { $0.tool == TabletTool(type: .pen, serial: 2_575_305_619, toolID: 2050) })
        let first = tools[0].axes
        let expectedPosition = InputPoint(x: 22352.0 / 44704, y: 14000.0 / 28000)
        #expect(first.position == expectedPosition)
        #expect(first.distance == 1)
        #expect(first.pressure == 0)
        // Tilt without resolution: 0...127 onto -64°...64°.
        let centreTilt: Double = (64.0 / 127 * 2 - 1) * 64
        #expect(first.tiltX == centreTilt)
        #expect(first.tiltY == 64)
        let halfPressure: Double = 1024.0 / 2047
        #expect(tools[2].axes.pressure == halfPressure)
        #expect(tools[3].axes.pressure == 1)
        #expect(tools[4].phase == .button(code: 0x14b, state: .pressed))
        #expect(tools[6].phase == .button(code: 0x14b, state: .released))
        #expect(events.allSatisfy { if case .touchFrame = $0.payload { false } else { true } })
    }

    @Test func tiltWithAResolutionIsDegreesFromItsUnitsPerRadian() {
        let info = EvdevAbsInfo(minimum: -64, maximum: 63, resolution: 57)
        let radianInDegrees: Double = 180 / .pi
        #expect(abs(info.tiltDegrees(57) - radianInDegrees) < 1e-9)
        #expect(info.tiltDegrees(0) == 0)
    }

    @Test func theEraserIsItsOwnToolAndAToolLeavingWithItsTipDownLiftsFirst() {
        let (_, events) = decodeAll(Self.pen(), [
            F.frame(0, [F.abs(Evdev.ABS_X, 100), F.key(Evdev.BTN_TOOL_RUBBER, 1)]),
            F.frame(8, [F.abs(Evdev.ABS_PRESSURE, 500), F.key(Evdev.BTN_TOUCH, 1)]),
            F.frame(16, [F.key(Evdev.BTN_TOOL_RUBBER, 0)]),
        ])
        let tools = Self.tools(events)
        #expect(tools.map(\.phase.name) == ["proximityIn", "tipDown", "tipUp", "proximityOut"])
        #expect(tools.allSatisfy { $0.tool.type == .eraser })
    }

    @Test func axesOutsideProximityAreNotReportedAndSynDroppedSendsTheToolAway() {
        let (_, events) = decodeAll(Self.pen(), [
            F.frame(0, [F.abs(Evdev.ABS_X, 100)]),
            F.frame(8, [F.key(Evdev.BTN_TOOL_PEN, 1)]),
            F.frame(16, [F.key(Evdev.BTN_TOUCH, 1)]),
            [EvdevRawEvent(microseconds: 20_000, type: Evdev.EV_SYN, code: Evdev.SYN_DROPPED, value: 0)],
            F.frame(24, []),
        ])
        #expect(Self.tools(events).map(\.phase.name) == ["proximityIn", "tipDown", "proximityOut"])
    }
}
