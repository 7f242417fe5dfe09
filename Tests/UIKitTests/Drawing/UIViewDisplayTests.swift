import Foundation
import Testing
import UIKitTesting

/// The drawing model (uiview.md §1.12): draw(_:) runs only when the content is invalid, with the union of
/// the invalid rectangles; hidden views wait; a resize redraws only under `.redraw`.
@MainActor
struct UIViewDisplayTests {

    @Test func drawRunsOnceOnFirstDisplayWithTheWholeBounds() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 200))
        let view = CountingView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        compositor.renderFrame()
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 50, height: 40)])
    }

    @Test func hiddenViewsDoNotDrawUntilShown() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 200))
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.isHidden = true
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        #expect(view.drawnRects.isEmpty)
        view.isHidden = false
        compositor.renderFrame()
        #expect(view.drawnRects.count == 1)
    }

    @Test func resizingRedrawsOnlyWithRedrawContentMode() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 200))
        let stretched = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let redrawn = CountingView(frame: CGRect(x: 100, y: 0, width: 20, height: 20))
        redrawn.contentMode = .redraw
        harness.window.addSubview(stretched)
        harness.window.addSubview(redrawn)
        let compositor = try Compositor()
        compositor.renderFrame()
        stretched.frame.size = CGSize(width: 40, height: 40)
        redrawn.frame.size = CGSize(width: 40, height: 40)
        compositor.renderFrame()
        #expect(stretched.drawnRects.count == 1)
        #expect(redrawn.drawnRects == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 0, y: 0, width: 40, height: 40)])
    }

    @Test func aViewFirstDisplayedAtZeroSizeDrawsWhenItGetsASize() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 200))
        let redrawn = CountingView(frame: .zero)
        redrawn.contentMode = .redraw
        let stretched = CountingView(frame: .zero)
        harness.window.addSubview(redrawn)
        harness.window.addSubview(stretched)
        let compositor = try Compositor()
        compositor.renderFrame()
        #expect(redrawn.drawnRects.isEmpty && stretched.drawnRects.isEmpty)
        redrawn.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        stretched.frame = CGRect(x: 50, y: 0, width: 30, height: 20)
        compositor.renderFrame()
        #expect(redrawn.drawnRects == [CGRect(x: 0, y: 0, width: 30, height: 20)])
        #expect(stretched.drawnRects == [CGRect(x: 0, y: 0, width: 30, height: 20)])
        compositor.renderFrame()
        #expect(redrawn.drawnRects.count == 1, "drawn once, not every frame")
    }

    @Test func clearsContextBeforeDrawingDecidesWhetherOldContentStays() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 200))
        let clearing = PartialView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let keeping = PartialView(frame: CGRect(x: 0, y: 50, width: 40, height: 20))
        keeping.clearsContextBeforeDrawing = false
        harness.window.addSubview(clearing)
        harness.window.addSubview(keeping)
        let compositor = try Compositor()
        compositor.renderFrame()
        for view in [clearing, keeping] {
            view.drawsNothing = true
            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        compositor.renderFrame()
        #expect(compositor.pixel(CGPoint(x: 10, y: 10)) == .black)
        #expect(compositor.pixel(CGPoint(x: 30, y: 10))?.isClose(to: .green) == true)
        #expect(compositor.pixel(CGPoint(x: 10, y: 60))?.isClose(to: .green) == true)
    }
}

extension UIViewDisplayTests {
    /// A partial redraw covers whole device pixels of the view's bitmap: the invalid rectangle rounded out
    /// on the bitmap's pixel grid and kept inside the bounds, so an edge pixel the rectangle only half
    /// covers is redrawn whole, not half cleared and blended, and the pixels beside it keep their colour.
    @Test(arguments: [1.0, 2.0]) func aPartialRedrawCoversWholePixels(scale: Double) throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 200), scale: scale)
        let view = CountingView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        view.fill = .blue
        view.setNeedsDisplay(CGRect(x: 5.3, y: 4.6, width: 10.2, height: 7.1))
        compositor.renderFrame()
        let rounded = scale == 1 ? CGRect(x: 5, y: 4, width: 11, height: 8) : CGRect(x: 5, y: 4.5, width: 10.5, height: 7.5)
        #expect(view.drawnRects.last == rounded)
        let pixel = 1 / scale
        // The screen's colour at a point of the window (the compositor reads device pixels).
        func colour(_ x: CGFloat, _ y: CGFloat) -> CGPixel? { compositor.pixel(CGPoint(x: x * scale, y: y * scale)) }
        // The columns the rectangle only partly covers (x 5.3 and, at scale 1, 15.5 in the view) are blue
        // throughout; the pixels beside the rounded rectangle keep their red.
        #expect(colour(10 + rounded.maxX - pixel / 2, 20)?.isClose(to: .blue) == true)
        #expect(colour(10 + rounded.maxX + pixel / 2, 20)?.isClose(to: .red) == true)
        #expect(colour(10 + rounded.minX + pixel / 2, 20)?.isClose(to: .blue) == true)
        #expect(colour(10 + rounded.minX - pixel / 2, 20)?.isClose(to: .red) == true)
        #expect(colour(20, 10 + rounded.maxY + pixel / 2)?.isClose(to: .red) == true)
        // Rounded out, it still stays inside the bounds.
        view.setNeedsDisplay(CGRect(x: 45.3, y: -3, width: 20, height: 5.2))
        compositor.renderFrame()
        #expect(view.drawnRects.last == CGRect(x: 45, y: 0, width: 5, height: scale == 1 ? 3 : 2.5))
    }
}

/// Red left half, blue right half.
final class HalvesView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

/// Fills green, or nothing once told to.
final class PartialView: UIView {
    var drawsNothing = false
    override func draw(_ rect: CGRect) {
        guard !drawsNothing else { return }
        UIColor.green.setFill()
        UIRectFill(rect)
    }
}

final class TintView: UIView {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
}
