import InputCore
import Testing

/// Normalisation divides by `maximum − minimum + 1`, as libinput's `absinfo_scale_axis` does, so a
/// recording replays where the same device lands live and the axis maximum stays inside the screen.
@Suite struct EvdevAbsInfoTests {
    @Test func theAxisMaximumNormalisesBelowOneAsLibinputDivides() {
        let axis = EvdevAbsInfo(minimum: 0, maximum: 4095)
        #expect(axis.normalized(0) == 0)
        #expect(axis.normalized(4095) == 4095.0 / 4096.0)
        #expect(axis.normalized(2048) == 0.5)
        // An 800-point screen: the maximum lands on the last pixel, not on the far edge at 800.
        let x = ScreenMapping(width: 800, height: 600).map(normalized: InputPoint(x: axis.normalized(4095), y: 0)).x
        #expect(x < 800 && x >= 799)
    }

    @Test func aRangeThatDoesNotStartAtZeroMapsItsMaximumInsideToo() {
        let axis = EvdevAbsInfo(minimum: 1000, maximum: 2499)
        #expect(axis.normalized(1000) == 0)
        #expect(axis.normalized(1750) == 0.5)
        #expect(axis.normalized(2499) == 1499.0 / 1500.0)
        // Outside the range (a bezel) stays outside 0..<1.
        #expect(axis.normalized(2500) == 1)
        #expect(axis.normalized(999) < 0)
    }

    @Test func rawValueInvertsNormalisationForEveryValueOfTheRange() {
        let axis = EvdevAbsInfo(minimum: -300, maximum: 700)
        for value in Int32(-300)...700 {
            #expect(axis.rawValue(normalized: axis.normalized(value)) == value)
        }
        // Beyond the screen clamps to the range; 1 (the far edge) is the maximum.
        #expect(axis.rawValue(normalized: 1) == 700)
        #expect(axis.rawValue(normalized: 2) == 700)
        #expect(axis.rawValue(normalized: -1) == -300)
        #expect(axis.rawValue(normalized: .nan) == -300)
    }

    @Test func extremeRangesDoNotOverflow() {
        let axis = EvdevAbsInfo(minimum: .min, maximum: .max)
        #expect(axis.normalized(.min) == 0)
        #expect(axis.normalized(.max) < 1)
        #expect(axis.rawValue(normalized: 0.5) == 0)
    }
}
