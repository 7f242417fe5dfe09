import Foundation
import InputRecording
import Replay
import Testing
import UIKitTesting

/// Scenes with buttons, switches, sliders and scroll views (`type`): read, built, and checked with clear
/// errors.
@MainActor
struct ControlSceneTests {
    static func scene(_ views: String) -> String {
        #"""
        {"format": "uikit-scene", "version": 1, "screen": {"width": 800, "height": 600},
         "windows": [{"subviews": [
        \#(views)
        ]}]}
        """#
    }

    static func error(_ text: String) -> String {
        switch Result(catching: { () throws(SceneError) in try SceneReader.parse(text, file: "scene.json") }) {
        case .success: "no error"
        case .failure(let error): error.description
        }
    }

    @Test func buildsControlsAndScrollViewsWithTheirProperties() throws {
        let text = Self.scene(#"""
        {"name": "feed", "type": "scrollView", "frame": [0, 0, 800, 600], "contentSize": [800, 3000],
         "isPagingEnabled": true, "bounces": false, "decelerationRate": "fast", "delaysContentTouches": false,
         "subviews": [
           {"name": "buy", "type": "button", "title": "Buy", "frame": [10, 10, 200, 44]},
           {"name": "wifi", "type": "switch", "isOn": true, "frame": [10, 100, 0, 0]},
           {"name": "volume", "type": "slider", "minimumValue": 0, "maximumValue": 10, "value": 20,
            "isContinuous": false, "isEnabled": false, "frame": [10, 200, 300, 40]}
         ]}
        """#)
        let description = try ReplayTestSupport.scene(text)
        let application = SceneBuilder.makeApplication(for: description)
        let built = SceneBuilder.build(description, in: application)
        let feed = try #require(built.view(named: "feed") as? UIScrollView)
        #expect(feed.contentSize == CGSize(width: 800, height: 3000))
        #expect(feed.isPagingEnabled && !feed.bounces && feed.decelerationRate == .fast && !feed.delaysContentTouches)
        #expect((built.view(named: "buy") as? UIButton)?.currentTitle == "Buy")
        #expect((built.view(named: "wifi") as? UISwitch)?.isOn == true)
        let slider = try #require(built.view(named: "volume") as? UISlider)
        #expect(slider.maximumValue == 10 && slider.value == 10 && !slider.isContinuous && !slider.isEnabled)
    }

    @Test func aNegativeContentSizeNamesFileLineAndWhatWasExpected() {
        let text = Self.scene(#"""
        {"name": "feed", "type": "scrollView", "frame": [0, 0, 800, 600],
         "contentSize": [800, -10]}
        """#)
        #expect(Self.error(text) == #"scene.json:4: view "feed": field "contentSize" is an array (expected [width, height] with width and height ≥ 0)"#)
    }

    @Test func anUnknownViewTypeListsTheTypes() {
        let text = Self.scene(#"{"name": "b", "type": "buton", "frame": [0, 0, 10, 10]}"#)
        #expect(Self.error(text) == #"scene.json:3: view 1: unknown view type "buton" (expected one of: view, button, switch, slider, scrollView, stack, image, pageControl, segmentedControl, stepper, navigation, table, collection, textField, textView)"#)
    }

    @Test func aFieldOfAnotherTypeIsRejected() {
        let text = Self.scene(#"{"name": "b", "type": "button", "isOn": true, "frame": [0, 0, 10, 10]}"#)
        #expect(Self.error(text).contains(#"unknown field "isOn" in view 1"#))
    }

    @Test func aBadDecelerationRateSaysWhatIsAllowed() {
        let text = Self.scene(#"{"name": "s", "type": "scrollView", "decelerationRate": 0.5, "frame": [0, 0, 10, 10]}"#)
        #expect(Self.error(text) == #"scene.json:3: view "s": field "decelerationRate" is 0.5 (expected "normal" or "fast")"#)
    }

    @Test func controlActionsAppearInTheSVGAndTheSummary() throws {
        let text = Self.scene(#"{"name": "buy", "type": "button", "frame": [100, 100, 200, 100]}"#)
        let description = try ReplayTestSupport.scene(text)
        var script = InputScript(screen: ReplayTestSupport.screen)
        let panel = script.addTouchscreen()
        script.wait(0.1)
        script.tap(panel, at: CGPoint(x: 200, y: 150))
        script.wait(0.1)
        let engine = try Result(catching: { () throws(RecordingImportError) in
            try ReplayEngine(source: RecordingEvents(script.recording))
        }).get()
        let application = SceneBuilder.makeApplication(for: description, start: engine.startTime)
        let tally = ActionTally()
        application.trace.addObserver(tally)
        let built = SceneBuilder.build(description, in: application)
        let drawing = ReplayDrawing()
        drawing.attach(to: built, engine: engine, application: application)
        _ = try Result(catching: { () throws(RecordingImportError) in try engine.run(in: application) }).get()
        #expect(tally.count("button buy", "touchUpInside") == 1)
        #expect(drawing.marks.map(\.state) == ["touchDown", "touchUpInside"])
        #expect(drawing.marks.last?.location == CGPoint(x: 200, y: 150))
        #expect(drawing.svg.contains("buy touchUpInside"))
    }

    @Test func controlActionsHaveTheirOwnJSONKindAndPrintLikeActions() {
        let entry = TraceEntry.controlAction(time: InputTime(microseconds: 560_000), sender: "button buy", event: "touchUpInside")
        #expect(entry.text == "[0.560000] action button buy (touchUpInside)")
        #expect(TraceJSON.line(entry) == #"{"t":560000,"kind":"controlAction","sender":"button buy","event":"touchUpInside"}"#)
        #expect(!TraceSummary.isDecision(.controlAction(time: .zero, sender: "button buy", event: "touchDragInside")))
    }
}
