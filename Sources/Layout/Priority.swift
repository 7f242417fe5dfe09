/// How strongly the solver tries to satisfy a constraint, on UIKit's scale: 1 (weakest) to 1000 (required).
///
/// Priorities are compared strictly: any number of unsatisfied constraints of one priority weigh less
/// than a single unsatisfied constraint of a higher priority, as in the original Cassowary's symbolic
/// weights (Badros, Borning and Stuckey, 2001, section 2). The solver keeps one objective component per
/// priority in use and compares them lexicographically, so this holds for all 999 optional levels, not
/// only for a few tiers as Kiwi's scalar strengths do.
public struct Priority: Hashable, Comparable, Sendable {
    /// The value, 1...1000; 1000 is required.
    public let value: Float

    /// Creates a priority, clamped to 1...1000 (UIKit clamps the same way).
    public init(_ value: Float) { self.value = min(max(value, 1), 1000) }

    /// A constraint that must hold; adding a conflicting one fails with ``SolverError/unsatisfiable``.
    public static let required = Priority(1000)

    /// Whether the constraint must hold exactly.
    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
}
