import Replay
import Testing
import UIKitTesting

/// Building scenes: views get their properties, recognizers their parameters, and the relations a scene
/// names change what recognizes.
@MainActor
struct SceneBuilderTests {
    @Test func viewsAndRecognizersGetTheirProperties() throws {
        let scene = try ReplayTestSupport.scene(views: """
            {"name": "box", "frame": [10, 20, 100, 50], "isMultipleTouchEnabled": true, "isExclusiveTouch": true,
             "isUserInteractionEnabled": false, "alpha": 0.5, "tag": 7, "transform": {"scale": [2, 2]},
             "recognizers": [
               {"type": "tap", "name": "tap", "numberOfTapsRequired": 3, "numberOfTouchesRequired": 2, "allowableMovement": 5,
                "cancelsTouchesInView": false, "delaysTouchesBegan": true, "delaysTouchesEnded": false},
               {"type": "screenEdgePan", "name": "edge", "edges": ["left", "bottom"], "edgeRegionWidth": 30, "allowedScrollTypes": "all"},
               {"type": "rotation", "name": "rotate", "minimumRotationDegrees": 90},
               {"type": "swipe", "name": "swipe", "direction": "all", "numberOfTouchesRequired": 2}
             ]}
            """)
        let application = SceneBuilder.makeApplication(for: scene)
        let built = SceneBuilder.build(scene, in: application)
        let box = try #require(built.view(named: "box"))
        #expect(box.bounds.size == CGSize(width: 100, height: 50))
        #expect(box.center == CGPoint(x: 60, y: 45))
        #expect(box.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(box.isMultipleTouchEnabled && box.isExclusiveTouch && !box.isUserInteractionEnabled)
        #expect(box.alpha == 0.5 && box.tag == 7 && box.accessibilityIdentifier == "box")
        let tap = try #require(built.recognizer(named: "tap") as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 3 && tap.numberOfTouchesRequired == 2 && tap.allowableMovement == 5)
        #expect(!tap.cancelsTouchesInView && tap.delaysTouchesBegan && !tap.delaysTouchesEnded)
        #expect(tap.view === box && tap.name == "tap")
        let edge = try #require(built.recognizer(named: "edge") as? UIScreenEdgePanGestureRecognizer)
        #expect(edge.edges == [.left, .bottom] && edge.edgeRegionWidth == 30 && edge.allowedScrollTypesMask == .all)
        let rotate = try #require(built.recognizer(named: "rotate") as? UIRotationGestureRecognizer)
        #expect(abs(rotate.minimumRotation - .pi / 2) < 1e-12)
        let swipe = try #require(built.recognizer(named: "swipe") as? UISwipeGestureRecognizer)
        #expect(swipe.direction == [.left, .right, .up, .down] && swipe.numberOfTouchesRequired == 2)
        #expect(application.keyWindow === built.windows.first)
        #expect(application.mainScreen.bounds.size == CGSize(width: 800, height: 600))
    }

    @Test func windowsTakeTheirLevelsAndTheKeyWindowIsTheOneNamed() throws {
        let scene = try ReplayTestSupport.scene("""
            {"format": "uikit-scene", "version": 1, "windows": [
              {"name": "back"},
              {"name": "front", "level": 1000, "frame": [0, 0, 200, 100], "isKey": true},
              {"name": "hidden", "isHidden": true}
            ]}
            """)
        let application = SceneBuilder.makeApplication(for: scene)
        let built = SceneBuilder.build(scene, in: application)
        #expect(application.keyWindow === built.windows[1])
        #expect(built.windows[1].windowLevel == UIWindow.Level(1000))
        #expect(built.windows[1].frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(built.windows.map(\.isHidden) == [false, false, true])
    }

    static let tapScene = """
        {"name": "pad", "frame": [0, 0, 800, 600], "recognizers": [
          {"type": "tap", "name": "single", "requireToFail": ["double"]},
          {"type": "tap", "name": "double", "numberOfTapsRequired": 2}
        ]}
        """

    @Test func requireToFailMakesTheSingleTapWaitForTheDoubleTap() throws {
        var script = InputScript(screen: ReplayTestSupport.screen)
        let panel = script.addTouchscreen()
        script.tap(panel, at: CGPoint(x: 100, y: 100))
        let (trace, _) = try ReplayTestSupport.replay(script.recording, against: try ReplayTestSupport.scene(views: Self.tapScene))
        #expect(ReplayTestSupport.actions(trace) == ["single (ended)"])
        #expect(trace.contains("[0.410000] gesture double possible → failed"))
        #expect(trace.contains("[0.410000] gesture single possible → ended"))
    }

    @Test func withoutTheRelationBothTapsActOnADoubleTap() throws {
        var script = InputScript(screen: ReplayTestSupport.screen)
        let panel = script.addTouchscreen()
        script.tap(panel, at: CGPoint(x: 100, y: 100))
        script.wait(0.1)
        script.tap(panel, at: CGPoint(x: 100, y: 100))
        let related = try ReplayTestSupport.replay(script.recording, against: try ReplayTestSupport.scene(views: Self.tapScene))
        #expect(ReplayTestSupport.actions(related.trace) == ["double (ended)"])
        let unrelated = try ReplayTestSupport.replay(
            script.recording, against: try ReplayTestSupport.scene(views: Self.tapScene.replacingOccurrences(of: #", "requireToFail": ["double"]"#, with: "")))
        #expect(ReplayTestSupport.actions(unrelated.trace) == ["single (ended)", "single (ended)", "double (ended)"])
    }

    static func pinchAndRotation(simultaneous: Bool) -> String {
        """
        {"name": "photo", "frame": [0, 0, 800, 600], "isMultipleTouchEnabled": true, "recognizers": [
          {"type": "pinch", "name": "pinch"\(simultaneous ? #", "recognizeSimultaneouslyWith": ["rotate"]"# : "")},
          {"type": "rotation", "name": "rotate"}
        ]}
        """
    }

    @Test func simultaneityRelationLetsPinchAndRotationRunTogether() throws {
        var script = InputScript(screen: ReplayTestSupport.screen)
        let panel = script.addTouchscreen()
        // Turning and spreading at once: both thresholds are crossed.
        var fingers = script.down(panel, at: [CGPoint(x: 300, y: 300), CGPoint(x: 500, y: 300)])
        script.move(&fingers, duration: 0.4) { index, progress in
            let angle = CGFloat(index) * .pi + progress * .pi / 4
            let radius = 100 + 60 * progress
            return CGPoint(x: 400 + radius * cos(angle), y: 300 + radius * sin(angle))
        }
        script.lift(fingers)
        let together = try ReplayTestSupport.replay(script.recording, against: try ReplayTestSupport.scene(views: Self.pinchAndRotation(simultaneous: true)))
        let actions = ReplayTestSupport.actions(together.trace)
        #expect(actions.contains("pinch (began)") && actions.contains("rotate (began)"))
        let alone = try ReplayTestSupport.replay(script.recording, against: try ReplayTestSupport.scene(views: Self.pinchAndRotation(simultaneous: false)))
        let began = ReplayTestSupport.actions(alone.trace).filter { $0.hasSuffix("(began)") }
        #expect(began.count == 1)
    }

    @Test func builtInGesturesSceneReadsAndBuilds() throws {
        let scene = try #require(try BuiltInScenes.scene(named: "gestures"))
        let application = SceneBuilder.makeApplication(for: scene)
        let built = SceneBuilder.build(scene, in: application)
        #expect(built.recognizers.map(\.name) == ["singleTap", "doubleTap", "twoFingerTap", "longPress", "pan"])
        #expect(try BuiltInScenes.scene(named: "nope") == nil)
    }

    /// Building is linear in the number of views and recognizers: 5,000 rows, each a named view with a
    /// tap that waits for the next row's, build with every relation in place. The builder made a name
    /// table of every view for each view and looked each relation up by a scan, which made this shape
    /// minutes of work (issue 24). (Each tap waits for the *next* one: `require(toFail:)` itself walks the
    /// other recognizer's requirements to refuse cycles, so a chain added from its far end is UIKit's own
    /// quadratic, not the reader's.)
    @Test func buildingManyNamedViewsAndRelationsIsLinear() throws {
        let count = 5_000
        var rows: [String] = []
        rows.reserveCapacity(count)
        for index in 0..<count {
            let waits = index + 1 < count ? #", "requireToFail": ["t\#(index + 1)"], "recognizeSimultaneouslyWith": ["t\#(index + 1)"]"# : ""
            rows.append(#"{"name": "row\#(index)", "frame": [0, \#(index), 800, 1], "recognizers": [{"type": "tap", "name": "t\#(index)"\#(waits)}]}"#)
        }
        let scene = try ReplayTestSupport.scene(views: rows.joined(separator: ",\n"))
        let application = SceneBuilder.makeApplication(for: scene)
        let built = SceneBuilder.build(scene, in: application)
        #expect(built.views.count == count + 1)  // the rows and the window
        #expect(built.recognizers.count == count)
        let last = try #require(built.recognizers.last?.recognizer)
        #expect(last.name == "t\(count - 1)")
        #expect(last.view === built.views.last?.view)
        // The tap before the last waits for it and may recognize with it.
        let previous = built.recognizers[count - 2].recognizer
        #expect(previous.delegate?.gestureRecognizer(previous, shouldRecognizeSimultaneouslyWith: last) == true)
        #expect(last.delegate?.gestureRecognizer(last, shouldRecognizeSimultaneouslyWith: built.recognizers[0].recognizer) != true)
    }
}
