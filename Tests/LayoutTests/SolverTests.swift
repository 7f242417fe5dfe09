import Testing

@testable import Layout

/// `a·x + b·y + … + constant`, for readable constraints in tests.
private func expr(_ terms: (Variable, Double)..., constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

@Suite struct SolverTests {
    @Test func requiredEqualitiesGiveExactValues() throws {
        var solver = Solver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.addConstraint(expr((left, 1), constant: -20), .equal)  // left = 20
        try solver.addConstraint(expr((width, 1), constant: -100), .equal)  // width = 100
        try solver.addConstraint(expr((right, 1), (left, -1), (width, -1)), .equal)  // right = left + width
        #expect(solver.value(of: right) == 120)
    }

    @Test func inequalityHoldsAgainstWeakerPreference() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expr((x, 1), constant: -50), .greaterThanOrEqual)  // x >= 50
        try solver.addConstraint(expr((x, 1), constant: -10), .equal, priority: Priority(500))  // x = 10?
        #expect(solver.value(of: x) == 50)
        try solver.addConstraint(expr((x, 1), constant: -80), .lessThanOrEqual)  // x <= 80
        try solver.addConstraint(expr((x, 1), constant: -100), .equal, priority: Priority(600))
        #expect(solver.value(of: x) == 80)
    }

    @Test func higherPriorityWinsOverAnyNumberOfLowerOnes() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        for _ in 0..<5 { try solver.addConstraint(expr((x, 1), constant: -10), .equal, priority: Priority(250)) }
        try solver.addConstraint(expr((x, 1), constant: -30), .equal, priority: Priority(251))
        // Kiwi's scalar strengths would give 10 here (5 × 250 > 251); priorities are strict.
        #expect(solver.value(of: x) == 30)
    }

    @Test func equalPrioritiesShareTheError() throws {
        var solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable()
        try solver.addConstraint(expr((a, 1), (b, 1), constant: -100), .equal)  // a + b = 100
        try solver.addConstraint(expr((a, 1), constant: -70), .equal, priority: Priority(750))
        try solver.addConstraint(expr((b, 1), constant: -60), .equal, priority: Priority(250))
        #expect(solver.value(of: a) == 70)
        #expect(solver.value(of: b) == 30)
    }

    @Test func removingAConstraintRestoresTheWeakerSolution() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expr((x, 1), constant: -10), .equal, priority: Priority(250))
        let strong = try solver.addConstraint(expr((x, 1), constant: -40), .equal, priority: Priority(750))
        #expect(solver.value(of: x) == 40)
        try solver.removeConstraint(strong)
        #expect(solver.value(of: x) == 10)
        #expect(!solver.contains(strong))
        #expect(throws: SolverError.unknownConstraint) { try solver.removeConstraint(strong) }
    }

    @Test func removingARequiredConstraintFreesItsVariables() throws {
        var solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint(expr((x, 1), constant: -5), .equal)
        let link = try solver.addConstraint(expr((y, 1), (x, -2)), .equal)
        try solver.addConstraint(expr((y, 1), constant: -1), .equal, priority: Priority(1))
        #expect(solver.value(of: y) == 10)
        try solver.removeConstraint(link)
        #expect(solver.value(of: y) == 1)
        #expect(solver.value(of: x) == 5)
    }

    @Test func conflictingRequiredConstraintIsRejectedAndSolverUnchanged() throws {
        var solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint(expr((x, 1), constant: -10), .equal)
        try solver.addConstraint(expr((y, 1), (x, -1)), .greaterThanOrEqual)  // y >= x
        #expect(throws: SolverError.unsatisfiable) {
            try solver.addConstraint(expr((x, 1), constant: -20), .equal)
        }
        #expect(throws: SolverError.unsatisfiable) {
            try solver.addConstraint(expr((y, 1), constant: -5), .lessThanOrEqual)  // y <= 5
        }
        #expect(solver.value(of: x) == 10)
        try solver.addConstraint(expr((y, 1), constant: -15), .equal)
        #expect(solver.value(of: y) == 15)
        #expect(solver.constraintCount == 3)
    }

    @Test func redundantRequiredEqualityIsAccepted() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expr((x, 1), constant: -10), .equal)
        let again = try solver.addConstraint(expr((x, 2), constant: -20), .equal)
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-30, of: again) }
        #expect(try solver.constant(of: again) == -20)
        #expect(solver.value(of: x) == 10)
    }

    @Test func nonFiniteValuesAreRejected() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.nonFiniteValue) {
            try solver.addConstraint(expr((x, 1), constant: .nan), .equal)
        }
        #expect(throws: SolverError.nonFiniteValue) {
            try solver.addConstraint(expr((x, .infinity)), .equal)
        }
        let id = try solver.addConstraint(expr((x, 1), constant: -3), .equal)
        #expect(throws: SolverError.nonFiniteValue) { try solver.setConstant(-.infinity, of: id) }
        #expect(solver.value(of: x) == 3)
    }

    @Test func changingAConstantMovesTheSolution() throws {
        var solver = Solver()
        let left = solver.makeVariable(), right = solver.makeVariable()
        let leftID = try solver.addConstraint(expr((left, 1), constant: -10), .equal)
        let gap = try solver.addConstraint(expr((right, 1), (left, -1), constant: -8), .greaterThanOrEqual)
        try solver.addConstraint(expr((right, 1)), .equal, priority: Priority(250))  // right as small as allowed
        #expect(solver.value(of: right) == 18)
        try solver.setConstant(-30, of: gap)
        #expect(solver.value(of: right) == 40)
        try solver.setConstant(-100, of: leftID)
        #expect(solver.value(of: right) == 130)
        try solver.setConstant(0, of: gap)
        #expect(solver.value(of: right) == 100)
    }

    @Test func changingAConstantIntoAConflictIsRejected() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(expr((x, 1), constant: -50), .lessThanOrEqual)  // x <= 50
        let floor = try solver.addConstraint(expr((x, 1), constant: -20), .greaterThanOrEqual)  // x >= 20
        try solver.addConstraint(expr((x, 1)), .equal, priority: Priority(1))  // as small as allowed
        #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-60, of: floor) }
        #expect(try solver.constant(of: floor) == -20)
        try solver.setConstant(-40, of: floor)
        #expect(solver.value(of: x) == 40)
    }

    @Test func editVariablesFollowSuggestionsWithinRequiredBounds() throws {
        var solver = Solver()
        let width = solver.makeVariable(), half = solver.makeVariable()
        try solver.addConstraint(expr((half, 2), (width, -1)), .equal)
        try solver.addConstraint(expr((width, 1), constant: -300), .lessThanOrEqual)
        try solver.addEditVariable(width, priority: Priority(999))
        try solver.suggestValue(200, for: width)
        #expect(solver.value(of: half) == 100)
        try solver.suggestValue(500, for: width)
        #expect(solver.value(of: width) == 300)
        try solver.suggestValue(40, for: width)
        #expect(solver.value(of: half) == 20)
        #expect(throws: SolverError.requiredEditVariable) { try solver.addEditVariable(half, priority: .required) }
        #expect(throws: SolverError.notAnEditVariable) { try solver.suggestValue(1, for: half) }
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
    }

    @Test func chainOfViewsSolvesExactly() throws {
        var solver = Solver()
        var previousRight: Variable?
        var lefts: [Variable] = []
        var widths: [Variable] = []
        for index in 0..<50 {
            let left = solver.makeVariable(), width = solver.makeVariable()
            lefts.append(left)
            widths.append(width)
            if let previousRight {
                try solver.addConstraint(expr((left, 1), (previousRight, -1), constant: -8), .equal)
                try solver.addConstraint(expr((width, 1), (widths[0], -1)), .equal)
            } else {
                try solver.addConstraint(expr((left, 1)), .equal)
            }
            let right = solver.makeVariable()
            try solver.addConstraint(expr((right, 1), (left, -1), (width, -1)), .equal)
            previousRight = right
            if index == 49 { try solver.addConstraint(expr((right, 1), constant: -(50 * 20 + 49 * 8)), .equal) }
        }
        #expect(solver.value(of: widths[49]) == 20)
        #expect(solver.value(of: lefts[49]) == 49 * 28)
    }

    @Test func anInequalityWithRoomLeftIsAmbiguousAndOneAtItsBoundIsNot() throws {
        var solver = Solver()
        let top = solver.makeVariable(), x = solver.makeVariable(), width = solver.makeVariable()
        try solver.addConstraint(expr((top, 1), constant: -100), .greaterThanOrEqual)  // top >= 100
        #expect(solver.isAmbiguous(top))
        // Two inequalities that leave one value: x = 10, width >= 390, x + width <= 400.
        try solver.addConstraint(expr((x, 1), constant: -10), .equal)
        try solver.addConstraint(expr((width, 1), constant: -390), .greaterThanOrEqual)
        try solver.addConstraint(expr((x, 1), (width, 1), constant: -400), .lessThanOrEqual)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(width))
        #expect(solver.value(of: width) == 390)
        // A weak wish settles the free one: no longer ambiguous.
        try solver.addConstraint(expr((top, 1), constant: -120), .equal, priority: Priority(250))
        #expect(!solver.isAmbiguous(top))
        #expect(solver.value(of: top) == 120)
    }

    @Test func releasedVariablesAreReusedSoTheSolverDoesNotGrow() throws {
        var solver = Solver()
        var sizes: [Int] = []
        for _ in 0..<50 {
            let x = solver.makeVariable(), w = solver.makeVariable()
            let a = try solver.addConstraint(expr((x, 1), constant: -10), .equal)
            let b = try solver.addConstraint(expr((w, 1), (x, -2)), .greaterThanOrEqual)
            let c = try solver.addConstraint(expr((w, 1), constant: -5), .equal, priority: Priority(250))
            #expect(solver.value(of: w) == 20)
            // Still mentioned: not released.
            let early = solver.releaseVariable(x)
            #expect(!early)
            for id in [a, b, c] { try solver.removeConstraint(id) }
            let releasedX = solver.releaseVariable(x)
            let releasedW = solver.releaseVariable(w)
            #expect(releasedX && releasedW)
            sizes.append(solver.symbolCount)
        }
        #expect(sizes.allSatisfy { $0 == 0 })
        #expect(solver.constraintCount == 0)
    }
}
