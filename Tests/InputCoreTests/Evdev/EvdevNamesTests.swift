import InputCore
import Testing

@Suite struct EvdevNamesTests {
    @Test func namesAndCodesConvertBothWays() {
        #expect(EvdevNames.typeName(Evdev.EV_ABS) == "EV_ABS")
        #expect(EvdevNames.type(named: "EV_KEY") == Evdev.EV_KEY)
        #expect(EvdevNames.codeName(type: Evdev.EV_ABS, code: 0x2f) == "ABS_MT_SLOT")
        #expect(EvdevNames.code(named: "BTN_TOUCH")! == (Evdev.EV_KEY, 0x14a))
        #expect(EvdevNames.code(named: "REL_WHEEL_HI_RES")! == (Evdev.EV_REL, 0x0b))
        #expect(EvdevNames.property(named: "INPUT_PROP_DIRECT") == 1)
        #expect(EvdevNames.propertyName(0) == "INPUT_PROP_POINTER")
        #expect(EvdevNames.code(named: "KEY_A")! == (Evdev.EV_KEY, 30))
    }

    @Test func buttonRangeMarkersAreAliasesNotCanonicalNames() {
        #expect(EvdevNames.codeName(type: Evdev.EV_KEY, code: 0x110) == "BTN_LEFT")
        #expect(EvdevNames.codeName(type: Evdev.EV_KEY, code: 0x140) == "BTN_TOOL_PEN")
        #expect(EvdevNames.code(named: "BTN_MOUSE")! == (Evdev.EV_KEY, 0x110))
    }

    @Test func unknownNamesAndCodesGiveClearErrorsNotCrashes() throws {
        #expect(EvdevNames.codeName(type: Evdev.EV_ABS, code: 0x7e) == nil)
        #expect(EvdevNames.describe(type: Evdev.EV_ABS, code: 0x7e) == "EV_ABS / 0x7e")
        #expect(EvdevNames.describe(type: 0x1e, code: 3) == "type 0x1e / 0x3")
        #expect(throws: EvdevNameError.self) { try EvdevNames.parseType("EV_BOGUS") }
        do {
            _ = try EvdevNames.parseCode("BTN_TOUCH", type: Evdev.EV_ABS)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "code \"BTN_TOUCH\" belongs to EV_KEY, not EV_ABS")
        }
        #expect(try EvdevNames.parseCode("0x35", type: Evdev.EV_ABS) == 0x35)
        #expect(try EvdevNames.parseCode("ABS_MT_POSITION_Y", type: Evdev.EV_ABS) == 0x36)
    }
}
