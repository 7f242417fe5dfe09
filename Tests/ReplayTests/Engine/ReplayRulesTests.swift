import InputRecording
import InputRules
import Replay
import Testing
import UIKitTesting

/// Input rules in a replay: the filters act between the recording and the application, on the replay's
/// clock, and every filtered contact is on the trace.
@MainActor
struct ReplayRulesTests {
    static let panScene = #"{"name": "canvas", "frame": [0, 0, 800, 600], "recognizers": [{"type": "pan", "name": "pan"}]}"#

    /// A drag whose finger the panel loses for 8 ms half-way (it comes back as a new contact).
    static func bouncingDrag() -> Recording {
        var script = InputScript(screen: ReplayTestSupport.screen)
        let panel = script.addTouchscreen()
        func frame(_ contact: Int32, _ phase: ContactPhase, x: Double) {
            script.emit(panel, .touchFrame(TouchFrame(space: .normalized, changes: [
                ContactChange(contact: ContactID(contact), phase: phase, position: InputPoint(x: x / 800, y: 0.5)),
            ])))
            script.wait(0.010)
        }
        frame(0, .down, x: 100)
        for step in 1...5 { frame(0, .move, x: 100 + Double(step) * 10) }
        frame(0, .up, x: 150)
        script.wait(-0.002)  // lost for 8 ms
        for step in 0...5 { frame(1, step == 0 ? .down : .move, x: 158 + Double(step) * 10) }
        frame(1, .up, x: 208)
        return script.recording
    }

    func replay(_ recording: Recording, rules: InputRuleSet?) throws -> String {
        let scene = try ReplayTestSupport.scene(views: Self.panScene)
        let engine = try ReplayEngine(source: RecordingEvents(recording), options: .init(rules: rules))
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        let built = SceneBuilder.build(scene, in: application)
        try engine.run(in: application)
        withExtendedLifetime(built) {}
        return trace.text
    }

    static let debounce = InputRuleSet(rules: [InputRule(name: "bouncy panel", debounce: DebounceFilter())])

    @Test func withoutDebounceTheBounceEndsThePan() throws {
        let actions = ReplayTestSupport.actions(try replay(Self.bouncingDrag(), rules: nil)).filter { !$0.contains("changed") }
        #expect(actions == ["pan (began)", "pan (ended)", "pan (began)", "pan (ended)"])
    }

    @Test func withDebounceTheDragIsOnePanAndTheMergeIsOnTheTrace() throws {
        let trace = try replay(Self.bouncingDrag(), rules: Self.debounce)
        let actions = ReplayTestSupport.actions(trace).filter { !$0.contains("changed") }
        #expect(actions == ["pan (began)", "pan (ended)"])
        let filterLines = trace.split(separator: "\n").filter { $0.contains("] filter ") }
        #expect(filterLines == [
            #"[0.068000] filter dev1 debounce (rule "bouncy panel"): c1 lifted for 8.0 ms, landed 8.0 pt away (< 40.0 ms, < 30.0 pt): merged into c0"#,
        ])
        // The view saw one touch: began once, ended once, 40 ms after the real lift.
        #expect(trace.components(separatedBy: "deliver touchesBegan").count == 2)
        #expect(trace.contains("[0.168000] input dev1 frame(normalized) c0 up"))
    }

    @Test func theRecordingsOwnRulesAreUsedWhenTheEngineIsGivenThem() throws {
        var recording = Self.bouncingDrag()
        recording.header.inputRules = Self.debounce
        let trace = try replay(recording, rules: recording.header.inputRules)
        #expect(trace.contains("filter dev1 debounce"))
    }
}

/// Two touchscreens on two screens, placed by input rules that match their names.
@MainActor
struct ReplayTwoScreensTests {
    static let scene = #"""
        {"format": "uikit-scene", "version": 1,
         "screen": {"width": 800, "height": 480},
         "screens": [{"name": "right", "width": 1024, "height": 600, "position": [800, 0]}],
         "windows": [
           {"name": "leftWindow", "subviews": [{"name": "leftButton", "frame": [0, 0, 400, 480], "recognizers": [{"type": "tap", "name": "leftTap"}]}]},
           {"name": "rightWindow", "screen": "right", "subviews": [{"name": "rightButton", "frame": [0, 0, 512, 600], "recognizers": [{"type": "tap", "name": "rightTap"}]}]}
         ],
         "inputRules": [
           {"name": "left panel", "match": {"name": "ILITEK"}},
           {"name": "right panel", "match": {"name": "eGalax"}, "screen": "right"}
         ]}
        """#

    /// Each panel taps its own top-left quarter; without rules both go to the main (left) screen.
    static func recording() -> Recording {
        var script = InputScript(screen: ScreenMapping(width: 800, height: 480))
        let left = script.addTouchscreen(name: "ILITEK ILITEK-TP")
        let right = script.addTouchscreen(name: "eGalax Inc. USB TouchController")
        for panel in [left, right] {
            script.emit(panel, .touchFrame(TouchFrame(space: .normalized, changes: [
                ContactChange(contact: ContactID(0), phase: .down, position: InputPoint(x: 0.2, y: 0.2))])))
            script.wait(0.05)
            script.emit(panel, .touchFrame(TouchFrame(space: .normalized, changes: [
                ContactChange(contact: ContactID(0), phase: .up, position: InputPoint(x: 0.2, y: 0.2))])))
            script.wait(0.5)
        }
        return script.recording
    }

    func replay(rules: Bool) throws -> String {
        let scene = try ReplayTestSupport.scene(Self.scene)
        let engine = try ReplayEngine(source: RecordingEvents(Self.recording()), options: .init(rules: rules ? scene.inputRules : nil))
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        let built = SceneBuilder.build(scene, in: application)
        try engine.run(in: application)
        withExtendedLifetime(built) {}
        return trace.text
    }

    @Test func eachPanelsTouchesReachOnlyItsScreensWindows() throws {
        let trace = try replay(rules: true)
        let hits = trace.split(separator: "\n").filter { $0.contains("hit-test") }.map { $0.split(separator: "] ")[1] }
        #expect(hits == ["hit-test t1 at (160.0, 96.0) in leftWindow → leftButton",
                         "hit-test t2 at (204.8, 120.0) in rightWindow → rightButton"])
        #expect(ReplayTestSupport.actions(trace) == ["leftTap (ended)", "rightTap (ended)"])
    }

    @Test func withoutRulesBothPanelsDriveTheMainScreen() throws {
        let trace = try replay(rules: false)
        #expect(ReplayTestSupport.actions(trace) == ["leftTap (ended)", "leftTap (ended)"])
    }

    @Test func badInputRulesInASceneNameTheScenesLine() throws {
        let text = "{\"format\": \"uikit-scene\", \"version\": 1, \"windows\": [{}],\n \"inputRules\": [\n {\"name\": \"a\", \"palm\": {\"maxMajorAxisMm\": 0}}]}"
        #expect(throws: SceneError(file: "test.json", line: 3, message: "rule \"a\" palm: field \"maxMajorAxisMm\" is 0 (expected millimetres, 1…1000)")) {
            try SceneReader.parse(text, file: "test.json")
        }
    }

    @Test func aWindowOnAnUnknownScreenIsAnError() throws {
        let text = #"{"format": "uikit-scene", "version": 1, "windows": [{}, {"screen": "nope"}]}"#
        #expect(throws: SceneError(file: "test.json", line: 1, message: "window 2: unknown screen \"nope\" (expected one of: screen0)")) {
            try SceneReader.parse(text, file: "test.json")
        }
    }
}
