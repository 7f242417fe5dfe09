import CoreGraphics

/// What the compositor showed of one view in a frame: enough to tell, next frame, whether the pixels it
/// covers changed. Rectangles are in the screen bitmap's device pixels.
struct CompositedView {
    /// How the view looked: any difference damages the old and the new ``ownRect``.
    struct Appearance: Equatable {
        /// The view's bounds space to device pixels.
        var transform: CGAffineTransform
        /// The clip its ancestors (and its own `clipsToBounds`) impose, as a device rectangle.
        var clip: CGRect
        /// The product of its and its ancestors' alpha.
        var opacity: CGFloat
        var background: UIColor?
        var contentVersion: Int
        var contentPlacement: CGRect
        var bounds: CGRect
        /// The mask view's identity and a hash of how its subtree looks (``UIView/maskSignature``).
        var mask: ObjectIdentifier?
        var maskSignature: Int
    }

    /// What the view's superview passed down: while these and the view's marks are unchanged, the view
    /// and its subtree look as recorded and the walk does not enter them.
    struct Inputs: Equatable {
        /// The superview's bounds space to device pixels.
        var parent: CGAffineTransform
        /// The clip above the view, a device rectangle.
        var clip: CGRect
        /// The product of the ancestors' alpha.
        var opacity: CGFloat
    }

    /// The compositor that recorded it (a view is on one screen, but the inspector may render it too).
    let owner: ObjectIdentifier
    let inputs: Inputs
    let appearance: Appearance
    /// The device pixels its own background and content cover, clipped, rounded out to whole pixels.
    let ownRect: CGRect
    /// ``ownRect`` joined with its visible descendants' (for culling the subtree when painting).
    var subtreeRect: CGRect
}
