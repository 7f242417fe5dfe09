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

    /// The compositor that recorded it (a view is on one screen, but snapshots may use another).
    let owner: ObjectIdentifier
    /// The frame it was recorded in.
    let frame: Int
    let appearance: Appearance
    /// The device pixels its own background and content cover, clipped, rounded out to whole pixels.
    let ownRect: CGRect
    /// ``ownRect`` joined with its visible descendants' (for culling the subtree when painting).
    var subtreeRect: CGRect
}
