/// A variable of a ``Solver``: a dense integer id, cheap to copy and compare.
public struct Variable: Hashable, Sendable {
    /// The solver's symbol id of this variable.
    public let id: Int32
    init(id: Int32) { self.id = id }
}

/// `coefficient × variable`, one term of a ``LinearExpression``.
public struct Term: Sendable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates a term.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`.
public struct LinearExpression: Sendable {
    /// The terms; a variable may appear more than once (its coefficients add up).
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Creates an expression.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// How a constraint relates its expression to zero: `expression == 0`, `<= 0` or `>= 0`.
public enum Relation: Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// A constraint added to a ``Solver``; valid until it is removed.
public struct ConstraintID: Hashable, Sendable {
    let index: Int32
    let generation: UInt32
}

/// Why the solver refused a request. The solver is unchanged after any of these.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint conflicts with the required constraints already added.
    case unsatisfiable
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteValue
    /// The constraint was removed already, or belongs to another solver.
    case unknownConstraint
    /// The variable has no edit constraint (``Solver/addEditVariable(_:priority:)``).
    case notAnEditVariable
    /// The variable already has an edit constraint.
    case duplicateEditVariable
    /// Edit variables must be optional (their priority below 1000), as in Kiwi and Cassowary.
    case requiredEditVariable
}
