import Replay
import Testing
import UIKitTesting

/// Scenes laid out with constraints (`Sources/Replay/Scene/SceneConstraint.swift`, `SceneConstraintCheck.swift`).
@MainActor
struct SceneConstraintTests {
    static func scene(_ constraints: [String], subviews: String = #"{"name": "button"}"#) -> String {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ",\n        ")
        return """
            {
              "format": "uikit-scene",
              "version": 1,
              "windows": [
                {
                  "constraints": [
                    \(list)
                  ],
                  "subviews": [\(subviews)]
                }
              ]
            }
            """
    }

    static func error(_ text: String) -> String { SceneReaderTests.error(text) }

    @Test func equationsAndVisualFormatsPlaceTheViews() throws {
        let text = Self.scene(
            [
                "button.trailing = superview.trailingMargin - 8 @750", "button.trailing <= superview.trailing - 16",
                "button.width = 0.5 * superview.width", "button.top >= superview.top + 10", "button.height = 40",
                "H:|[side(100)]", "V:|-20-[side]-20-|",
            ], subviews: #"{"name": "button"}, {"name": "side"}"#)
        let scene = try SceneReader.parse(text, file: "scene.json")
        let application = SceneBuilder.makeApplication(for: scene)
        let built = SceneBuilder.build(scene, in: application)
        application.layoutPass()
        // 1024 × 768 screen, margins 8: trailing at 1024 − 16 = 1008, half the width 512 wide.
        #expect(built.view(named: "button")?.frame == CGRect(x: 496, y: 10, width: 512, height: 40))
        #expect(built.view(named: "side")?.frame == CGRect(x: 0, y: 20, width: 100, height: 728))
    }

    @Test func malformedEquationsNameTheLineAndColumn() {
        #expect(Self.error(Self.scene(["button.trailing = superview.trailingMargin -"]))
            == #"scene.json:7: window 1: constraint "button.trailing = superview.trailingMargin -" column 45: expected a constant after "-""#)
        #expect(Self.error(Self.scene(["button.trail = superview.trailing"]))
            .hasPrefix(#"scene.json:7: window 1: constraint "button.trail = superview.trailing" column 8: unknown attribute "trail""#))
        #expect(Self.error(Self.scene(["button.width 40"]))
            == #"scene.json:7: window 1: constraint "button.width 40" column 14: expected a relation: =, <= or >="#)
        #expect(Self.error(Self.scene(["button.width = 40 @2000"]))
            == #"scene.json:7: window 1: constraint "button.width = 40 @2000" column 20: expected a priority from 1 to 1000 after "@""#)
    }

    @Test func unknownViewsAndUnplacedViewsAreErrors() {
        #expect(Self.error(Self.scene(["label.width = 40"]))
            == #"scene.json:7: view "window": constraint "label.width = 40" column 1: unknown view "label" (expected superview or one of: button, window)"#)
        #expect(Self.error(Self.scene(["H:|[button][label]|"]))
            == #"scene.json:7: view "window": constraint "H:|[button][label]|" column 13: unknown view "label" (expected superview or one of: button, window)"#)
        #expect(Self.error(Self.scene(["button.width = 40"], subviews: #"{"name": "button"}, {"name": "other"}"#))
            == #"scene.json:9: view "other": missing field "frame" (expected [x, y, width, height] with width and height ≥ 0)"#)
    }
}
