@testable import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// The compositor's frames with whole-pixel composites and fills sent to pixman (CGContext+Pixman.swift)
/// equal, byte for byte, the same frames drawn through Cairo alone, and they do take that path.
@MainActor
@Suite struct CompositorPixmanTests {
    /// A random tree of views (a quarter with drawn content, some translucent, some on half points) changed
    /// frame after frame (redrawn, moved, faded, resized, recoloured), rendered by two compositors taking turns: one sends whole-pixel work to pixman, the
    /// other draws everything through Cairo. After every frame the two screens hold the same bytes.
    @Test(arguments: [CGFloat(1), 2])
    func framesThroughPixmanEqualFramesThroughCairo(scale: CGFloat) throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 96, height: 72), scale: scale)
        var random = SeededRandom(seed: 40)
        var views: [UIView] = []
        for _ in 0..<24 {
            let view = CompositorDamageTests.randomView(&random)
            if random.below(4) == 0 { view.alpha = 0.25 + 0.5 * random.unit() }
            if random.below(6) == 0 { view.frame.origin.x += 0.5 }
            view.clipsToBounds = random.below(3) == 0
            // Resized, a view that redraws gets a new bitmap (and with it a new pixman image); one that
            // stretches its old bitmap is composited through Cairo.
            view.contentMode = random.below(2) == 0 ? .redraw : .scaleToFill
            let parent = views.isEmpty || random.below(3) == 0 ? harness.window : views[random.below(views.count)]
            parent.addSubview(view)
            views.append(view)
        }
        let direct = try Compositor()
        let cairo = try Compositor()
        cairo.context.drawsWholePixelsDirectly = false
        for step in 0..<40 {
            let view = views[random.below(views.count)]
            switch random.below(5) {
            case 0:
                if let painted = view as? CompositorDamageTests.PaintedView { painted.shade = random.unit() } else { view.isHidden.toggle() }
            case 1: view.center.x += CGFloat(random.below(5)) - 2
            case 2: view.alpha = random.below(2) == 0 ? 1 : random.unit()
            case 3: view.bounds.size.width = max(view.bounds.width + CGFloat(random.below(5)) - 2, 1)
            default: view.backgroundColor = CompositorDamageTests.colour(&random)
            }
            direct.renderFrame()
            cairo.renderFrame()
            #expect(Self.bytes(of: direct.context) == Self.bytes(of: cairo.context), "step \(step)")
        }
        #expect(direct.context.directPixmanOperations > 0)
        #expect(cairo.context.directPixmanOperations == 0)
    }

    static func bytes(of context: CGContext) -> [UInt8] {
        context.withUnsafeBitmap { pixels, _, _, _ in Array(pixels) }
    }
}
