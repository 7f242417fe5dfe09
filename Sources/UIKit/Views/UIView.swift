/// A rectangular area of a window: the unit of hit testing, touch delivery and layout.
///
/// Geometry follows the class reference exactly: ``center`` is in the superview's coordinates, ``bounds``
/// in the view's own; ``transform`` applies about the anchor point (the centre by default); ``frame`` is
/// derived from them and, with a non-identity transform, is the bounding box of the transformed bounds.
/// The overridable members live here; their default behaviour is implemented in the `UIView+…` files.
@MainActor
open class UIView: UIResponder {
    // MARK: Stored geometry

    @exclusivity(unchecked) var storedCenter: CGPoint = .zero {
        didSet {
            noteCompositingChange()
            if isReadByLayoutEngine || isSeparateLayoutRoot { layoutGeometryChanged() }
        }
    }
    @exclusivity(unchecked) var storedBounds: CGRect = .zero {
        didSet {
            noteCompositingChange()
            // Only the size: engines ignore bounds origins (a scroll view's frame guide, which follows the
            // offset, is marked through `constraintsChanged()` when it scrolls).
            if isReadByLayoutEngine || isSeparateLayoutRoot, oldValue.size != storedBounds.size { layoutGeometryChanged() }
        }
    }
    @exclusivity(unchecked) var storedTransform: CGAffineTransform = .identity {
        didSet {
            noteCompositingChange()
            if isReadByLayoutEngine || isSeparateLayoutRoot { layoutGeometryChanged() }
        }
    }
    /// The inverse of `storedTransform`, kept because hit testing needs it on every event.
    @exclusivity(unchecked) var storedInverseTransform: CGAffineTransform = .identity
    /// The layer's ``CALayer/anchorPoint``, kept in the view: hit testing reads it for every view it
    /// visits, and reaching it through the lazily created layer cost a layer per view and a tenth of a
    /// hit test (callgrind, docs/benchmarks.md).
    @exclusivity(unchecked) var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            noteCompositingChange()
            if isReadByLayoutEngine || isSeparateLayoutRoot { layoutGeometryChanged() }
        }
    }
    /// Whether an Auto Layout engine reads this view's frame (it took part in a sync): a change of its
    /// geometry then counts in ``AutoLayoutActivity/geometryGeneration`` (or, inside a table cell, in the
    /// cell's ``separateLayoutGeneration``), so a layout pass knows the engine must look at the tree again.
    /// Never cleared (a stale `true` only costs a sync).
    @exclusivity(unchecked) var isReadByLayoutEngine = false
    /// Whether the view's subtree is laid out by an Auto Layout engine of its own rather than its window's:
    /// a table view's cells, whose frames the table sets (docs/decisions.md, "Table cells solve their own
    /// constraints"). Changing it hands the subtree from one engine to the other at the next pass.
    @exclusivity(unchecked) var isSeparateLayoutRoot = false {
        didSet { if oldValue != isSeparateLayoutRoot { separateLayoutRootChanged() } }
    }
    /// For a separate layout root: counts changes of what its engine reads inside it (its constraints,
    /// intrinsic sizes, the geometry of the views it reads, its own geometry), so its engine knows when to
    /// look at its subtree again without the window's counters (``AutoLayoutActivity``) telling every cell.
    @exclusivity(unchecked) var separateLayoutGeneration: UInt64 = 0
    /// For a separate layout root: what its counters were when its engine last settled, so the layout pass
    /// passes a settled cell without asking its engine (``UIView/separateLayoutIsSettled``).
    @exclusivity(unchecked) var separateLayoutSettled = SeparateLayoutStamp.never
    /// For the root of a tree (a window): what the counters its engine reads were when that engine last
    /// settled, so the layout pass passes a settled window without asking its engine
    /// (``UIView/rootLayoutIsSettled``).
    @exclusivity(unchecked) var rootLayoutSettled = RootLayoutStamp.never

    // MARK: Stored hierarchy

    @exclusivity(unchecked) var storedSubviews: [UIView] = [] {
        didSet {
            UIView.hierarchyGeneration &+= 1
            noteCompositingChange()
        }
    }
    /// Counts changes of any view's subviews or `accessibilityIdentifier`, so names derived from them
    /// (``traceName``, a recognizer's trace name) know when to be built again. Read on every traced
    /// delivery, never across a call that could write it: unchecked, so the read costs no runtime
    /// exclusivity check (callgrind, docs/benchmarks.md, "Cheap trace emission").
    @exclusivity(unchecked) static var hierarchyGeneration = 0
    /// The last ``traceName`` built from the hierarchy, and the ``hierarchyGeneration`` it was built in.
    @exclusivity(unchecked) var cachedTraceName: (generation: Int, name: String)?
    /// The superview. Not `weak`: a weak reference gives every view with subviews a side table, which
    /// sends each retain and release of that view (hit testing, the responder chain, every frame) down the
    /// runtime's slow path: a third of a hit test (callgrind, docs/benchmarks.md). The superview holds
    /// its subviews, so the pointer is valid while it is set; it is cleared when the view is removed and,
    /// for subviews that outlive it, by the superview's `deinit` (docs/decisions.md).
    @exclusivity(unchecked) unowned(unsafe) var storedSuperview: UIView?
    /// The view controller whose root view this is: the responder that follows the view in the chain.
    @exclusivity(unchecked) weak var owningViewController: UIViewController?
    @exclusivity(unchecked) var storedGestureRecognizers: [UIGestureRecognizer]?
    /// ``interactions`` (UIView+Interactions.swift).
    var storedInteractions: [UIInteraction] = []
    /// How many running animations without `.allowUserInteraction` animate this view.
    @exclusivity(unchecked) var interactionBlockingAnimations = 0
    /// Whether ``layoutSubviews()`` is due at the next layout pass (``setNeedsLayout()``). Unchecked like the
    /// other state the layout pass reads of every view it enters.
    @exclusivity(unchecked) var needsLayoutFlag = false
    /// Whether the layout pass must enter this view: it needs layout, a view below it does, or a separate
    /// layout root at or below it may have to solve its constraints. Set up the superview chain by
    /// ``markLayoutBranch()``, cleared when the pass enters the view; a clear view's subtree is passed by, as
    /// UIKit passes by a layer without its "descendant needs layout" flag (docs/decisions.md, "Which
    /// branches a layout pass enters").
    @exclusivity(unchecked) var layoutBranchMarked = false
    /// Whether a subview's branch is marked (``layoutBranchMarked`` set on a subview): the pass looks at the
    /// subviews only then. Set with ``layoutBranchMarked`` on every ancestor ``markLayoutBranch()`` walks
    /// through, cleared when the pass enters the view: a scroll frame that marks only a collection view passes
    /// by its cells without reading each one's mark.
    @exclusivity(unchecked) var subviewBranchMarked = false
    /// At the root of a tree: what the counters that can unsettle any separate layout root were when a
    /// pass last entered every view of it (``LayoutWalkStamp``).
    @exclusivity(unchecked) var layoutWalkStamp = LayoutWalkStamp.never
    /// Auto Layout state (constraints held, guides, intrinsic-size priorities); nil until the view uses
    /// Auto Layout. Behaviour lives in Sources/UIKit/AutoLayout/.
    var autoLayout: AutoLayoutState?

    /// The backing layer. Linux has no Core Animation; the layer carries the anchor point and lets
    /// animations be removed.
    public private(set) lazy var layer: CALayer = CALayer(view: self)

    /// Subviews that outlive their superview (someone else holds them) must not point at it.
    isolated deinit {
        for subview in storedSubviews where subview.storedSuperview === self { subview.storedSuperview = nil }
        // Recognizers that outlive their view (someone else holds them) must not point at it either.
        for recognizer in storedGestureRecognizers ?? [] where recognizer.view === self { recognizer.view = nil }
        UIView.hierarchyGeneration &+= 1
    }

    // MARK: Initializers

    /// Creates a view with a frame in its future superview's coordinates. Sets ``center`` and ``bounds``
    /// from it, as the class reference says.
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry

    /// The view's location and size in its superview's coordinates. Setting it sets ``center`` and
    /// ``bounds``'s size. With a non-identity transform it reports the bounding box of the transformed
    /// bounds.
    open var frame: CGRect {
        get { computedFrame }
        set { setFrame(newValue) }
    }

    /// The view's location and size in its own coordinates. Its origin shifts where subviews appear
    /// (scrolling); a size change grows or shrinks the view around its centre.
    open var bounds: CGRect {
        get { storedBounds }
        set { setBounds(newValue) }
    }

    /// The centre of the frame in the superview's coordinates (strictly: the anchor point's position).
    open var center: CGPoint {
        get { storedCenter }
        set {
            recordAnimatedChange()
            storedCenter = newValue
        }
    }

    /// The transform applied about the anchor point (the centre by default).
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            recordAnimatedChange()
            storedTransform = newValue
            storedInverseTransform = newValue.inverted()
        }
    }

    // MARK: Hierarchy

    /// The superview, or `nil`.
    open var superview: UIView? { storedSuperview }

    /// The subviews, back-most first.
    open var subviews: [UIView] { storedSubviews }

    /// The window this view is in, or `nil` when it is not in a window.
    open var window: UIWindow? { findWindow() }

    /// The next responder: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? storedSuperview }

    /// Appends `view` as the front-most subview, removing it from its previous superview first.
    open func addSubview(_ view: UIView) { insertSubviewChecked(view, .index(storedSubviews.count)) }

    /// Inserts `view` at `index` of ``subviews`` (0 is back-most).
    open func insertSubview(_ view: UIView, at index: Int) { insertSubviewChecked(view, .index(index)) }

    /// Inserts `view` just in front of `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, relativeTo: siblingSubview, above: true)
    }

    /// Inserts `view` just behind `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, relativeTo: siblingSubview, above: false)
    }

    /// Moves `view` to the front (the end of ``subviews``).
    open func bringSubviewToFront(_ view: UIView) { reorderSubview(view, toFront: true) }

    /// Moves `view` to the back (the start of ``subviews``).
    open func sendSubviewToBack(_ view: UIView) { reorderSubview(view, toFront: false) }

    /// Swaps the subviews at two indices. Neither view changes superview, so no callbacks fire.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { swapSubviews(index1, index2) }

    /// Unlinks the view from its superview, its window and the responder chain.
    open func removeFromSuperview() { detachFromSuperview() }

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view with `tag`, searching depth-first from this view (included).
    open func viewWithTag(_ tag: Int) -> UIView? { findView(withTag: tag) }

    // MARK: Observing hierarchy changes (do nothing by default)

    /// A subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// A subview is about to be removed or moved to another superview.
    open func willRemoveSubview(_ subview: UIView) {}
    /// The superview is about to change.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// The superview changed.
    open func didMoveToSuperview() {}
    /// The window is about to change.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// The window changed.
    open func didMoveToWindow() {}

    // MARK: Hit testing

    /// The farthest descendant (or this view) containing `point`, in this view's coordinates. Hidden,
    /// non-interactive, nearly transparent (`alpha < 0.01`) and animating views are skipped with their
    /// subtrees; subviews are tried front-most first; points outside ``bounds`` never hit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Whether `point` (in this view's coordinates) is inside ``bounds``.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Visibility and interaction

    /// Whether the view is hidden; hidden views and their subtrees receive no touches.
    @exclusivity(unchecked) open var isHidden: Bool = false {
        // A stack view collapses a hidden arranged view and makes room for one shown again.
        didSet {
            noteCompositingChange()
            if isHidden != oldValue { (storedSuperview as? UIStackView)?.arrangedSubviewChanged(self) }
        }
    }
    /// Opacity, 0 to 1. Views below 0.01 receive no touches. Default 1.
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        didSet {
            recordAnimatedChange()
            noteCompositingChange()
        }
    }
    /// A drawing hint. Default `true`.
    open var isOpaque: Bool = true
    /// Whether subviews are clipped to bounds when drawn. Hit testing clips to bounds regardless.
    @exclusivity(unchecked) open var clipsToBounds: Bool = false {
        didSet { noteCompositingChange() }
    }
    /// The background colour; `nil` is transparent.
    @exclusivity(unchecked) open var backgroundColor: UIColor? {
        didSet {
            recordAnimatedChange()
            noteCompositingChange()
        }
    }
    /// Whether the view receives touches, presses and gestures. Default `true`.
    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true
    /// Whether the view receives more than one touch at a time in its `touches*` methods. Default `false`.
    @exclusivity(unchecked) open var isMultipleTouchEnabled: Bool = false
    /// Whether the view tracks touches exclusively in its window. Default `false`.
    @exclusivity(unchecked) open var isExclusiveTouch: Bool = false
    /// An integer that identifies the view. Default 0.
    open var tag: Int = 0
    /// A string that identifies the view in traces and tests (the trace prints it).
    @exclusivity(unchecked) open var accessibilityIdentifier: String? {
        // The trace's cached names derive from it.
        didSet { UIView.hierarchyGeneration &+= 1 }
    }
    /// The tint colour; inherited from the superview when not set.
    open var tintColor: UIColor! {
        get { storedTintColor ?? storedSuperview?.tintColor ?? UIColor.systemBlue }
        set {
            storedTintColor = newValue
            notifyTintColorChange()
        }
    }
    var storedTintColor: UIColor?

    // MARK: Drawing (implemented in Sources/UIKit/Drawing)

    /// What changed since the compositor last looked (Sources/UIKit/Drawing/UIView+CompositingChanges.swift).
    /// Declared right before ``compositedSummary``: the walk's early-out reads both, adjacent in memory (one
    /// or two cache lines per view on a cold frame, docs/benchmarks.md, "Session 33").
    @exclusivity(unchecked) var compositingMarks = CompositingMarks()
    /// The part of ``displayState``'s compositor record read of every view a frame passes by, in plain
    /// values next to the marks (Sources/UIKit/Drawing/CompositedView.swift).
    @exclusivity(unchecked) var compositedSummary = CompositedSummary()
    /// Cached content, the invalid rectangle, and what the compositor showed last frame. Read for every
    /// view a frame's walk looks at: unchecked like the other hot stored properties (the runtime's
    /// exclusivity check was a measurable part of a one-view frame, docs/benchmarks.md).
    @exclusivity(unchecked) var displayState = ViewDisplayState()
    /// The view this one is the ``mask`` of: changes inside a mask reach the masked view.
    @exclusivity(unchecked) unowned(unsafe) var maskedView: UIView?

    /// Draws the view's content into the current context (``UIGraphicsGetCurrentContext()``), in the
    /// view's coordinates, within `rect`: the part of ``bounds`` that is invalid. Called only when the
    /// content is invalid (first display, ``setNeedsDisplay()``, a resize with ``ContentMode/redraw``);
    /// never call it yourself. The default draws nothing, and a view that does not override it has no
    /// bitmap at all.
    open func draw(_ rect: CGRect) { displayState.defaultDrawRan = true }

    /// Marks the whole content invalid; ``draw(_:)`` runs once before the next frame is composited.
    open func setNeedsDisplay() { invalidateContent(storedBounds) }

    /// Adds `invalidRect` (in the view's coordinates) to the invalid part of the content; the next
    /// ``draw(_:)`` receives the union of every rectangle marked since the last one.
    open func setNeedsDisplay(_ invalidRect: CGRect) { invalidateContent(invalidRect) }

    /// Whether the invalid part of the bitmap is cleared to transparent black before ``draw(_:)``.
    /// Default `true`; with `false` the previous content stays under the new drawing.
    open var clearsContextBeforeDrawing: Bool = true

    /// A view whose alpha channel masks this view's content and subviews; its ``frame`` is in this
    /// view's coordinates. Default `nil`.
    @exclusivity(unchecked) open var mask: UIView? {
        didSet { maskChanged(from: oldValue) }
    }

    /// Called when ``tintColor`` changes on this view or an ancestor it inherits from. Does nothing by
    /// default; views that draw with the tint override it to call ``setNeedsDisplay()``.
    open func tintColorDidChange() {}

    // MARK: Layout

    /// How the view resizes when its superview's bounds change. Default none.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view autoresizes its subviews when its bounds change. Default `true`.
    open var autoresizesSubviews: Bool = true
    /// How content is fitted when the bounds change (stored; there is no renderer). Default `.scaleToFill`.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { noteCompositingChange() }
    }
    /// Space between the view's edges and its content, in points. Default 8 on each side.
    open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            layoutMarginsDidChange()
            if AutoLayoutActivity.anyUse { constraintsChanged() }  // margin anchors move
        }
    }
    /// Whether the superview's margins are respected too (stored). Default `false`.
    open var preservesSuperviewLayoutMargins: Bool = false {
        didSet { if AutoLayoutActivity.anyUse, oldValue != preservesSuperviewLayoutMargins { constraintsChanged() } }
    }
    /// Called when ``layoutMargins`` change. Does nothing by default.
    open func layoutMarginsDidChange() {}

    /// Lays out subviews. Frames from Auto Layout are already applied when it runs (the engine solves
    /// before the pass descends; docs/autolayout.md); override to set frames yourself.
    /// Called by the layout pass after the subviews were autoresized.
    open func layoutSubviews() {}

    // MARK: Auto Layout (overridable parts; the rest is in Sources/UIKit/AutoLayout/)

    /// The size the view wants from its content, or ``UIView/noIntrinsicMetric`` on an axis without one.
    /// The default has none. Call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Updates the view's constraints; called by the update-constraints pass (leaves first) when the view
    /// needs it (``setNeedsUpdateConstraints()``). Does nothing by default; overrides call `super` last.
    open func updateConstraints() {}

    /// Insets from the frame to the alignment rectangle, which constraints align. Default zero.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The view whose first baseline is this view's ``firstBaselineAnchor``. Default `self`: a view
    /// without text has its baseline at the bottom of its alignment rectangle, a ``UILabel`` at its first
    /// line of text. Override to return a descendant (a container whose baseline is its label's).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline is this view's ``lastBaselineAnchor``. Default `self` (see
    /// ``forFirstBaselineLayout``).
    open var forLastBaselineLayout: UIView { self }

    /// Where the view's own first or last baseline is, as `minY + heightFraction × height + constant`
    /// in its superview, so Auto Layout keeps it linear in the view's height; `nil` (the default) means
    /// the bottom of the alignment rectangle. ``UILabel`` overrides it.
    func baselinePosition(first: Bool) -> (heightFraction: CGFloat, constant: CGFloat)? { nil }

    /// Marks the view as needing layout in the next layout pass.
    open func setNeedsLayout() { markNeedsLayout() }

    /// Lays out now: from the top-most ancestor that needs layout, down through its whole subtree.
    open func layoutIfNeeded() { performLayoutIfNeeded() }

    /// The size that best fits `size`. The default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        var newFrame = frame
        newFrame.size = fitted
        frame = newFrame
    }

    // MARK: Gesture recognizers

    /// The attached recognizers; `nil` until one is added, an empty array after all were removed.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers }
        set { replaceGestureRecognizers(newValue) }
    }

    /// Attaches a recognizer; it receives touches hit-tested to this view and its subviews.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attach(gestureRecognizer) }

    /// Detaches and releases a recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detach(gestureRecognizer) }

    /// Asked before an attached recognizer (or one whose touches this view would lose) leaves `possible`.
    /// Returning `false` makes it fail. Default `true`.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Editing

    /// Makes the first responder inside this view resign. Returns whether it resigned.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        // Outside every window the subtree holds no first responder (leaving a window resigns it).
        guard let application = window?.application, let responder = application.firstResponder as? UIView,
              responder.isDescendant(of: self)
        else { return true }
        if force {
            application.firstResponder = nil
            return true
        }
        return responder.resignFirstResponder()
    }
}
