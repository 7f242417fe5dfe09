import InputCore
import InputRules
import Testing

@Suite struct DebounceFilterTests {
    let rule = InputRule(name: "bouncy", debounce: DebounceFilter(windowMilliseconds: 40, distancePoints: 30))

    @Test func aShortLiftAndNearbyLandingContinueTheSameTouch() {
        var script = FilterScript(rule)
        script.frame(0, change(0, .down, 100, 100))
        script.frame(10, change(0, .move, 110, 100))
        script.frame(20, change(0, .up, 110, 100))
        // The panel lost the finger for 8 ms and gives it a new id when it comes back.
        script.frame(28, change(1, .down, 118, 100))
        script.frame(38, change(1, .move, 126, 100))
        script.frame(48, change(1, .up, 126, 100))
        script.finish()
        #expect(script.lines == [
            "0ms down c0 (100, 100)",
            "10ms move c0 (110, 100)",
            "28ms dev1 debounce (rule \"bouncy\"): c1 lifted for 8.0 ms, landed 8.0 pt away (< 40.0 ms, < 30.0 pt): merged into c0",
            "28ms move c0 (118, 100)",
            "38ms move c0 (126, 100)",
            "88ms up c0 (126, 100)",
        ])
    }

    @Test func aLiftWithoutLandingIsDeliveredWhenTheWindowEnds() {
        var script = FilterScript(rule)
        script.frame(0, change(0, .down, 100, 100))
        script.frame(20, change(0, .up, 100, 100))
        #expect(script.engine.nextDeadline == InputTime(microseconds: 60_000))
        script.steps += script.engine.advance(to: InputTime(microseconds: 59_999))
        #expect(script.lines == ["0ms down c0 (100, 100)"])
        script.steps += script.engine.advance(to: InputTime(microseconds: 60_000))
        #expect(script.lines == ["0ms down c0 (100, 100)", "60ms up c0 (100, 100)"])
    }

    @Test func aLandingTooFarAwayIsANewTouch() {
        var script = FilterScript(rule)
        script.frame(0, change(0, .down, 100, 100))
        script.frame(20, change(0, .up, 100, 100))
        script.frame(30, change(1, .down, 300, 100))
        script.finish()
        #expect(script.lines == ["0ms down c0 (100, 100)", "30ms down c1 (300, 100)", "60ms up c0 (100, 100)"])
    }

    @Test func aLandingAfterTheWindowIsANewTouch() {
        var script = FilterScript(rule)
        script.frame(0, change(0, .down, 100, 100))
        script.frame(20, change(0, .up, 100, 100))
        script.frame(60, change(0, .down, 100, 100))
        #expect(script.lines == ["0ms down c0 (100, 100)", "60ms up c0 (100, 100)", "60ms down c0 (100, 100)"])
    }

    @Test func aHeldLiftIsDeliveredBeforeItsIdLandsElsewhere() {
        var script = FilterScript(rule)
        script.frame(0, change(0, .down, 100, 100))
        script.frame(20, change(0, .up, 100, 100))
        script.frame(30, change(0, .down, 500, 100))
        #expect(script.lines == ["0ms down c0 (100, 100)", "30ms up c0 (100, 100)", "30ms down c0 (500, 100)"])
    }
}
