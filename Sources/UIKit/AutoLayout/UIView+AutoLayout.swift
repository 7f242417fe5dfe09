extension UIView {
    /// The value of an ``intrinsicContentSize`` axis without an intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size the constraints allow, for ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow, for ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingExpandedSize = CGSize(width: 1e7, height: 1e7)

    // MARK: Constraints

    /// The active constraints this view holds (those whose items' closest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { autoLayout?.constraints ?? [] }

    /// Activates `constraint` (UIKit's older API; it lands on the common ancestor like ``NSLayoutConstraint/isActive``).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint` if this view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { constraint.isActive = false }
    }
    /// Deactivates each constraint this view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    /// Whether the view's frame (and autoresizing mask) becomes constraints. Default `true`, as for views
    /// made in code; set it to `false` for a view placed by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMask ?? true }
        set {
            autoLayoutState.translatesAutoresizingMask = newValue
            constraintsChanged()
        }
    }

    // MARK: Measuring

    /// Tells Auto Layout that ``intrinsicContentSize`` changed.
    public func invalidateIntrinsicContentSize() {
        constraintsChanged()
        // A stack view's constraints hold its arranged views' intrinsic lengths (proportions, tie-breaks).
        (storedSuperview as? UIStackView)?.arrangedSubviewChanged(self)
    }

    /// How much the view resists growing beyond its intrinsic size on `axis`. Default 250.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.hugging[axis.rawValue] ?? .defaultLow
    }
    /// Sets the content-hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayoutState.hugging[axis.rawValue] = priority
        constraintsChanged()
    }
    /// How much the view resists shrinking below its intrinsic size on `axis`. Default 750.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }
    /// Sets the compression-resistance priority on `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        autoLayoutState.compressionResistance[axis.rawValue] = priority
        constraintsChanged()
    }

    /// The size the view's constraints give it, as small as they allow.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints (those held by it and its subviews) give it when its width and height
    /// prefer `targetSize` with the given priorities; `.required` fixes that axis.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        // A view with Auto Layout state keeps its measuring engine: measured again with nothing changed, the
        // answer stands; otherwise the sync changes only what differs.
        let engine = autoLayout?.fittingEngine ?? LayoutEngine(root: self)
        if let fitting = engine.fitting, fitting.size == targetSize, fitting.horizontal == horizontalFittingPriority,
            fitting.vertical == verticalFittingPriority, engine.isCurrent, let frame = engine.rootFrame(of: self)
        {
            return CGSize(width: max(frame.width, 0), height: max(frame.height, 0))
        }
        engine.fitting = (targetSize, horizontalFittingPriority, verticalFittingPriority)
        engine.sync()
        engine.noteCurrent()
        engine.forgetParticipants()
        autoLayout?.fittingEngine = engine
        guard let frame = engine.rootFrame(of: self) else { return targetSize }
        return CGSize(width: max(frame.width, 0), height: max(frame.height, 0))
    }

    /// The alignment rectangle (what constraints align) of a frame: the frame inset by ``alignmentRectInsets``.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: frame.minX + insets.left, y: frame.minY + insets.top, width: frame.width - insets.left - insets.right,
            height: frame.height - insets.top - insets.bottom)
    }

    /// The frame of an alignment rectangle.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
            width: alignmentRect.width + insets.left + insets.right,
            height: alignmentRect.height + insets.top + insets.bottom)
    }

    // MARK: The update-constraints pass

    /// Asks for ``updateConstraints()`` in the next pass.
    public func setNeedsUpdateConstraints() {
        autoLayoutState.needsUpdateConstraints = true
        AutoLayoutActivity.updatesPending = true
        AutoLayoutActivity.updateRequests &+= 1
        constraintsChanged()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Runs the update-constraints pass on this view's subtree now, leaves first.
    public func updateConstraintsIfNeeded() {
        for subview in storedSubviews { subview.updateConstraintsIfNeeded() }
        guard let state = autoLayout, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
    }

    // MARK: Guides, margins, safe area

    /// The layout guides the program added.
    public var layoutGuides: [UILayoutGuide] { autoLayout?.layoutGuides ?? [] }

    /// Adds a guide to the view (its ``UILayoutGuide/owningView`` becomes this view).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayoutState.layoutGuides.append(guide)
    }

    /// Removes a guide (its constraints become inactive at the next pass).
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        autoLayout?.layoutGuides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
        constraintsChanged()
    }

    /// The guide inset by the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owner: self)
        state.marginsGuide = guide
        return guide
    }

    /// The guide inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self)
        state.safeAreaGuide = guide
        return guide
    }

    /// The part of the view covered by things that are not content: the superview's safe-area insets
    /// where they overlap this view, plus what a container's bars cover of the owning controller's view (a
    /// navigation or tab bar) and its ``UIViewController/additionalSafeAreaInsets``.
    /// A window's own insets are zero (no status bar, notch or home indicator on Linux).
    public var safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let parent = storedSuperview {
            let outer = parent.safeAreaInsets
            let frame = self.frame
            let size = parent.bounds.size
            insets.left = max(outer.left - frame.minX, 0)
            insets.top = max(outer.top - frame.minY, 0)
            insets.right = max(outer.right - (size.width - frame.maxX), 0)
            insets.bottom = max(outer.bottom - (size.height - frame.maxY), 0)
        }
        if let controller = owningViewController {
            // A container's bars (navigation bar, tab bar) cover the child's view; then the app's own insets.
            let bars = controller.containerSafeAreaInsets, extra = controller.additionalSafeAreaInsets
            insets.left += bars.left + extra.left; insets.top += bars.top + extra.top
            insets.right += bars.right + extra.right; insets.bottom += bars.bottom + extra.bottom
        }
        return insets
    }

    func safeAreaDidChange() { constraintsChanged() }

    /// ``layoutMargins`` in leading/trailing terms (leading is left: layouts here are left to right).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                trailing: layoutMargins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
            constraintsChanged()
        }
    }

    /// Whether the margins are measured from the safe area rather than the edges. Default `true`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout?.insetsMarginsFromSafeArea ?? true }
        set {
            autoLayoutState.insetsMarginsFromSafeArea = newValue
            constraintsChanged()
        }
    }

    /// The margins constraints use: ``layoutMargins``, measured from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea``, and at least the superview's margins where they overlap when
    /// ``preservesSuperviewLayoutMargins``.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins.left += safe.left; margins.top += safe.top
            margins.right += safe.right; margins.bottom += safe.bottom
        }
        if preservesSuperviewLayoutMargins, let parent = storedSuperview {
            let outer = parent.effectiveLayoutMargins
            let frame = self.frame
            let size = parent.bounds.size
            margins.left = max(margins.left, outer.left - frame.minX)
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
        }
        return margins
    }

    // MARK: Debugging

    /// The active constraints that mention this view (or its guides) on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var holder: UIView? = self
        let guides = [autoLayout?.marginsGuide, autoLayout?.safeAreaGuide].compactMap { $0 } + layoutGuides
        func mentions(_ item: AnyObject?) -> Bool {
            item === self || guides.contains { $0 === item }
        }
        var visited: [UIView] = []
        while let view = holder {
            visited.append(view)
            holder = view.storedSuperview
        }
        var stack = storedSubviews
        while let view = stack.popLast() {
            visited.append(view)
            stack += view.storedSubviews
        }
        for view in visited {
            for constraint in view.constraints
            where (mentions(constraint.firstItem) && constraint.firstAttribute.axis == axis)
                || (mentions(constraint.secondItem) && constraint.secondAttribute.axis == axis)
            {
                result.append(constraint)
            }
        }
        return result
    }

    /// Whether the constraints allow more than one frame for this view (always false for a view that
    /// translates its autoresizing mask: its frame is fixed).
    public var hasAmbiguousLayout: Bool {
        let root = listingLayoutRoot
        root.runEnclosingSeparateRootPasses()
        root.runConstraintPasses()
        guard let engine = root.autoLayout?.engine else { return false }
        return engine.isAmbiguous(self, axis: .horizontal) || engine.isAmbiguous(self, axis: .vertical)
    }

    /// Moves an ambiguous view to another frame its constraints allow, as UIKit does to show ambiguity.
    /// UIKit picks another solution of its engine at random; here it is deterministic: on each ambiguous axis
    /// the first free variable (the origin, else the size) moves 10 points (back 10 if the constraints stop it
    /// going forward), and the rest of the view's frame follows from the constraints. The engine keeps its
    /// solution, so the next layout pass that solves the tree puts the view back.
    public func exerciseAmbiguityInLayout() {
        guard hasAmbiguousLayout, let engine = listingLayoutRoot.autoLayout?.engine,
            let frame = engine.exercisedFrame(of: self)
        else { return }
        self.frame = frame
    }

    /// For the package's tests: what the Auto Layout engine of the tree this view is the root of holds
    /// (items with variables, solver symbols, solver constraints), or `nil` without an engine.
    package var autoLayoutEngineFigures: (items: Int, symbols: Int, constraints: Int)? {
        guard let engine = autoLayout?.engine else { return nil }
        return (engine.itemCount, engine.solver.symbolCount, engine.solver.constraintCount)
    }

    /// For the package's tests: how many times an Auto Layout engine (a window's, or one measuring a
    /// fitting size) has listed its tree so far, process-wide.
    package static var autoLayoutSyncCount: Int { LayoutEngine.syncCount }

    /// For the package's tests: how many constraints (the user's and the generated ones) engines have
    /// listed so far, process-wide.
    package static var autoLayoutListedConstraintCount: Int { LayoutEngine.listedCount }

    /// For the package's tests: how many times the engine of the tree this view is the root of (a window,
    /// a detached tree, or a table cell, which solves its own subtree) has listed it; `nil` without one.
    package var autoLayoutEngineSyncs: Int? { autoLayout?.engine?.syncs }

    /// For the package's tests: whether the view's subtree is solved by an engine of its own (a table
    /// view's cell) rather than its window's.
    package var solvesOwnLayout: Bool { isSeparateLayoutRoot }

    // MARK: The passes

    /// Solves again if constraints changed since the tree's last solve: a controller that changes
    /// constraints in `viewWillLayoutSubviews` sees them applied before `layoutSubviews`, as in UIKit.
    func runConstraintPassesIfChanged() {
        let root = listingLayoutRoot
        guard AutoLayoutActivity.anyUse, let engine = root.autoLayout?.engine else { return }
        // A separate layout root's changes do not count in the window's generation: ask its engine.
        let changed = root.isSeparateLayoutRoot ? !engine.isCurrent : engine.syncedGeneration != AutoLayoutActivity.generation
        if changed { root.runConstraintPasses() }
    }

    /// Runs the constraint passes of the tree this view is the root of: update constraints (leaves
    /// first), then solve and assign frames top-down; `layoutSubviews` follows in the layout pass.
    ///
    /// A tree whose engine is current (nothing it reads changed since its last settled solve:
    /// ``LayoutEngine/isCurrent``) is not listed again: a scroll that moves no constrained view, such as a
    /// table view frame that reveals no row, costs no Auto Layout work.
    func runConstraintPasses() {
        guard autoLayout != nil || AutoLayoutActivity.anyUse else { return }
        let state = autoLayoutState
        // Nothing the engine reads changed and no view asked for `updateConstraints()` since this tree was
        // last walked: not even the walk is needed (it visits every view, hidden table cells included).
        if let engine = state.engine, engine.isCurrent, engine.walkedUpdateRequests == AutoLayoutActivity.updateRequests {
            noteLayoutSettled()
            return
        }
        // Unsettled until this pass settles (the engine may be listed again or replaced below).
        rootLayoutSettled = .never
        let requests = AutoLayoutActivity.updateRequests
        updateConstraintsIfNeeded()
        state.engine?.walkedUpdateRequests = requests
        if let engine = state.engine, engine.isCurrent {
            noteLayoutSettled()
            return
        }
        let engine = state.engine ?? LayoutEngine(root: self)
        engine.syncedGeneration = AutoLayoutActivity.generation
        // Kept even when the tree uses no Auto Layout: the next pass then knows it is current instead of
        // making an engine and listing the tree again (every table cell is a root of its own).
        state.engine = engine
        guard engine.sync() else {
            engine.noteCurrent()
            noteLayoutSettled()
            return
        }
        // Frames the engine read as constants (autoresized subviews) may move when their superview is
        // resized; a few rounds settle them (each round is incremental).
        var settled = false
        for _ in 0..<4 {
            guard engine.applyFrames() else {
                settled = true
                break
            }
            engine.sync()
        }
        engine.reportAmbiguity()
        // The frames just assigned are the solution: what they changed needs no other sync. A tree that did
        // not settle is listed again at the next pass, as before.
        if settled {
            engine.noteCurrent()
            noteLayoutSettled()
        }
    }

    /// The engine of a separate layout root, or of a tree's root (a window), is current and its tree walked
    /// for `updateConstraints()`: the layout pass may skip the root until one of its counters moves.
    private func noteLayoutSettled() {
        guard isSeparateLayoutRoot || storedSuperview == nil, let walked = autoLayout?.engine?.walkedUpdateRequests else { return }
        // The requests counted when the walk began: one made during the walk still gets its walk.
        if isSeparateLayoutRoot {
            let now = SeparateLayoutStamp.now(of: self)
            separateLayoutSettled = SeparateLayoutStamp(
                inside: now.inside, outer: now.outer, hierarchy: now.hierarchy, updateRequests: walked)
        } else {
            rootLayoutSettled = RootLayoutStamp.now(walkedUpdateRequests: walked)
        }
    }
}

/// Whether any view has used Auto Layout yet (until then, layout passes skip the engine entirely), and a
/// counter of changes to what engines read, so a pass can tell whether to solve again.
@MainActor
enum AutoLayoutActivity {
    static var anyUse = false
    /// Unchecked, as the other counters: every layout pass reads it at the window (``UIView/rootLayoutIsSettled``).
    @exclusivity(unchecked) static var generation: UInt64 = 0
    /// Counts geometry changes (centre, bounds size, transform, anchor point) of the views some engine reads
    /// (``UIView/isReadByLayoutEngine``): with ``generation`` and ``UIView/hierarchyGeneration`` it tells a
    /// pass whether anything an engine reads changed since it last solved.
    @exclusivity(unchecked) static var geometryGeneration: UInt64 = 0
    /// Counts the changes outside every separate layout root (``UIView/isSeparateLayoutRoot``) that the
    /// separate roots' engines may read: margins, safe areas and frames of their ancestors, constraints
    /// there. Changes inside a separate root count in its ``UIView/separateLayoutGeneration`` instead.
    @exclusivity(unchecked) static var outerGeneration: UInt64 = 0
    /// Counts requests for `updateConstraints()` (a view starting to use Auto Layout, or
    /// `setNeedsUpdateConstraints()`), so a root whose engine is current knows whether to walk its tree.
    @exclusivity(unchecked) static var updateRequests: UInt64 = 0
    /// Whether some view may be due for `updateConstraints()` (it started using Auto Layout or called
    /// `setNeedsUpdateConstraints()`) since the frame loop's last update-constraints step.
    static var updatesPending = false
    /// Set when a view's layout changed what the constraints above it need (a multi-line label that
    /// measured its text at a new width): ``UIApplication/layoutPass()`` then lays out once more in the same
    /// pass, as UIKit's double constraints pass for such labels, instead of showing one frame with the old
    /// size.
    static var needsSecondRound = false
}
