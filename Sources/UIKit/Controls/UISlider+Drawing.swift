import CoreGraphics

// How a slider looks. Numbers and sources: docs/decisions.md, "Drawing the controls".
extension UISlider {
    /// The track right of the thumb when ``maximumTrackTintColor`` is `nil`: light grey, #E5E5EA.
    public static let defaultMaximumTrackTintColor = UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1)

    /// Paints the track in two colours split at the thumb's centre, then the thumb.
    func paint(in context: CGContext) {
        paintDimmedWhenDisabled(context) {
            let track = trackRect(forBounds: bounds)
            let thumb = currentThumbRect
            let split = min(max(thumb.midX, track.minX), track.maxX)
            // Each side is a capsule clipped at the split, so both ends of the track are rounded and the
            // two colours meet in a straight line under the thumb.
            context.saveGState()
            context.clip(to: CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height))
            context.setFillColor((minimumTrackTintColor ?? tintColor).cgColor)
            context.fillCapsule(track)
            context.restoreGState()
            context.saveGState()
            context.clip(to: CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height))
            context.setFillColor((maximumTrackTintColor ?? UISlider.defaultMaximumTrackTintColor).cgColor)
            context.fillCapsule(track)
            context.restoreGState()
            ControlThumb.paint(in: thumb, color: thumbTintColor ?? .white, context: context)
        }
    }
}
