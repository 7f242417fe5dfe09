/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary linear arithmetic
/// constraint solving algorithm", 2001): linear equalities and inequalities, required and optional
/// (``Priority``), added and removed one at a time, constants changed in place, and edit variables.
///
/// The tableau is stored for speed: symbols are dense integer ids, rows live in one array and are
/// reused, and each symbol knows the rows it appears in (its column), so substituting a symbol or
/// choosing a pivot touches only those rows rather than the whole tableau. Adding a constraint whose
/// subject is a fresh variable costs the length of its own row, which is what makes layouts of
/// independent subtrees grow linearly. `Solver` is a value type; copy it to snapshot a layout.
///
/// Values are read with ``value(of:)`` at any time; they are always those of the current optimum.
public struct Solver: Sendable {
    // Symbols, indexed by id.
    var kinds: [SymbolKind] = []
    /// The row slot where the symbol is basic, or -1.
    var rowOf: [Int32] = []
    /// The row slots (basic or auxiliary) whose cells contain the symbol.
    var columns: [Column] = []
    var freeSymbols: [Int32] = []

    // Rows.
    var rows: [Row] = []
    var freeRows: [Int32] = []

    /// The objective: one component per optional priority in use, most significant first.
    var objective = Objective()

    // Constraints.
    var constraints: [ConstraintRecord] = []
    var freeConstraints: [Int32] = []
    /// The edit constraint of each variable that has one, indexed by symbol id.
    var edits: [ConstraintID?] = []

    /// Basic symbols whose rows went negative during a constant change: dual simplex repairs them.
    var infeasible: [Int32] = []
    var objectiveScratch: [Double] = []
    /// The spare buffer row merges write into (rows and this buffer trade storage, so merges allocate
    /// only while buffers grow).
    var mergeBuffer: [Cell] = []

    // Definitions (Solver+Definitions.swift): required equalities kept out of the tableau.
    /// The constraint index defining each symbol, or -1; indexed by symbol id.
    var definitionOf: [Int32] = []
    /// How many definitions mention each symbol (a variable with dependents is never defined).
    var dependents: [Int32] = []
    var definitionSequence = 0
    /// The definitions in creation order (a topological order), with entries of removed ones until
    /// they are dropped.
    var definitionOrder: [DefinitionEntry] = []
    var liveDefinitions = 0
    /// Off only in tests, to compare with the plain tableau (every constraint a row).
    var keepsDefinitions = true
    /// How many objective entries the primal simplex has examined for an entering symbol: tests check
    /// that it grows linearly with a layout (it is not a timing).
    var objectiveEntriesScanned = 0
    // The scratch accumulator that builds a row through definitions, dense by symbol id.
    var expansionCoefficient: [Double] = []
    var expansionQueued: [Bool] = []
    var expansionTouched: [Int32] = []
    var expansionHeap: [DefinitionEntry] = []
    var expansionConstant = 0.0
    /// Values and ambiguity of defined variables in the current state.
    var derived = DerivedMemo()

    /// Creates an empty solver.
    public init() {}

    /// Makes a new variable (value 0 until a constraint says otherwise).
    public mutating func makeVariable() -> Variable {
        Variable(id: newSymbol(.external))
    }

    /// Gives a variable's id back for reuse once no constraint mentions it (remove those first). Returns
    /// false, keeping the variable, while the tableau still refers to it or it is an edit variable.
    @discardableResult
    public mutating func releaseVariable(_ variable: Variable) -> Bool {
        let symbol = Int(variable.id)
        guard symbol >= 0, symbol < kinds.count, kinds[symbol] == .external, rowOf[symbol] < 0,
            columns[symbol].isEmpty, edits[symbol] == nil, !objective.isMember(variable.id),
            definitionOf[symbol] < 0, dependents[symbol] == 0
        else { return false }
        kinds[symbol] = .free
        freeSymbols.append(variable.id)
        return true
    }

    /// The symbols in use (variables, slacks, errors, markers): what the solver's storage grows with.
    public var symbolCount: Int { kinds.count - freeSymbols.count }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double {
        if definitionOf[Int(variable.id)] >= 0 { return definedValue(variable.id) }
        let slot = rowOf[Int(variable.id)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    /// The number of constraints currently in the solver (edit constraints included).
    public var constraintCount: Int { constraints.count - freeConstraints.count }

    // MARK: Constraints

    /// Adds `expression relation 0` with `priority` and re-optimizes.
    ///
    /// - Throws: ``SolverError/unsatisfiable`` when a required constraint conflicts with the required
    ///   constraints already present (the solver is left as it was), ``SolverError/nonFiniteValue``.
    @discardableResult
    public mutating func addConstraint(
        _ expression: LinearExpression, _ relation: Relation, priority: Priority = .required
    ) throws -> ConstraintID {
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError.nonFiniteValue
        }
        invalidateDerived()
        let index = allocateConstraint()
        var record = ConstraintRecord(
            terms: expression.terms, constant: expression.constant, relation: relation, priority: priority)
        do {
            try install(&record, at: Int(index))
        } catch {
            constraints[Int(index)].generation &+= 1
            freeConstraints.append(index)
            throw error
        }
        record.generation = constraints[Int(index)].generation
        record.isLive = true
        constraints[Int(index)] = record
        return ConstraintID(index: index, generation: record.generation)
    }

    /// Removes a constraint and re-optimizes.
    public mutating func removeConstraint(_ id: ConstraintID) throws {
        let index = try liveIndex(id)
        invalidateDerived()
        uninstall(constraints[index])
        constraints[index].isLive = false
        constraints[index].terms = []
        constraints[index].generation &+= 1
        freeConstraints.append(Int32(index))
        if let variable = editedVariable(of: id) { edits[Int(variable)] = nil }
    }

    /// Whether the constraint is still in the solver.
    public func contains(_ id: ConstraintID) -> Bool { (try? liveIndex(id)) != nil }

    /// Changes the constant of a constraint's expression without re-solving from scratch: the change is
    /// pushed through the rows that hold the constraint's marker and the dual simplex repairs any row it
    /// made infeasible (the method of Cassowary's edit variables, applied to any constraint).
    ///
    /// - Throws: ``SolverError/unsatisfiable`` when the new constant makes required constraints
    ///   conflict; the old constant stays.
    public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws {
        guard constant.isFinite else { throw SolverError.nonFiniteValue }
        let index = try liveIndex(id)
        let record = constraints[index]
        let change = constant - record.constant
        if change == 0 { return }
        invalidateDerived()
        let marker = Int(record.marker)
        if kinds[marker] == .dummy, rowOf[marker] >= 0 {
            // A redundant required equality (its dummy is basic): re-add it to learn if it still holds.
            try reinstall(index, constant: constant)
            return
        }
        setRecordConstant(index, constant)
        shiftMarker(of: record, by: change)
        if dualOptimize() { return }
        // Required constraints conflict: restore the old constant, which was feasible.
        setRecordConstant(index, record.constant)
        shiftMarker(of: record, by: -change)
        _ = dualOptimize()
        throw SolverError.unsatisfiable
    }

    /// The current constant of a constraint's expression.
    public func constant(of id: ConstraintID) throws -> Double {
        constraints[try liveIndex(id)].constant
    }

    // MARK: Edit variables

    /// Makes `variable` editable: an optional constraint `variable == suggested value` of `priority`.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws {
        guard !priority.isRequired else { throw SolverError.requiredEditVariable }
        guard edits[Int(variable.id)] == nil else { throw SolverError.duplicateEditVariable }
        let id = try addConstraint(LinearExpression([Term(variable)]), .equal, priority: priority)
        edits[Int(variable.id)] = id
        constraints[Int(id.index)].editedVariable = variable.id
    }

    /// Removes the edit constraint of `variable`.
    public mutating func removeEditVariable(_ variable: Variable) throws {
        guard let id = edits[Int(variable.id)] else { throw SolverError.notAnEditVariable }
        try removeConstraint(id)
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[Int(variable.id)] != nil }

    /// Suggests a value for an edit variable; the solution moves to it as far as stronger constraints allow.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws {
        guard value.isFinite else { throw SolverError.nonFiniteValue }
        guard let id = edits[Int(variable.id)] else { throw SolverError.notAnEditVariable }
        try setConstant(-value, of: id)
    }

    // MARK: Bookkeeping

    /// Changes a record's constant, and its definition's (the value it gives its variable) if it has one.
    mutating func setRecordConstant(_ index: Int, _ constant: Double) {
        constraints[index].constant = constant
        let definition = constraints[index].definition
        if definition.variable >= 0 { constraints[index].definition.constant = -constant / definition.coefficient }
    }

    func liveIndex(_ id: ConstraintID) throws -> Int {
        let index = Int(id.index)
        guard index >= 0, index < constraints.count, constraints[index].isLive,
            constraints[index].generation == id.generation
        else { throw SolverError.unknownConstraint }
        return index
    }

    func editedVariable(of id: ConstraintID) -> Int32? {
        let variable = constraints[Int(id.index)].editedVariable
        return variable >= 0 ? variable : nil
    }

    mutating func allocateConstraint() -> Int32 {
        if let index = freeConstraints.popLast() { return index }
        constraints.append(ConstraintRecord(terms: [], constant: 0, relation: .equal, priority: .required))
        return Int32(constraints.count - 1)
    }

    /// Removes and re-adds a constraint with a new constant, keeping its id; on failure keeps the old one.
    mutating func reinstall(_ index: Int, constant: Double) throws {
        let old = constraints[index]
        uninstall(old)
        var updated = old
        updated.constant = constant
        do {
            try install(&updated, at: index)
            constraints[index] = updated
        } catch {
            var restored = old
            try? install(&restored, at: index)
            constraints[index] = restored
            throw error
        }
    }
}

/// What the solver remembers about a constraint: its expression (to re-add it) and its markers.
struct ConstraintRecord: Sendable {
    var terms: [Term]
    /// The constant of the expression, `Σ terms + constant (relation) 0`.
    var constant: Double
    var relation: Relation
    var priority: Priority
    /// The slack, dummy or positive error symbol that identifies the constraint's row.
    var marker: Int32 = -1
    /// The negative error symbol of an optional equality, the error of an optional inequality, or -1.
    var other: Int32 = -1
    /// The coefficient of `marker` in the constraint's original row.
    var markerCoefficient: Double = 1
    /// The objective level of an optional constraint, or -1.
    var level: Int = -1
    var generation: UInt32 = 0
    var isLive = false
    var editedVariable: Int32 = -1
    /// Set when the constraint is kept as the definition of a fresh variable rather than a tableau row.
    var definition = Definition()
}

extension Solver {
    /// Whether the current solution leaves `variable` free to move without changing how well any
    /// constraint is satisfied: it is a parameter of the tableau (non-basic), or its row depends on a
    /// parameter that can move at no cost — an external variable, or the slack of an inequality that has no
    /// weight in the objective and that no other row stops from growing (an inequality with room left, such
    /// as `top ≥ 100` alone). Auto Layout's `hasAmbiguousLayout` asks this.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        if definitionOf[Int(variable.id)] >= 0 { return !definedFreeParameters(variable.id).isEmpty }
        let slot = rowOf[Int(variable.id)]
        guard slot >= 0 else { return true }
        return rows[Int(slot)].cells.contains { isFreeParameter($0.symbol) }
    }

    /// Whether a parameter of the tableau can move at no cost: an external variable, or a slack that can
    /// grow for free.
    func isFreeParameter(_ symbol: Int32) -> Bool {
        switch kinds[Int(symbol)] {
        case .external: true
        case .slack: slackCanGrowForFree(symbol)
        default: false
        }
    }

    /// Whether a parameter slack has no cost in any objective component and can grow from zero without
    /// driving a restricted basic symbol negative (a row where it has a negative coefficient and the
    /// constant is already zero blocks it).
    private func slackCanGrowForFree(_ symbol: Int32) -> Bool {
        guard !objective.isMember(symbol) else { return false }
        for slot in columns[Int(symbol)] {
            let row = rows[Int(slot)]
            guard row.basic >= 0, kinds[Int(row.basic)] != .external else { continue }
            if row.coefficient(of: symbol) < 0 && nearZero(row.constant) { return false }
        }
        return true
    }
}
