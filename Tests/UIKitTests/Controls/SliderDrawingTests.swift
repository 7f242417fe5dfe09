import Foundation
import Testing
import UIKitTesting

/// A slider that counts its draw(_:) calls.
final class CountingSlider: UISlider {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        super.draw(rect)
    }
}

/// How UISlider draws: the minimum track colour left of the thumb, the maximum track colour right of it,
/// the thumb at the value. The slider is at (0, 0), 200 × 40 pt: the track is y 18…22, the thumb's
/// centre travels from x 14 to x 186.
@MainActor
@Suite struct SliderDrawingTests {
    func scene(value: Float, _ make: () -> UISlider = { UISlider(frame: .zero) }) throws -> (ControlDrawingScene, UISlider) {
        let scene = try ControlDrawingScene(background: .black)
        let slider = make()
        slider.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        slider.value = value
        scene.add(slider)
        return (scene, slider)
    }

    @Test func aQuarterHasTheTintLeftAndGreyRightOfTheThumb() throws {
        let (scene, _) = try scene(value: 0.25)
        // Thumb centre 14 + 0.25 × 172 = 57.
        expectPixel(scene.pixel(CGPoint(x: 20, y: 20)), .blend(.systemBlue), "minimum track")
        expectPixel(scene.pixel(CGPoint(x: 57, y: 20)), .white, "thumb")
        expectPixel(scene.pixel(CGPoint(x: 100, y: 20)), .blend(UISlider.defaultMaximumTrackTintColor), "maximum track")
        expectPixel(scene.pixel(CGPoint(x: 180, y: 20)), .blend(UISlider.defaultMaximumTrackTintColor), "maximum track")
        expectPixel(scene.pixel(CGPoint(x: 100, y: 10)), .black, "above the 4 pt track")
    }

    @Test func threeQuartersMovesTheSplitRight() throws {
        let (scene, _) = try scene(value: 0.75)
        // Thumb centre 14 + 0.75 × 172 = 143.
        expectPixel(scene.pixel(CGPoint(x: 100, y: 20)), .blend(.systemBlue), "minimum track")
        expectPixel(scene.pixel(CGPoint(x: 143, y: 20)), .white, "thumb")
        expectPixel(scene.pixel(CGPoint(x: 180, y: 20)), .blend(UISlider.defaultMaximumTrackTintColor), "maximum track")
    }

    @Test func trackAndThumbTintsColourEachPart() throws {
        let (scene, slider) = try scene(value: 0.5)
        slider.minimumTrackTintColor = .red
        slider.maximumTrackTintColor = .green
        slider.thumbTintColor = .blue
        expectPixel(scene.pixel(CGPoint(x: 40, y: 20)), .red, "minimum track")
        expectPixel(scene.pixel(CGPoint(x: 100, y: 20)), .blue, "thumb")
        expectPixel(scene.pixel(CGPoint(x: 160, y: 20)), .green, "maximum track")
    }

    @Test func theThumbFollowsADrag() throws {
        let (scene, slider) = try scene(value: 0)
        let finger = scene.screen.down(at: CGPoint(x: 14, y: 20))
        finger.move(to: CGPoint(x: 100, y: 20), duration: 0.1)
        #expect(abs(slider.value - 0.5) < 0.01)
        expectPixel(scene.pixel(CGPoint(x: 100, y: 20)), .white, "thumb under the finger")
        expectPixel(scene.pixel(CGPoint(x: 60, y: 20)), .blend(.systemBlue), "minimum track behind it")
        finger.lift()
    }

    @Test func drawRunsAgainOnlyWhenTheLookChanges() throws {
        let (scene, slider) = try scene(value: 0.25) { CountingSlider(frame: .zero) }
        let counting = try #require(slider as? CountingSlider)
        scene.compositor.renderFrame()
        scene.compositor.renderFrame()
        #expect(counting.draws == 1)

        slider.value = 0.25
        slider.value = 7  // clamped to 1
        slider.value = 1
        scene.compositor.renderFrame()
        #expect(counting.draws == 2, "one change, one draw however many sets")
        slider.value = .nan
        slider.isHighlighted = true
        scene.compositor.renderFrame()
        #expect(counting.draws == 2, "ignored value, highlight: no draw")
        slider.tintColor = .red
        scene.compositor.renderFrame()
        #expect(counting.draws == 3, "the minimum track follows the tint")
        slider.minimumTrackTintColor = .green
        scene.compositor.renderFrame()
        slider.tintColor = .blue
        scene.compositor.renderFrame()
        #expect(counting.draws == 4, "with its own colour the track ignores the tint")
    }
}
