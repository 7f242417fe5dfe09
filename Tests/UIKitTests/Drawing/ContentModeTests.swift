import Foundation
import Testing
import UIKitTesting

/// Every content mode places a 20 × 20 bitmap in bounds resized to 60 × 60 without drawing again.
@MainActor
struct ContentModeTests {
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
}
