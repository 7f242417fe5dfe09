/// A rectangle that takes part in Auto Layout without being a view: it has anchors, is laid out by
/// constraints, and reports the result in ``layoutFrame`` (in its owning view's coordinates). It does not
/// take touches or appear in the view tree.
@MainActor
open class UILayoutGuide: LayoutAnchorProviding {
    /// The view that owns the guide (set by ``UIView/addLayoutGuide(_:)``).
    open internal(set) weak var owningView: UIView?
    /// A name for diagnostics.
    open var identifier: String = ""
    /// Its frame in the owning view's coordinates after the last layout pass.
    open internal(set) var layoutFrame: CGRect = .zero

    /// What the guide stands for: a guide the program added, or one of a view's built-in guides.
    enum Kind { case custom, margins, safeArea }
    let kind: Kind

    /// Creates a guide; add it to a view with ``UIView/addLayoutGuide(_:)``.
    public init() { kind = .custom }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
        identifier = kind == .margins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
    }
}
