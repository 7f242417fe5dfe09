import UIKitTesting

/// The soak's drawing invariant: the compositor's damage covers every changed pixel. At each check the
/// compositor renders a frame from its damage alone, the same tree is painted again from nothing (the
/// snapshot path, which keeps no damage records), and every pixel that differs between this full repaint
/// and the previous check's must lie inside the damage the compositor reported since then.
@MainActor
final class DamageAudit {
    let compositor: Compositor
    private let window: UIWindow
    private var previous: CGContext
    /// Rectangles damaged since the last check (one check may span several rendered frames).
    private var damage: [CGRect] = []
    /// Checks done.
    private(set) var checks = 0
    /// What the audit believes the compositor damaged: its damage as it is, unless a test injects a wrong one
    /// to see the audit catch it.
    var reportedDamage: ([CGRect]) -> [CGRect] = { $0 }

    /// Starts from a first full frame of `window`'s screen.
    init(window: UIWindow) throws {
        self.window = window
        compositor = try Compositor(screen: window.screen)
        compositor.renderFrame()
        previous = try Self.fullRepaint(of: window)
    }

    /// Renders a frame, as a display loop does between checks; its damage counts towards the next check.
    func renderFrame() { damage += reportedDamage(compositor.renderFrame()) }

    /// Renders a frame, repaints in full and returns what the damage missed (nil when it covered everything).
    func check() throws -> String? {
        renderFrame()
        checks += 1
        let reference = try Self.fullRepaint(of: window)
        defer {
            previous = reference
            damage = []
        }
        guard let missed = Self.firstChangeOutside(damage, from: previous, to: reference) else { return nil }
        return "pixel (\(missed.x), \(missed.y)) changed from \(String(missed.before, radix: 16)) to "
            + "\(String(missed.after, radix: 16)) in a full repaint but lies outside the compositor's damage \(damage)"
    }

    /// The screen painted from nothing: black, then the window (clipped as the compositor clips: Cairo
    /// composites translucent colours a unit differently without a clip).
    static func fullRepaint(of window: UIWindow) throws -> CGContext {
        let scale = window.screen.scale
        let size = window.screen.bounds.size
        let context = try CGContext(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        context.setFillColor(.black)
        context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        context.clip(to: [CGRect(x: 0, y: 0, width: context.width, height: context.height)])
        context.scaleBy(x: scale, y: scale)
        window.layer.render(in: context)
        return context
    }

    /// The first pixel, row by row, that differs between `a` and `b` and whose centre lies in no rectangle
    /// of `damage`.
    static func firstChangeOutside(_ damage: [CGRect], from a: CGContext, to b: CGContext) -> (x: Int, y: Int, before: UInt32, after: UInt32)? {
        a.withUnsafeBitmap { pa, width, height, rowA in
            b.withUnsafeBitmap { pb, _, _, rowB in
                for y in 0..<height {
                    for x in 0..<width {
                        let before = pa.loadUnaligned(fromByteOffset: y * rowA + x * 4, as: UInt32.self)
                        let after = pb.loadUnaligned(fromByteOffset: y * rowB + x * 4, as: UInt32.self)
                        guard before != after else { continue }
                        let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                        if !damage.contains(where: { $0.contains(centre) }) { return (x, y, before, after) }
                    }
                }
                return nil
            }
        }
    }
}
