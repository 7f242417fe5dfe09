import Foundation
import Testing
import UIKitTesting

/// Copy-scroll (issue 25): a view scrolled by whole pixels has its pixels moved and only the exposed strip
/// repainted; a fractional scroll, a view painted over it or a change from outside falls back to repainting.
/// Either way the screen equals a full repaint, and the damage returned covers the moved area.
@MainActor
@Suite struct CompositorCopyScrollTests {
    typealias Damage = CompositorDamageTests

    /// A 1280 × 800-style scene in small: a scroll view of 60 coloured boxes.
    func scene(scale: CGFloat = 1) -> (UIKitTestHarness, UIScrollView, [UIView]) {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 150), scale: scale)
        let scroll = UIScrollView(frame: CGRect(x: 20, y: 10, width: 160, height: 120))
        scroll.backgroundColor = .black
        scroll.showsVerticalScrollIndicator = false
        scroll.showsHorizontalScrollIndicator = false
        scroll.contentSize = CGSize(width: 320, height: 240)
        var boxes: [UIView] = []
        for index in 0..<60 {
            let colour = UIColor(red: CGFloat(index % 7) / 6, green: CGFloat(index % 5) / 4, blue: CGFloat(index % 3) / 2, alpha: 1)
            let view = box(CGRect(x: CGFloat(index % 10) * 32 + 2, y: CGFloat(index / 10) * 40 + 3, width: 27, height: 33), colour)
            scroll.addSubview(view)
            boxes.append(view)
        }
        harness.window.addSubview(scroll)
        return (harness, scroll, boxes)
    }

    @Test(arguments: [CGFloat(1), 2])
    func aWholePixelScrollMovesThePixelsAndRepaintsOnlyTheStrip(scale: CGFloat) throws {
        let (harness, scroll, boxes) = scene(scale: scale)
        let compositor = try Compositor()
        compositor.renderFrame()
        scroll.contentOffset = CGPoint(x: 0, y: 1)
        let area = CGRect(x: 20 * scale, y: 10 * scale, width: 160 * scale, height: 120 * scale)
        // The whole area goes to the presenter (its pixels moved); only the strip was painted.
        #expect(compositor.renderFrame() == [area])
        #expect(compositor.lastCopyScrolledAreas == [area])
        #expect(compositor.lastPaintedViewCount < boxes.count / 2)
        #expect(Damage.firstDifference(compositor.context, try Damage.fullRepaint(harness, scale: scale), tolerance: 0) == nil)
        // Sideways and back, by several points at once.
        scroll.contentOffset = CGPoint(x: 7, y: 0)
        compositor.renderFrame()
        #expect(compositor.lastCopyScrolledAreas == [area])
        #expect(Damage.firstDifference(compositor.context, try Damage.fullRepaint(harness, scale: scale), tolerance: 0) == nil)
    }

    @Test func aFractionalScrollAViewAboveOrAChangeOutsideIsRepaintedInstead() throws {
        let (harness, scroll, _) = scene()
        let compositor = try Compositor()
        compositor.renderFrame()
        scroll.contentOffset = CGPoint(x: 0, y: 1.5)
        compositor.renderFrame()
        #expect(compositor.lastCopyScrolledAreas.isEmpty)
        #expect(Damage.firstDifference(compositor.context, try Damage.fullRepaint(harness, scale: 1)) == nil)
        // A sibling above overlapping the scroll view: its pixels must not move with the content.
        let badge = box(CGRect(x: 150, y: 100, width: 40, height: 40), .white)
        harness.window.addSubview(badge)
        compositor.renderFrame()
        scroll.contentOffset = CGPoint(x: 0, y: 4)
        compositor.renderFrame()
        #expect(compositor.lastCopyScrolledAreas.isEmpty)
        #expect(Damage.firstDifference(compositor.context, try Damage.fullRepaint(harness, scale: 1)) == nil)
        // The badge moves off the scroll view in the same frame as a scroll: its old place was in the moved
        // pixels.
        badge.frame = CGRect(x: 185, y: 135, width: 10, height: 10)
        scroll.contentOffset = CGPoint(x: 0, y: 6)
        compositor.renderFrame()
        #expect(compositor.lastCopyScrolledAreas.isEmpty)
        #expect(Damage.firstDifference(compositor.context, try Damage.fullRepaint(harness, scale: 1)) == nil)
        // Nothing over it any more: the next scroll moves pixels again.
        scroll.contentOffset = CGPoint(x: 0, y: 8)
        compositor.renderFrame()
        #expect(compositor.lastCopyScrolledAreas.count == 1)
        #expect(Damage.firstDifference(compositor.context, try Damage.fullRepaint(harness, scale: 1), tolerance: 0) == nil)
    }

    @Test func aViewChangingInsideAScrolledViewIsRepaintedWhereItIsNow() throws {
        let (harness, scroll, boxes) = scene()
        let compositor = try Compositor()
        compositor.renderFrame()
        scroll.contentOffset = CGPoint(x: 0, y: 2)
        boxes[11].backgroundColor = .white
        boxes[12].center.x += 5
        boxes[13].isHidden = true
        boxes[14].removeFromSuperview()
        compositor.renderFrame()
        // The removal's damage is in unmoved coordinates: repainted, not moved.
        #expect(compositor.lastCopyScrolledAreas.isEmpty)
        #expect(Damage.firstDifference(compositor.context, try Damage.fullRepaint(harness, scale: 1), tolerance: 0) == nil)
        scroll.contentOffset = CGPoint(x: 0, y: 5)
        boxes[21].backgroundColor = .white
        boxes[22].center.x += 5
        boxes[23].isHidden = true
        boxes[13].isHidden = false
        compositor.renderFrame()
        #expect(compositor.lastCopyScrolledAreas.count == 1)
        #expect(Damage.firstDifference(compositor.context, try Damage.fullRepaint(harness, scale: 1), tolerance: 0) == nil)
    }

    /// Seeds and scales of the random sequences (one in three at scale 2).
    nonisolated static let randomSeeds: [(UInt64, CGFloat)] = (UInt64(11)..<UInt64(17)).map { ($0, $0 % 3 == 0 ? 2 : 1) }
        + (UInt64(100)..<UInt64(110)).map { ($0, $0 % 3 == 0 ? 2 : 1) }

    /// Random sequences of scrolls (whole and fractional, of a scroll view and of one nested in it) mixed
    /// with the damage test's random changes and a sibling that moves over and off the scroll view: every
    /// frame equals a full repaint, every changed pixel is inside the damage, and some frames copy-scroll.
    @Test(arguments: Self.randomSeeds)
    func randomScrollsCompositeToTheSamePixelsAsAFullRepaint(seed: UInt64, scale: CGFloat) throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 96, height: 72), scale: scale)
        var random = SeededRandom(seed: seed)
        let outer = box(CGRect(x: 4, y: 4, width: 80, height: 60), UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        outer.clipsToBounds = true
        let inner = box(CGRect(x: 30, y: 20, width: 40, height: 30), UIColor(red: 0.6, green: 0.5, blue: 0.1, alpha: 1))
        inner.clipsToBounds = true
        outer.addSubview(inner)
        let above = box(CGRect(x: 70, y: 65, width: 20, height: 16), UIColor(red: 0.9, green: 0.9, blue: 0.2, alpha: 1))
        harness.window.addSubview(outer)
        harness.window.addSubview(above)
        // The random changes reach every view but the outer scroll view itself (its own changes are the
        // scrolls; made translucent or unclipped it would never copy-scroll again).
        var views: [UIView] = [inner]
        for _ in 0..<20 {
            let parent = random.below(3) == 0 ? outer : views[random.below(views.count)]
            let child = Damage.randomView(&random)
            parent.addSubview(child)
            views.append(child)
        }
        var detached: [UIView] = []
        let compositor = try Compositor()
        compositor.renderFrame()
        var history: [String] = []
        var copied = 0
        var previous = try Damage.fullRepaint(harness, scale: scale)
        for step in 0..<60 {
            for _ in 0...random.below(2) {
                switch random.below(8) {
                case 0, 1, 2:
                    let whole = random.below(3) != 0
                    let delta = CGFloat(random.below(7) - 3) + (whole ? 0 : 0.5)
                    let target = random.below(3) == 0 ? inner : outer
                    if random.below(2) == 0 { target.bounds.origin.y += delta } else { target.bounds.origin.x += delta }
                    history.append("scroll \(target === inner ? "inner" : "outer") \(delta)")
                case 3:
                    // Over the outer view's corner, or just below it.
                    above.center = random.below(2) == 0 ? CGPoint(x: 80, y: 58) : CGPoint(x: 70 + CGFloat(random.below(10)), y: 73)
                    history.append("above moved")
                default:
                    history.append(Damage.change(&views, detached: &detached, root: inner, &random))
                }
            }
            let damage = compositor.renderFrame()
            if !compositor.lastCopyScrolledAreas.isEmpty { copied += 1 }
            let reference = try Damage.fullRepaint(harness, scale: scale)
            defer { previous = reference }
            if let missed = Damage.firstChangeOutside(damage, from: previous, to: reference) {
                Issue.record("seed \(seed) step \(step): pixel (\(missed.x), \(missed.y)) changed from \(String(missed.a, radix: 16)) to \(String(missed.b, radix: 16)) but is outside the damage \(damage); changes \(history.suffix(4))")
                return
            }
            if let difference = Damage.firstDifference(compositor.context, reference) {
                Issue.record("seed \(seed) step \(step): pixel (\(difference.x), \(difference.y)) is \(String(difference.a, radix: 16)) after damage, \(String(difference.b, radix: 16)) after a full repaint; changes \(history.suffix(4)), moved \(compositor.lastCopyScrolledAreas)")
                return
            }
        }
        #expect(copied > 0, "seed \(seed): no frame copy-scrolled")
    }
}
