import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/AutoLayout/VisualFormat.swift`: the Visual Format Language.
@MainActor
struct VisualFormatTests {
    @Test func marginsStandardSpacingAndPredicates() {
        let harness = UIKitTestHarness()
        let button = constrainedView(in: harness.window, name: "button")
        let field = constrainedView(in: harness.window, name: "field")
        let views: [String: Any] = ["button": button, "field": field]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[button(==80)]-[field(>=50)]-|", options: [.alignAllTop, .alignAllBottom],
            metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-top-[button(height@750)]", metrics: ["top": 20, "height": 30], views: views)
        NSLayoutConstraint.activate(constraints)
        harness.window.layoutIfNeeded()
        // The window's margins are 8: button at 8, field 8 after it, ending 8 before the right edge.
        #expect(button.frame == CGRect(x: 8, y: 20, width: 80, height: 30))
        #expect(field.frame == CGRect(x: 96, y: 20, width: 296, height: 30))
    }

    @Test func explicitSpacingFlushEdgesAndViewRelations() {
        let harness = UIKitTestHarness()
        let a = constrainedView(in: harness.window, name: "a")
        let b = constrainedView(in: harness.window, name: "b")
        let views: [String: Any] = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "|[a]-20-[b(==a)]|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[a(10)][b(a)]", metrics: nil, views: views)
                + [a.topAnchor.constraint(equalTo: harness.window.topAnchor)])
        harness.window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 190, height: 10))
        #expect(b.frame == CGRect(x: 210, y: 10, width: 190, height: 10))
    }

    @Test func malformedFormatsNameTheColumn() {
        let harness = UIKitTestHarness()
        let a = constrainedView(in: harness.window, name: "a")
        #expect(throws: VisualFormatError(format: "H:|-[b]", column: 6, message: "unknown view \"b\" (expected one of: a)")) {
            try NSLayoutConstraint.validatedConstraints(withVisualFormat: "H:|-[b]", metrics: nil, views: ["a": a])
        }
        #expect(throws: VisualFormatError(format: "[a(>=)]", column: 6, message: "expected a number, a metric or a view name")) {
            try NSLayoutConstraint.validatedConstraints(withVisualFormat: "[a(>=)]", metrics: nil, views: ["a": a])
        }
        let none = NSLayoutConstraint.constraints(withVisualFormat: "[a", metrics: nil, views: ["a": a])
        #expect(none.isEmpty)
        #expect(harness.traceLines(containing: "visual format \"[a\" column 3: expected \"]\"").count == 1)
    }

    /// Parsing is linear in the string: one row of 20,000 views (about 180,000 characters) gives its
    /// 20,001 constraints, each between neighbours, which quadratic work would make minutes. The
    /// constraints are not activated: the solver's cost on chains is the Auto Layout benchmarks' subject.
    @Test func aRowOfTwentyThousandViewsParsesLinearly() {
        let harness = UIKitTestHarness()
        let count = 20_000
        var views: [String: Any] = [:]
        var format = "H:|"
        format.reserveCapacity(count * 9)
        var row: [UIView] = []
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            harness.window.addSubview(view)
            views["v\(index)"] = view
            row.append(view)
            format += "[v\(index)]"
        }
        format += "|"
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
        #expect(constraints.count == count + 1)
        #expect(constraints.last?.firstItem === harness.window || constraints.last?.secondItem === harness.window)
        #expect(constraints[count / 2].firstItem === row[count / 2] || constraints[count / 2].secondItem === row[count / 2])
    }
}
