import Testing

@testable import Layout

/// Random sequences of additions, removals and constant changes keep every required constraint satisfied
/// (the tableau stays consistent through phase one, pivots, marker removal and the dual simplex).
@Suite struct SolverConsistencyTests {
    /// A small deterministic generator (64-bit LCG), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    struct Live {
        let id: ConstraintID
        var expression: LinearExpression
        let relation: Relation
        let required: Bool
    }

    static func holds(_ live: Live, in solver: Solver) -> Bool {
        var value = live.expression.constant
        for term in live.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
        switch live.relation {
        case .equal: return abs(value) < 1e-6
        case .lessThanOrEqual: return value < 1e-6
        case .greaterThanOrEqual: return value > -1e-6
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func requiredConstraintsHoldThroughRandomEdits(seed: Int) throws {
        var random = Generator(state: UInt64(seed))
        var solver = Solver()
        let variables = (0..<6).map { _ in solver.makeVariable() }
        var live: [Live] = []
        for _ in 0..<300 {
            switch random.next(10) {
            case 0..<5:
                let a = variables[random.next(6)], b = variables[random.next(6)]
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
                let required = random.next(3) == 0
                let expression = LinearExpression(
                    [Term(a), Term(b, -Double(1 + random.next(2)))], constant: Double(random.next(41) - 20))
                let priority = required ? Priority.required : Priority(Float(1 + random.next(999)))
                if let id = try? solver.addConstraint(expression, relation, priority: priority) {
                    live.append(Live(id: id, expression: expression, relation: relation, required: required))
                }
            case 5..<8 where !live.isEmpty:
                let index = random.next(live.count)
                try solver.removeConstraint(live[index].id)
                live.remove(at: index)
            case 8..<10 where !live.isEmpty:
                let index = random.next(live.count)
                let constant = Double(random.next(41) - 20)
                if (try? solver.setConstant(constant, of: live[index].id)) != nil {
                    live[index].expression.constant = constant
                }
                #expect(try solver.constant(of: live[index].id) == live[index].expression.constant)
            default:
                break
            }
            for constraint in live where constraint.required {
                #expect(Self.holds(constraint, in: solver), "seed \(seed): a required constraint no longer holds")
            }
        }
        for constraint in live { try solver.removeConstraint(constraint.id) }
        #expect(solver.constraintCount == 0)
    }
}
