import Foundation
import Testing
import UIKitTesting

/// A switch that counts its draw(_:) calls.
final class CountingSwitch: UISwitch {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        super.draw(rect)
    }
}

/// How UISwitch draws: track colour and thumb position for on and off, tints, a drag, disabled. The
/// switch is at (10, 10), 51 × 31 pt; its thumb is 27 pt, centred at x 25.5 (off) or 45.5 (on), y 25.5.
@MainActor
@Suite struct SwitchDrawingTests {
    let offThumb = CGPoint(x: 25, y: 25)
    let onThumb = CGPoint(x: 46, y: 25)
    /// A point on the top edge of the track, between the thumb's two positions.
    let topEdge = CGPoint(x: 35, y: 11)

    func scene(_ make: () -> UISwitch = { UISwitch(frame: .zero) }) throws -> (ControlDrawingScene, UISwitch) {
        let scene = try ControlDrawingScene(background: .black)
        let toggle = make()
        toggle.frame.origin = CGPoint(x: 10, y: 10)
        scene.add(toggle)
        return (scene, toggle)
    }

    @Test func offShowsAGreyOutlineAndTheThumbOnTheLeft() throws {
        let (scene, _) = try scene()
        expectPixel(scene.pixel(offThumb), .white, "thumb at the off end")
        expectPixel(scene.pixel(onThumb), .black, "inside the off track: the background")
        expectPixel(scene.pixel(topEdge), .blend(UISwitch.offTrackColor), tolerance: 40, "grey outline")
    }

    @Test func onShowsAGreenTrackAndTheThumbOnTheRight() throws {
        let (scene, toggle) = try scene()
        toggle.isOn = true
        expectPixel(scene.pixel(onThumb), .white, "thumb at the on end")
        expectPixel(scene.pixel(offThumb), .blend(UISwitch.defaultOnTintColor), "green track where the thumb was")
        expectPixel(scene.pixel(topEdge), .blend(UISwitch.defaultOnTintColor), "green edge")
    }

    @Test func onTintAndThumbTintColourTheTrackAndThumb() throws {
        let (scene, toggle) = try scene()
        toggle.onTintColor = .red
        toggle.thumbTintColor = .blue
        toggle.isOn = true
        expectPixel(scene.pixel(offThumb), .red, "onTintColor")
        expectPixel(scene.pixel(onThumb), .blue, "thumbTintColor")
    }

    @Test func duringADragTheThumbFollowsTheFinger() throws {
        let (scene, toggle) = try scene()
        let finger = scene.screen.down(at: CGPoint(x: 15, y: 25))
        finger.move(to: CGPoint(x: 40, y: 25), duration: 0.1)
        // The finger is at 30 of 51 pt: position 0.59, thumb centre 15.5 + 0.59 × 20 ≈ 27.3 pt + 10.
        #expect(abs(toggle.thumbPosition - 30.0 / 51) < 0.01)
        expectPixel(scene.pixel(CGPoint(x: 37, y: 25)), .white, "thumb under the finger")
        expectPixel(scene.pixel(CGPoint(x: 13, y: 25)), .blend(UISwitch.defaultOnTintColor), "green behind the thumb")
        expectPixel(scene.pixel(CGPoint(x: 57, y: 25)), .black, "the rest of the track is off")
        finger.lift()
        #expect(toggle.isOn)
        expectPixel(scene.pixel(onThumb), .white, "the lift settles it on")
    }

    @Test func aDisabledSwitchIsDrawnAtHalfOpacity() throws {
        let (scene, toggle) = try scene()
        toggle.isEnabled = false
        expectPixel(scene.pixel(offThumb), .blend(.white, alpha: 0.5), "half-opaque thumb")
    }

    @Test func drawRunsAgainOnlyWhenTheLookChanges() throws {
        let (scene, toggle) = try scene { CountingSwitch(frame: .zero) }
        let counting = try #require(toggle as? CountingSwitch)
        scene.compositor.renderFrame()
        scene.compositor.renderFrame()
        #expect(counting.draws == 1)

        // Pressing highlights the switch, which does not change its look.
        let finger = scene.screen.down(at: CGPoint(x: 20, y: 25))
        scene.compositor.renderFrame()
        #expect(toggle.isHighlighted)
        #expect(counting.draws == 1, "highlight alone: no draw")
        finger.lift()
        scene.compositor.renderFrame()
        #expect(toggle.isOn)
        #expect(counting.draws == 2, "turned on")

        toggle.isOn = true
        scene.compositor.renderFrame()
        #expect(counting.draws == 2, "already on")
        toggle.isEnabled = false
        scene.compositor.renderFrame()
        #expect(counting.draws == 3, "disabled")
        toggle.onTintColor = .red
        scene.compositor.renderFrame()
        #expect(counting.draws == 4, "new colour")
    }
}
