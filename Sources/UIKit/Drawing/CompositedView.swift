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

        /// Field by field, the clip compared without Foundation's `CGRect.==` (a call into libFoundation
        /// on every view the walk enters: DeviceRect.swift).
        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.clip.isSameDeviceRect(rhs.clip) && lhs.opacity == rhs.opacity && lhs.parent == rhs.parent
        }
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

/// The fields of a view's ``CompositedView`` record that a frame reads of every view it passes without
/// entering it (the walk's early-out, the cover search, the damage-clipped paint's cull), kept apart in
/// plain values next to ``UIView/compositingMarks``. Reading the record itself copied all of it (its
/// colour is reference-counted): six cache lines per view, each a memory round trip on the cold frame
/// after an idle pause (docs/benchmarks.md, "Session 33"). Written only with the record, by
/// ``UIView/setComposited(_:)``.
struct CompositedSummary {
    /// The compositor that recorded the view; `nil` while the view has no record.
    var owner: ObjectIdentifier?
    /// The record's ``CompositedView/subtreeRect``.
    var subtreeRect: CGRect
    /// The record's ``CompositedView/inputs``.
    var inputs: CompositedView.Inputs

    /// No record.
    init() {
        owner = nil
        subtreeRect = .deviceNull
        inputs = CompositedView.Inputs(parent: .identity, clip: .deviceNull, opacity: 0)
    }

    init(_ record: CompositedView) {
        owner = record.owner
        subtreeRect = record.subtreeRect
        inputs = record.inputs
    }

    /// ``subtreeRect`` when the record is `owner`'s and the view's superview passes down what it did.
    @inline(__always)
    func unchangedSubtree(owner: ObjectIdentifier, parent: CGAffineTransform, clip: CGRect, opacity: CGFloat) -> CGRect? {
        self.owner == owner && inputs.clip.isSameDeviceRect(clip) && inputs.opacity == opacity && inputs.parent == parent
            ? subtreeRect : nil
    }
}

extension UIView {
    /// Stores what the compositor showed of this view (`nil`: nothing), and its summary with it.
    @inline(__always)
    func setComposited(_ record: CompositedView?) {
        displayState.composited = record
        compositedSummary = record.map(CompositedSummary.init) ?? CompositedSummary()
    }
}
