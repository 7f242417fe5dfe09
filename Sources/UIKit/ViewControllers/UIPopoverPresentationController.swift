/// Where a popover points and which views stay usable while it is shown.
///
/// A controller's ``UIViewController/popoverPresentationController`` exists while its
/// ``UIViewController/modalPresentationStyle`` is ``UIModalPresentationStyle/popover``; configure it before
/// presenting. There are no arrows to draw; the anchor decides where the content goes.
@MainActor
public final class UIPopoverPresentationController {
    /// The view ``sourceRect`` is in. Without one the popover is centred in the window and a diagnostic is
    /// reported (iOS raises).
    public weak var sourceView: UIView?
    /// The rectangle in ``sourceView``'s coordinates the popover points at. Default: `sourceView`'s bounds
    /// (when left at `.zero`).
    public var sourceRect: CGRect = .zero
    /// Views the user can still touch while the popover is shown; a touch on them (or their subviews) does
    /// not dismiss the popover. Ignored when the content is ``UIViewController/isModalInPopover``.
    public var passthroughViews: [UIView]?
    /// The controller shown in the popover.
    public private(set) weak var presentedViewController: UIViewController?

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
    }

    /// The anchor in `window`'s coordinates, or `nil` without a source view in that window.
    func anchor(in window: UIWindow) -> CGRect? {
        guard let sourceView, sourceView.window === window else { return nil }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: nil)
    }

    /// Whether `view` is one of the passthrough views or inside one.
    func isPassthrough(_ view: UIView) -> Bool {
        (passthroughViews ?? []).contains { view.isDescendant(of: $0) }
    }
}

extension UIViewController {
    /// The popover presentation controller of this controller (or of the nearest ancestor shown in a
    /// popover): non-nil while ``modalPresentationStyle`` is ``UIModalPresentationStyle/popover``.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if modalPresentationStyle == .popover {
            if let storedPopoverController { return storedPopoverController }
            let created = UIPopoverPresentationController(presentedViewController: self)
            storedPopoverController = created
            return created
        }
        return storedParent?.popoverPresentationController
    }
}
