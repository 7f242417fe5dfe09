import CoreGraphics

// How a switch looks. Numbers and sources: docs/decisions.md, "Drawing the controls".
extension UISwitch {
    /// The track colour when on and ``onTintColor`` is `nil`: iOS's system green, #34C759.
    public static let defaultOnTintColor = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
    /// The outline of the track when off: light grey, #E5E5EA (iOS's systemGray5).
    public static let offTrackColor = UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1)
    /// The width of the off track's outline: 2 pt, as the iOS 7 switch drew it.
    public static let offTrackLineWidth: CGFloat = 2
    /// The gap between the track's edge and the thumb: 2 pt, so the thumb is 27 pt in a 31 pt track.
    public static let thumbInset: CGFloat = 2

    /// The thumb's rectangle for a ``thumbPosition`` (0 off, at the left; 1 on, at the right).
    func thumbRect(at position: CGFloat) -> CGRect {
        let diameter = bounds.height - 2 * UISwitch.thumbInset
        let travel = max(bounds.width - 2 * UISwitch.thumbInset - diameter, 0)
        let x = bounds.minX + UISwitch.thumbInset + min(max(position, 0), 1) * travel
        return CGRect(x: x, y: bounds.minY + UISwitch.thumbInset, width: diameter, height: diameter)
    }

    /// Paints the track, filled in the on colour as far as the thumb has gone and outlined when off, and
    /// the thumb.
    func paint(in context: CGContext) {
        paintDimmedWhenDisabled(context) {
            let thumb = thumbRect(at: thumbPosition)
            if thumbPosition < 1 {
                let inset = UISwitch.offTrackLineWidth / 2
                context.setStrokeColor(UISwitch.offTrackColor.cgColor)
                context.setLineWidth(UISwitch.offTrackLineWidth)
                context.strokeCapsule(bounds.insetBy(dx: inset, dy: inset))
            }
            if thumbPosition > 0 {
                // The on colour grows from the left behind the thumb, so a dragged thumb shows how far on
                // it is; at rest it is all (on) or nothing (off).
                let filled = thumbPosition >= 1 ? bounds
                    : CGRect(x: bounds.minX, y: bounds.minY, width: thumb.maxX + UISwitch.thumbInset - bounds.minX, height: bounds.height)
                context.setFillColor((onTintColor ?? UISwitch.defaultOnTintColor).cgColor)
                context.fillCapsule(filled)
            }
            ControlThumb.paint(in: thumb, color: thumbTintColor ?? .white, context: context)
        }
    }
}
