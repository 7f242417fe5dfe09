import Replay
import Testing
import UIKitTesting

/// A scene's `color` is the view's background colour, so `uikit render` and `--frames` show it.
@MainActor
struct SceneColourTests {
    @Test func colourBecomesTheBackgroundColourAndIsRendered() throws {
        let scene = try ReplayTestSupport.scene(views: """
            {"name": "box", "frame": [10, 20, 100, 50], "color": "#ff8000"}
            """)
        let application = SceneBuilder.makeApplication(for: scene)
        let built = SceneBuilder.build(scene, in: application)
        let box = try #require(built.view(named: "box"))
        #expect(box.backgroundColor == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        let compositor = try Compositor(screen: application.mainScreen)
        compositor.renderFrame()
        #expect(compositor.context.pixel(x: 50, y: 40) == CGPixel(red: 255, green: 128, blue: 0, alpha: 255))
        #expect(compositor.context.pixel(x: 5, y: 5) == CGPixel(red: 0, green: 0, blue: 0, alpha: 255))
    }
}
