import CoreGraphics

/// A view's drawing state. Kept in one stored property of `UIView` so the view files stay about
/// geometry and hierarchy.
struct ViewDisplayState {
    /// The cached bitmap, or `nil` while the view has drawn nothing (views that don't override
    /// `draw(_:)` never get one).
    var content: ViewContent?
    /// Whether `draw(_:)` must run before the next composite. A new view has never drawn.
    var needsDisplay = true
    /// The union of the rectangles marked invalid since the last `draw(_:)`, in the view's coordinates.
    var invalidRect = CGRect.null
    /// Set by `UIView.draw(_:)`'s default implementation: the view (or its override, through `super`) drew
    /// nothing of its own in this pass.
    var defaultDrawRan = false
    /// Counts redraws, so the compositor sees that the pixels changed.
    var contentVersion = 0
    /// What the compositor showed of this view in the last frame it was visible. Set only through
    /// ``UIView/setComposited(_:)``, which keeps ``UIView/compositedSummary`` equal to its hot fields.
    var composited: CompositedView?
}

/// A view's cached content: the bitmap its `draw(_:)` produced, and the size and scale it was drawn at.
/// The compositor paints straight from the bitmap (``CoreGraphics/CGContext/drawContents(of:in:)``): no
/// copy is made per redraw, so a redraw allocates nothing for its compositing.
@MainActor
final class ViewContent {
    /// The bitmap, in device pixels.
    let context: CGContext
    /// The bounds size it was drawn for, in points.
    let pointSize: CGSize
    /// Pixels per point.
    let scale: CGFloat

    init(context: CGContext, pointSize: CGSize, scale: CGFloat) {
        self.context = context
        self.pointSize = pointSize
        self.scale = scale
    }
}

extension UIView {
    func invalidateContent(_ rect: CGRect) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            reportMisuse("setNeedsDisplay(\(rect)): the rectangle is not finite")
            return
        }
        displayState.needsDisplay = true
        displayState.invalidRect = displayState.invalidRect.union(r)
        noteCompositingChange()
    }

    /// Tells this view and every descendant that inherits its tint that the tint changed.
    func notifyTintColorChange() {
        tintColorDidChange()
        for subview in storedSubviews where subview.storedTintColor == nil { subview.notifyTintColorChange() }
    }

    /// Where cached content of `contentSize` points goes inside `bounds` for the view's ``contentMode``
    /// (the class reference's content modes; `.redraw` fills, as its content is redrawn at the new size).
    func contentPlacement(contentSize c: CGSize) -> CGRect {
        let b = storedBounds
        guard c.width > 0, c.height > 0 else { return b }
        func at(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: b.minX + x, y: b.minY + y, width: c.width, height: c.height) }
        switch contentMode {
        case .scaleToFill, .redraw:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            let sx = b.width / c.width, sy = b.height / c.height
            let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = c.width * s, h = c.height * s
            return CGRect(x: b.minX + (b.width - w) / 2, y: b.minY + (b.height - h) / 2, width: w, height: h)
        case .center: return at((b.width - c.width) / 2, (b.height - c.height) / 2)
        case .top: return at((b.width - c.width) / 2, 0)
        case .bottom: return at((b.width - c.width) / 2, b.height - c.height)
        case .left: return at(0, (b.height - c.height) / 2)
        case .right: return at(b.width - c.width, (b.height - c.height) / 2)
        case .topLeft: return at(0, 0)
        case .topRight: return at(b.width - c.width, 0)
        case .bottomLeft: return at(0, b.height - c.height)
        case .bottomRight: return at(b.width - c.width, b.height - c.height)
        }
    }
}

extension UIView {
    /// Whether the view holds a cached bitmap (tests check that views without `draw(_:)` cost none).
    public var hasCachedContentForTesting: Bool { displayState.content != nil }
}
