import Foundation
import Testing
import UIKitTesting

/// The compositor: transforms and the screen scale at named pixels, and damage tracking: only what changed
/// is recomposited (how each view is painted: ViewPainterTests).
@MainActor
struct CompositorTests {
    @Test func transformsRotateAndScaleAboutTheCentre() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let view = box(CGRect(x: 50, y: 25, width: 100, height: 50), .red)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        // Rotated a quarter turn about (100, 50): now 50 wide and 100 tall, x 75..<125.
        #expect(compositor.pixel(CGPoint(x: 100, y: 5)) == .red)
        #expect(compositor.pixel(CGPoint(x: 60, y: 50)) == .black)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        compositor.renderFrame()
        #expect(compositor.pixel(CGPoint(x: 100, y: 5)) == .black)
        #expect(compositor.pixel(CGPoint(x: 120, y: 50)) == .red)
        #expect(compositor.pixel(CGPoint(x: 130, y: 50)) == .black)
    }

    @Test func anUnchangedFrameRecompositesNothing() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        harness.window.addSubview(box(CGRect(x: 0, y: 0, width: 50, height: 50), .red))
        let compositor = try Compositor()
        #expect(compositor.renderFrame() == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(compositor.renderFrame().isEmpty)
        #expect(compositor.lastPaintedViewCount == 0)
    }

    /// The compositor keeps its list of windows between frames: showing, hiding and re-levelling a window
    /// are still seen by the next frame.
    @Test func windowsShownHiddenOrRelevelledAreSeenByTheNextFrame() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 100, height: 100))
        harness.window.backgroundColor = .red
        let compositor = try Compositor()
        compositor.renderFrame()
        let other = UIWindow(screen: harness.window.screen)
        other.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        other.backgroundColor = .blue
        other.isHidden = false
        #expect(!compositor.renderFrame().isEmpty)
        #expect(compositor.pixel(CGPoint(x: 10, y: 10)) == .blue)
        harness.window.windowLevel = .alert
        #expect(!compositor.renderFrame().isEmpty)
        #expect(compositor.pixel(CGPoint(x: 10, y: 10)) == .red)
        harness.window.windowLevel = .normal
        other.windowLevel = .statusBar
        compositor.renderFrame()
        #expect(compositor.pixel(CGPoint(x: 10, y: 10)) == .blue)
        other.isHidden = true
        compositor.renderFrame()
        #expect(compositor.pixel(CGPoint(x: 10, y: 10)) == .red)
        #expect(compositor.renderFrame().isEmpty)
    }

    @Test func aColourChangeDamagesOnlyThatView() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let views = (0..<10).map { box(CGRect(x: $0 * 20, y: 0, width: 20, height: 20), .red) }
        for view in views { harness.window.addSubview(view) }
        let compositor = try Compositor()
        compositor.renderFrame()
        views[3].backgroundColor = .blue
        #expect(compositor.renderFrame() == [CGRect(x: 60, y: 0, width: 20, height: 20)])
        // The one view is the only thing there, an opaque colour: its pixels are written directly, no
        // other view is painted.
        #expect(compositor.lastPaintedViewCount == 1)
        #expect(compositor.pixel(CGPoint(x: 70, y: 10)) == .blue)
        #expect(compositor.pixel(CGPoint(x: 50, y: 10)) == .red)
    }

    @Test func movingAViewDamagesItsOldAndNewPlace() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let view = box(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        view.center = CGPoint(x: 110, y: 50)
        let damage = compositor.renderFrame()
        #expect(damage == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 100, y: 40, width: 20, height: 20)])
        #expect(compositor.pixel(CGPoint(x: 10, y: 10)) == .black)
        #expect(compositor.pixel(CGPoint(x: 110, y: 50)) == .red)
    }

    @Test func removingOrHidingAViewDamagesWhereItWas() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let removed = box(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        let hidden = box(CGRect(x: 50, y: 0, width: 20, height: 20), .red)
        harness.window.addSubview(removed)
        harness.window.addSubview(hidden)
        let compositor = try Compositor()
        compositor.renderFrame()
        removed.removeFromSuperview()
        hidden.isHidden = true
        #expect(Set(compositor.renderFrame().map(\.minX)) == [0, 50])
        #expect(compositor.pixel(CGPoint(x: 10, y: 10)) == .black)
        #expect(compositor.pixel(CGPoint(x: 60, y: 10)) == .black)
    }

    @Test func setNeedsDisplayRedrawsAndDamagesOnlyThatView() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let drawn = CountingView(frame: CGRect(x: 100, y: 0, width: 30, height: 30))
        let other = CountingView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        harness.window.addSubview(drawn)
        harness.window.addSubview(other)
        let compositor = try Compositor()
        compositor.renderFrame()
        drawn.fill = .green
        drawn.setNeedsDisplay()
        #expect(compositor.renderFrame() == [CGRect(x: 100, y: 0, width: 30, height: 30)])
        #expect(other.drawnRects.count == 1)
        #expect(compositor.pixel(CGPoint(x: 110, y: 10)) == .green)
    }

    @Test func screenScaleMultipliesPixels() throws {
        _ = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let scaled = UIKitTestHarness(screenSize: CGSize(width: 50, height: 50), scale: 2)
        let view = CountingView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        scaled.window.addSubview(view)
        let compositor = try Compositor(screen: scaled.application.mainScreen)
        compositor.renderFrame()
        #expect(compositor.context.width == 100)
        #expect(compositor.pixel(CGPoint(x: 25, y: 25)) == .red)
        #expect(compositor.pixel(CGPoint(x: 41, y: 41)) == .black)
    }

    @Test func viewsWithoutDrawHaveNoBitmap() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let plain = box(CGRect(x: 0, y: 0, width: 50, height: 50), .red)
        let drawing = CountingView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        harness.window.addSubview(plain)
        harness.window.addSubview(drawing)
        try Compositor().renderFrame()
        #expect(plain.hasCachedContentForTesting == false)
        #expect(harness.window.hasCachedContentForTesting == false)
        #expect(drawing.hasCachedContentForTesting == true)
    }
}

@MainActor
struct MaskDamageTests {
    @Test func aChangeInsideTheMasksSubtreeIsRecomposited() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        let mask = UIView(frame: view.bounds)
        let hole = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        hole.backgroundColor = .white
        mask.addSubview(hole)
        view.mask = mask
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        #expect(compositor.pixel(CGPoint(x: 75, y: 50)) == .black)
        hole.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
        #expect(!compositor.renderFrame().isEmpty)
        #expect(compositor.pixel(CGPoint(x: 75, y: 50)) == .red)
        #expect(compositor.pixel(CGPoint(x: 25, y: 50)) == .black)
    }
}
