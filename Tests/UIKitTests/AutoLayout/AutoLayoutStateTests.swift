import Testing
import UIKitTesting

/// What a view starts with before it takes part in Auto Layout, where an activated constraint is held, and
/// how diagnostics name views and guides.
@MainActor
@Suite struct AutoLayoutStateTests {
    @Test func aNewViewHasUIKitsDefaults() {
        let view = UIView()
        #expect(view.constraints.isEmpty)
        #expect(view.layoutGuides.isEmpty)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func anActivatedConstraintIsHeldByTheClosestCommonAncestor() {
        let root = UIView()
        let row = UIView()
        let left = UIView()
        let right = UIView()
        root.addSubview(row)
        row.addSubview(left)
        row.addSubview(right)
        let siblings = left.widthAnchor.constraint(equalTo: right.widthAnchor)
        let nested = left.topAnchor.constraint(equalTo: root.topAnchor)
        let alone = left.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([siblings, nested, alone])
        #expect(row.constraints.contains { $0 === siblings })
        #expect(root.constraints.contains { $0 === nested })
        #expect(left.constraints.contains { $0 === alone })
        #expect(right.constraints.isEmpty)
    }

    @Test func viewsInDifferentTreesCannotBeConstrainedAndTheDiagnosticNamesThem() {
        let harness = UIKitTestHarness()
        let mine = UIView()
        mine.accessibilityIdentifier = "mine"
        let guide = UILayoutGuide()
        guide.identifier = "gap"
        mine.addLayoutGuide(guide)
        let theirs = UIView()
        theirs.accessibilityIdentifier = "theirs"
        let constraint = guide.leadingAnchor.constraint(equalTo: theirs.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        let refusal = "diagnostic cannot activate mine.gap.leading == theirs.leading: mine and theirs have no common"
        #expect(harness.traceLines(containing: refusal).count == 1)
    }
}
