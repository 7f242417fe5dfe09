/// Subtrees solved by an Auto Layout engine of their own (a table view's cells), and how a change reaches
/// the engine that reads it.
///
/// A window's engine lists its whole tree at each sync. A table's cells are positioned by the table, not by
/// constraints, so their insides need not be in that listing: each cell that is a separate layout root
/// (``UIView/isSeparateLayoutRoot``) has its own engine, which the layout pass runs when it reaches the
/// cell, and the window's engine treats the cell as a leaf. A change is then counted where it matters:
///
/// - inside a separate root: in that root's ``UIView/separateLayoutGeneration`` only, so a row that is
///   revealed re-lists that row's cell and no other, and the window's engine stays current;
/// - on a separate root itself (its frame, its own constraints): in its counter, and, when an engine above
///   reads it, above;
/// - anywhere else: in ``AutoLayoutActivity``'s counters, which every engine outside the separate roots
///   reads, and in ``AutoLayoutActivity/outerGeneration``, which the separate roots' engines read (their
///   margins and safe areas come from their ancestors).
extension UIView {
    /// Whether this separate layout root's engine settled with the counters as they are now: the layout
    /// pass then skips the cell's constraint passes without reaching its Auto Layout state (a steady scroll
    /// frame passes every visible and queued cell; asking each engine cost about 300 instructions a cell,
    /// callgrind, docs/benchmarks.md "Session 33").
    var separateLayoutIsSettled: Bool { separateLayoutSettled == SeparateLayoutStamp.now(of: self) }

    /// Something an engine reads about this view other than its geometry changed: its constraints, its
    /// intrinsic size, its priorities, margins or guides.
    func layoutInputsChanged() {
        if isSeparateLayoutRoot { separateLayoutChanged() }
        if let scope = enclosingSeparateLayoutRoot {
            scope.separateLayoutChanged()
            return
        }
        AutoLayoutActivity.generation &+= 1
        if !isSeparateLayoutRoot { AutoLayoutActivity.outerGeneration &+= 1 }
    }

    /// The geometry (centre, bounds size, transform, anchor point) of a view an engine reads, or of a
    /// separate layout root, changed.
    func layoutGeometryChanged() {
        if isSeparateLayoutRoot {
            separateLayoutChanged()
            // Its own engine pins it at its size; only an engine above that lists it reads its frame.
            guard isReadByLayoutEngine else { return }
        }
        if let scope = enclosingSeparateLayoutRoot {
            scope.separateLayoutChanged()
            return
        }
        AutoLayoutActivity.geometryGeneration &+= 1
        if !isSeparateLayoutRoot { AutoLayoutActivity.outerGeneration &+= 1 }
    }

    /// Something this separate layout root's engine reads changed: count it, and mark the branch down to
    /// the root, so the next layout pass reaches the root and solves it (a pass enters only marked
    /// branches; ``UIView/markLayoutBranch()``).
    func separateLayoutChanged() {
        separateLayoutGeneration &+= 1
        markLayoutBranch()
    }

    /// The subtree moved between its window's engine and one of its own: both must list again.
    func separateLayoutRootChanged() {
        separateLayoutGeneration &+= 1
        AutoLayoutActivity.generation &+= 1
        enclosingSeparateLayoutRoot?.separateLayoutChanged()
        markNeedsLayout()
    }

    /// The closest ancestor (not the view itself) that is a separate layout root, if any.
    var enclosingSeparateLayoutRoot: UIView? {
        var ancestor = storedSuperview
        while let view = ancestor {
            if view.isSeparateLayoutRoot { return view }
            ancestor = view.storedSuperview
        }
        return nil
    }

    /// The root of the engine that lists this view as one of its items: the closest separate layout root
    /// above it, else the top of its tree.
    var listingLayoutRoot: UIView {
        var top = self
        while let parent = top.storedSuperview {
            if parent.isSeparateLayoutRoot { return parent }
            top = parent
        }
        return top
    }

    /// Runs the constraint passes of the separate layout roots above `view`, outermost first, as the layout
    /// pass would on its way down (``UIView/layoutIfNeeded()`` on a view inside a cell).
    func runEnclosingSeparateRootPasses() {
        guard let parent = storedSuperview else { return }
        parent.runEnclosingSeparateRootPasses()
        if parent.isSeparateLayoutRoot { parent.runConstraintPasses() }
    }
}

/// The counters a separate layout root's engine depends on, recorded when it settles
/// (``UIView/separateLayoutSettled``).
struct SeparateLayoutStamp: Equatable {
    let inside: UInt64
    let outer: UInt64
    let hierarchy: Int
    let updateRequests: UInt64

    /// Never equal to a real stamp: the root has not settled yet.
    static let never = SeparateLayoutStamp(inside: .max, outer: .max, hierarchy: .min, updateRequests: .max)

    @MainActor static func now(of root: UIView) -> SeparateLayoutStamp {
        SeparateLayoutStamp(
            inside: root.separateLayoutGeneration, outer: AutoLayoutActivity.outerGeneration,
            hierarchy: UIView.hierarchyGeneration, updateRequests: AutoLayoutActivity.updateRequests)
    }
}
