import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/AutoLayout/NSLayoutAnchor.swift`: every anchor and every `constraint(…)` variant, each
/// deciding one value of a view's frame exactly. A reference view sits at (100, 100, 60, 40) in a 400 × 800
/// window; the view under test has priority-1 defaults (0, 0, 10, 10) that only fill what the case leaves
/// open, and an inequality is pushed against its bound by a priority-250 wish.
@MainActor
struct NSLayoutAnchorTests {
    private func solve(
        _ make: (_ view: UIView, _ reference: UIView, _ window: UIView) -> [NSLayoutConstraint]
    ) -> CGRect {
        let harness = UIKitTestHarness()
        let reference = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 40))
        harness.window.addSubview(reference)
        let view = constrainedView(in: harness.window, name: "view")
        let defaults = [
            view.leftAnchor.constraint(equalTo: harness.window.leftAnchor),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ]
        // The size defaults outweigh the position defaults, so a case that fixes an edge moves the view.
        for (index, constraint) in defaults.enumerated() { constraint.priority = UILayoutPriority(index < 2 ? 1 : 2) }
        NSLayoutConstraint.activate(defaults + make(view, reference, harness.window))
        harness.window.layoutIfNeeded()
        return view.frame
    }

    private func wish(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = .defaultLow
        return constraint
    }

    @Test func xAxisAnchorsAndVariants() {
        #expect(solve { v, _, w in [v.leftAnchor.constraint(equalTo: w.leftAnchor, constant: 10)] }.minX == 10)
        #expect(solve { v, _, w in [v.rightAnchor.constraint(equalTo: w.rightAnchor)] }.minX == 390)
        #expect(solve { v, _, w in [v.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 12)] }.minX == 12)
        #expect(solve { v, _, w in [v.trailingAnchor.constraint(equalTo: w.trailingAnchor, constant: -12)] }.minX == 378)
        #expect(solve { v, r, _ in [v.centerXAnchor.constraint(equalTo: r.centerXAnchor)] }.minX == 125)
        #expect(solve { v, r, _ in [v.leadingAnchor.constraint(equalTo: r.trailingAnchor)] }.minX == 160)
        #expect(solve { v, r, _ in
            [v.leadingAnchor.constraint(greaterThanOrEqualTo: r.trailingAnchor)]
        }.minX == 160)
        #expect(solve { v, r, w in
            [v.trailingAnchor.constraint(lessThanOrEqualTo: r.leadingAnchor),
             wish(v.trailingAnchor.constraint(equalTo: w.trailingAnchor))]
        }.minX == 90)
        #expect(solve { v, r, _ in
            [v.leadingAnchor.constraint(greaterThanOrEqualTo: r.trailingAnchor, constant: 5)]
        }.minX == 165)
        #expect(solve { v, r, w in
            [v.leadingAnchor.constraint(lessThanOrEqualTo: r.leadingAnchor, constant: 5),
             wish(v.leadingAnchor.constraint(equalTo: w.trailingAnchor))]
        }.minX == 105)
        // The system spacing is 8 points.
        #expect(solve { v, r, _ in
            [v.leadingAnchor.constraint(equalToSystemSpacingAfter: r.trailingAnchor, multiplier: 1)]
        }.minX == 168)
        #expect(solve { v, r, _ in
            [v.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: r.trailingAnchor, multiplier: 2)]
        }.minX == 176)
        #expect(solve { v, r, w in
            [v.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: r.trailingAnchor, multiplier: 0.5),
             wish(v.leadingAnchor.constraint(equalTo: w.trailingAnchor))]
        }.minX == 164)
    }

    @Test func yAxisAnchorsAndVariants() {
        #expect(solve { v, r, _ in [v.topAnchor.constraint(equalTo: r.bottomAnchor)] }.minY == 140)
        #expect(solve { v, r, _ in [v.bottomAnchor.constraint(equalTo: r.topAnchor)] }.minY == 90)
        #expect(solve { v, r, _ in [v.centerYAnchor.constraint(equalTo: r.centerYAnchor, constant: 1)] }.minY == 116)
        #expect(solve { v, r, _ in
            [v.topAnchor.constraint(greaterThanOrEqualTo: r.bottomAnchor, constant: 2)]
        }.minY == 142)
        #expect(solve { v, r, w in
            [v.bottomAnchor.constraint(lessThanOrEqualTo: r.topAnchor, constant: -2),
             wish(v.bottomAnchor.constraint(equalTo: w.bottomAnchor))]
        }.minY == 88)
        #expect(solve { v, r, _ in
            [v.topAnchor.constraint(equalToSystemSpacingBelow: r.bottomAnchor, multiplier: 1)]
        }.minY == 148)
        #expect(solve { v, r, _ in
            [v.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: r.bottomAnchor, multiplier: 3)]
        }.minY == 164)
        #expect(solve { v, r, w in
            [v.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: r.bottomAnchor, multiplier: 1),
             wish(v.topAnchor.constraint(equalTo: w.bottomAnchor))]
        }.minY == 148)
    }

    @Test func dimensionVariants() {
        #expect(solve { v, _, _ in [v.widthAnchor.constraint(equalToConstant: 33)] }.width == 33)
        #expect(solve { v, _, _ in [v.widthAnchor.constraint(greaterThanOrEqualToConstant: 33)] }.width == 33)
        #expect(solve { v, _, _ in
            [v.widthAnchor.constraint(lessThanOrEqualToConstant: 33), wish(v.widthAnchor.constraint(equalToConstant: 99))]
        }.width == 33)
        #expect(solve { v, r, _ in [v.widthAnchor.constraint(equalTo: r.widthAnchor)] }.width == 60)
        #expect(solve { v, r, _ in [v.heightAnchor.constraint(equalTo: r.heightAnchor, constant: 5)] }.height == 45)
        #expect(solve { v, r, _ in [v.widthAnchor.constraint(equalTo: r.widthAnchor, multiplier: 0.5)] }.width == 30)
        #expect(solve { v, r, _ in
            [v.widthAnchor.constraint(greaterThanOrEqualTo: r.widthAnchor, multiplier: 2)]
        }.width == 120)
        #expect(solve { v, r, _ in
            [v.widthAnchor.constraint(lessThanOrEqualTo: r.widthAnchor, multiplier: 2),
             wish(v.widthAnchor.constraint(equalToConstant: 999))]
        }.width == 120)
        #expect(solve { v, r, _ in
            [v.heightAnchor.constraint(equalTo: r.widthAnchor, multiplier: 0.5, constant: 2)]
        }.height == 32)
        #expect(solve { v, r, _ in
            [v.heightAnchor.constraint(greaterThanOrEqualTo: r.heightAnchor, multiplier: 1.5, constant: 4)]
        }.height == 64)
        #expect(solve { v, r, _ in
            [v.heightAnchor.constraint(lessThanOrEqualTo: r.heightAnchor, multiplier: 1.5, constant: -4),
             wish(v.heightAnchor.constraint(equalToConstant: 999))]
        }.height == 56)
        #expect(solve { v, r, _ in
            [v.heightAnchor.constraint(greaterThanOrEqualTo: r.heightAnchor)]
        }.height == 40)
        #expect(solve { v, r, _ in
            [v.heightAnchor.constraint(lessThanOrEqualTo: r.heightAnchor), wish(v.heightAnchor.constraint(equalToConstant: 999))]
        }.height == 40)
    }

    @Test func removeConstraintsDeactivatesThoseTheViewHolds() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "box")
        let held = [
            view.leftAnchor.constraint(equalTo: harness.window.leftAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 10),
        ]
        let own = [view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20)]
        harness.window.addConstraints(held + own)
        harness.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        // The window holds the two that mention it; the sizes are the view's own.
        harness.window.removeConstraints(held + own)
        #expect(held.allSatisfy { !$0.isActive })
        #expect(own.allSatisfy { $0.isActive })
        view.leftAnchor.constraint(equalTo: harness.window.leftAnchor, constant: 30).isActive = true
        view.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 40).isActive = true
        harness.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 30, y: 40, width: 20, height: 20))
    }
}
