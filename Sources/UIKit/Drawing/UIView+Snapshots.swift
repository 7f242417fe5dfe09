import CoreGraphics

extension UIView {
    /// Draws the view and its visible subtree, as it would appear on screen, scaled into `rect` of the
    /// current context. Returns `false` (with a diagnostic) when there is no current context.
    ///
    /// The view's invalid content is drawn first in either case: there is no separate "screen updates"
    /// step off the main thread here, so `afterScreenUpdates` changes nothing (docs/drawing.md).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = GraphicsContextStack.currentOrReport("drawHierarchy(in:afterScreenUpdates:)") else { return false }
        let bounds = storedBounds
        guard bounds.width > 0, bounds.height > 0, !isHidden else { return true }
        displaySubtreeIfNeeded(scale: max(context.ctm.a.magnitude, drawingScale))
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        var painter = ViewPainter(context: context, cull: nil)
        painter.paintInOwnCoordinates(self)
        context.restoreGState()
        return true
    }

    /// A new view showing a picture of this view's subtree as it is now; the picture does not follow
    /// later changes. `nil` when the view is empty.
    public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        let scale = drawingScale
        let size = storedBounds.size
        guard size.width > 0, size.height > 0,
              let context = try? CGContext(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        else { return nil }
        context.scaleBy(x: scale, y: scale)
        layer.render(in: context)
        guard let image = context.makeImage() else { return nil }
        let snapshot = SnapshotView(frame: frame, image: image)
        snapshot.bounds = CGRect(origin: .zero, size: size)
        return snapshot
    }
}

extension CALayer {
    /// Renders the view's subtree into `context` in the view's own coordinates (the bounds' top left at
    /// the context's origin), drawing invalid content first.
    public func render(in context: CGContext) {
        view.displaySubtreeIfNeeded(scale: max(context.ctm.a.magnitude, view.drawingScale))
        context.saveGState()
        context.translateBy(x: -view.storedBounds.minX, y: -view.storedBounds.minY)
        var painter = ViewPainter(context: context, cull: nil)
        painter.paintInOwnCoordinates(view)
        context.restoreGState()
    }
}

/// The view ``UIView/snapshotView(afterScreenUpdates:)`` returns: a fixed picture.
final class SnapshotView: UIView {
    let image: CGImage

    init(frame: CGRect, image: CGImage) {
        self.image = image
        super.init(frame: frame)
        isOpaque = false
    }

    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(image, in: bounds)
    }
}
