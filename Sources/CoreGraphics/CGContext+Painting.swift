import CCairo
import Foundation

// Paths, painting, clipping, images and transparency layers. The current path is not part of the
// graphics state (as in Core Graphics and Cairo) and painting it consumes it.
extension CGContext {
    // MARK: Building the current path

    /// Discards the current path.
    public func beginPath() { cairo_new_path(cr) }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cr, point.x, point.y) }
    /// Adds a line from the current point.
    public func addLine(to point: CGPoint) { lineOrMove(to: point) }
    /// Adds straight lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
    }
    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        addPath(pathContinuing { $0.addCurve(to: end, control1: control1, control2: control2) })
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        addPath(pathContinuing { $0.addQuadCurve(to: end, control: control) })
    }
    /// Adds an arc; `clockwise` as in ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let path = CGMutablePath()
        if cairo_has_current_point(cr) != 0 {
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            path.move(to: CGPoint(x: x, y: y))
        }
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        if cairo_has_current_point(cr) != 0 {
            // The move to the current point only told the arc where it starts from.
            addPath(CGPath(elements: Array(path.storedElements.dropFirst())))
        } else {
            addPath(path)
        }
    }
    /// Adds a rectangle subpath.
    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
    }
    /// Adds rectangle subpaths.
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        addPath(path)
    }
    /// Adds a path.
    public func addPath(_ path: CGPath) { path.replay(into: cr) }
    /// Closes the current subpath.
    public func closePath() { cairo_close_path(cr) }
    /// Whether there is a current path.
    public var isPathEmpty: Bool { cairo_has_current_point(cr) == 0 }

    // MARK: Painting

    /// Fills the current path (consuming it).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        setSource(colours.fill)
        cairo_set_fill_rule(cr, rule.cairo)
        cairo_fill(cr)
    }
    /// Fills the current path with the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }
    /// Strokes the current path (consuming it).
    public func strokePath() {
        setSource(colours.stroke)
        cairo_stroke(cr)
    }
    /// Paints the current path as `mode` says (consuming it).
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill:
            fillPath(using: mode == .fill ? .winding : .evenOdd)
        case .stroke:
            strokePath()
        case .fillStroke, .eoFillStroke:
            setSource(colours.fill)
            cairo_set_fill_rule(cr, mode == .fillStroke ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill_preserve(cr)
            strokePath()
        }
    }
    /// Fills a rectangle with the fill colour (the current path is kept).
    public func fill(_ rect: CGRect) {
        if withUnsafePointer(to: rect, { fillWholePixels(UnsafeBufferPointer(start: $0, count: 1), with: colours.fill) }) { return }
        paintShape { addRect(rect); fillPath() }
    }
    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) {
        if rects.withUnsafeBufferPointer({ fillWholePixels($0, with: colours.fill) }) { return }
        paintShape { addRects(rects); fillPath() }
    }
    /// Strokes a rectangle with the stroke colour.
    public func stroke(_ rect: CGRect) { paintShape { addRect(rect); strokePath() } }
    /// Strokes a rectangle with a line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    /// Fills an ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { paintShape { addEllipse(in: rect); fillPath() } }
    /// Strokes an ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { paintShape { addEllipse(in: rect); strokePath() } }
    /// Strokes line segments: `points` taken in pairs.
    public func strokeLineSegments(between points: [CGPoint]) {
        paintShape {
            var index = 0
            while index + 1 < points.count {
                move(to: points[index]); cairo_line_to(cr, points[index + 1].x, points[index + 1].y)
                index += 2
            }
            strokePath()
        }
    }
    /// Makes `rect` transparent black (ignoring the fill colour and alpha, within the clip).
    public func clear(_ rect: CGRect) {
        if withUnsafePointer(to: rect, { fillWholePixels(UnsafeBufferPointer(start: $0, count: 1), with: nil) }) { return }
        paintShape {
            cairo_save(cr)
            addRect(rect)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (consuming it).
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule.cairo)
        cairo_clip(cr)
        noteUnknownClip()
    }
    /// Intersects the clip with the current path, even-odd.
    public func eoClip() { clip(using: .evenOdd) }
    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) {
        paintShape { addRect(rect); cairo_clip(cr) }
        withUnsafePointer(to: rect) { noteClip(to: UnsafeBufferPointer(start: $0, count: 1)) }
    }
    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) {
        paintShape {
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            addRects(rects)
            cairo_clip(cr)
        }
        rects.withUnsafeBufferPointer { noteClip(to: $0) }
    }
    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Images

    /// Draws `image` upright, scaled to fill `rect`. With `byTiling` it is repeated at its own size
    /// (one pixel per unit) over the clip instead.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        draw(surface: image.surface, width: image.width, height: image.height, in: rect, byTiling: byTiling)
    }

    /// Draws the bitmap of `source` as it is now, upright and scaled to fill `rect`, as
    /// ``draw(_:in:byTiling:)`` draws ``makeImage()``'s copy of it, but without the copy: for a bitmap
    /// drawn again and again and composited after each drawing (a view's cached content), where a copy per
    /// drawing would cost a bitmap-sized allocation and a pass over its pixels. Not part of Core Graphics.
    public func drawContents(of source: CGContext, in rect: CGRect) {
        // A whole-pixel placement (a view's bitmap, almost always) is composited by pixman directly.
        let r = rect.standardized
        if r.width > 0, r.height > 0, compositeWholePixels(of: source, in: r) { return }
        cairo_surface_flush(source.surface)
        draw(surface: source.surface, width: source.width, height: source.height, in: rect, byTiling: false)
    }

    private func draw(surface: OpaquePointer, width: Int, height: Int, in rect: CGRect, byTiling: Bool) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, width > 0, height > 0 else { return }
        paintShape {
            cairo_save(cr)
            if byTiling {
                cairo_translate(cr, r.minX, r.minY)
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
                paintSource()
            } else {
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                cairo_clip(cr)
                cairo_translate(cr, r.minX, r.minY)
                cairo_scale(cr, r.width / CGFloat(width), r.height / CGFloat(height))
                cairo_set_source_surface(cr, surface, 0, 0)
                // Pad so the image's edge pixels are not blended with transparency when it is scaled.
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(cairo_get_source(cr), colours.interpolation.cairo)
                paintSource()
            }
            cairo_restore(cr)
        }
    }

    /// Masks drawing with an image's alpha channel, stretched over `rect`: later drawing shows where the
    /// mask is opaque. Lasts until the matching ``restoreGState()``; implemented with a transparency layer
    /// that the restore composites through the mask.
    public func clip(to rect: CGRect, mask: CGImage) {
        saveGState()
        pendingMasks.append(PendingMask(rect: rect.standardized, image: mask, depth: savedColours.count))
        cairo_push_group(cr)
    }

    // MARK: Transparency layers

    /// Starts a transparency layer: drawing goes into an offscreen group until
    /// ``endTransparencyLayer()``, which composites it with the alpha set when the layer began (so
    /// overlapping shapes inside the layer do not show through each other).
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]? = nil) {
        layerAlphas.append(colours.alpha)
        saveGState()
        colours.alpha = 1
        cairo_push_group(cr)
    }

    /// Ends the transparency layer begun last and composites it.
    public func endTransparencyLayer() {
        guard let alpha = layerAlphas.popLast() else { return }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
        restoreGState()
    }

    // MARK: Helpers

    /// Sets Cairo's source to `colour` with the global alpha applied.
    func setSource(_ colour: CGColor) {
        func unit(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }
        cairo_set_source_rgba(cr, unit(colour.red), unit(colour.green), unit(colour.blue), unit(colour.alpha) * colours.alpha)
    }

    /// Paints the current source through the clip with the global alpha.
    func paintSource() {
        if colours.alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, colours.alpha) }
    }

    /// Runs a shape operation without disturbing the path the caller is building (Core Graphics'
    /// `fill(_:)` and friends leave the current path alone).
    func paintShape(_ body: () -> Void) {
        // The common case (nothing being built) needs no copy: the compositor fills thousands of rects.
        if cairo_has_current_point(cr) == 0 {
            body()
            cairo_new_path(cr)
            return
        }
        guard let saved = cairo_copy_path(cr) else { body(); return }
        cairo_new_path(cr)
        body()
        cairo_new_path(cr)
        if saved.pointee.status == CAIRO_STATUS_SUCCESS, saved.pointee.num_data > 0 { cairo_append_path(cr, saved) }
        cairo_path_destroy(saved)
    }

    /// The current subpath continued by `build`, as a path to replay (starting at the current point).
    private func pathContinuing(_ build: (CGMutablePath) -> Void) -> CGPath {
        var x = 0.0, y = 0.0
        let hasPoint = cairo_has_current_point(cr) != 0
        if hasPoint { cairo_get_current_point(cr, &x, &y) }
        let path = CGMutablePath()
        path.move(to: CGPoint(x: x, y: y))
        build(path)
        let elements = Array(path.storedElements.dropFirst())
        if !hasPoint { cairo_move_to(cr, 0, 0) }
        return CGPath(elements: elements)
    }

    private func lineOrMove(to point: CGPoint) {
        if cairo_has_current_point(cr) != 0 { cairo_line_to(cr, point.x, point.y) } else { cairo_move_to(cr, point.x, point.y) }
    }
}

/// A mask begun by ``CGContext/clip(to:mask:)``, applied when the state it was pushed in is restored.
struct PendingMask {
    let rect: CGRect
    let image: CGImage
    let depth: Int
}
