import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIView+Geometry.swift`: frame, bounds, center, transform and the anchor point.
@MainActor
struct ViewGeometryTests {
    @Test func initWithFrameSetsCenterAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func settingFrameSetsCenterAndBoundsSizeButKeepsBoundsOrigin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 5, y: 7)
        view.frame = CGRect(x: 100, y: 200, width: 40, height: 30)
        #expect(view.center == CGPoint(x: 120, y: 215))
        #expect(view.bounds == CGRect(x: 5, y: 7, width: 40, height: 30))
        #expect(view.frame == CGRect(x: 100, y: 200, width: 40, height: 30))
    }

    @Test func settingCenterMovesFrameOnly() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 200, y: 100)
        #expect(view.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func boundsSizeChangeGrowsAroundCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: -50, y: 25, width: 200, height: 50))
    }

    @Test func boundsOriginChangeDoesNotMoveTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 30, y: 40)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 60, y: 60))
    }

    @Test func transformLeavesCenterAndBoundsUnchanged() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.transform.isApproximately(CGAffineTransform(rotationAngle: .pi / 4)))
    }

    @Test func frameUnderQuarterTurnIsBoundingBoxAroundCenter() {
        // 100 × 50 centred at (50, 25), turned 90°: a 50 × 100 box centred at the same point.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.frame.isApproximately(CGRect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test func frameUnderEighthTurnIsLargerBoundingBox() {
        // A 100 × 100 square turned 45° spans 100·√2 on each axis, centred at (50, 50).
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 100 * CGFloat(2).squareRoot()
        #expect(view.frame.isApproximately(CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side)))
    }

    @Test func frameUnderScaleGrowsAroundCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func settingFrameUnderScaleDividesSizeByScale() {
        // Recorded choice (frame is undefined under a transform): scale-only keeps frame = bounds·scale.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 4)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 50, height: 25))
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func settingFrameUnderRotationMovesCenterAndKeepsBoundsSize() {
        // Recorded choice: with a rotation the bounds size stays, the centre moves to the frame's middle.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 100, y: 100, width: 60, height: 60)
        #expect(view.bounds.size == CGSize(width: 40, height: 20))
        #expect(view.center == CGPoint(x: 130, y: 130))
    }

    @Test func anchorPointChangeMovesFrameAndKeepsCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.layer.position == CGPoint(x: 50, y: 25))
        // The centre now positions the top-left corner.
        #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
    }

    @Test func transformRotatesAboutAnchorPoint() {
        // Anchor (0, 0) at (50, 25); corners relative to it (0,0), (100,0), (0,50), (100,50) turn to
        // (0,0), (0,100), (−50,0), (−50,100); plus (50, 25): x 0…50, y 25…125.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.anchorPoint = .zero
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.frame.isApproximately(CGRect(x: 0, y: 25, width: 50, height: 100)))
    }

    @Test func settingLayerPositionSetsCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
    }

    @Test func nonFiniteFrameIsIgnored() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func boundsOriginScrollsSubviewsInConversion() {
        let harness = UIKitTestHarness()
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let content = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        harness.window.addSubview(scroller)
        scroller.addSubview(content)
        scroller.bounds.origin = CGPoint(x: 40, y: 0)
        // Content starts at 50 in scroller's bounds space, which shows 40…240: window x = 50 − 40.
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 50))
        #expect(content.frame == CGRect(x: 50, y: 50, width: 20, height: 20))
    }

    @Test func boundsOriginScrollsSubviewsInHitTesting() {
        let harness = UIKitTestHarness()
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let content = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        harness.window.addSubview(scroller)
        scroller.addSubview(content)
        scroller.bounds.origin = CGPoint(x: 40, y: 0)
        // Content now covers window x 10…30.
        #expect(harness.window.hitTest(CGPoint(x: 15, y: 55), with: nil) === content)
        #expect(harness.window.hitTest(CGPoint(x: 55, y: 55), with: nil) === scroller)
    }
}
