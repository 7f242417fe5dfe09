import Foundation
import Testing
import UIKitTesting

/// The current graphics context: what UIGraphicsGetCurrentContext returns inside a renderer, after a
/// push, and nowhere else; drawing functions without one are reported and ignored; a view whose
/// draw(_:) never asks for the context costs no bitmap.
@MainActor
struct GraphicsContextStackTests {
    @Test func pushAndPopMakeAContextCurrentAndRestoreThePreviousOne() throws {
        let harness = UIKitTestHarness()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let outer = try CGContext(width: 4, height: 4)
        let inner = try CGContext(width: 4, height: 4)
        UIGraphicsPushContext(outer)
        UIGraphicsPushContext(inner)
        #expect(UIGraphicsGetCurrentContext() === inner)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(inner.pixel(x: 1, y: 1) == .red)
        #expect(outer.pixel(x: 1, y: 1)?.alpha == 0)
        UIGraphicsPopContext()
        #expect(harness.traceLines(containing: "UIGraphicsPopContext: no context was pushed; ignored").count == 1)
    }

    // UIRectFill, setFill and UIBezierPath without a context: UIViewSnapshotsTests.
    @Test func setAndRectFrameWithoutAContextAreReportedByName() {
        let harness = UIKitTestHarness()
        UIColor.red.set()
        UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(harness.traceLines(containing: "UIColor.set: no current graphics context").count == 1)
        #expect(harness.traceLines(containing: "UIRectFrame: no current graphics context").count == 1)
    }

    @Test func rectFrameDrawsAOnePointFrameJustInsideTheRectangle() {
        _ = UIKitTestHarness()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            UIColor.blue.setFill()
            UIRectFrame(CGRect(x: 2, y: 2, width: 6, height: 6))
        }
        #expect(image.cgImage?.pixel(x: 2, y: 2) == .blue)
        #expect(image.cgImage?.pixel(x: 7, y: 5) == .blue)
        #expect(image.cgImage?.pixel(x: 5, y: 7) == .blue)
        #expect(image.cgImage?.pixel(x: 5, y: 5)?.alpha == 0)
        #expect(image.cgImage?.pixel(x: 8, y: 5)?.alpha == 0)
    }

    @Test func insideDrawTheContextIsTheViewsBitmapMadeOnlyWhenAskedFor() throws {
        final class Asking: UIView {
            var sawContext = false
            var asks = true
            override func draw(_ rect: CGRect) {
                guard asks else { return }
                sawContext = UIGraphicsGetCurrentContext() != nil
            }
        }
        let harness = UIKitTestHarness()
        let asking = Asking(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let silent = Asking(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        silent.asks = false
        harness.window.addSubview(asking)
        harness.window.addSubview(silent)
        try Compositor().renderFrame()
        #expect(asking.sawContext)
        #expect(asking.hasCachedContentForTesting)
        #expect(!silent.hasCachedContentForTesting)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// Redraws one after another share one pending-bitmap object: each view still draws into a bitmap of
    /// its own size, a view that never asks gets none (not the previous view's), and a redrawn view that
    /// is let go is not kept alive by it.
    @Test func eachRedrawGetsItsOwnViewsBitmap() throws {
        final class Sizing: UIView {
            var sizes: [CGSize] = []
            var asks = true
            override func draw(_ rect: CGRect) {
                guard asks, let context = UIGraphicsGetCurrentContext() else { return }
                sizes.append(CGSize(width: context.width, height: context.height))
            }
        }
        let harness = UIKitTestHarness()
        let small = Sizing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let wide = Sizing(frame: CGRect(x: 20, y: 0, width: 30, height: 20))
        let silent = Sizing(frame: CGRect(x: 60, y: 0, width: 10, height: 10))
        silent.asks = false
        weak var released: Sizing?
        let compositor = try Compositor()
        do {
            let passing = Sizing(frame: CGRect(x: 80, y: 0, width: 5, height: 5))
            released = passing
            for view in [small, wide, silent, passing] { harness.window.addSubview(view) }
            compositor.renderFrame()
            passing.removeFromSuperview()
        }
        for view in [small, wide, silent] { view.setNeedsDisplay() }
        compositor.renderFrame()
        let scale = harness.application.mainScreen.scale
        #expect(small.sizes == [CGSize(width: 10 * scale, height: 10 * scale), CGSize(width: 10 * scale, height: 10 * scale)])
        #expect(wide.sizes == [CGSize(width: 30 * scale, height: 20 * scale), CGSize(width: 30 * scale, height: 20 * scale)])
        #expect(!silent.hasCachedContentForTesting)
        #expect(released == nil)
    }
}
