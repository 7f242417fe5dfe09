import Foundation
import Testing
import UIKitTesting

/// The thumb a switch and a slider share: a soft shadow below it, and, on a disabled control, the
/// whole control faded as one group so the track does not show through the thumb. A 200 × 40 slider
/// at the origin; value 0.5 puts its 28 pt thumb's centre at (100, 20), from y 6 to 34.
@MainActor
@Suite struct ControlThumbTests {
    func slider(on background: UIColor, enabled: Bool = true) throws -> ControlDrawingScene {
        let scene = try ControlDrawingScene(background: background)
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        slider.value = 0.5
        slider.isEnabled = enabled
        scene.add(slider)
        return scene
    }

    @Test func aWhiteThumbCastsAShadowBelowItAndNoneAbove() throws {
        let scene = try slider(on: .white)
        expectPixel(scene.pixel(CGPoint(x: 100, y: 20)), .white, "the thumb")
        // The shadow is 1.5 pt lower than the thumb: the row just below the thumb is black at 15 %.
        expectPixel(scene.pixel(CGPoint(x: 100, y: 34)), .blend(.black, alpha: 0.15, over: .white), tolerance: 12, "shadow")
        expectPixel(scene.pixel(CGPoint(x: 100, y: 4)), .white, "above the thumb: no shadow")
    }

    @Test func aDisabledControlFadesTheThumbWithoutLettingTheTrackShowThrough() throws {
        let scene = try slider(on: .black, enabled: false)
        // Half-opaque white over black; a thumb faded on its own would show the track under it.
        expectPixel(scene.pixel(CGPoint(x: 100, y: 20)), .blend(.white, alpha: 0.5), "the faded thumb over the track")
        expectPixel(scene.pixel(CGPoint(x: 20, y: 20)), .blend(.systemBlue, alpha: 0.5), "the faded minimum track")
    }
}
