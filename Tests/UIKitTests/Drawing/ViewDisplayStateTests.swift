import Foundation
import Testing
import UIKitTesting

/// A view's drawing state: invalid rectangles coalesce, cached content is placed by the content mode
/// without drawing again, a tint change reaches the subviews that inherit it.
@MainActor
struct ViewDisplayStateTests {
    /// A mode and where the 20 × 20 red square must land (its origin in the 60 × 60 bounds); `nil` for
    /// the scaling modes, which fill the whole bounds.
    nonisolated static let placements: [(UIView.ContentMode, CGPoint?)] = [
        (.center, CGPoint(x: 20, y: 20)), (.top, CGPoint(x: 20, y: 0)), (.bottom, CGPoint(x: 20, y: 40)),
        (.left, CGPoint(x: 0, y: 20)), (.right, CGPoint(x: 40, y: 20)), (.topLeft, CGPoint(x: 0, y: 0)),
        (.topRight, CGPoint(x: 40, y: 0)), (.bottomLeft, CGPoint(x: 0, y: 40)), (.bottomRight, CGPoint(x: 40, y: 40)),
        (.scaleToFill, nil), (.scaleAspectFit, nil), (.scaleAspectFill, nil),
    ]

    @Test(arguments: placements.indices)
    func cachedContentIsPlacedWithoutRedrawing(_ index: Int) throws {
        let (mode, origin) = Self.placements[index]
        let harness = UIKitTestHarness(screenSize: CGSize(width: 100, height: 100))
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentMode = mode
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        compositor.renderFrame()
        #expect(view.drawnRects.count == 1, "\(mode)")
        if let origin {
            #expect(compositor.pixel(CGPoint(x: origin.x + 10, y: origin.y + 10)) == .red, "\(mode)")
            let far = CGPoint(x: origin.x < 20 ? 55 : 5, y: origin.y < 20 ? 55 : 5)
            #expect(compositor.pixel(far) == .black, "\(mode)")
        } else {
            #expect(compositor.pixel(CGPoint(x: 5, y: 5)) == .red, "\(mode)")
            #expect(compositor.pixel(CGPoint(x: 55, y: 55)) == .red, "\(mode)")
        }
    }

    @Test func setNeedsDisplayCoalescesIntoOneDrawWithTheUnion() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 200))
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 40, y: 30, width: 20, height: 10))
        compositor.renderFrame()
        #expect(view.drawnRects.count == 2)
        #expect(view.drawnRects.last == CGRect(x: 10, y: 10, width: 50, height: 30))
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        compositor.renderFrame()
        #expect(view.drawnRects.count == 3)
        #expect(view.drawnRects.last == view.bounds)
    }

    @Test func scaleToFillStretchesTheCachedBitmap() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 200))
        let view = HalvesView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        view.frame.size = CGSize(width: 100, height: 20)
        compositor.renderFrame()
        #expect(view.draws == 1)
        // The left half (red) now covers x 0..<50, the right (blue) 50..<100.
        #expect(compositor.pixel(CGPoint(x: 40, y: 10))?.isClose(to: .red) == true)
        #expect(compositor.pixel(CGPoint(x: 60, y: 10))?.isClose(to: .blue) == true)
    }

    @Test func positionalContentModesPlaceTheBitmapWithoutScaling() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 200))
        let view = HalvesView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentMode = .bottomRight
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        view.frame.size = CGSize(width: 60, height: 60)
        compositor.renderFrame()
        #expect(view.draws == 1)
        #expect(compositor.pixel(CGPoint(x: 45, y: 50))?.isClose(to: .red) == true)
        #expect(compositor.pixel(CGPoint(x: 55, y: 50))?.isClose(to: .blue) == true)
        #expect(compositor.pixel(CGPoint(x: 10, y: 10)) == .black)
    }

    @Test func aspectFitKeepsTheContentsProportions() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 200))
        let view = HalvesView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentMode = .scaleAspectFit
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        view.frame.size = CGSize(width: 100, height: 40)
        compositor.renderFrame()
        // A 40 × 40 square centred in 100 × 40: x 30..<70.
        #expect(compositor.pixel(CGPoint(x: 20, y: 20)) == .black)
        #expect(compositor.pixel(CGPoint(x: 35, y: 20))?.isClose(to: .red) == true)
        #expect(compositor.pixel(CGPoint(x: 65, y: 20))?.isClose(to: .blue) == true)
        #expect(compositor.pixel(CGPoint(x: 80, y: 20)) == .black)
    }

    @Test func tintColorChangeReachesInheritingSubviews() {
        let parent = TintView()
        let inheriting = TintView()
        let own = TintView()
        own.tintColor = .red
        parent.addSubview(inheriting)
        parent.addSubview(own)
        parent.tintColor = .green
        #expect(parent.changes == 1)
        #expect(inheriting.changes == 1)
        #expect(own.changes == 1)  // its own assignment only
        #expect(inheriting.tintColor == .green)
    }
}
