/// Whether the root of a tree (a window) can be passed by the layout pass without asking its engine.
///
/// A pass enters the window first and ran its constraint passes every time: on a settled tree they only ask
/// the engine whether it is current, which reads the engine's stamp through its unowned root and the
/// counters (about 600 instructions, a third of a steady grid scroll frame's layout; docs/benchmarks.md,
/// collection views, "Session 40"). The root now records the counters its engine settled with, as a table
/// cell does (``UIView/separateLayoutIsSettled``), and the pass compares them inline.
extension UIView {
    /// Whether this root's engine settled with the counters as they are now: nothing it reads changed
    /// (``AutoLayoutActivity/generation``, ``AutoLayoutActivity/geometryGeneration``,
    /// ``UIView/hierarchyGeneration``) and no view asked for `updateConstraints()` since its tree was walked.
    /// The engine's own ``LayoutEngine/isCurrent`` compares the same counters; its stamp is only cleared by a
    /// sync, which runs in ``runConstraintPasses()`` after this record is cleared.
    var rootLayoutIsSettled: Bool { !isSeparateLayoutRoot && rootLayoutSettled == RootLayoutStamp.now(walkedUpdateRequests: AutoLayoutActivity.updateRequests) }
}

/// The counters a tree root's engine reads, as of its last settled pass (``UIView/rootLayoutSettled``).
struct RootLayoutStamp: Equatable {
    let generation: UInt64
    let geometry: UInt64
    let hierarchy: Int
    let updateRequests: UInt64

    /// Never equal to a real stamp: the root has not settled yet (or is settling).
    static let never = RootLayoutStamp(generation: .max, geometry: .max, hierarchy: .min, updateRequests: .max)

    /// The counters now, with `updateRequests` as of the walk for `updateConstraints()`.
    @MainActor static func now(walkedUpdateRequests: UInt64) -> RootLayoutStamp {
        RootLayoutStamp(
            generation: AutoLayoutActivity.generation, geometry: AutoLayoutActivity.geometryGeneration,
            hierarchy: UIView.hierarchyGeneration, updateRequests: walkedUpdateRequests)
    }
}
