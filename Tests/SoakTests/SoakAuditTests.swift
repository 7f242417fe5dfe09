import Testing
import UIKitTesting

/// The view-system soak's audits can fail: each is handed a broken case and must report it.
@MainActor
@Suite struct SoakAuditTests {
    /// A box pinned 20 pt from the window's left and top, 100 × 50, laid out.
    private func pinnedBox() -> (UIKitTestHarness, UIView, [NSLayoutConstraint]) {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 200))
        let box = UIView()
        box.backgroundColor = .red
        box.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(box)
        let constraints = [
            box.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(lessThanOrEqualToConstant: 50),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ]
        NSLayoutConstraint.activate(constraints)
        harness.window.layoutIfNeeded()
        return (harness, box, constraints)
    }

    @Test func theConstraintAuditPassesALaidOutTreeAndReportsAFrameFivePointsOff() {
        let (harness, box, _) = pinnedBox()
        var audit = ConstraintAudit()
        #expect(audit.violations(in: harness.window).isEmpty)
        #expect(audit.checked == 5)
        // Moved behind the engine's back: the leading constraint is 5 pt off.
        box.frame.origin.x += 5
        let moved = audit.violations(in: harness.window)
        #expect(moved.count == 1)
        #expect(moved.first?.contains("off by 5.0 pt") == true, "\(moved)")
        // Taller than the ≤ 50 allows (the ≥ 50 holds): one inequality broken.
        box.frame = CGRect(x: 20, y: 20, width: 100, height: 53)
        let taller = audit.violations(in: harness.window)
        #expect(taller.count == 1 && taller.first?.contains("<=") == true, "\(taller)")
        // Within the tolerance of half a point: nothing to report.
        box.frame = CGRect(x: 20.4, y: 20, width: 100, height: 50)
        #expect(audit.violations(in: harness.window).isEmpty)
    }

    @Test func theConstraintAuditSkipsWhatItCannotJudgeRatherThanPassingIt() {
        let (harness, box, _) = pinnedBox()
        var audit = ConstraintAudit()
        box.isHidden = true
        box.frame.origin.x += 5
        #expect(audit.violations(in: harness.window).isEmpty)
        #expect(audit.checked == 0 && audit.skipped == 5)
    }

    @Test func theConstraintAuditReadsGuidesAndTheScrollViewContentRule() {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 300))
        let scroll = UIScrollView()
        let content = UIView()
        for view in [scroll, content] { view.translatesAutoresizingMaskIntoConstraints = false }
        harness.window.addSubview(scroll)
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: harness.window.safeAreaLayoutGuide.leadingAnchor, constant: 10),
            scroll.topAnchor.constraint(equalTo: harness.window.safeAreaLayoutGuide.topAnchor, constant: 10),
            scroll.widthAnchor.constraint(equalToConstant: 150),
            scroll.heightAnchor.constraint(equalToConstant: 100),
            // Edges of the scroll view related to its content: the content guide's (iOS's rule).
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 5),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 400),
        ])
        harness.window.layoutIfNeeded()
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        var audit = ConstraintAudit()
        #expect(audit.violations(in: harness.window).isEmpty)
        #expect(audit.checked == 9)
        content.frame.size.width -= 5
        #expect(audit.violations(in: harness.window).count == 1)
    }

    @Test func theDamageAuditPassesTheCompositorsDamageAndReportsAWrongOne() throws {
        let (harness, box, _) = pinnedBox()
        let audit = try DamageAudit(window: harness.window)
        box.backgroundColor = .blue
        #expect(try audit.check() == nil)
        // A damage rectangle that misses the box's right half: the repaint changed pixels outside it.
        audit.reportedDamage = { $0.map { CGRect(x: $0.minX, y: $0.minY, width: $0.width / 2, height: $0.height) } }
        box.backgroundColor = .green
        let missed = try #require(try audit.check())
        #expect(missed.contains("pixel (70, 20)"), "\(missed)")
        // No damage at all for a change.
        audit.reportedDamage = { _ in [] }
        box.frame.origin.y += 30
        #expect(try audit.check() != nil)
    }

    /// The damage audit's search (``DamageAudit/firstChangeOutside(_:from:to:)``: whole rows, then the runs no
    /// rectangle covers, with `memcmp`) finds exactly the pixel the plain per-pixel test finds: random pixels
    /// changed, random rectangles on quarter points (so pixel centres fall exactly on edges), some with
    /// negative or zero sizes or outside the bitmap.
    @Test func theDamageAuditsRowSearchFindsThePixelThePerPixelTestFinds() throws {
        var random = SoakRandom(seed: 24)
        var found = 0
        for _ in 0..<300 {
            let width = 1 + random.below(40), height = 1 + random.below(20)
            let before = try CGContext(width: width, height: height), after = try CGContext(width: width, height: height)
            for context in [before, after] {
                context.setFillColor(.black)
                context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            }
            for _ in 0..<random.below(6) {
                after.setFillColor(red: CGFloat(1 + random.below(255)) / 255, green: 0, blue: 1, alpha: 1)
                after.fill(CGRect(x: random.below(width), y: random.below(height), width: 1, height: 1))
            }
            func quarter(_ range: Int) -> CGFloat { CGFloat(random.below(4 * range)) / 4 - 5 }
            let damage = (0..<random.below(5)).map { _ in
                CGRect(x: quarter(width + 10), y: quarter(height + 10), width: quarter(width + 5), height: quarter(height + 5))
            }
            let fast = DamageAudit.firstChangeOutside(damage, from: before, to: after)
            let plain = Self.firstChangeOutsidePixelByPixel(damage, from: before, to: after)
            #expect(fast?.x == plain?.x && fast?.y == plain?.y && fast?.before == plain?.before && fast?.after == plain?.after,
                    "damage \(damage) in \(width) × \(height): \(String(describing: fast)) against \(String(describing: plain))")
            if plain != nil { found += 1 }
        }
        // Both outcomes were tried: changes found outside the damage and changes all covered.
        #expect(found > 30 && found < 270, "\(found)")
    }

    /// The reference: every pixel, centre against every rectangle.
    private static func firstChangeOutsidePixelByPixel(_ damage: [CGRect], from a: CGContext, to b: CGContext) -> (x: Int, y: Int, before: UInt32, after: UInt32)? {
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
