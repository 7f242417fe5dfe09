/// The layout pass: which views it enters, and in what order it lays them out.
///
/// As in UIKit, ``UIView/setNeedsLayout()`` marks the view and the branch above it
/// (``UIView/layoutBranchMarked``, UIKit's "a descendant needs layout"), and a pass — the application's
/// before each event and frame, or ``UIView/layoutIfNeeded()`` — enters only marked views, parents first:
/// a scroll frame that only moves a table's rows lays out the table and passes by its cells without
/// looking inside them (docs/decisions.md, "Which branches a layout pass enters").
///
/// What marks a branch: ``UIView/setNeedsLayout()`` (which a bounds-size change, an added subview and a
/// constraint, intrinsic-size, margin or safe-area change call); a change that a separate layout root's
/// engine reads (a table or collection cell's ``UIView/separateLayoutGeneration`` moving) marks that root;
/// a removed subview marks its old superview (an engine that listed it must list again).
///
/// Changes outside every cell that every cell's engine may read (``AutoLayoutActivity/outerGeneration``:
/// ancestors' margins, safe areas and frames) and requests for `updateConstraints()` are counted, not
/// routed to each cell; when either count moved since a tree was last entered whole, the next pass
/// enters every view of it, as every pass did before (``LayoutWalkStamp``).
extension UIView {
    func markNeedsLayout() {
        needsLayoutFlag = true
        markLayoutBranch()
        // The view's application lays it out; a view outside every window is laid out when it joins one,
        // or by `layoutIfNeeded`, and flags the shared application as before.
        (window?.application ?? UIApplication.sharedIfCreated)?.layoutMayBeNeeded = true
    }

    /// Marks this view, and its ancestors up to the first one already marked as holding a marked branch, for
    /// the next layout pass; each ancestor on the way is marked as holding one (``subviewBranchMarked``).
    ///
    /// Stopping at such an ancestor is sound because its ancestors are marked too: a pass clears a view when
    /// it enters it, parents first, and a view marked after its parent was entered marks the parent again.
    /// (An ancestor marked only for itself is walked through: its parent may not know of a marked subview
    /// below it yet.) A view that left its superview keeps its marks; joining a new superview marks it again
    /// from there (``UIView/insertSubviewChecked(_:_:)`` calls ``setNeedsLayout()``), so the walk always
    /// starts at the superview whatever the view's own marks.
    func markLayoutBranch() {
        layoutBranchMarked = true
        // Unowned: each superview holds the view below it, and nothing in this loop changes the hierarchy,
        // so every pointer stays valid; a strong reference would retain and release each ancestor.
        unowned(unsafe) var ancestor = storedSuperview
        while let view = ancestor, !view.subviewBranchMarked {
            view.subviewBranchMarked = true
            view.layoutBranchMarked = true
            ancestor = view.storedSuperview
        }
    }

    func performLayoutIfNeeded() {
        // Walk up while superviews need layout, then lay out that ancestor's marked branches (004:3511).
        var top: UIView = self
        while let parent = top.storedSuperview, parent.needsLayoutFlag { top = parent }
        let root = rootView
        if root !== top { root.runConstraintPasses() }  // layoutSubtreeIfNeeded runs them at a root
        // And those of the table cells around it (each solves its own subtree).
        top.runEnclosingSeparateRootPasses()
        top.layoutSubtreeIfNeeded()
    }

    /// Lays out this view if it needs it, then the marked branches below it, parents first — or every view
    /// below it when a change that can unsettle any separate layout root was counted since its tree was
    /// last entered whole (``LayoutWalkStamp``).
    func layoutSubtreeIfNeeded() {
        let root = storedSuperview == nil ? self : rootView
        // Read before the pass: a change counted during it makes the next pass enter every view again.
        let stamp = LayoutWalkStamp.now
        layOutBranch(enteringAll: root.layoutWalkStamp != stamp)
        if root === self { layoutWalkStamp = stamp }
    }

    /// Lays out this view if it needs it, then enters its marked subviews (or all of them).
    private func layOutBranch(enteringAll: Bool) {
        layoutBranchMarked = false
        // Read before this view's own layout, which may mark subviews (and so set the flag again).
        let subviewMarkedBefore = subviewBranchMarked
        subviewBranchMarked = false
        LayoutPassFigures.entered &+= 1
        // A separate layout root (a table cell) is solved here, once its frame is set by the layout above; the
        // tree's root (the window) too, unless its engine settled with the counters as they are.
        if storedSuperview == nil ? !rootLayoutIsSettled : isSeparateLayoutRoot && !separateLayoutIsSettled { runConstraintPasses() }
        if needsLayoutFlag {
            needsLayoutFlag = false
            LayoutPassFigures.laidOut &+= 1
            // A controller's root view: its controller brackets the layout (VC L1412, L1442).
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            if controller != nil { runConstraintPassesIfChanged() }
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        // No subview marked before the pass entered this view or by its layout: none to enter (a steady
        // scroll frame lays out a collection view and passes its cells by without reading their marks).
        guard enteringAll || subviewMarkedBefore || subviewBranchMarked else { return }
        // The list as it is now: a layout below that adds or removes a subview here does not disturb the
        // loop (an added one is marked and waits for the next pass, as a view marked behind the pass does).
        // Only the marked subviews are retained; reading a clear one's mark borrows it from the list.
        let subviews = storedSubviews
        for index in subviews.indices where enteringAll || subviews[index].layoutBranchMarked {
            subviews[index].layOutBranch(enteringAll: enteringAll)
        }
    }

    /// For the package's tests: how many views layout passes have entered, and how many of them ran
    /// ``layoutSubviews()``, so far, process-wide.
    package static var layoutPassFigures: (entered: Int, laidOut: Int) {
        (LayoutPassFigures.entered, LayoutPassFigures.laidOut)
    }
}

/// Counts of the layout pass's work, for tests (``UIView/layoutPassFigures``).
@MainActor
enum LayoutPassFigures {
    @exclusivity(unchecked) static var entered = 0
    @exclusivity(unchecked) static var laidOut = 0
}

/// The counters whose change may unsettle every separate layout root at once, without marking any:
/// ``AutoLayoutActivity/outerGeneration`` (margins, safe areas and frames outside every cell, which the
/// cells' engines read) and ``AutoLayoutActivity/updateRequests`` (a view anywhere starting to use Auto
/// Layout or asking for `updateConstraints()`). A tree's root keeps the stamp of the last pass that
/// entered every view of it (``UIView/layoutWalkStamp``); a pass that finds either counter moved enters
/// every view again, so each cell's engine is asked, as before the marks existed.
struct LayoutWalkStamp: Equatable {
    let outer: UInt64
    let updateRequests: UInt64

    /// Never equal to a real stamp: the tree was never entered whole.
    static let never = LayoutWalkStamp(outer: .max, updateRequests: .max)

    @MainActor static var now: LayoutWalkStamp {
        LayoutWalkStamp(outer: AutoLayoutActivity.outerGeneration, updateRequests: AutoLayoutActivity.updateRequests)
    }
}
