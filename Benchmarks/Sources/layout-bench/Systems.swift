import Layout

/// The constraint systems of the Kiwi peer benchmark, written exactly as
/// Benchmarks/peers/kiwi/kiwi_layout.cpp writes them (same constraints, same order), so the two sides
/// solve the same problem. Each returns a checksum of the solution that run.sh compares.
struct ViewVariables {
    let left, top, width, height: Variable

    init(_ solver: inout Solver) {
        left = solver.makeVariable()
        top = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }
}

/// `Σ terms + constant`.
@inline(__always) func expression(_ terms: [(Variable, Double)], _ constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

extension Solver {
    /// `a = b + constant`, required.
    mutating func equal(_ a: Variable, _ b: Variable, plus constant: Double = 0) {
        try! addConstraint(expression([(a, 1), (b, -1)], -constant), .equal)
    }

    /// `a = constant`, required.
    mutating func fix(_ a: Variable, _ constant: Double) {
        try! addConstraint(expression([(a, 1)], -constant), .equal)
    }

    /// `view.left = previous.left + previous.width + spacing`, required.
    mutating func follow(_ view: ViewVariables, _ previous: ViewVariables, spacing: Double) {
        try! addConstraint(
            expression([(view.left, 1), (previous.left, -1), (previous.width, -1)], -spacing), .equal)
    }
}

enum Systems {
    /// A horizontal chain of `n` views: spacing 8, equal widths and heights, pinned to a container.
    static func chain(_ n: Int) -> Double {
        var solver = Solver()
        var views: [ViewVariables] = []
        views.reserveCapacity(n)
        for i in 0..<n {
            let view = ViewVariables(&solver)
            views.append(view)
            if i == 0 {
                solver.fix(view.left, 0)
            } else {
                solver.follow(view, views[i - 1], spacing: 8)
                solver.equal(view.width, views[0].width)
                solver.equal(view.height, views[0].height)
            }
            solver.fix(view.top, 0)
        }
        let last = views[n - 1]
        try! solver.addConstraint(expression([(last.left, 1), (last.width, 1)], -(28 * Double(n) - 8)), .equal)
        solver.fix(views[0].height, 44)
        return views.reduce(0) { sum, view in
            sum + solver.value(of: view.left) + solver.value(of: view.width) + solver.value(of: view.top)
                + solver.value(of: view.height)
        }
    }

    /// A grid of about √n columns: spacing 8, equal widths and heights, pinned to a container.
    static func grid(_ n: Int) -> Double {
        var columns = 1
        while columns * columns < n { columns += 1 }
        let rows = n / columns
        var solver = Solver()
        var views: [ViewVariables] = []
        views.reserveCapacity(rows * columns)
        for r in 0..<rows {
            for c in 0..<columns {
                let view = ViewVariables(&solver)
                views.append(view)
                if c == 0 { solver.fix(view.left, 0) } else { solver.follow(view, views[r * columns + c - 1], spacing: 8) }
                if r == 0 {
                    solver.fix(view.top, 0)
                } else {
                    let above = views[(r - 1) * columns + c]
                    try! solver.addConstraint(
                        expression([(view.top, 1), (above.top, -1), (above.height, -1)], -8), .equal)
                }
                if r != 0 || c != 0 {
                    solver.equal(view.width, views[0].width)
                    solver.equal(view.height, views[0].height)
                }
            }
        }
        let last = views[rows * columns - 1]
        try! solver.addConstraint(
            expression([(last.left, 1), (last.width, 1)], -(28 * Double(columns) - 8)), .equal)
        try! solver.addConstraint(expression([(last.top, 1), (last.height, 1)], -(52 * Double(rows) - 8)), .equal)
        return views.reduce(0) { sum, view in
            sum + solver.value(of: view.left) + solver.value(of: view.width) + solver.value(of: view.top)
                + solver.value(of: view.height)
        }
    }

    /// `n / 10` independent containers stacked vertically, each a chain of 10 views with equal widths:
    /// the shape of a screen of independent subtrees, whose cost should grow linearly with `n`.
    static func subtrees(_ n: Int) -> Double {
        var solver = Solver()
        var views: [ViewVariables] = []
        views.reserveCapacity(n)
        for g in 0..<n / 10 {
            let box = ViewVariables(&solver)
            solver.fix(box.left, 0)
            solver.fix(box.top, 60 * Double(g))
            solver.fix(box.width, 300)
            solver.fix(box.height, 44)
            for i in 0..<10 {
                let view = ViewVariables(&solver)
                views.append(view)
                if i == 0 {
                    solver.equal(view.left, box.left, plus: 8)
                } else {
                    solver.follow(view, views[g * 10 + i - 1], spacing: 8)
                    solver.equal(view.width, views[g * 10].width)
                }
                solver.equal(view.top, box.top)
                solver.equal(view.height, box.height)
            }
            let last = views[g * 10 + 9]
            try! solver.addConstraint(
                expression([(last.left, 1), (last.width, 1), (box.left, -1), (box.width, -1)], 8), .equal)
        }
        return views.reduce(0) { sum, view in
            sum + solver.value(of: view.left) + solver.value(of: view.width) + solver.value(of: view.top)
                + solver.value(of: view.height)
        }
    }

    /// A row of `n` labels with intrinsic widths 4 + i % 5, hugging 250 (251 for every third),
    /// compression resistance 750, spacing 8, pinned to a 20·n wide container.
    static func hugging(_ n: Int) -> Double {
        var solver = Solver()
        var views: [ViewVariables] = []
        views.reserveCapacity(n)
        for i in 0..<n {
            let view = ViewVariables(&solver)
            views.append(view)
            let intrinsic = Double(4 + i % 5)
            if i == 0 { solver.fix(view.left, 0) } else { solver.follow(view, views[i - 1], spacing: 8) }
            try! solver.addConstraint(
                expression([(view.width, 1)], -intrinsic), .lessThanOrEqual,
                priority: Priority(i % 3 == 0 ? 251 : 250))
            try! solver.addConstraint(
                expression([(view.width, 1)], -intrinsic), .greaterThanOrEqual, priority: Priority(750))
            solver.fix(view.top, 0)
            solver.fix(view.height, 20)
        }
        let last = views[n - 1]
        try! solver.addConstraint(expression([(last.left, 1), (last.width, 1)], -(20 * Double(n))), .equal)
        return views.reduce(0) { $0 + solver.value(of: $1.width) }
    }

    /// A chain of `n` fixed-size views whose first spacing is changed and re-solved `iterations` times
    /// (8 ↔ 16); calls `sample` with each duration. Our solver changes the constraint's constant in place.
    static func changeConstant(_ n: Int, iterations: Int, sample: (Double) -> Void) -> Double {
        var solver = Solver()
        var views: [ViewVariables] = []
        var gap: ConstraintID?
        for i in 0..<n {
            let view = ViewVariables(&solver)
            views.append(view)
            if i == 0 {
                solver.fix(view.left, 0)
            } else if i == 1 {
                gap = try! solver.addConstraint(
                    expression([(view.left, 1), (views[0].left, -1), (views[0].width, -1)], -8), .equal)
            } else {
                solver.follow(view, views[i - 1], spacing: 8)
            }
            solver.fix(view.width, 20)
            solver.fix(view.top, 0)
            solver.fix(view.height, 44)
        }
        var check = 0.0
        for k in 0..<iterations {
            let start = now()
            try! solver.setConstant(k % 2 == 0 ? -16 : -8, of: gap!)
            var sum = 0.0
            for view in views { sum += solver.value(of: view.left) }
            sample(now() - start)
            check = sum
        }
        return check
    }
}
