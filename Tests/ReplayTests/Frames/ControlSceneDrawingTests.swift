import Foundation
import Replay
import Testing
import UIKitTesting

/// Scenes' buttons, switches and sliders are drawn: pixels of rendered scenes at named points.
@MainActor
struct ControlSceneDrawingTests {
    static let scenes = ReplayTestSupport.packageRoot + "/Recordings"

    func render(_ path: String) throws -> (BuiltScene, Compositor) {
        let scene = try SceneReader.read(path: Self.scenes + "/" + path)
        let application = SceneBuilder.makeApplication(for: scene)
        let built = SceneBuilder.build(scene, in: application)
        let compositor = try Compositor(screen: application.mainScreen)
        compositor.renderFrame()
        return (built, compositor)
    }

    func pixel(_ compositor: Compositor, _ x: Int, _ y: Int) throws -> CGPixel {
        try #require(compositor.context.pixel(x: x, y: y))
    }

    @Test func theControlsSceneShowsEachControlsState() throws {
        let (_, compositor) = try render("scenes/controls.scene.json")
        // A scene's button is a system button: its title takes the tint; disabled, it is grey.
        #expect(try pixel(compositor, 100, 42).isClose(to: CGPixel(red: 0, green: 122, blue: 255, alpha: 255), tolerance: 6))
        #expect(try pixel(compositor, 300, 42).isClose(to: CGPixel(red: 142, green: 142, blue: 147, alpha: 255), tolerance: 6))
        // Switch on: green track left, white thumb right (centre x 20 + 35.5).
        #expect(try pixel(compositor, 35, 115).isClose(to: CGPixel(red: 52, green: 199, blue: 89, alpha: 255), tolerance: 6))
        #expect(try pixel(compositor, 55, 115).isClose(to: CGPixel(red: 255, green: 255, blue: 255, alpha: 255), tolerance: 6))
        // Switch off: white thumb left, the window's white inside the track, a grey outline on top.
        #expect(try pixel(compositor, 135, 115).isClose(to: CGPixel(red: 255, green: 255, blue: 255, alpha: 255), tolerance: 6))
        #expect(try pixel(compositor, 145, 101).isClose(to: CGPixel(red: 229, green: 229, blue: 234, alpha: 255), tolerance: 30))
        // Slider at 0.25: thumb centre 20 + 14 + 0.25 × 332 = 117; blue left of it, grey right.
        #expect(try pixel(compositor, 60, 200).isClose(to: CGPixel(red: 0, green: 122, blue: 255, alpha: 255), tolerance: 6))
        #expect(try pixel(compositor, 250, 200).isClose(to: CGPixel(red: 229, green: 229, blue: 234, alpha: 255), tolerance: 6))
    }

    @Test func theSliderPagerCorpusSceneDrawsItsSlider() throws {
        let (built, compositor) = try render("corpus/slider-pager.scene.json")
        let slider = try #require(built.view(named: "volume") as? UISlider)
        let frame = slider.convert(slider.bounds, to: nil)
        let thumb = slider.convert(slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value), to: nil)
        let y = Int(frame.midY)
        #expect(try pixel(compositor, Int(frame.minX) + 10, y).isClose(to: CGPixel(red: 0, green: 122, blue: 255, alpha: 255), tolerance: 6))
        #expect(try pixel(compositor, Int(thumb.midX), y).isClose(to: CGPixel(red: 255, green: 255, blue: 255, alpha: 255), tolerance: 6))
        #expect(try pixel(compositor, Int(frame.maxX) - 10, y).isClose(to: CGPixel(red: 229, green: 229, blue: 234, alpha: 255), tolerance: 6))
    }
}
