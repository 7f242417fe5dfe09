import Foundation
import Testing
import UIKitTesting

/// The compositor keeps its damage lists' storage from frame to frame (docs/benchmarks.md, "Session 38"):
/// a frame's damage must never carry the previous frame's rectangles, and an array a caller kept from an
/// earlier frame must not change when later frames reuse the storage.
@MainActor
struct CompositorStorageReuseTests {
    @Test func eachFrameReportsOnlyItsOwnDamage() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let left = box(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        let right = box(CGRect(x: 150, y: 50, width: 10, height: 10), .red)
        harness.window.addSubview(left)
        harness.window.addSubview(right)
        let compositor = try Compositor()
        compositor.renderFrame()
        left.backgroundColor = .green
        right.backgroundColor = .blue
        #expect(compositor.renderFrame() == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 150, y: 50, width: 10, height: 10)])
        // One view now: the frame's list is that view's rectangle alone, not last frame's two.
        right.backgroundColor = .green
        #expect(compositor.renderFrame() == [CGRect(x: 150, y: 50, width: 10, height: 10)])
        #expect(compositor.lastDamage == [CGRect(x: 150, y: 50, width: 10, height: 10)])
        // A quiet frame reports nothing; the next change only its own rectangle.
        #expect(compositor.renderFrame().isEmpty)
        #expect(compositor.lastDamage.isEmpty)
        left.backgroundColor = .blue
        #expect(compositor.renderFrame() == [CGRect(x: 0, y: 0, width: 20, height: 20)])
        #expect(compositor.pixel(CGPoint(x: 10, y: 10)) == .blue)
        #expect(compositor.pixel(CGPoint(x: 155, y: 55)) == .green)
    }

    @Test func aDamageListKeptByTheCallerDoesNotChangeWithLaterFrames() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        let view = box(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        harness.window.addSubview(view)
        let compositor = try Compositor()
        compositor.renderFrame()
        view.center = CGPoint(x: 110, y: 50)
        let kept = compositor.renderFrame()
        view.backgroundColor = .green
        let next = compositor.renderFrame()
        #expect(kept == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 100, y: 40, width: 20, height: 20)])
        #expect(next == [CGRect(x: 100, y: 40, width: 20, height: 20)])
    }

    /// Frames that repaint a rectangle from a covering view with content (painted with a one-rectangle
    /// cull) and frames that also clear and paint an uncovered rectangle alternate, reusing the same lists.
    @Test func coveredAndUncoveredRepaintsAlternate() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        harness.window.addSubview(box(CGRect(x: 0, y: 0, width: 100, height: 100), .white))
        let spot = CountingView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        spot.backgroundColor = .white
        harness.window.addSubview(spot)
        let translucent = box(CGRect(x: 120, y: 10, width: 10, height: 10), .red)
        translucent.alpha = 0.5
        harness.window.addSubview(translucent)
        let compositor = try Compositor()
        compositor.renderFrame()
        for round in 0..<4 {
            spot.fill = round % 2 == 0 ? .green : .blue
            spot.setNeedsDisplay()
            if round % 2 == 1 { translucent.center.x += 20 }
            let damage = compositor.renderFrame()
            #expect(damage.contains(CGRect(x: 10, y: 10, width: 10, height: 10)), "\(damage)")
            #expect(damage.count == (round % 2 == 0 ? 1 : 3), "\(damage)")
            #expect(compositor.pixel(CGPoint(x: 15, y: 15)) == (round % 2 == 0 ? .green : .blue))
        }
        #expect(compositor.pixel(CGPoint(x: 165, y: 15)) != .black)
        #expect(compositor.pixel(CGPoint(x: 125, y: 15)) == .black)
    }

    /// A hidden caret's frame puts its saved pixels back and reports its rectangle, merged into the kept
    /// repaint list (session 39): the array a caller kept from such a frame does not change with the frames
    /// after it, and each of them reports only its own rectangle.
    @Test func aRestoredFrameListKeptByTheCallerDoesNotChange() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 100))
        harness.window.addSubview(box(CGRect(x: 0, y: 0, width: 200, height: 100), .gray))
        let caret = box(CGRect(x: 40, y: 20, width: 2, height: 20), .black)
        let other = box(CGRect(x: 150, y: 50, width: 10, height: 10), .red)
        harness.window.addSubview(caret)
        harness.window.addSubview(other)
        let compositor = try Compositor()
        compositor.renderFrame()
        caret.isHidden = true
        compositor.renderFrame()   // nothing saved yet: repainted
        caret.isHidden = false
        compositor.renderFrame()   // saved
        caret.isHidden = true
        let kept = compositor.renderFrame()
        #expect(compositor.lastRestoredAreas == [CGRect(x: 40, y: 20, width: 2, height: 20)])
        #expect(kept == [CGRect(x: 40, y: 20, width: 2, height: 20)])
        other.backgroundColor = .green
        #expect(compositor.renderFrame() == [CGRect(x: 150, y: 50, width: 10, height: 10)])
        caret.isHidden = false
        #expect(compositor.renderFrame() == [CGRect(x: 40, y: 20, width: 2, height: 20)])
        caret.isHidden = true
        other.backgroundColor = .blue
        #expect(compositor.renderFrame() == [CGRect(x: 40, y: 20, width: 2, height: 20), CGRect(x: 150, y: 50, width: 10, height: 10)])
        #expect(compositor.lastRestoredAreas == [CGRect(x: 40, y: 20, width: 2, height: 20)])
        #expect(kept == [CGRect(x: 40, y: 20, width: 2, height: 20)])
        #expect(compositor.pixel(CGPoint(x: 40, y: 30)) == compositor.pixel(CGPoint(x: 60, y: 30)))
        #expect(compositor.pixel(CGPoint(x: 155, y: 55)) == .blue)
    }
}
