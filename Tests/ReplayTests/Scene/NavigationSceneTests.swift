import Foundation
import InputRecording
import Replay
import Testing
import UIKitTesting

/// Scenes with a `navigation` view: its subviews become a navigation controller's screens, titled, with
/// the last shown under the bar; bad titles are errors with the line.
@MainActor
struct NavigationSceneTests {
    static let navigation = #"""
    {"name": "nav", "type": "navigation", "frame": [0, 0, 800, 600], "titles": ["Inbox", "Message"],
     "subviews": [
       {"name": "inbox", "frame": [0, 0, 800, 600]},
       {"name": "message", "frame": [0, 0, 10, 10],
        "constraints": ["label.top = superview.top + 60", "label.left = superview.left + 20",
                        "label.width = 100", "label.height = 20"],
        "subviews": [
         {"name": "row", "frame": [0, 250, 800, 100], "recognizers": [{"type": "pan", "name": "rowSwipe"}]},
         {"name": "label"}
       ]}
     ]}
    """#

    @Test func theSubviewsBecomeTitledScreensWithTheLastShownUnderTheBar() throws {
        let description = try ReplayTestSupport.scene(ControlSceneTests.scene(Self.navigation))
        let application = SceneBuilder.makeApplication(for: description)
        let built = SceneBuilder.build(description, in: application)
        let host = try #require(built.view(named: "nav") as? NavigationSceneView)
        let navigation = host.navigation
        #expect(navigation.viewControllers.map(\.title) == ["Inbox", "Message"])
        let message = try #require(built.view(named: "message"))
        let inbox = try #require(built.view(named: "inbox"))
        #expect(message.window === built.windows[0], "the top screen is shown")
        #expect(inbox.superview == nil, "the screen below waits for a pop")
        application.layoutPass()
        #expect(message.frame == CGRect(x: 0, y: 0, width: 800, height: 600), "the screen fills the navigation view")
        #expect(navigation.navigationBar.topItem?.title == "Message")
        #expect(navigation.navigationBar.backItem?.title == "Inbox")
        #expect(built.view(named: "label")?.frame == CGRect(x: 20, y: 60, width: 100, height: 20),
                "constraints inside a screen refer to the screen")
        #expect(built.recognizer(named: "rowSwipe")?.view === built.view(named: "row"))
        #expect(built.recognizer(named: "interactivePop") == nil, "the pop's recognizer is the controller's, named on the trace")
        #expect(navigation.interactivePopGestureRecognizer?.name == "interactivePop")
    }

    @Test func theTitlesDefaultToTheScreensNamesAndTheBarCanBeHidden() throws {
        let text = ControlSceneTests.scene(#"""
        {"name": "nav", "type": "navigation", "frame": [0, 0, 800, 600], "isNavigationBarHidden": true,
         "subviews": [{"name": "home", "frame": [0, 0, 800, 600]}]}
        """#)
        let description = try ReplayTestSupport.scene(text)
        let application = SceneBuilder.makeApplication(for: description)
        let built = SceneBuilder.build(description, in: application)
        let host = try #require(built.view(named: "nav") as? NavigationSceneView)
        #expect(host.navigation.viewControllers.map(\.title) == ["home"])
        #expect(host.navigation.isNavigationBarHidden)
    }

    @Test func aTitleCountOtherThanTheScreenCountNamesTheLine() {
        let text = ControlSceneTests.scene(#"""
        {"name": "nav", "type": "navigation", "frame": [0, 0, 800, 600],
         "titles": ["Only"],
         "subviews": [{"name": "a", "frame": [0, 0, 1, 1]}, {"name": "b", "frame": [0, 0, 1, 1]}]}
        """#)
        #expect(ControlSceneTests.error(text) == #"scene.json:4: view "nav": field "titles" has 1 title for 2 screens (expected one title per subview)"#)
        let notStrings = ControlSceneTests.scene(#"""
        {"name": "nav", "type": "navigation", "frame": [0, 0, 800, 600], "titles": [1],
         "subviews": [{"name": "a", "frame": [0, 0, 1, 1]}]}
        """#)
        #expect(ControlSceneTests.error(notStrings).hasPrefix("scene.json:3: view \"nav\": field \"titles\""))
        #expect(ControlSceneTests.error(notStrings).hasSuffix("(expected an array of strings)"))
    }
}
