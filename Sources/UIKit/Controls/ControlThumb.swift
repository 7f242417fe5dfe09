import CoreGraphics

/// The round white thumb a switch and a slider share: a soft shadow below it, the fill, and a hairline
/// edge so a white thumb still shows on a white background (iOS draws the same with a layer shadow).
enum ControlThumb {
    /// The shadow's colour and offset: black at 15 %, 1.5 pt down and 0.5 pt wider than the thumb.
    static let shadow = CGColor(gray: 0, alpha: 0.15)
    /// The hairline edge: black at 6 %.
    static let edge = CGColor(gray: 0, alpha: 0.06)

    /// Paints a thumb filling `rect` (a circle when `rect` is square) in `color`.
    static func paint(in rect: CGRect, color: UIColor, context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        context.setFillColor(shadow)
        context.fillEllipse(in: rect.offsetBy(dx: 0, dy: 1.5).insetBy(dx: -0.25, dy: -0.25))
        context.setFillColor(color.cgColor)
        context.fillEllipse(in: rect)
        context.setStrokeColor(edge)
        context.setLineWidth(0.5)
        context.strokeEllipse(in: rect.insetBy(dx: 0.25, dy: 0.25))
    }
}

extension UIControl {
    /// The opacity a disabled switch or slider is drawn at: half, iOS's dimming of a disabled control.
    static let disabledOpacity: CGFloat = 0.5

    /// Runs `paint` as one group, at ``disabledOpacity`` when the control is disabled, so the thumb does
    /// not let the track show through it.
    func paintDimmedWhenDisabled(_ context: CGContext, _ paint: () -> Void) {
        guard !isEnabled else { return paint() }
        context.saveGState()
        context.setAlpha(UIControl.disabledOpacity)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        paint()
        context.endTransparencyLayer()
        context.restoreGState()
    }
}

extension CGContext {
    /// Fills a rectangle with fully rounded ends (a capsule along its longer side).
    func fillCapsule(_ rect: CGRect) {
        guard addCapsule(rect) else { return }
        fillPath()
    }

    /// Strokes a capsule.
    func strokeCapsule(_ rect: CGRect) {
        guard addCapsule(rect) else { return }
        strokePath()
    }

    private func addCapsule(_ rect: CGRect) -> Bool {
        let radius = min(rect.width, rect.height) / 2
        guard radius > 0 else { return false }
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
        beginPath()
        addPath(path)
        return true
    }
}
