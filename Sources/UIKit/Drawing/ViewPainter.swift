import CoreGraphics

/// Paints a view subtree into a context: background colour, cached content placed by the content mode,
/// then subviews back to front; `alpha` is the group opacity of the whole subtree, `clipsToBounds` clips
/// content and subviews, `mask` masks them, hidden subtrees are skipped.
///
/// The compositor paints windows with it (culling subtrees outside the damage); snapshots paint any view.
@MainActor
struct ViewPainter {
    let context: CGContext
    /// Device-space rectangles outside which nothing needs painting; `nil` paints everything.
    let cull: [CGRect]?
    /// How many views this painter painted. Counted in the painter itself (its methods are mutating), so
    /// painting a frame allocates no counter.
    private(set) var paintedCount = 0

    /// The view painting starts at: views before it in painting order are not painted (its ancestors are
    /// only entered), because it covers the area painted with an opaque colour.
    private let start: UIView?
    /// Whether painting has not reached ``start`` yet.
    private var skipping: Bool

    init(context: CGContext, cull: [CGRect]?, startingAt start: UIView? = nil) {
        self.context = context
        self.cull = cull
        self.start = start
        skipping = start != nil
    }

    /// Paints `view` in its superview's coordinates (the context's current user space).
    mutating func paint(_ view: UIView) {
        // The cull first, from the record's summary: most views a damage-clipped paint passes are outside the
        // damage (fewer cache lines per view on a cold frame).
        if let cull, view.compositedSummary.owner != nil, !cull.contains(where: view.compositedSummary.subtreeRect.overlaps) { return }
        guard !view.isHidden, view.alpha > 0 else { return }
        paintedCount += 1
        context.saveGState()
        context.concatenate(view.transformToSuperview)
        paintInOwnCoordinates(view)
        context.restoreGState()
    }

    /// Paints `view` with the context already in its coordinates (its bounds' coordinates).
    mutating func paintInOwnCoordinates(_ view: UIView) {
        if skipping {
            if view === start {
                skipping = false
            } else {
                // Before the starting view: enter only its ancestors, painting nothing of their own.
                guard let start, start.isDescendant(of: view) else { return }
                if view.clipsToBounds { context.clip(to: view.storedBounds) }
                // Once the starting view is reached, the subviews after it paint as usual.
                for subview in view.storedSubviews { paint(subview) }
                return
            }
        }
        let bounds = view.storedBounds
        let background = view.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let content = view.displayState.content
        let parts = (background == nil ? 0 : 1) + (content == nil ? 0 : 1) + view.storedSubviews.count
        // Group opacity: several overlapping parts are composited together, then faded once.
        let needsLayer = view.alpha < 1 && parts > 1
        if let mask = view.mask, let maskImage = Self.maskImage(of: mask, scale: context.ctm.a.magnitude) {
            context.saveGState()
            context.clip(to: mask.frame, mask: maskImage)
        }
        if needsLayer {
            context.setAlpha(context.alpha * view.alpha)
            context.beginTransparencyLayer()
        } else if view.alpha < 1 {
            context.setAlpha(context.alpha * view.alpha)
        }
        if view.clipsToBounds { context.clip(to: bounds) }
        if let background {
            context.setFillColor(background.cgColor)
            context.fill(bounds)
        }
        if let content {
            context.drawContents(of: content.context, in: view.contentPlacement(contentSize: content.pointSize))
        }
        for subview in view.storedSubviews { paint(subview) }
        if needsLayer { context.endTransparencyLayer() }
        if view.mask != nil { context.restoreGState() }
    }

    /// The mask view rendered on its own (its alpha channel is what matters), at `scale` pixels per point.
    static func maskImage(of mask: UIView, scale: CGFloat) -> CGImage? {
        let size = mask.storedBounds.size
        let s = max(scale, 1)
        guard size.width > 0, size.height > 0,
              let context = try? CGContext(width: Int((size.width * s).rounded(.up)), height: Int((size.height * s).rounded(.up)))
        else { return nil }
        mask.displaySubtreeIfNeeded(scale: s)
        context.scaleBy(x: s, y: s)
        context.translateBy(x: -mask.storedBounds.minX, y: -mask.storedBounds.minY)
        let maskAlpha = mask.alpha
        context.setAlpha(maskAlpha)
        var painter = ViewPainter(context: context, cull: nil)
        painter.paintInOwnCoordinates(mask)
        return context.makeImage()
    }
}

extension CGRect {
    /// Whether the two rectangles share an area (rectangles that only touch do not).
    func overlaps(_ other: CGRect) -> Bool {
        guard !isNull, !other.isNull else { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
