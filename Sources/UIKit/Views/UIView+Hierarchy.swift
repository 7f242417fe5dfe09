// The order of the hierarchy callbacks, for a view `v` moving from superview `old` (window `w0`) to
// superview `new` (window `w1`), as UIKit performs it and docs/decisions.md records:
//   1. old.willRemoveSubview(v)                     (only when v had another superview)
//   2. v.willMove(toSuperview: new)
//   3. willMove(toWindow: w1) on v and every descendant, parents first   (only when w0 !== w1)
//   4. the link changes
//   5. didMoveToWindow() on v and every descendant, parents first         (only when w0 !== w1)
//   6. v.didMoveToSuperview()
//   7. new.didAddSubview(v)
// Removal runs steps 1–6 with `new == nil`. Re-adding a view to its own superview only reorders it.
// When the move takes the subtree onto or off a shown window, view controllers whose root views are in it
// get their "will" appearance callbacks before step 1 and their "did" callbacks after step 7
// (UIViewController+Appearance.swift).

extension UIView {
    /// Where a subview goes among its siblings.
    enum SubviewPosition {
        /// At an index of ``UIView/subviews`` (clamped to the valid range).
        case index(Int)
        /// Just in front of a sibling.
        case above(UIView)
        /// Just behind a sibling.
        case below(UIView)
    }

    /// The index `position` names in ``storedSubviews`` as it is now. Resolved after the moving view was
    /// taken out, so a sibling's index is already right (as CALayer's insertSublayer does it).
    func resolvedIndex(_ position: SubviewPosition) -> Int {
        switch position {
        case .index(let index): clampedIndex(index)
        case .above(let sibling): storedSubviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSubviews.count
        case .below(let sibling): storedSubviews.firstIndex { $0 === sibling } ?? storedSubviews.count
        }
    }

    func insertSubviewChecked(_ view: UIView, _ position: SubviewPosition) {
        guard view !== self else {
            reportMisuse("cannot add a view as its own subview")
            return
        }
        guard !self.isDescendant(of: view) else {
            reportMisuse("cannot add an ancestor as a subview: it would make a cycle")
            return
        }
        if view.storedSuperview === self {
            // Same superview: a reorder, no callbacks. The view is taken out and put back at `position`, so
            // `addSubview` of an existing subview brings it to the front.
            guard let current = storedSubviews.firstIndex(where: { $0 === view }) else { return }
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: resolvedIndex(position))
            view.noteCompositingOrderChange()
            return
        }
        UIViewController.checkHierarchyConsistency(adding: view, to: self)
        let oldSuperview = view.storedSuperview
        let oldWindow = view.window
        let newWindow = self.window
        let appearing = newWindow.map { !$0.isHidden } ?? false
        let visibilityChanges = (oldWindow.map { !$0.isHidden } ?? false) != appearing
        let appearanceBegun = visibilityChanges ? UIViewController.subtreeVisibilityWillChange(view, appearing: appearing) : []
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        let windowChanges = oldWindow !== newWindow
        if windowChanges { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        if let oldSuperview { oldSuperview.unlink(view) }
        if windowChanges { view.leaveWindowState(oldWindow) }
        storedSubviews.insert(view, at: resolvedIndex(position))
        view.storedSuperview = self
        if windowChanges { view.forEachInSubtree { $0.didMoveToWindow() } }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setNeedsLayout()
        UIViewController.subtreeVisibilityDidChange(appearanceBegun)
    }

    func insertSubview(_ view: UIView, relativeTo sibling: UIView, above: Bool) {
        guard sibling.storedSuperview === self else {
            reportMisuse("insertSubview: the sibling is not a subview of the receiver")
            return
        }
        // Inserting a view above or below itself leaves it where it is (removing it first would lose the
        // sibling's index).
        guard view !== sibling else { return }
        insertSubviewChecked(view, above ? .above(sibling) : .below(sibling))
    }

    func clampedIndex(_ index: Int) -> Int { min(max(index, 0), storedSubviews.count) }

    func unlink(_ view: UIView) {
        storedSubviews.removeAll { $0 === view }
        // An engine that listed the view lists again, and a separate layout root above (a cell) is solved
        // again: the next layout pass must reach this branch (it enters only marked ones).
        markLayoutBranch()
        // A table cell solves its own constraints only while the table places it.
        if view.isSeparateLayoutRoot { view.isSeparateLayoutRoot = false }
        view.storedSuperview = nil
        view.compositedViewLeft()
    }

    func detachFromSuperview() {
        guard let oldSuperview = storedSuperview else { return }
        let oldWindow = window
        let appearanceBegun = isOnVisibleWindow ? UIViewController.subtreeVisibilityWillChange(self, appearing: false) : []
        oldSuperview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        oldSuperview.unlink(self)
        if oldWindow != nil {
            leaveWindowState(oldWindow)
            forEachInSubtree { $0.didMoveToWindow() }
        }
        didMoveToSuperview()
        UIViewController.subtreeVisibilityDidChange(appearanceBegun)
    }

    /// Clears state that only makes sense inside a window: first-responder status in the subtree.
    func leaveWindowState(_ oldWindow: UIWindow?) {
        guard let application = oldWindow?.application, let responder = application.firstResponder as? UIView else { return }
        if responder.isDescendant(of: self) { application.firstResponder = nil }
    }

    func reorderSubview(_ view: UIView, toFront: Bool) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        if toFront { storedSubviews.append(view) } else { storedSubviews.insert(view, at: 0) }
        view.noteCompositingOrderChange()
    }

    func swapSubviews(_ index1: Int, _ index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
            reportMisuse("exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of range 0..<\(storedSubviews.count)")
            return
        }
        storedSubviews.swapAt(index1, index2)
        storedSubviews[index1].noteCompositingOrderChange()
        storedSubviews[index2].noteCompositingOrderChange()
    }

    func findWindow() -> UIWindow? {
        var current: UIView = self
        while let parent = current.storedSuperview { current = parent }
        return current as? UIWindow
    }

    func findView(withTag tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let match = subview.findView(withTag: tag) { return match }
        }
        return nil
    }

    /// Visits this view and its descendants, parents before children, back to front.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.forEachInSubtree(body) }
    }

    /// A programming error by the caller: reported on the trace and standard error rather than crashing,
    /// because a kiosk must keep running.
    func reportMisuse(_ message: String) {
        UIApplication.reportDiagnostic("UIView misuse: \(message)", in: window?.application)
    }
}
