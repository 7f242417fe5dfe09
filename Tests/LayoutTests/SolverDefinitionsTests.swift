import Testing

@testable import Layout

/// `a·x + b·y + … + constant`, for readable constraints in tests.
private func expr(_ terms: (Variable, Double)..., constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

/// Required equalities that define a fresh variable stay out of the tableau (Solver+Definitions.swift):
/// chains stay linear, and every result matches the plain tableau's.
@Suite struct SolverDefinitionsTests {
    /// The benchmark's chain (`left[i] = left[i-1] + width[i-1] + 8`, equal widths, pinned at both ends)
    /// with `n` views; returns the solver and the lefts and widths.
    static func chain(_ n: Int, definitions: Bool = true) throws -> (Solver, [Variable], [Variable]) {
        var solver = Solver()
        solver.keepsDefinitions = definitions
        var lefts: [Variable] = [], widths: [Variable] = []
        for i in 0..<n {
            let left = solver.makeVariable(), width = solver.makeVariable()
            if i == 0 {
                try solver.addConstraint(expr((left, 1)), .equal)
            } else {
                try solver.addConstraint(expr((left, 1), (lefts[i - 1], -1), (widths[i - 1], -1), constant: -8), .equal)
                try solver.addConstraint(expr((width, 1), (widths[0], -1)), .equal)
            }
            lefts.append(left)
            widths.append(width)
        }
        try solver.addConstraint(expr((lefts[n - 1], 1), (widths[n - 1], 1), constant: -(28 * Double(n) - 8)), .equal)
        return (solver, lefts, widths)
    }

    @Test func aChainSolvesAsBeforeWithOneDefinitionPerLink() throws {
        let (solver, lefts, widths) = try Self.chain(50)
        for i in 0..<50 {
            #expect(solver.value(of: widths[i]) == 20)
            #expect(solver.value(of: lefts[i]) == Double(28 * i))
            #expect(!solver.isAmbiguous(lefts[i]) && !solver.isAmbiguous(widths[i]))
        }
        // Every link and equal width is a definition; only the closing constraint is a tableau row.
        #expect(solver.definitionCount == 1 + 2 * 49)
    }

    /// Counts, not time: the plain tableau of a chain holds one marker per upstream link in each row
    /// (n²/2 cells); with definitions the tableau stays a handful of rows whatever the length.
    @Test func aChainsTableauGrowsLinearly() throws {
        let small = try Self.chain(100).0, large = try Self.chain(1000).0
        #expect(large.tableauCellCount <= 12 * small.tableauCellCount)
        #expect(large.tableauCellCount <= 4 * 1000)
        let plain = try Self.chain(100, definitions: false).0
        #expect(plain.tableauCellCount > 100 * 100 / 4)  // the shape the count would catch
    }

    /// The benchmark's row of labels: a chain of lefts, widths with hugging (250, every third 251) and
    /// compression resistance (750) around intrinsic widths 4 + i % 5, in a container 20·n wide.
    static func labels(_ n: Int, definitions: Bool = true) throws -> (Solver, [Variable]) {
        var solver = Solver()
        solver.keepsDefinitions = definitions
        var lefts: [Variable] = [], widths: [Variable] = []
        for i in 0..<n {
            let left = solver.makeVariable(), width = solver.makeVariable()
            let intrinsic = Double(4 + i % 5)
            if i == 0 {
                try solver.addConstraint(expr((left, 1)), .equal)
            } else {
                try solver.addConstraint(expr((left, 1), (lefts[i - 1], -1), (widths[i - 1], -1), constant: -8), .equal)
            }
            try solver.addConstraint(
                expr((width, 1), constant: -intrinsic), .lessThanOrEqual, priority: Priority(i % 3 == 0 ? 251 : 250))
            try solver.addConstraint(expr((width, 1), constant: -intrinsic), .greaterThanOrEqual, priority: Priority(750))
            lefts.append(left)
            widths.append(width)
        }
        try solver.addConstraint(expr((lefts[n - 1], 1), (widths[n - 1], 1), constant: -20 * Double(n)), .equal)
        return (solver, lefts + widths)
    }

    @Test func aRowOfLabelsSolvesAsThePlainTableau() throws {
        let (solver, variables) = try Self.labels(60)
        let plain = try Self.labels(60, definitions: false).0
        for variable in variables { #expect(abs(solver.value(of: variable) - plain.value(of: variable)) < 1e-9) }
        // The excess goes to the labels that hug least (250), never below an intrinsic width.
        for (i, width) in variables[60...].enumerated() {
            let intrinsic = Double(4 + i % 5)
            #expect(solver.value(of: width) >= intrinsic - 1e-9)
            if i % 3 == 0 { #expect(abs(solver.value(of: width) - intrinsic) < 1e-9) }
        }
    }

    /// Counts, not time: a row of labels keeps a linear tableau, and choosing the entering symbol looks
    /// only at the objective entries that changed (it used to scan the whole objective after every added
    /// constraint, quadratic in the row's length).
    @Test func aRowOfLabelsGrowsLinearly() throws {
        let small = try Self.labels(100).0, large = try Self.labels(1000).0
        #expect(large.tableauCellCount <= 12 * small.tableauCellCount)
        #expect(large.objectiveEntriesScanned <= 12 * small.objectiveEntriesScanned)
    }

    @Test func aTwoTermAliasChainFollowsItsHead() throws {
        var solver = Solver()
        let xs = (0..<200).map { _ in solver.makeVariable() }
        let head = try solver.addConstraint(expr((xs[0], 1), constant: -5), .equal)
        for i in 1..<200 { try solver.addConstraint(expr((xs[i], 1), (xs[i - 1], -1), constant: -10), .equal) }
        #expect(solver.value(of: xs[199]) == 5 + 1990)
        try solver.setConstant(-7, of: head)
        #expect(solver.value(of: xs[199]) == 7 + 1990)
        #expect(solver.tableauCellCount == 0)
    }

    @Test func changingTheConstantOfAChainLinkMovesWhatHangsOnIt() throws {
        var solver = Solver()
        let xs = (0..<20).map { _ in solver.makeVariable() }
        try solver.addConstraint(expr((xs[0], 1)), .equal)
        var links: [ConstraintID] = []
        for i in 1..<20 { links.append(try solver.addConstraint(expr((xs[i], 1), (xs[i - 1], -1), constant: -10), .equal)) }
        try solver.setConstant(-30, of: links[9])  // x10 = x9 + 30
        #expect(solver.value(of: xs[9]) == 90)
        #expect(solver.value(of: xs[10]) == 120)
        #expect(solver.value(of: xs[19]) == 210)
        #expect(try solver.constant(of: links[9]) == -30)
    }

    @Test func changingALinkTheTableauDependsOnResolvesTheRest() throws {
        // The closing constraint expands the whole chain into the tableau: a longer spacing makes every
        // (equal) width smaller.
        let (built, lefts, widths) = try Self.chain(10)
        var solver = built
        let link = try #require(solver.constraints.indices.first { index in
            solver.constraints[index].isLive && solver.constraints[index].definition.variable == lefts[5].id
        })
        let id = ConstraintID(index: Int32(link), generation: solver.constraints[link].generation)
        try solver.setConstant(-8 - 18, of: id)  // one gap 18 points longer
        #expect(abs(solver.value(of: widths[0]) - (20 - 18.0 / 10)) < 1e-9)
        #expect(abs(solver.value(of: lefts[9]) + solver.value(of: widths[9]) - 272) < 1e-9)
        // Into a conflict with a required inequality: refused, the old constant stays.
        try solver.addConstraint(expr((widths[3], 1), constant: -10), .greaterThanOrEqual)
        #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-8 - 200, of: id) }
        #expect(try solver.constant(of: id) == -26)
        #expect(abs(solver.value(of: widths[0]) - 18.2) < 1e-9)
    }

    @Test func removingAMiddleLinkFreesTheRestOfTheChain() throws {
        var solver = Solver()
        let xs = (0..<10).map { _ in solver.makeVariable() }
        try solver.addConstraint(expr((xs[0], 1)), .equal)
        var links: [ConstraintID] = []
        for i in 1..<10 { links.append(try solver.addConstraint(expr((xs[i], 1), (xs[i - 1], -1), constant: -10), .equal)) }
        try solver.removeConstraint(links[4])  // x5 = x4 + 10 goes
        #expect(solver.value(of: xs[4]) == 40 && !solver.isAmbiguous(xs[4]))
        #expect(solver.isAmbiguous(xs[5]) && solver.isAmbiguous(xs[9]))
        // The floating part still hangs together: pin its end and the middle follows.
        try solver.addConstraint(expr((xs[9], 1), constant: -500), .equal)
        #expect(solver.value(of: xs[5]) == 460)
        #expect(!solver.isAmbiguous(xs[5]))
    }

    @Test func removingAMiddleLinkTheTableauDependsOn() throws {
        let (built, lefts, widths) = try Self.chain(10)
        var solver = built
        var plain = try Self.chain(10, definitions: false).0
        let link = try #require(solver.constraints.indices.first { index in
            solver.constraints[index].isLive && solver.constraints[index].definition.variable == lefts[5].id
        })
        let id = ConstraintID(index: Int32(link), generation: solver.constraints[link].generation)
        try solver.removeConstraint(id)
        let plainLink = try #require(plain.constraints.indices.first { index in
            plain.constraints[index].isLive && plain.constraints[index].terms.first?.variable == lefts[5]
                && plain.constraints[index].terms.count == 3
        })
        try plain.removeConstraint(ConstraintID(index: Int32(plainLink), generation: plain.constraints[plainLink].generation))
        for variable in lefts + widths {
            #expect(solver.isAmbiguous(variable) == plain.isAmbiguous(variable))
            if !plain.isAmbiguous(variable) {
                #expect(abs(solver.value(of: variable) - plain.value(of: variable)) < 1e-9)
            }
        }
        // Putting a link back (now into the tableau, the variable being in use) pins everything again.
        try solver.addConstraint(expr((lefts[5], 1), (lefts[4], -1), (widths[4], -1), constant: -8), .equal)
        for i in 0..<10 { #expect(abs(solver.value(of: lefts[i]) - Double(28 * i)) < 1e-9) }
    }

    @Test func aConflictingAliasIsRejectedAndTheSolverUnchanged() throws {
        var solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable()
        try solver.addConstraint(expr((a, 1), (b, -1), constant: -10), .equal)  // a = b + 10
        try solver.addConstraint(expr((b, 1), constant: -1), .equal)
        #expect(throws: SolverError.unsatisfiable) {
            try solver.addConstraint(expr((a, 1), (b, -1), constant: -20), .equal)  // a = b + 20
        }
        #expect(solver.value(of: a) == 11)
        #expect(solver.constraintCount == 2)
    }

    @Test func aRedundantConsistentAliasIsAcceptedAndHeldToIt() throws {
        var solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable()
        let first = try solver.addConstraint(expr((a, 1), (b, -1), constant: -10), .equal)
        let again = try solver.addConstraint(expr((a, 2), (b, -2), constant: -20), .equal)
        try solver.addConstraint(expr((b, 1), constant: -3), .equal)
        #expect(solver.value(of: a) == 13)
        #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-30, of: again) }
        // Removing the definition leaves the copy in charge.
        try solver.removeConstraint(first)
        #expect(solver.value(of: a) == 13)
        try solver.setConstant(-30, of: again)
        #expect(solver.value(of: a) == 18)
    }

    @Test func aliasCyclesAreRedundantOrConflicting() throws {
        var solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        try solver.addConstraint(expr((a, 1), (b, -1), constant: -1), .equal)  // a = b + 1
        try solver.addConstraint(expr((b, 1), (c, -1), constant: -1), .equal)  // b = c + 1
        let closing = try solver.addConstraint(expr((c, 1), (a, -1), constant: 2), .equal)  // c = a − 2
        #expect(throws: SolverError.unsatisfiable) {
            try solver.addConstraint(expr((c, 1), (a, -1), constant: -5), .equal)  // c = a + 5
        }
        try solver.addConstraint(expr((c, 1), constant: -4), .equal)
        #expect(solver.value(of: a) == 6 && solver.value(of: b) == 5)
        try solver.removeConstraint(closing)
        #expect(solver.value(of: a) == 6)
        #expect(throws: SolverError.unsatisfiable) {
            try solver.addConstraint(expr((c, 1), (a, -1), constant: -5), .equal)
        }
    }

    @Test func aWidthBetweenTwoFloatingEdgesIsNotAmbiguous() throws {
        var solver = Solver()
        let anchor = solver.makeVariable(), left = solver.makeVariable(), width = solver.makeVariable()
        try solver.addConstraint(expr((left, 1), (anchor, -1)), .equal)  // left = anchor (floating)
        try solver.addConstraint(expr((left, 1), (width, 1), (anchor, -1), constant: -100), .equal)
        #expect(solver.isAmbiguous(left))
        #expect(!solver.isAmbiguous(width))
        #expect(solver.value(of: width) == 100)
    }

    @Test func aCopyKeepsItsOwnValues() throws {
        var solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable()
        try solver.addConstraint(expr((b, 1), constant: -1), .equal)
        let link = try solver.addConstraint(expr((a, 1), (b, -1), constant: -10), .equal)
        #expect(solver.value(of: a) == 11)
        var copy = solver
        try copy.setConstant(-20, of: link)
        #expect(copy.value(of: a) == 21)
        #expect(solver.value(of: a) == 11)
    }

    @Test func definedVariablesAndTheirReferencesAreNotReleased() throws {
        var solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable()
        let link = try solver.addConstraint(expr((a, 1), (b, -1)), .equal)
        let definedReleased = solver.releaseVariable(a), referencedReleased = solver.releaseVariable(b)
        #expect(!definedReleased && !referencedReleased)
        try solver.removeConstraint(link)
        let releasedA = solver.releaseVariable(a), releasedB = solver.releaseVariable(b)
        #expect(releasedA && releasedB)
        #expect(solver.symbolCount == 0)
    }

    /// Random systems with chains, three-term links, priorities, removals and constant changes give the
    /// values of the plain tableau for every variable either solver finds determined.
    @Test(arguments: 1...12)
    func matchesThePlainTableau(seed: Int) throws {
        var random = SolverConsistencyTests.Generator(state: UInt64(seed) &* 7919)
        var solver = Solver()
        var plain = Solver()
        plain.keepsDefinitions = false
        let count = 10
        let variables = (0..<count).map { _ in solver.makeVariable() }
        _ = (0..<count).map { _ in plain.makeVariable() }
        var live: [(ConstraintID, ConstraintID)] = []
        // Each optional constraint gets its own priority, so the optimum is unique (ties between equal
        // priorities may be broken at different vertices by different pivot orders).
        var nextPriority: Float = 1
        for step in 0..<250 {
            switch random.next(10) {
            case 0..<6:
                var terms = [Term(variables[random.next(count)])]
                for _ in 0..<random.next(3) {
                    terms.append(Term(variables[random.next(count)], Double(random.next(5) - 2)))
                }
                let expression = LinearExpression(terms, constant: Double(random.next(41) - 20))
                let relation: Relation = random.next(3) == 0 ? [.lessThanOrEqual, .greaterThanOrEqual][random.next(2)] : .equal
                var priority = Priority.required
                if random.next(3) == 0 {
                    priority = Priority(nextPriority)
                    nextPriority += 1
                }
                let one = try? solver.addConstraint(expression, relation, priority: priority)
                let two = try? plain.addConstraint(expression, relation, priority: priority)
                #expect((one == nil) == (two == nil), "seed \(seed) step \(step): only one solver accepted")
                if let one, let two { live.append((one, two)) }
            case 6..<8 where !live.isEmpty:
                let index = random.next(live.count)
                try solver.removeConstraint(live[index].0)
                try plain.removeConstraint(live[index].1)
                live.remove(at: index)
            case 8..<10 where !live.isEmpty:
                let index = random.next(live.count)
                let constant = Double(random.next(41) - 20)
                let one = (try? solver.setConstant(constant, of: live[index].0)) != nil
                let two = (try? plain.setConstant(constant, of: live[index].1)) != nil
                #expect(one == two, "seed \(seed) step \(step): only one solver changed the constant")
            default:
                break
            }
            for variable in variables where !solver.isAmbiguous(variable) && !plain.isAmbiguous(variable) {
                #expect(
                    abs(solver.value(of: variable) - plain.value(of: variable)) < 1e-6,
                    "seed \(seed) step \(step): \(variable.id) differs")
            }
        }
        for pair in live {
            try solver.removeConstraint(pair.0)
            try plain.removeConstraint(pair.1)
        }
        #expect(solver.constraintCount == 0 && solver.tableauCellCount == 0 && solver.definitionCount == 0)
    }
}
