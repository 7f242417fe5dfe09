import Foundation
import Replay
import Testing
import UIKitTesting

/// Scenes with `pageControl`, `segmentedControl` and `stepper` views
/// (`Sources/Replay/Scene/ViewKindCatalog+SmallControls.swift`): built with their fields, bad values named.
@MainActor
struct SmallControlSceneTests {
    @Test func buildsPageSegmentedAndStepperControls() throws {
        let text = ControlSceneTests.scene(#"""
        {"name": "dots", "type": "pageControl", "frame": [0, 0, 200, 26], "numberOfPages": 4, "currentPage": 9},
        {"name": "mode", "type": "segmentedControl", "frame": [0, 40, 300, 32], "segments": ["A", "B", "C"],
         "selectedSegmentIndex": 1, "isMomentary": true},
        {"name": "count", "type": "stepper", "frame": [0, 100, 0, 0], "minimumValue": 150, "maximumValue": 300,
         "stepValue": 5, "value": 20, "wraps": true, "autorepeat": false, "isContinuous": false, "isEnabled": false}
        """#)
        let description = try ReplayTestSupport.scene(text)
        let application = SceneBuilder.makeApplication(for: description)
        let built = SceneBuilder.build(description, in: application)
        let dots = try #require(built.view(named: "dots") as? UIPageControl)
        #expect(dots.numberOfPages == 4 && dots.currentPage == 3)
        let mode = try #require(built.view(named: "mode") as? UISegmentedControl)
        #expect(mode.numberOfSegments == 3 && mode.titleForSegment(at: 2) == "C")
        #expect(mode.selectedSegmentIndex == 1 && mode.isMomentary)
        let count = try #require(built.view(named: "count") as? UIStepper)
        // The range is set as a whole (150 is above the default maximum 100), then the value is clamped.
        #expect(count.minimumValue == 150 && count.maximumValue == 300 && count.value == 150)
        #expect(count.stepValue == 5 && count.wraps && !count.autorepeat && !count.isContinuous && !count.isEnabled)
        #expect(count.frame.size == UIStepper.intrinsicSize)
    }

    @Test func badValuesNameTheFileLineAndWhatWasExpected() {
        #expect(
            ControlSceneTests.error(ControlSceneTests.scene(#"{"name": "count", "type": "stepper", "frame": [0, 0, 0, 0], "minimumValue": 5, "maximumValue": 1}"#))
                == #"scene.json:3: view "count": field "maximumValue" is 1 (expected a number ≥ minimumValue 5.0)"#)
        #expect(
            ControlSceneTests.error(ControlSceneTests.scene(#"{"name": "count", "type": "stepper", "frame": [0, 0, 0, 0], "stepValue": 0}"#))
                == #"scene.json:3: view "count": field "stepValue" is 0 (expected a number > 0)"#)
        #expect(
            ControlSceneTests.error(ControlSceneTests.scene(#"{"name": "dots", "type": "pageControl", "frame": [0, 0, 0, 0], "numberOfPages": -2}"#))
                == #"scene.json:3: view "dots": field "numberOfPages" is -2 (expected a whole number ≥ 0)"#)
        #expect(
            ControlSceneTests.error(ControlSceneTests.scene(#"{"name": "mode", "type": "segmentedControl", "frame": [0, 0, 0, 0], "segments": ["A", 2]}"#))
                == #"scene.json:3: view "mode": field "segments" is 2 (expected an array of segment titles (strings))"#)
    }
}
