import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Save-under (docs/drawing.md, "Save-under"): the compositor keeps the pixels under a small opaque view and
/// puts them back, with no repaint, when the view hides, moves or leaves while nothing under it changed; any
/// other change there drops them. Every case is checked against a full repaint of the same views.
@MainActor
@Suite struct SaveUnderTests {
    /// A scene with a rotated view whose antialiased edge crosses the caret's rectangle (the bench's case:
    /// no single view covers it, so a repaint goes through Cairo), and a 2 × 20 black caret.
    @MainActor
    struct Scene {
        let harness: UIKitTestHarness
        let scale: CGFloat
        let under: UIView
        let rotated: UIView
        let caret: UIView
        let compositor: Compositor

        init(scale: CGFloat, caretFrame: CGRect = CGRect(x: 40, y: 20, width: 2, height: 20)) throws {
            harness = UIKitTestHarness(screenSize: CGSize(width: 120, height: 80), scale: scale)
            self.scale = scale
            under = box(CGRect(x: 0, y: 0, width: 120, height: 80), UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
            rotated = box(CGRect(x: 41, y: 10, width: 40, height: 50), UIColor(red: 0.9, green: 0.7, blue: 0.1, alpha: 1))
            rotated.transform = CGAffineTransform(rotationAngle: 0.03)
            caret = box(caretFrame, .black)
            harness.window.addSubview(under)
            harness.window.addSubview(rotated)
            harness.window.addSubview(caret)
            compositor = try Compositor()
            compositor.renderFrame()
        }

        /// The caret's rectangle in device pixels.
        var caretPixels: CGRect {
            let frame = caret.frame
            return CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
        }

        /// The screen equals a full repaint (within Cairo's clip-dependent edge rounding, as the random test).
        func expectFullRepaintPixels(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let reference = try CompositorDamageTests.fullRepaint(harness, scale: scale)
            let difference = CompositorDamageTests.firstDifference(compositor.context, reference)
            #expect(difference == nil, "\(comment ?? "") pixel \(difference.map { "(\($0.x), \($0.y)) \(String($0.a, radix: 16)) vs \(String($0.b, radix: 16))" } ?? "")",
                    sourceLocation: sourceLocation)
        }
    }

    /// A copy of a bitmap.
    static func copy(_ context: CGContext) throws -> CGContext {
        let copy = try CGContext(width: context.width, height: context.height)
        copy.copyPixels(from: context, in: CGRect(x: 0, y: 0, width: context.width, height: context.height), to: .zero)
        return copy
    }

    /// Whether two bitmaps are the same in every pixel word.
    static func identical(_ a: CGContext, _ b: CGContext) -> Bool {
        CompositorDamageTests.firstDifference(a, b, tolerance: 0) == nil
    }

    /// A caret appearing is saved under and painted in one pass over its pixels (session 39): the pixels
    /// shown are a full repaint's, and what was kept is exactly the screen without it.
    @Test(arguments: [CGFloat(1), 2])
    func aCaretAppearingIsSavedAndFilledInOnePass(scale: CGFloat) throws {
        let scene = try Scene(scale: scale)
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        let withoutCaret = try Self.copy(scene.compositor.context)
        #expect(scene.compositor.savesFilledInOnePass == 0)
        for blink in 1...3 {
            scene.caret.isHidden = false
            #expect(scene.compositor.renderFrame() == [scene.caretPixels])
            #expect(scene.compositor.savesFilledInOnePass == blink)
            #expect(scene.compositor.pixel(CGPoint(x: 40 * scale, y: 20 * scale)) == .black)
            #expect(scene.compositor.pixel(CGPoint(x: 41 * scale + scale - 1, y: 39 * scale + scale - 1)) == .black)
            try scene.expectFullRepaintPixels("shown, blink \(blink)")
            scene.caret.isHidden = true
            #expect(scene.compositor.renderFrame() == [scene.caretPixels])
            #expect(scene.compositor.lastRestoredAreas == [scene.caretPixels])
            #expect(Self.identical(scene.compositor.context, withoutCaret), "hidden again, blink \(blink)")
        }
    }

    /// A caret with a plain view over part of it is not the whole rectangle's colour: its save is read
    /// before the rectangle is painted (not in one pass), and is still exactly the screen without it.
    @Test func aCaretUnderAPlainViewIsSavedBeforeItsRectangleIsPainted() throws {
        let scene = try Scene(scale: 1)
        let over = box(CGRect(x: 40, y: 30, width: 1, height: 4), .white)
        scene.harness.window.addSubview(over)
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        let withoutCaret = try Self.copy(scene.compositor.context)
        for _ in 0..<2 {
            scene.caret.isHidden = false
            scene.compositor.renderFrame()
            try scene.expectFullRepaintPixels("shown under a plain view")
            scene.caret.isHidden = true
            scene.compositor.renderFrame()
            #expect(scene.compositor.lastRestoredAreas == [scene.caretPixels])
            #expect(Self.identical(scene.compositor.context, withoutCaret))
        }
        #expect(scene.compositor.savesFilledInOnePass == 0)
    }

    @Test(arguments: [CGFloat(1), 2])
    func aCaretOverARotatedEdgeIsPutBackExactlyWhenItHides(scale: CGFloat) throws {
        let scene = try Scene(scale: scale)
        // The first frame was a full one (nothing saved): this hide repaints.
        scene.caret.isHidden = true
        #expect(scene.compositor.renderFrame() == [scene.caretPixels])
        #expect(scene.compositor.lastRestoredAreas.isEmpty)
        let withoutCaret = try Self.copy(scene.compositor.context)
        for _ in 0..<3 {
            scene.caret.isHidden = false
            #expect(scene.compositor.renderFrame() == [scene.caretPixels])
            #expect(scene.compositor.lastRestoredAreas.isEmpty)
            #expect(scene.compositor.lastPaintedViewCount == 1)  // the caret, written directly
            #expect(scene.compositor.pixel(CGPoint(x: 41 * scale, y: 30 * scale)) == .black)
            try scene.expectFullRepaintPixels("shown")
            scene.caret.isHidden = true
            #expect(scene.compositor.renderFrame() == [scene.caretPixels])
            #expect(scene.compositor.lastRestoredAreas == [scene.caretPixels])
            #expect(scene.compositor.lastPaintedViewCount == 0)
            #expect(Self.identical(scene.compositor.context, withoutCaret))
            try scene.expectFullRepaintPixels("hidden")
        }
    }

    @Test func aChangeUnderTheShownCaretDropsItsSavedPixels() throws {
        let scene = try Scene(scale: 1)
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        scene.caret.isHidden = false
        scene.compositor.renderFrame()
        // The rotated view under the caret is recoloured: its damage covers the caret's rectangle.
        scene.rotated.backgroundColor = UIColor(red: 0.1, green: 0.8, blue: 0.3, alpha: 1)
        scene.compositor.renderFrame()
        scene.caret.isHidden = true
        #expect(scene.compositor.renderFrame() == [scene.caretPixels])
        #expect(scene.compositor.lastRestoredAreas.isEmpty)
        #expect(scene.compositor.lastPaintedViewCount > 0)
        try scene.expectFullRepaintPixels()
        // A view under it moving away from the rectangle, then back, likewise.
        scene.caret.isHidden = false
        scene.compositor.renderFrame()
        scene.rotated.center.x += 30
        scene.compositor.renderFrame()
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        #expect(scene.compositor.lastRestoredAreas.isEmpty)
        try scene.expectFullRepaintPixels()
    }

    @Test func aChangeUnderTheHiddenCaretIsSavedAfreshWhenItShowsAgain() throws {
        let scene = try Scene(scale: 1)
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        scene.caret.isHidden = false
        scene.compositor.renderFrame()
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        #expect(scene.compositor.lastRestoredAreas == [scene.caretPixels])
        // Changed while the caret is hidden: the next show saves what is there now.
        scene.under.backgroundColor = UIColor(red: 0.6, green: 0.1, blue: 0.1, alpha: 1)
        scene.compositor.renderFrame()
        let withoutCaret = try Self.copy(scene.compositor.context)
        scene.caret.isHidden = false
        scene.compositor.renderFrame()
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        #expect(scene.compositor.lastRestoredAreas == [scene.caretPixels])
        #expect(Self.identical(scene.compositor.context, withoutCaret))
        try scene.expectFullRepaintPixels()
    }

    @Test(arguments: [CGFloat(1), 2])
    func aMovingCaretPutsBackWhereItWasAndSavesWhereItGoes(scale: CGFloat) throws {
        let scene = try Scene(scale: scale)
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        scene.caret.isHidden = false
        scene.compositor.renderFrame()
        // By one point (the old and new rectangles overlap), then far, then back over the rotated edge.
        for dx: CGFloat in [1, 1, 30, -32] {
            let before = scene.caretPixels
            scene.caret.center.x += dx
            let damage = scene.compositor.renderFrame()
            #expect(scene.compositor.lastRestoredAreas == [before], "moved by \(dx)")
            let now = scene.caretPixels
            #expect(damage == (before.intersects(now) ? [before.union(now)] : [before, now]), "moved by \(dx)")
            try scene.expectFullRepaintPixels("moved by \(dx)")
        }
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        #expect(scene.compositor.lastRestoredAreas == [scene.caretPixels])
        try scene.expectFullRepaintPixels("hidden after moving")
        // Resized in place: the old rectangle is put back, the new one saved and painted.
        scene.caret.isHidden = false
        scene.compositor.renderFrame()
        let before = scene.caretPixels
        scene.caret.frame.size.width = 4
        scene.compositor.renderFrame()
        #expect(scene.compositor.lastRestoredAreas == [before])
        try scene.expectFullRepaintPixels("resized")
    }

    @Test func aRemovedCaretIsPutBackAndAReaddedOneSavedAgain() throws {
        let scene = try Scene(scale: 1)
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        let withoutCaret = try Self.copy(scene.compositor.context)
        scene.caret.isHidden = false
        scene.compositor.renderFrame()
        scene.caret.removeFromSuperview()
        #expect(scene.compositor.renderFrame() == [scene.caretPixels])
        #expect(scene.compositor.lastRestoredAreas == [scene.caretPixels])
        #expect(Self.identical(scene.compositor.context, withoutCaret))
        scene.harness.window.addSubview(scene.caret)
        scene.compositor.renderFrame()
        try scene.expectFullRepaintPixels("re-added")
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        #expect(scene.compositor.lastRestoredAreas == [scene.caretPixels])
        #expect(Self.identical(scene.compositor.context, withoutCaret))
    }

    /// A save holds its view only until the view leaves: a removed caret, once its rectangle is put back,
    /// is not kept alive by the compositor; neither is one whose save a change under it dropped.
    @Test(arguments: [false, true])
    func aRemovedCaretIsNotKeptAlive(changedUnder: Bool) throws {
        let scene = try Scene(scale: 1)
        weak var removed: UIView?
        do {
            let caret = box(CGRect(x: 60, y: 30, width: 2, height: 20), .white)
            scene.harness.window.addSubview(caret)
            scene.compositor.renderFrame()  // shown on a new rectangle: saved
            removed = caret
            if changedUnder { scene.under.backgroundColor = .green }
            caret.removeFromSuperview()
        }
        scene.compositor.renderFrame()
        #expect(scene.compositor.lastRestoredAreas == (changedUnder ? [] : [CGRect(x: 60, y: 30, width: 2, height: 20)]))
        #expect(removed == nil)
        try scene.expectFullRepaintPixels("removed")
    }

    /// Translucent, colourless, fractional, rotated, content-drawing or too large views are not saved: their
    /// hide repaints, to the same pixels as a full repaint.
    @Test(arguments: ["alpha", "translucent colour", "no colour", "half point", "rotated", "draws", "too large", "parent alpha"])
    func viewsThatAreNotSmallPlainAndOpaqueAreNotSaved(kind: String) throws {
        // At scale 2 the whole screen is 38,400 device pixels, over ``SaveUnder``'s 16,384.
        let scene = try Scene(scale: kind == "too large" ? 2 : 1)
        switch kind {
        case "alpha": scene.caret.alpha = 0.5
        case "translucent colour": scene.caret.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        case "no colour": scene.caret.backgroundColor = nil
        case "half point": scene.caret.frame.origin.x = 40.5
        case "rotated": scene.caret.transform = CGAffineTransform(rotationAngle: 0.1)
        case "draws":
            let painted = CountingView(frame: scene.caret.frame)
            painted.backgroundColor = .black
            scene.caret.removeFromSuperview()
            scene.harness.window.addSubview(painted)
            scene.compositor.renderFrame()
            painted.isHidden = true
            scene.compositor.renderFrame()
            painted.isHidden = false
            scene.compositor.renderFrame()
            painted.isHidden = true
            scene.compositor.renderFrame()
            #expect(scene.compositor.lastRestoredAreas.isEmpty)
            try scene.expectFullRepaintPixels()
            return
        case "too large": scene.caret.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        default:
            // The caret inside a translucent container.
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            container.alpha = 0.6
            scene.caret.removeFromSuperview()
            container.addSubview(scene.caret)
            scene.harness.window.addSubview(container)
        }
        scene.compositor.renderFrame()
        for _ in 0..<2 {
            scene.caret.isHidden = true
            scene.compositor.renderFrame()
            #expect(scene.compositor.lastRestoredAreas.isEmpty)
            try scene.expectFullRepaintPixels("\(kind), hidden")
            scene.caret.isHidden = false
            scene.compositor.renderFrame()
            try scene.expectFullRepaintPixels("\(kind), shown")
        }
    }

    /// A view over the caret that stays is part of what is saved (it is still there when the caret hides);
    /// one that moves over the shown caret changes what is under it, and the save is dropped.
    @Test func aViewOverTheCaret() throws {
        let scene = try Scene(scale: 1)
        let over = box(CGRect(x: 30, y: 25, width: 20, height: 6), .white)
        scene.harness.window.addSubview(over)
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        scene.caret.isHidden = false
        scene.compositor.renderFrame()
        #expect(scene.compositor.pixel(CGPoint(x: 40, y: 27)) == .white)
        #expect(scene.compositor.pixel(CGPoint(x: 40, y: 35)) == .black)
        try scene.expectFullRepaintPixels("shown under a view")
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        #expect(scene.compositor.lastRestoredAreas == [scene.caretPixels])
        try scene.expectFullRepaintPixels("hidden under a view")
        // The view over it moves while the caret is shown: the next hide repaints.
        scene.caret.isHidden = false
        scene.compositor.renderFrame()
        over.center.y += 8
        scene.compositor.renderFrame()
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        #expect(scene.compositor.lastRestoredAreas.isEmpty)
        try scene.expectFullRepaintPixels("hidden after the view over it moved")
    }

    /// A full frame (asked for, or a resized screen: a new bitmap) drops every saved rectangle.
    @Test(arguments: [false, true])
    func aFullFrameDropsTheSavedPixels(resize: Bool) throws {
        let scene = try Scene(scale: 1)
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        scene.caret.isHidden = false
        scene.compositor.renderFrame()
        if resize {
            scene.harness.application.mainScreen.resize(to: CGSize(width: 110, height: 70))
        } else {
            scene.compositor.setNeedsFullFrame()
        }
        scene.compositor.renderFrame()
        scene.caret.isHidden = true
        scene.compositor.renderFrame()
        #expect(scene.compositor.lastRestoredAreas.isEmpty)
        #expect(scene.compositor.lastPaintedViewCount > 0)
        let reference = try CompositorDamageTests.fullRepaint(scene.harness, scale: 1)
        #expect(scene.compositor.context.width == reference.width)
        #expect(CompositorDamageTests.firstDifference(scene.compositor.context, reference) == nil)
    }

    /// Random blinking, moving and recolouring of small plain views over a random tree (with rotated and
    /// translucent views under them), and random changes of the tree: after every frame the screen equals a
    /// full repaint, and the frames did put saved pixels back (the path under test ran).
    @Test(arguments: [(UInt64(11), CGFloat(1)), (12, 2), (13, 1), (14, 1), (15, 2)])
    func randomBlinksAndMovesCompositeToTheSamePixelsAsAFullRepaint(seed: UInt64, scale: CGFloat) throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 96, height: 72), scale: scale)
        var random = SeededRandom(seed: seed)
        let root = UIView(frame: CGRect(x: 2, y: 2, width: 92, height: 68))
        root.backgroundColor = UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
        harness.window.addSubview(root)
        var views: [UIView] = [root]
        for _ in 0..<16 {
            let parent = views[random.below(views.count)]
            let child = CompositorDamageTests.randomView(&random)
            if random.below(3) == 0 { child.transform = CGAffineTransform(rotationAngle: random.unit() - 0.5) }
            parent.addSubview(child)
            views.append(child)
        }
        var small: [UIView] = []
        for _ in 0..<5 {
            let view = box(CGRect(x: random.below(88), y: random.below(60), width: 1 + random.below(8), height: 2 + random.below(16)),
                           UIColor(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: 1))
            views[random.below(views.count)].addSubview(view)
            small.append(view)
        }
        var detached: [UIView] = []
        let compositor = try Compositor()
        compositor.renderFrame()
        var restores = 0
        var history: [String] = []
        for step in 0..<120 {
            let view = small[random.below(small.count)]
            switch random.below(10) {
            case 0, 1, 2, 3: view.isHidden.toggle(); history.append("blink")
            case 4, 5: view.center.x += CGFloat(random.below(7) - 3); history.append("move")
            case 6: view.backgroundColor = UIColor(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: 1); history.append("recolour")
            case 7:
                if view.superview != nil { view.removeFromSuperview() } else { root.addSubview(view) }
                history.append("remove/add")
            default:
                // Anything else in the tree (never the small views themselves: they are not in `views`).
                history.append(CompositorDamageTests.change(&views, detached: &detached, root: root, &random))
            }
            compositor.renderFrame()
            restores += compositor.lastRestoredAreas.count
            let reference = try CompositorDamageTests.fullRepaint(harness, scale: scale)
            if let difference = CompositorDamageTests.firstDifference(compositor.context, reference) {
                Issue.record("seed \(seed) step \(step): pixel (\(difference.x), \(difference.y)) is \(String(difference.a, radix: 16)) after damage, \(String(difference.b, radix: 16)) after a full repaint; changes \(history.suffix(4))")
                return
            }
        }
        #expect(restores > 5, "seed \(seed): \(restores) rectangles put back")
    }
}
