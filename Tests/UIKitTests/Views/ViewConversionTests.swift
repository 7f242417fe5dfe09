import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIView+Conversion.swift`: converting points and rectangles between views.
///
/// The scene used by most tests, in the harness window (400 × 800 at the screen origin):
///
/// ```
/// outer   frame (100, 100, 200, 200), bounds origin (20, 10): window = (100 + x − 20, 100 + y − 10)
/// ├ inner frame (50, 50, 40, 20) → centre (70, 60); transform scale 2 about the centre
/// └ rot   frame (100, 0, 40, 20) → centre (120, 10); transform rotation +90° about the centre
///   └ leaf frame (10, 5, 10, 10) → centre (15, 10); transform scale 0.5 about the centre
/// ```
@MainActor
struct ViewConversionTests {
    @MainActor
    private struct Scene {
        let harness: UIKitTestHarness
        let outer, inner, rot, leaf: UIView

        init() {
            harness = UIKitTestHarness()
            outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            inner = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 20))
            rot = UIView(frame: CGRect(x: 100, y: 0, width: 40, height: 20))
            leaf = UIView(frame: CGRect(x: 10, y: 5, width: 10, height: 10))
            harness.window.addSubview(outer)
            outer.addSubview(inner)
            outer.addSubview(rot)
            rot.addSubview(leaf)
            outer.bounds.origin = CGPoint(x: 20, y: 10)
            inner.transform = CGAffineTransform(scaleX: 2, y: 2)
            rot.transform = CGAffineTransform(rotationAngle: .pi / 2)
            leaf.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }
    }

    @Test func scaledViewConvertsToSuperviewAboutItsCenter() {
        let scene = Scene()
        // (0, 0) − anchor (20, 10) = (−20, −10); ×2 = (−40, −20); + centre (70, 60) = (30, 40).
        #expect(scene.inner.convert(CGPoint(x: 0, y: 0), to: scene.outer) == CGPoint(x: 30, y: 40))
        // (40, 20) − (20, 10) = (20, 10); ×2 = (40, 20); + (70, 60) = (110, 80).
        #expect(scene.inner.convert(CGPoint(x: 40, y: 20), to: scene.outer) == CGPoint(x: 110, y: 80))
    }

    @Test func convertingToNilGivesWindowCoordinatesThroughBoundsOrigin() {
        let scene = Scene()
        // outer (30, 40) → window (100 + 30 − 20, 100 + 40 − 10) = (110, 130).
        #expect(scene.inner.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 110, y: 130))
        #expect(scene.inner.convert(CGPoint(x: 40, y: 20), to: nil) == CGPoint(x: 190, y: 170))
        #expect(scene.inner.convert(CGPoint(x: 40, y: 20), to: scene.harness.window) == CGPoint(x: 190, y: 170))
        #expect(scene.outer.convert(CGPoint(x: 20, y: 10), to: nil) == CGPoint(x: 100, y: 100))
    }

    @Test func convertingFromNilTakesWindowCoordinates() {
        let scene = Scene()
        #expect(scene.inner.convert(CGPoint(x: 110, y: 130), from: nil) == CGPoint(x: 0, y: 0))
        #expect(scene.outer.convert(CGPoint(x: 100, y: 100), from: nil) == CGPoint(x: 20, y: 10))
    }

    @Test func rotatedViewConvertsToWindow() {
        let scene = Scene()
        // rot (0, 0) − (20, 10) = (−20, −10); +90°: (x, y) ↦ (−y, x) = (10, −20); + (120, 10) = (130, −10) in
        // outer; window (100 + 130 − 20, 100 − 10 − 10) = (210, 80).
        #expect(scene.rot.convert(CGPoint(x: 0, y: 0), to: nil).isApproximately(CGPoint(x: 210, y: 80)))
        // rot (40, 0) − (20, 10) = (20, −10) ↦ (10, 20); + (120, 10) = (130, 30); window (210, 120).
        #expect(scene.rot.convert(CGPoint(x: 40, y: 0), to: nil).isApproximately(CGPoint(x: 210, y: 120)))
    }

    @Test func nestedScaleInsideRotationConvertsToWindow() {
        let scene = Scene()
        // leaf (0, 0) − (5, 5) = (−5, −5); ×0.5 = (−2.5, −2.5); + (15, 10) = (12.5, 7.5) in rot.
        // rot: (12.5, 7.5) − (20, 10) = (−7.5, −2.5) ↦ (2.5, −7.5); + (120, 10) = (122.5, 2.5) in outer.
        // window: (100 + 122.5 − 20, 100 + 2.5 − 10) = (202.5, 92.5).
        #expect(scene.leaf.convert(CGPoint(x: 0, y: 0), to: nil).isApproximately(CGPoint(x: 202.5, y: 92.5)))
        #expect(scene.leaf.convert(CGPoint(x: 0, y: 0), to: scene.rot).isApproximately(CGPoint(x: 12.5, y: 7.5)))
    }

    @Test func convertingBetweenSiblingsGoesThroughTheirCommonSuperview() {
        let scene = Scene()
        // inner (0, 0) is (30, 40) in outer. Into rot: (30, 40) − (120, 10) = (−90, 30); inverse rotation
        // (x, y) ↦ (y, −x) = (30, 90); + anchor (20, 10) = (50, 100).
        #expect(scene.inner.convert(CGPoint(x: 0, y: 0), to: scene.rot).isApproximately(CGPoint(x: 50, y: 100)))
        #expect(scene.rot.convert(CGPoint(x: 50, y: 100), to: scene.inner).isApproximately(CGPoint(x: 0, y: 0)))
        #expect(scene.rot.convert(CGPoint(x: 0, y: 0), from: scene.inner).isApproximately(CGPoint(x: 50, y: 100)))
    }

    @Test func pointConversionRoundTrips() {
        let scene = Scene()
        let views = [scene.outer, scene.inner, scene.rot, scene.leaf, scene.harness.window]
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 3.25, y: -7.5), CGPoint(x: 123, y: 456)]
        for source in views {
            for target in views {
                for point in points {
                    let there = source.convert(point, to: target)
                    #expect(source.convert(there, from: target).isApproximately(point, tolerance: 1e-9))
                    #expect(target.convert(there, to: source).isApproximately(point, tolerance: 1e-9))
                    #expect(target.convert(point, from: source).isApproximately(there, tolerance: 1e-9))
                }
            }
        }
    }

    @Test func rectConversionIsBoundingBoxOfConvertedCorners() {
        let scene = Scene()
        // rot's bounds corners in outer: (0,0)→(130,−10), (40,0)→(130,30), (0,20)→(110,−10), (40,20)→(110,30).
        let box = scene.rot.convert(scene.rot.bounds, to: scene.outer)
        #expect(box.isApproximately(CGRect(x: 110, y: -10, width: 20, height: 40)))
        #expect(box.isApproximately(scene.rot.frame))
        // Scaled: inner's bounds in outer are its frame, (30, 40, 80, 40).
        #expect(scene.inner.convert(scene.inner.bounds, to: scene.outer) == CGRect(x: 30, y: 40, width: 80, height: 40))
        #expect(scene.inner.convert(CGRect(x: 30, y: 40, width: 80, height: 40), from: scene.outer) == scene.inner.bounds)
    }

    @Test func rectInRotatedViewConvertsToLargerEnclosingRect() {
        // View Programming Guide: the result is the smallest rect enclosing the rotated rect.
        let harness = UIKitTestHarness()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        harness.window.addSubview(outer)
        outer.addSubview(rotated)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 100 * CGFloat(2).squareRoot()
        let box = rotated.convert(rotated.bounds, to: outer)
        #expect(box.isApproximately(CGRect(x: 150 - side / 2, y: 150 - side / 2, width: side, height: side)))
    }

    @Test func viewsInDifferentWindowsConvertThroughScreenCoordinates() {
        let harness = UIKitTestHarness()
        let windowA = UIWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 300))
        let windowB = UIWindow(frame: CGRect(x: 0, y: 50, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
        windowA.addSubview(a)
        windowB.addSubview(b)
        // a (0, 0) → window A (10, 10) → screen (110, 210) → window B (110, 160) → b (90, 130).
        #expect(a.convert(CGPoint.zero, to: windowB) == CGPoint(x: 110, y: 160))
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: 90, y: 130))
        #expect(b.convert(CGPoint(x: 90, y: 130), to: a) == CGPoint.zero)
        #expect(a.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: b) == CGRect(x: 90, y: 130, width: 5, height: 5))
        // The harness window sits at the screen origin, so its coordinates are screen coordinates.
        #expect(a.convert(CGPoint.zero, to: harness.window) == CGPoint(x: 110, y: 210))
    }

    @Test func convertingToNilOutsideAWindowGivesRootCoordinates() {
        let root = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 5, y: 5))
        #expect(root.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 1, y: 1))
    }

    /// Records where each touch began, in its own coordinates and in the window's.
    final class LocationView: UIView {
        var began: [(local: CGPoint, window: CGPoint)] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches { began.append((touch.location(in: self), touch.location(in: nil))) }
        }
    }

    @Test func touchLocationInScaledViewInsideScrolledViewIsInItsBoundsSpace() {
        let harness = UIKitTestHarness()
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let target = LocationView(frame: CGRect(x: 50, y: 50, width: 40, height: 20))
        harness.window.addSubview(outer)
        outer.addSubview(target)
        outer.bounds.origin = CGPoint(x: 20, y: 10)
        target.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Window (150, 150) → outer (70, 60) → target ((70 − 70)/2 + 20, (60 − 60)/2 + 10) = (20, 10).
        harness.touchscreen().tap(at: CGPoint(x: 150, y: 150))
        #expect(target.began.count == 1)
        #expect(target.began.first?.local == CGPoint(x: 20, y: 10))
        #expect(target.began.first?.window == CGPoint(x: 150, y: 150))
    }
}
