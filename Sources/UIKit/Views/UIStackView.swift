/// A view that lines up its arranged subviews in a row or a column with Auto Layout constraints it makes
/// and keeps up to date itself, as UIKit's does.
///
/// The constraints (identifiers `UISV-…`, held by the stack view, so ``UIView/constraints``,
/// ``UIView/constraintsAffectingLayout(for:)`` and ``UIView/hasAmbiguousLayout`` see them) are rebuilt in the
/// update-constraints pass after any change: an arranged view added, inserted, removed, hidden or shown,
/// its intrinsic size changed, or one of ``axis``, ``distribution``, ``alignment``, ``spacing``, custom
/// spacing or ``isLayoutMarginsRelativeArrangement`` set. Arranged views get
/// `translatesAutoresizingMaskIntoConstraints = false`. A hidden arranged view collapses to zero length along
/// the axis and the spacing next to it goes away. The rules for each distribution and alignment are in
/// docs/stack-view.md.
///
/// Differences from iOS: layouts are left to right; the stack view draws only its background colour;
/// `isBaselineRelativeArrangement` is not provided.
@MainActor
open class UIStackView: UIView {
    /// How the arranged views share the length along the axis.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// Views keep their intrinsic lengths; the one with the lowest hugging (or, shrinking, compression
        /// resistance) priority takes the difference, the last such view among equals.
        case fill
        /// Every view has the same length.
        case fillEqually
        /// Lengths are proportional to the views' intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths and the gaps between them are equal (at least ``spacing``).
        case equalSpacing
        /// The distances between the views' centres are equal (gaps at least ``spacing``).
        case equalCentering
    }

    /// How the arranged views are placed across the axis.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Views fill the stack view's width (vertical) or height (horizontal).
        case fill
        /// Vertical stacks: against the leading edge.
        case leading
        /// Horizontal stacks: against the top edge (the same value as ``leading``).
        public static let top = Alignment.leading
        /// Horizontal stacks: first baselines aligned (vertical stacks treat it as ``fill``).
        case firstBaseline
        /// Centred across the axis.
        case center
        /// Vertical stacks: against the trailing edge.
        case trailing
        /// Horizontal stacks: against the bottom edge (the same value as ``trailing``).
        public static let bottom = Alignment.trailing
        /// Horizontal stacks: last baselines aligned (vertical stacks treat it as ``fill``).
        case lastBaseline
    }

    /// The value of ``customSpacing(after:)`` for a view without custom spacing: ``spacing`` applies.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing value meaning the system spacing (8 points here; see docs/decisions.md).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack view lays out, in order: a subset of its subviews.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The axis views are lined up along. Default `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// How lengths along the axis are shared. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// How views are placed across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The gap between neighbouring views (the least gap for the equal distributions). Default 0. Negative
    /// values overlap the views, as on iOS.
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether the views are laid out within the layout margins rather than the edges. Default `false`.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides the stack view made for the current arrangement.
    var madeConstraints: [NSLayoutConstraint] = []
    var madeGuides: [UILayoutGuide] = []

    /// Creates an empty horizontal stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        arrangementChanged()
    }

    /// Creates a horizontal stack view arranging `views` (each added as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of ``arrangedSubviews`` (and as the last subview, if it is not one already).
    /// A view already arranged moves to the end.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0))
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (and adds it as a subview if needed). A view
    /// already arranged moves; an index out of range is clamped to the ends with a diagnostic (UIKit raises).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            UIApplication.reportDiagnostic(
                "UIStackView \(traceName): a stack view cannot arrange itself; ignored", in: window?.application)
            return
        }
        arrangedSubviews.removeAll { $0 === view }
        var index = stackIndex
        if index < 0 || index > arrangedSubviews.count {
            index = min(max(index, 0), arrangedSubviews.count)
            UIApplication.reportDiagnostic(
                "UIStackView \(traceName): insertArrangedSubview index \(stackIndex) is outside 0...\(arrangedSubviews.count); using \(index)",
                in: window?.application)
        }
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview (remove it from its superview to take
    /// it off screen), as in UIKit. A view that is not arranged is ignored.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// A subview leaving the stack view leaves ``arrangedSubviews`` too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// Sets the gap after `arrangedSubview` (instead of ``spacing``); ``spacingUseDefault`` removes it.
    /// Ignored, with a diagnostic, for a view that is not arranged or a value that is not finite.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            UIApplication.reportDiagnostic(
                "UIStackView \(traceName): setCustomSpacing after \(arrangedSubview.traceName), which is not an arranged subview; ignored",
                in: window?.application)
            return
        }
        let id = ObjectIdentifier(arrangedSubview)
        if spacing == Self.spacingUseDefault {
            customSpacings[id] = nil
        } else if spacing.isFinite {
            customSpacings[id] = spacing
        } else {
            UIApplication.reportDiagnostic(
                "UIStackView \(traceName): custom spacing \(spacing) is not a finite number; ignored", in: window?.application)
            return
        }
        arrangementChanged()
    }

    /// The custom gap after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Keeping the constraints current

    /// Something the constraints depend on changed: rebuild them in the next update-constraints pass.
    func arrangementChanged() { setNeedsUpdateConstraints() }

    /// Rebuilds the `UISV-` constraints for the current arrangement.
    open override func updateConstraints() {
        rebuildArrangementConstraints()
        super.updateConstraints()
    }

    /// Called by an arranged view whose visibility or intrinsic size changed.
    func arrangedSubviewChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementChanged() }
    }

    /// A vertical stack's first baseline is its first visible view's; a horizontal stack's is its tallest
    /// visible view's (the view the others align to), as in UIKit.
    open override var forFirstBaselineLayout: UIView { baselineView(first: true) ?? self }
    /// A vertical stack's last baseline is its last visible view's; a horizontal stack's is its tallest
    /// visible view's.
    open override var forLastBaselineLayout: UIView { baselineView(first: false) ?? self }

    private func baselineView(first: Bool) -> UIView? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        if axis == .vertical { return first ? visible.first : visible.last }
        return visible.max { $0.frame.height < $1.frame.height }
    }
}
