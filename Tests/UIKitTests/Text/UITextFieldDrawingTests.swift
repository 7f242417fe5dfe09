import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// How a text field draws, read at named pixels. Text made of full blocks ("███") makes a glyph's
/// colour readable at its centre whatever the font's shapes.
@MainActor
@Suite struct UITextFieldDrawingTests {
    static let blocks = "███"
    let frame = CGRect(x: 50, y: 25, width: 200, height: 40)

    func field(in scene: ControlDrawingScene, text: String? = nil, border: UITextField.BorderStyle = .none) -> UITextField {
        let field = UITextField(frame: frame)
        field.text = text
        field.borderStyle = border
        scene.add(field)
        return field
    }

    /// The centre of the glyph between two offsets, in screen points.
    func centre(of field: UITextField, from start: Int, to end: Int) -> CGPoint {
        let a = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: start)!)
        let b = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: end)!)
        return field.convert(CGPoint(x: (a.minX + b.minX) / 2, y: a.midY), to: nil)
    }

    @Test func thePlaceholderIsDrawnInPlaceholderGreyOnlyWhileEmpty() throws {
        let scene = try ControlDrawingScene(background: .white)
        let field = field(in: scene)
        field.placeholder = Self.blocks
        let grey = CGPixel.blend(UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 1), alpha: 0.3, over: .white)
        let inFirstBlock = CGPoint(x: frame.minX + 5, y: frame.midY)
        expectPixel(scene.pixel(inFirstBlock), grey, "placeholder")
        field.text = "   "
        expectPixel(scene.pixel(inFirstBlock), .blend(.white), "text replaces the placeholder")
    }

    @Test func textIsDrawnInTheTextColour() throws {
        let scene = try ControlDrawingScene(background: .white)
        let field = field(in: scene, text: Self.blocks)
        field.textColor = .red
        expectPixel(scene.pixel(centre(of: field, from: 1, to: 2)), .blend(.red), "second block")
    }

    @Test func theCaretIsDrawnInTheTintAndBlinksOnTheClock() throws {
        let scene = try ControlDrawingScene(background: .white)
        let field = field(in: scene)
        field.becomeFirstResponder()
        let caret = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
        let point = CGPoint(x: caret.midX, y: caret.midY)
        expectPixel(scene.pixel(point), .blend(.systemBlue), "caret on")
        scene.harness.advance(by: UITextField.caretBlinkInterval + 0.01)
        expectPixel(scene.pixel(point), .blend(.white), "caret off")
        scene.harness.advance(by: UITextField.caretBlinkInterval)
        expectPixel(scene.pixel(point), .blend(.systemBlue), "caret on again")
        field.resignFirstResponder()
        expectPixel(scene.pixel(point), .blend(.white), "no caret after editing")
    }

    @Test func theSelectionIsTintedAndHidesTheCaret() throws {
        let scene = try ControlDrawingScene(background: .white)
        let field = field(in: scene, text: "█ █")
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        let space = centre(of: field, from: 1, to: 2)
        expectPixel(scene.pixel(space), .blend(.systemBlue, alpha: UITextField.selectionAlpha, over: .white), "selected space")
        let end = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
        expectPixel(scene.pixel(CGPoint(x: end.maxX + 3, y: end.midY)), .blend(.white), "nothing past the selection")
    }

    @Test func secureEntryDrawsOneBulletPerCluster() throws {
        let scene = try ControlDrawingScene(background: .white)
        let field = field(in: scene, text: "W🇫🇷e\u{301}")
        field.isSecureTextEntry = true
        #expect(field.drawnLine.line.text == "•••")
        field.textColor = .red
        expectPixel(scene.pixel(centre(of: field, from: 0, to: 1)), .blend(.red), "a bullet, not a W's hollow")
        let narrow = UITextField(frame: frame)
        narrow.isSecureTextEntry = true
        narrow.text = "iii"
        #expect(narrow.caretRect(for: narrow.endOfDocument).minX == field.caretRect(for: field.endOfDocument).minX,
                "bullets do not reveal the characters' widths")
    }

    @Test func bordersAreDrawnPerStyle() throws {
        let scene = try ControlDrawingScene(background: .black)
        let rounded = field(in: scene, border: .roundedRect)
        expectPixel(scene.pixel(CGPoint(x: frame.minX + 20, y: frame.midY)), .blend(.white), "rounded: white inside")
        expectPixel(scene.pixel(CGPoint(x: frame.minX + 20, y: frame.minY)), .blend(UITextField.roundedBorderColor),
                    "rounded: a light hairline on the edge")
        expectPixel(scene.pixel(CGPoint(x: frame.minX, y: frame.minY)), .blend(.black), tolerance: 12, "rounded: the corner is cut")
        rounded.borderStyle = .line
        scene.harness.window.backgroundColor = .white
        expectPixel(scene.pixel(CGPoint(x: frame.minX + 20, y: frame.minY)), .blend(.black), "line: a black edge")
        expectPixel(scene.pixel(CGPoint(x: frame.minX + 20, y: frame.midY)), .blend(.white), "line: see-through inside")
        rounded.borderStyle = .bezel
        expectPixel(scene.pixel(CGPoint(x: frame.minX + 20, y: frame.minY)), .blend(.gray), "bezel: dark top")
        expectPixel(scene.pixel(CGPoint(x: frame.minX + 20, y: frame.maxY - 1)), .blend(UITextField.bezelLightColor), "bezel: light bottom")
    }

    @Test func theClearButtonShowsOnlyWithTextAndPerMode() throws {
        let scene = try ControlDrawingScene(background: .white)
        let field = field(in: scene, text: "abc")
        field.clearButtonMode = .whileEditing
        let button = field.convert(field.clearButtonRect(forBounds: field.bounds), to: nil)
        let offCross = CGPoint(x: button.midX, y: button.minY + 3)
        expectPixel(scene.pixel(offCross), .blend(.white), "not editing: hidden")
        field.becomeFirstResponder()
        expectPixel(scene.pixel(offCross), .blend(UITextField.clearButtonColor), "editing: the grey circle")
        expectPixel(scene.pixel(CGPoint(x: button.midX, y: button.midY)), .blend(.white), tolerance: 60, "the cross")
        field.text = ""
        expectPixel(scene.pixel(offCross), .blend(.white), "empty: hidden")
    }

    @Test func longTextScrollsToKeepTheCaretVisible() throws {
        let scene = try ControlDrawingScene(background: .white)
        let field = field(in: scene, text: String(repeating: "word ", count: 40))
        field.becomeFirstResponder()
        let end = field.caretRect(for: field.endOfDocument)
        #expect(end.maxX <= field.bounds.maxX && end.minX > field.bounds.midX, "the end is shown at the right")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        let start = field.caretRect(for: field.beginningOfDocument)
        #expect(start.minX >= 0 && start.minX < 5, "back at the start")
        field.resignFirstResponder()
        #expect(field.caretRect(for: field.beginningOfDocument).minX == 0, "not editing: shows the start")
    }

    @Test func textSetWhileEditingKeepsTheCaretInView() throws {
        let scene = try ControlDrawingScene(background: .white)
        let field = field(in: scene)
        field.becomeFirstResponder()
        field.text = String(repeating: "long ", count: 60)
        let end = field.caretRect(for: field.endOfDocument)
        #expect(end.maxX <= field.bounds.maxX && end.minX > field.bounds.midX)
        field.font = .systemFont(ofSize: 30)
        let bigger = field.caretRect(for: field.endOfDocument)
        #expect(bigger.maxX <= field.bounds.maxX && bigger.height > end.height, "a new font re-scrolls too")
    }

    @Test func aCaretBlinkRedrawsOnlyTheCaret() throws {
        final class CountingField: UITextField {
            var drawn: [CGRect] = []
            override func draw(_ rect: CGRect) {
                drawn.append(rect)
                super.draw(rect)
            }
        }
        let scene = try ControlDrawingScene(background: .white)
        let field = CountingField(frame: frame)
        field.text = "some text"
        scene.add(field)
        field.becomeFirstResponder()
        _ = scene.compositor.renderFrame()
        field.drawn = []
        scene.harness.advance(by: UITextField.caretBlinkInterval + 0.01)
        _ = scene.compositor.renderFrame()
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(field.drawn.count == 1)
        #expect(field.drawn.allSatisfy { $0.width <= caret.width + 4 && $0.contains(caret) }, "drew \(field.drawn), caret \(caret)")
    }

    @Test func typingRedrawsTheTextBoxAndLeavesTheBorderDrawn() throws {
        final class CountingField: UITextField {
            var drawn: [CGRect] = []
            override func draw(_ rect: CGRect) {
                drawn.append(rect)
                super.draw(rect)
            }
        }
        let scene = try ControlDrawingScene(background: .black)
        let field = CountingField(frame: frame)
        field.borderStyle = .roundedRect
        field.textColor = .red
        scene.add(field)
        field.becomeFirstResponder()
        _ = scene.compositor.renderFrame()
        field.drawn = []
        KeyTyper(harness: scene.harness).type("██")
        expectPixel(scene.pixel(centre(of: field, from: 1, to: 2)), .blend(.red), "typed text")
        #expect(field.drawn.count == 1)
        #expect(field.drawn.allSatisfy { field.bounds.insetBy(dx: 1.5, dy: UITextField.roundedCornerRadius + 1).contains($0) },
                "only the text's box, clear of the border: \(field.drawn)")
        expectPixel(scene.pixel(CGPoint(x: frame.minX + 20, y: frame.minY)), .blend(UITextField.roundedBorderColor), "the border stays")
        expectPixel(scene.pixel(CGPoint(x: frame.maxX - 20, y: frame.midY)), .blend(.white), "the interior stays white")
    }

    /// A 34-point field (iOS's height) with 17-point text: the text's box reaches into the border's corner
    /// squares but stays inside the arcs, so typing fills the box alone and never repaints the border.
    @Test func typingIntoAFieldOfIOSHeightLeavesTheRoundedBorderAlone() throws {
        final class CountingField: UITextField {
            var drawn: [CGRect] = []
            override func draw(_ rect: CGRect) {
                drawn.append(rect)
                super.draw(rect)
            }
        }
        let scene = try ControlDrawingScene(background: .black)
        let field = CountingField(frame: CGRect(x: 50, y: 25, width: 200, height: 34))
        field.borderStyle = .roundedRect
        scene.add(field)
        field.becomeFirstResponder()
        _ = scene.compositor.renderFrame()
        let corner = CGPoint(x: 51, y: 29)
        let edge = CGPoint(x: 150, y: 25)
        let before = (scene.pixel(corner), scene.pixel(edge))
        field.drawn = []
        KeyTyper(harness: scene.harness).type("ab")
        _ = scene.compositor.renderFrame()
        #expect(field.drawn.count == 1)
        #expect(field.drawn.allSatisfy { UITextField.roundedInterior(of: field.bounds, contains: $0) }, "\(field.drawn)")
        #expect(scene.pixel(corner) == before.0 && scene.pixel(edge) == before.1, "the border's pixels are as they were")
    }

    @Test func theRoundedInteriorReachesIntoTheCornersUpToTheArc() {
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 34)
        // Inside the corner squares but within the arc (4 pt of its centre at 5.5, 5.5).
        #expect(UITextField.roundedInterior(of: bounds, contains: CGRect(x: 5, y: 5.1, width: 190, height: 23.8)))
        // A corner beyond the arc, where the stroke is drawn.
        #expect(!UITextField.roundedInterior(of: bounds, contains: CGRect(x: 2, y: 2, width: 190, height: 23)))
        // Over the straight edges.
        #expect(!UITextField.roundedInterior(of: bounds, contains: CGRect(x: 20, y: 1, width: 20, height: 10)))
        #expect(!UITextField.roundedInterior(of: bounds, contains: CGRect(x: 20, y: 10, width: 20, height: 23.5)))
        // Well inside.
        #expect(UITextField.roundedInterior(of: bounds, contains: CGRect(x: 20, y: 8, width: 100, height: 18)))
    }

    /// Typing at the end of a long line lays out only the chunk it touched (TextLine), and what it draws,
    /// scrolled to the end, is the text from both the reused and the new chunks.
    @Test func typingIntoALongLineReshapesOnlyTheChunkItTouches() throws {
        let scene = try ControlDrawingScene(background: .white)
        let field = field(in: scene, text: String(repeating: "██ ", count: 60))
        field.textColor = .red
        field.becomeFirstResponder()
        _ = scene.compositor.renderFrame()
        KeyTyper(harness: scene.harness).type("█")
        let line = field.drawnLine.line
        #expect(line.chunkCount > 4)
        #expect(line.reusedChunkCount == line.chunkCount - 1)
        let length = field.text?.utf16.count ?? 0
        expectPixel(scene.pixel(centre(of: field, from: length - 1, to: length)), .blend(.red), "the typed block, at the scrolled end")
        expectPixel(scene.pixel(centre(of: field, from: length - 4, to: length - 3)), .blend(.red), "a block of the chunk before")
        expectPixel(scene.pixel(centre(of: field, from: length - 2, to: length - 1)), .blend(.white), "the space between")
    }
}
