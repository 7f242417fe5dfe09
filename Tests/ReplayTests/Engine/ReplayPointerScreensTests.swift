import InputRecording
import InputRules
import Replay
import Testing
import UIKit
import UIKitTesting

/// A mouse placed on a second screen by an input rule: it moves that screen's cursor, which stays on
/// that screen, and its clicks, hover and wheel reach only that screen's windows.
@MainActor
struct ReplayPointerScreensTests {
    static let scene = #"""
        {"format": "uikit-scene", "version": 1,
         "screen": {"width": 800, "height": 480},
         "screens": [{"name": "right", "width": 1024, "height": 600, "position": [800, 0]}],
         "windows": [
           {"name": "leftWindow", "subviews": [{"name": "leftButton", "frame": [0, 0, 800, 480], "recognizers": [{"type": "tap", "name": "leftTap"}]}]},
           {"name": "rightWindow", "screen": "right", "subviews": [
             {"name": "corner", "frame": [900, 500, 124, 100], "recognizers": [{"type": "tap", "name": "cornerTap"}, {"type": "hover", "name": "cornerHover"}, {"type": "pan", "name": "cornerPan", "allowedScrollTypes": "all"}]}]}
         ],
         "inputRules": [
           {"name": "right mouse", "match": {"name": "Logitech"}, "screen": "right"}
         ]}
        """#

    /// The mouse moves from the centre of its screen into the bottom-right corner (beyond the main
    /// screen's 800 × 480), clicks, turns its wheel, then pushes far past the edge and clicks again.
    static func recording() -> Recording {
        var script = InputScript(screen: ScreenMapping(width: 800, height: 480))
        let mouse = script.addMouse(name: "Logitech USB Receiver")
        script.wait(0.01)
        script.mouseMove(mouse, dx: 450, dy: 250)
        script.wait(0.01)
        script.mouseButton(mouse, .pressed)
        script.wait(0.05)
        script.mouseButton(mouse, .released)
        script.wait(0.5)
        script.wheel(mouse, detents: 1)
        script.wait(0.5)
        script.mouseMove(mouse, dx: 5000, dy: 5000)
        script.wait(0.01)
        script.mouseButton(mouse, .pressed)
        script.wait(0.05)
        script.mouseButton(mouse, .released)
        script.wait(0.5)
        return script.recording
    }

    func replay(rules: Bool) throws -> (trace: String, cursors: [CGPoint]) {
        let scene = try ReplayTestSupport.scene(Self.scene)
        let engine = try ReplayEngine(source: RecordingEvents(Self.recording()), options: .init(rules: rules ? scene.inputRules : nil))
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        let built = SceneBuilder.build(scene, in: application)
        try engine.run(in: application)
        withExtendedLifetime(built) {}
        return (trace.text, application.screens.map { application.cursorLocation(on: $0) })
    }

    @Test func aMouseWithARuleForScreenTwoMovesItsCursorAndClicksOnlyItsWindows() throws {
        let (trace, cursors) = try replay(rules: true)
        let hits = trace.split(separator: "\n").filter { $0.contains("hit-test") }.map { $0.split(separator: "] ")[1] }
        // The first click lands in the corner (962, 550) of screen 2; the second, pushed far past the
        // edge, stops on the edge's last pixel (1024 − ε, 600 − ε), still in the corner view, which reaches
        // the screen's edge: the pointer stays on its screen and the last pixel is reachable.
        #expect(hits == ["hit-test t1 at (962.0, 550.0) in rightWindow → corner",
                         "hit-test t2 at (1024.0, 600.0) in rightWindow → corner"])
        // Hover, the clicks and the wheel (a scroll-driven pan) all reach the corner view of screen 2.
        #expect(ReplayTestSupport.actions(trace)
            == ["cornerHover (began)", "cornerTap (ended)", "cornerPan (began)", "cornerPan (ended)", "cornerHover (changed)", "cornerTap (ended)"])
        // The main screen's cursor never moved; screen 2's is on its last pixel.
        let inset = ScreenMapping.edgeInset
        #expect(cursors == [CGPoint(x: 400, y: 240), CGPoint(x: 1024 - inset, y: 600 - inset)])
    }

    @Test func withoutRulesTheMouseDrivesTheMainScreen() throws {
        let (trace, cursors) = try replay(rules: false)
        // Its cursor starts at the main screen's centre and stops on that screen's last pixel
        // (800 − ε, 480 − ε), inside the left button, which both clicks reach (and nothing reaches screen
        // 2's corner).
        #expect(ReplayTestSupport.actions(trace) == ["leftTap (ended)", "leftTap (ended)"])
        let inset = ScreenMapping.edgeInset
        #expect(cursors == [CGPoint(x: 800 - inset, y: 480 - inset), CGPoint(x: 512, y: 300)])
    }
}
