import InputCore
import InputRules
import Testing

@Suite struct HysteresisFilterTests {
    @Test func jitterAtRestIsSuppressedAndSummarisedWhenTheFingerMoves() {
        var script = FilterScript(InputRule(name: "jittery", hysteresis: HysteresisFilter(radiusPoints: 2)))
        script.frame(0, change(0, .down, 100, 100))
        script.frame(10, change(0, .move, 101, 100))
        script.frame(20, change(0, .move, 100, 101))
        script.frame(30, change(0, .move, 101, 101))
        script.frame(40, change(0, .move, 110, 100))
        script.frame(50, change(0, .move, 111, 100))
        script.frame(60, change(0, .up, 111, 100))
        #expect(script.lines == [
            "0ms down c0 (100, 100)",
            "40ms dev1 hysteresis (rule \"jittery\"): c0 3 moves within 2.0 pt suppressed over 30.0 ms (largest 1.4 pt)",
            "40ms move c0 (110, 100)",
            "60ms dev1 hysteresis (rule \"jittery\"): c0 1 moves within 2.0 pt suppressed over 10.0 ms (largest 1.0 pt)",
            "60ms up c0 (110, 100)",
        ])
    }
}

@Suite struct PalmFilterTests {
    let rule = InputRule(name: "kiosk", palm: PalmFilter(maximumMajorAxisMillimetres: 30))

    @Test func aPalmThatLandsLargeIsNeverReported() {
        var script = FilterScript(rule)
        script.frame(0, change(0, .down, 100, 100, major: 45), change(1, .down, 400, 100, major: 9))
        script.frame(10, change(0, .move, 110, 100, major: 46), change(1, .move, 410, 100, major: 9))
        script.frame(20, change(0, .up, 110, 100), change(1, .up, 410, 100))
        #expect(script.lines == [
            "0ms dev1 palm (rule \"kiosk\"): c0 major axis 45.0 mm > 30.0 mm: never reported",
            "0ms down c1 (400, 100)",
            "10ms move c1 (410, 100)",
            "20ms up c1 (410, 100)",
        ])
    }

    @Test func aContactThatGrowsIntoAPalmIsCancelled() {
        var script = FilterScript(rule)
        script.frame(0, change(0, .down, 100, 100, major: 12))
        script.frame(10, change(0, .move, 102, 100, major: 36))
        script.frame(20, change(0, .move, 104, 100, major: 40))
        script.frame(30, change(0, .up, 104, 100))
        #expect(script.lines == [
            "0ms down c0 (100, 100)",
            "10ms dev1 palm (rule \"kiosk\"): c0 major axis 36.0 mm > 30.0 mm: cancelled",
            "10ms cancel c0 (100, 100)",
        ])
    }
}

@Suite struct WatchdogFilterTests {
    @Test func aContactOfASilentDeviceIsCancelledAtTheTimeout() {
        var script = FilterScript(InputRule(name: "protocol-a", watchdog: WatchdogFilter(timeoutMilliseconds: 200)))
        script.frame(0, change(0, .down, 100, 100))
        script.frame(10, change(0, .move, 100, 100))
        #expect(script.engine.nextDeadline == InputTime(microseconds: 210_000))
        script.finish()
        // The firmware comes back and lifts the stale contact: nothing reaches the views.
        script.frame(510, change(0, .up, 100, 100))
        #expect(script.lines == [
            "0ms down c0 (100, 100)",
            "10ms move c0 (100, 100)",
            "210ms dev1 watchdog (rule \"protocol-a\"): c0 not reported for 200.0 ms (timeout 200.0 ms): cancelled",
            "210ms cancel c0 (100, 100)",
        ])
    }

    @Test func aDeviceThatKeepsReportingIsLeftAlone() {
        var script = FilterScript(InputRule(name: "protocol-a", watchdog: WatchdogFilter(timeoutMilliseconds: 200)))
        for step in 0..<50 { script.frame(Double(step * 10), change(0, step == 0 ? .down : .move, 100, 100)) }
        script.frame(500, change(0, .up, 100, 100))
        script.finish()
        #expect(!script.lines.contains { $0.contains("watchdog") })
        #expect(script.lines.last == "500ms up c0 (100, 100)")
        #expect(script.engine.nextDeadline == nil)
    }
}

@Suite struct DeadZoneTests {
    @Test func touchesLandingOnTheBezelAreIgnoredButMayMoveIn() {
        var script = FilterScript(InputRule(name: "bezel", deadZones: [.edges(top: 0, left: 20, bottom: 0, right: 20)]))
        script.frame(0, change(0, .down, 5, 200), change(1, .down, 30, 200))
        script.frame(10, change(0, .move, 60, 200), change(1, .move, 5, 200))
        script.frame(20, change(0, .up, 60, 200), change(1, .up, 5, 200))
        #expect(script.lines == [
            "0ms dev1 dead-zone (rule \"bezel\"): c0 landed at (5.0, 200.0) in edges top 0.0 left 20.0 bottom 0.0 right 20.0 pt: ignored",
            "0ms down c1 (30, 200)",
            "10ms move c1 (5, 200)",
            "20ms up c1 (5, 200)",
        ])
    }

    @Test func normalisedFramesAreMeasuredOnTheRulesScreen() {
        let rule = InputRule(name: "bezel", screen: "side", deadZones: [.rectangle(x: 0, y: 0, width: 100, height: 100)])
        var engine = InputRuleEngine(rules: InputRuleSet(rules: [rule]), mainScreen: ScreenMapping(width: 800, height: 480),
                                     screens: ["side": ScreenMapping(width: 1000, height: 1000)])
        let device = DeviceID(3)
        _ = engine.process(InputEvent(time: .zero, device: device, payload: .deviceAdded(
            DeviceDescription(id: device, name: "Side", capabilities: .touch))))
        // 0.09 × 1000 = 90 pt: inside on the side screen (it would be 72 pt on the main screen too, but
        // 0.11 → 110 pt is outside only on the side screen).
        let steps = engine.process(InputEvent(time: .zero, device: device, payload: .touchFrame(TouchFrame(space: .normalized, changes: [
            change(0, .down, 0.09, 0.09), change(1, .down, 0.11, 0.11),
        ]))))
        let delivered = steps.compactMap { step -> [ContactID]? in
            if case .event(let event) = step, case .touchFrame(let frame) = event.payload { return frame.changes.map(\.contact) }
            return nil
        }
        #expect(delivered == [[ContactID(1)]])
    }
}

@Suite struct DeviceMatchTests {
    let panel = DeviceIdentity(name: "eGalax Inc. USB TouchController", vendorID: 0x0eef, productID: 0x0001,
                               udevProperties: ["ID_INPUT_TOUCHSCREEN": "1", "ID_PATH": "pci-0000:00:14.0-usb-0:2:1.0"],
                               seat: "seat1", node: "/dev/input/event7")

    @Test func everyConditionMustHold() {
        #expect(DeviceMatch(nameContains: "egalax").matches(panel))
        #expect(DeviceMatch(vendorID: 0x0eef, productID: 0x0001).matches(panel))
        #expect(!DeviceMatch(vendorID: 0x0eef, productID: 0x0002).matches(panel))
        #expect(DeviceMatch(udevProperties: ["ID_INPUT_TOUCHSCREEN": "1"], seat: "seat1").matches(panel))
        #expect(!DeviceMatch(seat: "seat0").matches(panel))
        #expect(DeviceMatch(node: "event7").matches(panel))
        #expect(!DeviceMatch(node: "event17").matches(panel))
        #expect(DeviceMatch().matches(panel))
    }

    @Test func aDeviceWithoutSeatIsOnSeat0() {
        #expect(DeviceMatch(seat: "seat0").matches(DeviceIdentity(name: "x")))
    }

    @Test func firstMatchingRuleWinsAndUnusedRulesAreWarnedAbout() {
        let rules = InputRuleSet(rules: [
            InputRule(name: "left", origin: "rules.json:3", match: DeviceMatch(nameContains: "egalax"), screen: "left"),
            InputRule(name: "any touch", origin: "rules.json:9", match: DeviceMatch(udevProperties: ["ID_INPUT_TOUCHSCREEN": "1"])),
            InputRule(name: "right", origin: "rules.json:14", match: DeviceMatch(nameContains: "ilitek")),
        ])
        #expect(rules.rule(for: panel)?.name == "left")
        #expect(rules.unmatchedWarnings(devices: [panel]) == [
            "rules.json:9: warning: rule \"any touch\" every device it matches is taken by an earlier rule (devices: \"eGalax Inc. USB TouchController\")",
            "rules.json:14: warning: rule \"right\" matches no device (devices: \"eGalax Inc. USB TouchController\")",
        ])
    }
}

@Suite struct WatchdogRevivalTests {
    @Test func aContactReportedAgainAfterItsCancelIsANewTouch() {
        var script = FilterScript(InputRule(name: "protocol-a", watchdog: WatchdogFilter(timeoutMilliseconds: 200)))
        script.frame(0, change(0, .down, 100, 100))
        script.finish()
        script.frame(900, change(0, .move, 400, 300))
        script.frame(950, change(0, .up, 400, 300))
        #expect(script.lines == [
            "0ms down c0 (100, 100)",
            "200ms dev1 watchdog (rule \"protocol-a\"): c0 not reported for 200.0 ms (timeout 200.0 ms): cancelled",
            "200ms cancel c0 (100, 100)",
            "900ms dev1 watchdog (rule \"protocol-a\"): c0 reported again after its cancel: a new touch",
            "900ms down c0 (400, 300)",
            "950ms up c0 (400, 300)",
        ])
    }
}

@Suite struct ResolvedDevicesTests {
    @Test func aRecordingsResolutionGivesEachDeviceItsLiveRuleAndCountsItAsUsed() {
        // Live, the panel matched on its vendor id, which a recording does not keep.
        var rules = InputRuleSet(rules: [
            InputRule(name: "by vendor", origin: "rules.json:3", match: DeviceMatch(vendorID: 0x0eef), debounce: DebounceFilter()),
            InputRule(name: "by name", origin: "rules.json:4", match: DeviceMatch(nameContains: "panel")),
        ])
        let resolved: [DeviceID: String?] = [DeviceID(1): "by vendor", DeviceID(2): nil]
        rules.resolvedDevices = resolved
        var engine = InputRuleEngine(rules: rules, mainScreen: ScreenMapping(width: 800, height: 480))
        for id in [DeviceID(1), DeviceID(2)] {
            _ = engine.process(InputEvent(time: .zero, device: id, payload: .deviceAdded(
                DeviceDescription(id: id, name: "Touch panel", capabilities: .touch))))
        }
        #expect(engine.deviceRules[DeviceID(1)]?.name == "by vendor")
        // Device 2 had no rule live; matching by name now would wrongly give it one.
        #expect(engine.deviceRules[DeviceID(2)] == nil)
        // "by vendor" matches no recorded identity, but a device got it: no warning.
        #expect(!engine.unmatchedRuleWarnings.contains { $0.contains("by vendor") })
    }
}
