import Foundation
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
    /// of `damage` (over the area both bitmaps cover).
    ///
    /// Exactly the pixels a per-pixel test (`damage.contains { $0.contains(centre) }`) would report, found
    /// without visiting each pixel: an unchanged row is one `memcmp`; in a changed row, the runs of pixels
    /// whose centres no rectangle covers are compared with `memcmp`, and only a run that differs is searched
    /// pixel by pixel. Comparing pixel by pixel everywhere was half of the soak's time in the debug build
    /// (docs/reliability.md, "view-system soak").
    static func firstChangeOutside(_ damage: [CGRect], from a: CGContext, to b: CGContext) -> (x: Int, y: Int, before: UInt32, after: UInt32)? {
        a.withUnsafeBitmap { pa, widthA, heightA, rowA in
            b.withUnsafeBitmap { pb, widthB, heightB, rowB in
                guard let baseA = pa.baseAddress, let baseB = pb.baseAddress else { return nil }
                let width = min(widthA, widthB), height = min(heightA, heightB)
                for y in 0..<height {
                    let lineA = baseA + y * rowA, lineB = baseB + y * rowB
                    guard memcmp(lineA, lineB, width * 4) != 0 else { continue }
                    for run in uncoveredRuns(ofRow: y, width: width, damage: damage) {
                        guard memcmp(lineA + run.lowerBound * 4, lineB + run.lowerBound * 4, run.count * 4) != 0 else { continue }
                        for x in run {
                            let before = lineA.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                            let after = lineB.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                            if before != after { return (x, y, before, after) }
                        }
                    }
                }
                return nil
            }
        }
    }

    /// The runs of pixels of row `y` (pixels `0..<width`) whose centres lie in no rectangle of `damage`, left
    /// to right. A rectangle covers pixel `x` of the row when it contains the centre `(x + 0.5, y + 0.5)`,
    /// as `CGRect.contains` decides: `minY ≤ y + 0.5 < maxY` and `minX ≤ x + 0.5 < maxX`.
    static func uncoveredRuns(ofRow y: Int, width: Int, damage: [CGRect]) -> [Range<Int>] {
        let centreY = CGFloat(y) + 0.5
        var covered: [Range<Int>] = []
        for rect in damage where !rect.isNull && !rect.isEmpty && rect.minY <= centreY && centreY < rect.maxY {
            let low = firstPixel(withCentreAtLeast: rect.minX, width: width)
            let high = firstPixel(withCentreAtLeast: rect.maxX, width: width)
            if low < high { covered.append(low..<high) }
        }
        covered.sort { $0.lowerBound < $1.lowerBound }
        var runs: [Range<Int>] = []
        var x = 0
        for range in covered {
            if range.lowerBound > x { runs.append(x..<range.lowerBound) }
            x = max(x, range.upperBound)
        }
        if x < width { runs.append(x..<width) }
        return runs
    }

    /// The smallest pixel `x` in `0...width` whose centre `x + 0.5` is not below `edge` (`width` when none
    /// is). An estimate, then corrected with the exact comparison, so rounding in the estimate cannot move
    /// a pixel across an edge.
    private static func firstPixel(withCentreAtLeast edge: CGFloat, width: Int) -> Int {
        guard !edge.isNaN else { return width }
        var x = edge <= 0 ? 0 : edge >= CGFloat(width) ? width : Int((edge - 0.5).rounded(.up))
        x = min(max(x, 0), width)
        while x > 0, CGFloat(x - 1) + 0.5 >= edge { x -= 1 }
        while x < width, CGFloat(x) + 0.5 < edge { x += 1 }
        return x
    }
}
