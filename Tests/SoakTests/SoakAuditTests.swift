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
}
