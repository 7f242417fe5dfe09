import Layout

/// The Auto Layout engine of one view tree (a window's, or a detached tree's): an incremental Cassowary
/// solver (module `Layout`) kept in step with the tree at each layout pass.
///
/// Each pass (``sync()``) lists what the tree asks for — the active constraints, the constraints generated
/// for views that translate their autoresizing mask (their current frames), intrinsic sizes with hugging and
/// compression resistance, and the margin and safe-area guides — and changes the solver only where that
/// differs from what it holds: new constraints are added, gone ones removed, and changed constants are
/// pushed in place. Variables are the alignment frames of views and guides in the root's coordinates
/// (transforms are ignored, as iOS's engine ignores them).
@MainActor
final class LayoutEngine {
    struct ItemVariables {
        let minX, minY, width, height: Variable
    }

    /// Where a constraint comes from, which identifies it between passes.
    enum Key: Hashable {
        case user(ObjectIdentifier)
        case frame(ObjectIdentifier, Int)
        case hug(ObjectIdentifier, Int)
        case compress(ObjectIdentifier, Int)
        case guide(ObjectIdentifier, Int)
        case fitting(Int)
    }

    struct Wanted {
        let key: Key
        let terms: [Term]
        let constant: Double
        let relation: Layout.Relation
        let priority: Float
        let constraint: NSLayoutConstraint?
        let items: [ObjectIdentifier]
    }

    struct Installed {
        let id: ConstraintID
        /// The constant the solver holds for it, kept here: asking the solver copies the solver value (its
        /// arrays retained and released) for each constraint of each pass (callgrind, docs/benchmarks.md).
        var constant: Double
        let terms: [Term]
        let relation: Layout.Relation
        let priority: Float
        let items: [ObjectIdentifier]
        let description: String
    }

    /// Unowned: the root's Auto Layout state holds the engine, so the root outlives it (a strong reference
    /// would keep every root that ever had an engine alive).
    unowned let root: UIView
    /// For ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``:
    /// the root's size is a preference of these priorities rather than fixed.
    var fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    var solver = Solver()
    /// ``AutoLayoutActivity/generation`` when the engine last synced.
    var syncedGeneration: UInt64 = 0
    private var variables: [ObjectIdentifier: ItemVariables] = [:]
    private var installed: [Key: Installed] = [:]
    private var installedOrder: [Key] = []
    /// User constraints refused as unsatisfiable, reported once each.
    private var broken: Set<ObjectIdentifier> = []
    private var reportedAmbiguity: Set<String> = []
    /// The participating views, parents first, after the last sync.
    private(set) var views: [UIView] = []
    private(set) var guides: [UILayoutGuide] = []
    /// The insets each built-in guide was synced with. Safe-area and margin insets depend on the frames of
    /// the owner and its ancestors, which the same pass may change; a difference after the frames are
    /// assigned needs another sync (``applyFrames()``).
    private var guideInsets: [ObjectIdentifier: UIEdgeInsets] = [:]

    init(root: UIView) { self.root = root }

    /// What the engine's inputs counted when it last settled (``noteCurrent()``).
    private var currentStamp: Stamp?

    /// The counters an engine's inputs are counted in. An engine inside a separate layout root (a table
    /// cell's own, or one measuring a view in a cell) reads that root's counter and the changes outside all
    /// such roots; any other engine reads the window-wide counters, which changes inside the separate roots
    /// do not touch (``UIView/layoutInputsChanged()``).
    private struct Stamp: Equatable {
        let scope: ObjectIdentifier?
        let generation: UInt64
        let geometry: UInt64
        let hierarchy: Int
    }

    private func stampNow() -> Stamp {
        if let scope = root.isSeparateLayoutRoot ? root : root.enclosingSeparateLayoutRoot {
            return Stamp(
                scope: ObjectIdentifier(scope), generation: scope.separateLayoutGeneration,
                geometry: AutoLayoutActivity.outerGeneration, hierarchy: UIView.hierarchyGeneration)
        }
        return Stamp(
            scope: nil, generation: AutoLayoutActivity.generation, geometry: AutoLayoutActivity.geometryGeneration,
            hierarchy: UIView.hierarchyGeneration)
    }

    /// Whether nothing the engine reads changed since it last settled: no constraint, intrinsic size, margin
    /// or guide change (``AutoLayoutActivity/generation``), no geometry change of a view it reads
    /// (``AutoLayoutActivity/geometryGeneration``) and no subview added or removed anywhere
    /// (``UIView/hierarchyGeneration``) — or, for an engine inside a separate layout root, no change counted
    /// in that root (``UIView/separateLayoutGeneration``) or outside every such root
    /// (``AutoLayoutActivity/outerGeneration``). A current engine's solution and the frames it assigned stand.
    var isCurrent: Bool {
        guard let stamp = currentStamp else { return false }
        return stamp == stampNow()
    }

    /// ``AutoLayoutActivity/updateRequests`` when the root's tree was last walked for `updateConstraints()`.
    var walkedUpdateRequests: UInt64?

    /// Records that the tree and the solution agree now (after a settled pass).
    func noteCurrent() {
        currentStamp = stampNow()
    }

    /// How many times any engine listed its tree (``sync()``), for the package's tests: a layout pass
    /// that should do no Auto Layout work leaves it unchanged.
    static var syncCount = 0
    /// How many constraints (the user's and the generated ones) syncs have listed, for the package's tests:
    /// a table frame that reveals one row lists that row's cell, not every visible one.
    static var listedCount = 0
    /// How many times this engine listed its tree.
    private(set) var syncs = 0

    func variables(of item: AnyObject) -> ItemVariables? { variables[ObjectIdentifier(item)] }

    private func makeVariables(_ item: AnyObject) -> ItemVariables {
        if let existing = variables[ObjectIdentifier(item)] { return existing }
        let made = ItemVariables(
            minX: solver.makeVariable(), minY: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
        variables[ObjectIdentifier(item)] = made
        return made
    }

    /// The solved frame of an item in the root's coordinates.
    func rootFrame(of item: AnyObject) -> CGRect? {
        guard let v = variables(of: item) else { return nil }
        return Self.frame(of: v, in: &solver)
    }

    // Reading the solver: a non-mutating call on `solver` through `self` copies the whole solver value (its
    // two dozen arrays retained and released) at each call — 12 % of the view-system soak's time went to
    // those copies from `applyFrames` and `reportAmbiguity` (perf, session 36). An `inout` access borrows
    // the solver where it lies, so the readers below take it that way; they do not change it.

    private static func frame(of v: ItemVariables, in solver: inout Solver) -> CGRect {
        CGRect(
            x: solver.value(of: v.minX), y: solver.value(of: v.minY), width: solver.value(of: v.width),
            height: solver.value(of: v.height))
    }

    private static func isAmbiguous(_ variable: Variable, in solver: inout Solver) -> Bool {
        solver.isAmbiguous(variable)
    }

    // MARK: The pass

    /// Brings the solver in step with the tree. Returns false when the tree uses no Auto Layout.
    @discardableResult
    func sync() -> Bool {
        LayoutEngine.syncCount += 1
        syncs += 1
        currentStamp = nil
        var allViews: [UIView] = []
        collect(root, into: &allViews)
        var userConstraints: [NSLayoutConstraint] = []
        for view in allViews {
            guard let held = view.autoLayout?.constraints, !held.isEmpty else { continue }
            for constraint in held {
                if itemsAreInside(constraint, holder: view) {
                    userConstraints.append(constraint)
                } else {
                    // A view left the holder's subtree: UIKit removes such constraints with the view.
                    constraint.isActive = false
                }
            }
        }
        if userConstraints.isEmpty && installed.isEmpty && fitting == nil { return false }

        // The participating items: every constrained item, its view, and that view's ancestors.
        var participating = Set<ObjectIdentifier>([ObjectIdentifier(root)])
        var referencedGuides: [UILayoutGuide] = []
        func include(_ item: AnyObject?) {
            guard let item else { return }
            if let guide = item as? UILayoutGuide, !referencedGuides.contains(where: { $0 === guide }) {
                referencedGuides.append(guide)
            }
            var view = AutoLayoutDiagnostics.view(of: item)
            while let current = view, participating.insert(ObjectIdentifier(current)).inserted {
                view = current.storedSuperview
            }
        }
        for constraint in userConstraints {
            include(Self.firstItem(of: constraint))
            include(Self.secondItem(of: constraint))
        }
        views = allViews.filter { participating.contains(ObjectIdentifier($0)) }
        // A separate root's own engine pins it at its size and reads nothing else of it (its geometry counts
        // for it anyway: ``UIView/layoutGeometryChanged()``); marking it would make every frame change of a
        // cell invalidate the window's engine too. Its ancestors' frames decide its margins and safe area.
        let ownRoot = root.isSeparateLayoutRoot
        for view in views where !(ownRoot && view === root) { view.isReadByLayoutEngine = true }
        if ownRoot {
            var ancestor = root.storedSuperview
            while let view = ancestor, !view.isReadByLayoutEngine {
                view.isReadByLayoutEngine = true
                ancestor = view.storedSuperview
            }
        }
        guides = referencedGuides

        var wanted: [Wanted] = []
        for view in views { wanted += generated(for: view) }
        for guide in referencedGuides { wanted += generated(for: guide) }
        for constraint in userConstraints {
            if let made = user(constraint) { wanted.append(made) } else { reportIfReachingIntoSeparateRoot(constraint) }
        }
        LayoutEngine.listedCount += wanted.count
        apply(wanted)
        var alive = participating
        for guide in referencedGuides { alive.insert(ObjectIdentifier(guide)) }
        prune(keeping: alive)
        return true
    }

    /// Forgets the items that no longer take part (removed views, views whose constraints were all
    /// deactivated, guides nothing mentions): ``apply(_:)`` already removed every constraint on their
    /// variables, so the solver can reuse the variables' ids. A tree that adds and removes views for a long
    /// time thus keeps the engine's size to what is on screen.
    private func prune(keeping alive: Set<ObjectIdentifier>) {
        guard variables.count > alive.count else { return }
        let gone = variables.keys.filter { !alive.contains($0) }
        for id in gone {
            guard let v = variables.removeValue(forKey: id) else { continue }
            for variable in [v.minX, v.minY, v.width, v.height] { solver.releaseVariable(variable) }
            guideInsets[id] = nil
        }
    }

    /// Drops the participating views and guides kept from the last sync (a measuring engine kept between
    /// measurements needs only its solver: holding its root there would keep the root alive).
    func forgetParticipants() {
        views = []
        guides = []
    }

    /// The items (views and guides) the engine keeps variables for.
    var itemCount: Int { variables.count }

    /// The tree, parents first; a separate layout root below the engine's root is a leaf (its own engine
    /// lists what is inside it).
    private func collect(_ view: UIView, into list: inout [UIView]) {
        list.append(view)
        guard view === root || !view.isSeparateLayoutRoot else { return }
        for subview in view.storedSubviews { collect(subview, into: &list) }
    }

    /// Constraints reported as reaching into a separate layout root, once each.
    private var reportedReaching: Set<ObjectIdentifier> = []

    /// A constraint of this tree that names a view inside a table cell (a separate layout root, solved on
    /// its own) cannot be solved with the cell's insides: it is ignored, and said so once.
    private func reportIfReachingIntoSeparateRoot(_ constraint: NSLayoutConstraint) {
        for item in [Self.firstItem(of: constraint), Self.secondItem(of: constraint)] {
            guard let view = AutoLayoutDiagnostics.view(of: item), let cell = view.enclosingSeparateLayoutRoot,
                cell !== root, cell.isDescendant(of: root)
            else { continue }
            guard reportedReaching.insert(ObjectIdentifier(constraint)).inserted else { return }
            AutoLayoutDiagnostics.report(
                "constraint \(constraint.formatted) names \(view.traceName) inside \(cell.traceName), which lays out its own subtree (a table view cell): constraints between a cell's insides and views outside the cell are ignored; constrain the cell's content to its contentView")
            return
        }
    }

    private func itemsAreInside(_ constraint: NSLayoutConstraint, holder: UIView) -> Bool {
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let item else { continue }
            guard let view = AutoLayoutDiagnostics.view(of: item), view === holder || view.isDescendant(of: holder)
            else { return false }
        }
        return true
    }

    // MARK: What the tree asks for

    private func generated(for view: UIView) -> [Wanted] {
        let v = makeVariables(view)
        let id = ObjectIdentifier(view)
        func fixed(_ index: Int, _ terms: [Term], _ value: CGFloat, items: [ObjectIdentifier] = []) -> Wanted {
            Wanted(
                key: .frame(id, index), terms: terms, constant: -Double(value), relation: .equal, priority: 1000,
                constraint: nil, items: [id] + items)
        }
        if view === root {
            if let fitting {
                return [
                    fixed(0, [Term(v.minX)], 0), fixed(1, [Term(v.minY)], 0),
                    Wanted(
                        key: .fitting(0), terms: [Term(v.width)], constant: -Double(fitting.size.width),
                        relation: .equal, priority: fitting.horizontal.rawValue, constraint: nil, items: [id]),
                    Wanted(
                        key: .fitting(1), terms: [Term(v.height)], constant: -Double(fitting.size.height),
                        relation: .equal, priority: fitting.vertical.rawValue, constraint: nil, items: [id]),
                ]
            }
            let size = view.bounds.size
            return [
                fixed(0, [Term(v.minX)], 0), fixed(1, [Term(v.minY)], 0), fixed(2, [Term(v.width)], size.width),
                fixed(3, [Term(v.height)], size.height),
            ]
        }
        let state = view.autoLayout
        if state?.translatesAutoresizingMask ?? true, let parent = view.storedSuperview,
            let p = variables(of: parent)
        {
            // The frame as it is: the autoresizing mask moves it when the superview resizes, and the next
            // pass picks the new frame up (docs/autolayout.md).
            let frame = view.frame
            let parentID = ObjectIdentifier(parent)
            return [
                fixed(0, [Term(v.minX), Term(p.minX, -1)], frame.minX, items: [parentID]),
                fixed(1, [Term(v.minY), Term(p.minY, -1)], frame.minY, items: [parentID]),
                fixed(2, [Term(v.width)], frame.width), fixed(3, [Term(v.height)], frame.height),
            ]
        }
        var result: [Wanted] = []
        let intrinsic = view.intrinsicContentSize
        let insets = view.alignmentRectInsets
        for (axis, value, variable, inset) in [
            (0, intrinsic.width, v.width, insets.left + insets.right),
            (1, intrinsic.height, v.height, insets.top + insets.bottom),
        ] where value != UIView.noIntrinsicMetric && value.isFinite && value >= 0 {
            let hugging = state?.hugging[axis] ?? .defaultLow
            let compression = state?.compressionResistance[axis] ?? .defaultHigh
            let terms = [Term(variable)]
            let constant = -Double(value + inset)
            result.append(
                Wanted(
                    key: .hug(id, axis), terms: terms, constant: constant, relation: .lessThanOrEqual,
                    priority: hugging.rawValue, constraint: nil, items: [id]))
            result.append(
                Wanted(
                    key: .compress(id, axis), terms: terms, constant: constant, relation: .greaterThanOrEqual,
                    priority: compression.rawValue, constraint: nil, items: [id]))
        }
        return result
    }

    private func generated(for guide: UILayoutGuide) -> [Wanted] {
        guard guide.kind != .custom, let owner = guide.owningView, let o = variables(of: owner) else {
            _ = makeVariables(guide)
            return []
        }
        let g = makeVariables(guide)
        let insets = Self.insets(of: guide, owner: owner)
        let id = ObjectIdentifier(guide)
        guideInsets[id] = insets
        let items = [id, ObjectIdentifier(owner)]
        func equal(_ index: Int, _ terms: [Term], _ offset: CGFloat) -> Wanted {
            Wanted(
                key: .guide(id, index), terms: terms, constant: -Double(offset), relation: .equal, priority: 1000,
                constraint: nil, items: items)
        }
        let horizontal = [
            equal(0, [Term(g.minX), Term(o.minX, -1)], insets.left),
            equal(2, [Term(g.width), Term(o.width, -1)], -(insets.left + insets.right)),
        ]
        switch guide.kind {
        case .scrollContent:
            // The content's origin is the scroll view's bounds origin at offset zero (the engine's variables
            // ignore bounds origins, so content coordinates are the scroll view's unscrolled coordinates);
            // its size is whatever the content's constraints make it.
            return [equal(0, [Term(g.minX), Term(o.minX, -1)], 0), equal(1, [Term(g.minY), Term(o.minY, -1)], 0)]
        case .scrollFrame:
            // The visible rectangle of the content: the scroll view's size, moved by the content offset.
            let offset = (owner as? UIScrollView)?.contentOffset ?? .zero
            return [
                equal(0, [Term(g.minX), Term(o.minX, -1)], offset.x), equal(2, [Term(g.width), Term(o.width, -1)], 0),
                equal(1, [Term(g.minY), Term(o.minY, -1)], offset.y), equal(3, [Term(g.height), Term(o.height, -1)], 0),
            ]
        case .topLayout:
            // From the owner's top edge down to the safe area's top.
            return horizontal + [
                equal(1, [Term(g.minY), Term(o.minY, -1)], 0), equal(3, [Term(g.height)], insets.top),
            ]
        case .bottomLayout, .keyboard:
            // From the safe area's bottom (the keyboard's top) down to the owner's bottom edge.
            return horizontal + [
                equal(1, [Term(g.minY), Term(g.height), Term(o.minY, -1), Term(o.height, -1)], 0),
                equal(3, [Term(g.height)], insets.bottom),
            ]
        default:
            return horizontal + [
                equal(1, [Term(g.minY), Term(o.minY, -1)], insets.top),
                equal(3, [Term(g.height), Term(o.height, -1)], -(insets.top + insets.bottom)),
            ]
        }
    }

    /// The insets a built-in guide is laid out with: the margins, or the safe area (the layout-support
    /// guides span the whole width; only their heights come from the safe area).
    static func insets(of guide: UILayoutGuide, owner: UIView) -> UIEdgeInsets {
        switch guide.kind {
        case .margins: return owner.effectiveLayoutMargins
        case .safeArea: return owner.safeAreaInsets
        case .topLayout, .bottomLayout:
            let safe = owner.safeAreaInsets
            return UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
        case .keyboard: return UIEdgeInsets(top: 0, left: 0, bottom: UIKeyboardLayoutGuide.height(in: owner), right: 0)
        case .custom, .scrollContent, .scrollFrame: return .zero
        }
    }

    /// The constraint's first item as the engine lays it out: a scroll view's edge related to its content
    /// is its content guide's (``ScrollViewContentRule``).
    private static func firstItem(of constraint: NSLayoutConstraint) -> AnyObject? {
        ScrollViewContentRule.effectiveItem(
            constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem)
    }

    /// The constraint's second item as the engine lays it out (see ``firstItem(of:)``).
    private static func secondItem(of constraint: NSLayoutConstraint) -> AnyObject? {
        ScrollViewContentRule.effectiveItem(
            constraint.secondItem, constraint.secondAttribute, other: constraint.firstItem)
    }

    /// `first − multiplier × second − constant (relation) 0`.
    private func user(_ constraint: NSLayoutConstraint) -> Wanted? {
        guard let firstItem = Self.firstItem(of: constraint),
            var (terms, constant) = expression(firstItem, constraint.firstAttribute)
        else { return nil }
        var items = [ObjectIdentifier(firstItem)]
        if let secondItem = Self.secondItem(of: constraint) {
            guard let (secondTerms, secondConstant) = expression(secondItem, constraint.secondAttribute) else {
                return nil
            }
            let m = Double(constraint.multiplier)
            terms += secondTerms.map { Term($0.variable, -m * $0.coefficient) }
            constant -= m * secondConstant
            items.append(ObjectIdentifier(secondItem))
        }
        constant -= Double(constraint.constant)
        let relation: Layout.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Wanted(
            key: .user(ObjectIdentifier(constraint)), terms: terms, constant: constant, relation: relation,
            priority: constraint.priority.rawValue, constraint: constraint, items: items)
    }

    /// An attribute as `Σ terms + constant` over the item's frame variables.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> ([Term], Double)? {
        guard let v = variables(of: item) else { return nil }
        let view = item as? UIView
        let align = view?.alignmentRectInsets ?? .zero
        let margins = view?.effectiveLayoutMargins ?? .zero
        let left = Double(align.left), right = Double(align.right), top = Double(align.top)
        let bottom = Double(align.bottom)
        switch attribute {
        case .left, .leading: return ([Term(v.minX)], left)
        case .right, .trailing: return ([Term(v.minX), Term(v.width)], -right)
        case .centerX: return ([Term(v.minX), Term(v.width, 0.5)], (left - right) / 2)
        case .width: return ([Term(v.width)], -(left + right))
        case .top: return ([Term(v.minY)], top)
        case .bottom: return ([Term(v.minY), Term(v.height)], -bottom)
        case .firstBaseline, .lastBaseline:
            if let view, let baseline = baseline(of: view, first: attribute == .firstBaseline) {
                return ([Term(v.minY)] + (baseline.fraction == 0 ? [] : [Term(v.height, baseline.fraction)]),
                        baseline.constant)
            }
            return ([Term(v.minY), Term(v.height)], -bottom)
        case .centerY: return ([Term(v.minY), Term(v.height, 0.5)], (top - bottom) / 2)
        case .height: return ([Term(v.height)], -(top + bottom))
        case .leftMargin, .leadingMargin: return ([Term(v.minX)], Double(margins.left))
        case .rightMargin, .trailingMargin: return ([Term(v.minX), Term(v.width)], -Double(margins.right))
        case .topMargin: return ([Term(v.minY)], Double(margins.top))
        case .bottomMargin: return ([Term(v.minY), Term(v.height)], -Double(margins.bottom))
        case .centerXWithinMargins:
            return ([Term(v.minX), Term(v.width, 0.5)], Double(margins.left - margins.right) / 2)
        case .centerYWithinMargins:
            return ([Term(v.minY), Term(v.height, 0.5)], Double(margins.top - margins.bottom) / 2)
        case .notAnAttribute: return nil
        }
    }

    /// A view's first or last baseline as `minY + fraction × height + constant`, or `nil` for its bottom
    /// edge. The view's own baseline (``UIView/baselinePosition(first:)``) is linear in its height; a
    /// descendant's (``UIView/forFirstBaselineLayout``) is taken from the frames as they are now.
    private func baseline(of view: UIView, first: Bool) -> (fraction: Double, constant: Double)? {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if target === view {
            guard let position = view.baselinePosition(first: first) else { return nil }
            return (Double(position.heightFraction), Double(position.constant))
        }
        guard target.isDescendant(of: view) else { return nil }
        // The baseline comes from the descendant's frame: its geometry changes must reach the engine too.
        var reader: UIView? = target
        while let current = reader, current !== view {
            current.isReadByLayoutEngine = true
            reader = current.storedSuperview
        }
        let y: CGFloat
        if let position = target.baselinePosition(first: first) {
            y = target.bounds.minY + position.heightFraction * target.bounds.height + position.constant
        } else {
            y = target.bounds.maxY - target.alignmentRectInsets.bottom
        }
        return (0, Double(target.convert(CGPoint(x: 0, y: y), to: view).y - view.bounds.minY))
    }

    // MARK: Changing the solver

    private func sameStructure(_ a: [Term], _ b: [Term]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x.variable != y.variable || x.coefficient != y.coefficient { return false }
        return true
    }

    private func apply(_ wanted: [Wanted]) {
        // Removals first, so a replaced constraint never conflicts with its successor. (Keys are unique in
        // `wanted`: when as many of them are installed as there are installed constraints, none is gone, and
        // the set of wanted keys need not be built.)
        var presentCount = 0
        for want in wanted where installed[want.key] != nil { presentCount += 1 }
        if presentCount != installed.count {
            var wantedKeys = Set<Key>()
            for want in wanted { wantedKeys.insert(want.key) }
            for key in installedOrder where !wantedKeys.contains(key) { remove(key) }
        }
        // Replaced constraints also go before anything is added. A constraint made after another was freed
        // can get its address, hence its key: without this, the new one could meet the old constraint that
        // key stood for (still installed until its key came up) and be refused as conflicting.
        for want in wanted {
            guard let present = installed[want.key] else { continue }
            if !sameStructure(present.terms, want.terms) || present.relation != want.relation
                || present.priority != want.priority
            {
                remove(want.key)
            }
        }
        for want in wanted {
            if let present = installed[want.key] {
                if present.constant != want.constant {
                    updateConstant(want, present)
                }
                continue
            }
            add(want)
        }
        if orderNeedsCompacting {
            orderNeedsCompacting = false
            var seen = Set<Key>()
            installedOrder = installedOrder.filter { installed[$0] != nil && seen.insert($0).inserted }
        }
        if !broken.isEmpty {
            broken = broken.intersection(Set(wanted.compactMap { $0.constraint.map(ObjectIdentifier.init) }))
        }
    }

    /// Whether ``installedOrder`` may hold removed or repeated keys (a constraint was removed since it was
    /// last compacted).
    private var orderNeedsCompacting = false

    private func remove(_ key: Key) {
        guard let present = installed.removeValue(forKey: key) else { return }
        orderNeedsCompacting = true
        try? solver.removeConstraint(present.id)
    }

    private func add(_ want: Wanted) {
        let expression = LinearExpression(want.terms, constant: want.constant)
        do {
            let id = try solver.addConstraint(expression, want.relation, priority: Priority(want.priority))
            installed[want.key] = Installed(
                id: id, constant: want.constant, terms: want.terms, relation: want.relation, priority: want.priority, items: want.items,
                description: want.constraint?.formatted ?? describeGenerated(want))
            installedOrder.append(want.key)
            if let constraint = want.constraint { broken.remove(ObjectIdentifier(constraint)) }
        } catch {
            reportUnsatisfiable(want)
        }
    }

    private func updateConstant(_ want: Wanted, _ present: Installed) {
        do {
            try solver.setConstant(want.constant, of: present.id)
            installed[want.key]?.constant = want.constant
        } catch {
            // The new constant conflicts with required constraints: break this one, as UIKit would.
            remove(want.key)
            reportUnsatisfiable(want)
        }
    }

    /// "Unable to simultaneously satisfy constraints", with the constraints that share an item with the
    /// one broken (the candidates a person would look at) and the broken one.
    private func reportUnsatisfiable(_ want: Wanted) {
        if let constraint = want.constraint {
            guard broken.insert(ObjectIdentifier(constraint)).inserted else { return }
        }
        let items = Set(want.items)
        let related = installedOrder.compactMap { key -> String? in
            guard let present = installed[key], !items.isDisjoint(with: present.items) else { return nil }
            return present.description
        }
        let brokenText = want.constraint?.formatted ?? describeGenerated(want)
        AutoLayoutDiagnostics.report(
            "Unable to simultaneously satisfy constraints: [\((related + [brokenText]).joined(separator: "; "))]; "
                + "will attempt to recover by breaking \(brokenText)")
    }

    private func describeGenerated(_ want: Wanted) -> String {
        let name = views.first { ObjectIdentifier($0) == want.items.first }.map(\.traceName) ?? "view"
        switch want.key {
        case .frame(_, let index):
            return "(autoresizing mask) \(name).\(["minX", "minY", "width", "height"][index])"
        case .hug(_, let axis): return "(content hugging) \(name).\(axis == 0 ? "width" : "height")"
        case .compress(_, let axis): return "(compression resistance) \(name).\(axis == 0 ? "width" : "height")"
        case .guide(_, let index): return "(layout guide) \(["minX", "minY", "width", "height"][index])"
        case .fitting(let axis): return "(fitting size) \(axis == 0 ? "width" : "height")"
        case .user: return "constraint"
        }
    }

    // MARK: Results

    /// Sets the frames of the views that do not translate their autoresizing mask, parents first, and the
    /// guides' layout frames. Returns whether a frame the engine read as a constant moved meanwhile (an
    /// autoresized subview), which needs another sync.
    func applyFrames() -> Bool {
        for view in views where view !== root && !(view.autoLayout?.translatesAutoresizingMask ?? true) {
            guard let parent = view.storedSuperview, let own = rootFrame(of: view), let outer = rootFrame(of: parent)
            else { continue }
            let frame = CGRect(x: own.minX - outer.minX, y: own.minY - outer.minY, width: own.width, height: own.height)
            if view.frame != frame { view.frame = frame }
        }
        for guide in guides {
            guard let owner = guide.owningView, let own = rootFrame(of: guide), let outer = rootFrame(of: owner)
            else { continue }
            guide.layoutFrame = CGRect(
                x: own.minX - outer.minX, y: own.minY - outer.minY, width: own.width, height: own.height)
            if guide.kind == .scrollContent, let scrollView = owner as? UIScrollView,
                let g = variables(of: guide)
            {
                scrollView.adoptSolvedContentSize(
                    width: Self.isAmbiguous(g.width, in: &solver) ? nil : max(own.width, 0),
                    height: Self.isAmbiguous(g.height, in: &solver) ? nil : max(own.height, 0))
            }
        }
        for guide in guides where guide.kind != .custom {
            guard let owner = guide.owningView, let synced = guideInsets[ObjectIdentifier(guide)] else { continue }
            let now = Self.insets(of: guide, owner: owner)
            if now != synced { return true }
        }
        for view in views where view !== root && (view.autoLayout?.translatesAutoresizingMask ?? true) {
            guard let own = rootFrame(of: view), let parent = view.storedSuperview,
                let outer = rootFrame(of: parent)
            else { continue }
            if abs(view.frame.minX - (own.minX - outer.minX)) > 1e-9 || abs(view.frame.minY - (own.minY - outer.minY)) > 1e-9
                || abs(view.frame.width - own.width) > 1e-9 || abs(view.frame.height - own.height) > 1e-9
            {
                return true
            }
        }
        return false
    }

    /// Whether the solution leaves the view free to move on `axis`.
    func isAmbiguous(_ view: UIView, axis: NSLayoutConstraint.Axis) -> Bool {
        guard let v = variables(of: view) else { return false }
        return axis == .horizontal
            ? Self.isAmbiguous(v.minX, in: &solver) || Self.isAmbiguous(v.width, in: &solver)
            : Self.isAmbiguous(v.minY, in: &solver) || Self.isAmbiguous(v.height, in: &solver)
    }

    /// Another frame the constraints allow for an ambiguous view, in its superview's coordinates: each free
    /// axis' first free variable (origin before size) pinned 10 points further (or 10 points back when the
    /// constraints stop it), solved, read, and unpinned, so the solver keeps its own solution. `nil` when the
    /// view is not ambiguous or no other frame is found.
    func exercisedFrame(of view: UIView) -> CGRect? {
        guard let v = variables(of: view), let parent = view.storedSuperview, variables(of: parent) != nil
        else { return nil }
        var pins: [ConstraintID] = []
        defer { for pin in pins { try? solver.removeConstraint(pin) } }
        for (origin, size) in [(v.minX, v.width), (v.minY, v.height)] {
            guard let free = [origin, size].first(where: { solver.isAmbiguous($0) }) else { continue }
            let value = solver.value(of: free)
            for step in [10.0, -10.0] {
                let pin = LinearExpression([Term(free)], constant: -(value + step))
                if let id = try? solver.addConstraint(pin, .equal, priority: .required) {
                    pins.append(id)
                    break
                }
            }
        }
        guard !pins.isEmpty, let own = rootFrame(of: view), let outer = rootFrame(of: parent) else { return nil }
        return CGRect(x: own.minX - outer.minX, y: own.minY - outer.minY, width: own.width, height: own.height)
    }

    /// Puts each newly ambiguous view and axis on the trace once.
    func reportAmbiguity() {
        var current: Set<String> = []
        for view in views where view !== root && !(view.autoLayout?.translatesAutoresizingMask ?? true) {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] where isAmbiguous(view, axis: axis) {
                let key = "\(view.traceName) \(axis == .horizontal ? "horizontal" : "vertical")"
                current.insert(key)
                if !reportedAmbiguity.contains(key) {
                    AutoLayoutDiagnostics.report(
                        "ambiguous layout: \(view.traceName) on the \(axis == .horizontal ? "horizontal" : "vertical") axis (its constraints allow more than one \(axis == .horizontal ? "x or width" : "y or height"))")
                }
            }
        }
        reportedAmbiguity = current
    }

    /// User constraints installed now that mention `item` on `axis`.
    func installedUserConstraints() -> Set<ObjectIdentifier> {
        var result = Set<ObjectIdentifier>()
        for key in installed.keys { if case .user(let id) = key { result.insert(id) } }
        return result
    }
}
