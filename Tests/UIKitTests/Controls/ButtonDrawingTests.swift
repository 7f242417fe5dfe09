import Foundation
import Testing
import UIKitTesting

/// A button that counts its draw(_:) calls and draws as UIButton does.
final class CountingButton: UIButton {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        super.draw(rect)
    }
}

/// How UIButton draws its current state, read at named pixels. The title "███" (full blocks) makes the
/// title's colour readable at the button's centre, whatever the font's glyph shapes.
@MainActor
@Suite struct ButtonDrawingTests {
    static let blocks = "███"
    let centre = CGPoint(x: 100, y: 50)

    func systemButton(in scene: ControlDrawingScene, title: String = blocks) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
        button.setTitle(title, for: .normal)
        scene.add(button)
        return button
    }

    @Test func aSystemButtonsTitleTakesTheTint() throws {
        let scene = try ControlDrawingScene(background: .white)
        _ = systemButton(in: scene)
        expectPixel(scene.pixel(centre), .blend(.systemBlue), "title in the tint")
        expectPixel(scene.pixel(CGPoint(x: 55, y: 30)), .blend(.white), "no background")
    }

    @Test func aHighlightedSystemButtonFadesItsTitle() throws {
        let scene = try ControlDrawingScene(background: .white)
        _ = systemButton(in: scene)
        let normal = scene.pixel(centre)
        let finger = scene.screen.down(at: centre)
        let pressed = scene.pixel(centre)
        expectPixel(normal, .blend(.systemBlue), "normal")
        expectPixel(pressed, .blend(.systemBlue, alpha: UIButton.highlightedContentAlpha, over: .white), "highlighted")
        finger.lift()
        expectPixel(scene.pixel(centre), .blend(.systemBlue), "back to normal after the lift")
    }

    @Test func aDisabledSystemButtonIsGrey() throws {
        let scene = try ControlDrawingScene(background: .white)
        let button = systemButton(in: scene)
        button.isEnabled = false
        expectPixel(scene.pixel(centre), .blend(UIButton.disabledTitleColor), "disabled title")
    }

    @Test func aTitleColourSetForTheStateWinsOverTheTypesLook() throws {
        let scene = try ControlDrawingScene(background: .white)
        let button = systemButton(in: scene)
        button.setTitleColor(.red, for: .highlighted)
        button.setTitleColor(.green, for: .disabled)
        button.isHighlighted = true
        expectPixel(scene.pixel(centre), .red, "highlighted, own colour at full strength")
        button.isHighlighted = false
        button.isEnabled = false
        expectPixel(scene.pixel(centre), .green, "disabled, own colour")
    }

    @Test func theTitleForTheStateFallsBackToNormal() throws {
        let scene = try ControlDrawingScene(background: .white)
        let button = systemButton(in: scene, title: "")
        button.setTitle(Self.blocks, for: .selected)
        expectPixel(scene.pixel(centre), .white, "no normal title: nothing drawn")
        button.isSelected = true
        expectPixel(scene.pixel(centre), .blend(.systemBlue), "the selected title")
        button.setTitle(nil, for: .selected)
        button.setTitle(Self.blocks, for: .normal)
        expectPixel(scene.pixel(centre), .blend(.systemBlue), "selected falls back to normal")
    }

    @Test func aCustomButtonDrawsAWhiteTitleOnItsBackgroundAndKeepsItWhenPressed() throws {
        let scene = try ControlDrawingScene(background: .black)
        let button = UIButton(frame: CGRect(x: 50, y: 25, width: 100, height: 50))
        button.backgroundColor = .blue
        button.setTitle(Self.blocks, for: .normal)
        scene.add(button)
        expectPixel(scene.pixel(centre), .white, "white title")
        expectPixel(scene.pixel(CGPoint(x: 55, y: 30)), .blue, "background colour")
        button.isHighlighted = true
        expectPixel(scene.pixel(centre), .white, "custom buttons do not fade")
    }

    @Test func theImageIsDrawnLeftOfTheTitleAndFadesWithIt() throws {
        let scene = try ControlDrawingScene(background: .white)
        let button = systemButton(in: scene, title: "")
        let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        button.setImage(square, for: .normal)
        expectPixel(scene.pixel(centre), .red, "image centred with no title")
        expectPixel(scene.pixel(CGPoint(x: 88, y: 50)), .white, "nothing left of the 20 pt image")
        button.isHighlighted = true
        expectPixel(scene.pixel(centre), .blend(.red, alpha: UIButton.highlightedContentAlpha, over: .white), "faded image")
        button.isHighlighted = false
        button.setTitle(Self.blocks, for: .normal)
        // Image then title, centred together: the image moves left of the centre.
        expectPixel(scene.pixel(CGPoint(x: centre.x + 10, y: 50)), .blend(.systemBlue), "title right of the image")
    }

    @Test func theContentAlignmentPlacesTheTitle() throws {
        let scene = try ControlDrawingScene(background: .white)
        let button = systemButton(in: scene)
        button.contentHorizontalAlignment = .left
        expectPixel(scene.pixel(CGPoint(x: 53, y: 50)), .blend(.systemBlue), "title at the left edge")
        expectPixel(scene.pixel(centre), .white, "not centred")
    }

    @Test func anInfoButtonDrawsACircledSymbolInTheTint() throws {
        let scene = try ControlDrawingScene(background: .white)
        let button = UIButton(type: .infoLight)
        button.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
        scene.add(button)
        // A 22 pt circle centred at (100, 50), stroked 1.5 pt just inside: x 89…90.5 on the left.
        expectPixel(scene.pixel(CGPoint(x: 89, y: 50)), .blend(.systemBlue), tolerance: 16, "the circle (curved, so lightly antialiased)")
        expectPixel(scene.pixel(CGPoint(x: 86, y: 50)), .white, "outside the circle")
    }

    @Test func drawRunsAgainOnlyWhenTheLookChanges() throws {
        let scene = try ControlDrawingScene(background: .white)
        let button = CountingButton(type: .system)
        button.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
        button.setTitle("Buy", for: .normal)
        scene.add(button)
        scene.compositor.renderFrame()
        #expect(button.draws == 1)
        scene.compositor.renderFrame()
        scene.harness.advance(by: 0.1)
        scene.compositor.renderFrame()
        #expect(button.draws == 1, "no change, no draw")

        let finger = scene.screen.down(at: centre)
        scene.compositor.renderFrame()
        #expect(button.draws == 2, "highlighted")
        finger.move(to: CGPoint(x: 110, y: 55), duration: 0.1)
        scene.compositor.renderFrame()
        #expect(button.draws == 2, "moving inside keeps the highlight: no draw")
        finger.lift()
        scene.compositor.renderFrame()
        #expect(button.draws == 3, "unhighlighted")

        button.isSelected = false
        button.isEnabled = true
        scene.compositor.renderFrame()
        #expect(button.draws == 3, "setting a state to its value is no change")
        button.setTitle("Sold", for: .normal)
        scene.compositor.renderFrame()
        #expect(button.draws == 4, "new title")
        button.tintColor = .red
        scene.compositor.renderFrame()
        #expect(button.draws == 5, "new tint")
        button.contentHorizontalAlignment = .left
        button.contentHorizontalAlignment = .left
        scene.compositor.renderFrame()
        #expect(button.draws == 6, "new alignment")
    }
}
