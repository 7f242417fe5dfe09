import CoreGraphics

extension CGRect {
    /// This rectangle with each edge moved to the nearest device-pixel boundary at `scale` (pixels per
    /// point), as UIKit's layout places views: a view whose edges sit on whole pixels is drawn into a
    /// bitmap of its own size and composited one pixel for one, instead of a bitmap rounded up and
    /// stretched by a fraction of a pixel (blurred edges, and Cairo's scaling path on every frame).
    ///
    /// Edges are rounded, not the origin and size, so two rectangles that touch before rounding still
    /// touch after it. A scale that is not positive leaves the rectangle as it is.
    func alignedToPixels(scale: CGFloat) -> CGRect {
        guard scale > 0, !isNull, !isInfinite else { return self }
        let minX = (self.minX * scale).rounded() / scale, maxX = (self.maxX * scale).rounded() / scale
        let minY = (self.minY * scale).rounded() / scale, maxY = (self.maxY * scale).rounded() / scale
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle on whole device pixels at `scale` that holds this one, on the pixel grid of a
    /// bitmap whose first pixel starts at `origin` (a view's bitmap starts at its bounds origin). A redraw
    /// of such a rectangle clears and fills whole pixels (pixman's direct path, no antialiased edge pixel
    /// half cleared and blended again). A scale that is not positive, or an empty, null or infinite
    /// rectangle, leaves it as it is.
    func roundedOutToPixels(scale: CGFloat, origin: CGPoint = .zero) -> CGRect {
        guard scale > 0, !isNull, !isInfinite, !isEmpty else { return self }
        let minX = ((self.minX - origin.x) * scale).rounded(.down) / scale + origin.x
        let maxX = ((self.maxX - origin.x) * scale).rounded(.up) / scale + origin.x
        let minY = ((self.minY - origin.y) * scale).rounded(.down) / scale + origin.y
        let maxY = ((self.maxY - origin.y) * scale).rounded(.up) / scale + origin.y
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
