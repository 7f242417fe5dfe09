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

    /// One finger cannot be in two places: a landing beyond the distance while a lift is held ends that
    /// lift at once, before the landing, so downstream never has two touches down (a view that is not
    /// multi-touch would drop the second and its pan would jump).
    @Test func aLandingTooFarAwayReleasesTheHeldLiftAtOnceAndIsANewTouch() {
        var script = FilterScript(rule)
        script.frame(0, change(0, .down, 100, 100))
        script.frame(20, change(0, .up, 100, 100))
        script.frame(30, change(1, .down, 300, 100))
        script.frame(40, change(1, .move, 310, 100))
        script.frame(50, change(1, .up, 310, 100))
        script.finish()
        #expect(script.lines == [
            "0ms down c0 (100, 100)",
            "30ms dev1 debounce (rule \"bouncy\"): c0 lift held 10.0 ms released: c1 landed 200.0 pt away (≥ 30.0 pt), a new touch",
            "30ms up c0 (100, 100)",
            "30ms down c1 (300, 100)",
            "40ms move c1 (310, 100)",
            "90ms up c1 (310, 100)",
        ])
        #expect(Self.mostTouchesDownAtOnce(script) == 1)
    }

    /// Two lifts held (two fingers bounced): a landing near one continues it and leaves the other held; a
    /// landing far from the other then releases it.
    @Test func aNearbyLandingMergesAndALaterFarOneReleasesTheRest() {
        var script = FilterScript(rule)
        script.frame(0, change(0, .down, 100, 100), change(1, .down, 400, 100))
        script.frame(20, change(0, .up, 100, 100), change(1, .up, 400, 100))
        script.frame(25, change(2, .down, 105, 100))
        script.frame(30, change(3, .down, 700, 300))
        script.frame(40, change(2, .up, 105, 100), change(3, .up, 700, 300))
        script.finish()
        #expect(script.lines == [
            "0ms down c0 (100, 100)", "0ms down c1 (400, 100)",
            "25ms dev1 debounce (rule \"bouncy\"): c2 lifted for 5.0 ms, landed 5.0 pt away (< 40.0 ms, < 30.0 pt): merged into c0",
            "25ms move c0 (105, 100)",
            "30ms dev1 debounce (rule \"bouncy\"): c1 lift held 10.0 ms released: c3 landed 360.6 pt away (≥ 30.0 pt), a new touch",
            "30ms up c1 (400, 100)",
            "30ms down c3 (700, 300)",
            "80ms up c0 (105, 100)", "80ms up c3 (700, 300)",
        ])
    }

    /// The most contacts down downstream at any moment.
    static func mostTouchesDownAtOnce(_ script: FilterScript) -> Int {
        var down: Set<ContactID> = [], most = 0
        for case .event(let event) in script.steps {
            guard case .touchFrame(let frame) = event.payload else { continue }
            for change in frame.changes {
                if change.phase == .down { down.insert(change.contact) } else if change.phase != .move { down.remove(change.contact) }
            }
            most = max(most, down.count)
        }
        return most
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
        #expect(script.lines == [
            "0ms down c0 (100, 100)",
            "30ms dev1 debounce (rule \"bouncy\"): c0 lift held 10.0 ms released: c0 landed 400.0 pt away (≥ 30.0 pt), a new touch",
            "30ms up c0 (100, 100)", "30ms down c0 (500, 100)",
        ])
    }

    /// A quick tap reported within one frame (landed and lifted) whose held lift a far landing later in the
    /// same frame releases: the tap's landing is delivered before its lift, in frames of their own, so no
    /// touch ends before it began (found by the touch-filters fuzzer).
    @Test func aLiftHeldWithinOneFrameIsReleasedAfterItsOwnLanding() {
        var script = FilterScript(rule)
        script.frame(0, change(0, .down, 100, 100))
        script.frame(10, change(0, .up, 100, 100))
        script.frame(20, change(1, .down, 400, 100), change(1, .up, 400, 100), change(2, .down, 400, 400))
        #expect(script.lines == [
            "0ms down c0 (100, 100)",
            "20ms dev1 debounce (rule \"bouncy\"): c0 lift held 10.0 ms released: c1 landed 300.0 pt away (≥ 30.0 pt), a new touch",
            "20ms dev1 debounce (rule \"bouncy\"): c1 lift held 0.0 ms released: c2 landed 300.0 pt away (≥ 30.0 pt), a new touch",
            "20ms up c0 (100, 100)", "20ms down c1 (400, 100)", "20ms up c1 (400, 100)", "20ms down c2 (400, 400)",
        ])
        let frames = script.steps.compactMap { step -> [String]? in
            guard case .event(let event) = step, case .touchFrame(let frame) = event.payload else { return nil }
            return frame.changes.map { "\($0.phase.rawValue) \($0.contact)" }
        }
        #expect(frames == [["down c0"], ["up c0"], ["down c1"], ["up c1"], ["down c2"]])
    }
}
