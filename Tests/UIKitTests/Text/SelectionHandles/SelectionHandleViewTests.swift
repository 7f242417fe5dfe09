import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// One handle: its frame at a caret, its touch area, which of two overlapping handles takes a touch, and
/// its drawing, pixel by pixel against the same shapes drawn by Cairo directly, in the tint colour,
/// repainting only where the handles were and are.
@MainActor
@Suite struct SelectionHandleViewTests {
    @Test func theFrameHangsTheKnobAboveTheStartAndBelowTheEndOnWholePoints() {
        let caret = CGRect(x: 40.3, y: 10.4, width: 2, height: 20.5)
        let start = SelectionHandleView.frame(end: .start, caret: caret)
        let end = SelectionHandleView.frame(end: .end, caret: caret)
        #expect(start == CGRect(x: 36, y: 0, width: 10, height: 31))
        #expect(end == CGRect(x: 36, y: 10, width: 10, height: 31))
        let handle = SelectionHandleView(end: .start)
        handle.frame = start
        #expect(handle.knobRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(handle.barRect == CGRect(x: 4, y: 5, width: 2, height: 26))
        let endHandle = SelectionHandleView(end: .end)
        endHandle.frame = end
        #expect(endHandle.knobRect == CGRect(x: 0, y: 21, width: 10, height: 10))
        #expect(endHandle.barRect == CGRect(x: 4, y: 0, width: 2, height: 26))
    }

    @Test func theTouchAreaIs44PointsAroundTheHandleAndTallerForATallLine() {
        let handle = SelectionHandleView(end: .end)
        handle.frame = CGRect(x: 0, y: 0, width: 10, height: 30)
        #expect(!handle.point(inside: CGPoint(x: 5, y: 15), with: nil), "hidden until placed")
        handle.isHidden = false
        #expect(handle.hitArea == CGRect(x: -17, y: -7, width: 44, height: 44))
        #expect(handle.point(inside: CGPoint(x: -16, y: 36), with: nil))
        #expect(!handle.point(inside: CGPoint(x: -18, y: 15), with: nil))
        handle.frame = CGRect(x: 0, y: 0, width: 10, height: 60)
        #expect(handle.hitArea.height == 60)
    }

    @Test func whereTheTouchAreasOverlapTheNearerHandleTakesTheTouch() {
        let harness = UIKitTestHarness()
        let handles = SelectionHandles()
        let input = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        harness.window.addSubview(input)
        handles.install(in: input) { _, _ in }
        // A one-character selection: the bars 8 points apart.
        handles.place(start: CGRect(x: 50, y: 10, width: 2, height: 20), end: CGRect(x: 58, y: 10, width: 2, height: 20))
        let nearStart = input.convert(CGPoint(x: 46, y: 2), to: nil)
        let nearEnd = input.convert(CGPoint(x: 62, y: 36), to: nil)
        #expect(harness.window.hitTest(nearStart, with: nil) === handles.start)
        #expect(harness.window.hitTest(nearEnd, with: nil) === handles.end)
    }

    /// A field of blank text with `range` selected, on white, rendered once.
    func selectedField(_ scene: ControlDrawingScene, _ range: Range<Int>) -> UITextField {
        let field = UITextField(frame: CGRect(x: 40, y: 40, width: 220, height: 40))
        field.text = "          "
        scene.add(field)
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: range.lowerBound)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: range.upperBound)!)
        _ = scene.pixel(.zero)
        return field
    }

    @Test func theKnobsAndBarsMatchCairoPixelByPixel() throws {
        let scene = try ControlDrawingScene(background: .white, size: CGSize(width: 300, height: 120))
        let field = selectedField(scene, 2..<6)
        let reference = try CGContext(width: 300, height: 120)
        reference.setFillColor(UIColor.white.cgColor)
        reference.fill(CGRect(x: 0, y: 0, width: 300, height: 120))
        reference.setFillColor(UIColor.systemBlue.cgColor)
        for handle in [field.selectionHandles.start, field.selectionHandles.end] {
            reference.fill(handle.convert(handle.barRect, to: nil))
            reference.fillEllipse(in: handle.convert(handle.knobRect, to: nil))
        }
        // Compared outside the line's box, where the field draws its selection: the knobs and the bars
        // beyond the line, and two points of background around them.
        let line = field.convert(field.textBox, to: nil)
        var compared = 0
        for handle in [field.selectionHandles.start, field.selectionHandles.end] {
            let area = handle.convert(handle.bounds, to: nil).insetBy(dx: -2, dy: -2)
            for y in Int(area.minY)..<Int(area.maxY) {
                for x in Int(area.minX)..<Int(area.maxX) {
                    let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                    guard !line.insetBy(dx: 0, dy: -1).contains(centre) else { continue }
                    let drawn = scene.compositor.context.pixel(x: x, y: y)
                    let expected = try #require(reference.pixel(x: x, y: y))
                    expectPixel(drawn, expected, tolerance: 3, "\(handle.end) handle at (\(x), \(y))")
                    compared += 1
                }
            }
        }
        #expect(compared > 200)
        let knob = HandleGeometry.knobCentre(field.selectionHandles.end)
        expectPixel(scene.pixel(knob), .blend(.systemBlue), "the end's knob centre")
    }

    @Test func theHandlesAreDrawnInTheTintColour() throws {
        let scene = try ControlDrawingScene(background: .white, size: CGSize(width: 300, height: 120))
        let field = selectedField(scene, 2..<6)
        field.tintColor = .red
        expectPixel(scene.pixel(HandleGeometry.knobCentre(field.selectionHandles.start)), .blend(.red), "start knob")
        expectPixel(scene.pixel(HandleGeometry.knobCentre(field.selectionHandles.end)), .blend(.red), "end knob")
        field.resignFirstResponder()
        expectPixel(scene.pixel(HandleGeometry.knobCentre(field.selectionHandles.end)), .blend(.white), "gone after editing")
    }

    @Test func aTextViewsHandlesAreDrawnAtTheirLinesAndScrollWithTheText() throws {
        let scene = try ControlDrawingScene(background: .white, size: CGSize(width: 300, height: 200))
        let view = UITextView(frame: CGRect(x: 20, y: 20, width: 200, height: 160))
        view.text = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november"
        scene.add(view)
        view.layoutIfNeeded()
        view.becomeFirstResponder()
        view.selectedTextRange = view.textRange(from: view.position(from: view.beginningOfDocument, offset: 6)!,
                                                to: view.position(from: view.beginningOfDocument, offset: 30)!)
        let start = view.selectionHandles.start, end = view.selectionHandles.end
        #expect(view.block.stops[view.block.boundaryIndex(atOrBeforeUTF16: 30)].line >= 1, "the end is on a later line")
        let startKnob = HandleGeometry.knobCentre(start), endKnob = HandleGeometry.knobCentre(end)
        expectPixel(scene.pixel(startKnob), .blend(.systemBlue), "start knob")
        expectPixel(scene.pixel(endKnob), .blend(.systemBlue), "end knob")
        expectPixel(scene.pixel(CGPoint(x: endKnob.x + 12, y: endKnob.y)), .blend(.white), "beside the end knob")
        // Scrolled by 10 points, the handles move with the text.
        view.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        expectPixel(scene.pixel(CGPoint(x: endKnob.x, y: endKnob.y - 10)), .blend(.systemBlue), "end knob scrolled")
        #expect(HandleGeometry.knobCentre(end) == CGPoint(x: endKnob.x, y: endKnob.y - 10))
    }

    @Test func movingAHandleRedrawsOnlyTheLineAndDamagesTheHandlesOldAndNewRectangles() throws {
        let scene = try ControlDrawingScene(background: .white, size: CGSize(width: 300, height: 120))
        let field = selectedField(scene, 2..<4)
        let start = field.selectionHandles.start, end = field.selectionHandles.end
        let oldEnd = end.convert(end.bounds, to: nil)
        let finger = scene.screen.down(at: HandleGeometry.knobCentre(end))
        finger.move(by: field.caretRect(atOffset: 8).midX - field.caretRect(atOffset: 4).midX, 0)
        #expect(field.selectedOffsets == 2..<8)
        // Drawing: the field redraws its line's box (the selection's fill), the handles nothing: a moved
        // handle keeps its drawing.
        #expect(field.displayState.invalidRect == field.textBox)
        #expect(!start.displayState.needsDisplay && !end.displayState.needsDisplay)
        let newEnd = end.convert(end.bounds, to: nil)
        #expect(newEnd.minX > oldEnd.maxX)
        // Compositing: the field's rectangle (its content changed) and the end handle's old and new ones.
        let fieldFrame = field.convert(field.bounds, to: nil)
        let damage = scene.compositor.renderFrame()
        let allowed = [fieldFrame, oldEnd, newEnd].map { DamageWalk.roundedOut($0) }
        let union = allowed.dropFirst().reduce(allowed[0]) { $0.union($1) }
        for rect in damage {
            #expect(union.contains(rect), "damage \(rect) is outside the field and the end handle's rectangles \(union)")
        }
        for handle in [oldEnd, newEnd] {
            #expect(damage.contains { $0.contains(DamageWalk.roundedOut(handle)) }, "\(handle) is repainted")
        }
        expectPixel(scene.pixel(HandleGeometry.knobCentre(end)), .blend(.systemBlue), "the knob at its new place")
        expectPixel(scene.pixel(CGPoint(x: oldEnd.midX, y: oldEnd.maxY - 3)), .blend(.white), "nothing where it was")
        finger.lift()
    }
}
