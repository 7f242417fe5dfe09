import Foundation
import Replay
import Testing
import UIKitTesting

/// A scene's navigation view is drawn: the bar (colour, back chevron in the tint, hairline) over the top
/// screen, which fills the view under it.
@MainActor
struct NavigationSceneDrawingTests {
    @Test func theNavigationCorpusSceneDrawsTheBarOverTheTopScreen() throws {
        let scene = try SceneReader.read(path: ReplayTestSupport.packageRoot + "/Recordings/corpus/navigation-pop-completed.scene.json")
        let application = SceneBuilder.makeApplication(for: scene)
        _ = SceneBuilder.build(scene, in: application)
        application.layoutPass()
        let compositor = try Compositor(screen: application.mainScreen)
        compositor.renderFrame()
        func pixel(_ x: Int, _ y: Int) throws -> CGPixel { try #require(compositor.context.pixel(x: x, y: y)) }
        #expect(try pixel(400, 4).isClose(to: CGPixel(red: 249, green: 249, blue: 249, alpha: 255), tolerance: 3), "bar colour")
        #expect(try pixel(10, 22).isClose(to: CGPixel(red: 0, green: 122, blue: 255, alpha: 255), tolerance: 40), "the back chevron's tip in the tint")
        #expect(try pixel(600, 43).isClose(to: CGPixel(red: 174, green: 174, blue: 174, alpha: 255), tolerance: 6), "hairline: black at 30 % over the bar")
        #expect(try pixel(400, 100).isClose(to: CGPixel(red: 240, green: 240, blue: 240, alpha: 255), tolerance: 3), "the message screen")
        #expect(try pixel(400, 300).isClose(to: CGPixel(red: 204, green: 224, blue: 255, alpha: 255), tolerance: 3), "its row")
    }
}
