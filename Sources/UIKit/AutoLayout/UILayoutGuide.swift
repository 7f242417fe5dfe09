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
    enum Kind { case custom, margins, safeArea, topLayout, bottomLayout, scrollContent, scrollFrame, keyboard }
    let kind: Kind

    /// Creates a guide; add it to a view with ``UIView/addLayoutGuide(_:)``.
    public init() { kind = .custom }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
        identifier =
            switch kind {
            case .margins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .topLayout: "UIViewControllerTopLayoutGuide"
            case .bottomLayout: "UIViewControllerBottomLayoutGuide"
            case .scrollContent: "UIScrollViewContentLayoutGuide"
            case .scrollFrame: "UIScrollViewFrameLayoutGuide"
            case .keyboard: "UIViewKeyboardLayoutGuide"
            case .custom: ""
            }
    }
}

/// A view controller's ``UIViewController/topLayoutGuide`` or ``UIViewController/bottomLayoutGuide``: a
/// strip along the top or bottom of the controller's view, as tall as the unsafe area there (iOS 7–10's
/// status bar, navigation bar, tab bar or toolbar; here the safe area, which comes from
/// ``UIViewController/additionalSafeAreaInsets``). Use its anchors in constraints or the guide itself as an
/// item of a visual format.
@MainActor
public protocol UILayoutSupport: LayoutAnchorProviding {
    /// The strip's height in points after the last layout pass: how far content should stay from that edge.
    var length: CGFloat { get }
}

extension UILayoutGuide: UILayoutSupport {
    /// The guide's height after the last layout pass (``layoutFrame``); ``UILayoutSupport``'s measure.
    public var length: CGFloat { layoutFrame.height }
}
