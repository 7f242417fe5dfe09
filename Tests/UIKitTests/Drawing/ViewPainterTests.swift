import Foundation
import Testing
import UIKitTesting

/// How a view subtree is painted, on screen and in snapshots: backgrounds back to front, alpha as the
/// group opacity of the subtree, hidden subtrees skipped, clipsToBounds, masks.
@MainActor
struct ViewPainterTests {
    @Test func aSnapshotIsPaintedLikeTheScreenBackToFrontSkippingHiddenSubviews() throws {
        _ = UIKitTestHarness()
        let root = box(CGRect(x: 0, y: 0, width: 30, height: 10), .red)
        let hidden = box(CGRect(x: 10, y: 0, width: 10, height: 10), .blue)
        hidden.isHidden = true
        root.addSubview(hidden)
        root.addSubview(box(CGRect(x: 20, y: 0, width: 10, height: 10), .green))
        root.addSubview(box(CGRect(x: 25, y: 0, width: 5, height: 10), .blue))
        let context = try CGContext(width: 30, height: 10)
        root.layer.render(in: context)
        #expect(context.pixel(x: 5, y: 5) == .red)
        #expect(context.pixel(x: 15, y: 5) == .red)
        #expect(context.pixel(x: 22, y: 5) == .green)
        #expect(context.pixel(x: 27, y: 5) == .blue)
    }

    @Test func backgroundColoursComposeBackToFront() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        harness.window.backgroundColor = .white
        harness.window.addSubview(box(CGRect(x: 10, y: 10, width: 50, height: 50), .red))
        harness.window.addSubview(box(CGRect(x: 40, y: 40, width: 50, height: 50), .blue))
        let compositor = try Compositor()
        compositor.renderFrame()
        #expect(compositor.pixel(CGPoint(x: 5, y: 5)) == .white)
        #expect(compositor.pixel(CGPoint(x: 20, y: 20)) == .red)
        #expect(compositor.pixel(CGPoint(x: 50, y: 50)) == .blue)
    }

    @Test func alphaFadesTheSubtreeAsOneGroup() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        harness.window.backgroundColor = .white
        let parent = box(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
        parent.alpha = 0.5
        parent.addSubview(box(CGRect(x: 0, y: 0, width: 50, height: 100), .blue))
        harness.window.addSubview(parent)
        let compositor = try Compositor()
        compositor.renderFrame()
        // Blue over red inside the group, then half over white: the red must not show through the blue.
        let faded = try #require(compositor.pixel(CGPoint(x: 25, y: 50)))
        #expect(faded.isClose(to: CGPixel(red: 127, green: 127, blue: 255, alpha: 255), tolerance: 2))
        let fadedRed = try #require(compositor.pixel(CGPoint(x: 75, y: 50)))
        #expect(fadedRed.isClose(to: CGPixel(red: 255, green: 127, blue: 127, alpha: 255), tolerance: 2))
    }

    @Test func hiddenSubtreesAreNotDrawn() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let parent = box(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
        parent.addSubview(box(CGRect(x: 10, y: 10, width: 20, height: 20), .blue))
        parent.isHidden = true
        harness.window.addSubview(parent)
        let compositor = try Compositor()
        compositor.renderFrame()
        #expect(compositor.pixel(CGPoint(x: 20, y: 20)) == .black)
    }

    @Test func clipsToBoundsCutsSubviews() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let clipping = box(CGRect(x: 0, y: 0, width: 50, height: 50), .red)
        clipping.clipsToBounds = true
        clipping.addSubview(box(CGRect(x: 25, y: 0, width: 50, height: 20), .blue))
        let open = box(CGRect(x: 100, y: 0, width: 50, height: 50), .red)
        open.addSubview(box(CGRect(x: 25, y: 0, width: 50, height: 20), .blue))
        harness.window.addSubview(clipping)
        harness.window.addSubview(open)
        let compositor = try Compositor()
        compositor.renderFrame()
        #expect(compositor.pixel(CGPoint(x: 40, y: 10)) == .blue)
        #expect(compositor.pixel(CGPoint(x: 60, y: 10)) == .black)
        #expect(compositor.pixel(CGPoint(x: 160, y: 10)) == .blue)
    }

    @Test func maskShowsContentOnlyWhereTheMaskIsOpaque() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let view = box(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
        view.mask = box(CGRect(x: 0, y: 0, width: 50, height: 100), .white)
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        #expect(compositor.pixel(CGPoint(x: 25, y: 50)) == .red)
        #expect(compositor.pixel(CGPoint(x: 75, y: 50)) == .black)
    }

    // @moved
}
