import CoreGraphics
import Foundation
import SignaturePadKit
import Testing
import UIKit
import UIKitTesting

/// The signature pad launched as on a device (its delegate, a 640 × 480 screen) and signed with a virtual
/// touchscreen: every sample becomes part of the stroke, a second finger does not draw, undo and clear, and
/// Save writes a PNG whose ink is where the finger went.
@MainActor
@Suite struct SignaturePadTests {
    func launch(saveTo path: String = "/tmp/unused.png") throws -> (UIKitTestHarness, SignaturePadViewController) {
        let harness = UIKitTestHarness(launching: SignaturePadAppDelegate.self, screenSize: CGSize(width: 640, height: 480),
                                       arguments: ["SignaturePad", "--save-to", path])
        let delegate = try #require(harness.application.delegate as? SignaturePadAppDelegate)
        let pad = try #require(delegate.window?.rootViewController as? SignaturePadViewController)
        harness.application.layoutPass()
        return (harness, pad)
    }

    /// The centre of `view` on the screen.
    func center(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func thePadFillsTheScreenAboveTheStatusAndAnEqualRowOfButtons() throws {
        let (_, pad) = try launch()
        #expect(pad.signatureView.frame.minX == 16 && pad.signatureView.frame.width == 608)
        let buttons = [pad.undoButton, pad.clearButton, pad.saveButton].map { $0.convert($0.bounds, to: nil) }
        #expect(buttons.allSatisfy { $0.height == 56 && $0.maxY == 464 && abs($0.width - buttons[0].width) < 0.01 })
        #expect(pad.signatureView.frame.maxY < pad.statusLabel.frame.minY)
        #expect(pad.statusLabel.text == "Sign above")
        #expect(!pad.saveButton.isEnabled && !pad.undoButton.isEnabled, "nothing to save or undo yet")
    }

    @Test func everySampleOfAStrokeIsKeptInOrderAndASecondFingerDoesNotDraw() throws {
        let (harness, pad) = try launch()
        let screen = harness.touchscreen()
        let origin = pad.signatureView.convert(CGPoint.zero, to: nil)
        let finger = screen.down(at: CGPoint(x: origin.x + 50, y: origin.y + 100))
        var expected = [CGPoint(x: 50, y: 100)]
        for step in 1...20 {
            harness.advance(by: 1.0 / 120)
            finger.move(to: CGPoint(x: origin.x + 50 + CGFloat(step) * 10, y: origin.y + 100 + CGFloat(step % 5)))
            expected.append(CGPoint(x: 50 + CGFloat(step) * 10, y: 100 + CGFloat(step % 5)))
            if step == 10 {
                // A palm or a second finger lands meanwhile: it is not a second stroke.
                let other = screen.down(at: CGPoint(x: origin.x + 400, y: origin.y + 200))
                harness.advance(by: 1.0 / 120)
                other.move(to: CGPoint(x: origin.x + 420, y: origin.y + 220))
                other.lift()
            }
        }
        finger.lift()
        harness.advance(by: 0.1)
        #expect(pad.signatureView.strokes.count == 1)
        #expect(pad.signatureView.strokes.first == expected)
        #expect(pad.saveButton.isEnabled && pad.undoButton.isEnabled)
    }

    @Test func undoTakesBackTheLastStrokeAndClearRemovesAll() throws {
        let (harness, pad) = try launch()
        let screen = harness.touchscreen()
        let frame = pad.signatureView.convert(pad.signatureView.bounds, to: nil)
        for row in 0..<3 {
            let y = frame.minY + 60 + CGFloat(row) * 60
            screen.drag(from: CGPoint(x: frame.minX + 40, y: y), to: CGPoint(x: frame.minX + 300, y: y), duration: 0.2)
            harness.advance(by: 0.1)
        }
        screen.tap(at: CGPoint(x: frame.minX + 500, y: frame.minY + 60))
        harness.advance(by: 0.1)
        #expect(pad.signatureView.strokes.count == 4)
        #expect(pad.signatureView.strokes.last?.count == 1, "a tap is a dot")
        screen.tap(at: center(of: pad.undoButton))
        harness.advance(by: 0.1)
        #expect(pad.signatureView.strokes.count == 3)
        screen.tap(at: center(of: pad.clearButton))
        harness.advance(by: 0.1)
        #expect(pad.signatureView.isEmpty)
        #expect(!pad.undoButton.isEnabled && !pad.clearButton.isEnabled && !pad.saveButton.isEnabled)
        #expect(pad.statusLabel.text == "Sign above")
    }

    @Test func saveWritesAPNGWithTheInkWhereTheFingerWentAndWhiteElsewhere() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("signature-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (harness, pad) = try launch(saveTo: path)
        let screen = harness.touchscreen()
        let frame = pad.signatureView.convert(pad.signatureView.bounds, to: nil)
        screen.drag(from: CGPoint(x: frame.minX + 100, y: frame.minY + 150), to: CGPoint(x: frame.minX + 500, y: frame.minY + 150), duration: 0.3)
        harness.advance(by: 0.1)
        screen.tap(at: center(of: pad.saveButton))
        harness.advance(by: 0.1)
        #expect(pad.statusLabel.text == "Saved to \((path as NSString).lastPathComponent)")
        let image = try CGImage(pngData: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(image.width == Int(frame.width) && image.height == Int(frame.height))
        let ink = try #require(image.pixel(x: 300, y: 150))
        #expect(ink.red < 60 && ink.blue > 60, "the stroke's ink at its middle: \(ink)")
        let paper = try #require(image.pixel(x: 300, y: 50))
        #expect(paper == CGPixel(red: 255, green: 255, blue: 255, alpha: 255), "white away from the stroke: \(paper)")
    }

    @Test func aSaveThatCannotWriteSaysWhyAndKeepsTheSignature() throws {
        let (harness, pad) = try launch(saveTo: "/nonexistent-folder/signature.png")
        let screen = harness.touchscreen()
        let frame = pad.signatureView.convert(pad.signatureView.bounds, to: nil)
        screen.drag(from: CGPoint(x: frame.minX + 100, y: frame.minY + 150), to: CGPoint(x: frame.minX + 300, y: frame.minY + 150))
        harness.advance(by: 0.1)
        screen.tap(at: center(of: pad.saveButton))
        harness.advance(by: 0.1)
        #expect(pad.statusLabel.text?.hasPrefix("Not saved: ") == true, "\(pad.statusLabel.text ?? "nil")")
        #expect(pad.signatureView.strokes.count == 1)
    }

    @Test func aPenDrawsWithTheWidthOfItsForceAndAFingerWithTheFixedWidth() throws {
        let (harness, pad) = try launch()
        let view = pad.signatureView
        let origin = view.convert(CGPoint.zero, to: nil)
        let pen = harness.pen()
        pen.approach(at: CGPoint(x: origin.x + 50, y: origin.y + 100))
        pen.down(pressure: 0.1)
        for (step, pressure) in [0.3, 0.6, 1.0].enumerated() {
            harness.advance(by: 1.0 / 120)
            pen.move(to: CGPoint(x: origin.x + 50 + CGFloat(step + 1) * 40, y: origin.y + 100), pressure: pressure)
        }
        pen.up()
        pen.leave()
        harness.touchscreen().drag(from: CGPoint(x: origin.x + 50, y: origin.y + 200), to: CGPoint(x: origin.x + 250, y: origin.y + 200))
        harness.advance(by: 0.1)
        #expect(view.strokes.count == 2)
        let widths = try #require(view.strokeWidths.first ?? nil)
        #expect(widths.count == 4)
        // Thin at a light touch, growing with the force: a third of the ink width at none, twice at full force.
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
        #expect(abs(widths[3] - view.inkWidth * 2) < 0.01 && widths[0] < view.inkWidth, "\(widths)")
        #expect(view.strokeWidths.last == .some(nil), "a finger keeps the fixed width")
        // The picture: the pen's line is wider where it was pressed harder.
        let image = try CGImage(pngData: view.pngData())
        func inkRows(atX x: Int) -> Int { (90...110).count { y in (image.pixel(x: x, y: y)?.red ?? 255) < 128 } }
        #expect(inkRows(atX: 60) < inkRows(atX: 165), "light end \(inkRows(atX: 60)) rows, heavy end \(inkRows(atX: 165))")
    }

    @Test func thePensEraserRemovesTheStrokesItPassesOver() throws {
        let (harness, pad) = try launch()
        let view = pad.signatureView
        let origin = view.convert(CGPoint.zero, to: nil)
        let screen = harness.touchscreen()
        for y in [100.0, 200.0] {
            screen.drag(from: CGPoint(x: origin.x + 50, y: origin.y + y), to: CGPoint(x: origin.x + 300, y: origin.y + y))
            harness.advance(by: 0.1)
        }
        let pen = harness.pen()
        pen.tool = TabletTool(type: .eraser, serial: 1)
        pen.approach(at: CGPoint(x: origin.x + 150, y: origin.y + 60))
        pen.down(pressure: 0.5)
        // Down across the first stroke only.
        for step in 1...8 {
            harness.advance(by: 1.0 / 120)
            pen.move(to: CGPoint(x: origin.x + 150, y: origin.y + 60 + CGFloat(step) * 10), pressure: 0.5)
        }
        pen.up()
        pen.leave()
        harness.advance(by: 0.1)
        #expect(view.strokes.count == 1)
        #expect(view.strokes.first?.first?.y == 200, "the second stroke is left")
    }
}
