import CoreGraphics

/// One of the two grabbers at the ends of a selected range, as iOS draws them: a vertical bar the
/// height of the line, in the tint colour, with a round knob above the selection's start or below its
/// end.
///
/// It is a subview of its text input, placed in the input's coordinates (a text view's content
/// coordinates), so moving the selection moves the view and the compositor repaints only its old and new
/// rectangles; its drawing is remade only when the line's height changes. Its touch area
/// (``hitArea``) is larger than the drawing and may reach outside the input, which widens its
/// `point(inside:with:)` for it.
final class SelectionHandleView: UIView {
    /// Which end of the selection a handle drags.
    enum End: Sendable {
        /// The selection's start: the knob is above the bar.
        case start
        /// The selection's end: the knob is below the bar.
        case end
    }

    /// The knob's diameter, in points (iOS's grabber dot, measured at 10 pt on a phone).
    static let knobDiameter: CGFloat = 10
    /// The bar's width: the caret's, 2 points.
    static let barWidth: CGFloat = UITextField.caretWidth
    /// The touch area's side, in points: Apple's 44-point minimum for a touch target, centred on the bar
    /// and the knob; taller when the line is.
    static let touchSize: CGFloat = 44

    /// Which end this handle drags.
    let end: End
    /// The other handle, so that where the two touch areas overlap the nearer bar takes the touch.
    weak var partner: SelectionHandleView?

    init(end: End) {
        self.end = end
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        isHidden = true
    }

    /// The frame for a handle at `caret`, a caret rectangle (the line's height) in the superview's
    /// coordinates: as wide as the knob, as tall as the line plus the knob, centred on the caret, its
    /// origin on whole points so the cached drawing is composited without resampling (the bar stands at
    /// most half a point off the caret's centre).
    static func frame(end: End, caret: CGRect) -> CGRect {
        let diameter = knobDiameter
        let y = end == .start ? caret.minY - diameter : caret.minY
        return CGRect(x: (caret.midX - diameter / 2).rounded(), y: y.rounded(), width: diameter,
                      height: (caret.height + diameter).rounded())
    }

    /// The bar's rectangle in the handle's coordinates: from the knob's centre across the line.
    var barRect: CGRect {
        let diameter = Self.knobDiameter
        let x = bounds.midX - Self.barWidth / 2
        switch end {
        case .start: return CGRect(x: x, y: diameter / 2, width: Self.barWidth, height: bounds.height - diameter / 2)
        case .end: return CGRect(x: x, y: 0, width: Self.barWidth, height: bounds.height - diameter / 2)
        }
    }

    /// The knob's rectangle in the handle's coordinates.
    var knobRect: CGRect {
        let diameter = Self.knobDiameter
        let y = end == .start ? 0 : bounds.height - diameter
        return CGRect(x: bounds.midX - diameter / 2, y: y, width: diameter, height: diameter)
    }

    /// Where a touch takes the handle, in its own coordinates: ``touchSize`` square (taller for a tall
    /// line) centred on the handle.
    var hitArea: CGRect {
        let height = max(Self.touchSize, bounds.height)
        return CGRect(x: bounds.midX - Self.touchSize / 2, y: bounds.midY - height / 2, width: Self.touchSize, height: height)
    }

    /// Whether any of the handle shows: it is not hidden, and a superview that clips (a text view, a scroll
    /// view) has not scrolled it out of sight entirely. A handle out of sight takes no touch: its touch area
    /// would otherwise stretch the text view's `point(inside:with:)` to wherever the text scrolled it.
    var isOnScreen: Bool {
        guard !isHidden else { return false }
        guard let superview, superview.clipsToBounds else { return true }
        return superview.bounds.intersects(frame)
    }

    /// Whether `point` (in `view`'s coordinates) falls in the touch area of this handle while it shows.
    func touchAreaContains(_ point: CGPoint, from view: UIView) -> Bool {
        guard isOnScreen else { return false }
        return hitArea.contains(view.convert(point, to: self))
    }

    /// Inside the touch area, unless the other handle's touch area holds the point too and its bar is
    /// nearer (a one-character selection puts the two areas over each other).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard isOnScreen, hitArea.contains(point) else { return false }
        guard let partner, let superview, partner.touchAreaContains(convert(point, to: superview), from: superview) else {
            return true
        }
        let mine = distance(from: point, to: self)
        let theirs = distance(from: convert(point, to: partner), to: partner)
        return mine < theirs || (mine == theirs && end == .end)
    }

    private func distance(from point: CGPoint, to handle: SelectionHandleView) -> CGFloat {
        let centre = CGPoint(x: handle.bounds.midX, y: handle.bounds.midY)
        let dx = point.x - centre.x, dy = point.y - centre.y
        return (dx * dx + dy * dy).squareRoot()
    }

    // A handle's touches are its recognizer's: they stop here rather than going up the responder chain
    // to the text field, a control that would track them (touchDown, a highlight that repaints the field).

    /// Kept from the responder chain.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Kept from the responder chain.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Kept from the responder chain.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Kept from the responder chain.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The bar and the knob in the tint colour.
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(tintColor.cgColor)
        context.fill(barRect)
        context.fillEllipse(in: knobRect)
    }

    /// The tint changed (the input's, inherited): the drawing is remade.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
