import InputCore
import InputRules
import Testing

/// A pen (dev2) and a touchscreen (dev1) on the main screen, through an engine whose pen rule arbitrates.
private struct PenScript {
    static let touch = DeviceID(1), pen = DeviceID(2)
    var engine: InputRuleEngine
    var steps: [FilteredInput] = []

    init(pen settings: PenSettings = PenSettings(), penScreen: String? = nil, touchScreen: String? = nil, penSize: PhysicalSize? = nil) {
        let rules = InputRuleSet(rules: [
            InputRule(name: "pen display", match: DeviceMatch(nameContains: "Pen"), screen: penScreen, pen: settings),
            InputRule(name: "touch", match: DeviceMatch(nameContains: "Finger"), screen: touchScreen),
        ])
        engine = InputRuleEngine(
            rules: rules, mainScreen: ScreenMapping(width: 800, height: 480),
            screens: ["side": ScreenMapping(width: 640, height: 480)])
        steps += engine.process(InputEvent(time: .zero, device: Self.touch, payload: .deviceAdded(
            DeviceDescription(id: Self.touch, name: "Wacom Cintiq Finger", capabilities: .touch, touchSurface: .direct))))
        steps += engine.process(InputEvent(time: .zero, device: Self.pen, payload: .deviceAdded(
            DeviceDescription(id: Self.pen, name: "Wacom Cintiq Pen", capabilities: .tabletTool, physicalSize: penSize))))
        steps.removeAll()
    }

    mutating func touch(_ ms: Double, _ changes: ContactChange...) {
        steps += engine.process(InputEvent(time: time(ms), device: Self.touch,
                                           payload: .touchFrame(TouchFrame(space: .screen, changes: changes))))
    }

    mutating func pen(_ ms: Double, _ phase: TabletToolPhase, pressure: Double? = 0.5, space: TouchCoordinateSpace = .screen,
                      at position: InputPoint = InputPoint(x: 300, y: 200)) {
        let event = TabletToolEvent(tool: TabletTool(type: .pen, serial: 7), phase: phase, space: space,
                                    axes: TabletAxes(position: position, pressure: pressure))
        steps += engine.process(InputEvent(time: time(ms), device: Self.pen, payload: .tabletTool(event)))
    }

    private func time(_ ms: Double) -> InputTime { InputTime(microseconds: Int64(ms * 1000)) }

    /// Touch changes and reports as text; pen events as `pen <phase> pressure`.
    var lines: [String] {
        steps.flatMap { step -> [String] in
            switch step {
            case .report(let report): return ["\(report.time.microseconds / 1000)ms \(report)"]
            case .event(let event):
                let ms = "\(event.time.microseconds / 1000)ms"
                switch event.payload {
                case .touchFrame(let frame):
                    return frame.changes.map { "\(ms) \($0.phase.rawValue) \($0.contact)" }
                case .tabletTool(let tool):
                    return ["\(ms) pen \(tool.phase.name) \(tool.axes.pressure.map { String(format: "%.3f", $0) } ?? "-")"]
                default: return []
                }
            }
        }
    }
}

@Suite struct PenArbitrationTests {
    @Test func aTouchDownIsCancelledWhenThePenComesNearAndNewTouchesWaitForTheTimeout() {
        var script = PenScript()
        script.touch(0, change(0, .down, 100, 100))
        script.touch(10, change(0, .move, 105, 100))
        script.pen(20, .proximityIn, pressure: 0)
        script.touch(30, change(0, .move, 110, 100), change(1, .down, 400, 300))
        script.touch(40, change(0, .up, 110, 100))
        script.pen(50, .proximityOut, pressure: 0)
        // Within 90 ms of the pen leaving: still suppressed.
        script.touch(100, change(2, .down, 200, 200))
        script.touch(130, change(2, .up, 200, 200))
        // After the timeout a touch passes; the palm that landed during arbitration stays dropped until it lifts.
        script.touch(141, change(3, .down, 200, 200), change(1, .move, 402, 300))
        script.touch(150, change(1, .up, 402, 300), change(3, .up, 200, 200))
        script.touch(160, change(1, .down, 500, 300))
        #expect(script.lines == [
            "0ms down c0",
            "10ms move c0",
            "20ms dev1 pen (rule \"pen display\"): c0 pen dev2 came into proximity: cancelled",
            "20ms cancel c0",
            "20ms pen proximityIn 0.000",
            "30ms dev1 pen (rule \"pen display\"): c1 landed while a pen is in proximity or within its timeout: suppressed until it lifts",
            "50ms pen proximityOut 0.000",
            "100ms dev1 pen (rule \"pen display\"): c2 landed while a pen is in proximity or within its timeout: suppressed until it lifts",
            "141ms down c3",
            "150ms up c3",
            "160ms down c1",
        ])
    }

    @Test func touchesOnAnotherScreenAreNotArbitrated() {
        var script = PenScript(penScreen: "side")
        script.pen(0, .proximityIn)
        script.touch(10, change(0, .down, 100, 100))
        #expect(script.lines == ["0ms pen proximityIn 0.500", "10ms down c0"])
    }

    @Test func arbitrationOffLetsTouchesThrough() {
        var script = PenScript(pen: PenSettings(arbitration: false))
        script.touch(0, change(0, .down, 100, 100))
        script.pen(10, .proximityIn)
        script.touch(20, change(0, .move, 101, 100), change(1, .down, 300, 100))
        #expect(script.lines == ["0ms down c0", "10ms pen proximityIn 0.500", "20ms move c0", "20ms down c1"])
    }

    @Test func removingThePenStartsTheTimeoutAsLeavingProximityDoes() {
        var script = PenScript(pen: PenSettings(arbitrationTimeoutMilliseconds: 20))
        script.pen(0, .proximityIn)
        script.steps += script.engine.process(InputEvent(time: InputTime(microseconds: 10_000), device: PenScript.pen, payload: .deviceRemoved))
        script.touch(25, change(0, .down, 100, 100))
        script.touch(31, change(1, .down, 300, 100))
        #expect(script.lines.filter { !$0.contains("pen proximity") } == [
            "25ms dev1 pen (rule \"pen display\"): c0 landed while a pen is in proximity or within its timeout: suppressed until it lifts",
            "31ms down c1",
        ])
    }

    @Test func pressureIsShapedByTheMinimumAndTheCurve() throws {
        let curve = try #require(PressureCurve(0, 0.5, 0.5, 1))
        var script = PenScript(pen: PenSettings(arbitration: false, minimumPressure: 0.2, pressureCurve: curve))
        script.pen(0, .tipDown, pressure: 0.1)
        script.pen(10, .axis, pressure: 0.6)
        script.pen(20, .axis, pressure: 1)
        script.pen(30, .axis, pressure: nil)
        // 0.1 is under the minimum: 0. 0.6 → (0.6 − 0.2) / 0.8 = 0.5, which the soft curve raises: its x reaches
        // 0.5 at the parameter t = 0.6527 (1.5t² − 0.5t³ = 0.5), where its y is 0.840 (worked out by hand).
        #expect(script.lines == ["0ms pen tipDown 0.000", "10ms pen axis 0.840", "20ms pen axis 1.000", "30ms pen axis -"])
    }

    @Test func theAreaMapsNormalisedPositionsAndLeavesScreenPositionsToTheBackend() throws {
        let area = try #require(TabletArea(x: 0.5, y: 0, width: 0.5, height: 0.5))
        var script = PenScript(pen: PenSettings(arbitration: false, area: area))
        script.pen(0, .axis, space: .normalized, at: InputPoint(x: 0.75, y: 0.25))
        script.pen(10, .axis, space: .normalized, at: InputPoint(x: 0.1, y: 0.9))
        script.pen(20, .axis, space: .screen, at: InputPoint(x: 300, y: 200))
        let positions = script.steps.compactMap { step -> InputPoint? in
            guard case .event(let event) = step, case .tabletTool(let tool) = event.payload else { return nil }
            return tool.axes.position
        }
        #expect(positions == [InputPoint(x: 0.5, y: 0.5), InputPoint(x: 0, y: 1), InputPoint(x: 300, y: 200)])
    }

    /// `keepAspect` on a 16:10 tablet (224 × 140 mm) mapped onto the 800 × 480 (5:3) main screen: the
    /// largest 5:3 area from the top-left corner is the full width and 0.96 of the height.
    @Test func keepAspectShapesTheAreaFromTheTabletsSizeAndItsScreen() {
        var script = PenScript(
            pen: PenSettings(arbitration: false, keepAspect: true),
            penSize: PhysicalSize(widthMillimetres: 224, heightMillimetres: 140))
        script.pen(0, .axis, space: .normalized, at: InputPoint(x: 0.5, y: 0.48))
        script.pen(10, .axis, space: .normalized, at: InputPoint(x: 1, y: 1))
        let positions = script.steps.compactMap { step -> InputPoint? in
            guard case .event(let event) = step, case .tabletTool(let tool) = event.payload else { return nil }
            return tool.axes.position
        }
        #expect(positions.count == 2)
        #expect(abs((positions.first?.y ?? 0) - 0.5) < 1e-9, "0.48 of the tablet is half of its 0.96 band")
        #expect(positions.last == InputPoint(x: 1, y: 1), "below the band the pen stays on the screen's edge")
    }
}

@Suite struct PenSettingsTests {
    @Test func theEffectiveAreaIsTheAreaOrTheScreensAspectAsTheTabletSeesIt() throws {
        let tablet = PhysicalSize(widthMillimetres: 200, heightMillimetres: 100)
        let wide = ScreenMapping(width: 800, height: 600)
        #expect(PenSettings().effectiveArea(tablet: tablet, mapping: wide) == nil, "off by default: the whole tablet")
        #expect(PenSettings(keepAspect: true).effectiveArea(tablet: nil, mapping: wide) == nil, "an unknown size is not reshaped")
        let area = try #require(TabletArea(x: 0.1, y: 0.1, width: 0.5, height: 0.5))
        #expect(PenSettings(area: area, keepAspect: true).effectiveArea(tablet: tablet, mapping: wide) == area)
        // 2:1 tablet, 4:3 screen: the full height and 2/3 of the width.
        let kept = try #require(PenSettings(keepAspect: true).effectiveArea(tablet: tablet, mapping: wide))
        #expect(kept.x == 0 && kept.y == 0 && kept.height == 1 && abs(kept.width - 2.0 / 3) < 1e-12)
        // The screen turned a quarter is 3:4 as the tablet sees it: 3/8 of the width.
        var turned = wide
        turned.rotation = .degrees90
        let portrait = try #require(PenSettings(keepAspect: true).effectiveArea(tablet: tablet, mapping: turned))
        #expect(abs(portrait.width - 3.0 / 8) < 1e-12 && portrait.height == 1)
    }

    @Test func aLinearCurveIsTheIdentityAndCurvesBendMonotonically() throws {
        let linear = try #require(PressureCurve(0, 0, 1, 1))
        let soft = try #require(PressureCurve(0, 0.25, 0.75, 1))
        let firm = try #require(PressureCurve(0.25, 0, 1, 0.75))
        var previous = 0.0
        for step in 0...20 {
            let x = Double(step) / 20
            #expect(abs(linear.value(at: x) - x) < 1e-6)
            #expect(soft.value(at: x) >= x - 1e-9 && firm.value(at: x) <= x + 1e-9)
            #expect(soft.value(at: x) >= previous)
            previous = soft.value(at: x)
        }
        #expect(abs(soft.value(at: 0)) < 1e-6 && abs(soft.value(at: 1) - 1) < 1e-6)
    }

    @Test func invalidCurvesAndAreasAreRefused() {
        #expect(PressureCurve(-0.1, 0, 1, 1) == nil)
        #expect(PressureCurve(0, 0, 1.5, 1) == nil)
        #expect(PressureCurve(0, .nan, 1, 1) == nil)
        #expect(TabletArea(x: 0.5, y: 0, width: 0.6, height: 1) == nil)
        #expect(TabletArea(x: 0, y: 0, width: 0, height: 1) == nil)
    }

    @Test func keepingTheAspectCropsTheLongerSide() throws {
        // A 16:10 tablet on a 4:3 screen loses a band on the right; on a 21:9 screen one at the bottom.
        let tablet = PhysicalSize(widthMillimetres: 160, heightMillimetres: 100)
        let narrow = try #require(TabletArea.keepingAspect(tablet: tablet, screenWidth: 1024, screenHeight: 768))
        #expect(abs(narrow.width - (4.0 / 3) / 1.6) < 1e-9 && narrow.height == 1)
        let wide = try #require(TabletArea.keepingAspect(tablet: tablet, screenWidth: 2560, screenHeight: 1080))
        #expect(wide.width == 1 && abs(wide.height - 1.6 / (2560.0 / 1080)) < 1e-9)
    }
}
